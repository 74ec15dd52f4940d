//! The commands a front end sends the service, as data ([`Request`], [`ServerQuery`]), and
//! how the service runs them ([`GameService::handle`], [`GameService::server`]).

use std::sync::Arc;

use crate::service::api::turn::Turn;
use crate::service::board::view::BoardSide;
use crate::service::game::challenge_policy::{ChallengeRequest, DecidedChallenge, Start};
use crate::service::game::setup::Setup;
use crate::service::game::time_control::Pace;
use crate::service::live::Origin;
use crate::service::server::ratings::Leaderboard;
use crate::service::server::settings::{ServerSettings, SettingsChange};
use crate::service::text::message::Message;
use crate::service::{GameService, Reply, ServiceError};
use towers_engine::Level;
use towers_rules::Variant;
use towers_store::{Player, TimeControl};

/// What a slash command asks the service to do, with its arguments already read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// `/challenge` with its options as given: the service applies the challenge policy
    /// ([`ChallengeRequest::decide`]) and runs the start it decides.
    Challenge(ChallengeRequest),
    /// A game against the bot as the challenge policy decided it: starts at once.
    ChallengeBot {
        bot: Player,
        level: Level,
        setup: Setup,
    },
    /// `/accept`
    Accept,
    /// `/decline`
    Decline,
    /// The board's Rematch of finished game `game`: its other player challenged again,
    /// colours swapped; after a game against the bot, a new one against it at the same
    /// level.
    Rematch { game: u64 },
    /// `/move notation`
    Play { notation: String },
    /// `/board`
    Board,
    /// `/resign`
    Resign,
    /// `/draw`
    Draw,
    /// `/hint` (games against the bot only)
    Hint,
    /// A challenge to a person as the challenge policy decided it, with a time per move; no
    /// opponent makes an open challenge.
    ChallengeTimed {
        opponent: Option<Player>,
        setup: Setup,
        move_limit_secs: u64,
        /// `clock:5+3`: clocks instead of the time per move.
        clock: Option<TimeControl>,
    },
    /// `/claim`: the win on time.
    Claim,
    /// `/takeback`: ask to undo one's last move (or agree to the opponent's request).
    Takeback,
    /// `/side side`: the side the game's board is shown from.
    BoardSide { side: BoardSide },
    /// `/puzzle [variant] [theme] [number]` on server `guild` (if any).
    Puzzle {
        guild: Option<u64>,
        variant: Option<Variant>,
        theme: Option<towers_engine::puzzle_claim::Theme>,
        number: Option<u32>,
    },
    /// `/solve move` on server `guild` (if any).
    Solve {
        guild: Option<u64>,
        notation: String,
    },
    /// Give up the open puzzle: the solution is shown, the attempt ends unrated (the
    /// console's `giveup`).
    GiveUp,
}

impl From<Start> for Request {
    /// The request that runs a start the challenge policy decided.
    fn from(start: Start) -> Request {
        match start {
            Start::Bot { bot, level, setup } => Request::ChallengeBot { bot, level, setup },
            Start::Timed {
                opponent,
                setup,
                move_limit_secs,
                clock,
            } => Request::ChallengeTimed {
                opponent,
                setup,
                move_limit_secs,
                clock,
            },
        }
    }
}

impl Request {
    /// Whether carrying out this request changes the channel's game or challenge (a game
    /// event is published for it); `/board`, `/hint`, `/side` and puzzles do not.
    pub fn changes_channel(&self) -> bool {
        match self {
            Request::Challenge(_)
            | Request::ChallengeBot { .. }
            | Request::Accept
            | Request::Decline
            | Request::Rematch { .. }
            | Request::Play { .. }
            | Request::Resign
            | Request::Draw
            | Request::ChallengeTimed { .. }
            | Request::Claim
            | Request::Takeback => true,
            Request::Board
            | Request::Hint
            | Request::BoardSide { .. }
            | Request::Puzzle { .. }
            | Request::Solve { .. }
            | Request::GiveUp => false,
        }
    }
}

impl GameService {
    /// Runs `request` for `user` in `channel` at `now` (already the service's time).
    fn command(
        &self,
        channel: u64,
        user: &Player,
        request: &Request,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        match request {
            Request::Challenge(options) => self.start_challenge(channel, user, options, now),
            Request::ChallengeBot { bot, level, setup } => {
                self.start_bot_game(channel, user, bot, *level, *setup, now)
            }
            Request::Accept => self.accept(channel, user, now, None),
            Request::Decline => self.decline(channel, user, now, None),
            Request::Rematch { game } => self.rematch_from_board(channel, user, *game, now),
            Request::Play { notation } => self.play(channel, user, notation, now),
            Request::Board => self.board(channel, now),
            Request::Resign => self.resign(channel, user, now, None),
            Request::Draw => self.draw(channel, user, now, None),
            Request::Hint => self.hint(channel, user),
            Request::ChallengeTimed {
                opponent,
                setup,
                move_limit_secs,
                clock,
            } => {
                let pace = match clock {
                    Some(control) => Pace::Clock(*control),
                    None => Pace::PerMove(*move_limit_secs),
                };
                self.challenge_paced(channel, user, opponent.as_ref(), *setup, pace, now)
            }
            Request::Claim => self.claim(channel, user, now, None),
            Request::Takeback => self.takeback(channel, user, now, None),
            Request::BoardSide { side } => self.set_board_side(channel, user, *side),
            Request::Puzzle {
                guild,
                variant,
                theme,
                number,
            } => {
                let choice = crate::service::puzzle::play::PuzzleChoice {
                    variant: *variant,
                    theme: *theme,
                    number: *number,
                };
                self.puzzles.puzzle(channel, *guild, user, choice, now)
            }
            Request::Solve { guild, notation } => {
                self.puzzles.solve(channel, *guild, user, notation, now)
            }
            Request::GiveUp => self.puzzles.give_up(channel, user),
        }
    }
}

impl GameService {
    /// The challenge policy applied to `options` of `challenger`'s challenge, under the
    /// settings of the challenge's server: the start to run (with whether it wants its own
    /// thread), or the refusal. Blocking (reads the settings). A front end that needs the
    /// decision before the start runs (Discord: whether to open a thread for the game) asks
    /// this, then runs the decided request; otherwise [`Request::Challenge`] does both.
    pub fn decide_challenge(
        &self,
        challenger: &Player,
        options: &ChallengeRequest,
    ) -> Result<DecidedChallenge, ServiceError> {
        let settings = self.servers().settings_to_start(options.guild);
        options
            .decide(challenger, &settings)
            .map_err(ServiceError::Refused)
    }

    /// `challenger`'s challenge with `options` in `channel` at `now`: the start the challenge
    /// policy decides ([`GameService::decide_challenge`]), run: the challenge made, or the
    /// game against the bot started (then the reply may leave the bot to move, as
    /// [`GameService::start_bot_game`]'s). What [`Request::Challenge`] runs.
    pub fn start_challenge(
        &self,
        channel: u64,
        challenger: &Player,
        options: &ChallengeRequest,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        let decided = self.decide_challenge(challenger, options)?;
        self.command(channel, challenger, &Request::from(decided.start), now)
    }

    /// Runs `request` for `user` in `channel` at `now` (the front end's reading of the clock;
    /// a service with its own clock overrides it, [`GameService::now`]). Blocking: call it
    /// from `spawn_blocking`. The service's reply, with the bot's turn to run after it when
    /// the reply leaves the bot to move ([`Turn`]), or why nothing happened. A command from
    /// the chat: as [`GameService::handle_from`] with [`Origin::Chat`].
    pub fn handle(
        self: Arc<Self>,
        channel: u64,
        user: &Player,
        request: &Request,
        now: u64,
    ) -> Result<Turn<'static>, ServiceError> {
        self.handle_from(Origin::Chat, channel, user, request, now)
    }

    /// As [`GameService::handle`], for a command that came from `origin`: when it changes
    /// the channel's game or challenge, a [`GameEvent`](crate::service::live::GameEvent)
    /// with that origin is published (the bot's move, when its turn runs, as
    /// [`Origin::Bot`]).
    pub fn handle_from(
        self: Arc<Self>,
        origin: Origin,
        channel: u64,
        user: &Player,
        request: &Request,
        now: u64,
    ) -> Result<Turn<'static>, ServiceError> {
        let reply = self.command(channel, user, request, self.now(now));
        let reply = self.with_losses(channel, reply, |r| &mut r.message)?;
        if request.changes_channel() {
            self.publish(channel, origin);
        }
        Ok(self.shared_turn(channel, reply))
    }

    /// Ratings, results and settings of server `guild` (see [`ServerQuery`]). Blocking.
    pub fn server(&self, guild: u64, query: &ServerQuery) -> Result<ServerAnswer, ServiceError> {
        let default_variant = || self.servers().settings(guild).map(|s| s.default_variant());
        let text = match query {
            ServerQuery::Rating {
                player,
                name,
                variant,
            } => {
                let variant = match variant {
                    Some(v) => *v,
                    None => default_variant()?,
                };
                self.ratings.rating_reply(guild, *player, name, variant)?
            }
            ServerQuery::Leaderboard { variant } => {
                let variant = match variant {
                    Some(v) => *v,
                    None => default_variant()?,
                };
                return Ok(ServerAnswer::Leaderboard(
                    self.ratings.leaderboard(guild, variant)?,
                ));
            }
            ServerQuery::Stats { player, name } => {
                self.ratings.stats_reply(guild, *player, name)?
            }
            ServerQuery::ServerSettings => {
                return Ok(ServerAnswer::ServerSettings(
                    self.servers().settings(guild)?,
                ))
            }
            ServerQuery::Configure(change) => {
                let settings = self.servers().change(guild, change)?;
                Message::new("settings-saved").then(settings.describe())
            }
        };
        Ok(ServerAnswer::Text(text))
    }
}

/// A question or change about one server (guild), answered by the service (see
/// [`GameService::server`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServerQuery {
    /// `/rating`: `player`'s rating in `variant` (`None`: the server's default variant).
    Rating {
        player: u64,
        name: String,
        variant: Option<Variant>,
    },
    /// `/leaderboard`: the top ten in `variant` (`None`: the server's default variant).
    Leaderboard { variant: Option<Variant> },
    /// `/stats`: `player`'s results per variant.
    Stats { player: u64, name: String },
    /// The server's settings.
    ServerSettings,
    /// `/configure`: change the settings (the caller checked the member's permissions).
    Configure(SettingsChange),
}

/// The service's answer to a [`ServerQuery`].
#[derive(Clone, Debug, PartialEq)]
pub enum ServerAnswer {
    /// Text to show, worded by the front end in its reader's language.
    Text(Message),
    /// The top players (for [`ServerQuery::Leaderboard`]), laid out by the front end.
    Leaderboard(Leaderboard),
    /// The server's settings (for [`ServerQuery::ServerSettings`]).
    ServerSettings(ServerSettings),
}
