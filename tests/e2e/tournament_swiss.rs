//! A 16-player, 5-round Swiss run to its podium through the stand-in Discord with no human
//! step, on a manual clock: 15 players join by the button, the director starts it, and
//! scripted players play every game in its thread (two moves, then the loser resigns). Two
//! players forfeit (they never move in the first game they have Black, so the deadline
//! forfeits and withdraws them), one joins late (after round 1 is paired: a half-point bye
//! for it), one withdraws at the start of round 3 (plays that round's game, then is not
//! paired again). The clock jumps to the deadline only when a round waits for a forfeit.

use crate::support;

use std::collections::HashSet;

use support::fake_discord::FakeUser;
use support::manual_bot::{create_event, pictures_until_podium, until, ManualBot};
use support::transcript::button_id;
use towers::service::api::{BoardResult, TournamentState};

const DAY: u64 = 24 * 3_600;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sixteen_player_swiss_of_scripted_players_runs_to_its_podium() {
    support::logs::capture();
    let ManualBot {
        dir: _dir,
        fake,
        clock,
        service,
        bot,
    } = ManualBot::start(1_800_000_000).await;
    let director = fake.user("dora");
    let names = [
        "ann", "ben", "cat", "dan", "eve", "fay", "gus", "hal", "ivy", "jon", "kim", "lea", "max",
        "ned", "wes", "lou",
    ];
    let users: Vec<FakeUser> = names.iter().map(|n| fake.user(n)).collect();
    let by_id = |id: u64| users.iter().find(|u| u.id == id).expect("a player");
    let (fay, gus, wes, lou) = (users[5].id, users[6].id, users[14].id, users[15].id);
    let channel = fake.new_channel();

    // Days per move longer than the round, so that only the deadline decides a game
    // nobody finished.
    let (home, announcement) = create_event(
        &fake,
        channel,
        &director,
        "tournament create",
        &[
            ("variant", "Russian draughts"),
            ("rounds", "5"),
            ("time", "30days"),
            ("round_days", "1"),
            ("name", "Sixteen"),
        ],
    )
    .await;
    let join = button_id(&announcement, "Join");
    let id = join.split(':').nth(2).unwrap().to_string();
    let message = fake.message_of(home, &announcement);
    for u in &users[..15] {
        let answer = fake.click(home, u, &join, message.clone()).await;
        assert!(answer.content().contains("joined Sixteen"), "{answer:?}");
    }
    fake.slash_in(home, &director, "tournament start", &[("id", &id)])
        .await;
    let tid: u64 = id.parse().unwrap();

    let mut forfeited: HashSet<u64> = HashSet::new();
    for round in 1..=5u32 {
        // Every board of the round has its thread and game.
        let t = until(&format!("round {round}'s boards opened"), || {
            let t = service.tournament(tid).ok()?;
            let r = t.round_list.iter().find(|r| r.number == round)?;
            r.boards
                .iter()
                .all(|b| b.game.is_some() || b.result.is_some())
                .then_some(t)
        })
        .await;
        if round == 1 {
            let joined = fake
                .slash_in(home, by_id(lou), "tournament join", &[("id", &id)])
                .await;
            assert!(joined.content().contains("joined late"), "{joined:?}");
        }
        if round == 3 {
            let left = fake
                .slash_in(home, by_id(wes), "tournament leave", &[("id", &id)])
                .await;
            assert!(!left.is_ephemeral(), "{left:?}");
        }
        let r = t.round_list.iter().find(|r| r.number == round).unwrap();
        let mut waiting_for_deadline = false;
        for (i, b) in r.boards.iter().enumerate() {
            let thread = b.channel.expect("a thread");
            let forfeits = [fay, gus].contains(&b.black) && forfeited.insert(b.black);
            let (white, black) = (by_id(b.white), by_id(b.black));
            let played = fake
                .slash_in_thread(thread, channel, white, "move", &[("notation", "c3-d4")])
                .await;
            assert!(!played.is_ephemeral(), "{played:?}");
            if forfeits {
                waiting_for_deadline = true;
                continue;
            }
            let replied = fake
                .slash_in_thread(thread, channel, black, "move", &[("notation", "f6-g5")])
                .await;
            assert!(!replied.is_ephemeral(), "{replied:?}");
            let loser = if (i + round as usize).is_multiple_of(2) {
                black
            } else {
                white
            };
            fake.slash_in_thread(thread, channel, loser, "resign", &[])
                .await;
        }
        if waiting_for_deadline {
            clock.advance(DAY + 120);
        }
        until(&format!("round {round} closed"), || {
            let t = service.tournament(tid).ok()?;
            t.round_list
                .iter()
                .find(|r| r.number == round)
                .is_some_and(|r| r.closed)
                .then_some(())
        })
        .await;
    }
    let t = until("the tournament finished", || {
        service
            .tournament(tid)
            .ok()
            .filter(|t| t.state == TournamentState::Finished)
    })
    .await;
    assert_eq!(t.round_list.len(), 5);
    // The forfeiters lost by forfeit and were withdrawn; the late joiner and the withdrawn
    // player are as scripted.
    assert_eq!(forfeited.len(), 2, "both forfeiters had Black once");
    let forfeits = t
        .round_list
        .iter()
        .flat_map(|r| &r.boards)
        .filter(|b| b.result == Some(BoardResult::BlackForfeits))
        .count();
    assert_eq!(forfeits, 2);
    for who in [fay, gus, wes] {
        assert!(t.entrant(who).unwrap().withdrawn, "{who}");
    }
    assert_eq!(t.entrant(lou).unwrap().joined_round, 2);
    let plays_after = |who: u64, round: u32| {
        t.round_list
            .iter()
            .filter(|r| r.number > round)
            .flat_map(|r| &r.boards)
            .any(|b| b.white == who || b.black == who)
    };
    assert!(!plays_after(wes, 3));
    // The end posts the podium (720 × 420), each round's end the standings picture.
    let sizes = pictures_until_podium(&fake, home).await;
    // Five standings pictures (16 rows and their cross-table) and the podium.
    let standings_h = 14 + 56 + 34 + 34 * 16 + 14 + 18 + 30 + 36 * 16;
    assert_eq!(
        sizes.iter().filter(|s| s.1 == standings_h).count(),
        5,
        "{sizes:?}"
    );
    assert!(
        fake.schema_violations().is_empty(),
        "{:?}",
        fake.schema_violations()
    );
    bot.stop().await.expect("bot stops cleanly");
}
