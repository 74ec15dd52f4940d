//! A pattern evaluation for international draughts, learned from the engine's own games: the
//! board is cut into overlapping windows and each window's contents index a table of weights,
//! after the evaluation Fabien Letouzey describes for Scan (learned weights over board regions,
//! two tables blended by the stage of the game, fitted by logistic regression on many engine
//! positions). Our windows, our fit (towers-lab's `patterns`) and our numbers
//! (`weights.bin`).
//!
//! - **Windows**: 4 files by 4 ranks of the 10x10 board, origins at files and ranks 0, 2, 4
//!   and 6: 16 windows, each holding 8 playable squares, overlapping by half a window
//!   ([`WINDOW_ORIGINS`]). The set is its own image under the half turn of the board.
//! - **Index**: each of a window's 8 squares is a base-3 digit (0 empty, 1 white man, 2 black
//!   man), squares in order of rank then file, the first the lowest digit: 3^8 = 6,561
//!   configurations a window. Kings count as empty here: the base evaluation
//!   ([`super::eval`]) values them.
//! - **Stage**: an opening and an ending table, blended by the number of pieces on the board
//!   (40 pieces: all opening; none: all ending), as the fitted material terms are.
//! - **Colour symmetry by construction**: the stored table is antisymmetric, the weight of a
//!   configuration is minus the weight of its colour-flipped twin (the half-turned window with
//!   the colours swapped), so a position and its colour-flipped twin score exactly opposite.
//! - **Speed**: the indices are built from the men's square sets rank by rank: each rank's
//!   men read the digits they give the four windows across it from one table, packed four to
//!   a word, and each band of four ranks sums them ([`indices_of`]); then 16 table reads a
//!   stage.
//!
//! The pattern score is added to the base evaluation (White's view, before the endgame scale);
//! the fit learns what the base evaluation misses. It is switched by the `pat` tweak
//! ([`super::eval::Tweak`]): `pat=1` on, `pat=0` off, `pat=2` the candidate weights of an A/B
//! match ([`Patterns::install_candidate`]). The shipped table is the mean, weight by weight, of
//! two fits on disjoint self-play games (towers-lab's `blend`): one on 3,947,616 positions of
//! 49,500 games, one on 6,819,629 positions of 86,000 games (a tenth of each held out);
//! commands and measurements: `benches/peers/RESULTS.md`.

use std::sync::OnceLock;

use towers_rules::{Color, Geometry, Position, Square, Variant};

/// The windows' lower-left corners (file, rank), 0-based, on the 10x10 board.
pub const WINDOW_ORIGINS: [(u8, u8); WINDOWS] = {
    let mut out = [(0u8, 0u8); WINDOWS];
    let mut i = 0;
    while i < WINDOWS {
        out[i] = ((i % 4) as u8 * 2, (i / 4) as u8 * 2);
        i += 1;
    }
    out
};
/// Number of windows.
pub const WINDOWS: usize = 16;
/// Playable squares of a window.
pub const CELLS: usize = 8;
/// Configurations of a window: 3^8.
pub const CONFIGS: usize = 6561;
/// Weights of one stage.
pub const STAGE: usize = WINDOWS * CONFIGS;
/// Pieces of the initial position.
const FULL: i32 = 40;
/// The start of the binary weight file.
const MAGIC: &[u8; 4] = b"TWP1";

/// The windows' indices of a position.
pub type Indices = [u16; WINDOWS];

/// The fixed geometry of the windows: their squares, their half-turned twins, and the
/// configurations' colour-flipped twins.
struct Layout {
    /// By window: its squares in digit order.
    cells: [[u8; CELLS]; WINDOWS],
    /// The window a window becomes under the half turn.
    turned: [u8; WINDOWS],
    /// The configuration a configuration becomes under the half turn with colours swapped.
    flip: Vec<u16>,
}

fn layout() -> &'static Layout {
    static LAYOUT: OnceLock<Layout> = OnceLock::new();
    LAYOUT.get_or_init(|| {
        let geo = Geometry::of(10, 10);
        let mut cells = [[0u8; CELLS]; WINDOWS];
        let mut turned = [0u8; WINDOWS];
        for (w, &(f0, r0)) in WINDOW_ORIGINS.iter().enumerate() {
            let mut k = 0;
            for r in r0..r0 + 4 {
                for f in f0..f0 + 4 {
                    if let Some(sq) = geo.at(f, r) {
                        cells[w][k] = sq.0;
                        k += 1;
                    }
                }
            }
            debug_assert_eq!(k, CELLS);
            let image = (6 - f0, 6 - r0);
            turned[w] = WINDOW_ORIGINS.iter().position(|&o| o == image).unwrap_or(w) as u8;
        }
        let flip = (0..CONFIGS)
            .map(|j| {
                let mut out = 0usize;
                let mut rest = j;
                for k in 0..CELLS {
                    let d = rest % 3;
                    rest /= 3;
                    let swapped = [0, 2, 1][d];
                    out += swapped * 3usize.pow((CELLS - 1 - k) as u32);
                }
                out as u16
            })
            .collect();
        Layout {
            cells,
            turned,
            flip,
        }
    })
}

/// Squares a rank of the 10x10 board holds (consecutive internal squares, rank-major).
const RANK: u32 = 5;
/// Ranks of the 10x10 board.
const RANKS: usize = 10;
/// The bits of one rank's squares.
const RANK_MASK: usize = (1 << RANK) - 1;

/// By a rank's men (white bits, then black bits shifted by [`RANK`]): the digits the rank
/// gives the four windows across it, one 16-bit lane a window from the left. On every rank,
/// the window at file origin `2j` holds the rank's squares `j` and `j + 1` (on even and odd
/// ranks alike), the lower file the lower digit; lane `j` is `d(j) + 3 d(j + 1)`.
const RANK_DIGITS: [u64; 1 << (2 * RANK)] = {
    let mut out = [0u64; 1 << (2 * RANK)];
    let mut men = 0;
    while men < out.len() {
        let mut lanes = 0u64;
        let mut j = 0;
        while j < 4 {
            let mut lane = 0u64;
            let mut k = 0;
            while k < 2 {
                let bit = 1 << (j + k);
                let d = if men & bit != 0 {
                    1
                } else if men & (bit << RANK) != 0 {
                    2
                } else {
                    0
                };
                lane += d * if k == 0 { 1 } else { 3 };
                k += 1;
            }
            lanes |= lane << (16 * j);
            j += 1;
        }
        out[men] = lanes;
        men += 1;
    }
    out
};

/// The windows' configurations from the square sets of the white and black men (internal
/// squares of the 10x10 board).
///
/// Rank by rank: each rank's men look up the digits they give the four windows across it
/// ([`RANK_DIGITS`], four 16-bit lanes in a `u64`), and a band of four ranks sums its ranks'
/// lanes times 1, 9, 81, 729 (two digits a rank; a window's index stays below 3^8, so no lane
/// overflows into the next). [`layout`] numbers the windows by band, then file.
#[inline]
pub fn indices_of(white_men: u128, black_men: u128) -> Indices {
    let mut ranks = [0u64; RANKS];
    for (r, lanes) in ranks.iter_mut().enumerate() {
        let shift = RANK * r as u32;
        let w = (white_men >> shift) as usize & RANK_MASK;
        let b = (black_men >> shift) as usize & RANK_MASK;
        *lanes = RANK_DIGITS[w | b << RANK];
    }
    let mut idx = [0u16; WINDOWS];
    for (band, windows) in idx.chunks_exact_mut(4).enumerate() {
        let r = 2 * band;
        let sum = ranks[r] + 9 * ranks[r + 1] + 81 * ranks[r + 2] + 729 * ranks[r + 3];
        for (j, index) in windows.iter_mut().enumerate() {
            *index = (sum >> (16 * j)) as u16;
        }
    }
    idx
}

/// The windows' configurations of an international position.
pub fn indices(pos: &Position) -> Indices {
    let (white, black) = men(pos);
    indices_of(white, black)
}

fn men(pos: &Position) -> (u128, u128) {
    let white = pos.owned_by(Color::White);
    let men = pos.occupied() & !pos.kings();
    (men & white, men & !white)
}

/// The weights [`Patterns::install_candidate`] set.
static CANDIDATE: OnceLock<Patterns> = OnceLock::new();

/// The internal squares of window `w` in digit order.
pub fn window_squares(w: usize) -> [Square; CELLS] {
    let cells = layout().cells[w % WINDOWS];
    cells.map(Square)
}

/// The configuration of window `w`'s half-turned twin window with the colours swapped, and
/// that window.
pub fn flipped(w: usize, config: u16) -> (usize, u16) {
    let l = layout();
    (
        usize::from(l.turned[w % WINDOWS]),
        l.flip[usize::from(config) % CONFIGS],
    )
}

/// A weight file that does not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BadWeights {
    #[error("not a pattern weight file (bad header)")]
    Header,
    #[error("the pattern weight file ends early")]
    Short,
    #[error("pattern weight {0} is outside the table")]
    Index(u32),
    #[error("the pattern weights are not colour-antisymmetric at {0}")]
    Asymmetric(u32),
}

/// The two stage tables, hundredths of a man, White's view; antisymmetric.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Patterns {
    /// Opening then ending: `2 * STAGE` weights, `[stage][window][config]`.
    table: Vec<i16>,
}

impl Patterns {
    /// All weights 0.
    pub fn zero() -> Patterns {
        Patterns {
            table: vec![0; 2 * STAGE],
        }
    }

    /// The weights of `table` (`[stage][window][config]`, `2 * STAGE` long, as
    /// towers-lab's pattern fit gives them).
    pub fn from_table(table: Vec<i16>) -> Option<Patterns> {
        (table.len() == 2 * STAGE).then_some(Patterns { table })
    }

    /// The table, `[stage][window][config]` as in [`Patterns::from_table`] (for the fit's
    /// error of a rounded table).
    pub fn table(&self) -> &[i16] {
        &self.table
    }

    /// The weight of configuration `config` of window `w` in `stage` (0 opening, 1 ending);
    /// 0 outside the table.
    pub fn weight(&self, stage: usize, w: usize, config: u16) -> i16 {
        if stage >= 2 || w >= WINDOWS || usize::from(config) >= CONFIGS {
            return 0;
        }
        self.table[stage * STAGE + w * CONFIGS + usize::from(config)]
    }

    /// The weights shipped in `weights.bin`, `None` when the file does not read (then the
    /// evaluation goes on without patterns).
    pub fn shipped() -> Option<&'static Patterns> {
        static SHIPPED: OnceLock<Option<Patterns>> = OnceLock::new();
        SHIPPED
            .get_or_init(|| Patterns::from_bytes(include_bytes!("weights.bin")).ok())
            .as_ref()
    }

    /// The candidate weights of an A/B match ([`Patterns::install_candidate`]; tweak `pat=2`),
    /// `None` when none were installed.
    pub fn candidate() -> Option<&'static Patterns> {
        CANDIDATE.get()
    }

    /// Makes `p` the candidate weights of this process (the first call wins): `towers match
    /// --patterns FILE` sets them so that `6/pat=2` plays a fit against the shipped one.
    pub fn install_candidate(p: Patterns) {
        let _ = CANDIDATE.set(p);
    }

    /// Reads the binary form: `TWP1`, the count of non-zero weights (u32), then per weight
    /// its place in the table (u32) and value (i16), little-endian.
    pub fn from_bytes(bytes: &[u8]) -> Result<Patterns, BadWeights> {
        let rest = bytes.strip_prefix(MAGIC).ok_or(BadWeights::Header)?;
        let (count, mut rest) = rest.split_first_chunk::<4>().ok_or(BadWeights::Short)?;
        let count = u32::from_le_bytes(*count);
        let mut table = vec![0i16; 2 * STAGE];
        for _ in 0..count {
            let (at, tail) = rest.split_first_chunk::<4>().ok_or(BadWeights::Short)?;
            let (value, tail) = tail.split_first_chunk::<2>().ok_or(BadWeights::Short)?;
            rest = tail;
            let at = u32::from_le_bytes(*at);
            let slot = table.get_mut(at as usize).ok_or(BadWeights::Index(at))?;
            *slot = i16::from_le_bytes(*value);
        }
        let p = Patterns { table };
        match p.asymmetry() {
            Some(at) => Err(BadWeights::Asymmetric(at)),
            None => Ok(p),
        }
    }

    /// The binary form [`Patterns::from_bytes`] reads.
    pub fn to_bytes(&self) -> Vec<u8> {
        let nonzero: Vec<(usize, i16)> = self
            .table
            .iter()
            .enumerate()
            .filter(|(_, &v)| v != 0)
            .map(|(i, &v)| (i, v))
            .collect();
        let mut out = MAGIC.to_vec();
        out.extend((nonzero.len() as u32).to_le_bytes());
        for (i, v) in nonzero {
            out.extend((i as u32).to_le_bytes());
            out.extend(v.to_le_bytes());
        }
        out
    }

    /// The first place whose colour-flipped twin does not hold minus its weight.
    fn asymmetry(&self) -> Option<u32> {
        for stage in 0..2 {
            for w in 0..WINDOWS {
                for j in 0..CONFIGS {
                    let (tw, tj) = flipped(w, j as u16);
                    let a = self.table[stage * STAGE + w * CONFIGS + j];
                    let b = self.table[stage * STAGE + tw * CONFIGS + usize::from(tj)];
                    if i32::from(a) != -i32::from(b) {
                        return Some((stage * STAGE + w * CONFIGS + j) as u32);
                    }
                }
            }
        }
        None
    }

    /// Non-zero weights.
    pub fn nonzero(&self) -> usize {
        self.table.iter().filter(|&&v| v != 0).count()
    }

    /// White's pattern score of the men `white_men`, `black_men` with `pieces` pieces on
    /// the board, hundredths of a man.
    #[inline]
    pub fn score_of(&self, white_men: u128, black_men: u128, pieces: i32) -> i32 {
        let idx = indices_of(white_men, black_men);
        let (mut open, mut end) = (0i32, 0i32);
        let (opening, ending) = self.table.split_at(STAGE);
        for (w, &j) in idx.iter().enumerate() {
            let at = w * CONFIGS + usize::from(j);
            open += i32::from(opening.get(at).copied().unwrap_or(0));
            end += i32::from(ending.get(at).copied().unwrap_or(0));
        }
        let n = pieces.clamp(0, FULL);
        (open * n + end * (FULL - n)) / FULL
    }

    /// White's pattern score of an international position (0 for other variants).
    pub fn score(&self, pos: &Position) -> i32 {
        if pos.variant() != Variant::International {
            return 0;
        }
        let (white, black) = men(pos);
        self.score_of(white, black, pos.occupied().count_ones() as i32)
    }
}
