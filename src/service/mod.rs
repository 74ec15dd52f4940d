//! The game service: challenges, turns, resign and draws, shared by the Discord front end and
//! the local console. No Discord types here: callers pass user ids and names, and get back
//! text plus an optional PNG to show.
//!
//! Games against the bot ([`GameService::start_bot_game`]) need no acceptance. Whenever a
//! reply leaves the bot to move it has [`Reply::bot_to_move`] set, and the front end then
//! runs [`GameService::bot_reply`] off its async runtime (the search blocks for up to the
//! level's time budget) and shows that reply instead: the board after the bot's move, the
//! text of both moves. Rule options (RULES.md §7) are stored with each game
//! ([`GameService::challenge_with`], [`Setup`]).
//!
//! Game flow: each game against a person has a time per move ([`GameService::challenge_timed`],
//! default three days); [`GameService::sweep`] reminds, offers the win on time and clears
//! expired challenges from what the store holds; [`GameService::claim`] takes that win.
//! [`GameService::takeback`] undoes a move by agreement (at once against the bot). A
//! challenge without an opponent is open to anyone but the challenger.

pub mod api;
mod bot;
mod buttons;
mod choices;
mod clock;
mod damaged;
mod engine_gate;
mod export;
mod game_index;
mod history;
pub mod locale;
pub mod markdown;
pub mod message;
mod notices;
mod press;
pub mod ratings;
mod records;
mod replay;
mod rules_text;
mod search_thread;
mod searches;
pub mod settings;
mod setup;
mod sides;
pub mod stats;
pub mod store_check;
mod takeback;
mod texts;
mod timeouts;
mod view;

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use crate::engine::Level;
use crate::render::Renderer;
use crate::rules::{Color, Game, Variant};
use crate::store::{
    BotSeat, Challenge, Change, ChannelRecord, GameRecord, GameResult, GameStatus, Player, Store,
    DEFAULT_MOVE_LIMIT_SECS,
};

pub use bot::{BotTurn, HINT_LEVEL};
pub use buttons::{Action, Button, ButtonError, Style};
pub use choices::{matching_moves, MAX_CHOICES};
pub use clock::{Clock, ManualClock, SystemClock};
pub use engine_gate::default_slots as default_engine_threads;
use engine_gate::EngineGate;
pub use export::Export;
pub use history::{PastGame, HISTORY_LIMIT};
use markdown::shown;
pub use message::{Arg, Message};
pub use notices::{Notices, MAX_NOTICES};
use press::{check_challenge, check_game, game_buttons};
pub use press::{stale_button_text, stale_challenge_text, Pressed};
use records::{
    active, after_move, bot_color, channel_free, checked_options, color_of, is_player, new_game,
    player_of, result_line,
};
pub use records::{check_position, rebuild, resume, stored_position};
pub use replay::Replay;
pub use rules_text::rules_text;
use searches::Searches;
pub use searches::BOT_TURN_CLAIM;
pub use setup::{options_note, ColorChoice, Setup, UnknownColor};
pub use timeouts::{
    deadline, describe, parse_move_limit, Notice, MAX_MOVE_LIMIT_SECS, MIN_MOVE_LIMIT_SECS,
    REMIND_FRACTION,
};
pub use view::{board_view, replay_views, BoardSide};

/// How long a challenge stays open, in seconds.
pub const CHALLENGE_TTL_SECS: u64 = 15 * 60;

/// How often a front end runs [`GameService::sweep`] unless told otherwise.
pub const DEFAULT_SWEEP_INTERVAL: Duration = Duration::from_secs(60);

/// The name an open challenge's placeholder opponent has (id 0).
pub const ANYONE: &str = "anyone";

/// What a front end shows after a successful command.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    /// What happened (whose turn, the move just played, the result), for the front end to
    /// word in its reader's language ([`Message::render`]).
    pub message: Message,
    /// The board picture, PNG bytes.
    pub image: Option<Vec<u8>>,
    /// The user the message is addressed to (whose turn it is, or who must answer a
    /// challenge or a draw offer); front ends may ping exactly this user.
    pub mention: Option<u64>,
    /// The bot is to move next: the front end should run [`GameService::bot_reply`] with
    /// this reply's message as the lead and show that reply instead (it has the board after the
    /// bot's move). Never set together with `mention`.
    pub bot_to_move: bool,
    /// Buttons to put under the message, in order (see [`Button`]).
    pub buttons: Vec<Button>,
    /// This reply ended the channel's game (a win, a resignation, an agreed draw, a win on
    /// time): front ends may close what was opened for the game (its thread).
    pub game_over: bool,
}

/// Why a command was not carried out. Front ends show `Refused` only to the person who
/// typed the command (ephemeral); nothing in the game changed.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error("{0}")]
    Refused(Message),
    /// (From a [`crate::store::StoreError`] through `damaged`: an unreadable channel record
    /// becomes a `Refused` that says so.)
    #[error(transparent)]
    Store(crate::store::StoreError),
    /// A stored game could not be rebuilt (its moves do not replay) or its picture failed.
    #[error("internal error: {0}")]
    Internal(String),
}

fn refuse<T>(message: Message) -> Result<T, ServiceError> {
    Err(ServiceError::Refused(message))
}

impl Reply {
    /// The reply's message in English (logs, tests).
    pub fn text(&self) -> String {
        self.message.to_string()
    }
}

/// The game service over a store. Every method takes the current time in Unix seconds so
/// that expiry is testable; every refusal leaves the store untouched.
pub struct GameService<S: Store> {
    store: S,
    renderer: Renderer,
    /// Draws random colours ([`ColorChoice::Random`]).
    rng: Mutex<fastrand::Rng>,
    /// Each channel's bot turn in progress (claimed by a reply with `bot_to_move`, or by
    /// [`GameService::bot_reply`] itself).
    searches: Searches,
    /// The engine's CPU budget: how many searches (bot moves, hints) run at once.
    gate: EngineGate,
    /// The clock that overrides the callers' `now` in front ends ([`GameService::now`]);
    /// `None`: the callers' time and the system clock.
    clock: Option<Arc<dyn Clock>>,
    /// How often front ends sweep the timers ([`GameService::sweep`]).
    sweep_interval: Duration,
    /// Answers that never reached the channel, for its next answer.
    notices: Notices,
}

/// A game rebuilt from its record, for the reply after a change.
struct Snapshot {
    record: GameRecord,
    game: Game,
    message: Message,
    mention: Option<u64>,
}

impl<S: Store> GameService<S> {
    /// A service over `store`, with random colours from a randomly seeded generator.
    pub fn new(store: S) -> Self {
        GameService {
            store,
            renderer: Renderer::new(),
            rng: Mutex::new(fastrand::Rng::new()),
            searches: Searches::default(),
            gate: EngineGate::default(),
            clock: None,
            sweep_interval: DEFAULT_SWEEP_INTERVAL,
            notices: Notices::default(),
        }
    }

    /// The same service running at most `threads` engine searches (bot moves and hints) at
    /// once across all channels (0 counts as 1); the others wait in line. The default is
    /// [`default_engine_threads`].
    pub fn with_engine_threads(mut self, threads: usize) -> Self {
        self.gate = EngineGate::new(threads);
        self
    }

    /// The same service with its time taken from `clock` (a [`ManualClock`] in tests): front
    /// ends then pass every command, press and sweep this clock's time instead of theirs.
    pub fn with_clock(mut self, clock: impl Clock) -> Self {
        self.clock = Some(Arc::new(clock));
        self
    }

    /// The same service, swept every `interval` by front ends (default
    /// [`DEFAULT_SWEEP_INTERVAL`]; tests use less).
    pub fn with_sweep_interval(mut self, interval: Duration) -> Self {
        self.sweep_interval = interval;
        self
    }

    /// How often front ends should run [`GameService::sweep`].
    pub fn sweep_interval(&self) -> Duration {
        self.sweep_interval
    }

    /// The time a front end should use: the service's clock if it has one
    /// ([`GameService::with_clock`]), else `given` (the front end's own reading).
    pub fn now(&self, given: u64) -> u64 {
        self.clock.as_ref().map_or(given, |c| c.now())
    }

    /// The current time by the service's clock, else the system clock (for the sweep).
    pub fn clock_now(&self) -> u64 {
        self.now(SystemClock.now())
    }

    /// The same service drawing random colours from a generator seeded with `seed`
    /// (repeatable, for tests).
    pub fn with_seed(self, seed: u64) -> Self {
        *self.rng() = fastrand::Rng::with_seed(seed);
        self
    }

    /// The random number generator (still usable if a thread panicked while holding it).
    fn rng(&self) -> MutexGuard<'_, fastrand::Rng> {
        self.rng.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The challenger's colour for `choice` (a coin flip for `Random`).
    fn challenger_white(&self, choice: ColorChoice) -> bool {
        match choice {
            ColorChoice::White => true,
            ColorChoice::Black => false,
            ColorChoice::Random => self.rng().bool(),
        }
    }

    /// The store underneath (for tests and tools).
    pub fn store(&self) -> &S {
        &self.store
    }

    /// The channel's game in progress, if any.
    pub fn active_game(&self, channel: u64) -> Result<Option<GameRecord>, ServiceError> {
        Ok(match self.store.load(channel)? {
            Some(ChannelRecord::Game(g)) if g.status == GameStatus::Active => Some(g),
            _ => None,
        })
    }

    /// The player whose turn it is in the channel's game.
    pub fn player_to_move(&self, channel: u64) -> Result<Option<Player>, ServiceError> {
        match self.active_game(channel)? {
            Some(record) => {
                let game = resume(&record)?;
                Ok(Some(
                    player_of(&record, game.position().side_to_move()).clone(),
                ))
            }
            None => Ok(None),
        }
    }

    /// `challenger` challenges `opponent` to a game of `variant` in `channel` (rule book
    /// defaults, challenger White). See [`GameService::challenge_with`].
    pub fn challenge(
        &self,
        channel: u64,
        challenger: &Player,
        opponent: &Player,
        variant: Variant,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        self.challenge_with(channel, challenger, opponent, Setup::new(variant), now)
    }

    /// `challenger` challenges `opponent` to a game set up as `setup` in `channel`; a random
    /// colour is drawn now. Refused when the channel already has a game or an unexpired
    /// challenge, when challenging oneself, or when a rule option is not one of the variant's.
    /// The game gets the default time per move ([`DEFAULT_MOVE_LIMIT_SECS`]).
    pub fn challenge_with(
        &self,
        channel: u64,
        challenger: &Player,
        opponent: &Player,
        setup: Setup,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        self.challenge_timed(
            channel,
            challenger,
            Some(opponent),
            setup,
            DEFAULT_MOVE_LIMIT_SECS,
            now,
        )
    }

    /// [`GameService::challenge_with`] with `move_limit_secs` per move (checked against
    /// [`MIN_MOVE_LIMIT_SECS`]..=[`MAX_MOVE_LIMIT_SECS`]); without an opponent the challenge
    /// is open: anyone in the channel but the challenger may accept it.
    pub fn challenge_timed(
        &self,
        channel: u64,
        challenger: &Player,
        opponent: Option<&Player>,
        setup: Setup,
        move_limit_secs: u64,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        if opponent.is_some_and(|o| o.id == challenger.id) {
            return refuse(Message::new("refuse-challenge-yourself"));
        }
        if !(MIN_MOVE_LIMIT_SECS..=MAX_MOVE_LIMIT_SECS).contains(&move_limit_secs) {
            return refuse(
                Message::new("refuse-time-range")
                    .duration("min", MIN_MOVE_LIMIT_SECS)
                    .duration("max", MAX_MOVE_LIMIT_SECS),
            );
        }
        let open = opponent.is_none();
        let anyone = Player {
            id: 0,
            name: ANYONE.to_string(),
        };
        let opponent = opponent.unwrap_or(&anyone);
        let options = checked_options(setup)?;
        let challenger_white = self.challenger_white(setup.color);
        let result = self.store.update::<_, ServiceError>(channel, &|record| {
            channel_free(record, now)?;
            Ok((
                Change::Put(ChannelRecord::Challenge(Challenge {
                    challenger: challenger.clone(),
                    opponent: opponent.clone(),
                    variant: setup.variant.name().to_string(),
                    created_at: now,
                    expires_at: now + CHALLENGE_TTL_SECS,
                    options: options.clone(),
                    challenger_white,
                    move_limit_secs,
                    open,
                    guild: setup.guild,
                })),
                (),
            ))
        })?;
        result?;
        let colour = if challenger_white {
            Color::White
        } else {
            Color::Black
        };
        let issued = if open {
            texts::open_challenge_issued(challenger, setup.variant, CHALLENGE_TTL_SECS / 60)
        } else {
            texts::challenge_issued(challenger, opponent, setup.variant, CHALLENGE_TTL_SECS / 60)
        };
        let mut message = issued
            .then(
                Message::new("challenger-plays")
                    .text("player", shown(challenger))
                    .color("color", colour),
            )
            .then(options_note(&options));
        if move_limit_secs != DEFAULT_MOVE_LIMIT_SECS {
            message = message.then(Message::new("time-per-move").duration("time", move_limit_secs));
        }
        Ok(Reply {
            message,
            image: None,
            mention: (!open).then_some(opponent.id),
            bot_to_move: false,
            buttons: vec![
                Button::new(Action::Accept, now, 0),
                Button::new(Action::Decline, now, 0),
            ],
            game_over: false,
        })
    }

    /// The challenged player accepts: the game starts (challenger plays White) and the reply
    /// carries the board.
    pub fn accept(&self, channel: u64, user: &Player, now: u64) -> Result<Reply, ServiceError> {
        self.accept_at(channel, user, now, None)
    }

    /// [`GameService::accept`], refused as stale unless the channel's challenge was made at
    /// `created` (when given).
    fn accept_at(
        &self,
        channel: u64,
        user: &Player,
        now: u64,
        created: Option<u64>,
    ) -> Result<Reply, ServiceError> {
        let id = self.store.next_game_id()?;
        let snapshot = self.store.update(channel, &|record| {
            check_challenge(record, created)?;
            let challenge = match record {
                Some(ChannelRecord::Challenge(c)) if c.expires_at > now => c,
                Some(ChannelRecord::Challenge(_)) => {
                    return refuse(Message::new("refuse-challenge-expired"))
                }
                Some(ChannelRecord::Game(g)) if g.status == GameStatus::Active => {
                    return refuse(Message::new("refuse-game-in-progress"))
                }
                _ => return refuse(Message::new("refuse-no-challenge-to-accept")),
            };
            if challenge.open && challenge.challenger.id == user.id {
                return refuse(Message::new("refuse-own-open-challenge"));
            }
            if !challenge.open && challenge.opponent.id != user.id {
                return refuse(
                    Message::new("refuse-only-opponent-accepts")
                        .text("player", shown(&challenge.opponent)),
                );
            }
            let opponent = if challenge.open {
                user
            } else {
                &challenge.opponent
            };
            let variant: Variant = challenge
                .variant
                .parse()
                .map_err(|e| ServiceError::Internal(format!("stored challenge: {e}")))?;
            let (white, black) = if challenge.challenger_white {
                (&challenge.challenger, opponent)
            } else {
                (opponent, &challenge.challenger)
            };
            let (mut record, game) = new_game(
                id,
                channel,
                variant,
                &challenge.options,
                (white, black),
                None,
                Some(challenge.move_limit_secs),
                now,
            )?;
            record.guild = challenge.guild;
            let first = player_of(&record, game.position().side_to_move());
            let message = texts::game_starts(variant, &record, None)
                .then(Message::new("time-per-move").duration("time", challenge.move_limit_secs))
                .then(Message::new("player-to-move").text("player", shown(first)));
            let mention = Some(first.id);
            changed(
                Change::Put(ChannelRecord::Game(record.clone())),
                record,
                game,
                message,
                mention,
            )
        })??;
        self.reply(snapshot)
    }

    /// `human` starts a game against the bot (`bot` is the bot's own user) at `level` in
    /// `channel`, set up as `setup` (`setup.color` is the human's colour). No acceptance is
    /// needed. When the bot has the first move the reply has `bot_to_move` set and no "to
    /// move" sentence: follow it with [`GameService::bot_reply`]. Refused like
    /// [`GameService::challenge_with`].
    pub fn start_bot_game(
        &self,
        channel: u64,
        human: &Player,
        bot: &Player,
        level: Level,
        setup: Setup,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        if human.id == bot.id {
            return refuse(Message::new("refuse-bot-plays-itself"));
        }
        let options = checked_options(setup)?;
        let human_white = self.challenger_white(setup.color);
        let id = self.store.next_game_id()?;
        let snapshot = self.store.update(channel, &|record| {
            channel_free(record, now)?;
            let players = if human_white {
                (human, bot)
            } else {
                (bot, human)
            };
            let seat = BotSeat {
                player: bot.id,
                level: level.number(),
            };
            let (mut record, game) = new_game(
                id,
                channel,
                setup.variant,
                &options,
                players,
                Some(seat),
                None,
                now,
            )?;
            record.guild = setup.guild;
            let side = game.position().side_to_move();
            let first = player_of(&record, side);
            let mut message = texts::game_starts(setup.variant, &record, Some(level.number()));
            let mention = if first.id == bot.id {
                None
            } else {
                message = message.then(texts::to_move(first, side));
                Some(first.id)
            };
            changed(
                Change::Put(ChannelRecord::Game(record.clone())),
                record,
                game,
                message,
                mention,
            )
        })??;
        self.reply(snapshot)
    }

    /// The challenged player declines, or the challenger withdraws.
    pub fn decline(&self, channel: u64, user: &Player, now: u64) -> Result<Reply, ServiceError> {
        self.decline_at(channel, user, now, None)
    }

    /// [`GameService::decline`], refused as stale unless the channel's challenge was made
    /// at `created` (when given).
    fn decline_at(
        &self,
        channel: u64,
        user: &Player,
        now: u64,
        created: Option<u64>,
    ) -> Result<Reply, ServiceError> {
        let message = self.store.update(channel, &|record| {
            check_challenge(record, created)?;
            match record {
                Some(ChannelRecord::Challenge(c)) if c.expires_at <= now => {
                    Ok((Change::Remove, Message::new("challenge-expired-cleared")))
                }
                Some(ChannelRecord::Challenge(c)) if c.opponent.id == user.id => Ok((
                    Change::Remove,
                    Message::new("challenge-declined")
                        .text("player", shown(&c.opponent))
                        .text("challenger", shown(&c.challenger)),
                )),
                Some(ChannelRecord::Challenge(c)) if c.challenger.id == user.id => Ok((
                    Change::Remove,
                    Message::new("challenge-withdrawn").text("player", shown(&c.challenger)),
                )),
                Some(ChannelRecord::Challenge(c)) if c.open => refuse(
                    Message::new("refuse-open-challenge-not-yours")
                        .text("challenger", shown(&c.challenger)),
                ),
                Some(ChannelRecord::Challenge(c)) => refuse(
                    Message::new("refuse-only-opponent-declines")
                        .text("player", shown(&c.opponent)),
                ),
                _ => refuse(Message::new("refuse-no-challenge-to-decline")),
            }
        })??;
        Ok(Reply {
            message,
            ..Reply::default()
        })
    }

    /// The player to move plays `notation`. Refusals say why and list the legal moves.
    pub fn play(
        &self,
        channel: u64,
        user: &Player,
        notation: &str,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        let snapshot = self.store.update(channel, &|record| {
            let mut record = active(record)?.clone();
            let mut game = resume(&record)?;
            let side = game.position().side_to_move();
            let mover = player_of(&record, side);
            if !is_player(&record, user) {
                return refuse(
                    Message::new("refuse-not-playing")
                        .text("white", shown(&record.white))
                        .text("black", shown(&record.black)),
                );
            }
            if mover.id != user.id {
                if record.bot.is_some_and(|b| b.player == mover.id) {
                    return refuse(
                        Message::new("refuse-bot-thinking")
                            .text("player", shown(mover))
                            .color("color", side),
                    );
                }
                return refuse(
                    Message::new("refuse-not-your-turn")
                        .text("player", shown(mover))
                        .color("color", side),
                );
            }
            let before = game.position().clone();
            let mv = game
                .play_text(notation)
                .map_err(|e| ServiceError::Refused(texts::move_refusal(&e)))?;
            let written = crate::rules::notation::write(&before, &mv);
            record.updated_at = now;
            let (change, message, mention) = after_move(&mut record, &game, user, &written);
            changed(change, record, game, message, mention)
        })??;
        self.reply(snapshot)
    }

    /// The current board of the channel's game, from the side to move's point of view.
    pub fn board(&self, channel: u64, now: u64) -> Result<Reply, ServiceError> {
        let record = match self.store.load(channel)? {
            Some(ChannelRecord::Game(g)) => g,
            Some(ChannelRecord::Challenge(c)) => {
                return refuse(
                    Message::new("refuse-no-game-yet")
                        .text("challenger", shown(&c.challenger))
                        .text("opponent", shown(&c.opponent)),
                )
            }
            None => return refuse(Message::new("refuse-no-game")),
        };
        let game = resume(&record)?;
        let side = game.position().side_to_move();
        let level = |p: &Player| match record.bot {
            Some(b) if b.player == p.id => u64::from(b.level),
            _ => 0,
        };
        let message = Message::new("board-header")
            .variant("variant", game.variant())
            .text("white", shown(&record.white))
            .count("white_level", level(&record.white))
            .text("black", shown(&record.black))
            .count("black_level", level(&record.black))
            .count("move", (game.plies() / 2 + 1) as u64)
            .then(options_note(&record.options))
            .then(texts::to_move(player_of(&record, side), side));
        let message = match deadline(&record) {
            Some(due) if due > now => {
                message.then(Message::new("board-time-left").duration("time", due - now))
            }
            Some(_) => message.then(Message::new("board-time-run-out")),
            None => message,
        };
        self.reply(Snapshot {
            record,
            game,
            message,
            mention: None,
        })
    }

    /// A player resigns.
    pub fn resign(&self, channel: u64, user: &Player, now: u64) -> Result<Reply, ServiceError> {
        self.resign_at(channel, user, now, None)
    }

    /// [`GameService::resign`], refused as stale unless the channel's game is `at`'s game
    /// at `at`'s ply (when given).
    fn resign_at(
        &self,
        channel: u64,
        user: &Player,
        now: u64,
        at: Option<Button>,
    ) -> Result<Reply, ServiceError> {
        let snapshot = self.store.update::<_, ServiceError>(channel, &|record| {
            check_game(record, at)?;
            let mut record = active(record)?.clone();
            let color = color_of(&record, user)?;
            let game = resume(&record)?;
            let result = match color {
                Color::White => GameResult::BlackWins,
                Color::Black => GameResult::WhiteWins,
            };
            // Stored with the name as typed; `result_line` and the others escape it when shown.
            let reason = format!("{} resigned", user.name);
            let message = result_line(&record, &result, &reason);
            record.status = GameStatus::Finished { result, reason };
            record.updated_at = now;
            changed(Change::Finish(record.clone()), record, game, message, None)
        })??;
        self.searches.stop(channel);
        self.reply(snapshot)
    }

    /// A player offers a draw, or accepts the opponent's open offer.
    pub fn draw(&self, channel: u64, user: &Player, now: u64) -> Result<Reply, ServiceError> {
        self.draw_at(channel, user, now, None)
    }

    /// [`GameService::draw`], refused as stale unless the channel's game is `at`'s game at
    /// `at`'s ply (when given).
    fn draw_at(
        &self,
        channel: u64,
        user: &Player,
        now: u64,
        at: Option<Button>,
    ) -> Result<Reply, ServiceError> {
        let snapshot = self.store.update(channel, &|record| {
            check_game(record, at)?;
            let mut record = active(record)?.clone();
            let color = color_of(&record, user)?;
            if record.bot.is_some() {
                return refuse(Message::new("refuse-bot-draw"));
            }
            let game = resume(&record)?;
            let opponent = player_of(&record, !color).clone();
            record.updated_at = now;
            match record.draw_offer {
                Some(offerer) if offerer == user.id => refuse(
                    Message::new("refuse-draw-already-offered").text("player", shown(&opponent)),
                ),
                Some(_) => {
                    let reason = "draw by agreement".to_string();
                    let message = result_line(&record, &GameResult::Draw, &reason);
                    record.status = GameStatus::Finished {
                        result: GameResult::Draw,
                        reason,
                    };
                    changed(Change::Finish(record.clone()), record, game, message, None)
                }
                None => {
                    record.draw_offer = Some(user.id);
                    let message = Message::new("draw-offered")
                        .text("player", shown(user))
                        .text("opponent", shown(&opponent));
                    changed(
                        Change::Put(ChannelRecord::Game(record.clone())),
                        record,
                        game,
                        message,
                        Some(opponent.id),
                    )
                }
            }
        })??;
        let offer =
            snapshot.record.draw_offer.is_some() && snapshot.record.status == GameStatus::Active;
        let (id, ply) = (snapshot.record.id, snapshot.record.moves.len());
        let reply = self.reply(snapshot)?;
        Ok(Reply {
            image: None,
            buttons: if offer {
                vec![Button::new(Action::AcceptDraw, id, ply)]
            } else {
                reply.buttons.clone()
            },
            ..reply
        })
    }

    /// The reply for a snapshot: its text and the board picture, seen from the side to move
    /// (from the human's side in a game against the bot; White's side once the game is over).
    fn reply(&self, snapshot: Snapshot) -> Result<Reply, ServiceError> {
        let over = snapshot.record.status != GameStatus::Active;
        // Exactly one reply hands the bot's turn to its front end; a /board while the bot
        // thinks does not start a second search. After a restart the next reply does.
        let bot_to_move = !over
            && bot_color(&snapshot.record, &snapshot.game).is_some()
            && self.searches.claim(snapshot.record.channel);
        let to_move = snapshot.game.position().side_to_move();
        let viewer = self.viewer(&snapshot.record, to_move, over);
        let image = self.picture(&snapshot.game, over, Some(viewer))?;
        let mut message = snapshot.message;
        // The last moves under the text while the game goes on (a finished game's message is
        // its result; /pdn and /replay give the whole game). A reply handing over to the bot
        // is the lead of the bot's reply, which has the line.
        if let Some(line) = (!bot_to_move && !over)
            .then(|| {
                texts::move_list(
                    &snapshot.record.moves,
                    texts::MOVE_LIST_PLIES,
                    snapshot.game.start().side_to_move(),
                )
            })
            .flatten()
        {
            message = message.line(line);
        }
        Ok(Reply {
            message,
            image: Some(image),
            mention: snapshot.mention.filter(|_| !bot_to_move),
            bot_to_move,
            buttons: game_buttons(&snapshot.record),
            game_over: over,
        })
    }

    /// The PNG of `game`'s position with its last move highlighted, seen from `viewer`
    /// (default: the side to move, or White once the game is `over`).
    fn picture(
        &self,
        game: &Game,
        over: bool,
        viewer: Option<Color>,
    ) -> Result<Vec<u8>, ServiceError> {
        let pos = game.position();
        let viewer = viewer.unwrap_or(if over {
            Color::White
        } else {
            pos.side_to_move()
        });
        let last = game.last_move().map(|(_, m)| *m);
        let view = board_view(pos, last.as_ref(), viewer, over);
        self.renderer
            .png(&view)
            .map_err(|e| ServiceError::Internal(format!("board picture: {e}")))
    }

    /// Answers that never reached their channel, kept for its next answer (see [`Notices`]).
    pub fn notices(&self) -> &Notices {
        &self.notices
    }

    /// Stops every running bot search and makes later ones stop at once (for shutdown).
    /// The searches still return a move, so a game in progress is not left without one.
    pub fn stop_searches(&self) {
        self.searches.stop_all();
    }
}

/// The decision of an update closure: apply `change`, then reply from the game it leaves.
fn changed(
    change: Change,
    record: GameRecord,
    game: Game,
    message: Message,
    mention: Option<u64>,
) -> Result<(Change, Snapshot), ServiceError> {
    Ok((
        change,
        Snapshot {
            record,
            game,
            message,
            mention,
        },
    ))
}
