//! End to end, puzzles through the stand-in Discord (tests/E2E_COVERAGE.md): `/puzzle` posts
//! a board from the solver's side with the task, `/solve` autocompletes the puzzle's legal
//! moves, a solution of several moves is played with the bot's forced replies (across a
//! restart), a wrong move gets the engine's refutation and the solution, rated puzzles move
//! the player's puzzle rating, `/solve` without a puzzle is refused privately, and the daily
//! puzzle is posted once per UTC day in the channel chosen with `/configure`.
//!
//! The channel's log goes to `target/transcript-puzzle.txt` (the build's target directory):
//! `cargo test --test e2e puzzle:: -- --nocapture --test-threads 1`.

use crate::support;

use std::sync::Arc;
use std::time::Duration;

use support::bot::{config_for, RunningBot};
use support::e2e::*;
use support::stores::SharedStore;
use support::sweeps::Sweeps;
use support::transcript::{assert_reviewed, target_dir, Channel};
use towers::service::game::clock::ManualClock;
use towers::service::puzzle::store::{decode, PlayerRating};
use towers::service::GameService;
use towers_engine::puzzle_claim::{Claim, Theme};
use towers_engine::puzzles::{self, Puzzle};
use towers_rules::{fen, notation, Variant};
use towers_store::{SledStore, Store, Table};

/// The shipped Russian set.
fn russian() -> Vec<Puzzle> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/puzzles/russian.jsonl"
    ))
    .expect("the Russian set");
    puzzles::read(&text).expect("it reads").1
}

/// The number in `#17` of a puzzle's title.
fn number_in(text: &str) -> u32 {
    let after = text.split('#').nth(1).expect("a puzzle number");
    after
        .chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .expect("digits")
}

/// A legal move of `puzzle`'s position that is not its solution (nor reaches the same
/// position).
fn wrong_move(puzzle: &Puzzle) -> String {
    let pos = fen::read(Variant::Russian, &puzzle.fen).unwrap();
    let right = pos.play(&notation::resolve(&pos, &puzzle.solution[0]).unwrap());
    let mv = pos
        .legal_moves()
        .into_iter()
        .find(|m| pos.play(m) != right)
        .expect("a puzzle has another move");
    notation::write(&pos, &mv)
}

/// `user`'s stored puzzle rating.
fn stored_rating(sled: &SledStore, user: u64) -> Option<PlayerRating> {
    sled.load_entry(Table::Puzzles, &format!("player/{user}"))
        .unwrap()
        .map(|bytes| decode(&bytes).unwrap())
}

/// Appends `channel`'s log under `title` to `target/transcript-puzzle.txt` (the first test
/// to run starts it afresh); when `reviewed` (the run repeats it word for word), also
/// compares it with its reviewed copy (`tests/transcripts/puzzle-<title>.snap`).
fn keep_transcript(title: &str, channel: &Channel<'_>, reviewed: bool) {
    use std::io::Write;
    static STARTED: std::sync::Once = std::sync::Once::new();
    let path = format!("{}/transcript-puzzle.txt", target_dir());
    STARTED.call_once(|| {
        let _ = std::fs::remove_file(&path);
    });
    let text = format!("## {title}\n\n{}", channel.render());
    print!("{text}");
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)
        .expect("the transcript file");
    file.write_all(text.as_bytes()).expect("written");
    if reviewed {
        assert_reviewed(&format!("puzzle-{}", slug(title)), &text);
    }
}

/// `title` in lower case, words joined by `-`: a file name.
fn slug(title: &str) -> String {
    title
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join("-")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_of_several_moves_is_solved_with_the_bots_forced_replies_across_a_restart() {
    let set = russian();
    let (number, puzzle) = set
        .iter()
        .zip(1u32..)
        .map(|(p, n)| (n, p))
        .find(|(_, p)| p.solution.len() >= 4)
        .expect("a Russian puzzle of two moves or more");
    let (fake, bot, sled, dir) = start().await;
    let alice = fake.user("alice");
    let mut channel = Channel::new(&fake, fake.default_channel(), &[&alice]);

    // No puzzle yet: refused privately, nothing stored.
    let refused = channel
        .slash(&alice, "solve", &[("move", &puzzle.solution[0])])
        .await;
    assert_private(&refused, "/solve without a puzzle");
    assert!(
        refused.content().contains("no puzzle open"),
        "{}",
        refused.content()
    );
    assert!(choices(
        &fake
            .autocomplete(channel.id, &alice, "solve", "move", "")
            .await
    )
    .is_empty());

    let posted = channel
        .slash(
            &alice,
            "puzzle",
            &[
                ("variant", "Russian draughts"),
                ("number", &number.to_string()),
            ],
        )
        .await;
    assert_public(&posted, None, "/puzzle");
    let text = posted.content();
    assert!(
        text.contains(&format!(
            "Russian draughts #{number} (chosen by number, not rated)"
        )),
        "{text}"
    );
    let side = if puzzle.fen.starts_with('W') {
        "White"
    } else {
        "Black"
    };
    assert!(text.contains(&format!("{side} to play and win")), "{text}");
    assert!(text.contains("/solve"), "{text}");
    let shown = board(&posted);

    // The autocomplete offers the puzzle's legal moves, the solution among them.
    let offered = choices(
        &fake
            .autocomplete(channel.id, &alice, "solve", "move", "")
            .await,
    );
    assert!(offered.contains(&puzzle.solution[0]), "{offered:?}");

    let first = channel
        .slash(&alice, "solve", &[("move", &puzzle.solution[0])])
        .await;
    assert_public(&first, None, "the first right move");
    assert_eq!(
        first.content(),
        format!(
            "Alice: {} is right. I answer {}; your move.",
            puzzle.solution[0], puzzle.solution[1]
        )
    );
    // (Not assert_ne!: a failure would print every pixel.)
    assert!(board(&first) != shown, "the board after the bot's reply");

    // A restart keeps the open puzzle where it stood.
    bot.stop().await.expect("bot stops cleanly");
    let bot = RunningBot::start(config_for(&fake, dir.path()), SharedStore(sled.clone()));
    fake.wait_identified(2).await;
    let again = channel.slash(&alice, "puzzle", &[]).await;
    assert!(
        again
            .content()
            .contains("You still have this puzzle open here"),
        "{}",
        again.content()
    );
    assert!(
        board(&again) == board(&first),
        "the same position after a restart"
    );

    let mut ply = 2;
    let mut last = again;
    while ply < puzzle.solution.len() {
        last = channel
            .slash(&alice, "solve", &[("move", &puzzle.solution[ply])])
            .await;
        assert_public(&last, None, "a right move");
        ply += 2;
    }
    let solved = last.content();
    assert!(
        solved.starts_with(&format!(
            "Alice solved Russian draughts #{number}: {}",
            puzzle.solution.join(" ")
        )),
        "{solved}"
    );
    assert!(!solved.contains("Puzzle rating"), "unrated: {solved}");
    // Solved: the puzzle is closed.
    let closed = channel
        .slash(&alice, "solve", &[("move", &puzzle.solution[0])])
        .await;
    assert_private(&closed, "/solve after the puzzle was solved");
    keep_transcript(
        "A puzzle of several moves, across a restart",
        &channel,
        true,
    );
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_move_gets_the_refutation_and_rated_puzzles_move_the_puzzle_rating() {
    let set = russian();
    let (fake, bot, sled, _dir) = start().await;
    let alice = fake.user("alice");
    let mut channel = Channel::new(&fake, fake.default_channel(), &[&alice]);

    // A rated puzzle near 1500, answered wrongly.
    let posted = channel
        .slash(&alice, "puzzle", &[("variant", "Russian draughts")])
        .await;
    assert_public(&posted, None, "/puzzle");
    assert!(
        posted.content().contains("(puzzle rating "),
        "{}",
        posted.content()
    );
    let number = number_in(posted.content());
    let puzzle = &set[number as usize - 1];
    let wrong = wrong_move(puzzle);
    // A text that is no move is refused and keeps the puzzle open.
    let unreadable = channel.slash(&alice, "solve", &[("move", "z9")]).await;
    assert_private(&unreadable, "an unreadable move");
    let failed = channel.slash(&alice, "solve", &[("move", &wrong)]).await;
    assert_public(&failed, None, "the wrong move");
    let text = failed.content();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert!(
        lines[0].starts_with(&format!("Alice: {wrong} is not it. My answer: ")),
        "{text}"
    );
    assert_eq!(
        lines[1],
        format!(
            "The solution of Russian draughts #{number}: {}",
            puzzle.solution.join(" ")
        )
    );
    assert!(lines[2].starts_with("Puzzle rating 1500 → "), "{text}");
    assert!(lines[2].ends_with(")."), "{text}");
    let after_loss = stored_rating(&sled, alice.id).expect("a stored rating");
    assert!(after_loss.rating < 1500.0, "{after_loss:?}");
    assert_eq!((after_loss.solved, after_loss.failed), (0, 1));
    board(&failed);

    // The next puzzle, solved: the rating goes up again.
    let posted = channel
        .slash(&alice, "puzzle", &[("variant", "Russian draughts")])
        .await;
    let next = number_in(posted.content());
    assert_ne!(next, number, "the puzzle just tried is not offered again");
    let puzzle = &set[next as usize - 1];
    let mut last = posted;
    for mv in puzzle.solution.iter().step_by(2) {
        last = channel.slash(&alice, "solve", &[("move", mv)]).await;
    }
    let text = last.content();
    assert!(
        text.contains(&format!("Puzzle rating {:.0} → ", after_loss.rating)) && text.contains("(+"),
        "{text}"
    );
    let after_win = stored_rating(&sled, alice.id).unwrap();
    assert!(after_win.rating > after_loss.rating, "{after_win:?}");
    assert_eq!((after_win.solved, after_win.failed), (1, 1));
    // The puzzles' own ratings moved the other way.
    let moved = sled
        .entries_with_prefix(Table::Puzzles, "puzzle/russian/")
        .unwrap();
    assert_eq!(moved.len(), 2, "{moved:?}");
    // The puzzles are drawn at random: no reviewed copy.
    keep_transcript("A wrong move, then a rated solve", &channel, false);
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

/// The sweep interval of the daily-puzzle test.
const SWEEP: Duration = Duration::from_millis(30);
/// 2026-11-25 09:00 UTC.
const T0: u64 = 1_795_597_200;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_puzzle_is_posted_once_per_day_even_across_a_restart() {
    support::logs::capture();
    let dir = tempfile::tempdir().unwrap();
    let sled = Arc::new(SledStore::open(&dir.path().join("games")).unwrap());
    let clock = ManualClock::at(T0);
    let fake = support::fake_discord::FakeDiscord::start(support::bot::TOKEN).await;
    fake.set_patience(Duration::from_secs(60));
    // Counted sweeps: "nothing posted" is checked after a whole sweep, not after a sleep.
    let sweeps = Sweeps::default();
    let start_bot = || {
        let service = GameService::new(Arc::new(sweeps.counting(SharedStore(sled.clone()))))
            .with_clock(clock.clone())
            .with_sweep_interval(SWEEP);
        RunningBot::start_service(config_for(&fake, dir.path()), Arc::new(service))
    };
    let bot = start_bot();
    fake.wait_registered().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let daily_channel = fake.new_channel();
    let mut channel = Channel::new(&fake, daily_channel, &[&alice, &bob]);

    // Not configured: nothing posted.
    sweeps.swept().await;
    assert!(fake.channel_messages(daily_channel).is_empty());

    let saved = channel
        .slash(&alice, "configure", &[("daily_puzzle", "true")])
        .await;
    assert!(saved.is_ephemeral(), "{saved:?}");
    assert!(
        saved
            .content()
            .contains(&format!("Daily puzzle: <#{daily_channel}>")),
        "{}",
        saved.content()
    );
    let posted = fake.wait_channel_messages(daily_channel, 1).await;
    let daily = &posted[0];
    assert!(
        daily
            .content()
            .starts_with("Daily puzzle for 2026-11-25: Bashni #"),
        "{}",
        daily.content()
    );
    assert!(daily.content().contains("/solve"), "{}", daily.content());
    board(daily);

    // Later the same day, and after a restart: not again.
    clock.advance(3 * 3_600);
    sweeps.swept().await;
    bot.stop().await.expect("bot stops cleanly");
    let bot = start_bot();
    fake.wait_identified(2).await;
    sweeps.swept().await;
    assert_eq!(fake.channel_messages(daily_channel).len(), 1);

    // Bob tries today's puzzle with /solve (no /puzzle of his own): one try only.
    let number = number_in(daily.content());
    let set = puzzles::read(
        &std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/bashni.jsonl"))
            .unwrap(),
    )
    .unwrap()
    .1;
    let puzzle = &set[number as usize - 1];
    let offered = choices(
        &fake
            .autocomplete(daily_channel, &bob, "solve", "move", "")
            .await,
    );
    assert!(offered.contains(&puzzle.solution[0]), "{offered:?}");
    let mut last = None;
    for mv in puzzle.solution.iter().step_by(2) {
        last = Some(channel.slash(&bob, "solve", &[("move", mv)]).await);
    }
    let last = last.unwrap();
    assert!(
        last.content()
            .starts_with(&format!("Bob solved Bashni #{number}")),
        "{}",
        last.content()
    );
    let again = channel
        .slash(&bob, "solve", &[("move", &puzzle.solution[0])])
        .await;
    assert_private(&again, "a second try of the daily puzzle");

    // The next UTC day: the next daily puzzle, once.
    clock.advance(24 * 3_600);
    let posted = fake.wait_channel_messages(daily_channel, 2).await;
    assert!(
        posted[1]
            .content()
            .starts_with("Daily puzzle for 2026-11-26: Bashni #"),
        "{}",
        posted[1].content()
    );
    sweeps.swept().await;
    assert_eq!(fake.channel_messages(daily_channel).len(), 2);
    channel.collect_posted();
    keep_transcript("The daily puzzle", &channel, true);
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

/// The first Russian puzzle (number, puzzle) whose solver's second move has another legal
/// move that wins as much ([`puzzles::also_wins`] at the service's budget), with that move.
fn puzzle_with_another_way(set: &[Puzzle]) -> Option<(u32, &Puzzle, String)> {
    for (number, puzzle) in (1u32..).zip(set) {
        if puzzle.solution.len() < 3 {
            continue;
        }
        let mut pos = fen::read(Variant::Russian, &puzzle.fen).unwrap();
        for text in &puzzle.solution[..2] {
            pos = pos.play(&notation::resolve(&pos, text).unwrap());
        }
        let expected = notation::resolve(&pos, &puzzle.solution[2]).unwrap();
        let after = pos.play(&expected);
        for mv in pos.legal_moves() {
            if pos.play(&mv) != after
                && puzzles::also_wins(
                    &pos,
                    &expected,
                    &mv,
                    towers::service::api::ALTERNATIVE_NODES,
                )
            {
                return Some((number, puzzle, notation::write(&pos, &mv)));
            }
        }
    }
    None
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_later_move_off_the_line_that_keeps_the_gain_solves_the_puzzle() {
    // A Russian puzzle whose solver's second move has another way to keep the gain
    // (tests/cli/puzzles.rs checks the judgement itself).
    let set = russian();
    let (number, puzzle, other) =
        puzzle_with_another_way(&set).expect("a Russian puzzle with a second way to win");
    let (fake, bot, _sled, _dir) = start().await;
    let alice = fake.user("alice");
    let mut channel = Channel::new(&fake, fake.default_channel(), &[&alice]);
    let posted = channel
        .slash(
            &alice,
            "puzzle",
            &[
                ("variant", "Russian draughts"),
                ("number", &number.to_string()),
            ],
        )
        .await;
    assert_public(&posted, None, "/puzzle");
    let right = channel
        .slash(&alice, "solve", &[("move", &puzzle.solution[0])])
        .await;
    assert_public(&right, None, "a move of the line");
    assert!(right.content().contains("is right"), "{}", right.content());
    let solved = channel.slash(&alice, "solve", &[("move", &other)]).await;
    assert_public(&solved, None, "another winning move");
    let line = format!("{} {} {other}", puzzle.solution[0], puzzle.solution[1]);
    assert!(
        solved
            .content()
            .starts_with(&format!("Alice solved Russian draughts #{number}: {line}")),
        "{}",
        solved.content()
    );
    // Solved: the puzzle is closed.
    let closed = channel.slash(&alice, "solve", &[("move", &other)]).await;
    assert_private(&closed, "/solve after the puzzle was solved");
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

/// `/puzzle theme:` serves a puzzle of that theme, and the caption says the task (its claim)
/// and the theme; a theme the set lacks is refused privately.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_of_the_chosen_theme_is_served_with_its_claim_and_theme_in_the_caption() {
    let set = russian();
    let (fake, _bot, _sled, _dir) = start().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let mut channel = Channel::new(&fake, fake.default_channel(), &[&alice, &bob]);
    let labels = [
        ("shot", Theme::Shot, "Theme: a shot (give, then take more)."),
        (
            "breakthrough",
            Theme::Breakthrough,
            "Theme: a breakthrough to king.",
        ),
        ("quiet move", Theme::QuietMove, "Theme: a quiet move."),
        (
            "capture choice",
            Theme::CaptureChoice,
            "Theme: a choice of captures",
        ),
    ];
    let (label, theme, caption) = labels
        .into_iter()
        .find(|(_, t, _)| set.iter().any(|p| p.theme == *t))
        .expect("the Russian set has a puzzle of one of these themes");
    let posted = channel
        .slash(
            &alice,
            "puzzle",
            &[("variant", "Russian draughts"), ("theme", label)],
        )
        .await;
    assert_public(&posted, None, "/puzzle theme:");
    let number = number_in(posted.content());
    let puzzle = &set[number as usize - 1];
    assert_eq!(puzzle.theme, theme, "{}", posted.content());
    assert!(posted.content().contains(caption), "{}", posted.content());
    let task = match puzzle.claim {
        Claim::Win => "to play and win.",
        Claim::WinMaterial => "to play and win material.",
        Claim::StopKing => "to play and stop the king.",
        Claim::Hold => "to play and hold.",
    };
    assert!(posted.content().contains(task), "{}", posted.content());

    // The Canadian set has no king ending: refused privately, nothing opened for Bob.
    let canadian = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/puzzles/canadian.jsonl"
    ))
    .unwrap();
    let canadian = puzzles::read(&canadian).unwrap().1;
    assert!(canadian.iter().all(|p| p.theme != Theme::KingEnding));
    let refused = channel
        .slash(
            &bob,
            "puzzle",
            &[("variant", "Canadian draughts"), ("theme", "king ending")],
        )
        .await;
    assert_private(&refused, "a theme the set lacks");
    assert!(
        refused
            .content()
            .contains("There are no Canadian draughts puzzles with the theme a king ending."),
        "{}",
        refused.content()
    );
    // Drawn at random among the theme's puzzles: no reviewed copy.
    keep_transcript("A puzzle of a chosen theme", &channel, false);
}
