//! Challenges: open, accept, decline, and games against the bot that need no acceptance.

use crate::service::game::buttons::{Action, Button};
use crate::service::game::challenge_policy::not_yourself;
use crate::service::game::press::check_challenge;
use crate::service::game::records::{
    challenged, channel_free, checked_options, new_game, player_of,
};
use crate::service::game::setup::Setup;
use crate::service::game::snapshot::kept;
use crate::service::game::time_control::{self, Pace};
use crate::service::game::timeouts::{MAX_MOVE_LIMIT_SECS, MIN_MOVE_LIMIT_SECS};
use crate::service::refuse;
use crate::service::text::markdown::shown;
use crate::service::text::message::Message;
use crate::service::text::texts;
use crate::service::text::texts::options_note;
use crate::service::{GameService, Reply, ServiceError, CHALLENGE_TTL_SECS};
use towers_engine::Level;
use towers_rules::{Color, Variant};
use towers_store::StoreExt;
use towers_store::{
    BotSeat, Challenge, Change, ChannelRecord, GameStatus, Player, TimeControl,
    DEFAULT_MOVE_LIMIT_SECS,
};

/// "Clock: 5+3 (5 minutes each, plus 3 seconds a move)".
fn clock_control(control: &TimeControl) -> Message {
    Message::new("clock-control")
        .text("control", time_control::written(control))
        .duration("base", control.base_ms / 1000)
        .count("increment", control.increment_ms / 1000)
}

impl GameService {
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
        let pace = Pace::PerMove(move_limit_secs);
        self.challenge_paced(channel, challenger, opponent, setup, pace, now)
    }

    /// [`GameService::challenge_timed`] with either a time per move or clocks
    /// (`/challenge clock:5+3`, [`Pace::Clock`]): then the game has no time per move, and
    /// each side's clock runs on its turn (see `time_control.rs`).
    pub fn challenge_paced(
        &self,
        channel: u64,
        challenger: &Player,
        opponent: Option<&Player>,
        setup: Setup,
        pace: Pace,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        let (move_limit_secs, clock) = match pace {
            Pace::PerMove(secs) => (secs, None),
            Pace::Clock(control) => (DEFAULT_MOVE_LIMIT_SECS, Some(control)),
        };
        not_yourself(challenger, opponent).map_err(ServiceError::Refused)?;
        if !(MIN_MOVE_LIMIT_SECS..=MAX_MOVE_LIMIT_SECS).contains(&move_limit_secs) {
            return refuse(
                Message::new("refuse-time-range")
                    .duration("min", MIN_MOVE_LIMIT_SECS)
                    .duration("max", MAX_MOVE_LIMIT_SECS),
            );
        }
        let options = checked_options(setup)?;
        let challenger_white = self.challenger_white(setup.color);
        let result = self.store.update::<_, ServiceError>(channel, &|record| {
            channel_free(record, now)?;
            Ok((
                Change::Put(ChannelRecord::Challenge(Challenge {
                    challenger: challenger.clone(),
                    opponent: opponent.cloned(),
                    variant: setup.variant,
                    created_at: now,
                    expires_at: now + CHALLENGE_TTL_SECS,
                    options,
                    challenger_white,
                    move_limit_secs,
                    guild: setup.guild,
                    clock,
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
        let minutes = CHALLENGE_TTL_SECS / 60;
        let issued = match opponent {
            None => texts::open_challenge_issued(challenger, setup.variant, minutes),
            Some(o) => texts::challenge_issued(challenger, o, setup.variant, minutes),
        };
        let mut message = issued
            .then(
                Message::new("challenger-plays")
                    .text("player", shown(challenger))
                    .color("color", colour),
            )
            .then(options_note(&options));
        if let Some(control) = &clock {
            message = message.then(clock_control(control));
        } else if move_limit_secs != DEFAULT_MOVE_LIMIT_SECS {
            message = message.then(Message::new("time-per-move").duration("time", move_limit_secs));
        }
        Ok(Reply {
            message,
            image: None,
            more_images: Vec::new(),
            mention: opponent.map(|o| o.id),
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
    /// `created`: the time of the challenge a button was made for (a press); the command is
    /// then refused as stale unless the channel's challenge is that one (`None`: a command).
    pub fn accept(
        &self,
        channel: u64,
        user: &Player,
        now: u64,
        created: Option<u64>,
    ) -> Result<Reply, ServiceError> {
        let id = self.store.next_game_id()?;
        let legend = self.board_legend(channel)?;
        let now_ms = self.clock_now_ms();
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
            let opponent = match &challenge.opponent {
                None if challenge.challenger.id == user.id => {
                    return refuse(Message::new("refuse-own-open-challenge"))
                }
                None => user,
                Some(o) if o.id != user.id => {
                    return refuse(
                        Message::new("refuse-only-opponent-accepts").text("player", shown(o)),
                    )
                }
                Some(o) => o,
            };
            let (white, black) = if challenge.challenger_white {
                (&challenge.challenger, opponent)
            } else {
                (opponent, &challenge.challenger)
            };
            let limit = challenge
                .clock
                .is_none()
                .then_some(challenge.move_limit_secs);
            let (mut record, game) = new_game(
                id,
                channel,
                challenge.variant,
                challenge.options,
                (white, black),
                None,
                limit,
                now,
            )?;
            record.guild = challenge.guild;
            record.clock = challenge
                .clock
                .map(|control| time_control::start(control, now_ms));
            let first = player_of(&record, game.position().side_to_move());
            let pace = match &challenge.clock {
                Some(control) => clock_control(control),
                None => Message::new("time-per-move").duration("time", challenge.move_limit_secs),
            };
            let message = texts::game_starts(challenge.variant, &record, None)
                .then(pace)
                .then(Message::new("player-to-move").text("player", shown(first)));
            let message = with_legend(message, legend.as_ref());
            let mention = Some(first.id);
            kept(record, game, message, mention)
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
        let legend = self.board_legend(channel)?;
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
                options,
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
            let message = with_legend(message, legend.as_ref());
            kept(record, game, message, mention)
        })??;
        self.reply(snapshot)
    }

    /// What the board picture's top bar and turn marker mean (`board-legend`), said under
    /// the first board of a channel's first game (no finished game in it yet); `None` later.
    /// Errors: `Store` when the channel's games cannot be read.
    fn board_legend(&self, channel: u64) -> Result<Option<Message>, ServiceError> {
        Ok(self
            .store
            .finished_games(channel)?
            .is_empty()
            .then(|| Message::new("board-legend")))
    }

    /// The challenged player declines, or the challenger withdraws.
    /// `created`: the time of the challenge a button was made for (a press); the command is
    /// then refused as stale unless the channel's challenge is that one (`None`: a command).
    pub fn decline(
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
                Some(ChannelRecord::Challenge(c))
                    if c.opponent.as_ref().is_some_and(|o| o.id == user.id) =>
                {
                    Ok((
                        Change::Remove,
                        Message::new("challenge-declined")
                            .arg("player", challenged(c))
                            .text("challenger", shown(&c.challenger)),
                    ))
                }
                Some(ChannelRecord::Challenge(c)) if c.challenger.id == user.id => Ok((
                    Change::Remove,
                    Message::new("challenge-withdrawn").text("player", shown(&c.challenger)),
                )),
                Some(ChannelRecord::Challenge(c)) if c.opponent.is_none() => refuse(
                    Message::new("refuse-open-challenge-not-yours")
                        .text("challenger", shown(&c.challenger)),
                ),
                Some(ChannelRecord::Challenge(c)) => refuse(
                    Message::new("refuse-only-opponent-declines").arg("player", challenged(c)),
                ),
                _ => refuse(Message::new("refuse-no-challenge-to-decline")),
            }
        })??;
        Ok(Reply {
            message,
            ..Reply::default()
        })
    }
}

/// `message` with `legend` (the board legend of a channel's first game) on a line of its own.
fn with_legend(message: Message, legend: Option<&Message>) -> Message {
    match legend {
        Some(legend) => message.line(legend.clone()),
        None => message,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::text::locale::Lang;
    use towers_store::MemoryStore;

    #[test]
    fn an_open_challenge_stores_no_opponent_and_words_anyone_in_the_readers_language() {
        let s = GameService::new(std::sync::Arc::new(MemoryStore::new()));
        let alice = Player {
            id: 1,
            name: "Alice".into(),
        };
        let bob = Player {
            id: 2,
            name: "Bob".into(),
        };
        let setup = Setup::new(Variant::Bashni);
        let open = s
            .challenge_timed(9, &alice, None, setup, DEFAULT_MOVE_LIMIT_SECS, 10)
            .unwrap();
        assert_eq!(open.mention, None);
        match s.store().load(9).unwrap() {
            Some(ChannelRecord::Challenge(c)) => assert_eq!(c.opponent, None),
            other => panic!("no challenge: {other:?}"),
        }
        let Err(ServiceError::Refused(busy)) = s.challenge(9, &bob, &alice, Variant::Bashni, 11)
        else {
            panic!("a second challenge was not refused");
        };
        assert_eq!(
            busy.render(Lang::ENGLISH),
            "Alice has already challenged anyone here; wait until it is answered or expires."
        );
        let polish = busy.render(Lang::from_discord("pl"));
        assert!(
            polish.contains("ktokolwiek") && !polish.contains("anyone"),
            "{polish}"
        );
        // Anyone but the challenger takes it.
        assert!(s.accept(9, &alice, 12, None).is_err());
        let started = s.accept(9, &bob, 12, None).unwrap();
        assert!(started.image.is_some(), "{}", started.text());
    }
}
