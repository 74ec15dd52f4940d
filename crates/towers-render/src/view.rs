//! What a picture shows: the renderer's input, independent of any rule set.

/// The colour of a disc (piece). `Light` is the first player's colour in every variant except
/// English draughts, where the dark side moves first; the picture does not care which moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    Light,
    Dark,
}

/// One piece of a tower as drawn: its colour and whether it is a king (crowned).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Disc {
    pub side: Side,
    pub king: bool,
}

/// The pieces standing on one square, listed top first (index 0 is the commander).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TowerView {
    /// File index from the first player's left, 0-based (a = 0).
    pub file: u8,
    /// Rank index from the first player's side, 0-based (rank 1 = 0).
    pub rank: u8,
    /// Top first; never empty.
    pub discs: Vec<Disc>,
}

/// Everything the renderer needs for one picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    /// Board width in squares (7, 8, 10 or 12).
    pub files: u8,
    /// Board height in squares.
    pub ranks: u8,
    /// Occupied squares.
    pub towers: Vec<TowerView>,
    /// Squares of the last move (its origin and destination), as (file, rank); drawn tinted.
    pub highlight: Vec<(u8, u8)>,
    /// The last move's route, drawn under the pieces as a line through every square it passes
    /// (so it never hides a piece), with a ring on every jumped square; `None` draws nothing.
    pub path: Option<MovePath>,
    /// `false`: seen from the first player's side (a1 bottom-left); `true`: turned 180°.
    pub flipped: bool,
    /// Whose turn it is, shown as a marker beside the board; `None` when the game is over.
    pub to_move: Option<Side>,
    /// Numeric square labels for numeric-notation variants: (file, rank, number) drawn small in
    /// a corner of the square. Empty for algebraic variants.
    pub square_numbers: Vec<(u8, u8, u16)>,
    /// `true`: pieces are drawn as stacks seen slightly from the side (tower games, where a
    /// square can hold many pieces); `false`: as discs seen from above.
    pub stacks: bool,
    /// Squares whose pieces must capture this turn, as (file, rank); each gets a mark.
    pub must_capture: Vec<(u8, u8)>,
    /// The count of pieces per side drawn above the board; `None` draws none.
    pub material: Option<Material>,
}

/// What each side has on the board, for the count above the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Material {
    pub light: SideCount,
    pub dark: SideCount,
}

/// One side's pieces: the men and kings it commands (its pieces that are not prisoners), and
/// the prisoners it holds (the other side's pieces under its towers; always 0 without towers).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SideCount {
    pub men: u16,
    pub kings: u16,
    pub prisoners: u16,
}

/// A move as drawn: the squares it passes, in order, and the squares it jumped.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MovePath {
    /// Origin, every landing square of a capture, destination, as (file, rank); at least two
    /// squares for anything to be drawn.
    pub squares: Vec<(u8, u8)>,
    /// Squares of the towers (or pieces) jumped, as (file, rank); empty for a plain move.
    pub jumped: Vec<(u8, u8)>,
}
