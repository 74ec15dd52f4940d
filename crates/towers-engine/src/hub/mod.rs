//! The Hub protocol, version 2 (Scan 3.x's, which Hub GUIs and pydraughts' `HubEngine`
//! speak), engine side and without I/O: `towers hub` (src/cli/hub.rs) runs it on stdin and
//! stdout. International draughts only (Hub's `normal` variant).
//!
//! - [`syntax`]: the words of a line (`command name=value name="quoted value" flag`);
//! - [`command`]: the GUI's commands, typed;
//! - [`board`]: Hub positions (`W` or `B` then a letter per square) to and from positions;
//! - [`moves`]: Hub move texts (`32-28`, `28x19x23` with the taken pieces) to and from moves;
//! - [`budget`]: a `level` as search limits (a clock shared over the moves to come);
//! - [`report`]: the `info`, `done` and `error` lines;
//! - [`session`]: what each command does to the state, and what it asks the caller to do.

pub mod board;
pub mod budget;
pub mod command;
pub mod moves;
pub mod report;
pub mod session;
pub mod syntax;

use crate::eval::Tweak;

/// Contempt of the Hub engine when `towers hub --tweak` sets none: 0, a draw scores equal.
/// Contempt is a bet that the opponent is the weaker side (the Discord bot, which plays
/// people, keeps [`crate::search::CONTEMPT_DEFAULT`]); a Hub GUI puts any engine against it,
/// as strong as Scan. Against Scan 2.0, over the same 200 ballot games played twice each,
/// contempt 0 scored 12/289/99 (39.1 %) and the bot's 0.15 of a man 9/276/115 (36.75 %):
/// about +18 Elo, the interval holding 0 (`benches/peers/RESULTS.md`, "Contempt against Scan 2.0").
pub const CONTEMPT: i32 = 0;

/// The switches of the Hub engine: `tweak`, with [`CONTEMPT`] where it sets no contempt.
pub fn engine_tweak(tweak: Tweak) -> Tweak {
    Tweak {
        contempt: tweak.contempt.or(Some(CONTEMPT)),
        ..tweak
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hub_scores_draws_even_unless_told_otherwise() {
        assert_eq!(engine_tweak(Tweak::default()).contempt, Some(0));
        let told: Tweak = "contempt=15,iir=1".parse().unwrap();
        let kept = engine_tweak(told);
        assert_eq!((kept.contempt, kept.iir), (Some(15), Some(1)));
    }
}
