//! Building and running the serenity client with the poise framework.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use tokio::sync::RwLock;

use super::compose::no_pings;
use super::error::CommandError;
use super::on_error::on_error;
use super::{commands, Data};
use crate::config::Config;
use crate::service::api::GameService;
use crate::shards::ShardRange;

/// Gateway intents: slash commands need nothing privileged; `GUILDS` is enough.
pub const INTENTS: serenity::GatewayIntents = serenity::GatewayIntents::GUILDS;

/// How long a shutdown waits for the shards to close before giving up.
pub const SHUTDOWN_GRACE: Duration = Duration::from_secs(5);

/// How long a shutdown waits for the commands being handled to finish (a bot search stops
/// at once; a store update and a reply take well under a second).
pub const COMMAND_GRACE: Duration = Duration::from_secs(20);

/// Serves Discord until Ctrl-C (SIGINT) or SIGTERM (or the client stops on its own), then
/// shuts down gracefully as [`run_until`] describes.
///
/// Errors: no `DISCORD_TOKEN`, the signal handlers cannot be installed, the client cannot be
/// built, or the gateway fails fatally (bad token, disallowed intents).
pub async fn run(config: &Config, service: Arc<GameService>) -> anyhow::Result<()> {
    // Installed before connecting: a signal during startup already means a clean shutdown.
    let signal = shutdown_signal().context("cannot listen for shutdown signals")?;
    run_until(config, service, async {
        let name = signal.await;
        tracing::info!(signal = name, "shutting down");
    })
    .await
}

/// A future completing (with the signal's name) on the first SIGINT (Ctrl-C) or SIGTERM.
/// The handlers are installed by this call, not when the future is first polled.
///
/// Errors: the operating system refuses to install a handler.
#[cfg(unix)]
fn shutdown_signal() -> std::io::Result<impl Future<Output = &'static str>> {
    use tokio::signal::unix::{signal, SignalKind};
    let mut interrupt = signal(SignalKind::interrupt())?;
    let mut terminate = signal(SignalKind::terminate())?;
    Ok(async move {
        tokio::select! {
            _ = interrupt.recv() => "SIGINT",
            _ = terminate.recv() => "SIGTERM",
        }
    })
}

/// A future completing on the first Ctrl-C.
#[cfg(not(unix))]
fn shutdown_signal() -> std::io::Result<impl Future<Output = &'static str>> {
    Ok(async {
        if let Err(e) = tokio::signal::ctrl_c().await {
            tracing::error!(error = %e, "cannot listen for Ctrl-C; running until the client stops");
            std::future::pending::<()>().await;
        }
        "Ctrl-C"
    })
}

/// Serves Discord until `shutdown` completes or the client stops on its own, whichever is
/// first. Runs the gateway shards `config.discord.shards` only (by default shard 0 of 1, i.e.
/// every guild). On `shutdown`: bot searches are told to stop (they still store a move), the shards
/// disconnect (no new commands arrive), every command already being handled runs to its end
/// (store update and reply; [`COMMAND_GRACE`] at most), then the client is given
/// [`SHUTDOWN_GRACE`] to close. The caller flushes the store afterwards.
pub async fn run_until(
    config: &Config,
    service: Arc<GameService>,
    shutdown: impl Future<Output = ()>,
) -> anyhow::Result<()> {
    let games = service.clone();
    let in_flight = Arc::new(RwLock::new(()));
    let mut client = build_tracked_client(config, service, in_flight.clone()).await?;
    check_token(&client.http).await?;
    // Timers (reminders, time-outs, expired challenges); stops when this function returns.
    let _sweeper = super::sweeper::spawn(client.http.clone(), games.clone());
    // Moves made in the Activity, posted in their channels; stops when this function returns.
    let _announcer = super::announcer::spawn(client.http.clone(), games.clone());
    let shards = client.shard_manager.clone();
    // `towers health` and systemd's watchdog read this; stops when this function returns.
    let _heartbeat = super::heartbeat::spawn(
        shards.clone(),
        config.store.data_dir.clone(),
        config.discord.shards.ids().count() as u32,
        config.heartbeat_every,
        {
            let games = games.clone();
            Arc::new(move || games.store().failure())
        },
    );
    super::heartbeat::notify_systemd(true);
    let mut start = std::pin::pin!(start_shards(&mut client, config.discord.shards));
    let mut store_failed = None;
    tokio::select! {
        ended = &mut start => return ended.context("discord client stopped"),
        () = shutdown => {}
        error = store_stopped(&games) => {
            tracing::error!(%error, "the store stopped: shutting down so that the supervisor starts towers again");
            store_failed = Some(error);
        }
    }
    super::heartbeat::notify_systemd(false);
    // A bot search still running would only delay the shutdown; its move is still stored.
    games.stop_searches();
    shards.shutdown_all().await;
    // Every event handler holds a read guard while it runs; the write guard is ours once
    // they have all finished. It is kept until this function returns: a handler that was
    // still waiting for its read guard (queued behind ours, the lock being fair) never
    // starts, so it cannot store a move whose reply would be lost.
    let _all_done = match tokio::time::timeout(COMMAND_GRACE, in_flight.write()).await {
        Ok(guard) => {
            tracing::info!("commands in flight finished");
            Some(guard)
        }
        Err(_) => {
            tracing::warn!(
                "commands still running after {COMMAND_GRACE:?}; stopping without their replies"
            );
            None
        }
    };
    let ended = match tokio::time::timeout(SHUTDOWN_GRACE, start).await {
        Ok(ended) => ended.context("discord client stopped with an error"),
        Err(_) => {
            tracing::warn!("shards did not close in time");
            Ok(())
        }
    };
    match store_failed {
        Some(error) => Err(anyhow::anyhow!(
            "the store stopped ({error}): exiting so that the supervisor starts towers again once the disk takes writes"
        )),
        None => ended,
    }
}

/// How often [`store_stopped`] looks at the store.
const STORE_WATCH: Duration = Duration::from_millis(250);

/// Completes, with why, once the store has stopped ([`towers_store::Store::failure`]).
async fn store_stopped(games: &GameService) -> String {
    let mut ticks = tokio::time::interval(STORE_WATCH);
    loop {
        ticks.tick().await;
        if let Some(error) = games.store().failure() {
            return error;
        }
    }
}

/// Runs the shards `shards` of the client (serenity's `start_shard_range`, whose range end is
/// inclusive: `first..last` starts `first..=last`), logging them.
async fn start_shards(client: &mut serenity::Client, shards: ShardRange) -> serenity::Result<()> {
    tracing::info!(%shards, "starting gateway shards");
    let ids = shards.ids();
    client
        .start_shard_range(*ids.start()..*ids.end(), shards.count())
        .await
}

/// Asks Discord whose token this is (`GET /users/@me`), so that a rejected token is a clear
/// startup error: serenity itself only warns when it cannot fetch the gateway URL and
/// then keeps reconnecting. Other failures (Discord unreachable or failing) are left to
/// the client's own retries.
///
/// Errors: Discord answers 401 Unauthorized.
async fn check_token(http: &serenity::Http) -> anyhow::Result<()> {
    match http.get_current_user().await {
        Ok(user) => {
            tracing::info!(bot = %user.name, "Discord accepted the token");
            Ok(())
        }
        Err(serenity::Error::Http(e)) if e.status_code().map(|s| s.as_u16()) == Some(401) => {
            anyhow::bail!(
                "Discord refused DISCORD_TOKEN (401 Unauthorized): check the bot token in .env"
            )
        }
        Err(e) => {
            tracing::warn!(error = %e, "cannot check the token now; connecting anyway");
            Ok(())
        }
    }
}

/// poise's framework, counting the events being handled: each `dispatch` (a command, a
/// button press, READY's setup) holds a read guard of `in_flight` until it returns, which
/// for a command is after its store update and its reply.
struct Tracked<F> {
    inner: F,
    in_flight: Arc<RwLock<()>>,
}

#[serenity::async_trait]
impl<F: serenity::Framework> serenity::Framework for Tracked<F> {
    async fn init(&mut self, client: &serenity::Client) {
        self.inner.init(client).await
    }

    async fn dispatch(&self, ctx: serenity::Context, event: serenity::FullEvent) {
        let _running = self.in_flight.read().await;
        self.inner.dispatch(ctx, event).await
    }
}

/// A client ready to `start()`: poise framework with the towers commands, registered on the
/// first READY (in `config.discord.guild_id` if set, else globally). With
/// `config.discord.api_base` set, all REST calls go to that server (rate limiter off, since
/// serenity ignores the proxy otherwise) and so does the gateway, whose URL comes from that
/// server's `GET /gateway`.
pub async fn build_client(
    config: &Config,
    service: Arc<GameService>,
) -> anyhow::Result<serenity::Client> {
    build_tracked_client(config, service, Arc::new(RwLock::new(()))).await
}

/// [`build_client`] with the framework counting its running handlers in `in_flight`.
async fn build_tracked_client(
    config: &Config,
    service: Arc<GameService>,
    in_flight: Arc<RwLock<()>>,
) -> anyhow::Result<serenity::Client> {
    let token = config.token()?.expose();
    let guild = config.discord.guild_id.map(serenity::GuildId::new);
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
    let builder = match &config.discord.api_base {
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
            super::ratelimit::CommandLimiter::new(config.discord.rate_limit),
        ))
        .type_map_insert::<super::deadline::DeferAfterKey>(config.discord.defer_after)
        .framework(Tracked {
            inner: framework,
            in_flight,
        })
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
