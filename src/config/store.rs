//! Where games are kept: the data directory (sled, the endgame databases, the heartbeat) and,
//! with the `postgres` feature, a PostgreSQL database instead of sled.

use std::fmt;
use std::path::{Path, PathBuf};

use super::setting::setting;
use super::ConfigError;

/// Default for `TOWERS_DATA_DIR` (the `default_value` of [`StoreConfig::data_dir`]).
pub const DEFAULT_DATA_DIR: &str = "./data";

/// Where games are kept.
#[derive(Clone, Debug, PartialEq, Eq, clap::Args)]
#[command(next_help_heading = "Store")]
pub struct StoreConfig {
    /// Where the game database lives (created if missing, but not its parent); the endgame
    /// databases (egdb/) and the heartbeat file (health.json) too.
    #[arg(
        long = "data-dir",
        env = "TOWERS_DATA_DIR",
        value_name = "DIR",
        default_value = DEFAULT_DATA_DIR,
        value_parser = setting(|text| Ok(PathBuf::from(text)))
    )]
    pub data_dir: PathBuf,
    /// Keep games in this PostgreSQL database (postgres://user:password@host:port/database)
    /// instead of sled in the data directory; needs a build with `--features postgres`.
    #[arg(
        long = "database-url",
        env = "TOWERS_DATABASE_URL",
        value_name = "URL",
        hide_env_values = true,
        value_parser = setting(database_url)
    )]
    pub database_url: Option<DatabaseUrl>,
}

impl StoreConfig {
    /// Makes sure [`StoreConfig::data_dir`] is a directory, creating it (not its parents) when
    /// it does not exist: a mistyped parent path must not silently start an empty store.
    ///
    /// Errors: [`ConfigError::Invalid`] for `TOWERS_DATA_DIR`, naming the path and the cause,
    /// when something other than a directory is in its place, its parent directory does not
    /// exist, or it cannot be created (permissions, read-only or full file system).
    pub fn prepare_data_dir(&self) -> Result<(), ConfigError> {
        prepare_data_dir(&self.data_dir, "TOWERS_DATA_DIR")
    }
}

/// `TOWERS_DATABASE_URL`: a postgres:// URL, in a build with the `postgres` feature. The
/// reasons never quote the URL (it holds a password).
fn database_url(text: &str) -> Result<DatabaseUrl, String> {
    if !cfg!(feature = "postgres") {
        Err(
            "this towers was built without PostgreSQL support: build it with \
             `cargo build --release --features postgres`, or unset \
             TOWERS_DATABASE_URL to keep games in TOWERS_DATA_DIR (sled)"
                .to_string(),
        )
    } else if text.starts_with("postgres://") || text.starts_with("postgresql://") {
        Ok(DatabaseUrl(text.to_string()))
    } else {
        Err("expected a postgres://user:password@host:port/database URL".to_string())
    }
}

/// A PostgreSQL URL (`postgres://user:password@host:port/database`). Printing it shows the
/// URL with the password replaced by `[redacted]`; use [`DatabaseUrl::expose`] only where it
/// is handed to the store.
#[derive(Clone, PartialEq, Eq)]
pub struct DatabaseUrl(String);

impl DatabaseUrl {
    /// The URL with its password.
    pub fn expose(&self) -> &str {
        &self.0
    }

    /// The URL with the password (between `user:` and the last `@` before the host)
    /// replaced by `[redacted]` ([`towers_store::url_secret::redact_url`]).
    pub fn redacted(&self) -> String {
        towers_store::url_secret::redact_url(&self.0)
    }
}

impl fmt::Debug for DatabaseUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DatabaseUrl({})", self.redacted())
    }
}

impl fmt::Display for DatabaseUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.redacted())
    }
}

/// Makes sure `dir` is a directory, creating it (not its parents) when it does not exist: a
/// mistyped parent path must not silently start an empty store. `name` is the setting the path
/// came from (`TOWERS_DATA_DIR` for `serve`, `--data` for `play`), named in the error.
///
/// Errors: [`ConfigError::Invalid`] for `name`, naming the path and the cause, when something
/// other than a directory is in its place, its parent directory does not exist, or it cannot
/// be created (permissions, read-only or full file system).
pub fn prepare_data_dir(dir: &Path, name: &str) -> Result<(), ConfigError> {
    let invalid = |reason: String| ConfigError::Invalid {
        name: name.to_string(),
        reason: format!("{}: {reason}", dir.display()),
    };
    match std::fs::metadata(dir) {
        Ok(meta) if meta.is_dir() => return Ok(()),
        Ok(_) => return Err(invalid("exists but is not a directory".into())),
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
            return Err(invalid(format!("cannot be read ({e})")))
        }
        Err(_) => {}
    }
    let parent = dir
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    if !parent.is_dir() {
        return Err(invalid(format!(
            "its parent directory {} does not exist (create it, or fix the path)",
            parent.display()
        )));
    }
    std::fs::create_dir(dir).map_err(|e| invalid(format!("cannot be created ({e})")))?;
    tracing::info!(data_dir = %dir.display(), "created the data directory");
    Ok(())
}
