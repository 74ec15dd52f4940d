//! Server settings end to end through the stand-in Discord: anyone can see them, a member
//! without Manage Server is refused privately and nothing changes, an admin's change takes
//! effect on the next `/challenge`. Plus the service's own rules for settings.

use crate::support;
use std::sync::Arc;

use serde_json::json;
use support::bot::RunningBot;
use support::fake_discord::members::NO_PERMISSIONS;
use support::fake_discord::{FakeDiscord, Recorded};
use towers::discord::not_admin_text;
use towers::service::server::settings::{ServerSettings, SettingsChange, Starters};
use towers::service::{GameService, ServiceError};
use towers_rules::Variant;
use towers_store::StoreExt;
use towers_store::{SledStore, Table};

const GUILD: u64 = 900_000_000_000_000_001;

async fn start() -> (FakeDiscord, RunningBot, tempfile::TempDir) {
    let (fake, bot, _sled, dir) = support::e2e::start().await;
    (fake, bot, dir)
}

fn private_text(reply: &Recorded, what: &str) -> String {
    assert_eq!(reply.kind, 4, "{what}: {reply:?}");
    assert!(reply.is_ephemeral(), "{what} should be private: {reply:?}");
    assert_eq!(reply.allowed_mentions()["parse"], json!([]), "{what}");
    reply.content().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_admins_change_settings_and_the_default_game_applies_to_the_next_challenge() {
    let (fake, bot, _dir) = start().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channel = fake.default_channel();

    // /configure is hidden from non-admins by default (MANAGE_GUILD = 1 << 5).
    let configure = fake
        .commands(Some(fake.guild_id()))
        .into_iter()
        .find(|c| c["name"] == "configure")
        .unwrap();
    assert_eq!(configure["default_member_permissions"], json!("32"));

    let shown = private_text(&fake.slash(&bob, "settings", &[]).await, "/settings");
    assert!(shown.contains("- Default game: Bashni"), "{shown}");

    // A member without Manage Server (the server made the command visible to them) is
    // refused privately, and nothing changes.
    let refused = fake
        .slash_with_permissions(
            channel,
            &bob,
            "configure",
            &[("default_variant", "Lasca")],
            NO_PERMISSIONS,
        )
        .await;
    assert_eq!(
        private_text(&refused, "non-admin /configure"),
        not_admin_text()
    );
    let after = private_text(&fake.slash(&bob, "settings", &[]).await, "/settings");
    assert_eq!(after, shown, "a refused change changed the settings");

    // An admin (the fake's members have every permission) changes the default game.
    let saved = fake
        .slash(
            &alice,
            "configure",
            &[("default_variant", "Lasca"), ("time_limit", "5min")],
        )
        .await;
    let saved = private_text(&saved, "admin /configure");
    assert!(saved.starts_with("Saved. Server settings:"), "{saved}");
    assert!(saved.contains("- Default game: Lasca"), "{saved}");
    assert!(
        saved.contains("- Default time limit: 5 minutes per move"),
        "{saved}"
    );
    let seen = private_text(&fake.slash(&bob, "settings", &[]).await, "/settings");
    assert!(seen.contains("- Default game: Lasca"), "{seen}");

    // The next /challenge without a variant is a game of Lasca.
    let challenge = fake
        .slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    assert!(!challenge.is_ephemeral(), "{challenge:?}");
    assert!(
        challenge.content().contains("to a game of Lasca."),
        "{}",
        challenge.content()
    );
    // ... with the server's default time per move.
    assert!(
        challenge.content().contains("Time per move: 5 minutes."),
        "{}",
        challenge.content()
    );
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

/// `allowed_mentions` that ping nobody: no parsed kinds and no listed roles or users.
fn pings_nobody(reply: &Recorded, what: &str) {
    let allowed = reply.allowed_mentions();
    assert_eq!(allowed["parse"], json!([]), "{what}: {reply:?}");
    for list in ["roles", "users"] {
        assert!(
            allowed[list].as_array().is_none_or(|l| l.is_empty()),
            "{what} allows {list} pings: {reply:?}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn when_the_server_names_a_role_only_its_members_start_games() {
    let (fake, bot, _dir) = start().await;
    let (alice, bob, carol) = (fake.user("alice"), fake.user("bob"), fake.user("carol"));
    let channel = fake.default_channel();
    let players = fake.role("players");
    let other = fake.role("spectators");

    // who_starts: role without a role changes nothing.
    let unnamed = fake
        .slash(&alice, "configure", &[("who_starts", "role")])
        .await;
    assert!(
        private_text(&unnamed, "who_starts without role").starts_with("Name the role too"),
        "{unnamed:?}"
    );

    let saved = fake
        .slash(
            &alice,
            "configure",
            &[("who_starts", "role"), ("role", "&players")],
        )
        .await;
    let saved = private_text(&saved, "admin /configure who_starts role");
    assert!(
        saved.contains(&format!(
            "- Who may start games: members with {}",
            players.mention()
        )),
        "{saved}"
    );

    // A member without the role (none, or another one) is refused privately, told which
    // role, and the role is not pinged.
    for roles in [vec![], vec![other.clone()]] {
        let refused = fake
            .slash_with_roles(
                channel,
                &bob,
                "challenge",
                &[("opponent", "@carol")],
                &roles,
            )
            .await;
        assert_eq!(
            private_text(&refused, "/challenge without the role"),
            format!(
                "On this server only members with {} can start games.",
                players.mention()
            )
        );
        pings_nobody(&refused, "the refusal");
    }
    // Nothing was started: carol has nothing to accept.
    let nothing = fake.slash(&carol, "accept", &[]).await;
    assert!(nothing.is_ephemeral(), "{nothing:?}");

    // With the role (among others) the challenge goes out, addressed to carol.
    let challenge = fake
        .slash_with_roles(
            channel,
            &bob,
            "challenge",
            &[("opponent", "@carol")],
            &[other, players],
        )
        .await;
    assert!(!challenge.is_ephemeral(), "{challenge:?}");
    assert!(
        challenge.content().contains(&carol.mention()),
        "{}",
        challenge.content()
    );
    let accepted = fake.slash(&carol, "accept", &[]).await;
    assert!(!accepted.is_ephemeral(), "{accepted:?}");

    // "everyone" lifts the restriction.
    fake.slash(&alice, "configure", &[("who_starts", "everyone")])
        .await;
    let other_channel = fake.new_channel();
    let open = fake
        .slash_in(other_channel, &bob, "challenge", &[("opponent", "@alice")])
        .await;
    assert!(!open.is_ephemeral(), "{open:?}");
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[test]
fn settings_are_per_server_versioned_and_an_empty_change_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let s = GameService::new(Arc::new(SledStore::open(dir.path()).unwrap()));
    assert_eq!(
        s.servers().settings(GUILD).unwrap(),
        ServerSettings::default()
    );
    match s.servers().change(GUILD, &SettingsChange::default()) {
        Err(ServiceError::Refused(_)) => {}
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(
        s.store()
            .load_entry(Table::ServerSettings, &GUILD.to_string())
            .unwrap(),
        None
    );
    let change = SettingsChange {
        default_variant: Some(Variant::Russian),
        starters: Some(Starters::Role(77)),
        move_time_limit_secs: Some(60),
        ..SettingsChange::default()
    };
    let new = s.servers().change(GUILD, &change).unwrap();
    assert_eq!(new.default_variant(), Variant::Russian);
    assert!(new.may_start(&[5, 77]));
    assert!(!new.may_start(&[5]));
    assert_eq!(
        s.servers().settings(GUILD + 1).unwrap(),
        ServerSettings::default()
    );
    let stored = s
        .store()
        .load_entry(Table::ServerSettings, &GUILD.to_string())
        .unwrap()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&stored).unwrap();
    assert_eq!(json["version"], json!(1));
    assert_eq!(json["settings"]["default_variant"], json!("russian"));
    // A time limit of 0 removes it; other settings stay.
    let cleared = s
        .servers()
        .change(
            GUILD,
            &SettingsChange {
                move_time_limit_secs: Some(0),
                ..SettingsChange::default()
            },
        )
        .unwrap();
    assert_eq!(cleared.move_time_limit_secs, None);
    assert_eq!(cleared.default_variant(), Variant::Russian);
    // An entry from a newer version is an internal error, not silently the defaults.
    s.store()
        .update_entry(Table::ServerSettings, "5", &|_| {
            Ok::<_, ()>((
                towers_store::EntryChange::Put(br#"{"version":9,"settings":{}}"#.to_vec()),
                (),
            ))
        })
        .unwrap()
        .unwrap();
    assert!(matches!(
        s.servers().settings(5),
        Err(ServiceError::Internal(_))
    ));
}
