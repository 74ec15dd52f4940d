//! The fitted Bashni and Lasca evaluations (`towers tune --variant ...`): the tuning's
//! features, weighted by the weights in use, give the engine's evaluation on the positions of
//! a recorded Lasca game (`../shared/games` holds no Bashni record; Bashni is checked on
//! random games by the library's own tests, with `tuned=0` bringing back the hand-made values).

use crate::records;

use towers_engine::eval::evaluate;
use towers_engine::features::towers::{features, TowerWeights};
use towers_rules::{pdn, Color, Variant};

#[test]
fn features_times_weights_is_the_evaluation_on_a_recorded_lasca_game() {
    let Some(dir) = records::games_dir() else {
        return;
    };
    let bytes = std::fs::read(dir.join("lasca/lasca-org__game1-1976-partial.txt")).unwrap();
    let games = pdn::read(&pdn::decode(&bytes)).unwrap();
    let game = pdn::replay(&games[0], Variant::Lasca).unwrap();
    let w = TowerWeights::current(Variant::Lasca);
    let mut pos = game.start().clone();
    let mut checked = 0;
    for mv in game.moves() {
        if let Some(f) = features(&pos) {
            let e = evaluate(&pos);
            let white = if pos.side_to_move() == Color::White {
                e
            } else {
                -e
            };
            assert!(
                (w.eval(&f) - f64::from(white)).abs() <= 1.0,
                "{} vs {white}",
                w.eval(&f)
            );
            checked += 1;
        }
        pos = pos.play(mv);
    }
    assert!(checked >= 10, "{checked}");
}
