//! `/challenge`, `/accept`, `/decline`: starting a game in a channel.

use std::borrow::Cow;

use poise::serenity_prelude as serenity;

use super::error::CommandError;
use super::reply::{player, respond};
pub use super::variant_choice::VariantChoice;
use super::Context;
use crate::service::api::{
    parse_move_limit, parse_time_control, ColorChoice, Level, OfferedOption, Request, RuleOptions,
    Setup, DEFAULT_MOVE_LIMIT_SECS, OFFERED,
};

/// The bot's level when `/challenge` names none.
pub const DEFAULT_BOT_LEVEL: u8 = 3;

/// The `color` option: the challenger's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ColorOption {
    /// The challenger plays White.
    #[name = "white"]
    White,
    /// The challenger plays Black.
    #[name = "black"]
    Black,
    /// A coin flip when the challenge is made.
    #[name = "random"]
    Random,
}

impl From<ColorOption> for ColorChoice {
    fn from(c: ColorOption) -> ColorChoice {
        match c {
            ColorOption::White => ColorChoice::White,
            ColorOption::Black => ColorChoice::Black,
            ColorOption::Random => ColorChoice::Random,
        }
    }
}

/// The `clock` option: a time control, minutes each + seconds added per move (the presets
/// of `service::api::PRESETS`; their names are what players type and read in any language).
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ClockOption {
    #[name = "1+0"]
    Bullet,
    #[name = "3+2"]
    Blitz,
    #[name = "5+3"]
    Blitz5,
    #[name = "10+5"]
    Rapid,
    #[name = "15+10"]
    Rapid15,
}

/// The `rules` option: one of the options a game can be started with ([`OFFERED`],
/// docs/rules.md#rule-options), each belonging to one variant, labelled with its label.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RulesOption(pub OfferedOption);

impl poise::ChoiceParameter for RulesOption {
    fn list() -> Cow<'static, [poise::CommandParameterChoice]> {
        OFFERED
            .iter()
            .map(|o| poise::CommandParameterChoice {
                name: Cow::Borrowed(o.label),
                localizations: Cow::Borrowed(&[]),
                __non_exhaustive: (),
            })
            .collect::<Vec<_>>()
            .into()
    }

    fn from_index(index: usize) -> Option<Self> {
        OFFERED.get(index).copied().map(RulesOption)
    }

    fn from_name(name: &str) -> Option<Self> {
        OFFERED
            .iter()
            .find(|o| o.label.eq_ignore_ascii_case(name) || o.text.eq_ignore_ascii_case(name))
            .copied()
            .map(RulesOption)
    }

    fn name(&self) -> &'static str {
        self.0.label
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}

impl RulesOption {
    /// The rule options this choice sets.
    pub fn options(self) -> RuleOptions {
        self.0.options
    }
}

/// Challenge someone (or me, the bot) to a game in this channel.
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)] // one parameter per slash command option
pub async fn challenge(
    ctx: Context<'_>,
    opponent: Option<serenity::User>,
    variant: Option<VariantChoice>,
    #[min = 1]
    #[max = 6]
    level: Option<u8>,
    color: Option<ColorOption>,
    rules: Option<RulesOption>,
    #[max_length = 40] time: Option<String>,
    thread: Option<bool>,
    clock: Option<ClockOption>,
) -> Result<(), CommandError> {
    use poise::ChoiceParameter as _;
    let server = super::settings::settings_to_start(ctx).await?;
    let setup = Setup {
        guild: ctx.guild_id().map(|g| g.get()),
        variant: variant.map_or(server.default_variant(), |v| v.0),
        options: rules.map(RulesOption::options).unwrap_or_default(),
        color: color.map_or(ColorChoice::White, ColorChoice::from),
    };
    // Unsaid options come from the server's settings (`/configure`).
    // A thread cannot hold a thread: typed inside one (a game thread after its game ended),
    // the game is played right there.
    let in_thread = !super::thread_end::typed_in_thread(ctx) && thread.unwrap_or(server.threads);
    let request = match opponent {
        Some(opponent) if opponent.id == ctx.framework().bot_id() => {
            if time.is_some() {
                return Err(CommandError::refused("refuse-bot-no-time"));
            }
            if clock.is_some() {
                return Err(CommandError::refused("refuse-bot-no-clock"));
            }
            let number = level.unwrap_or(DEFAULT_BOT_LEVEL);
            let level = Level::new(number).ok_or_else(|| {
                CommandError::Refused(
                    crate::service::api::Message::new("refuse-bot-level")
                        .count("max", u64::from(Level::MAX))
                        .count("level", u64::from(number)),
                )
            })?;
            Request::ChallengeBot {
                bot: player(&opponent, None),
                level,
                setup,
            }
        }
        opponent => {
            if opponent.as_ref().is_some_and(|o| o.bot) {
                return Err(CommandError::refused("refuse-other-bots"));
            }
            if level.is_some() {
                return Err(CommandError::refused("refuse-level-not-bot"));
            }
            if time.is_some() && clock.is_some() {
                return Err(CommandError::refused("refuse-clock-and-time"));
            }
            let clock = clock
                .map(|c| parse_time_control(c.name()))
                .transpose()
                .map_err(CommandError::from_service)?;
            let move_limit_secs = match time.as_deref() {
                Some(text) => parse_move_limit(text).map_err(CommandError::from_service)?,
                None => server
                    .move_time_limit_secs
                    .unwrap_or(DEFAULT_MOVE_LIMIT_SECS),
            };
            let opponent = opponent.map(|o| {
                let nick = match ctx {
                    poise::Context::Application(app) => app
                        .interaction
                        .data
                        .resolved
                        .members
                        .get(&o.id)
                        .and_then(|m| m.nick.clone()),
                    poise::Context::Prefix(_) => None,
                };
                player(&o, nick.as_deref())
            });
            Request::ChallengeTimed {
                opponent,
                setup,
                move_limit_secs,
                clock,
            }
        }
    };
    if in_thread {
        return super::thread::respond_in_thread(ctx, request, setup).await;
    }
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
    fn rules_choices_follow_the_offered_options_and_round_trip() {
        let list = RulesOption::list();
        assert_eq!(list.len(), OFFERED.len());
        for (i, offered) in OFFERED.iter().enumerate() {
            assert_eq!(list[i].name, offered.label);
            let choice = RulesOption::from_index(i).expect("a choice");
            assert_eq!(choice.options(), offered.options);
            assert_eq!(RulesOption::from_name(offered.label), Some(choice));
        }
        assert_eq!(RulesOption::from_index(OFFERED.len()), None);
    }

    #[test]
    fn clock_choices_are_the_service_presets() {
        let names: Vec<String> = ClockOption::list()
            .iter()
            .map(|c| c.name.to_string())
            .collect();
        let presets: Vec<String> = crate::service::api::PRESETS
            .iter()
            .map(|(m, s)| format!("{m}+{s}"))
            .collect();
        assert_eq!(names, presets);
        for name in &names {
            assert!(parse_time_control(name).is_ok(), "{name}");
        }
        assert_eq!(
            RulesOption::from_index(0).map(|c| c.0.label),
            Some("kurnik: captures optional")
        );
    }
}
