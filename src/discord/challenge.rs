//! `/challenge`, `/accept`, `/decline`: starting a game in a channel.

use std::borrow::Cow;

use poise::serenity_prelude as serenity;

use super::error::CommandError;
use super::games::Request;
use super::reply::{player, respond};
use super::Context;
use crate::rules::Variant;

/// The `variant` option: one choice per [`Variant::ALL`] entry, labelled with its title.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VariantChoice(pub Variant);

impl poise::ChoiceParameter for VariantChoice {
    fn list() -> Cow<'static, [poise::CommandParameterChoice]> {
        Variant::ALL
            .iter()
            .map(|v| poise::CommandParameterChoice {
                name: Cow::Borrowed(v.title()),
                localizations: Cow::Borrowed(&[]),
                __non_exhaustive: (),
            })
            .collect::<Vec<_>>()
            .into()
    }

    fn from_index(index: usize) -> Option<Self> {
        Variant::ALL.get(index).copied().map(VariantChoice)
    }

    fn from_name(name: &str) -> Option<Self> {
        Variant::ALL
            .iter()
            .find(|v| v.title().eq_ignore_ascii_case(name) || v.name().eq_ignore_ascii_case(name))
            .copied()
            .map(VariantChoice)
    }

    fn name(&self) -> &'static str {
        self.0.title()
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}

/// Challenge someone to a game in this channel.
#[poise::command(slash_command)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who you want to play"] opponent: serenity::User,
    #[description = "Which game (default Bashni)"] variant: Option<VariantChoice>,
) -> Result<(), CommandError> {
    if opponent.bot {
        return Err(CommandError::Refused(
            "Bots cannot play; challenge a person.".to_string(),
        ));
    }
    let nick = match ctx {
        poise::Context::Application(app) => app
            .interaction
            .data
            .resolved
            .members
            .get(&opponent.id)
            .and_then(|m| m.nick.clone()),
        poise::Context::Prefix(_) => None,
    };
    let request = Request::Challenge {
        opponent: player(&opponent, nick.as_deref()),
        variant: variant.map_or(Variant::Bashni, |v| v.0),
    };
    respond(ctx, request).await
}

/// Accept the challenge waiting for you in this channel.
#[poise::command(slash_command)]
pub async fn accept(ctx: Context<'_>) -> Result<(), CommandError> {
    respond(ctx, Request::Accept).await
}

/// Decline a challenge to you (or withdraw your own).
#[poise::command(slash_command)]
pub async fn decline(ctx: Context<'_>) -> Result<(), CommandError> {
    respond(ctx, Request::Decline).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::ChoiceParameter;

    #[test]
    fn choices_follow_variant_all_and_round_trip() {
        let list = VariantChoice::list();
        assert_eq!(list.len(), Variant::ALL.len());
        for (i, v) in Variant::ALL.iter().enumerate() {
            assert_eq!(list[i].name, v.title());
            assert_eq!(VariantChoice::from_index(i), Some(VariantChoice(*v)));
            assert_eq!(VariantChoice::from_name(v.name()), Some(VariantChoice(*v)));
        }
        assert_eq!(VariantChoice::from_index(Variant::ALL.len()), None);
    }
}
