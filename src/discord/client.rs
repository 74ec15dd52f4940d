//! Building and running the serenity client with the poise framework.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use poise::serenity_prelude as serenity;

use super::error::{no_pings, on_error, CommandError};
use super::{commands, Data};
use crate::config::Config;
use crate::service::GameService;
use crate::store::Store;

/// Gateway intents: slash commands need nothing privileged; `GUILDS` is enough.
pub const INTENTS: serenity::GatewayIntents = serenity::GatewayIntents::GUILDS;

/// How long a shutdown waits for the shards to close before giving up.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(5);

/// Serves Discord until Ctrl-C (or the client stops on its own).
///
/// Errors: no `DISCORD_TOKEN`, the client cannot be built, or the gateway fails fatally
/// (bad token, disallowed intents).
pub async fn run<S: Store>(config: &Config, service: Arc<GameService<S>>) -> anyhow::Result<()> {
    run_until(config, service, async {
        if let Err(e) = tokio::signal::ctrl_c().await {
            tracing::error!(error = %e, "cannot listen for Ctrl-C; running until the client stops");
            std::future::pending::<()>().await;
        }
        tracing::info!("Ctrl-C: shutting down");
    })
    .await
}

/// Serves Discord until `shutdown` completes or the client stops on its own, whichever is
/// first; then closes the shards (waiting a few seconds at most).
pub async fn run_until<S: Store>(
    config: &Config,
    service: Arc<GameService<S>>,
    shutdown: impl Future<Output = ()>,
) -> anyhow::Result<()> {
    let games = service.clone();
    let mut client = build_client(config, service).await?;
    let shards = client.shard_manager.clone();
    let mut start = std::pin::pin!(client.start());
    tokio::select! {
        ended = &mut start => return ended.context("discord client stopped"),
        () = shutdown => {}
    }
    // A bot search still running would only delay the shutdown; its move is still stored.
    games.stop_searches();
    shards.shutdown_all().await;
    match tokio::time::timeout(SHUTDOWN_GRACE, start).await {
        Ok(ended) => ended.context("discord client stopped with an error"),
        Err(_) => {
            tracing::warn!("shards did not close in time");
            Ok(())
        }
    }
}

/// A client ready to `start()`: poise framework with the towers commands, registered on the
/// first READY (in `config.guild_id` if set, else globally). With `config.api_base` set, all
/// REST calls go to that server (rate limiter off, since serenity ignores the proxy otherwise)
/// and so does the gateway, whose URL comes from that server's `GET /gateway`.
pub async fn build_client<S: Store>(
    config: &Config,
    service: Arc<GameService<S>>,
) -> anyhow::Result<serenity::Client> {
    let token = config.token()?.expose();
    let guild = config.guild_id.map(serenity::GuildId::new);
    let data: Data = service;
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands(),
            on_error: |error| Box::pin(on_error(error)),
            command_check: Some(|ctx| Box::pin(super::ratelimit::command_check(ctx))),
            event_handler: |framework, event| Box::pin(super::buttons::on_event(framework, event)),
            allowed_mentions: Some(no_pings()),
            ..Default::default()
        })
        .initialize_owners(false)
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                tracing::info!(bot = %ready.user.name, "connected to Discord");
                register(ctx, &framework.options().commands, guild).await;
                Ok(data)
            })
        })
        .build();
    let builder = match &config.api_base {
        Some(base) => {
            tracing::warn!(%base, "DISCORD_API_BASE set: talking to a non-Discord server");
            let http = serenity::HttpBuilder::new(token)
                .proxy(base.as_str())
                .ratelimiter_disabled(true)
                .build();
            serenity::ClientBuilder::new_with_http(http, INTENTS)
        }
        None => serenity::ClientBuilder::new(token, INTENTS),
    };
    builder
        .type_map_insert::<super::ratelimit::LimiterKey>(Arc::new(
            super::ratelimit::CommandLimiter::new(config.rate_limit),
        ))
        .framework(framework)
        .await
        .context("cannot build the Discord client")
}

/// Registers the commands. A failure is logged, not fatal: poise only starts dispatching
/// once setup returns, so failing here would leave the bot deaf.
async fn register(
    ctx: &serenity::Context,
    commands: &[poise::Command<Data, CommandError>],
    guild: Option<serenity::GuildId>,
) {
    let registered = match guild {
        Some(guild) => poise::builtins::register_in_guild(ctx, commands, guild).await,
        None => poise::builtins::register_globally(ctx, commands).await,
    };
    match registered {
        Ok(()) => {
            tracing::info!(count = commands.len(), guild = ?guild, "slash commands registered")
        }
        Err(e) => tracing::error!(error = %e, "cannot register slash commands"),
    }
}
