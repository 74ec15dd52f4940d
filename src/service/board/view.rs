//! From a rules position to the renderer's picture description.

use towers_render::{BoardView, Disc, Material, MovePath, Side, SideCount, TowerView};
use towers_rules::{geometry::Numbering, tally, Color, Game, Move, Notation, Position};

/// The picture of `pos` with `last` highlighted (origin and destination tinted, a capture's
/// route and jumped squares drawn), seen from `viewer`'s side; while the game is not `over`,
/// the pieces that must capture are marked. Every picture carries the count of each side's
/// men, kings and prisoners.
pub fn board_view(pos: &Position, last: Option<&Move>, viewer: Color, over: bool) -> BoardView {
    let geo = pos.geometry();
    let rules = pos.rules();
    let side = |c: Color| match c {
        Color::White => Side::Light,
        Color::Black => Side::Dark,
    };
    let towers = pos
        .towers()
        .map(|(sq, tower)| {
            let (file, rank) = geo.coords(sq);
            TowerView {
                file,
                rank,
                discs: tower
                    .pieces()
                    .map(|p| Disc {
                        side: side(p.color),
                        king: p.king,
                    })
                    .collect(),
            }
        })
        .collect();
    let highlight = last
        .map(|m| vec![geo.coords(m.from()), geo.coords(m.to())])
        .unwrap_or_default();
    // `landings` ends with `to` for a capture; a plain move needs no route beyond its tints.
    let path = last.filter(|m| m.is_capture()).map(|m| MovePath {
        squares: std::iter::once(m.from())
            .chain(m.landings())
            .map(|sq| geo.coords(sq))
            .collect(),
        jumped: m.captured().map(|sq| geo.coords(sq)).collect(),
    });
    let mut must_capture: Vec<(u8, u8)> = if over {
        Vec::new()
    } else {
        pos.legal_moves()
            .iter()
            .filter(|m| m.is_capture())
            .map(|m| geo.coords(m.from()))
            .collect()
    };
    must_capture.sort_unstable();
    must_capture.dedup();
    let square_numbers = match rules.notation {
        Notation::Numeric(n @ Numbering::TopLeft)
        | Notation::Numeric(n @ Numbering::BottomLeft) => geo
            .squares()
            .map(|sq| {
                let (f, r) = geo.coords(sq);
                (f, r, geo.number(sq, n))
            })
            .collect(),
        Notation::Algebraic { .. } => Vec::new(),
    };
    BoardView {
        files: rules.files,
        ranks: rules.ranks,
        towers,
        highlight,
        path,
        flipped: viewer == Color::Black,
        to_move: (!over).then(|| side(pos.side_to_move())),
        square_numbers,
        stacks: rules.towers,
        must_capture,
        material: Some(material(pos)),
    }
}

/// Each side's men and kings that are not prisoners, and the prisoners its towers hold.
fn material(pos: &Position) -> Material {
    let count = |side| {
        let t = tally(pos, side);
        SideCount {
            men: t.men,
            kings: t.kings,
            prisoners: t.prisoners,
        }
    };
    Material {
        light: count(Color::White),
        dark: count(Color::Black),
    }
}

/// One picture per position of `game` for a replay: the start position, then the board after
/// each ply with that ply's path drawn, all seen from `viewer`'s side; the last one without a
/// turn marker when the game is `over`.
pub fn replay_views(game: &Game, viewer: Color, over: bool) -> Vec<BoardView> {
    let mut pos = game.start().clone();
    let plies = game.moves().len();
    let mut views = Vec::with_capacity(plies + 1);
    views.push(board_view(&pos, None, viewer, over && plies == 0));
    for (i, mv) in game.moves().iter().enumerate() {
        pos = pos.play(mv);
        views.push(board_view(&pos, Some(mv), viewer, over && i + 1 == plies));
    }
    views
}

/// Which side a game's pictures are seen from. A per-game choice for now (`/side`); a server
/// default would be read where [`GameService::board_side`](crate::service::GameService::board_side)
/// finds no choice for the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BoardSide {
    /// The player to move's side; in a game against the bot always the human's; White's once
    /// the game is over.
    #[default]
    ToMove,
    /// Always this colour's side.
    Fixed(Color),
}

impl BoardSide {
    /// Every choice, in the order a front end offers them.
    pub const ALL: [BoardSide; 3] = [
        BoardSide::ToMove,
        BoardSide::Fixed(Color::White),
        BoardSide::Fixed(Color::Black),
    ];

    /// The stored and typed name: `to-move`, `white`, `black`.
    pub fn name(self) -> &'static str {
        match self {
            BoardSide::ToMove => "to-move",
            BoardSide::Fixed(Color::White) => "white",
            BoardSide::Fixed(Color::Black) => "black",
        }
    }

    /// The choice named `name` (as [`BoardSide::name`] writes it), if any.
    pub fn from_name(name: &str) -> Option<BoardSide> {
        BoardSide::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The colour whose side the board is seen from: `human` is the human's colour in a game
    /// against the bot, `to_move` the side to move, `over` whether the game has ended.
    pub fn viewer(self, human: Option<Color>, to_move: Color, over: bool) -> Color {
        match (self, human) {
            (BoardSide::Fixed(c), _) => c,
            (BoardSide::ToMove, Some(c)) => c,
            (BoardSide::ToMove, None) if over => Color::White,
            (BoardSide::ToMove, None) => to_move,
        }
    }
}
