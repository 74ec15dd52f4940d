//! clap's errors quote what was typed (a value it refuses, an unknown argument or
//! subcommand) whole; the command line quotes at most 80 characters of it, as every other
//! error does ([`towers_rules::quote::clip`]).

use std::borrow::Cow;

use clap::error::{ContextKind, ContextValue};
use towers_rules::quote::clip;

/// `error` with each piece of the command line it quotes cut by [`clip`].
pub fn clip_quoted(mut error: clap::Error) -> clap::Error {
    for kind in [
        ContextKind::InvalidValue,
        ContextKind::InvalidArg,
        ContextKind::InvalidSubcommand,
    ] {
        let cut = match error.get(kind) {
            Some(ContextValue::String(text)) => match clip(text) {
                Cow::Owned(cut) => Some(cut),
                Cow::Borrowed(_) => None,
            },
            _ => None,
        };
        if let Some(cut) = cut {
            error.insert(kind, ContextValue::String(cut));
        }
    }
    error
}
