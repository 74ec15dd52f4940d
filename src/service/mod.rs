//! The game service: challenges, turns, resign and draws, shared by the Discord front end and
//! the local console. No Discord types here: callers pass user ids and names, and get back
//! messages plus an optional PNG to show. The
//! methods live by concept: `challenges`, `turns`, `endings`, `snapshot` (the reply after a
//! change), `timeouts`, `takeback`, `bot`...
//!
//! Games against the bot ([`GameService::start_bot_game`]) need no acceptance. Whenever a
//! reply leaves the bot to move it has [`Reply::bot_to_move`] set, and a front end receives
//! it as a [`Turn`](api::turn::Turn) whose [`BotTurn`](api::turn::BotTurn) it runs off its async runtime (the search blocks for
//! up to the level's time budget), showing that reply instead: the board after the bot's
//! move, the text of both moves ([`GameService::bot_reply`]). Rule options (docs/rules.md#rule-options) are
//! stored with each game ([`GameService::challenge_with`], [`Setup`](game::setup::Setup)).
//!
//! Game flow: each game against a person has a time per move ([`GameService::challenge_timed`],
//! default three days); [`GameService::sweep`] reminds, offers the win on time and clears
//! expired challenges from what the store holds; [`GameService::claim`] takes that win.
//! [`GameService::takeback`] undoes a move by agreement (at once against the bot). A
//! challenge without an opponent is open to anyone but the challenger.

pub mod api;
pub mod archive;
pub mod arena;
pub mod board;
pub mod bot;
pub mod game;
pub mod lesson;
pub mod live;
pub mod puzzle;
pub mod server;
pub mod text;
pub mod tournament;

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use towers_store::{ChannelRecord, GameRecord, GameStatus, Player, Store};

use archive::analysis::ANALYSIS_MS_PER_POSITION;
use bot::engine_gate::EngineGate;
use bot::searches::Searches;
use game::buttons::Button;
use game::clock::{Clock, SystemClock};
use game::notices::Notices;
use game::records::{player_of, resume};
use game::setup::ColorChoice;
use text::message::Message;

/// How long a challenge stays open, in seconds.
pub const CHALLENGE_TTL_SECS: u64 = 15 * 60;

/// How often a front end runs [`GameService::sweep`] unless told otherwise.
pub const DEFAULT_SWEEP_INTERVAL: Duration = Duration::from_secs(60);

/// What a front end shows after a successful command.
/// The most pictures one message carries (Discord allows 10 attachments a message).
pub const MAX_IMAGES: usize = 10;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    /// What happened (whose turn, the move just played, the result), for the front end to
    /// word in its reader's language ([`Message::render`]).
    pub message: Message,
    /// The board picture, PNG bytes.
    pub image: Option<Vec<u8>>,
    /// Further pictures after `image` in the same message (a standings picture's later
    /// pages), PNG bytes; front ends attach at most [`MAX_IMAGES`] pictures in all.
    pub more_images: Vec<Vec<u8>>,
    /// The user the message is addressed to (whose turn it is, or who must answer a
    /// challenge or a draw offer); front ends may ping exactly this user.
    pub mention: Option<u64>,
    /// The bot is to move next: the reply's [`Turn`](api::turn::Turn) carries the bot's turn, with this
    /// reply's message as the lead ([`GameService::bot_reply`]). Never set together with
    /// `mention`.
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
    /// (From a [`towers_store::StoreError`] through `damaged`: an unreadable channel record
    /// becomes a `Refused` that says so.)
    #[error(transparent)]
    Store(towers_store::StoreError),
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
pub struct GameService {
    store: Arc<dyn Store>,
    /// Board pictures, drawn one per core at a time.
    pictures: Arc<board::pictures::Pictures>,
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
    /// Replies to post in chat for changes made in the Activity.
    announcements: game::announcements::Announcements,
    /// Whether the Activity (the board you can click) is served: game messages get an Open
    /// board button.
    activity: bool,
    /// When the clocks of active games run out (a hint for the sweep).
    flags: game::flags::Flags,
    /// Losses the store found, for the channel's next command ([`losses`](game::losses)).
    losses: game::losses::Losses,
    /// The engine's time per position in `/analyze` ([`GameService::with_analysis_budget`]).
    analysis_budget: Duration,
    /// Every change of a channel's game or challenge, for front ends that show it live.
    events: live::Events,
    /// The servers' settings.
    servers: server::settings::Servers,
    /// `/puzzle`, `/solve` and the daily puzzle.
    puzzles: puzzle::Puzzles,
    /// `/learn`: the lessons and each user's progress.
    lessons: lesson::Lessons,
    /// The finished-game index (`/games player:`, `/analyze game:`).
    index: archive::game_index::GameIndex,
    /// `/rating`, `/leaderboard` and `/stats`.
    ratings: server::ratings::Ratings,
}

impl GameService {
    /// A service over `store`, with random colours from a randomly seeded generator.
    pub fn new(store: Arc<dyn Store>) -> Self {
        let losses = game::losses::Losses::of(store.as_ref());
        let servers = server::settings::Servers::new(store.clone());
        let pictures = Arc::new(board::pictures::Pictures::per_core());
        let puzzles = puzzle::Puzzles::new(store.clone(), servers.clone(), pictures.clone());
        let lessons = lesson::Lessons::new(store.clone(), pictures.clone());
        let index = archive::game_index::GameIndex::new(store.clone());
        let ratings = server::ratings::Ratings::new(index.clone(), servers.clone());
        GameService {
            store: store.clone(),
            pictures,
            rng: Mutex::new(fastrand::Rng::new()),
            searches: Searches::default(),
            gate: EngineGate::default(),
            clock: None,
            sweep_interval: DEFAULT_SWEEP_INTERVAL,
            notices: Notices::default(),
            flags: game::flags::Flags::default(),
            activity: false,
            announcements: Default::default(),
            losses,
            analysis_budget: Duration::from_millis(ANALYSIS_MS_PER_POSITION),
            events: live::Events::default(),
            servers,
            puzzles,
            lessons,
            index,
            ratings,
        }
    }

    /// The same service spending `per_position` of search on each position it analyses
    /// (`/analyze`; default [`ANALYSIS_MS_PER_POSITION`] ms; tests use less).
    pub fn with_analysis_budget(mut self, per_position: Duration) -> Self {
        self.analysis_budget = per_position;
        self
    }

    /// The same service running at most `threads` engine searches (bot moves and hints) at
    /// once across all channels (0 counts as 1); the others wait in line. The default is
    /// [`default_engine_threads`](bot::engine_gate::default_slots).
    pub fn with_engine_threads(mut self, threads: usize) -> Self {
        self.gate = EngineGate::new(threads);
        self
    }

    /// The same service with its time taken from `clock` (a [`ManualClock`](game::clock::ManualClock) in tests): front
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

    /// The same service with an Open board button under game messages (when the Activity
    /// is served).
    pub fn with_activity(mut self, on: bool) -> Self {
        self.activity = on;
        self
    }

    /// Posts `reply` in `channel`'s chat through whichever front end listens (see
    /// `game/announcements.rs`); the server is the channel's game's or challenge's.
    pub fn announce(&self, channel: u64, reply: Reply) {
        self.announce_in_place(channel, None, reply);
    }

    /// Like [`Self::announce`], updating `game`'s one live message in the channel when the
    /// front end can (see `game/announcements.rs`).
    pub fn announce_in_place(&self, channel: u64, game: Option<u64>, reply: Reply) {
        let guild = match self.store.load(channel) {
            Ok(Some(towers_store::ChannelRecord::Game(g))) => g.guild,
            Ok(Some(towers_store::ChannelRecord::Challenge(c))) => c.guild,
            Ok(None) => self
                .store
                .finished_games(channel)
                .ok()
                .and_then(|mut games| games.pop())
                .and_then(|g| g.guild),
            Err(e) => {
                tracing::warn!(channel, error = %e, "store unreadable; announcing in English");
                None
            }
        };
        self.announcements
            .announce(game::announcements::Announcement {
                channel,
                guild,
                reply,
                game,
            });
    }

    /// A receiver of every announcement from now on.
    pub fn announcements(
        &self,
    ) -> tokio::sync::broadcast::Receiver<std::sync::Arc<game::announcements::Announcement>> {
        self.announcements.subscribe()
    }

    /// Whether game messages offer the Activity.
    pub fn activity(&self) -> bool {
        self.activity
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

    /// [`GameService::clock_now`] in Unix milliseconds: the time game clocks are read at.
    pub fn clock_now_ms(&self) -> u64 {
        self.clock
            .as_ref()
            .map_or_else(|| SystemClock.now_ms(), |c| c.now_ms())
    }

    /// The same service drawing random colours from a generator seeded with `seed`
    /// (repeatable, for tests).
    pub fn with_seed(self, seed: u64) -> Self {
        *self.rng() = fastrand::Rng::with_seed(seed);
        self.puzzles.seed(seed);
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

    /// The servers' settings (`/configure`, and the defaults the commands read).
    pub fn servers(&self) -> &server::settings::Servers {
        &self.servers
    }

    /// `/puzzle`, `/solve` and the daily puzzle.
    pub fn puzzles(&self) -> &puzzle::Puzzles {
        &self.puzzles
    }

    /// `/learn`: the lessons and each user's progress.
    pub fn lessons(&self) -> &lesson::Lessons {
        &self.lessons
    }

    /// `/rating`, `/leaderboard` and `/stats`.
    pub fn ratings(&self) -> &server::ratings::Ratings {
        &self.ratings
    }

    /// The store underneath (for tests and tools).
    pub fn store(&self) -> &dyn Store {
        self.store.as_ref()
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

    /// Losses the store found, waiting for their channel's next command (see [`game::losses`]).
    pub fn losses(&self) -> &game::losses::Losses {
        &self.losses
    }

    /// A receiver of every game event from now on: each change of a channel's game or
    /// challenge, whoever made it (a command, a button, the bot, the timer sweep, the
    /// Activity). Does not block.
    pub fn events(&self) -> tokio::sync::broadcast::Receiver<live::GameEvent> {
        self.events.subscribe()
    }

    /// Whether an answer's CPU work (a board picture) would wait in line now: every place
    /// to draw is taken. A front end then acknowledges at once instead of after its usual
    /// wait, since the answer will be late.
    pub fn work_queued(&self) -> bool {
        self.pictures.full()
    }

    /// Publishes that `channel` changed by `origin`: on this process's bus, and to the other
    /// processes sharing the store ([`Store::share_change`]; they publish it on theirs, see
    /// [`GameService::hear_other_processes`]).
    pub fn publish(&self, channel: u64, origin: live::Origin) {
        self.events.publish(channel, origin);
        self.store.share_change(channel);
    }

    /// Publishes on this process's bus the changes that other processes sharing the store
    /// make (as [`live::Origin::Elsewhere`]), so that the Activity's sockets here show moves
    /// made through another process. Returns whether the store is shared at all.
    ///
    /// Errors: `Store` when the store cannot listen.
    pub fn hear_other_processes(&self) -> Result<bool, ServiceError> {
        let events = self.events.clone();
        let heard = self.store.listen_to_changes(Box::new(move |channel| {
            events.publish(channel, live::Origin::Elsewhere)
        }))?;
        Ok(heard)
    }

    /// Answers that never reached their channel, kept for its next answer (see [`Notices`]).
    pub(crate) fn flags(&self) -> &game::flags::Flags {
        &self.flags
    }

    /// When the next flag of a game with clocks falls, Unix milliseconds (as last seen by a
    /// sweep or a reply).
    pub fn next_flag_ms(&self) -> Option<u64> {
        self.flags.next()
    }

    pub fn notices(&self) -> &Notices {
        &self.notices
    }

    /// Keeps `text` to show with the channel's next public answer (an answer that changed
    /// the game but could not be delivered). Does not block.
    pub fn leave_notice(&self, channel: u64, text: String) {
        self.notices.leave(channel, text)
    }

    /// The channel's waiting notices, removed, oldest first. Does not block.
    pub fn take_notices(&self, channel: u64) -> Vec<String> {
        self.notices.take(channel)
    }

    /// Stops every running bot search and makes later ones stop at once (for shutdown).
    /// The searches still return a move, so a game in progress is not left without one.
    pub fn stop_searches(&self) {
        self.searches.stop_all();
    }
}
