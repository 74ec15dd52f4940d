//! Player names are shown as typed, never as Markdown (issue 15, part 7): a nickname that is a
//! masked link or bold text appears escaped in a game's messages, `/games`, `/stats`,
//! `/rating` and the `/leaderboard` embed, through the real client and the stand-in Discord.

use crate::support;

use support::fake_discord::Recorded;

/// A nickname that Discord would render as a masked link to another site.
const LINK: &str = "[x](https://evil)";
/// How it must appear in a message: the brackets escaped, so no link is made.
const LINK_SHOWN: &str = "\\[x\\](https://evil)";
/// A nickname that Discord would render in bold.
const BOLD: &str = "**bold**";
const BOLD_SHOWN: &str = "\\*\\*bold\\*\\*";

/// `text` names both players escaped and never as Markdown.
fn assert_escaped(text: &str, what: &str) {
    assert!(text.contains(LINK_SHOWN), "{what}: {text:?}");
    assert!(text.contains(BOLD_SHOWN), "{what}: {text:?}");
    assert_no_markdown_name(text, what);
}

/// Neither name appears unescaped in `text`.
fn assert_no_markdown_name(text: &str, what: &str) {
    let bare = text.replace(LINK_SHOWN, "").replace(BOLD_SHOWN, "");
    assert!(!bare.contains("[x]"), "{what}: a masked link in {text:?}");
    assert!(!bare.contains("**bold"), "{what}: bold name in {text:?}");
}

fn public(reply: &Recorded, what: &str) -> String {
    assert_eq!(reply.kind, 4, "{what}: {reply:?}");
    assert!(!reply.is_ephemeral(), "{what} should be public: {reply:?}");
    reply.content().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn markdown_nicknames_are_escaped_in_games_history_stats_and_leaderboard() {
    let (fake, bot, _sled, _dir) = support::e2e::start().await;
    let (link, bold) = (fake.user(LINK), fake.user(BOLD));
    let opponent = format!("@{BOLD}");

    let challenge = fake
        .slash(&link, "challenge", &[("opponent", opponent.as_str())])
        .await;
    let text = public(&challenge, "/challenge");
    assert!(
        text.contains(&format!("{LINK_SHOWN} challenges {BOLD_SHOWN} to a game")),
        "{text:?}"
    );
    assert_escaped(&text, "/challenge");

    let started = fake.slash(&bold, "accept", &[]).await;
    let text = public(&started, "/accept");
    assert!(
        text.contains(&format!(
            "Bashni starts: {LINK_SHOWN} plays White, {BOLD_SHOWN} plays Black."
        )),
        "{text:?}"
    );
    let moved = fake.slash(&link, "move", &[("notation", "c3-b4")]).await;
    assert_escaped(&public(&moved, "/move"), "a move");
    fake.slash(&bold, "move", &[("notation", "b6-c5")]).await;
    let resigned = fake.slash(&bold, "resign", &[]).await;
    let text = public(&resigned, "/resign");
    assert!(
        text.contains(&format!(
            "{LINK_SHOWN} (White) wins: {BOLD_SHOWN} resigned. 1-0"
        )),
        "{text:?}"
    );

    let history = fake.slash(&link, "games", &[]).await;
    assert_escaped(&public(&history, "/games"), "/games");
    let theirs = fake
        .slash(&link, "games", &[("player", opponent.as_str())])
        .await;
    let text = public(&theirs, "/games player");
    assert!(
        text.starts_with(&format!("Last finished games of {BOLD_SHOWN}:")),
        "{text:?}"
    );
    assert_escaped(&text, "/games player");

    let stats = fake
        .slash(&link, "stats", &[("player", opponent.as_str())])
        .await;
    let text = public(&stats, "/stats");
    assert!(
        text.starts_with(&format!("{BOLD_SHOWN}'s results on this server:")),
        "{text:?}"
    );
    let rating = fake.slash(&link, "rating", &[]).await;
    let text = public(&rating, "/rating");
    assert!(
        text.starts_with(&format!("{LINK_SHOWN}'s Bashni rating")),
        "{text:?}"
    );

    let board = fake.slash(&bold, "leaderboard", &[]).await;
    let embeds = board.message()["embeds"].as_array().expect("embeds");
    let description = embeds[0]["description"].as_str().expect("description");
    assert_eq!(
        description,
        format!(
            "**1.** {LINK_SHOWN} — 1662 ± 290 (1 game)\n**2.** {BOLD_SHOWN} — 1338 ± 290 (1 game)"
        )
    );
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}
