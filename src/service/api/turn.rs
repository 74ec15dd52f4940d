//! What a command did, as a front end receives it: the reply to show at once and, when that
//! reply leaves the bot to move, the bot's turn as a continuation ([`BotTurn`]) to run off the
//! async runtime. The front end never sends the bot's turn back down as a request of its own.

use crate::service::live::Origin;
use crate::service::text::message::Message;
use crate::service::{GameService, Reply, ServiceError};

/// The outcome of a command: `reply`, and `bot` when the bot is to move after it.
pub struct Turn<'a> {
    /// What to show now (when `bot` is set: the lead of the bot's reply, which a front end
    /// that can wait for the bot shows instead, see [`BotTurn::run`]).
    pub reply: Reply,
    /// The bot's turn: the front end runs it on a blocking thread (the search takes up to the
    /// level's time budget) and shows its reply. At most one reply per bot turn carries it
    /// (a `/board` while the bot thinks does not start a second search).
    pub bot: Option<BotTurn<'a>>,
}

/// The search that plays the bot's move, given the lead to put in front of its text.
type Search<'a> = Box<dyn FnOnce(&Message) -> Result<Reply, ServiceError> + Send + 'a>;

/// The bot's turn after a reply that left it to move: blocking, run it off the async
/// runtime. Dropping it without running leaves the turn to the next command (after
/// [`crate::service::bot::searches::BOT_TURN_CLAIM`]).
pub struct BotTurn<'a> {
    /// The message of the reply that left the bot to move.
    lead: Message,
    search: Search<'a>,
}

impl std::fmt::Debug for BotTurn<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BotTurn").field("lead", &self.lead).finish()
    }
}

impl<'a> Turn<'a> {
    /// `reply`, with the bot's turn `search` when the reply leaves the bot to move.
    fn new(
        reply: Reply,
        search: impl FnOnce(&Message) -> Result<Reply, ServiceError> + Send + 'a,
    ) -> Turn<'a> {
        let bot = reply.bot_to_move.then(|| BotTurn {
            lead: reply.message.clone(),
            search: Box::new(search),
        });
        Turn { reply, bot }
    }
}

impl BotTurn<'_> {
    /// Plays the bot's move (blocking) and returns the reply to show instead of the lead's:
    /// the board after the bot's move, its text the lead followed by the bot's move (see
    /// [`GameService::bot_reply`]). When the turn fails, the lead followed by
    /// `bot-could-not-move` ([`BotTurn::failed`]); the failure is logged.
    pub fn run(self) -> Reply {
        let BotTurn { lead, search } = self;
        match search(&lead) {
            Ok(reply) => reply,
            Err(e) => {
                tracing::error!(error = %e, "the bot's turn failed");
                BotTurn::failed(lead)
            }
        }
    }

    /// The bot's turn for a front end that has shown the lead already (the console): the
    /// reply's text starts with the bot's move. Errors: as [`GameService::bot_reply`].
    pub fn run_after_lead(self) -> Result<Reply, ServiceError> {
        (self.search)(&Message::default())
    }

    /// The message of the reply that left the bot to move.
    pub fn lead(&self) -> &Message {
        &self.lead
    }

    /// The reply when the bot's turn after `lead` could not be played (nothing stored).
    pub fn failed(lead: Message) -> Reply {
        Reply {
            message: lead.then(Message::new("bot-could-not-move")),
            ..Reply::default()
        }
    }
}

impl GameService {
    /// `reply` to a command in `channel` as a [`Turn`]: with the bot's turn, run by this
    /// service at the time it runs, when the reply leaves the bot to move.
    pub fn turn(&self, channel: u64, reply: Reply) -> Turn<'_> {
        Turn::new(reply, move |lead| self.published_bot_reply(channel, lead))
    }

    /// As [`GameService::turn`], the bot's turn holding its own handle on the service (for
    /// front ends that run it on another thread).
    pub fn shared_turn(self: std::sync::Arc<Self>, channel: u64, reply: Reply) -> Turn<'static> {
        Turn::new(reply, move |lead| self.published_bot_reply(channel, lead))
    }

    /// The bot's move after `lead` ([`GameService::bot_reply`] now), published as a game
    /// event of origin [`Origin::Bot`] once stored.
    fn published_bot_reply(&self, channel: u64, lead: &Message) -> Result<Reply, ServiceError> {
        let reply = self.bot_reply(channel, lead, self.clock_now())?;
        self.publish(channel, Origin::Bot);
        Ok(reply)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::service::api::Request;
    use crate::service::game::setup::{ColorChoice, Setup};
    use towers_engine::Level;
    use towers_rules::Variant;
    use towers_store::{MemoryStore, Player};

    fn player(id: u64, name: &str) -> Player {
        Player {
            id,
            name: name.into(),
        }
    }

    #[test]
    fn a_command_that_leaves_the_bot_to_move_carries_its_turn() {
        let service = Arc::new(GameService::new(Arc::new(MemoryStore::new())));
        let human = player(1, "Alice");
        let start = Request::ChallengeBot {
            bot: player(2, "towers"),
            level: Level::new(1).unwrap(),
            setup: Setup {
                color: ColorChoice::Black,
                ..Setup::new(Variant::Russian)
            },
        };
        let turn = service.clone().handle(5, &human, &start, 100).unwrap();
        assert!(turn.reply.bot_to_move, "{}", turn.reply.text());
        let bot = turn.bot.expect("the bot opens the game");
        assert_eq!(bot.lead(), &turn.reply.message);
        // Nothing is played until the front end runs the turn...
        assert_eq!(service.active_game(5).unwrap().unwrap().moves.len(), 0);
        // ...and a command meanwhile does not hand out a second one.
        let board = service
            .clone()
            .handle(5, &human, &Request::Board, 101)
            .unwrap();
        assert!(board.bot.is_none());
        let answer = bot.run();
        let moves = service.active_game(5).unwrap().unwrap().moves;
        assert_eq!(moves.len(), 1);
        let text = answer.text();
        assert!(text.starts_with(&turn.reply.text()), "{text}");
        assert!(text.contains(&format!("played {}", moves[0])), "{text}");
        assert!(!answer.bot_to_move && answer.image.is_some());
        // The human's move: its reply carries the bot's answer again.
        let legal = service.legal_moves(5).unwrap().expect("a game");
        let play = Request::Play {
            notation: legal[0].clone(),
        };
        let turn = service.clone().handle(5, &human, &play, 102).unwrap();
        assert!(turn.bot.is_some(), "{}", turn.reply.text());
        assert!(turn.reply.mention.is_none());
    }

    #[test]
    fn a_failed_bot_turn_says_so_after_the_lead() {
        let lead = Message::new("player-to-move").text("player", "Alice");
        let reply = Reply {
            message: lead.clone(),
            bot_to_move: true,
            ..Reply::default()
        };
        let turn = Turn::new(reply, |_: &Message| {
            Err(ServiceError::Internal("no engine".into()))
        });
        let answer = turn.bot.expect("a bot turn").run();
        assert_eq!(
            answer.message,
            lead.then(Message::new("bot-could-not-move"))
        );
        assert!(answer.image.is_none() && !answer.game_over);
        // A reply that leaves nobody to the bot carries no turn.
        let turn = Turn::new(Reply::default(), |_: &Message| Ok(Reply::default()));
        assert!(turn.bot.is_none());
    }
}
