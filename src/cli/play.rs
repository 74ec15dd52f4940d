//! `towers play`: a game in the terminal, stored like a Discord game (resumes after a restart),
//! between two players at the keyboard or against the bot.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context};

use towers::console::{BotOpponent, Console};
use towers::service::api::{ColorChoice, GameService, Lang};
use towers_engine::Level;
use towers_rules::{RuleOptions, Variant};
use towers_store::SledStore;

use super::variant_values;

/// Options of `towers play`.
#[derive(clap::Args)]
pub struct PlayArgs {
    /// The game of new games (default bashni); a stored game of another one goes on, and
    /// this starts the next.
    #[arg(long, value_parser = variant_values())]
    variant: Option<Variant>,
    /// Play against the bot at this level, 1 (beginner) to 6 (full strength).
    #[arg(long, value_name = "LEVEL", value_parser = clap::value_parser!(u8).range(1..=6))]
    vs_bot: Option<u8>,
    /// Your colour against the bot: white, black or random.
    #[arg(long, default_value = "white", requires = "vs_bot")]
    color: ColorChoice,
    /// Rule options (docs/rules.md#rule-options), e.g. optional-captures (kurnik),
    /// black-first (Lasca), immediate-transfer (Bashni).
    #[arg(long, default_value = "")]
    rules: RuleOptions,
    /// Data directory of the store (created if missing, but not its parent).
    #[arg(long, env = "TOWERS_DATA_DIR", default_value = towers::config::DEFAULT_DATA_DIR)]
    data: PathBuf,
    /// The endgame databases' block cache, MiB of inflated blocks (1 to 65536); the databases
    /// are those of the data directory's `egdb` folder, used when there.
    #[arg(
        long,
        env = "TOWERS_EGDB_CACHE_MB",
        default_value_t = towers_engine::egdb::cache::DEFAULT_MB,
        value_parser = super::egdb::cache_mb
    )]
    egdb_cache_mb: usize,
    /// Channel id the console game is stored under.
    #[arg(long, default_value_t = 0)]
    channel: u64,
    /// Where the board PNG is written after each move (a .png file in a folder that exists).
    #[arg(long, default_value = "board.png")]
    png: PathBuf,
    // The console's language: its help lists every language (`lang_help`).
    #[arg(long, help = lang_help())]
    lang: Option<String>,
}

/// `towers play --lang`'s help: every language of the catalogue ([`Lang::codes`]).
fn lang_help() -> String {
    format!(
        "The console's language: {} (a code, or a locale such as pt_BR.UTF-8; others are \
         English); default from LC_ALL, LC_MESSAGES or LANG, in that order",
        Lang::codes()
    )
}

/// `towers play`.
pub fn run(args: PlayArgs) -> anyhow::Result<()> {
    let PlayArgs {
        variant,
        vs_bot,
        color,
        rules,
        data,
        egdb_cache_mb,
        channel,
        png,
        lang,
    } = args;
    let variant_asked = variant.is_some();
    let variant = variant.unwrap_or(Variant::Bashni);
    check_png_path(&png)?;
    rules
        .check(variant)
        .with_context(|| format!("--rules {rules} for {}", variant.name()))?;
    let bot = match vs_bot {
        Some(n) => Some(BotOpponent {
            level: Level::new(n).context("--vs-bot level out of range")?,
            color,
        }),
        None => None,
    };
    towers::config::prepare_data_dir(&data, "--data")?;
    let store = SledStore::open(&data)?;
    towers_engine::egdb::install_from(&data, egdb_cache_mb);
    let service = std::sync::Arc::new(GameService::new(std::sync::Arc::new(store)));
    let stdin = std::io::stdin();
    let console = Console {
        channel,
        variant,
        variant_asked,
        prompt: stdin.is_terminal(),
        options: rules,
        bot,
        png,
        lang: match lang {
            Some(lang) => Lang::from_posix(&lang),
            None => Lang::from_environment(|name| std::env::var(name).ok()),
        },
    };
    console.run(&service, stdin.lock(), &mut std::io::stdout())
}

/// Refuses a `--png` path the console could not write its picture to, before the game
/// starts: a name that does not end in `.png` (as `towers render` refuses one), or a
/// folder that does not exist; the error names the path and what to do.
fn check_png_path(png: &Path) -> anyhow::Result<()> {
    let is_png = png
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("png"));
    if !is_png {
        bail!(
            "--png {}: the board picture is a PNG; give a file name ending in .png",
            png.display()
        );
    }
    let folder = png.parent().filter(|p| !p.as_os_str().is_empty());
    if let Some(folder) = folder.filter(|f| !f.is_dir()) {
        bail!(
            "--png {}: the folder {} does not exist; create it (mkdir -p {}) or give \
             another path",
            png.display(),
            folder.display(),
            folder.display()
        );
    }
    Ok(())
}
