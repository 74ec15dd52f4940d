//! `/challenge`, `/accept`, `/decline`: starting a game in a channel.

use std::borrow::Cow;

use poise::serenity_prelude as serenity;

use super::error::CommandError;
use super::reply::{author, player, respond};
pub use super::variant_choice::VariantChoice;
use super::Context;
use crate::service::api::{
    ChallengeRequest, ColorChoice, OfferedOption, Opponent, Request, RuleOptions, OFFERED,
};

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
///
/// The options go to the service as given ([`ChallengeRequest`]): the service applies the
/// server's settings and the defaults, and refuses what cannot be played.
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
    let options = ChallengeRequest {
        opponent: opponent_of(ctx, opponent),
        variant: variant.map(|v| v.0),
        level,
        color: color.map(ColorChoice::from),
        rules: rules.map(RulesOption::options),
        time,
        clock: clock.map(|c| c.name().to_string()),
        thread,
        guild: ctx.guild_id().map(|g| g.get()),
        roles: member_roles(ctx),
    };
    let (games, me) = (ctx.data().clone(), author(ctx));
    let decided = tokio::task::spawn_blocking(move || games.decide_challenge(&me, &options))
        .await?
        .map_err(CommandError::from_service)?;
    // A thread cannot hold a thread: typed inside one (a game thread after its game ended),
    // the game is played right there.
    if decided.thread && !super::thread_end::typed_in_thread(ctx) {
        return super::thread::respond_in_thread(ctx, decided.start.into(), decided.setup).await;
    }
    respond(ctx, decided.start.into()).await
}

/// The `opponent` option as the service sees it: nobody, me (the bot), another bot, or a
/// person under their server nickname.
fn opponent_of(ctx: Context<'_>, opponent: Option<serenity::User>) -> Opponent {
    let Some(o) = opponent else {
        return Opponent::Anyone;
    };
    if o.id == ctx.framework().bot_id() {
        return Opponent::ThisBot(player(&o, None));
    }
    if o.bot {
        return Opponent::OtherBot;
    }
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
    Opponent::Person(player(&o, nick.as_deref()))
}

/// The invoking member's roles, as Discord lists them in the interaction (none in direct
/// messages).
fn member_roles(ctx: Context<'_>) -> Vec<u64> {
    match ctx {
        poise::Context::Application(app) => app
            .interaction
            .member
            .as_ref()
            .map(|m| m.roles.iter().map(|r| r.get()).collect())
            .unwrap_or_default(),
        poise::Context::Prefix(_) => Vec::new(),
    }
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
            assert!(
                crate::service::api::parse_time_control(name).is_ok(),
                "{name}"
            );
        }
        assert_eq!(
            RulesOption::from_index(0).map(|c| c.0.label),
            Some("kurnik: captures optional")
        );
    }
}
