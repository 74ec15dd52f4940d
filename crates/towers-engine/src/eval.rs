//! The static evaluation: a score for the side to move in hundredths of a man.
//!
//! Terms, and why each is there:
//!
//! | term | value | why |
//! |---|---|---|
//! | man | 100 | the unit |
//! | king, flying (Russian, Brazilian, kurnik, international, Canadian, Bashni) | 300 | a flying king controls whole diagonals and usually beats several men; engines and players rate it about three men |
//! | king, short (English) | 150 | moves one square; worth about one and a half men |
//! | officer (Lasca king) | 170 | short-range like English, and it also commands a column |
//! | reserve (own piece under its own commander, tower games) | 100 % of its value | it cannot move on its own, but when the commander is taken it becomes the new commander: a tall tower of own pieces is hard to destroy, and a reserve is never lost for good |
//! | prisoner (piece under an enemy block) | 40 % of its value to its owner, 20 % if deeper | latent material: it comes back when the blocks above it are taken, so holding prisoners matters and a tower full of one's own prisoners is a target |
//! | advancement (men) | up to 24 at the row before promotion, growing with the square of the distance travelled | men that get near the far row threaten to crown; small so that material dominates |
//! | back-row guard | 8 per man still on its own first row | keeps the opponent from crowning; the classic reason not to empty the back row early |
//! | centre | 6 per man on the central squares | central men support each other and restrict the opponent's men |
//! | mobility | 2 per free step (men forward, kings any direction, one square) | a side with few moves runs into zugzwang-like squeezes, decisive in draughts; computed with square-set shifts, no move generation |
//! | international: central squares 22-24, 27-29 | 10 more per man | the squares the 10x10 opening and middle game are fought over (Scan, Kingsrow) |
//! | international: balance | -3 per man of difference between a side's men on the left and right halves | a formation crowded on one wing leaves the other open and costs tempi to repair |
//! | international: runaway man | 300 / (rows to go + 2), up to 5 rows out; halved if the opponent has a king | no enemy piece in its forward cone: it crowns, so it is worth most of a king |
//! | international: fitted weights | man by square, king, mobility, balance, runaway share from [`super::tuned`] | replace the textbook values above for 10x10: fitted on the engine's own games by Texel's method (`towers tune`, [`super::features::international`]); `tuned=0` gives the textbook ones back |
//! | Bashni, Lasca: fitted evaluation | men by square and stage, king, reserves, prisoners by depth, towers, mobility, tempo ([`super::tower_eval`], weights in [`super::tuned_bashni`], [`super::tuned_lasca`]) | replaces every term above for the tower games: fitted on the engine's own games (`towers tune --variant bashni`), +80 to +121 Elo over the hand-made terms at a fixed node budget; `tuned=0`, or a changed king, reserve, prisoner or mobility weight, gives the hand-made terms back |
//! | international: endgame scale | score / 16 for a lone king against ≤ 3 pieces, / 2 when the weaker side has a king | a lone king holds 3 pieces (and the FMJD 16/5-move rules draw those endings); a defending king is hard to beat |
//!
//! All weights are per variant family (`Weights::of`). The self-play checks behind the
//! hand-made values are in `docs/benchmarks.md` ("The engine's history").

use std::sync::OnceLock;

use super::mobility::mobility;
use super::patterns::Patterns;
use super::tower_eval::TowerEval;
use super::tower_tuned::TowerTuned;
use super::tuned::{self, Tuned};
use towers_rules::geometry::Numbering;
use towers_rules::{Color, Position, Square, Tower, Variant};

/// The weights of one variant: built once ([`Weights::of`], [`Weights::tweaked`]) and handed
/// to [`evaluate_with`] for many positions (the search, and the fits of towers-lab that
/// evaluate a whole sample set under one set of weights). Opaque outside the engine.
#[derive(Clone, Debug)]
pub struct Weights {
    man: i32,
    king: i32,
    /// Per cent of a piece's value it keeps as a reserve under its own commander.
    reserve_pct: i32,
    /// Per cent of a piece's value it keeps for its owner as a prisoner one block down.
    prisoner_pct: i32,
    /// … and two or more blocks down.
    deep_prisoner_pct: i32,
    mobility: i32,
    /// Piece-square values of a man by colour and square (advancement, back row, centre).
    man_square: [[i16; 72]; 2],
    /// Fitted weights only (international): the values on an empty board; the evaluation
    /// blends them with `man_square` and `king` by the number of pieces on the board.
    phase: Option<Box<Phase>>,
    /// International only: the 10x10 terms of [`Fmjd`] (`None` elsewhere).
    fmjd: Option<Box<Fmjd>>,
    /// International only, with the `pat` tweak: the learned window patterns
    /// ([`super::patterns`]), added to White's score before the endgame scale.
    patterns: Option<&'static Patterns>,
    /// Bashni and Lasca with fitted weights: their whole evaluation ([`TowerEval`]), in place
    /// of the hand-made terms above.
    towers: Option<Box<TowerEval>>,
}

/// The pieces of each side and the kings, square sets.
#[derive(Clone, Copy, Debug)]
struct Sides {
    white: u128,
    black: u128,
    kings: u128,
}

impl Sides {
    fn of(pos: &Position) -> Sides {
        let white = pos.owned_by(Color::White);
        Sides {
            white,
            black: pos.occupied() & !white,
            kings: pos.kings(),
        }
    }
}

/// Weights that change with the number of pieces on the board: `man_square` and `king` hold
/// for a full board, these for an empty one, and a position with `n` of `full` pieces takes
/// `n / full` of the first and the rest of these.
#[derive(Clone, Debug)]
struct Phase {
    /// The number of pieces of the initial position.
    full: i32,
    /// A man's value by colour and square on an empty board (material included).
    man_end: [[i16; 72]; 2],
    king_end: i32,
}

/// The international-draughts terms (10x10, FMJD rules), after what strong 10x10 programs
/// value (Scan's and Kingsrow's evaluation features: centre, balance, runaway men, and the
/// endgame knowledge that a lone king holds several pieces).
#[derive(Clone, Debug)]
struct Fmjd {
    /// Per man of difference between a side's men on the left half (files a-e) and on the
    /// right half (files f-j), a penalty: a side whose men crowd one wing leaves the other
    /// weak and loses tempo when it has to shift them; a balanced formation keeps both wings
    /// covered (Kingsrow's and Scan's "balance"). Signed: the weight of White's imbalance
    /// minus Black's (negative, a penalty).
    balance: i32,
    /// Per cent of [`Fmjd::runaway`] a runaway man scores.
    runaway_pct: i32,
    /// Per backed man (an own piece right behind it on a diagonal, so it cannot be jumped
    /// from the front along that diagonal): compact formations are hard to break.
    support: i32,
    /// For the side to move (the tempo of having the move).
    turn: i32,
    /// For the only side with a king: a flying king among men alone dominates them.
    sole_king: i32,
    /// Squares on the left half (files a-e), a bit set.
    left: u128,
    /// By colour and square: the squares ahead of a man that a piece must stand on to stop
    /// it (the forward cone: every square it could reach before the promotion row).
    cone: [[u128; 72]; 2],
    /// By colour and square: the bonus of a man whose cone holds no enemy piece (a runaway
    /// man, "doorloper"): nothing can stop it crowning, so it is worth most of a king already.
    runaway: [[i16; 72]; 2],
    /// By colour: the squares where [`Fmjd::runaway`] is not 0.
    zone: [u128; 2],
}

impl Fmjd {
    fn build(geo: &towers_rules::Geometry, files: i32, last: i32, tuned: Option<&Tuned>) -> Fmjd {
        let mut left = 0u128;
        let mut cone = [[0u128; 72]; 2];
        let mut runaway = [[0i16; 72]; 2];
        for sq in geo.squares() {
            let (f, r) = geo.coords(sq);
            let (f, r) = (i32::from(f), i32::from(r));
            if f < files / 2 {
                left |= 1u128 << sq.0;
            }
            for color in [Color::White, Color::Black] {
                let (ahead, dist) = match color {
                    Color::White => (1, last - r),
                    Color::Black => (-1, r),
                };
                let mut set = 0u128;
                for other in geo.squares() {
                    let (g, s) = geo.coords(other);
                    let (g, s) = (i32::from(g), i32::from(s));
                    let rows = (s - r) * ahead;
                    if rows >= 1 && (g - f).abs() <= rows {
                        set |= 1u128 << other.0;
                    }
                }
                cone[color as usize][sq.0 as usize] = set;
                // Two thirds of a king's extra value (200) next to the promotion row, less
                // the further it has to go (the opponent gains tempi meanwhile).
                runaway[color as usize][sq.0 as usize] = if (1..=5).contains(&dist) {
                    (300 / (dist + 2)) as i16
                } else {
                    0
                };
            }
        }
        let mut zone = [0u128; 2];
        for (c, row) in runaway.iter().enumerate() {
            for (sq, &v) in row.iter().enumerate() {
                if v != 0 {
                    zone[c] |= 1u128 << sq;
                }
            }
        }
        Fmjd {
            zone,
            balance: tuned.map_or(-3, |t| t.balance),
            runaway_pct: tuned.map_or(100, |t| t.runaway_pct),
            support: tuned.map_or(0, |t| t.support),
            turn: tuned.map_or(0, |t| t.turn),
            sole_king: tuned.map_or(0, |t| t.sole_king),
            left,
            cone,
            runaway,
        }
    }

    /// White's wing imbalance minus Black's (men on files a-e against f-j, absolute).
    fn imbalance(&self, sides: Sides) -> i32 {
        let imbalance = |men: u128| {
            let l = (men & self.left).count_ones() as i32;
            let r = (men & !self.left).count_ones() as i32;
            (l - r).abs()
        };
        imbalance(sides.white & !sides.kings) - imbalance(sides.black & !sides.kings)
    }

    /// White's runaway men minus Black's, at 100 % of the table.
    fn runaway(&self, sides: Sides) -> i32 {
        // A runaway man is worth less when the opponent has a king that may catch it.
        let run = |mine: u128, color: Color, enemy: u128| -> i32 {
            let mut total = 0;
            // Only men within the table's reach (up to 5 rows from crowning) can score.
            let mut set = mine & !sides.kings & self.zone[color as usize];
            while set != 0 {
                let sq = set.trailing_zeros() as usize;
                set &= set - 1;
                if self.cone[color as usize][sq] & enemy == 0 {
                    total += i32::from(self.runaway[color as usize][sq]);
                }
            }
            if enemy & sides.kings != 0 {
                total / 2
            } else {
                total
            }
        };
        run(sides.white, Color::White, sides.black) - run(sides.black, Color::Black, sides.white)
    }

    /// Balance and runaway men, White's minus Black's.
    fn score(&self, sides: Sides) -> i32 {
        self.balance * self.imbalance(sides) + self.runaway(sides) * self.runaway_pct / 100
    }
}

/// Endgame knowledge of international draughts: the score White-minus-Black scaled towards a
/// draw when the side behind has a king. A lone king against at most three pieces is a draw
/// in nearly every position (and the FMJD 16- and 5-move rules end such games as draws), so
/// material there means almost nothing; a king on the weaker side still makes a win much
/// harder (it cannot be shut in by men), so the score is halved.
fn fmjd_endgame_scale(score: i32, pos: &Position) -> i32 {
    let occupied = pos.occupied();
    if occupied.count_ones() > 12 {
        return score;
    }
    let kings = pos.kings();
    let white = pos.owned_by(Color::White);
    let black = occupied & !white;
    let (strong, weak) = if score > 0 {
        (white, black)
    } else {
        (black, white)
    };
    if weak & kings == 0 {
        return score;
    }
    if weak.count_ones() == 1 && strong.count_ones() <= 3 {
        return score / 16;
    }
    score / 2
}

impl Weights {
    /// The weights of `variant` (cached).
    pub fn of(variant: Variant) -> &'static Weights {
        static ALL: OnceLock<Vec<Weights>> = OnceLock::new();
        let all = ALL.get_or_init(|| {
            Variant::ALL
                .iter()
                .map(|&v| Weights::build(v, true))
                .collect()
        });
        let i = Variant::ALL.iter().position(|&v| v == variant).unwrap_or(0);
        &all[i]
    }

    /// The weights of `variant`; with `tuned`, international takes [`tuned::INTERNATIONAL`]
    /// (fitted on the engine's games) instead of the textbook values below.
    fn build(variant: Variant, tuned: bool) -> Weights {
        let table = (tuned && variant == Variant::International).then_some(&tuned::INTERNATIONAL);
        let king = match variant {
            Variant::English => 150,
            Variant::Lasca => 170,
            _ => table.map_or(300, |t| t.king),
        };
        let rules = towers_rules::Rules::of(variant);
        let geo = towers_rules::Geometry::of(rules.files, rules.ranks);
        let mut man_square = [[0i16; 72]; 2];
        let mut man_end = [[0i16; 72]; 2];
        let last = i32::from(rules.ranks) - 1;
        for sq in geo.squares() {
            let (file, rank) = geo.coords(sq);
            let (file, rank) = (i32::from(file), i32::from(rank));
            for color in [Color::White, Color::Black] {
                let progress = match color {
                    Color::White => rank,
                    Color::Black => last - rank,
                };
                let mut v = 24 * progress * progress / (last * last).max(1);
                if progress == 0 {
                    v += 8;
                }
                let files = i32::from(rules.files);
                let central_file = file >= files / 2 - 2 && file <= (files - 1) / 2 + 2;
                let central_rank = rank >= last / 2 - 1 && rank <= (last + 1) / 2 + 1;
                if central_file && central_rank {
                    v += 6;
                }
                // International: the six central squares 22-24 and 27-29 (d6 f6 h6, c5 e5
                // g5) are the squares the opening and middle game are fought over; a man
                // there splits the opponent's position and supports an outpost.
                if variant == Variant::International
                    && (rank == 4 || rank == 5)
                    && (2..=7).contains(&file)
                {
                    v += 10;
                }
                if let Some(t) = table {
                    // The tuned value of a man on its square number, seen from its owner.
                    let n = usize::from(geo.number(sq, Numbering::TopLeft));
                    let i = if color == Color::White { n - 1 } else { 50 - n };
                    v = t.man[i] - 100;
                    man_end[color as usize][sq.0 as usize] = t.man_end[i] as i16;
                }
                man_square[color as usize][sq.0 as usize] = v as i16;
            }
        }
        Weights {
            man: 100,
            king,
            reserve_pct: 100,
            prisoner_pct: 40,
            deep_prisoner_pct: 20,
            mobility: table.map_or(2, |t| t.mobility),
            man_square,
            phase: table.map(|t| {
                Box::new(Phase {
                    full: Position::initial(variant).occupied().count_ones() as i32,
                    man_end,
                    king_end: t.king_end,
                })
            }),
            fmjd: (variant == Variant::International)
                .then(|| Box::new(Fmjd::build(geo, i32::from(rules.files), last, table))),
            patterns: (variant == Variant::International && PATTERNS_DEFAULT && tuned)
                .then(Patterns::shipped)
                .flatten(),
            towers: tuned
                .then(|| super::tower_eval::fitted(variant))
                .flatten()
                .map(|t| Box::new(TowerEval::new(variant, t))),
        }
    }

    /// The value of a lone man of `color` on `sq` (material and square), hundredths of a man.
    pub(crate) fn man_value(&self, color: Color, sq: Square) -> i32 {
        self.man + i32::from(self.man_square[color as usize][sq.0 as usize])
    }

    /// The value of a lone man of `color` on `sq` on an empty board (the same as
    /// [`Weights::man_value`] without fitted weights).
    pub(crate) fn man_value_end(&self, color: Color, sq: Square) -> i32 {
        match &self.phase {
            Some(p) => i32::from(p.man_end[color as usize][sq.0 as usize]),
            None => self.man_value(color, sq),
        }
    }

    /// The international scalar weights (zeros elsewhere), in [`super::features::international`]'s layout.
    pub(crate) fn international_weights(&self) -> Tuned {
        Tuned {
            man: [0; 50],
            man_end: [0; 50],
            king: self.king,
            king_end: self.phase.as_ref().map_or(self.king, |p| p.king_end),
            mobility: self.mobility,
            balance: self.fmjd.as_ref().map_or(0, |f| f.balance),
            runaway_pct: self.fmjd.as_ref().map_or(0, |f| f.runaway_pct),
            support: self.fmjd.as_ref().map_or(0, |f| f.support),
            turn: self.fmjd.as_ref().map_or(0, |f| f.turn),
            sole_king: self.fmjd.as_ref().map_or(0, |f| f.sole_king),
        }
    }

    /// The unweighted international terms of `pos`, White's minus Black's.
    pub(crate) fn international_parts(&self, pos: &Position) -> Parts {
        let sides = Sides::of(pos);
        let (imbalance, runaway) = self
            .fmjd
            .as_ref()
            .map_or((0, 0), |f| (f.imbalance(sides), f.runaway(sides)));
        Parts {
            mobility: mobility(pos),
            imbalance,
            runaway,
            support: support(pos),
            sole_king: sole_king(pos),
        }
    }

    /// The fitted tower-game weights in use (`None`: the hand-made terms).
    pub(crate) fn tower_tuned(&self) -> Option<TowerTuned> {
        self.towers.as_ref().map(|t| t.weights())
    }

    /// The hand-made material of a man (`king` false) or a king: alone, as a reserve, as a
    /// prisoner one block down and deeper.
    pub(crate) fn tower_values(&self, king: bool) -> [i32; 4] {
        let base = self.piece(king);
        [
            base,
            base * self.reserve_pct / 100,
            base * self.prisoner_pct / 100,
            base * self.deep_prisoner_pct / 100,
        ]
    }

    /// Per free single step.
    pub(crate) fn mobility_weight(&self) -> i32 {
        self.mobility
    }

    #[inline(always)]
    fn piece(&self, king: bool) -> i32 {
        if king {
            self.king
        } else {
            self.man
        }
    }

    /// White's material minus Black's for a tower of more than one piece.
    fn tower(&self, t: Tower) -> i32 {
        let mut score = 0;
        let mut block = 0;
        let mut block_color = None;
        for i in 0..t.height() {
            let Some(p) = t.piece(i) else { break };
            if block_color != Some(p.color) {
                if block_color.is_some() {
                    block += 1;
                }
                block_color = Some(p.color);
            }
            let base = self.piece(p.king);
            let v = match (block, i) {
                (0, 0) => base,
                (0, _) => base * self.reserve_pct / 100,
                (1, _) => base * self.prisoner_pct / 100,
                _ => base * self.deep_prisoner_pct / 100,
            };
            score += if p.color == Color::White { v } else { -v };
        }
        score
    }
}

/// The score of `pos` for the side to move, in hundredths of a man. Does not look for the
/// end of the game (the search does).
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_with(pos, Weights::of(pos.variant()))
}

/// Changes to the default weights, for self-play tuning (`towers match --a 6/prisoner=0`).
/// Each field replaces the weight of the same name when set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tweak {
    /// King value, hundredths of a man.
    pub king: Option<i32>,
    /// Per cent of its value a reserve keeps.
    pub reserve_pct: Option<i32>,
    /// Per cent of its value a prisoner keeps for its owner (deeper prisoners: half of it).
    pub prisoner_pct: Option<i32>,
    /// Per free step.
    pub mobility: Option<i32>,
    /// 0 turns the international balance, runaway and endgame-scale terms off (ablation; the
    /// central-square bonus stays).
    pub fmjd: Option<i32>,
    /// Search switch, not a weight: late-move reductions, 0 = one ply for every late quiet
    /// move, 1 = growing with depth and move number ([`crate::engine`] search default).
    pub lmr: Option<i32>,
    /// Search switch: 1 = a quiet horizon position whose side to move faces a capture threat
    /// is searched one more ply instead of standing pat; 0 = it stands pat (the default: a
    /// self-play match at fixed nodes did not show the extension helping).
    pub threat: Option<i32>,
    /// 0 = the textbook international weights instead of the fitted ones
    /// ([`super::tuned`]), and the hand-made Bashni and Lasca evaluation instead of the fitted
    /// one ([`super::tower_eval`]); other variants have no fitted weights. 1 or 2 = Bashni
    /// and Lasca with their first (issue 29) or second fit (issue 43,
    /// [`super::tower_eval::fit`]) instead of the default one.
    pub tuned: Option<i32>,
    /// Search switch: half-width of the root's aspiration window from depth 5, hundredths
    /// of a man (0 = none).
    pub asp: Option<i32>,
    /// Search switch: reverse futility pruning, margin per ply of depth in hundredths of a
    /// man (0 = off): a quiet non-PV node at depth 1-3 whose static score beats beta by the
    /// margin times the depth returns that score.
    pub rfp: Option<i32>,
    /// Search switch: futility pruning, margin per ply in hundredths of a man (0 = off): at
    /// depth 1-2 of a quiet non-PV node whose static score plus the margin times the depth
    /// does not reach alpha, quiet moves after the first are not searched.
    pub fut: Option<i32>,
    /// Search switch: internal iterative reduction of a node without a table move: 0 = off,
    /// 1 = a ply shallower from depth 4 (the default in every variant but international),
    /// 2 = as 1, and two plies shallower from depth 8 (the international default).
    pub iir: Option<i32>,
    /// Search switch: 1 = a quiet horizon node returns its static score before probing the
    /// table (one cache miss less at the most common node).
    pub hz: Option<i32>,
    /// Search switch: 1 = quiet moves tried before a quiet cut-off move lose history.
    pub hm: Option<i32>,
    /// Search switch: contempt, hundredths of a man (0 = none): a draw by the rules found in
    /// the search scores this much below 0 for the side that searches, so that it plays on
    /// rather than take a draw in an equal position.
    pub contempt: Option<i32>,
    /// Search switch: 1 = countermoves (the quiet move that last refuted the opponent's
    /// previous move is tried right after the killers).
    pub cm: Option<i32>,
    /// International only: 1 = the learned window patterns ([`super::patterns`]) on top of
    /// the fitted weights, 0 = off ([`PATTERNS_DEFAULT`] otherwise), 2 = the candidate
    /// weights of `towers match --patterns FILE` (none installed: off).
    pub pat: Option<i32>,
    /// Search switch: 1 = a level paces itself (less than its time budget when the best move
    /// is stable), 0 = it spends its whole budget ([`crate::pace`]).
    pub pace: Option<i32>,
    /// Search switch: threads of a search (lazy SMP, [`crate::Engine::set_threads`]).
    pub threads: Option<i32>,
    /// Search switch: 1 = a late quiet move that has never cut off (no history) is reduced
    /// a ply more than [`crate::search`]'s logarithmic reduction, 0 = not (the default).
    pub lmh: Option<i32>,
    /// Search switch: 1 = the static score that reverse futility and futility prune on is
    /// bounded by the transposition table's score of the node, 0 = the static score alone.
    pub tte: Option<i32>,
    /// Search switch: 1 = a node that stores no best move in the transposition table keeps
    /// the move its position's entry had (the default), 0 = the entry loses it.
    pub ttm: Option<i32>,
}

/// Whether international evaluates with the learned window patterns unless the `pat` tweak
/// says otherwise.
pub(crate) const PATTERNS_DEFAULT: bool = true;

/// A text of [`Tweak`] that does not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "bad weight '{0}': expected king=N, reserve=N, prisoner=N, mobility=N, fmjd=0, lmr=N, \
     threat=N, tuned=N, asp=N, rfp=N, fut=N, iir=N, hz=N, hm=N, contempt=N, cm=N, pat=N, pace=N, \
     threads=N, lmh=N, tte=N or ttm=N"
)]
pub struct BadTweak(pub String);

impl Tweak {
    /// Every field with its name in the text form, in the order [`Tweak`]'s `Display` writes
    /// them: the one list `from_str` and `Display` share.
    fn fields_mut(&mut self) -> [(&'static str, &mut Option<i32>); 22] {
        [
            ("king", &mut self.king),
            ("reserve", &mut self.reserve_pct),
            ("prisoner", &mut self.prisoner_pct),
            ("mobility", &mut self.mobility),
            ("fmjd", &mut self.fmjd),
            ("lmr", &mut self.lmr),
            ("threat", &mut self.threat),
            ("tuned", &mut self.tuned),
            ("asp", &mut self.asp),
            ("rfp", &mut self.rfp),
            ("fut", &mut self.fut),
            ("iir", &mut self.iir),
            ("hz", &mut self.hz),
            ("hm", &mut self.hm),
            ("contempt", &mut self.contempt),
            ("cm", &mut self.cm),
            ("pat", &mut self.pat),
            ("pace", &mut self.pace),
            ("threads", &mut self.threads),
            ("lmh", &mut self.lmh),
            ("tte", &mut self.tte),
            ("ttm", &mut self.ttm),
        ]
    }
}

impl std::str::FromStr for Tweak {
    type Err = BadTweak;

    /// `name=value` pairs separated by commas, e.g. `prisoner=0,mobility=4`.
    fn from_str(s: &str) -> Result<Tweak, BadTweak> {
        let mut t = Tweak::default();
        for part in s.split(',').filter(|p| !p.trim().is_empty()) {
            let bad = || BadTweak(part.to_string());
            let (name, value) = part.split_once('=').ok_or_else(bad)?;
            let value: i32 = value.trim().parse().map_err(|_| bad())?;
            let (_, slot) = t
                .fields_mut()
                .into_iter()
                .find(|(n, _)| *n == name.trim())
                .ok_or_else(bad)?;
            *slot = Some(value);
        }
        Ok(t)
    }
}

impl std::fmt::Display for Tweak {
    /// The text [`Tweak`]'s `from_str` reads.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut copy = *self;
        let mut first = true;
        for (name, value) in copy.fields_mut() {
            if let Some(v) = value {
                write!(f, "{}{name}={v}", if first { "" } else { "," })?;
                first = false;
            }
        }
        Ok(())
    }
}

impl Weights {
    /// The weights of `variant` changed by `tweak`.
    pub fn tweaked(variant: Variant, tweak: Tweak) -> Weights {
        let mut w = if tweak.tuned == Some(0) {
            Weights::build(variant, false)
        } else {
            Weights::of(variant).clone()
        };
        // A hand-made weight changed: the hand-made evaluation, also in Bashni and Lasca.
        if tweak.king.is_some()
            || tweak.reserve_pct.is_some()
            || tweak.prisoner_pct.is_some()
            || tweak.mobility.is_some()
        {
            w.towers = None;
        } else if let Some(fit) = tweak.tuned.and_then(|n| super::tower_eval::fit(variant, n)) {
            w.towers = Some(Box::new(TowerEval::new(variant, fit)));
        }
        if let Some(v) = tweak.king {
            w.king = v;
        }
        if let Some(v) = tweak.reserve_pct {
            w.reserve_pct = v;
        }
        if let Some(v) = tweak.prisoner_pct {
            w.prisoner_pct = v;
            w.deep_prisoner_pct = v / 2;
        }
        if let Some(v) = tweak.mobility {
            w.mobility = v;
        }
        if tweak.fmjd == Some(0) {
            w.fmjd = None;
        }
        match tweak.pat {
            Some(0) => w.patterns = None,
            Some(2) if variant == Variant::International => w.patterns = Patterns::candidate(),
            Some(_) if variant == Variant::International => w.patterns = Patterns::shipped(),
            _ => {}
        }
        w
    }
}

/// [`evaluate`] with explicit weights: the score for the side to move, in hundredths of a man.
pub fn evaluate_with(pos: &Position, w: &Weights) -> i32 {
    if let Some(t) = &w.towers {
        return t.evaluate(pos);
    }
    let occupied = pos.occupied();
    let white = pos.owned_by(Color::White);
    let kings = pos.kings();
    let phase = w.phase.as_deref();
    let mut score = 0i32;
    // With fitted weights: the same terms on an empty board.
    let mut end = 0i32;
    // Ordinary draughts: one piece a square, so the tower loop below is not needed.
    let mut set = if pos.rules().towers {
        occupied
    } else {
        let (s, e) = flat_material(pos, w, phase);
        score += s;
        end += e;
        0
    };
    while set != 0 {
        let sq = set.trailing_zeros() as u8;
        set &= set - 1;
        let bit = 1u128 << sq;
        let white_owns = white & bit != 0;
        let king = kings & bit != 0;
        let t = pos.tower(Square(sq));
        // Material, signed White minus Black.
        score += if t.height() > 1 {
            w.tower(t)
        } else if white_owns {
            w.piece(king)
        } else {
            -w.piece(king)
        };
        if !king {
            let c = usize::from(!white_owns);
            let pst = i32::from(w.man_square[c][sq as usize]);
            score += if white_owns { pst } else { -pst };
        }
        if let Some(p) = phase {
            let v = if king {
                p.king_end
            } else {
                i32::from(p.man_end[usize::from(!white_owns)][sq as usize])
            };
            end += if white_owns { v } else { -v };
        }
    }
    if let Some(p) = phase {
        let n = (occupied.count_ones() as i32).min(p.full);
        score = (score * n + end * (p.full - n)) / p.full;
    }
    score += w.mobility * mobility(pos);
    if let Some(p) = w.patterns {
        let men = occupied & !kings;
        score += p.score_of(men & white, men & !white, occupied.count_ones() as i32);
    }
    if let Some(fmjd) = &w.fmjd {
        score += fmjd.score(Sides {
            white,
            black: occupied & !white,
            kings,
        });
        // Terms the fit left at 0 cost nothing on the search's hot path.
        if fmjd.support != 0 {
            score += fmjd.support * support(pos);
        }
        if fmjd.sole_king != 0 {
            score += fmjd.sole_king * sole_king(pos);
        }
        score += match pos.side_to_move() {
            Color::White => fmjd.turn,
            Color::Black => -fmjd.turn,
        };
        score = fmjd_endgame_scale(score, pos);
    }
    match pos.side_to_move() {
        Color::White => score,
        Color::Black => -score,
    }
}

/// Material and men's squares, White's minus Black's, of a position of ordinary draughts (one
/// piece a square): the full-board sum and, with fitted weights, the empty-board one.
/// Material is counted from the square sets; only the men need their squares.
#[inline]
fn flat_material(pos: &Position, w: &Weights, phase: Option<&Phase>) -> (i32, i32) {
    let occupied = pos.occupied();
    let white = pos.owned_by(Color::White);
    let kings = pos.kings();
    let black = occupied & !white;
    let count = |s: u128| s.count_ones() as i32;
    let king_balance = count(white & kings) - count(black & kings);
    let mut score = w.man * (count(white & !kings) - count(black & !kings)) + w.king * king_balance;
    let mut end = phase.map_or(0, |p| p.king_end * king_balance);
    let mut men = occupied & !kings;
    while men != 0 {
        let sq = men.trailing_zeros() as usize;
        men &= men - 1;
        let c = usize::from(white & (1u128 << sq) == 0);
        let sign = 1 - 2 * c as i32;
        score += sign * i32::from(w.man_square[c][sq]);
        if let Some(p) = phase {
            end += sign * i32::from(p.man_end[c][sq]);
        }
    }
    (score, end)
}

/// White's backed men minus Black's: men with an own piece right behind them on a diagonal,
/// counted once per such diagonal.
#[inline]
fn support(pos: &Position) -> i32 {
    let geo = pos.geometry();
    let occupied = pos.occupied();
    let white = pos.owned_by(Color::White);
    let black = occupied & !white;
    let men = occupied & !pos.kings();
    // Shifting a side's pieces forward lands them on the squares right ahead of them.
    let backed = |mine: u128, forward: [usize; 2]| -> i32 {
        forward
            .iter()
            .map(|&d| (geo.shift(mine, d) & mine & men).count_ones() as i32)
            .sum()
    };
    backed(white, [0, 1]) - backed(black, [2, 3])
}

/// 1 when White alone has kings, -1 when Black alone has, else 0.
#[inline]
fn sole_king(pos: &Position) -> i32 {
    let kings = pos.kings();
    let white = pos.owned_by(Color::White);
    i32::from(kings & white != 0) - i32::from(kings & !white != 0)
}

/// The unweighted terms [`super::features::international`] fits, White's minus Black's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Parts {
    /// Free single steps.
    pub mobility: i32,
    /// Wing imbalance.
    pub imbalance: i32,
    /// Runaway men at 100 % of the table.
    pub runaway: i32,
    /// Backed men.
    pub support: i32,
    /// 1 when White alone has kings, -1 when Black alone has.
    pub sole_king: i32,
}

/// White's material minus Black's (men, kings, reserves and prisoners as in [`evaluate`],
/// no positional terms), in hundredths of a man. The `greedy` match player maximises it.
pub fn material(pos: &Position) -> i32 {
    let w = Weights::of(pos.variant());
    let kings = pos.kings();
    let white = pos.owned_by(Color::White);
    let mut score = 0;
    let mut set = pos.occupied();
    while set != 0 {
        let sq = set.trailing_zeros() as u8;
        set &= set - 1;
        let t = pos.tower(Square(sq));
        let bit = 1u128 << sq;
        score += if t.height() > 1 {
            w.tower(t)
        } else if white & bit != 0 {
            w.piece(kings & bit != 0)
        } else {
            -w.piece(kings & bit != 0)
        };
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;
    use towers_rules::fen;

    #[test]
    fn the_initial_position_is_level() {
        for v in Variant::ALL {
            // Only the fitted weights value having the move (tempo).
            let turn = match v {
                Variant::International => tuned::INTERNATIONAL.turn,
                Variant::Bashni | Variant::Lasca => {
                    super::super::tower_eval::fitted(v).map_or(0, |t| t.turn)
                }
                _ => 0,
            };
            assert_eq!(evaluate(&Position::initial(v)), turn, "{}", v.name());
        }
    }

    #[test]
    fn material_and_prisoners_count() {
        // White's tower c3 holds a black prisoner: Black's latent material is 40.
        let pos = fen::read(Variant::Bashni, "W:Wc3wb,e3:Be7,g7").unwrap();
        let even = fen::read(Variant::Bashni, "W:Wc3,e3:Be7,g7").unwrap();
        assert!(evaluate(&pos) < evaluate(&even));
        assert!(evaluate(&pos) > evaluate(&even) - 100);
        // A reserve makes a tower worth more than a single man.
        let tall = fen::read(Variant::Bashni, "W:Wc3ww,e3:Be7,g7").unwrap();
        assert!(evaluate(&tall) > evaluate(&even) + 50);
        // A king is worth more than a man, and it is seen from the side to move.
        let king = fen::read(Variant::Russian, "B:WKc3:Be7").unwrap();
        assert!(evaluate(&king) < -150);
    }

    #[test]
    fn tweaks_read_write_and_apply() {
        let t: Tweak = "prisoner=0, mobility=4".parse().unwrap();
        assert_eq!(
            (t.prisoner_pct, t.mobility, t.king),
            (Some(0), Some(4), None)
        );
        assert_eq!(t.to_string(), "prisoner=0,mobility=4");
        assert!("prisoner".parse::<Tweak>().is_err());
        assert!("queen=3".parse::<Tweak>().is_err());
        // Without prisoner value the prisoner no longer counts for Black.
        let pos = fen::read(Variant::Bashni, "W:Wc3wb,e3:Be7,g7").unwrap();
        let none: Tweak = "prisoner=0".parse().unwrap();
        let without = Weights::tweaked(Variant::Bashni, none);
        let with = Weights::tweaked(Variant::Bashni, "tuned=0".parse().unwrap());
        assert_eq!(
            evaluate_with(&pos, &with) - evaluate_with(&pos, &without),
            -40
        );
    }

    #[test]
    fn international_takes_the_fitted_weights_and_tuned_0_the_textbook_ones() {
        let pos = fen::read(Variant::International, "W:W31,32,33,34,35:B16,17,18,19,20").unwrap();
        let fitted = evaluate(&pos);
        let textbook = Weights::tweaked(Variant::International, "tuned=0".parse().unwrap());
        assert_ne!(fitted, evaluate_with(&pos, &textbook));
        // The fitted scalars are the table's; other variants keep theirs.
        let w = Weights::of(Variant::International).international_weights();
        let t = &tuned::INTERNATIONAL;
        assert_eq!(
            (w.king, w.mobility, w.balance, w.runaway_pct),
            (t.king, t.mobility, t.balance, t.runaway_pct)
        );
        assert_eq!(Weights::of(Variant::Russian).king, 300);
    }

    #[test]
    fn international_endgame_knowledge() {
        let eval = |f: &str| evaluate(&fen::read(Variant::International, f).unwrap());
        // Three kings against a lone king is a draw in practice: under a man, not three
        // kings up.
        let three = eval("W:WK46,K47,K48:BK3");
        assert!((1..100).contains(&three), "{three}");
        // Four kings against one wins (halved because the weaker side has a king, still
        // clearly winning).
        assert!(eval("W:WK46,K47,K48,K49:BK3") > 400);
        // A man with no enemy piece in its way to the crown (a runaway) is worth more than the
        // same man with an enemy man in front of it.
        let free = eval("W:W17,46:B45");
        let blocked = eval("W:W17,46:B6,45");
        assert!(free > blocked + 100, "{free} {blocked}");
        // Balance: men spread over both wings score better than all on one wing.
        let spread = eval("W:W31,35,36,40:B1,5,11,15");
        let one_wing = eval("W:W31,36,37,41:B1,5,11,15");
        assert!(spread > one_wing, "{spread} {one_wing}");
        // fmjd=0 (ablation) turns the endgame scale off: three kings up again.
        let off = Weights::tweaked(Variant::International, "fmjd=0".parse().unwrap());
        let search: Tweak = "lmr=0,threat=1".parse().unwrap();
        assert_eq!((search.lmr, search.threat), (Some(0), Some(1)));
        let pruning: Tweak = "rfp=0,fut=40,iir=0,hz=0,hm=0".parse().unwrap();
        assert_eq!(
            (
                pruning.rfp,
                pruning.fut,
                pruning.iir,
                pruning.hz,
                pruning.hm
            ),
            (Some(0), Some(40), Some(0), Some(0), Some(0))
        );
        assert_eq!(pruning.to_string(), "rfp=0,fut=40,iir=0,hz=0,hm=0");
        let reductions: Tweak = "lmh=1,tte=0".parse().unwrap();
        assert_eq!((reductions.lmh, reductions.tte), (Some(1), Some(0)));
        assert_eq!(reductions.to_string(), "lmh=1,tte=0");
        let table: Tweak = "tte=1,ttm=0".parse().unwrap();
        assert_eq!((table.tte, table.ttm), (Some(1), Some(0)));
        assert_eq!(table.to_string(), "tte=1,ttm=0");
        let pos = fen::read(Variant::International, "W:WK46,K47,K48:BK3").unwrap();
        assert!(evaluate_with(&pos, &off) > 500);
    }
}
