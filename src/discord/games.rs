//! The one seam between Discord and the game service: a command as data, handled
//! synchronously by whatever implements [`Games`] (the real [`GameService`]).

use crate::engine::Level;
use crate::service::{
    BoardSide, Button, Export, GameService, PastGame, Pressed, Replay, Reply, ServiceError, Setup,
};
use crate::store::{Player, Store};

/// What a slash command asks the service to do, with its arguments already read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// `/challenge opponent [variant] [color] [rules]` against a person.
    Challenge { opponent: Player, setup: Setup },
    /// `/challenge opponent:@bot [level] [variant] [color] [rules]`: starts at once.
    ChallengeBot {
        bot: Player,
        level: Level,
        setup: Setup,
    },
    /// The bot's turn after a reply with `bot_to_move`; `lead` is that reply's text.
    BotMove { lead: String },
    /// `/accept`
    Accept,
    /// `/decline`
    Decline,
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
    /// `/side side`: the side the game's board is shown from.
    BoardSide { side: BoardSide },
}

/// Runs a [`Request`] for `user` in `channel` at `now` (Unix seconds). Blocking: call it from
/// `spawn_blocking`. Object safe, so the front end does not depend on the store type.
pub trait Games: Send + Sync + 'static {
    /// The service's reply, or why nothing happened.
    fn handle(
        &self,
        channel: u64,
        user: &Player,
        request: &Request,
        now: u64,
    ) -> Result<Reply, ServiceError>;

    /// Stops the bot's running searches (on shutdown).
    fn stop_searches(&self);

    /// The legal moves matching `typed` for `user` in `channel` (autocomplete of `/move`);
    /// empty unless `user` is the player to move. Blocking.
    fn move_choices(
        &self,
        channel: u64,
        user: u64,
        typed: &str,
    ) -> Result<Vec<String>, ServiceError>;

    /// `user` pressed `button` in `channel` at `now`. Blocking.
    fn press(
        &self,
        channel: u64,
        user: &Player,
        button: &Button,
        now: u64,
    ) -> Result<Pressed, ServiceError>;

    /// The channel's current or last game as PDN (`/pdn`). Blocking.
    fn pdn(&self, channel: u64) -> Result<Export, ServiceError>;

    /// The channel's current or last game as an animated GIF (`/replay`). Blocking (renders
    /// every ply).
    fn replay(&self, channel: u64) -> Result<Replay, ServiceError>;

    /// Recent finished games of `player` anywhere, else of `channel` (`/games`). Blocking.
    fn history(&self, channel: u64, player: Option<u64>) -> Result<Vec<PastGame>, ServiceError>;
}

impl<S: Store> Games for GameService<S> {
    fn handle(
        &self,
        channel: u64,
        user: &Player,
        request: &Request,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        match request {
            Request::Challenge { opponent, setup } => {
                self.challenge_with(channel, user, opponent, *setup, now)
            }
            Request::ChallengeBot { bot, level, setup } => {
                self.start_bot_game(channel, user, bot, *level, *setup, now)
            }
            Request::BotMove { lead } => self.bot_reply(channel, lead, now),
            Request::Accept => self.accept(channel, user, now),
            Request::Decline => self.decline(channel, user, now),
            Request::Play { notation } => self.play(channel, user, notation, now),
            Request::Board => self.board(channel, now),
            Request::Resign => self.resign(channel, user, now),
            Request::Draw => self.draw(channel, user, now),
            Request::Hint => self.hint(channel, user),
            Request::BoardSide { side } => self.set_board_side(channel, user, *side),
        }
    }

    fn stop_searches(&self) {
        GameService::stop_searches(self)
    }

    fn move_choices(
        &self,
        channel: u64,
        user: u64,
        typed: &str,
    ) -> Result<Vec<String>, ServiceError> {
        GameService::move_choices(self, channel, user, typed)
    }

    fn press(
        &self,
        channel: u64,
        user: &Player,
        button: &Button,
        now: u64,
    ) -> Result<Pressed, ServiceError> {
        GameService::press(self, channel, user, button, now)
    }

    fn pdn(&self, channel: u64) -> Result<Export, ServiceError> {
        GameService::pdn(self, channel)
    }

    fn replay(&self, channel: u64) -> Result<Replay, ServiceError> {
        GameService::replay(self, channel)
    }

    fn history(&self, channel: u64, player: Option<u64>) -> Result<Vec<PastGame>, ServiceError> {
        GameService::history(self, channel, player)
    }
}
