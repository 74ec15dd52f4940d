//! How clap reads one setting: [`Setting`] trims the text and hands it to the setting's own
//! parser, and turns a refusal into an error that names the variable ([`ConfigError`], carried
//! inside clap's error so that the caller can get it back with [`ConfigError::from_clap`]).
//! Plus the shared readers of periods and sizes.

use std::ffi::OsStr;
use std::ops::RangeInclusive;
use std::time::Duration;

use clap::error::{ContextKind, ContextValue, ErrorKind};

use super::ConfigError;

/// A setting's value parser: the text, trimmed, read by `parse` (which says why not).
#[derive(Clone, Copy)]
pub struct Setting<T>(fn(&str) -> Result<T, String>);

/// The value parser of a setting read by `parse`.
pub fn setting<T>(parse: fn(&str) -> Result<T, String>) -> Setting<T> {
    Setting(parse)
}

impl<T: Clone + Send + Sync + 'static> clap::builder::TypedValueParser for Setting<T> {
    type Value = T;

    /// Errors: a clap error whose message is the [`ConfigError::Invalid`] of the argument's
    /// variable (its option when it has none); the value itself is not repeated unless the
    /// reason quotes it, so that a secret's is never shown.
    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<T, clap::Error> {
        let name = arg.map_or_else(String::new, |arg| match arg.get_env() {
            Some(env) => env.to_string_lossy().into_owned(),
            None => format!("--{}", arg.get_long().unwrap_or(arg.get_id().as_str())),
        });
        let parsed = match value.to_str() {
            Some(text) => (self.0)(text.trim()),
            None => Err("expected UTF-8 text".to_string()),
        };
        parsed.map_err(|reason| refusal(cmd, ConfigError::Invalid { name, reason }))
    }
}

/// Where [`refusal`] keeps the variable's name and the reason in clap's error.
const NAME: ContextKind = ContextKind::InvalidArg;
const REASON: ContextKind = ContextKind::Custom;

/// A clap error saying `error` (kind [`ErrorKind::ValueValidation`]), from which
/// [`ConfigError::from_clap`] gets `error` back.
fn refusal(cmd: &clap::Command, error: ConfigError) -> clap::Error {
    let mut clap_error =
        clap::Error::raw(ErrorKind::ValueValidation, format!("{error}\n")).with_cmd(cmd);
    if let ConfigError::Invalid { name, reason } = error {
        clap_error.insert(NAME, ContextValue::String(name));
        clap_error.insert(REASON, ContextValue::String(reason));
    }
    clap_error
}

impl ConfigError {
    /// The refusal of a setting that `error` carries (made by [`Setting`]), or `None` when
    /// `error` is about something else (an unknown option, `--help`, another option's value).
    pub fn from_clap(error: &clap::Error) -> Option<ConfigError> {
        if error.kind() != ErrorKind::ValueValidation {
            return None;
        }
        match (error.get(NAME), error.get(REASON)) {
            (Some(ContextValue::String(name)), Some(ContextValue::String(reason))) => {
                Some(ConfigError::Invalid {
                    name: name.clone(),
                    reason: reason.clone(),
                })
            }
            _ => None,
        }
    }
}

/// Whether a variable's value counts as unset: empty or only spaces, as `.env.example`'s
/// empty lines are.
pub fn is_blank(value: &OsStr) -> bool {
    value.to_str().is_some_and(|text| text.trim().is_empty())
}

/// A period in humantime's words (`500ms`, `2s`, `3m`, `1h`, `1h 30m`); `None` when `text` is
/// not one.
pub fn parse_period(text: &str) -> Option<Duration> {
    humantime::parse_duration(text.trim()).ok()
}

/// `text` as a period of more than zero, or why not (giving `examples`).
pub(super) fn positive_period(text: &str, examples: &str) -> Result<Duration, String> {
    match parse_period(text) {
        Some(period) if !period.is_zero() => Ok(period),
        _ => Err(format!(
            "expected a period such as {examples}, found '{text}'"
        )),
    }
}

/// `raw` (surrounding spaces allowed) as a size in MiB within `range`, or why not (naming
/// `what`, the range and `raw`). Shared by the settings and the commands' options.
pub fn megabytes_within(
    raw: &str,
    what: &str,
    range: RangeInclusive<usize>,
) -> Result<usize, String> {
    match raw.trim().parse::<usize>() {
        Ok(n) if range.contains(&n) => Ok(n),
        _ => Err(format!(
            "expected {what} in MiB from {} to {}, found '{raw}'",
            range.start(),
            range.end()
        )),
    }
}

/// `text` as a non-zero id (a guild's, an application's), or why not (`what` it is).
pub(super) fn nonzero_id(text: &str, what: &str) -> Result<u64, String> {
    text.parse::<std::num::NonZeroU64>()
        .map(std::num::NonZeroU64::get)
        .map_err(|e| format!("expected {what} ({e})"))
}
