//! The busy boards of issue 15 part 6, shared by `tests/logic/render.rs` and `benches/render.rs`
//! (`#[path]`-included by both): for each board size the busiest position (largest PNG) of
//! 25 seeded random games of 70 plies, with the capture that led to it drawn (route, jumped
//! squares, tints), the must-capture marks and the piece count, as the bot sends them
//! (`service::board_view`).

#![allow(dead_code)]

use towers::service::board::view::board_view;
use towers_render::BoardView;
use towers_rules::{Color, Game, Position, Variant};

/// Variant, random-game seed and plies played (found by picking the largest PNG over seeds
/// 0..25, plies 1..=70): 7×7 Lasca with towers of 4, 8×8 Bashni with towers of 3 and 4,
/// 10×10 international and 12×12 Canadian with square numbers.
pub const BUSY: [(Variant, u64, usize); 4] = [
    (Variant::Lasca, 5, 24),
    (Variant::Bashni, 14, 26),
    (Variant::International, 0, 47),
    (Variant::Canadian, 10, 53),
];

/// The seeded random game of `variant` (each ply a uniformly drawn legal move), `plies` long.
pub fn random_game(variant: Variant, seed: u64, plies: usize) -> Game {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut game = Game::from_position(Position::initial(variant));
    for _ in 0..plies {
        let moves = game.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.usize(..moves.len())]);
    }
    game
}

/// The board after `plies` plies of the seeded random game, its last move drawn, as the bot
/// sends it, and the game.
pub fn busy(variant: Variant, seed: u64, plies: usize) -> (BoardView, Game) {
    let game = random_game(variant, seed, plies);
    let (before, last) = game.last_move().expect("a ply was played");
    let view = board_view(&before.play(last), Some(last), Color::White, false);
    (view, game)
}
