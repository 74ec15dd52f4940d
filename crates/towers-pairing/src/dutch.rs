//! The FIDE Dutch system (C.04.3, the 2025 rules), written from the rule text, as a
//! maximum-weight matching.
//!
//! The players to pair are ranked by score, then pairing number (1.2). Brackets are paired
//! from the top: a bracket is the players of one scoregroup (its residents) and the players
//! who floated down from the bracket above (MDPs). For each bracket one maximum-weight
//! matching is solved over *every* player still to pair, so that the completion criterion
//! (C4: the rest of the round can still be paired, with one pairing-allocated bye when the
//! number is odd) holds by construction. Each edge's weight is a constant less its penalties,
//! one bit field per criterion, the most important highest:
//!
//! | field | criterion |
//! | --- | --- |
//! | bye | the pairing-allocated bye's player's score: the bye to the lowest score that can have it |
//! | floaters | C5: the bracket's downfloaters (as many pairs in the bracket as possible) |
//! | PSD levels | C6: the pairing score differences, lexicographically smallest |
//! | next floaters, next PSD | C7: the same in the following bracket (its own downfloaters included), for the choice of downfloaters |
//! | topscorers | C8, C9 (last round): colour difference beyond ±2, a colour three times in a row |
//! | colours | C10, C11: colour preferences, then strong ones, not granted |
//! | floats | C12-C15: the same downfloat/upfloat as one or two rounds before; C16-C19 their score differences |
//! | unplayed | the bye to a player who has played every round, among the lowest scores |
//! | order | article 4: the candidate that comes first (MDPs paired in order; fewest exchanges, then the smallest BSN difference, then the highest S1 players moved; then the first transposition) |
//!
//! Only edges that touch the bracket or the next carry penalties, and each field is as wide as
//! the largest total the bracket's own edges can reach, so the weight grows with the bracket,
//! not with the round.
//!
//! The absolute criteria are edges that do not exist: no rematch (C1; a forfeited game was
//! not played, so its players may meet), a second pairing-allocated bye (C2; nor after a
//! forfeit win or a full-point bye), two non-topscorers with the same absolute colour
//! preference (C3), and the director's forbidden pairs.
//!
//! The order of candidates (article 4: transpositions of S2, then exchanges between S1 and S2)
//! is not linear in the pairs, so it is settled after the matching: each player of S1, in
//! order, takes the first opponent of S2 with which the criteria's optimum can still be
//! reached (one matching with that pair forced per opponent tried, unless the pair alone
//! already costs more than the optimum in some field; a weight on the transposition's
//! distance from the natural S1[i]-S2[i] makes the first try right nearly always). The
//! matching is [`integer_blossom`]'s, on `i128` weights when the fields fit in 120 bits and on
//! [`I256`] otherwise.

use std::cmp::Reverse;

use crate::criteria::{Criterion, Decided, Decision, Focus};
use crate::model::{Colour, Outcome, Tournament};
use crate::wide::I256;

/// A round's pairing: boards as (white, black) pairing numbers, and the pairing-allocated bye.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Pairing {
    pub boards: Vec<(u32, u32)>,
    pub bye: Option<u32>,
}

/// Why a round cannot be paired.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PairingError {
    /// No pairing satisfies the absolute criteria (rematches, byes, colours, forbidden pairs).
    #[error("no valid pairing")]
    NoValidPairing,
}

/// How strongly a player wants a colour (A.6 / 1.7).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Strength {
    None,
    Mild,
    Strong,
    Absolute,
}

/// What the pairing needs to know of a player.
#[derive(Clone, Debug)]
struct Entrant {
    number: u32,
    score: u32,
    /// Colours of the games played, in order (unplayed rounds left out).
    colours: Vec<Colour>,
    /// White games minus black games.
    diff: i32,
    strength: Strength,
    preference: Option<Colour>,
    /// Opponents over the board (forfeits excluded).
    met: Vec<u32>,
    bye_eligible: bool,
    /// Downfloat / upfloat in the previous round and in the round before it.
    down: [bool; 2],
    up: [bool; 2],
    topscorer: bool,
    /// 1-based place among the players to pair (score, then pairing number).
    rank: usize,
    /// The number whose parity gives the initial colour or its opposite (5.2.5): the
    /// pairing number, or in round 1 the place among the players paired.
    parity: usize,
    /// Rounds so far without a game over the board (forfeits, byes, absences).
    unplayed: u32,
}

/// A float received in a round (1.4): a game against a lower (down) or higher (up) score, or
/// scoring more than a loss without playing (down).
fn float_in(t: &Tournament, number: u32, round: usize) -> (bool, bool) {
    let Some(p) = t.player(number) else {
        return (false, false);
    };
    let Some(e) = p.rounds.get(round) else {
        return (false, false);
    };
    if e.outcome.played() {
        let mine = p.points_after(round, t.points);
        let theirs = e
            .opponent
            .and_then(|o| t.player(o))
            .map_or(mine, |o| o.points_after(round, t.points));
        (mine > theirs, mine < theirs)
    } else {
        (e.outcome.points(t.points) > t.points.loss, false)
    }
}

fn entrant(t: &Tournament, number: u32) -> Entrant {
    let p = t.player(number).expect("entrant of a known player");
    let rounds = &p.rounds[..t.played.min(p.rounds.len())];
    let colours: Vec<Colour> = rounds.iter().filter_map(|e| e.played_colour()).collect();
    let diff = colours
        .iter()
        .map(|c| if *c == Colour::White { 1 } else { -1 })
        .sum::<i32>();
    let last_two_same =
        colours.len() >= 2 && colours[colours.len() - 1] == colours[colours.len() - 2];
    let (strength, preference) = if colours.is_empty() {
        (Strength::None, None)
    } else if diff < -1 {
        (Strength::Absolute, Some(Colour::White))
    } else if diff > 1 {
        (Strength::Absolute, Some(Colour::Black))
    } else if last_two_same {
        (
            Strength::Absolute,
            Some(colours[colours.len() - 1].opposite()),
        )
    } else if diff == -1 {
        (Strength::Strong, Some(Colour::White))
    } else if diff == 1 {
        (Strength::Strong, Some(Colour::Black))
    } else {
        (Strength::Mild, Some(colours[colours.len() - 1].opposite()))
    };
    let met = rounds
        .iter()
        .filter(|e| e.outcome.played())
        .filter_map(|e| e.opponent)
        .collect();
    let bye_eligible = !rounds.iter().any(|e| e.outcome.unplayed_win());
    let score = p.points_after(t.played, t.points);
    let r = t.played;
    let f1 = if r >= 1 {
        float_in(t, number, r - 1)
    } else {
        (false, false)
    };
    let f2 = if r >= 2 {
        float_in(t, number, r - 2)
    } else {
        (false, false)
    };
    // Topscorers (1.8): more than half the maximum score, when pairing the last round.
    let last_round = r + 1 >= t.total_rounds;
    let topscorer = last_round && score * 2 > (r as u32) * t.points.win;
    Entrant {
        number,
        score,
        colours,
        diff,
        strength,
        preference,
        met,
        bye_eligible,
        down: [f1.0, f2.0],
        up: [f1.1, f2.1],
        topscorer,
        rank: 0,
        parity: number as usize,
        unplayed: rounds.iter().filter(|e| !e.outcome.played()).count() as u32,
    }
}

/// The colours of a pair (article 5): `a` ranks higher than `b`. Returns `a`'s colour.
fn allocate(a: &Entrant, b: &Entrant, initial: Colour) -> Colour {
    match (a.preference, b.preference) {
        // 5.2.1: both preferences granted.
        (Some(pa), Some(pb)) if pa != pb => return pa,
        (Some(pa), None) => return pa,
        (None, Some(pb)) => return pb.opposite(),
        (Some(pa), Some(_)) => {
            // 5.2.2: the stronger preference; two absolute ones: the wider colour difference.
            if a.strength != b.strength {
                return if a.strength > b.strength {
                    pa
                } else {
                    pa.opposite()
                };
            }
            if a.strength == Strength::Absolute && a.diff.abs() != b.diff.abs() {
                return if a.diff.abs() > b.diff.abs() {
                    pa
                } else {
                    pa.opposite()
                };
            }
            // 5.2.3: alternate to the most recent round in which their colours differed.
            if let Some(c) = alternate(a, b) {
                return c;
            }
            // 5.2.4: the higher ranked player's preference.
            return pa;
        }
        (None, None) => {}
    }
    if let Some(c) = alternate(a, b) {
        return c;
    }
    // 5.2.5: by the higher ranked player's pairing number (round 1: place): odd, the
    // initial colour.
    if a.parity % 2 == 1 {
        initial
    } else {
        initial.opposite()
    }
}

fn alternate(a: &Entrant, b: &Entrant) -> Option<Colour> {
    a.colours
        .iter()
        .rev()
        .zip(b.colours.iter().rev())
        .find(|(x, y)| x != y)
        .map(|(x, _)| x.opposite())
}

/// The field layout of one bracket's weights: each field's bit offset and width.
struct Layout {
    widths: Vec<u32>,
}

impl Layout {
    /// Offsets from the lowest field up; fields are given most important first.
    fn offsets(&self) -> (Vec<u32>, u32) {
        let mut offsets = vec![0; self.widths.len()];
        let mut at = 0;
        for k in (0..self.widths.len()).rev() {
            offsets[k] = at;
            at += self.widths[k];
        }
        (offsets, at)
    }
}

fn bits_for(max: u128) -> u32 {
    128 - max.leading_zeros()
}

/// One bracket's problem: the vertices still to pair (players by rank, then the bye), which
/// of them are in the bracket, and the per-edge field values.
struct Problem {
    /// Number of vertices (players still to pair, plus the bye when odd).
    m: usize,
    /// Packed weight of each edge (row-major m×m; zero = no edge) and its proxy penalty
    /// (the guess at the first candidate), which the comparison of candidates leaves out.
    weight: Vec<I256>,
    proxy: Vec<I256>,
    small: bool,
    /// Each vertex's cheapest edge, field by field (row-major m × fields), and their sums.
    least: Vec<u128>,
    least_sum: Vec<u128>,
    /// Every edge's weight before its penalties, and the fields' places.
    base: I256,
    offsets: Vec<u32>,
    widths: Vec<u32>,
    /// The criterion each field weighs (the proxy's, last, is the order's).
    kinds: Vec<Criterion>,
    /// Each vertex's colour preference (1 white, -1 black, 0 none) and whether it is in the
    /// bracket, for the count of preferences the bracket cannot grant.
    wants: Vec<i8>,
    in_bracket: Vec<bool>,
}

impl Problem {
    /// The best matching of `n` vertices with weights `weight` (row-major n×n).
    fn solve(&self, weight: &[I256], n: usize) -> Vec<Option<usize>> {
        if self.small {
            let w: Vec<i128> = weight.iter().map(|x| x.to_i128().unwrap_or(0)).collect();
            integer_blossom::max_weight_matching(&w, n)
        } else {
            integer_blossom::max_weight_matching(weight, n)
        }
    }

    /// The criteria's value of a matching: its weight without the order part.
    fn value(&self, mate: &[Option<usize>]) -> I256 {
        let mut total = I256::ZERO;
        for (u, v) in mate.iter().enumerate() {
            if let Some(v) = *v {
                if u < v {
                    total += self.weight[u * self.m + v] + self.proxy[u * self.m + v];
                }
            }
        }
        total
    }

    /// The criteria's penalties of a matching (the proxy left out), field by field.
    fn penalties(&self, mate: &[Option<usize>]) -> I256 {
        let mut total = I256::ZERO;
        for (u, v) in mate.iter().enumerate() {
            if let Some(v) = *v {
                if u < v {
                    total += self.edge_penalty(u, v);
                }
            }
        }
        total
    }

    fn edge_penalty(&self, u: usize, v: usize) -> I256 {
        let k = u * self.m + v;
        self.base - self.weight[k] - self.proxy[k]
    }

    /// Whether no matching with the `forced` pairs (penalties `forced_pen`) and the pair
    /// `u`-`v` can reach penalties `best`, the pair may not meet at all, or in some field the
    /// forced pairs, the pair and the least that every other vertex's edge can cost already
    /// exceed `best`. A matching keeps the optimum only if it equals `best` in every field
    /// (no field overflows into the next), so one field over is enough to rule it out.
    fn cannot_reach(
        &self,
        forced: &[(usize, usize)],
        forced_pen: I256,
        u: usize,
        v: usize,
        best: I256,
    ) -> bool {
        if self.weight[u * self.m + v] == I256::ZERO {
            return true;
        }
        let pen = forced_pen + self.edge_penalty(u, v);
        let fields = self.widths.len().saturating_sub(1);
        (0..fields).any(|k| {
            let (at, width) = (self.offsets[k], self.widths[k]);
            if width == 0 {
                return false;
            }
            // Each other vertex's edge costs at least its cheapest edge, and an edge is
            // counted from both its ends: half the sum of the cheapest is a lower bound.
            let taken = |x: usize| self.least[x * self.widths.len() + k];
            let mut rest = self.least_sum[k] - taken(u) - taken(v);
            for &(a, b) in forced {
                rest -= taken(a) + taken(b);
            }
            pen.field(at, width) + rest.div_ceil(2) > best.field(at, width)
        })
    }

    /// Article 4's order: the first of `candidates` (vertices, in the order tried) that `u`
    /// can be paired with, besides the `forced` pairs, while the matching keeps the optimum
    /// `best` (penalties `best_pen`), with that matching. `None`: no candidate keeps it.
    fn first_keeping(
        &self,
        forced: &[(usize, usize)],
        mate: &[Option<usize>],
        u: usize,
        candidates: impl IntoIterator<Item = usize>,
        best: I256,
        best_pen: I256,
    ) -> Option<(usize, Vec<Option<usize>>)> {
        let mut trial = forced.to_vec();
        let forced_pen = forced
            .iter()
            .fold(I256::ZERO, |sum, &(a, b)| sum + self.edge_penalty(a, b));
        let free_wants = self.free_wants(forced);
        for c in candidates {
            if is_forced(forced, c)
                || self.cannot_reach(forced, forced_pen, u, c, best_pen)
                || self.colours_exceed(free_wants, forced_pen, u, c, best_pen)
            {
                continue;
            }
            if let Some(swapped) = self.swap_keeping(forced, mate, u, c) {
                return Some((c, swapped));
            }
            trial.truncate(forced.len());
            trial.push((u, c));
            let mate = self.solve_forced(&trial);
            if self.value(&mate) == best {
                return Some((c, mate));
            }
        }
        None
    }

    /// The bracket's players outside the `forced` pairs who want white, who want black, and
    /// who have no preference.
    fn free_wants(&self, forced: &[(usize, usize)]) -> [i64; 3] {
        let mut taken = vec![false; self.m];
        for &(a, b) in forced {
            taken[a] = true;
            taken[b] = true;
        }
        let mut count = [0i64; 3];
        for v in (0..self.m).filter(|&v| self.in_bracket[v] && !taken[v]) {
            count[match self.wants[v] {
                1 => 0,
                -1 => 1,
                _ => 2,
            }] += 1;
        }
        count
    }

    /// Whether C10 rules out the pair `u`-`c` besides the forced pairs (penalties
    /// `forced_pen`) by counting: the optimum `best` floats as many of the bracket's players
    /// (C5) and denies as many preferences (C10) as any matching that keeps it. The
    /// bracket's other free players pair within it but for that many floaters; a pair of
    /// two players who want the same colour denies one of them, and every other pair none,
    /// so beyond the players without a preference and the floaters, half the surplus of one
    /// colour over the other is denied at least.
    fn colours_exceed(
        &self,
        free: [i64; 3],
        forced_pen: I256,
        u: usize,
        c: usize,
        best: I256,
    ) -> bool {
        let field = |kind: Criterion| {
            let k = self.kinds.iter().position(|&x| x == kind)?;
            (self.widths[k] > 0).then(|| (self.offsets[k], self.widths[k]))
        };
        let (Some(c5), Some(c10)) = (field(Criterion::Quality(5)), field(Criterion::Quality(10)))
        else {
            return false;
        };
        let [mut white, mut black, mut none] = free;
        for v in [u, c].into_iter().filter(|&v| self.in_bracket[v]) {
            match self.wants[v] {
                1 => white -= 1,
                -1 => black -= 1,
                _ => none -= 1,
            }
        }
        let floaters = best.field(c5.0, c5.1) as i64;
        let surplus = ((white - black).abs() - none - floaters).max(0);
        let pen = forced_pen + self.edge_penalty(u, c);
        pen.field(c10.0, c10.1) + (surplus as u128).div_ceil(2) > best.field(c10.0, c10.1)
    }

    /// An edge's weight with its proxy (what [`Problem::value`] counts), or `None` for no edge.
    fn full(&self, a: usize, b: usize) -> Option<I256> {
        let k = a * self.m + b;
        (self.weight[k] != I256::ZERO).then(|| self.weight[k] + self.proxy[k])
    }

    /// A matching with the pair `u`-`c` that keeps the optimum `mate` (which has the `forced`
    /// pairs) by exchanging partners among two or three of its pairs, when one does: most
    /// of article 4's transpositions are such exchanges, and finding one costs no matching.
    fn swap_keeping(
        &self,
        forced: &[(usize, usize)],
        mate: &[Option<usize>],
        u: usize,
        c: usize,
    ) -> Option<Vec<Option<usize>>> {
        let (u2, c2) = (mate[u]?, mate[c]?);
        if u2 == c {
            return None;
        }
        let uc = self.full(u, c)?;
        let now = self.full(u, u2)? + self.full(c, c2)?;
        let swapped = |pairs: &[(usize, usize)]| {
            let mut out = mate.to_vec();
            for &(a, b) in pairs {
                out[a] = Some(b);
                out[b] = Some(a);
            }
            out
        };
        // u-c and u2-c2 for u-u2 and c-c2.
        if self.full(u2, c2).is_some_and(|w| uc + w == now) {
            return Some(swapped(&[(u, c), (u2, c2)]));
        }
        // u-c and two new pairs among u2, c2, x, x2 for u-u2, c-c2 and x-x2.
        for (x, x2) in mate.iter().enumerate() {
            let Some(x2) = *x2 else { continue };
            if [u, u2, c, c2].contains(&x) || is_forced(forced, x) {
                continue;
            }
            let before = now + self.full(x, x2)?;
            for (p, q) in [(x, x2), (x2, x)] {
                let (Some(a), Some(b)) = (self.full(u2, p), self.full(c2, q)) else {
                    continue;
                };
                if uc + a + b == before {
                    return Some(swapped(&[(u, c), (u2, p), (c2, q)]));
                }
            }
        }
        None
    }

    /// The best matching with `forced` pairs imposed.
    /// The forced pairs' players leave the graph (their weight is the same in every
    /// matching), so each pair forced makes the next matching smaller.
    fn solve_forced(&self, forced: &[(usize, usize)]) -> Vec<Option<usize>> {
        self.solve_without(forced, |_, _| false)
    }

    /// The best matching with `forced` pairs imposed and the edges `removed` says left out.
    fn solve_without(
        &self,
        forced: &[(usize, usize)],
        removed: impl Fn(usize, usize) -> bool,
    ) -> Vec<Option<usize>> {
        let m = self.m;
        let mut mate = vec![None; m];
        for &(a, b) in forced {
            mate[a] = Some(b);
            mate[b] = Some(a);
        }
        let free: Vec<usize> = (0..m).filter(|&v| mate[v].is_none()).collect();
        let k = free.len();
        let mut w = vec![I256::ZERO; k * k];
        for (x, &a) in free.iter().enumerate() {
            for (y, &b) in free.iter().enumerate() {
                if !removed(a, b) {
                    w[x * k + y] = self.weight[a * m + b];
                }
            }
        }
        for (x, partner) in self.solve(&w, k).into_iter().enumerate() {
            mate[free[x]] = partner.map(|y| free[y]);
        }
        mate
    }
}

impl Problem {
    /// The criterion that decided against the best matching with `forced` pairs and without
    /// the edges `removed` says, against the optimum's penalties `best`: the first field in
    /// which it is worse; [`Criterion::NoChoice`] when it cannot pair every vertex.
    fn decider(
        &self,
        forced: &[(usize, usize)],
        removed: impl Fn(usize, usize) -> bool,
        best: I256,
    ) -> Criterion {
        let mate = self.solve_without(forced, removed);
        if mate.iter().any(Option::is_none) {
            return Criterion::NoChoice;
        }
        let alt = self.penalties(&mate);
        let fields = self.widths.len().saturating_sub(1);
        (0..fields)
            .find(|&k| {
                let (at, width) = (self.offsets[k], self.widths[k]);
                alt.field(at, width) != best.field(at, width)
            })
            .map_or(Criterion::Order, |k| self.kinds[k])
    }
}

use integer_blossom::Weight as _;

/// Pairs the next round of `t` by the Dutch system.
pub fn pair(t: &Tournament) -> Result<Pairing, PairingError> {
    pair_with_reasons(t, Focus::None).map(|(pairing, _)| pairing)
}

/// Pairs the next round of `t` as [`pair`] does, and says for the players of `focus` which
/// criterion decided their pair, their float and the bye (one more matching each).
pub fn pair_with_reasons(
    t: &Tournament,
    focus: Focus,
) -> Result<(Pairing, Vec<Decision>), PairingError> {
    let played = t.played;
    let mut entrants: Vec<Entrant> = t
        .players
        .iter()
        .filter(|p| !p.withdrawn && p.rounds.len() <= played)
        .map(|p| entrant(t, p.number))
        .collect();
    entrants.sort_by_key(|e| (Reverse(e.score), e.number));
    for (i, e) in entrants.iter_mut().enumerate() {
        e.rank = i + 1;
        if played == 0 {
            e.parity = e.rank;
        }
    }
    let n = entrants.len();
    if n == 0 {
        return Ok((Pairing::default(), Vec::new()));
    }
    let with_bye = n % 2 == 1;
    let total = n + usize::from(with_bye);
    let bye = n; // the bye's vertex index when `with_bye`
                 // Absolute criteria: which pairs may meet.
    let mut compatible = vec![false; total * total];
    for i in 0..n {
        for j in (i + 1)..n {
            let (a, b) = (&entrants[i], &entrants[j]);
            let rematch = a.met.contains(&b.number);
            let colour_clash = a.strength == Strength::Absolute
                && b.strength == Strength::Absolute
                && a.preference == b.preference
                && !(a.topscorer || b.topscorer);
            let ok = !rematch && !colour_clash && !t.is_forbidden(a.number, b.number);
            compatible[i * total + j] = ok;
            compatible[j * total + i] = ok;
        }
        if with_bye {
            compatible[i * total + bye] = entrants[i].bye_eligible;
            compatible[bye * total + i] = entrants[i].bye_eligible;
        }
    }
    // Scoregroups, top down.
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for i in 0..n {
        match groups.last_mut() {
            Some(g) if entrants[g[0]].score == entrants[i].score => g.push(i),
            _ => groups.push(vec![i]),
        }
    }
    let mut paired = vec![false; total];
    let mut boards: Vec<(usize, usize)> = Vec::new();
    let mut bye_to = None;
    let mut mdps: Vec<usize> = Vec::new();
    let mut decisions = Vec::new();
    for g in 0..groups.len() {
        let mut bracket: Vec<usize> = mdps.clone();
        bracket.extend(groups[g].iter().copied());
        let next: Vec<usize> = groups.get(g + 1).cloned().unwrap_or_default();
        let ctx = Context {
            t,
            entrants: &entrants,
            compatible: &compatible,
            total,
            focus,
            last: g + 1 == groups.len(),
        };
        let (pairs, floaters) =
            ctx.bracket(&bracket, mdps.len(), &next, &paired, &mut decisions)?;
        for &(a, b) in &pairs {
            paired[a] = true;
            paired[b] = true;
            boards.push((a, b));
        }
        mdps = floaters;
        if g + 1 == groups.len() {
            match mdps.as_slice() {
                [] => {}
                [one] if with_bye => bye_to = Some(*one),
                _ => return Err(PairingError::NoValidPairing),
            }
        }
    }
    // Colours, and the boards in order (highest score of the pair, then the sum, then rank).
    boards.sort_by_key(|&(a, b)| {
        let (x, y) = (&entrants[a], &entrants[b]);
        (
            Reverse(x.score.max(y.score)),
            Reverse(x.score + y.score),
            a.min(b),
        )
    });
    let boards = boards
        .into_iter()
        .map(|(a, b)| {
            let (hi, lo) = if a < b { (a, b) } else { (b, a) };
            let c = allocate(&entrants[hi], &entrants[lo], t.initial_colour);
            if c == Colour::White {
                (entrants[hi].number, entrants[lo].number)
            } else {
                (entrants[lo].number, entrants[hi].number)
            }
        })
        .collect();
    let pairing = Pairing {
        boards,
        bye: bye_to.map(|i| entrants[i].number),
    };
    let decisions = merge_bye(decisions, pairing.bye);
    Ok((pairing, decisions))
}

/// The bye's decisions, one per bracket that gave it to a player, made one for the round's
/// bye player: the top bracket's, unless it is the order, then the first lower bracket's
/// that a criterion decided (a lower bracket weighs its own criteria, which the top one does
/// not see; its "no choice" only follows from the choices above it, and is passed over).
/// The other players' are dropped.
fn merge_bye(decisions: Vec<Decision>, bye: Option<u32>) -> Vec<Decision> {
    let (byes, mut rest): (Vec<Decision>, Vec<Decision>) = decisions
        .into_iter()
        .partition(|d| d.decided == Decided::Bye);
    let mine: Vec<&Decision> = byes.iter().filter(|d| Some(d.player) == bye).collect();
    if let Some(first) = mine.first() {
        let criterion = if first.criterion == Criterion::Order {
            mine.iter()
                .map(|d| d.criterion)
                .find(|&c| !matches!(c, Criterion::Order | Criterion::NoChoice))
                .unwrap_or(Criterion::Order)
        } else {
            first.criterion
        };
        rest.push(Decision {
            criterion,
            ..**first
        });
    }
    rest
}

/// Article 4's first candidate of a bracket without MDPs: S1's i-th player against S2's i-th,
/// and with an odd number the lowest floats.
fn natural(members: &[usize]) -> BracketPairing {
    let half = members.len() / 2;
    let pairs = (0..half).map(|i| (members[i], members[half + i])).collect();
    let floaters = members[2 * half..].to_vec();
    (pairs, floaters)
}

/// A bracket's pairs and its downfloaters (indices into the ranked players).
type BracketPairing = (Vec<(usize, usize)>, Vec<usize>);

struct Context<'a> {
    t: &'a Tournament,
    entrants: &'a [Entrant],
    compatible: &'a [bool],
    total: usize,
    /// Whose decisions to explain, and whether this is the last bracket (its floater has
    /// the bye).
    focus: Focus,
    last: bool,
}

/// What a stage of a bracket adds to the criteria: the candidates' order.
enum Stage<'a> {
    /// The MDPs' opponents: MDPs (bracket positions `0..count`) paired in order.
    Mdps { count: usize },
    /// The remainder (homogeneous): S1 is its first `s1` players, in the given positions.
    Remainder { members: &'a [usize], s1: usize },
}

impl Context<'_> {
    /// Pairs one bracket (`bracket` by rank, MDPs first, `mdp_count` of them): its pairs and
    /// its downfloaters.
    fn bracket(
        &self,
        bracket: &[usize],
        mdp_count: usize,
        next: &[usize],
        paired: &[bool],
        decisions: &mut Vec<Decision>,
    ) -> Result<BracketPairing, PairingError> {
        // Vertices: the players still to pair, and the bye.
        let verts: Vec<usize> = (0..self.total).filter(|&v| !paired[v]).collect();
        let local = |g: usize| verts.iter().position(|&v| v == g).expect("vertex to pair");
        let bpos: Vec<Option<usize>> = verts
            .iter()
            .map(|v| bracket.iter().position(|b| b == v))
            .collect();
        let mut forced: Vec<(usize, usize)> = Vec::new();
        let mut mdp_mate: Option<Vec<Option<usize>>> = None;
        let mut mdp_stage: Option<(Problem, I256)> = None;
        if mdp_count > 0 {
            let stage = Stage::Mdps { count: mdp_count };
            let problem = self.problem(&verts, &bpos, bracket, next, &stage, &[])?;
            let mut mate = problem.solve(&problem.weight, problem.m);
            if mate.iter().filter(|m| m.is_some()).count() < verts.len() {
                return Err(PairingError::NoValidPairing);
            }
            let best = problem.value(&mate);
            let best_pen = problem.penalties(&mate);
            // The MDPs paired in the bracket, in order, each with the first opponent that
            // keeps the optimum (article 4: the MDP-pairing's transpositions).
            for k in 0..mdp_count {
                let u = local(bracket[k]);
                if is_forced(&forced, u) {
                    continue;
                }
                let Some(current) = mate[u] else { continue };
                let Some(cpos) = bpos[current] else { continue };
                let candidates = bracket[k + 1..cpos].iter().map(|&g| local(g));
                let mut chosen = current;
                if let Some((c, m2)) =
                    problem.first_keeping(&forced, &mate, u, candidates, best, best_pen)
                {
                    (chosen, mate) = (c, m2);
                }
                forced.push((u, chosen));
            }
            mdp_mate = Some(mate);
            self.explain_pairs(&problem, &[], &forced, best_pen, &verts, decisions);
            mdp_stage = Some((problem, best_pen));
        }
        let mdp_forced = forced.len();
        // The remainder: residents not paired with an MDP, and MDPs left unpaired (who float).
        let taken: Vec<usize> = forced
            .iter()
            .flat_map(|&(a, b)| [verts[a], verts[b]])
            .collect();
        let members: Vec<usize> = bracket[mdp_count..]
            .iter()
            .copied()
            .filter(|v| !taken.contains(v))
            .collect();
        let unpaired_mdps: Vec<usize> = bracket[..mdp_count]
            .iter()
            .copied()
            .filter(|v| !taken.contains(v))
            .collect();
        // S1's size is the number of remainder pairs in the optimum: the MDP stage's matching
        // has it; without MDPs, half the remainder is tried first and corrected if need be.
        let in_members = |g: usize| members.contains(&g);
        let count_pairs = |mate: &[Option<usize>]| {
            members
                .iter()
                .filter(|&&g| mate[local(g)].is_some_and(|v| in_members(verts[v])))
                .count()
                / 2
        };
        let known = mdp_mate.as_deref().map(count_pairs);
        let guess = known.unwrap_or(members.len() / 2);
        let stage = Stage::Remainder {
            members: &members,
            s1: guess,
        };
        let mut problem = self.problem(&verts, &bpos, bracket, next, &stage, &unpaired_mdps)?;
        if mdp_count == 0 && self.focus == Focus::None && self.plain(&problem, &verts, &members) {
            return Ok(natural(&members));
        }
        let mut mate = problem.solve_forced(&forced);
        if known.is_none() {
            let actual = count_pairs(&mate);
            if actual != guess {
                let stage = Stage::Remainder {
                    members: &members,
                    s1: actual,
                };
                problem = self.problem(&verts, &bpos, bracket, next, &stage, &unpaired_mdps)?;
                mate = problem.solve_forced(&forced);
            }
        }
        if mate.iter().filter(|m| m.is_some()).count() < verts.len() {
            return Err(PairingError::NoValidPairing);
        }
        let best = problem.value(&mate);
        let best_pen = problem.penalties(&mate);
        // S1 after the exchange: of each remainder pair, the player with the smaller BSN.
        let mut s1: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&g| {
                let u = local(g);
                mate[u].is_some_and(|v| in_members(verts[v]) && verts[v] > g)
            })
            .collect();
        s1.sort();
        for &g in &s1 {
            let u = local(g);
            if is_forced(&forced, u) {
                continue;
            }
            let Some(current) = mate[u] else { continue };
            let candidates = members
                .iter()
                .copied()
                .take_while(|&c| c < verts[current])
                .filter(|&c| c != g && !s1.contains(&c))
                .map(&local);
            let mut chosen = current;
            if let Some((c, m2)) =
                problem.first_keeping(&forced, &mate, u, candidates, best, best_pen)
            {
                (chosen, mate) = (c, m2);
            }
            forced.push((u, chosen));
        }
        // Pairs of the bracket that no S1 player chose (none when S1 is as computed).
        for &g in &members {
            let u = local(g);
            if is_forced(&forced, u) {
                continue;
            }
            if let Some(v) = mate[u] {
                if bpos[v].is_some() && !is_forced(&forced, v) {
                    forced.push((u, v));
                }
            }
        }
        let pairs: Vec<(usize, usize)> =
            forced.iter().map(|&(a, b)| (verts[a], verts[b])).collect();
        let floaters: Vec<usize> = bracket
            .iter()
            .copied()
            .filter(|g| !pairs.iter().any(|&(a, b)| a == *g || b == *g))
            .collect();
        let (settled, remainder) = forced.split_at(mdp_forced);
        self.explain_pairs(&problem, settled, remainder, best_pen, &verts, decisions);
        let n = self.entrants.len();
        let bye = verts.iter().position(|&v| v == n);
        for &g in &floaters {
            if g >= n || !self.focus.wants(self.entrants[g].number) {
                continue;
            }
            let x = local(g);
            // An MDP left unpaired floated in the MDP stage; a resident in the remainder.
            let (stage, settled, best) = match &mdp_stage {
                Some((p, best)) if unpaired_mdps.contains(&g) => (p, &[][..], *best),
                _ => (&problem, settled, best_pen),
            };
            if self.last && bye.is_some() {
                continue; // the bye, explained below
            }
            // The best pairing in which the floater is paired in the bracket.
            let criterion = stage.decider(
                settled,
                |u, v| (u == x && bpos[v].is_none()) || (v == x && bpos[u].is_none()),
                best,
            );
            decisions.push(Decision {
                player: self.entrants[g].number,
                decided: Decided::Float,
                criterion,
            });
        }
        // Every bracket's matching gives the bye to someone (its highest field): the player
        // this bracket's optimum gives it to, against the best matching giving it to
        // another. The round's bye player keeps the first bracket's criterion that is not
        // the order ([`merge_bye`]).
        if let Some(b) = bye {
            if let Some(x) = mate[b].filter(|&x| verts[x] < n) {
                let number = self.entrants[verts[x]].number;
                if self.focus.wants(number) {
                    let removed = |u, v| (u, v) == (x, b) || (u, v) == (b, x);
                    decisions.push(Decision {
                        player: number,
                        decided: Decided::Bye,
                        criterion: problem.decider(settled, removed, best_pen),
                    });
                }
            }
        }
        Ok((pairs, floaters))
    }

    /// Whether the bracket `members` (no MDPs) is every player still to pair and no criterion
    /// tells any two of its pairings apart: every two may meet, no pair pays in any field
    /// before the order's, and with an odd number every player may have the bye at the same
    /// cost (one of them takes it in every pairing). Article 4's first candidate is then the
    /// optimum, with no matching to solve (round 1, typically).
    fn plain(&self, problem: &Problem, verts: &[usize], members: &[usize]) -> bool {
        let n = self.entrants.len();
        if verts.iter().filter(|&&v| v < n).count() != members.len() {
            return false;
        }
        // Local vertices are the players in rank order, as `members`, then the bye.
        let m = verts.len();
        let criteria: Vec<(u32, u32)> = (0..problem.widths.len())
            .filter(|&k| problem.kinds[k] != Criterion::Order && problem.widths[k] > 0)
            .map(|k| (problem.offsets[k], problem.widths[k]))
            .collect();
        let costs = |i: usize, j: usize| -> Option<Vec<u128>> {
            (problem.weight[i * m + j] != I256::ZERO).then(|| {
                let pen = problem.edge_penalty(i, j);
                criteria.iter().map(|&(at, w)| pen.field(at, w)).collect()
            })
        };
        let players = members.len();
        let zero = vec![0u128; criteria.len()];
        let pairs_free =
            (0..players).all(|i| (i + 1..players).all(|j| costs(i, j).is_some_and(|c| c == zero)));
        let bye_same = players.is_multiple_of(2) || {
            let first = costs(0, m - 1);
            first.is_some() && (1..players).all(|i| costs(i, m - 1) == first)
        };
        pairs_free && bye_same
    }

    /// The deciding criterion of each of `pairs` (local vertices) that the focus wants: the
    /// best pairing of `problem` with the `settled` pairs and without that pair, against
    /// the optimum's penalties `best`.
    fn explain_pairs(
        &self,
        problem: &Problem,
        settled: &[(usize, usize)],
        pairs: &[(usize, usize)],
        best: I256,
        verts: &[usize],
        decisions: &mut Vec<Decision>,
    ) {
        let n = self.entrants.len();
        for &(a, b) in pairs {
            let (ga, gb) = (verts[a], verts[b]);
            if ga >= n || gb >= n {
                continue;
            }
            let (na, nb) = (self.entrants[ga].number, self.entrants[gb].number);
            if !self.focus.wants(na) && !self.focus.wants(nb) {
                continue;
            }
            let criterion =
                problem.decider(settled, |u, v| (u, v) == (a, b) || (u, v) == (b, a), best);
            for (me, them) in [(na, nb), (nb, na)] {
                if self.focus.wants(me) {
                    decisions.push(Decision {
                        player: me,
                        decided: Decided::Pair(them),
                        criterion,
                    });
                }
            }
        }
    }

    /// The weights of one stage of a bracket. `exclude` are bracket players who must float.
    fn problem(
        &self,
        verts: &[usize],
        bpos: &[Option<usize>],
        bracket: &[usize],
        next: &[usize],
        stage: &Stage<'_>,
        exclude: &[usize],
    ) -> Result<Problem, PairingError> {
        let m = verts.len();
        let e = self.entrants;
        let n = e.len();
        let score = |g: usize| if g < n { e[g].score } else { 0 };
        let min_score = bracket.iter().map(|&g| score(g)).min().unwrap_or(0);
        let point = 10u32;
        let in_next = |g: usize| next.contains(&g);
        let last_round = self.t.played + 1 >= self.t.total_rounds;
        // PSD levels of this bracket and of the next (distinct positive score differences).
        let mut levels: Vec<u32> = Vec::new();
        let mut next_levels: Vec<u32> = Vec::new();
        for &a in bracket {
            levels.push(score(a) - min_score + point);
            for &b in bracket {
                if score(a) > score(b) {
                    levels.push(score(a) - score(b));
                }
            }
            for &b in next {
                if score(a) > score(b) {
                    next_levels.push(score(a) - score(b));
                }
            }
        }
        // The next bracket's own downfloaters (C7 takes its PSD whole): a player of this
        // bracket or the next paired below the next, against one point below its lowest score.
        let next_min = next.iter().map(|&g| score(g)).min();
        if let Some(low) = next_min {
            for &a in bracket.iter().chain(next) {
                next_levels.push(score(a) - low + point);
            }
        }
        levels.sort_unstable_by(|x, y| y.cmp(x));
        levels.dedup();
        next_levels.sort_unstable_by(|x, y| y.cmp(x));
        next_levels.dedup();
        let nl = levels.len();
        let nnl = next_levels.len();
        let pairs_max = (m / 2).max(1) as u128;
        let bsize = bracket.len() as u128;
        let max_sd =
            u128::from(bracket.iter().map(|&g| score(g)).max().unwrap_or(0) - min_score + point);
        // The fields, most important first, each a penalty (less is better): the bye's
        // player's score (the pairing-allocated bye to the lowest score that can have it);
        // C5 the bracket's downfloaters; C6 its items per level; C7 the next bracket's
        // downfloaters and items per level; C8-C15 counts; C16-C19 score differences; the
        // bye's player's unplayed rounds (the reference gives the bye to a player who has
        // played every round so far rather than to one with a forfeit or absence); the order
        // of candidates (MDP stage: which MDPs float, the lowest first; remainder: exchanges,
        // the BSN sum difference, the S1 players moved); the proxy last.
        let order_fields_at = 2 + nl + 1 + nnl + 12 + 1;
        let order_fields = match stage {
            Stage::Mdps { .. } => 1,
            Stage::Remainder { .. } => 3,
        };
        let fields = order_fields_at + order_fields + 1;
        let proxy_field = fields - 1;
        let mut kinds = vec![Criterion::ByeScore, Criterion::Quality(5)];
        kinds.extend(std::iter::repeat_n(Criterion::Quality(6), nl));
        kinds.extend(std::iter::repeat_n(Criterion::Quality(7), nnl + 1));
        kinds.extend((8..=19).map(Criterion::Quality));
        kinds.push(Criterion::ByeUnplayed);
        kinds.extend(std::iter::repeat_n(Criterion::Order, order_fields + 1));
        debug_assert_eq!(kinds.len(), fields);
        let proxy_max = (bsize + 1) * (bsize + 1) * 4;
        // The penalties of the edge between vertices `i` and `j`, or false for no edge.
        let fill = |i: usize, j: usize, pens: &mut [u128]| -> bool {
            let (gu, gv) = (verts[i], verts[j]);
            if !self.compatible[gu * self.total + gv] {
                return false;
            }
            if (exclude.contains(&gu) && bpos[j].is_some())
                || (exclude.contains(&gv) && bpos[i].is_some())
            {
                return false;
            }
            pens.iter_mut().for_each(|v| *v = 0);
            let mut f = 0;
            let (bu, bv) = (bpos[i], bpos[j]);
            let both = bu.is_some() && bv.is_some();
            let bye_player = (gv == n && gu < n).then_some(gu);
            pens[f] = bye_player.map_or(0, |g| u128::from(e[g].score));
            f += 1;
            // C5: a downfloater of the bracket.
            pens[f] = u128::from(bu.is_some() != bv.is_some());
            f += 1;
            // C6: the item's level (a pair's difference, or a downfloater's).
            let item = if both {
                let d = score(gu).abs_diff(score(gv));
                (d > 0).then_some(d)
            } else if bu.is_some() {
                Some(score(gu) - min_score + point)
            } else if bv.is_some() {
                Some(score(gv) - min_score + point)
            } else {
                None
            };
            for (k, &lv) in levels.iter().enumerate() {
                pens[f + k] = u128::from(item == Some(lv));
            }
            f += nl;
            // C7: the next bracket (this bracket's downfloaters and the next residents):
            // its pairs and their score differences, and its own downfloaters.
            let (ou, ov) = (bu.is_some() || in_next(gu), bv.is_some() || in_next(gv));
            let next_pair = !both && ou && ov;
            let next_down = !both && ou != ov && next_min.is_some();
            pens[f] = u128::from(next_down);
            f += 1;
            let next_item = if next_pair {
                let d = score(gu).abs_diff(score(gv));
                (d > 0).then_some(d)
            } else if let (Some(low), true) = (next_min, next_down) {
                Some(score(if ou { gu } else { gv }) - low + point)
            } else {
                None
            };
            for (k, &lv) in next_levels.iter().enumerate() {
                pens[f + k] = u128::from(next_item == Some(lv));
            }
            f += nnl;
            // Colours and floats of a pair in the bracket.
            let (mut c8, mut c9, mut c10, mut c11) = (0u128, 0u128, 0u128, 0u128);
            let (mut c12, mut c13, mut c14, mut c15) = (0u128, 0u128, 0u128, 0u128);
            let (mut c16, mut c17, mut c18, mut c19) = (0u128, 0u128, 0u128, 0u128);
            if both && gu < n && gv < n {
                let (hi, lo) = (&e[gu.min(gv)], &e[gu.max(gv)]);
                let c_hi = allocate(hi, lo, self.t.initial_colour);
                for (p, c) in [(hi, c_hi), (lo, c_hi.opposite())] {
                    if p.preference.is_some_and(|x| x != c) {
                        c10 += 1;
                        if p.strength >= Strength::Strong {
                            c11 += 1;
                        }
                    }
                    if last_round && (hi.topscorer || lo.topscorer) {
                        let d = p.diff + if c == Colour::White { 1 } else { -1 };
                        if d.abs() > 2 {
                            c8 += 1;
                        }
                        let k = p.colours.len();
                        if k >= 2 && p.colours[k - 1] == c && p.colours[k - 2] == c {
                            c9 += 1;
                        }
                    }
                }
                let d = u128::from(hi.score.abs_diff(lo.score));
                let (down, up) = if hi.score > lo.score {
                    (Some(hi), Some(lo))
                } else if lo.score > hi.score {
                    (Some(lo), Some(hi))
                } else {
                    (None, None)
                };
                if let Some(p) = down {
                    c12 += u128::from(p.down[0]);
                    c14 += u128::from(p.down[1]);
                    c16 += if p.down[0] { d } else { 0 };
                    c18 += if p.down[1] { d } else { 0 };
                }
                if let Some(p) = up {
                    c13 += u128::from(p.up[0]);
                    c15 += u128::from(p.up[1]);
                    c17 += if p.up[0] { d } else { 0 };
                    c19 += if p.up[1] { d } else { 0 };
                }
            } else if let Some(g) = [(bu, gu), (bv, gv)]
                .iter()
                .find(|(b, _)| b.is_some())
                .map(|&(_, g)| g)
            {
                // A downfloater of the bracket, its score difference taken as C6 takes
                // it (against one point below the bracket's lowest score).
                if g < n {
                    let d = u128::from(score(g) - min_score + point);
                    c12 += u128::from(e[g].down[0]);
                    c14 += u128::from(e[g].down[1]);
                    c16 += if e[g].down[0] { d } else { 0 };
                    c18 += if e[g].down[1] { d } else { 0 };
                }
            }
            for (k, x) in [c8, c9, c10, c11, c12, c13, c14, c15]
                .into_iter()
                .enumerate()
            {
                pens[f + k] = x.min(2);
            }
            f += 8;
            for (k, x) in [c16, c17, c18, c19].into_iter().enumerate() {
                pens[f + k] = x.min(max_sd);
            }
            f += 4;
            pens[f] = bye_player.map_or(0, |g| u128::from(e[g].unplayed));
            f += 1;
            debug_assert_eq!(f, order_fields_at);
            // The order of candidates.
            let mut proxy_cost: u128 = 0;
            match stage {
                Stage::Mdps { count } => {
                    for (b, other) in [(bu, bv), (bv, bu)] {
                        match (b, other) {
                            (Some(p), None) if p < *count => {
                                pens[f] += if *count <= 40 {
                                    1u128 << (count - 1 - p)
                                } else {
                                    1
                                };
                            }
                            (Some(p), Some(o)) if p < *count && o > p => {
                                proxy_cost += (o as u128) * ((count - p) as u128);
                            }
                            _ => {}
                        }
                    }
                }
                Stage::Remainder { members, s1 } => {
                    let pos = |g: usize| members.iter().position(|&x| x == g);
                    let (pu, pv) = (pos(gu), pos(gv));
                    let s1 = *s1;
                    // Every remainder player is on one edge, so a constant per such
                    // edge keeps the order of matchings.
                    let offset = bsize + 1;
                    match (pu, pv) {
                        (Some(a), Some(b)) => {
                            let (a, b) = (a.min(b), a.max(b));
                            // Fewest exchanges: as few S2 players moved into S1 (one
                            // per pair of two S2 players) as possible.
                            pens[f] = u128::from(a >= s1);
                            // BSNs moved S2→S1 count against, S1→S2 for.
                            let moved: i64 = if a >= s1 {
                                a as i64 + 1
                            } else if b < s1 {
                                -(b as i64 + 1)
                            } else {
                                0
                            };
                            pens[f + 1] = (offset as i64 + moved) as u128;
                            // Then the highest S1 players moved to S2.
                            pens[f + 2] = offset - if b < s1 { b as u128 + 1 } else { 0 };
                            let dist = (b - a) as i64 - s1 as i64;
                            proxy_cost += (dist * dist) as u128;
                        }
                        (Some(a), None) | (None, Some(a)) => {
                            let moved: i64 = if a < s1 { -(a as i64 + 1) } else { 0 };
                            pens[f + 1] = (offset as i64 + moved) as u128;
                            pens[f + 2] = offset - if a < s1 { a as u128 + 1 } else { 0 };
                            proxy_cost += ((members.len() - 1 - a) as u128) * 2;
                        }
                        (None, None) => {}
                    }
                }
            }
            pens[proxy_field] = proxy_cost.min(proxy_max);
            true
        };
        // Each field's width holds its largest total over one matching: a matching's edge
        // costs at most the smaller of its ends' costliest edges, so half the sum of those
        // over the vertices bounds it. A field no edge uses takes no bit.
        let mut costliest = vec![0u128; m * fields];
        let mut pens = vec![0u128; fields];
        for i in 0..m {
            for j in (i + 1)..m {
                if fill(i, j, &mut pens) {
                    for (k, &p) in pens.iter().enumerate() {
                        costliest[i * fields + k] = costliest[i * fields + k].max(p);
                        costliest[j * fields + k] = costliest[j * fields + k].max(p);
                    }
                }
            }
        }
        let widths: Vec<u32> = (0..fields)
            .map(|k| {
                let sum: u128 = (0..m).map(|v| costliest[v * fields + k]).sum();
                bits_for(sum.div_ceil(2))
            })
            .collect();
        let layout = Layout { widths };
        let (offsets, used) = layout.offsets();
        if used + bits_for(pairs_max) + 2 > 250 {
            // Too many score levels for even 256 bits: refuse rather than overflow.
            return Err(PairingError::NoValidPairing);
        }
        // Every edge is worth `base` less its penalties: the penalties of a whole matching
        // stay below `base`, so the most pairs always come first.
        let base = I256::pow2(used);
        let mut weight = vec![I256::ZERO; m * m];
        let mut proxy = vec![I256::ZERO; m * m];
        for i in 0..m {
            for j in (i + 1)..m {
                if !fill(i, j, &mut pens) {
                    continue;
                }
                let mut w = base;
                for (k, &p) in pens.iter().enumerate() {
                    if p > 0 {
                        w -= I256::from_u128(p).shifted_left(offsets[k]);
                    }
                }
                let pw = I256::from_u128(pens[proxy_field]).shifted_left(offsets[proxy_field]);
                weight[i * m + j] = w;
                weight[j * m + i] = w;
                proxy[i * m + j] = pw;
                proxy[j * m + i] = pw;
            }
        }
        // The matching's total must stay within i128 for the fast path: base × pairs.
        let small = used + bits_for(pairs_max) + 2 < 120;
        let nf = layout.widths.len();
        let mut least = vec![u128::MAX; m * nf];
        for i in 0..m {
            for j in (i + 1)..m {
                if weight[i * m + j] == I256::ZERO {
                    continue;
                }
                let pen = base - weight[i * m + j] - proxy[i * m + j];
                for k in 0..nf {
                    let x = pen.field(offsets[k], layout.widths[k]);
                    least[i * nf + k] = least[i * nf + k].min(x);
                    least[j * nf + k] = least[j * nf + k].min(x);
                }
            }
        }
        // A vertex without edges bounds nothing (no matching keeps the optimum through it).
        least.iter_mut().for_each(|x| {
            if *x == u128::MAX {
                *x = 0
            }
        });
        let least_sum = (0..nf)
            .map(|k| (0..m).map(|v| least[v * nf + k]).sum())
            .collect();
        let wants = verts
            .iter()
            .map(|&g| match e.get(g).and_then(|x| x.preference) {
                Some(Colour::White) => 1,
                Some(Colour::Black) => -1,
                None => 0,
            })
            .collect();
        Ok(Problem {
            wants,
            in_bracket: bpos.iter().map(Option::is_some).collect(),
            least,
            least_sum,
            m,
            weight,
            proxy,
            small,
            base,
            widths: layout.widths.clone(),
            offsets,
            kinds,
        })
    }
}

/// Whether a finished pairing breaks an absolute criterion of `t`: a rematch, a second
/// pairing-allocated bye (or one after a forfeit win), two non-topscorers with the same
/// absolute colour preference, a forbidden pair, a player twice or one who may not play.
/// Returns the first problem found.
pub fn check_absolute(t: &Tournament, pairing: &Pairing) -> Option<String> {
    let mut seen = Vec::new();
    let available = |n: u32| {
        t.player(n)
            .is_some_and(|p| !p.withdrawn && p.rounds.len() <= t.played)
    };
    for &(w, b) in &pairing.boards {
        for x in [w, b] {
            if seen.contains(&x) {
                return Some(format!("player {x} is paired twice"));
            }
            if !available(x) {
                return Some(format!("player {x} is not to be paired"));
            }
            seen.push(x);
        }
        let (ew, eb) = (entrant(t, w), entrant(t, b));
        if ew.met.contains(&b) {
            return Some(format!("{w} and {b} have met before"));
        }
        if t.is_forbidden(w, b) {
            return Some(format!("{w} and {b} are a forbidden pair"));
        }
        if ew.strength == Strength::Absolute
            && eb.strength == Strength::Absolute
            && ew.preference == eb.preference
            && !(ew.topscorer || eb.topscorer)
        {
            return Some(format!("{w} and {b} both must have the same colour"));
        }
    }
    if let Some(x) = pairing.bye {
        if seen.contains(&x) || !available(x) {
            return Some(format!("the bye's player {x} is paired or absent"));
        }
        if !entrant(t, x).bye_eligible {
            return Some(format!("player {x} gets a second bye"));
        }
        seen.push(x);
    }
    let expected = t
        .players
        .iter()
        .filter(|p| !p.withdrawn && p.rounds.len() <= t.played)
        .count();
    if seen.len() != expected {
        return Some(format!("{} players paired of {expected}", seen.len()));
    }
    None
}

/// Whether an entry is a round's pairing-allocated bye.
pub fn is_pairing_bye(outcome: Outcome) -> bool {
    outcome == Outcome::PairingBye
}

/// Whether vertex `v` is in one of the `forced` pairs.
fn is_forced(forced: &[(usize, usize)], v: usize) -> bool {
    forced.iter().any(|&(x, y)| x == v || y == v)
}
