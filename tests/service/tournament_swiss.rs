//! A whole Swiss run by the service with no human step: 16 scripted players and a late
//! joiner, 5 rounds, a manual clock, forfeits and a double forfeit, a withdrawal, a game
//! decided at the deadline, reminders, the store reopened mid-round and every sweep run
//! twice. Each round's pairing is what `towers_pairing::pair` gives for its stored TRF input.

use std::collections::HashSet;
use std::sync::Arc;

use towers::service::api::{BoardResult, GamePace, Notice, TournamentSpec, TournamentState};
use towers::service::game::clock::ManualClock;
use towers::service::GameService;
use towers_pairing::{pair, trf};
use towers_rules::Variant;
use towers_store::{Player, SledStore, Store};

use crate::players::T0;
use crate::store_fixtures::named;

const HOME: u64 = 900_000;
const DAY: u64 = 24 * 3_600;

fn service(dir: &std::path::Path, clock: &ManualClock) -> GameService {
    let store: Arc<dyn Store> = Arc::new(SledStore::open(dir).unwrap());
    GameService::new(store).with_clock(clock.clone())
}

fn players() -> Vec<Player> {
    let names = [
        "Anna",
        "Boris",
        "Chloé",
        "Dmitri",
        "Eva",
        "Fedor",
        "Grete",
        "Hugo",
        "Ines",
        "Jan",
        "Katya",
        "Lev",
        "Марина",
        "Nico",
        "Olga",
        "Piet",
    ];
    names
        .iter()
        .enumerate()
        .map(|(i, n)| named(2001 + i as u64, n))
        .collect()
}

/// Sweeps at `now`, and again: the second pass finds nothing to do or say.
fn sweep(s: &GameService, now: u64) -> Vec<Notice> {
    let notices = s.sweep(now).unwrap();
    assert_eq!(s.sweep(now).unwrap(), Vec::new(), "a second sweep at {now}");
    notices
}

/// The front end's part: every board waiting gets a channel of its own.
fn open_boards(s: &GameService, next_channel: &mut u64, now: u64) {
    for w in s.tournament_boards_waiting().unwrap() {
        *next_channel += 1;
        s.open_board(w.tournament, w.round, w.board, *next_channel, now)
            .unwrap();
        // Opening again in the same channel starts nothing new.
        s.open_board(w.tournament, w.round, w.board, *next_channel, now)
            .unwrap();
    }
    assert!(s.tournament_boards_waiting().unwrap().is_empty());
}

/// The player to move in `channel` plays their first legal move.
fn play_one(s: &GameService, channel: u64, who: &Player, now: u64) {
    let moves = s.move_choices(channel, who.id, "").unwrap();
    s.play(channel, who, &moves[0], now).unwrap();
}

/// What a board's players do in a round.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Script {
    WhiteWins,
    BlackWins,
    Draw,
    /// Both move once and stop: decided at the deadline.
    Unfinished,
    /// White moves, Black never does.
    BlackAbsent,
    /// Nobody moves.
    NobodyMoves,
}

fn by_id(all: &[Player], id: u64) -> Player {
    all.iter().find(|p| p.id == id).unwrap().clone()
}

fn run(s: &GameService, channel: u64, white: &Player, black: &Player, script: Script, now: u64) {
    match script {
        Script::NobodyMoves => {}
        Script::BlackAbsent => play_one(s, channel, white, now),
        _ => {
            play_one(s, channel, white, now);
            play_one(s, channel, black, now);
            match script {
                Script::WhiteWins => drop(s.resign(channel, black, now, None).unwrap()),
                Script::BlackWins => drop(s.resign(channel, white, now, None).unwrap()),
                Script::Draw => {
                    s.draw(channel, white, now, None).unwrap();
                    s.draw(channel, black, now, None).unwrap();
                }
                _ => {}
            }
        }
    }
}

#[test]
fn a_sixteen_player_swiss_runs_to_its_final_standings_by_itself() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::at(T0);
    let mut s = service(dir.path(), &clock);
    let director = named(1000, "director");
    let mut everyone = players();
    let late = named(2017, "Quentin");
    everyone.push(late.clone());
    let ghost = everyone[12].id; // misses round 2
    let leaver = everyone[4].clone(); // withdraws during round 3

    let mut spec = TournamentSpec::new(HOME, Variant::Russian);
    spec.name = Some("Winter Swiss".into());
    spec.guild = Some(77);
    spec.rounds = Some(5);
    spec.pace = Some(GamePace::PerMove(DAY));
    spec.starts_at = Some(T0 + 3_600);
    let t = s.create_tournament(&spec, &director, T0).unwrap();
    assert_eq!(t.round_secs, 7 * DAY);
    for p in &everyone[..16] {
        s.join_tournament(t.id, p, T0).unwrap();
    }
    assert!(sweep(&s, T0 + 60).is_empty(), "nothing before the start");

    let mut next_channel = 50_000;
    let mut met: HashSet<(u64, u64)> = HashSet::new();
    let mut now = T0 + 3_600;
    let notices = sweep(&s, now);
    assert!(notices.iter().any(|n| n.channel == HOME
        && n.reply.text().contains("Round 1 of 5")
        && n.reply.text().contains("<t:")));

    for round in 1..=5u32 {
        clock.set(now);
        let t = s.tournament(t.id).unwrap();
        assert_eq!(t.state, TournamentState::Running { round });
        let r = t.round_list.last().unwrap().clone();
        // The stored input pairs to the stored output.
        let input = trf::read(&r.input_trf).unwrap();
        let again = pair(&input).unwrap();
        assert_eq!(again.boards, r.pairs, "round {round}");
        let bye_number = again
            .bye
            .map(|n| t.players.iter().find(|e| e.number == n).unwrap().player.id);
        assert_eq!(bye_number, r.bye, "round {round}'s bye");
        for b in &r.boards {
            let key = (b.white.min(b.black), b.white.max(b.black));
            assert!(!met.contains(&key), "round {round}: a rematch {key:?}");
        }
        if round == 2 {
            // A late joiner, until half the rounds: paired from round 3.
            let joined = s.join_tournament(t.id, &late, now).unwrap();
            assert!(joined.to_string().contains("round 3"), "{joined}");
        }
        if round == 3 {
            assert_eq!(
                t.entrant(late.id).map(|e| e.number),
                Some(17),
                "the late joiner's number follows the others"
            );
            assert!(r
                .boards
                .iter()
                .any(|b| b.white == late.id || b.black == late.id));
        }
        open_boards(&s, &mut next_channel, now);
        let t = s.tournament(t.id).unwrap();
        let r = t.round_list.last().unwrap().clone();
        let mut to_deadline = false;
        for (i, b) in r.boards.iter().enumerate() {
            let (white, black) = (by_id(&everyone, b.white), by_id(&everyone, b.black));
            let script = if round == 2 && b.black == ghost {
                Script::BlackAbsent
            } else if round == 2 && b.white == ghost {
                Script::NobodyMoves
            } else if round == 4 && i == 0 {
                Script::Unfinished
            } else {
                match (round as usize + i) % 3 {
                    0 => Script::WhiteWins,
                    1 => Script::BlackWins,
                    _ => Script::Draw,
                }
            };
            to_deadline |= matches!(
                script,
                Script::Unfinished | Script::BlackAbsent | Script::NobodyMoves
            );
            run(&s, b.channel.unwrap(), &white, &black, script, now);
            if matches!(
                script,
                Script::WhiteWins | Script::BlackWins | Script::Draw | Script::Unfinished
            ) {
                met.insert((b.white.min(b.black), b.white.max(b.black)));
            }
        }
        if round == 3 {
            s.leave_tournament(t.id, &leaver).unwrap();
            // A restart mid-round: the store reopened, nothing lost or doubled.
            drop(s);
            s = service(dir.path(), &clock);
        }
        if to_deadline {
            // Reminders once each at -24 h and -1 h, then the deadline decides.
            let notices = sweep(&s, r.deadline - 23 * 3_600);
            assert!(notices.iter().any(|n| n.reply.text().contains("left")));
            let notices = sweep(&s, r.deadline - 1_800);
            assert!(notices.iter().any(|n| n.reply.text().contains("left")));
            now = r.deadline;
        }
        let notices = sweep(&s, now);
        assert!(
            notices.iter().any(|n| n.channel == HOME
                && n.reply
                    .text()
                    .contains(&format!("Round {round} of Winter Swiss is over"))),
            "round {round}: {:?}",
            notices.iter().map(|n| n.reply.text()).collect::<Vec<_>>()
        );
        let t = s.tournament(t.id).unwrap();
        let done = t.round_list.iter().find(|x| x.number == round).unwrap();
        assert!(done.closed);
        if round == 2 {
            let results: Vec<BoardResult> = done
                .boards
                .iter()
                .filter(|b| b.white == ghost || b.black == ghost)
                .filter_map(|b| b.result)
                .collect();
            assert!(
                results == [BoardResult::BlackForfeits] || results == [BoardResult::DoubleForfeit],
                "{results:?}"
            );
            assert!(
                t.entrant(ghost).unwrap().withdrawn,
                "a missed game withdraws"
            );
            // The ghost comes back for round 4.
        }
        if round == 3 {
            assert!(t.entrant(ghost).unwrap().withdrawn);
            s.join_tournament(t.id, &by_id(&everyone, ghost), now)
                .unwrap();
        }
        if round == 4 {
            let first = &done.boards[0];
            assert_eq!(
                first.result,
                Some(BoardResult::Draw),
                "decided at the deadline"
            );
        }
        if round >= 4 {
            let paired = |x: &towers_store::tournament::Round| {
                x.boards
                    .iter()
                    .any(|b| b.white == leaver.id || b.black == leaver.id)
                    || x.bye == Some(leaver.id)
            };
            assert!(!paired(done), "the withdrawn player is not paired");
        }
        now += 3_600;
    }

    let t = s.tournament(t.id).unwrap();
    assert_eq!(t.state, TournamentState::Finished);
    assert_eq!(t.round_list.len(), 5);
    let rows = s.tournament_standings(t.id).unwrap();
    assert_eq!(rows.len(), 17);
    assert!(rows.windows(2).all(|w| w[0].points >= w[1].points));
    let files = s.export_tournament(t.id).unwrap();
    let read = trf::read(&files.trf).unwrap();
    assert_eq!(read.players.len(), 17);
    assert_eq!(read.played, 5);
    assert!(files.pdn.contains("[Event \"Winter Swiss\"]"));
    // Finished: the sweep leaves it alone.
    assert!(sweep(&s, now + 30 * DAY).is_empty());
}
