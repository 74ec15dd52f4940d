//! The bot's turn, in three steps so that the search never runs inside a store transaction:
//! (1) [`GameService::bot_turn`] takes a read-only snapshot of the game; (2) the caller runs
//! the engine on it (blocking, seconds at most; [`GameService::bot_reply`] uses the game's
//! engine kept from its previous move, so the transposition table carries over); (3)
//! [`GameService::finish_bot_turn`] stores the move only if the game is still active and at
//! the same ply; otherwise (a resignation or anything else came first) the move is dropped.
//! [`GameService::bot_reply`] does all three, waiting on the calling thread while the search
//! runs on a thread of its own at a lower CPU priority ([`crate::service::bot::search_thread`]).

use crate::service::bot::search_thread::run_search;
use crate::service::game::buttons::{Action, Button};
use crate::service::game::records;
use crate::service::game::records::{active, after_move, bot_color, is_player, player_of, rebuild};
use crate::service::game::snapshot::changed;
use crate::service::text::message::Message;
use crate::service::text::texts;
use crate::service::{refuse, GameService, Reply, ServiceError};
use towers_engine::Level;
use towers_rules::{notation, Game, Move};
use towers_store::StoreExt;
use towers_store::{ChannelRecord, GameStatus};

/// The level `/hint` searches at when the game's bot has none on record (never, today: hints
/// are given in games against the bot, at the bot's level or [`Level::HINT_MIN`] if higher).
pub const HINT_LEVEL: u8 = Level::HINT_MIN;

/// A bot move that waited this long for the engine (other games' searches were running) says
/// so in its reply: the same as the front ends' default deferral threshold.
pub const BUSY_NOTE_AFTER: std::time::Duration = std::time::Duration::from_secs(2);

/// A snapshot of a game in which the bot is to move.
#[derive(Clone, Debug)]
pub struct BotSnapshot {
    /// The game's id (a new game in the channel is a different game).
    pub game_id: u64,
    /// Plies played when the snapshot was taken.
    pub ply: usize,
    /// The bot's strength.
    pub level: Level,
    /// The game, rebuilt from the store.
    pub game: Game,
}

impl GameService {
    /// Step 1: the channel's game when the bot is to move in it, else `None`.
    /// Errors: storage, or a stored game that does not rebuild.
    pub fn bot_turn(&self, channel: u64) -> Result<Option<BotSnapshot>, ServiceError> {
        let Some(record) = self.active_game(channel)? else {
            return Ok(None);
        };
        let Some(seat) = record.bot else {
            return Ok(None);
        };
        let game = rebuild(&record)?;
        if bot_color(&record, &game).is_none() {
            return Ok(None);
        }
        let level = Level::new(seat.level).ok_or_else(|| {
            ServiceError::Internal(format!("game {}: bot level {}", record.id, seat.level))
        })?;
        Ok(Some(BotSnapshot {
            game_id: record.id,
            ply: record.moves.len(),
            level,
            game,
        }))
    }

    /// Step 3: plays the bot's `mv` (found on `turn.game`) if the channel still holds the same
    /// active game at the same ply; `Ok(None)` (nothing stored) otherwise. The reply's text
    /// is `lead` (the sentence about the human's move, may be empty) followed by the bot's
    /// move and whose turn it is, or the result.
    pub fn finish_bot_turn(
        &self,
        channel: u64,
        turn: &BotSnapshot,
        mv: &Move,
        lead: &Message,
        now: u64,
    ) -> Result<Option<Reply>, ServiceError> {
        let written = notation::write(turn.game.position(), mv);
        let offer = self.bot_offers_draw(turn, mv);
        let snapshot = self.store.update::<_, ServiceError>(channel, &|record| {
            let current = match record {
                Some(ChannelRecord::Game(g))
                    if g.status == GameStatus::Active
                        && g.id == turn.game_id
                        && g.moves.len() == turn.ply =>
                {
                    g
                }
                _ => return Ok((towers_store::Change::Keep, None)),
            };
            let mut record = current.clone();
            let mut game = records::resume(&record)?;
            let side = game.position().side_to_move();
            let bot = player_of(&record, side).clone();
            if record.bot.is_none_or(|b| b.player != bot.id) {
                return Ok((towers_store::Change::Keep, None));
            }
            game.play_text(&written).map_err(|e| {
                ServiceError::Internal(format!("the engine's move {written} is not legal: {e}"))
            })?;
            record.updated_at = now;
            let offered_before = current.draw_offer == Some(bot.id);
            let written = towers_store::MoveText::new(written.clone())
                .map_err(|e| ServiceError::Internal(format!("the engine's move: {e}")))?;
            let (change, message, mention) = after_move(&mut record, &game, &bot, &written);
            let mut message = lead.clone().then(message);
            // The bot offers once a game; its offer stands (`after_move` keeps it) and a
            // /draw is judged afresh.
            let mut change = change;
            if offer && !offered_before && record.status == GameStatus::Active {
                record.draw_offer = Some(bot.id);
                message = message.then(Message::new("bot-offers-draw"));
                change = towers_store::Change::Put(ChannelRecord::Game(record.clone()));
            }
            let (change, snapshot) = changed(change, record, game, message, mention)?;
            Ok((change, Some(snapshot)))
        })??;
        let Some(snapshot) = snapshot else {
            return Ok(None);
        };
        // While the bot's offer stands and the ending is still dead drawn, the reply carries
        // the button that takes it.
        let standing = offer
            && snapshot.record.draw_offer.is_some()
            && snapshot.record.status == GameStatus::Active;
        let (id, ply) = (snapshot.record.id, snapshot.record.moves.len());
        let mut reply = self.reply(snapshot)?;
        if standing {
            reply.buttons.push(Button::new(Action::AcceptDraw, id, ply));
        }
        Ok(Some(reply))
    }

    /// Whether the bot, after playing `mv` in `turn`, holds the game for a dead draw
    /// ([`towers_engine::draw_sense`]); only judged (a short search) in a drawn ending.
    fn bot_offers_draw(&self, turn: &BotSnapshot, mv: &Move) -> bool {
        let bot_side = turn.game.position().side_to_move();
        let mut after = turn.game.clone();
        after.play(*mv);
        towers_engine::draw_sense::drawn_ending(&after).is_some()
            && towers_engine::draw_sense::dead_drawn_for(&after, bot_side)
    }

    /// The bot's whole turn in `channel`, blocking the calling thread (the search, on a
    /// lower-priority thread of its own, takes up to the level's time budget): snapshot,
    /// search, store. The reply shows the board after the bot's move and its text is `lead`
    /// plus the bot's move. When the game changed while the bot was thinking (resigned, say)
    /// or the bot is not to move, nothing is stored and the reply says so, with the board the
    /// bot was looking at.
    /// A resignation in the channel stops the search early.
    pub fn bot_reply(&self, channel: u64, lead: &Message, now: u64) -> Result<Reply, ServiceError> {
        let Some(turn) = self.bot_turn(channel)? else {
            self.searches.stop(channel);
            return Ok(Reply {
                message: lead.clone().then(Message::new("bot-nothing-to-play")),
                image: None,
                more_images: Vec::new(),
                mention: None,
                bot_to_move: false,
                buttons: Vec::new(),
                game_over: false,
            });
        };
        let stop = self.searches.start(channel);
        // In line for the engine behind other channels' searches; a resignation meanwhile
        // ends the wait (the search below then stops at once).
        let slot = self.gate.acquire(&stop);
        let busy = slot
            .as_ref()
            .filter(|s| s.waited >= BUSY_NOTE_AFTER)
            .map(|s| {
                Message::new("bot-waited-for-engine")
                    .count("seconds", s.waited.as_secs())
                    .count("ahead", s.ahead as u64)
            });
        let mut engine = self.searches.take_engine(channel, turn.game_id);
        // Full strength also uses the engine budget's idle slots (helper threads).
        let helpers = (slot.is_some() && turn.level.number() == Level::MAX)
            .then(|| self.gate.borrow_idle(usize::MAX));
        engine.set_threads(1 + helpers.as_ref().map_or(0, |h| h.count));
        // On a thread of its own at a lower priority: human games' moves go first.
        let found = run_search(|| engine.choose(&turn.game, turn.level, &stop));
        drop(helpers);
        drop(slot);
        self.searches.keep_engine(channel, turn.game_id, engine);
        self.searches.end(channel, &stop);
        let lead = match busy {
            Some(note) => lead.clone().then(note),
            None => lead.clone(),
        };
        let mv = found.ok_or_else(|| {
            ServiceError::Internal(format!("game {}: the engine found no move", turn.game_id))
        })?;
        if let Some(reply) = self.finish_bot_turn(channel, &turn, &mv, &lead, now)? {
            return Ok(reply);
        }
        tracing::info!(
            channel,
            game = turn.game_id,
            "bot move dropped: the game changed"
        );
        Ok(Reply {
            message: lead.then(Message::new("bot-move-dropped")),
            // From the human's side: the bot was the side to move.
            image: Some(self.pictures.of_game(
                &turn.game,
                false,
                Some(!turn.game.position().side_to_move()),
            )?),
            more_images: Vec::new(),
            mention: None,
            bot_to_move: false,
            buttons: Vec::new(),
            game_over: false,
        })
    }

    /// The engine's suggestion for `user`, who must be the player to move in the channel's
    /// game against the bot: its honest best at the bot's level but never below
    /// [`Level::HINT_MIN`] ([`towers_engine::hint_move`]: no noise, no random moves, a node budget,
    /// so the same position always gets the same hint), blocking. Text only; refused in
    /// games between people and when it is not the user's turn.
    pub fn hint(&self, channel: u64, user: &towers_store::Player) -> Result<Reply, ServiceError> {
        let loaded = self.store.load(channel)?;
        let record = active(loaded.as_ref())?;
        if record.bot.is_none() {
            return refuse(Message::new("refuse-hint-not-bot-game"));
        }
        if !is_player(record, user) {
            return refuse(Message::new("refuse-hint-not-player"));
        }
        let game = rebuild(record)?;
        if bot_color(record, &game).is_some() {
            return refuse(Message::new("refuse-hint-bot-turn"));
        }
        let bot_level = record.bot.as_ref().map_or(HINT_LEVEL, |b| b.level);
        let level = Level::new(bot_level)
            .ok_or_else(|| ServiceError::Internal("hint level out of range".into()))?
            .for_hint();
        let level_number = level.number();
        let stop = std::sync::atomic::AtomicBool::new(self.searches.stopping());
        // A hint is a search like the bot's: it waits for its place in the engine's budget.
        let slot = self.gate.acquire(&stop);
        let found = run_search(|| towers_engine::hint_move(&game, level, &stop));
        drop(slot);
        let Some(mv) = found else {
            return refuse(Message::new("refuse-hint-no-move"));
        };
        let written = notation::write(game.position(), &mv);
        Ok(Reply {
            message: Message::new("hint")
                .text("move", written)
                .count("level", u64::from(level_number))
                .message(
                    "legal",
                    texts::list_moves(&notation::legal_texts(game.position())),
                ),
            image: None,
            more_images: Vec::new(),
            mention: None,
            bot_to_move: false,
            buttons: Vec::new(),
            game_over: false,
        })
    }
}
