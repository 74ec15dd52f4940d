//! A Discord refusal quotes at most 80 characters of what the player typed (issue 25,
//! part 4): the real bot process against the stand-in Discord, a `/move` of 100 characters
//! (the option's longest) refused with its first 80 and `…`.

use crate::support;

use rustix::process::Signal;
use support::bot::TOKEN;
use support::child::{serve_command, ServeChild};
use support::fake_discord::FakeDiscord;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_move_quotes_at_most_80_characters_of_it() {
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let mut child = ServeChild::spawn(serve_command(&fake, &dir.path().join("data")));
    child.wait_registrations(&fake, 1).await;

    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    fake.slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    fake.slash(&bob, "accept", &[]).await;
    for typed in [format!("c{}", "3".repeat(99)), "ż".repeat(100)] {
        let refused = fake.slash(&alice, "move", &[("notation", &typed)]).await;
        assert!(refused.is_ephemeral(), "{refused:?}");
        let content = refused.content();
        let first = |n: usize| typed.chars().take(n).collect::<String>();
        assert!(!content.contains(&first(81)), "{content}");
        assert!(content.contains(&format!("{}…", first(80))), "{content}");
    }
    // The refusals changed nothing: the game goes on with Alice's move.
    let played = fake.slash(&alice, "move", &[("notation", "c3-b4")]).await;
    assert!(!played.is_ephemeral(), "{played:?}");

    child.signal(Signal::TERM);
    child.assert_clean_exit().await;
}
