//! The stand-in Discord checks what it is sent against Discord's own API description
//! (`../shared/discord/openapi.json`): a request Discord's schema refuses is caught even where
//! the stand-in has no rule of its own for it, and the test that caused it fails when the
//! stand-in is dropped. Requests go through serenity's own HTTP client, as the bot sends them.
//! Without the description (a clone on its own) these tests say so once and pass.

use crate::support;

use std::panic::{catch_unwind, AssertUnwindSafe};

use poise::serenity_prelude as serenity;
use serde_json::json;
use support::bot::TOKEN;
use support::fake_discord::{openapi, FakeDiscord};

/// serenity's HTTP client against `fake`, as the bot builds it.
fn client(fake: &FakeDiscord) -> serenity::Http {
    serenity::HttpBuilder::new(TOKEN)
        .proxy(fake.base_url())
        .ratelimiter_disabled(true)
        .application_id(serenity::ApplicationId::new(fake.application_id()))
        .build()
}

/// Registers one guild command `/x` whose description is `chars` characters long.
async fn register_with_description(fake: &FakeDiscord, chars: usize) {
    let commands = json!([{"name": "x", "type": 1, "description": "d".repeat(chars)}]);
    client(fake)
        .create_guild_commands(serenity::GuildId::new(fake.guild_id()), &commands)
        .await
        .expect("the stand-in has no rule of its own on descriptions");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_command_description_of_101_characters_is_caught() {
    let fake = FakeDiscord::start(TOKEN).await;
    if openapi::spec().is_none() {
        return;
    }
    register_with_description(&fake, 100).await;
    assert_eq!(
        fake.schema_violations(),
        Vec::<String>::new(),
        "100 is allowed"
    );

    register_with_description(&fake, 101).await;
    let violations = fake.take_schema_violations();
    assert_eq!(violations.len(), 1, "{violations:#?}");
    assert!(
        violations[0].starts_with("PUT /api/v10/applications/")
            && violations[0].contains("the request: /0/description: ")
            && violations[0].contains("longer than 100 characters"),
        "{violations:#?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_test_fails_when_the_stand_in_is_dropped_with_a_violation() {
    let fake = FakeDiscord::start(TOKEN).await;
    if openapi::spec().is_none() {
        return;
    }
    register_with_description(&fake, 101).await;
    let dropped = catch_unwind(AssertUnwindSafe(|| drop(fake)));
    let message = dropped.expect_err("dropping the stand-in fails the test");
    let message = message
        .downcast_ref::<String>()
        .cloned()
        .unwrap_or_default();
    assert!(
        message.contains("not as Discord's API description") && message.contains("/0/description"),
        "{message}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_stand_ins_own_answers_are_checked_too() {
    let fake = FakeDiscord::start(TOKEN).await;
    let Some(spec) = openapi::spec() else {
        return;
    };
    let path = format!("/api/v10/channels/{}/messages", fake.default_channel());
    let status = axum::http::StatusCode::OK;
    let message = json!({"id": "1", "content": "hi"});
    let problems = openapi::response_errors(spec, "POST", &path, status, Some(&message));
    assert!(
        problems
            .iter()
            .any(|p| p.contains("\"author\" is a required property")),
        "{problems:#?}"
    );
}
