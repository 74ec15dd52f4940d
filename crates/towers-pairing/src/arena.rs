//! The arena: a timed event in which players are paired as soon as they are free
//! ([`arena_pairing`](super::arena_pairing)), scored as lichess scores its arena tournaments
//! (its arena FAQ, "How are scores calculated?"):
//!
//! - a win is 2 points, a draw 1, a loss 0;
//! - after two wins in a row a player is **on fire**: each game is worth double (a win 4, a
//!   draw 2) until a game that is not a win;
//! - **berserk** (the player gave up half their clock) adds 1 point to a win of at least
//!   [`BERSERK_MIN_MOVES`] of the player's own moves;
//! - a draw before each side has made [`QUICK_DRAW_MOVES`] moves scores 0 (and, not being a
//!   win, puts the fire out);
//! - a game unfinished when the arena ends does not count: no points, no streak.
//!
//! Standings order the players by points, then by their performance rating in the arena,
//! then by rating (lichess's tie-break is the tournament performance).

/// The fewest of the player's own moves for a berserk win's extra point.
pub const BERSERK_MIN_MOVES: u32 = 7;
/// A draw before each side has made this many moves scores nothing.
pub const QUICK_DRAW_MOVES: u32 = 10;
/// The rating points a win adds to (and a loss takes from) the opponents' mean rating in
/// the performance rating.
pub const PERFORMANCE_SPREAD: i64 = 500;

/// A game's result for the player whose sheet it is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArenaOutcome {
    Win,
    Draw,
    Loss,
}

/// One game of a player in the arena, in the order played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArenaGame {
    pub opponent: u32,
    /// The opponent's rating when the game began (for the performance rating).
    pub opponent_rating: i32,
    /// `None` while the game is unfinished (and for good when the arena ended first).
    pub outcome: Option<ArenaOutcome>,
    /// Whether this player went berserk.
    pub berserk: bool,
    /// Plies played in the game, both sides.
    pub plies: u32,
    /// Whether this player made the game's first move.
    pub moved_first: bool,
}

impl ArenaGame {
    /// The moves this player made.
    pub fn own_moves(&self) -> u32 {
        if self.moved_first {
            self.plies.div_ceil(2)
        } else {
            self.plies / 2
        }
    }

    /// A draw before each side made [`QUICK_DRAW_MOVES`] moves.
    pub fn quick_draw(&self) -> bool {
        self.outcome == Some(ArenaOutcome::Draw) && self.plies < 2 * QUICK_DRAW_MOVES
    }
}

/// A counted game on a sheet with the points it earned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SheetEntry {
    pub outcome: ArenaOutcome,
    pub points: u32,
    /// Played on fire (points doubled).
    pub doubled: bool,
    /// The berserk point was earned.
    pub berserk_point: bool,
    /// A draw too short to score.
    pub quick_draw: bool,
}

/// A player's results with their points, in the order played (unfinished games left out).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sheet {
    pub entries: Vec<SheetEntry>,
    pub total: u32,
    /// Whether the next game is worth double (the last two counted games were wins).
    pub on_fire: bool,
}

/// The sheet of a player who played `games`, in order.
pub fn sheet(games: &[ArenaGame]) -> Sheet {
    let mut out = Sheet::default();
    let mut streak = 0u32;
    for game in games {
        let Some(outcome) = game.outcome else {
            continue;
        };
        let doubled = streak >= 2;
        let quick_draw = game.quick_draw();
        let base = match outcome {
            ArenaOutcome::Win => 2,
            ArenaOutcome::Draw if quick_draw => 0,
            ArenaOutcome::Draw => 1,
            ArenaOutcome::Loss => 0,
        };
        let berserk_point =
            outcome == ArenaOutcome::Win && game.berserk && game.own_moves() >= BERSERK_MIN_MOVES;
        let points = base * if doubled { 2 } else { 1 } + u32::from(berserk_point);
        streak = if outcome == ArenaOutcome::Win {
            streak + 1
        } else {
            0
        };
        out.total += points;
        out.entries.push(SheetEntry {
            outcome,
            points,
            doubled,
            berserk_point,
            quick_draw,
        });
    }
    out.on_fire = streak >= 2;
    out
}

/// The performance rating over the counted games: the opponents' mean rating plus
/// [`PERFORMANCE_SPREAD`] times (wins − losses) over games; `None` without a counted game.
pub fn performance(games: &[ArenaGame]) -> Option<i32> {
    let counted: Vec<(&ArenaGame, ArenaOutcome)> = games
        .iter()
        .filter_map(|g| g.outcome.map(|o| (g, o)))
        .collect();
    if counted.is_empty() {
        return None;
    }
    let n = counted.len() as i64;
    let ratings: i64 = counted
        .iter()
        .map(|(g, _)| i64::from(g.opponent_rating))
        .sum();
    let balance: i64 = counted
        .iter()
        .map(|(_, o)| match o {
            ArenaOutcome::Win => 1,
            ArenaOutcome::Draw => 0,
            ArenaOutcome::Loss => -1,
        })
        .sum();
    let perf = (ratings + PERFORMANCE_SPREAD * balance).div_euclid(n);
    Some(perf.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32)
}

/// A player of the arena with their games so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaPlayer {
    pub id: u32,
    pub rating: i32,
    pub games: Vec<ArenaGame>,
}

/// A player's place in the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaStanding {
    pub id: u32,
    /// 1 for the first; every player has their own.
    pub rank: u32,
    pub points: u32,
    pub performance: Option<i32>,
    pub rating: i32,
    pub sheet: Sheet,
}

/// The standings: points, then performance (a player without a counted game by their
/// rating), then rating, then id.
pub fn arena_standings(players: &[ArenaPlayer]) -> Vec<ArenaStanding> {
    let mut table: Vec<ArenaStanding> = players
        .iter()
        .map(|p| {
            let sheet = sheet(&p.games);
            ArenaStanding {
                id: p.id,
                rank: 0,
                points: sheet.total,
                performance: performance(&p.games),
                rating: p.rating,
                sheet,
            }
        })
        .collect();
    table.sort_by(|a, b| {
        b.points
            .cmp(&a.points)
            .then(
                b.performance
                    .unwrap_or(b.rating)
                    .cmp(&a.performance.unwrap_or(a.rating)),
            )
            .then(b.rating.cmp(&a.rating))
            .then(a.id.cmp(&b.id))
    });
    for (i, s) in table.iter_mut().enumerate() {
        s.rank = i as u32 + 1;
    }
    table
}

#[cfg(test)]
#[path = "arena_tests.rs"]
mod tests;
