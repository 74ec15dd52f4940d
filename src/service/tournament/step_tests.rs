use super::*;
use towers_store::tournament::{Format, GamePace, PointDisplay};
use towers_store::Player;

/// A Swiss in round `round`, one board (users 1 and 2) with game 5, due at 1,000.
fn running(round: u32) -> TournamentRecord {
    TournamentRecord {
        id: 1,
        name: "t".into(),
        guild: None,
        channel: 9,
        thread: None,
        director: Player {
            id: 7,
            name: "d".into(),
        },
        variant: towers_rules::Variant::Russian,
        options: Default::default(),
        format: Format::Swiss,
        rounds: 5,
        pace: GamePace::PerMove(3_600),
        round_secs: 1_000,
        starts_at: 0,
        rated: true,
        tiebreaks: Vec::new(),
        entry_limit: 10,
        points: PointDisplay::TwoOneZero,
        unfinished: Unfinished::Draw,
        state: State::Running { round },
        players: Vec::new(),
        forbidden: Vec::new(),
        round_list: vec![Round {
            number: round,
            input_trf: String::new(),
            pairs: vec![(1, 2)],
            bye: None,
            boards: vec![Board {
                white: 1,
                black: 2,
                channel: Some(30),
                game: Some(5),
                result: None,
                decided: None,
                opening: Vec::new(),
            }],
            started_at: 0,
            deadline: 1_000,
            reminded: Vec::new(),
            closed: false,
        }],
        created_at: 0,
        event: None,
        micro_match: false,
    }
}

fn seen(round: u32, game: Option<u64>, state: GameState) -> Seen {
    Seen {
        round,
        boards: vec![Some((game, state))],
    }
}

#[test]
fn what_was_seen_of_another_round_or_game_decides_nothing() {
    let won = GameState::Finished(BoardResult::WhiteWins);
    let (t, _) = decide(running(2), &seen(1, Some(5), won.clone()), 10);
    assert_eq!(t.round_list[0].boards[0].result, None);
    let (t, _) = decide(running(2), &seen(2, None, won.clone()), 10);
    assert_eq!(t.round_list[0].boards[0].result, None);
    let (t, d) = decide(running(2), &seen(2, Some(5), won), 10);
    assert_eq!(
        t.round_list[0].boards[0].result,
        Some(BoardResult::WhiteWins)
    );
    assert_eq!(d.closed, Some(2));
}

#[test]
fn the_deadline_decides_by_what_was_played_and_reminds_once() {
    let active = |plies, to_move| GameState::Active {
        plies,
        to_move,
        verdict: None,
    };
    // 24 hours before the deadline of a long round: one reminder to the player to move.
    let mut t = running(1);
    t.round_list[0].deadline = 100_000;
    let (t, d) = decide(t, &seen(1, Some(5), active(2, 2)), 100_000 - 86_000);
    assert_eq!(d.reminders, [(0, 2, 86_000)]);
    let (_, d) = decide(t, &seen(1, Some(5), active(2, 2)), 100_000 - 86_000);
    assert!(d.reminders.is_empty(), "once per threshold");
    for (state, result) in [
        (active(0, 1), BoardResult::DoubleForfeit),
        (active(1, 2), BoardResult::BlackForfeits),
        (active(1, 1), BoardResult::WhiteForfeits),
        (active(7, 1), BoardResult::Draw),
    ] {
        let (t, d) = decide(running(1), &seen(1, Some(5), state.clone()), 1_000);
        assert_eq!(t.round_list[0].boards[0].result, Some(result), "{state:?}");
        assert_eq!(d.deadline, [(0, result)]);
    }
}

#[test]
fn adjudication_takes_the_verdict_and_records_it_as_adjudicated() {
    let active = |verdict| GameState::Active {
        plies: 30,
        to_move: 1,
        verdict,
    };
    for (unfinished, verdict, result, by) in [
        (
            Unfinished::Adjudicate,
            Some(BoardResult::BlackWins),
            BoardResult::BlackWins,
            Decided::Adjudicated,
        ),
        (
            Unfinished::Adjudicate,
            Some(BoardResult::WhiteWins),
            BoardResult::WhiteWins,
            Decided::Adjudicated,
        ),
        (
            Unfinished::Adjudicate,
            Some(BoardResult::Draw),
            BoardResult::Draw,
            Decided::Adjudicated,
        ),
        // The director chose a draw: no verdict is heeded.
        (
            Unfinished::Draw,
            Some(BoardResult::WhiteWins),
            BoardResult::Draw,
            Decided::Deadline,
        ),
        (Unfinished::Draw, None, BoardResult::Draw, Decided::Deadline),
    ] {
        let mut t = running(1);
        t.unfinished = unfinished;
        let (t, d) = decide(t, &seen(1, Some(5), active(verdict)), 1_000);
        let board = &t.round_list[0].boards[0];
        assert_eq!(board.result, Some(result), "{unfinished:?} {verdict:?}");
        assert_eq!(board.decided, Some(by));
        assert_eq!(d.deadline, [(0, result)]);
        // Nobody missed the game, so nobody is withdrawn.
        assert!(t.players.iter().all(|p| !p.withdrawn));
    }
}

#[test]
fn a_game_to_adjudicate_not_judged_yet_waits_for_the_sweep() {
    let mut t = running(1);
    t.unfinished = Unfinished::Adjudicate;
    let not_judged = GameState::Active {
        plies: 30,
        to_move: 1,
        verdict: None,
    };
    let (t, d) = decide(t, &seen(1, Some(5), not_judged), 1_000);
    assert_eq!(t.round_list[0].boards[0].result, None);
    assert!(d.deadline.is_empty() && d.closed.is_none());
}

#[test]
fn a_table_value_is_the_result_for_the_side_to_move() {
    use crate::service::tournament::adjudicate::table_verdict;
    use towers_engine::egdb::Value;
    use towers_rules::Color;
    assert_eq!(
        table_verdict(Value::Win(3), Color::White),
        BoardResult::WhiteWins
    );
    assert_eq!(
        table_verdict(Value::Win(3), Color::Black),
        BoardResult::BlackWins
    );
    assert_eq!(
        table_verdict(Value::Loss(4), Color::White),
        BoardResult::BlackWins
    );
    assert_eq!(
        table_verdict(Value::Loss(4), Color::Black),
        BoardResult::WhiteWins
    );
    assert_eq!(table_verdict(Value::Draw, Color::Black), BoardResult::Draw);
}
