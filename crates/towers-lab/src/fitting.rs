//! What the evaluation fits share ([`crate::texel`], [`crate::texel_towers`],
//! [`crate::patterns`]): a self-play game whose positions are labelled with its result, the
//! logistic curve that turns an evaluation into an expected result, and the curve's scale that
//! fits a set best.

use crate::players::{Player, Seat};
use towers_engine::Level;
use towers_rules::{Color, Game, Outcome, Position};

/// Plays `game` on with `seat` until it ends, reaches `ply_cap` plies or a side has no move
/// (both a draw here), keeping what `keep` makes of each position before its move. Returns
/// those and the game's result for White: 1, 0.5 or 0.
pub(crate) fn labelled_game<T>(
    mut game: Game,
    seat: &mut Seat,
    ply_cap: u32,
    mut keep: impl FnMut(&Position) -> Option<T>,
) -> (Vec<T>, f32) {
    let mut kept = Vec::new();
    let result = loop {
        if let Some(outcome) = game.outcome() {
            break match outcome {
                Outcome::Win { winner, .. } => f32::from(u8::from(winner == Color::White)),
                Outcome::Draw { .. } => 0.5,
            };
        }
        if game.moves().len() >= ply_cap as usize {
            break 0.5;
        }
        kept.extend(keep(game.position()));
        match seat.pick(&game) {
            Some(mv) => game.play(mv),
            None => break 0.5,
        }
    };
    (kept, result)
}

/// The expected result of an evaluation `e` (hundredths of a man) on the logistic curve of
/// scale `k`.
pub(crate) fn sigmoid(k: f64, e: f64) -> f64 {
    1.0 / (1.0 + (-k * e).exp())
}

/// The scale `k` (per hundredth of a man) with the least `loss`: a golden-section search over
/// 0.0001-0.05.
pub(crate) fn best_k(loss: impl Fn(f64) -> f64) -> f64 {
    let (mut a, mut b) = (0.0001f64, 0.05f64);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..40 {
        let c = b - g * (b - a);
        let d = a + g * (b - a);
        if loss(c) < loss(d) {
            b = d;
        } else {
            a = c;
        }
    }
    (a + b) / 2.0
}

/// Plays games `0..games` of the full-strength engine against itself on `threads` threads
/// (game `g` on thread `g % threads`, whose seat `seat_of(thread)` makes), `play` turning
/// each into what it keeps; `progress` is told the number of games finished.
pub(crate) fn self_play<T: Send>(
    games: u32,
    threads: usize,
    seat_of: impl Fn(Player, usize) -> Seat + Sync,
    play: impl Fn(&mut Seat, u32) -> Vec<T> + Sync,
    progress: &(dyn Fn(u32) + Sync),
) -> Vec<T> {
    let threads = threads.max(1);
    let player = Level::new(Level::MAX).map_or(Player::Greedy, Player::Level);
    let done = std::sync::atomic::AtomicU32::new(0);
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let (done, seat_of, play) = (&done, &seat_of, &play);
                scope.spawn(move || {
                    let mut out = Vec::new();
                    let mut seat = seat_of(player, t);
                    let mut g = t as u32;
                    while g < games {
                        out.extend(play(&mut seat, g));
                        let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                        progress(n);
                        g += threads as u32;
                    }
                    out
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    })
}
