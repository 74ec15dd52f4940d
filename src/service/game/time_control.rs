//! Games with clocks (`/challenge clock:5+3`): reading a time control, starting the clocks,
//! charging each move's time with its Fischer increment, and the flag.
//!
//! The clocks live in the game's record ([`GameClock`]): each side's time at the start of its
//! turn and when the turn began, so a restarted bot reads them as they were. The side to move's
//! clock runs from the start of the game (White's first move is timed too, as on a real
//! clock started at the first move of the game). A side whose time is gone loses: at its next
//! move (the move is not played), or at the timer sweep, whichever comes first; both say
//! `EndStatus::FlagFell`.

use crate::service::game::records::{player_of, result_line};
use crate::service::text::message::Message;
use crate::service::ServiceError;
use towers_rules::Color;
use towers_store::{EndStatus, GameClock, GameRecord, GameResult, GameStatus, TimeControl};

/// The time controls `/challenge clock:` offers, as (minutes, increment seconds).
pub const PRESETS: [(u64, u64); 5] = [(1, 0), (3, 2), (5, 3), (10, 5), (15, 10)];

/// The longest time for the game a typed time control may give each side: 3 hours.
pub const MAX_BASE_MINUTES: u64 = 180;

/// The largest typed increment: one minute a move.
pub const MAX_INCREMENT_SECS: u64 = 60;

/// How a challenge times its game: a time per move (`/challenge time:`), or clocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    /// Seconds for each move, counted from the last move.
    PerMove(u64),
    /// Clocks with a time for the game and an increment per move.
    Clock(TimeControl),
}

/// Reads a time control as chess and draughts players write it, `M+S`: minutes for the game,
/// then the increment in seconds (`5+3`, `1+0`, ` 10 + 5 `). Refused
/// (`refuse-clock-unreadable`, with the presets) when it is not that, or when the minutes are
/// 0 or over [`MAX_BASE_MINUTES`] or the increment over [`MAX_INCREMENT_SECS`]
/// (`refuse-clock-outside`).
pub fn parse_time_control(text: &str) -> Result<TimeControl, ServiceError> {
    let unreadable = || {
        ServiceError::Refused(
            Message::new("refuse-clock-unreadable")
                .text("text", towers_rules::quote::clip(text))
                .text("presets", presets_text()),
        )
    };
    let (minutes, increment) = text.trim().split_once('+').ok_or_else(unreadable)?;
    let minutes: u64 = minutes.trim().parse().map_err(|_| unreadable())?;
    let increment: u64 = increment.trim().parse().map_err(|_| unreadable())?;
    if minutes == 0 || minutes > MAX_BASE_MINUTES || increment > MAX_INCREMENT_SECS {
        return Err(ServiceError::Refused(
            Message::new("refuse-clock-outside")
                .count("max_minutes", MAX_BASE_MINUTES)
                .count("max_increment", MAX_INCREMENT_SECS),
        ));
    }
    Ok(TimeControl {
        base_ms: minutes * 60_000,
        increment_ms: increment * 1000,
    })
}

/// The presets as typed: `1+0, 3+2, 5+3, 10+5, 15+10`.
pub fn presets_text() -> String {
    PRESETS
        .iter()
        .map(|(m, s)| format!("{m}+{s}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `ms` in seconds, with a decimal fraction only when there is one (`3`, `90.5`).
fn seconds(ms: u64) -> String {
    if ms.is_multiple_of(1000) {
        (ms / 1000).to_string()
    } else {
        format!("{}", ms as f64 / 1000.0)
    }
}

/// `control` as typed (`5+3`); a time for the game that is not whole minutes is written in
/// seconds (`90s+0`) so that nothing is rounded away.
pub fn written(control: &TimeControl) -> String {
    let increment = seconds(control.increment_ms);
    if control.base_ms.is_multiple_of(60_000) {
        format!("{}+{increment}", control.base_ms / 60_000)
    } else {
        format!("{}s+{increment}", seconds(control.base_ms))
    }
}

/// `control` as PGN's (and PDN's) `TimeControl` tag writes it: seconds for the game, `+`,
/// the increment in seconds (`300+3`).
pub fn pgn_tag(control: &TimeControl) -> String {
    format!(
        "{}+{}",
        seconds(control.base_ms),
        seconds(control.increment_ms)
    )
}

/// The clocks of a game starting at `now_ms` (Unix milliseconds): both sides have the whole
/// time, the first player's clock runs.
pub fn start(control: TimeControl, now_ms: u64) -> GameClock {
    GameClock {
        control,
        white_ms: control.base_ms,
        black_ms: control.base_ms,
        turn_started_ms: now_ms,
        berserk: Default::default(),
    }
}

/// `side`'s time at the start of its turn (or now, for the side not to move).
fn stored(clock: &GameClock, side: Color) -> u64 {
    match side {
        Color::White => clock.white_ms,
        Color::Black => clock.black_ms,
    }
}

fn stored_mut(clock: &mut GameClock, side: Color) -> &mut u64 {
    match side {
        Color::White => &mut clock.white_ms,
        Color::Black => &mut clock.black_ms,
    }
}

/// `side`'s time left at `now_ms`, when `running` is the side whose clock runs (0 once its
/// flag has fallen); with no clock running (a finished game), as the clocks stopped.
pub fn left(clock: &GameClock, side: Color, running: Option<Color>, now_ms: u64) -> u64 {
    let time = stored(clock, side);
    if running == Some(side) {
        time.saturating_sub(now_ms.saturating_sub(clock.turn_started_ms))
    } else {
        time
    }
}

/// When the flag of `to_move` falls (Unix milliseconds) if it does not move.
pub fn flag_at(clock: &GameClock, to_move: Color) -> u64 {
    clock.turn_started_ms.saturating_add(stored(clock, to_move))
}

/// Whether `to_move`'s flag has fallen at `now_ms`: its time is used up (a move made at the
/// very moment the time runs out is too late).
pub fn fallen(clock: &GameClock, to_move: Color, now_ms: u64) -> bool {
    now_ms >= flag_at(clock, to_move)
}

/// `mover` has moved at `now_ms`: the time its turn took comes off its clock, the increment
/// goes on, and the opponent's turn starts. The caller checks [`fallen`] first.
pub fn charge(clock: &mut GameClock, mover: Color, now_ms: u64) {
    let spent = left(clock, mover, Some(mover), now_ms);
    let berserk = match mover {
        Color::White => clock.berserk.white,
        Color::Black => clock.berserk.black,
    };
    let increment = if berserk {
        0
    } else {
        clock.control.increment_ms
    };
    *stored_mut(clock, mover) = spent.saturating_add(increment);
    clock.turn_started_ms = now_ms;
}

/// `side` goes berserk (an arena's choice before its first move): half of its time goes,
/// and it gets no increment for the rest of the game. Again: nothing more changes.
pub fn go_berserk(clock: &mut GameClock, side: Color) {
    let flag = match side {
        Color::White => &mut clock.berserk.white,
        Color::Black => &mut clock.berserk.black,
    };
    if *flag {
        return;
    }
    *flag = true;
    let time = stored_mut(clock, side);
    *time /= 2;
}

/// A turn ends without a move (a takeback): the time it took comes off `to_move`'s clock,
/// without increment, and a new turn starts at `now_ms`.
pub fn interrupt(clock: &mut GameClock, to_move: Color, now_ms: u64) {
    *stored_mut(clock, to_move) = left(clock, to_move, Some(to_move), now_ms);
    clock.turn_started_ms = now_ms;
}

/// Ends `record`'s game because `loser`'s flag fell: the opponent wins
/// ([`EndStatus::FlagFell`]), at `now` (Unix seconds). Returns the result line.
pub(in crate::service) fn end_on_flag(record: &mut GameRecord, loser: Color, now: u64) -> Message {
    let result = match loser {
        Color::White => GameResult::BlackWins,
        Color::Black => GameResult::WhiteWins,
    };
    let end = EndStatus::FlagFell {
        by: player_of(record, loser).id,
    };
    if let Some(clock) = record.clock.as_mut() {
        *stored_mut(clock, loser) = 0;
    }
    let message = result_line(record, &result, &end);
    record.status = GameStatus::Finished { result, end };
    record.updated_at = now;
    record.draw_offer = None;
    record.takeback_offer = None;
    message
}

/// Both clocks at `now_ms` as one line: "⏱ White 4:05 · Black 5:00" (the running one first
/// marked), for the game's messages.
pub(in crate::service) fn clocks_line(
    clock: &GameClock,
    to_move: Option<Color>,
    now_ms: u64,
) -> Message {
    let read = |side: Color| reading(left(clock, side, to_move, now_ms));
    let running = |side: Color| u64::from(to_move == Some(side));
    Message::new("clocks-line")
        .text("white", read(Color::White))
        .text("black", read(Color::Black))
        .count("white_running", running(Color::White))
        .count("black_running", running(Color::Black))
}

/// A clock reading as players read it: `4:05`, `1:02:03`; under ten seconds with tenths,
/// `0:09.4` (rounded down: the reading never shows time that is not there).
pub fn reading(ms: u64) -> String {
    let secs = ms / 1000;
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else if ms < 10_000 {
        format!("0:0{s}.{}", ms % 1000 / 100)
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn five_three() -> TimeControl {
        TimeControl {
            base_ms: 300_000,
            increment_ms: 3_000,
        }
    }

    #[test]
    fn time_controls_are_read_as_minutes_plus_seconds() {
        assert_eq!(parse_time_control("5+3").unwrap(), five_three());
        assert_eq!(parse_time_control(" 10 + 5 ").unwrap().base_ms, 600_000);
        assert_eq!(parse_time_control("1+0").unwrap().increment_ms, 0);
        for bad in [
            "", "5", "5+", "+3", "5-3", "five+3", "5+3+1", "-1+0", "5+3s",
        ] {
            let Err(ServiceError::Refused(m)) = parse_time_control(bad) else {
                panic!("{bad:?} read");
            };
            assert_eq!(m.ids(), ["refuse-clock-unreadable"], "{bad:?}");
        }
        for outside in ["0+5", "181+0", "5+61"] {
            let Err(ServiceError::Refused(m)) = parse_time_control(outside) else {
                panic!("{outside:?} read");
            };
            assert_eq!(m.ids(), ["refuse-clock-outside"], "{outside:?}");
        }
        for (m, s) in PRESETS {
            let control = parse_time_control(&format!("{m}+{s}")).unwrap();
            assert_eq!(written(&control), format!("{m}+{s}"));
            assert_eq!(pgn_tag(&control), format!("{}+{s}", m * 60));
        }
        let odd = TimeControl {
            base_ms: 90_500,
            increment_ms: 1_500,
        };
        assert_eq!(
            (written(&odd), pgn_tag(&odd)),
            ("90.5s+1.5".into(), "90.5+1.5".into())
        );
    }

    #[test]
    fn a_move_costs_the_time_it_took_and_earns_the_increment() {
        let mut clock = start(five_three(), 1_000_000);
        // White thinks 12.5 s: 287.5 s left, plus 3.
        assert_eq!(
            left(&clock, Color::White, Some(Color::White), 1_012_500),
            287_500
        );
        assert_eq!(
            left(&clock, Color::Black, Some(Color::White), 1_012_500),
            300_000
        );
        charge(&mut clock, Color::White, 1_012_500);
        assert_eq!(clock.white_ms, 290_500);
        assert_eq!(clock.turn_started_ms, 1_012_500);
        // Black's clock runs now; White's stands.
        assert_eq!(
            left(&clock, Color::White, Some(Color::Black), 1_100_000),
            290_500
        );
        assert_eq!(flag_at(&clock, Color::Black), 1_312_500);
        assert!(!fallen(&clock, Color::Black, 1_312_499));
        assert!(fallen(&clock, Color::Black, 1_312_500));
        assert_eq!(left(&clock, Color::Black, Some(Color::Black), 2_000_000), 0);
        // Once the game is over no clock runs: each shows what it had.
        assert_eq!(left(&clock, Color::Black, None, 2_000_000), 300_000);
    }

    #[test]
    fn berserk_halves_the_time_once_and_drops_the_increment() {
        let mut clock = start(five_three(), 0);
        go_berserk(&mut clock, Color::Black);
        go_berserk(&mut clock, Color::Black);
        assert_eq!((clock.white_ms, clock.black_ms), (300_000, 150_000));
        charge(&mut clock, Color::White, 10_000);
        assert_eq!(clock.white_ms, 293_000, "White keeps its increment");
        charge(&mut clock, Color::Black, 20_000);
        assert_eq!(clock.black_ms, 140_000, "Black's move earns nothing");
    }

    #[test]
    fn a_takeback_stops_the_turn_without_an_increment() {
        let mut clock = start(five_three(), 0);
        interrupt(&mut clock, Color::White, 20_000);
        assert_eq!(clock.white_ms, 280_000);
        assert_eq!(clock.turn_started_ms, 20_000);
    }

    #[test]
    fn readings_show_minutes_and_seconds_and_tenths_at_the_end() {
        assert_eq!(reading(300_000), "5:00");
        assert_eq!(reading(245_999), "4:05");
        assert_eq!(reading(3_723_000), "1:02:03");
        assert_eq!(reading(9_499), "0:09.4");
        assert_eq!(reading(0), "0:00.0");
        assert_eq!(reading(10_000), "0:10");
    }
}
