//! `towers serve`: the Discord bot, and the Activity's server when `TOWERS_WEB_ADDR` is set.

use std::sync::Arc;

use anyhow::Context;

use towers::config::Config;
use towers::service::api::{default_engine_threads, GameService, KEPT_ENGINES};
use towers::shards::{ShardIds, ShardRange};

/// Options of `towers serve`.
#[derive(clap::Args)]
pub struct ServeArgs {
    /// Run only the gateway shards FIRST..=LAST (or one shard N) of --shard-count. Discord
    /// sends a guild's events to shard (guild_id >> 22) % count: give each process its own
    /// TOWERS_DATA_DIR and keep the count fixed (see deploy/README.md).
    #[arg(
        long,
        env = "TOWERS_SHARDS",
        value_name = "FIRST..=LAST",
        requires = "shard_count"
    )]
    shards: Option<ShardIds>,
    /// The bot's total number of shards (alone: run all of them in this process).
    #[arg(long, env = "TOWERS_SHARD_COUNT", value_name = "N")]
    shard_count: Option<u32>,
    /// The bot's configuration: its settings, each an option and a variable.
    #[command(flatten)]
    config: Config,
}

impl ServeArgs {
    /// The shards to run: the default (0 of 1) without options. Errors when the range does
    /// not fit the count (FIRST <= LAST < N).
    fn shard_range(&self) -> anyhow::Result<ShardRange> {
        let range = match (self.shards, self.shard_count) {
            (Some(ids), Some(count)) => ShardRange::new(ids, count),
            (None, Some(count)) => ShardRange::all(count),
            (_, None) => Ok(ShardRange::default()),
        };
        range.context("--shards/--shard-count")
    }
}

/// The quick store check of `serve`: every active record decoded (a bad one is set aside in
/// quarantine by the scan and logged there), each game continued; logs the counts and each
/// problem, never stops the start.
fn check_store_at_start(service: &GameService) {
    match service.check_active() {
        Ok(report) => {
            for problem in &report.problems {
                tracing::error!(%problem, "store check at start: a problem");
            }
            tracing::info!(
                records = report.records,
                games = report.active_games,
                challenges = report.challenges,
                problems = report.problems.len(),
                "store check at start: active records read"
            );
        }
        Err(e) => {
            tracing::error!(error = %e, "store check at start: cannot scan the active records")
        }
    }
}

pub fn run(args: ServeArgs) -> anyhow::Result<()> {
    let shards = args.shard_range()?;
    let mut config = args.config;
    config.discord.shards = shards;
    let web = config.web()?;
    if config.discord.token.is_none() {
        anyhow::bail!("DISCORD_TOKEN is not set: copy .env.example to .env and fill it in");
    }
    let database_url = config.store.database_url.as_ref().map(|url| url.expose());
    if database_url.is_none() {
        config.store.prepare_data_dir()?;
    }
    let store = towers_store::open_store(&config.store.data_dir, database_url)?;
    super::egdb::open_or_build(
        &config.store.data_dir,
        config
            .engine
            .egdb_cache_mb
            .unwrap_or(towers_engine::egdb::cache::DEFAULT_MB),
        config.engine.builds_egdb(),
    );
    let engine_threads = config.engine.threads.unwrap_or_else(default_engine_threads);
    // Every engine the bot makes gets this table; the bot holds its running searches' and
    // the ones kept between moves.
    let table_mb = config.engine.table_mb.unwrap_or_else(|| {
        towers_engine::table_size::suggested_megabytes(
            towers_engine::table_size::machine_memory(),
            engine_threads + KEPT_ENGINES,
        )
    });
    towers_engine::table_size::set_default_megabytes(table_mb);
    let service = Arc::new(
        GameService::new(store)
            .with_engine_threads(engine_threads)
            .with_activity(web.is_some()),
    );
    check_store_at_start(&service);
    // With the Activity on a store shared by several processes (PostgreSQL), moves made
    // through the others reach this process's sockets.
    if web.is_some() && service.hear_other_processes()? {
        tracing::info!("hearing the other processes' changes through the shared store");
    }
    tracing::info!(
        data_dir = %config.store.data_dir.display(),
        %shards,
        engine_threads,
        table_mb,
        "starting the Discord bot"
    );
    let runtime = tokio::runtime::Runtime::new()?;
    // The Activity, in the same process over the same service; its sockets end with the
    // runtime.
    if let Some(web) = &web {
        let games: Arc<GameService> = service.clone();
        runtime.block_on(towers::web::start(
            web,
            config.discord.api_base.as_deref(),
            config.token()?.clone(),
            games,
        ))?;
    }
    let served = runtime.block_on(towers::discord::run(&config, service.clone()));
    drop(runtime);
    // Every change was flushed when it was made; this is the last word before exiting.
    let flushed = service.store().flush();
    served?;
    flushed?;
    tracing::info!("stopped cleanly");
    Ok(())
}
