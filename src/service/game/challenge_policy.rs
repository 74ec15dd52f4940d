//! The challenge policy: the options a player gave `/challenge` (or the console's `new` and
//! `play --vs-bot`), as given, turned into the game to start or the challenge to make, with
//! the server's settings and the defaults applied; or the refusal. Every front end hands the
//! service a [`ChallengeRequest`], so the same defaults and refusals hold everywhere.

use crate::service::game::setup::{ColorChoice, Setup};
use crate::service::game::time_control::parse_time_control;
use crate::service::game::timeouts::parse_move_limit;
use crate::service::server::settings::{ServerSettings, Starters};
use crate::service::text::message::Message;
use crate::service::ServiceError;
use towers_engine::Level;
use towers_rules::{RuleOptions, Variant};
use towers_store::{Player, TimeControl, DEFAULT_MOVE_LIMIT_SECS};

/// The bot's level when a game against it names none.
pub const DEFAULT_BOT_LEVEL: u8 = 3;

/// The challenger's colour when none is named.
pub const DEFAULT_COLOR: ColorChoice = ColorChoice::White;

/// Who a challenge names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Opponent {
    /// Nobody: an open challenge, which anyone in the channel but the challenger may accept.
    #[default]
    Anyone,
    /// A person.
    Person(Player),
    /// This service's own bot (as the front end names it): the game starts at once.
    ThisBot(Player),
    /// Another bot account, which cannot play.
    OtherBot,
}

/// A challenge's options as the player gave them (`None`: not given), with where and by whom
/// it is made. [`ChallengeRequest::decide`] applies the policy.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ChallengeRequest {
    pub opponent: Opponent,
    /// The game; else the server's default variant.
    pub variant: Option<Variant>,
    /// The bot's level, 1 to [`Level::MAX`] (games against the bot only); else
    /// [`DEFAULT_BOT_LEVEL`].
    pub level: Option<u8>,
    /// The challenger's colour; else [`DEFAULT_COLOR`].
    pub color: Option<ColorChoice>,
    /// Rule options (RULES.md §7); else the rule book's.
    pub rules: Option<RuleOptions>,
    /// A time per move as typed (`1h`, `3 days`; games against a person only); else the
    /// server's time limit.
    pub time: Option<String>,
    /// Clocks as typed (`5+3`; games against a person only, instead of a time per move).
    pub clock: Option<String>,
    /// Whether the game gets its own thread; else the server's setting.
    pub thread: Option<bool>,
    /// The server (guild) the challenge is made on, if any: its settings apply.
    pub guild: Option<u64>,
    /// The challenger's roles on that server, for a server that lets only a role start games.
    pub roles: Vec<u64>,
}

/// The start the policy decided: a game against the bot (it begins at once), or a challenge
/// to a person (or to anyone) with a time per move or clocks. `service::api` runs it as the
/// request of the same name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// A game against the bot at `level`.
    Bot {
        bot: Player,
        level: Level,
        setup: Setup,
    },
    /// A challenge with a time per move, or clocks; no opponent makes an open challenge.
    Timed {
        opponent: Option<Player>,
        setup: Setup,
        move_limit_secs: u64,
        clock: Option<TimeControl>,
    },
}

/// What the policy decided for a [`ChallengeRequest`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecidedChallenge {
    /// The start to run.
    pub start: Start,
    /// The game's set-up (also inside `start`).
    pub setup: Setup,
    /// Whether the game wants its own thread (the wish, else the server's setting).
    pub thread: bool,
}

impl ChallengeRequest {
    /// The challenge `challenger` makes with these options on a server with `settings`, or
    /// why not. Refusals, in this order: a server that lets only a role start games and a
    /// challenger without it (`refuse-role-to-start`, `refuse-a-role-to-start`); against the
    /// bot, a time or clocks (`refuse-bot-no-time`, `refuse-bot-no-clock`) or a level out of
    /// range (`refuse-bot-level`); another bot (`refuse-other-bots`); against a person, a
    /// level (`refuse-level-not-bot`), both clocks and a time (`refuse-clock-and-time`), or
    /// either unreadable or out of range; oneself as the opponent; a rule option the variant
    /// does not have. None of them depends on the channel, so a front end may ask before it
    /// opens a thread for the game.
    pub fn decide(
        &self,
        challenger: &Player,
        settings: &ServerSettings,
    ) -> Result<DecidedChallenge, Message> {
        if !settings.may_start(&self.roles) {
            return Err(match settings.starters {
                Starters::Role(r) => {
                    Message::new("refuse-role-to-start").text("role", format!("<@&{r}>"))
                }
                Starters::Everyone => Message::new("refuse-a-role-to-start"),
            });
        }
        let setup = Setup {
            guild: self.guild,
            variant: self.variant.unwrap_or_else(|| settings.default_variant()),
            options: self.rules.unwrap_or_default(),
            color: self.color.unwrap_or(DEFAULT_COLOR),
        };
        let start = match &self.opponent {
            Opponent::ThisBot(bot) => self.against_bot(challenger, bot, setup)?,
            Opponent::OtherBot => return Err(Message::new("refuse-other-bots")),
            Opponent::Anyone => self.against_person(challenger, None, setup, settings)?,
            Opponent::Person(o) => self.against_person(challenger, Some(o), setup, settings)?,
        };
        setup.check().map_err(refusal)?;
        Ok(DecidedChallenge {
            start,
            setup,
            thread: self.thread.unwrap_or(settings.threads),
        })
    }

    fn against_bot(&self, human: &Player, bot: &Player, setup: Setup) -> Result<Start, Message> {
        if self.time.is_some() {
            return Err(Message::new("refuse-bot-no-time"));
        }
        if self.clock.is_some() {
            return Err(Message::new("refuse-bot-no-clock"));
        }
        let number = self.level.unwrap_or(DEFAULT_BOT_LEVEL);
        let level = Level::new(number).ok_or_else(|| {
            Message::new("refuse-bot-level")
                .count("max", u64::from(Level::MAX))
                .count("level", u64::from(number))
        })?;
        if bot.id == human.id {
            return Err(Message::new("refuse-bot-plays-itself"));
        }
        Ok(Start::Bot {
            bot: bot.clone(),
            level,
            setup,
        })
    }

    fn against_person(
        &self,
        challenger: &Player,
        opponent: Option<&Player>,
        setup: Setup,
        settings: &ServerSettings,
    ) -> Result<Start, Message> {
        if self.level.is_some() {
            return Err(Message::new("refuse-level-not-bot"));
        }
        if self.time.is_some() && self.clock.is_some() {
            return Err(Message::new("refuse-clock-and-time"));
        }
        let clock = self
            .clock
            .as_deref()
            .map(parse_time_control)
            .transpose()
            .map_err(refusal)?;
        let move_limit_secs = match self.time.as_deref() {
            Some(text) => parse_move_limit(text).map_err(refusal)?,
            None => settings
                .move_time_limit_secs
                .unwrap_or(DEFAULT_MOVE_LIMIT_SECS),
        };
        not_yourself(challenger, opponent)?;
        Ok(Start::Timed {
            opponent: opponent.cloned(),
            setup,
            move_limit_secs,
            clock,
        })
    }
}

/// Refuses a challenge whose opponent is the challenger (`refuse-challenge-yourself`).
pub fn not_yourself(challenger: &Player, opponent: Option<&Player>) -> Result<(), Message> {
    match opponent {
        Some(o) if o.id == challenger.id => Err(Message::new("refuse-challenge-yourself")),
        _ => Ok(()),
    }
}

/// The refusal a parse or a check of the options gave (they give nothing else; anything
/// else would be the service's failure, said as such).
fn refusal(e: ServiceError) -> Message {
    match e {
        ServiceError::Refused(why) => why,
        _ => Message::new("internal-error"),
    }
}
