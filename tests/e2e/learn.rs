//! `/learn` in a channel, in Polish (issue 41): every answer only for the learner, in the
//! learner's Discord language, with the lesson's board and its moves as a select menu. The
//! transcript (`target/transcript-learn-pl.txt`, reviewed in
//! `tests/transcripts/learn-pl.snap`): a level solved by choosing moves to three stars, Next,
//! Hint, a move typed with `/learn move:`, a stage chosen by name, a wrong move explained by
//! the stage's rule, and `/learn` alone resuming the open level after a restart.

use crate::support;

use support::bot::{config_for, RunningBot, TOKEN};
use support::fake_discord::{FakeDiscord, Recorded};
use support::stores::SharedStore;
use support::transcript::{
    assert_reviewed, describe, labels, pinged, selects, write_to_target, Channel,
};
use towers::service::text::locale::Lang;
use towers::service::text::message::Message;
use towers_store::SledStore;

/// The moves offered in `message`'s select menu (none without one).
fn offered(message: &Recorded) -> Vec<String> {
    selects(message)
        .into_iter()
        .flat_map(|(_, values)| values)
        .collect()
}

/// `message` is the learner's alone, pings nobody and shows a board picture.
fn assert_private_board(message: &Recorded, what: &str) {
    assert!(message.is_ephemeral(), "{what}: {message:?}");
    assert!(pinged(message).is_empty(), "{what} pings");
    let board = message
        .file(towers::discord::BOARD_FILE_NAME)
        .unwrap_or_else(|| panic!("{what}: no board"));
    assert!(describe(board).contains(": PNG "), "{what}");
}

fn polish(id: &'static str) -> String {
    Message::new(id).render(Lang::from_discord("pl"))
}

/// English words of the lessons that the Polish answers must not show.
const ENGLISH: &[&str] = &[
    "level",
    "Hint",
    "Next",
    "moves left",
    "Choose your move",
    "stars",
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn learn_in_polish_solves_levels_by_the_menu_and_resumes_after_a_restart() {
    support::logs::capture();
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let sled = std::sync::Arc::new(SledStore::open(&dir.path().join("games")).unwrap());
    let bot = RunningBot::start(config_for(&fake, dir.path()), SharedStore(sled.clone()));
    fake.wait_registered().await;
    let alice = fake.user("alice");
    fake.set_guild_locale("pl");
    fake.set_user_locale(&alice, "pl");
    let mut channel = Channel::new(&fake, fake.default_channel(), &[&alice]);

    // The first level: the man on c3 walks to e5.
    let first = channel.slash(&alice, "learn", &[]).await;
    assert_private_board(&first, "/learn");
    assert_eq!(offered(&first), ["c3-d4", "c3-b4"]);
    assert_eq!(labels(&first), [polish("lesson-hint-button")]);
    assert!(first.content().contains(&polish("lesson-men-explain")));
    let stepped = channel.select(&alice, &first, "c3-d4").await;
    assert_private_board(&stepped, "c3-d4");
    assert!(offered(&stepped).contains(&"d4-e5".to_string()));
    let solved = channel.select(&alice, &stepped, "d4-e5").await;
    assert_private_board(&solved, "d4-e5");
    assert!(solved.content().contains("★★★"), "{}", solved.content());
    assert!(offered(&solved).is_empty(), "no menu under a solved level");
    assert_eq!(labels(&solved), [polish("lesson-next-button")]);

    // Next: the second level, both captures of the man on d4; Hint; one capture typed.
    let next = channel
        .press(&alice, &solved, &polish("lesson-next-button"))
        .await;
    assert_private_board(&next, "Next");
    assert_eq!(offered(&next), ["d4:f6", "d4:b2"]);
    // The ★★★ answer pictured the position the solving move left; Next the next level.
    let png = |m: &Recorded| {
        m.file(towers::discord::BOARD_FILE_NAME)
            .map(|f| f.bytes.clone())
    };
    assert_ne!(
        png(&solved),
        png(&next),
        "the solved board, not the next level's"
    );
    assert_ne!(
        png(&solved),
        png(&stepped),
        "the move to e5 is on the board"
    );
    let hint = channel
        .press(&alice, &next, &polish("lesson-hint-button"))
        .await;
    assert!(hint.is_ephemeral());
    assert!(hint.content().contains(&polish("lesson-men-2-hint")));
    let typed = channel.slash(&alice, "learn", &[("move", "d4:f6")]).await;
    assert_private_board(&typed, "/learn move:d4:f6");
    assert_eq!(offered(&typed), ["d4:b2"]);

    // The stages are offered by title in Polish as the name is typed.
    let choices = fake
        .autocomplete(channel.id, &alice, "learn", "stage", "choi")
        .await;
    let choices = choices.json["data"]["choices"].clone();
    assert_eq!(choices[0]["value"], "choice", "{choices}");
    assert!(
        choices[0]["name"]
            .as_str()
            .is_some_and(|n| n.starts_with(&polish("lesson-choice-title"))),
        "{choices}"
    );

    // A stage by name, then its second level, answered by the wrong route: the stage's rule
    // and the hint explain it, and the level starts over with its moves.
    let chosen = channel
        .slash(&alice, "learn", &[("stage", "choice 2")])
        .await;
    assert_private_board(&chosen, "/learn stage:choice 2");
    assert_eq!(offered(&chosen), ["c3:e5:c7", "c3:e5:g3"]);
    let wrong = channel.select(&alice, &chosen, "c3:e5:c7").await;
    assert_private_board(&wrong, "the wrong route");
    assert!(wrong.content().contains(&polish("lesson-choice-explain")));
    assert!(wrong.content().contains(&polish("lesson-choice-2-hint")));
    assert_eq!(offered(&wrong), ["c3:e5:c7", "c3:e5:g3"]);

    // A restart: /learn alone resumes the open level.
    bot.stop().await.expect("bot stops cleanly");
    let bot = RunningBot::start(config_for(&fake, dir.path()), SharedStore(sled.clone()));
    fake.wait_identified(2).await;
    let resumed = channel.slash(&alice, "learn", &[]).await;
    assert_private_board(&resumed, "/learn after a restart");
    assert!(resumed.content().contains(&polish("lesson-resumed")));
    assert_eq!(offered(&resumed), ["c3:e5:c7", "c3:e5:g3"]);
    let right = channel.select(&alice, &resumed, "c3:e5:g3").await;
    assert!(right.content().contains("★★★"), "{}", right.content());

    let text = format!(
        "What alice saw of /learn on a Polish server, her Discord in Polish.\nRegenerate: cargo test --test e2e learn:: -- --nocapture\n\n{}",
        channel.render()
    );
    for english in ENGLISH {
        assert!(
            !text.contains(&format!("| {english}")) && !text.contains(&format!(" {english} ")),
            "{english} in:\n{text}"
        );
    }
    let out = write_to_target("transcript-learn-pl.txt", &text);
    assert_reviewed("learn-pl", &text);
    println!("{text}");
    println!("(written to {out})");
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

/// The menus of `message` by `custom_id`: the values each offers.
fn menu(message: &Recorded, custom_id: &str) -> Vec<String> {
    selects(message)
        .into_iter()
        .find(|(id, _)| id == custom_id)
        .map(|(_, values)| values)
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn learn_past_25_moves_offers_the_pieces_then_the_chosen_pieces_moves() {
    support::logs::capture();
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let sled = std::sync::Arc::new(SledStore::open(&dir.path().join("games")).unwrap());
    let bot = RunningBot::start(config_for(&fake, dir.path()), SharedStore(sled));
    fake.wait_registered().await;
    let alice = fake.user("alice");
    fake.set_user_locale(&alice, "pl");
    let mut channel = Channel::new(&fake, fake.default_channel(), &[&alice]);

    // Three flying kings and two men: 28 moves, more than a menu holds.
    let start = channel
        .slash(&alice, "learn", &[("stage", "kings 4")])
        .await;
    assert_private_board(&start, "/learn stage:kings 4");
    assert_eq!(menu(&start, "lrn1:move"), Vec::<String>::new());
    assert_eq!(menu(&start, "lrn1:piece"), ["a1", "e1", "c3", "g3", "b6"]);
    assert!(
        !start.content().contains("/learn move:"),
        "every move is in a menu: {}",
        start.content()
    );
    let chosen = channel.select(&alice, &start, "c3").await;
    assert_private_board(&chosen, "the piece on c3");
    assert_eq!(
        menu(&chosen, "lrn1:move"),
        ["c3-d4", "c3-e5", "c3-f6", "c3-g7", "c3-h8", "c3-b4", "c3-a5", "c3-d2", "c3-b2"]
    );
    assert_eq!(
        menu(&chosen, "lrn1:piece").len(),
        5,
        "another piece can be chosen"
    );
    let solved = channel.select(&alice, &chosen, "c3-h8").await;
    assert!(solved.content().contains("★★★"), "{}", solved.content());
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}
