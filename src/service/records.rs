//! Game records: creating them, recording a move, rebuilding the game, and the sentences
//! about their players and results.

use super::markdown::{escape, shown};
use super::texts::to_move;
use super::{refuse, Message, ServiceError, Setup};
use crate::rules::{fen, settings, Color, Game, Outcome, RuleOptions, Variant};
use crate::store::{
    BotSeat, Change, ChannelRecord, GameRecord, GameResult, GameStatus, Player, TurnNotices,
};

/// The options of `setup` in text form, refused when one is not the variant's.
pub(super) fn checked_options(setup: Setup) -> Result<String, ServiceError> {
    setup.options.check(setup.variant).map_err(|e| {
        ServiceError::Refused(Message::new("refuse-rule-option").text("error", e.to_string()))
    })?;
    Ok(setup.options.normalized(setup.variant).to_string())
}

/// Refuses when `record` is a game in progress or an unexpired challenge.
/// (An open challenge's opponent is "anyone".)
pub(super) fn channel_free(record: Option<&ChannelRecord>, now: u64) -> Result<(), ServiceError> {
    match record {
        Some(ChannelRecord::Game(g)) if g.status == GameStatus::Active => refuse(
            Message::new("refuse-channel-has-game")
                .text("white", shown(&g.white))
                .text("black", shown(&g.black)),
        ),
        Some(ChannelRecord::Challenge(c)) if c.expires_at > now => refuse(
            Message::new("refuse-channel-has-challenge")
                .text("challenger", shown(&c.challenger))
                .text("opponent", shown(&c.opponent)),
        ),
        _ => Ok(()),
    }
}

/// A new game record and its game: `variant` under `options` (text form), `players` as
/// (White, Black), `move_limit_secs` per move (`None`: no limit).
#[allow(clippy::too_many_arguments)] // each is one field of the new record
pub(super) fn new_game(
    id: u64,
    channel: u64,
    variant: Variant,
    options: &str,
    players: (&Player, &Player),
    bot: Option<BotSeat>,
    move_limit_secs: Option<u64>,
    now: u64,
) -> Result<(GameRecord, Game), ServiceError> {
    let rule_options = parse_options(variant, options)
        .map_err(|e| ServiceError::Internal(format!("stored challenge: {e}")))?;
    let game = Game::with_options(variant, rule_options)
        .map_err(|e| ServiceError::Internal(format!("stored challenge: {e}")))?;
    let record = GameRecord {
        id,
        channel,
        variant: variant.name().to_string(),
        white: players.0.clone(),
        black: players.1.clone(),
        start_fen: fen::write(game.start()),
        moves: Vec::new(),
        status: GameStatus::Active,
        draw_offer: None,
        started_at: now,
        updated_at: now,
        options: options.to_string(),
        bot,
        move_limit_secs,
        turn_started_at: now,
        turn_notices: TurnNotices::default(),
        takeback_offer: None,
        guild: None,
    };
    Ok((record, game))
}

/// Rule options from their stored text form, checked against `variant`.
pub(super) fn parse_options(
    variant: Variant,
    text: &str,
) -> Result<RuleOptions, settings::OptionError> {
    let options: RuleOptions = text.parse()?;
    options.check(variant)?;
    Ok(options)
}

/// A new turn begins at `now` (a move or a takeback): its deadline runs from here and
/// nothing has been posted about its time yet.
pub(super) fn start_turn(record: &mut GameRecord, now: u64) {
    record.turn_started_at = now;
    record.turn_notices = TurnNotices::default();
}

/// Records the move `written` that `mover` just played in `game` (already played there):
/// the record's moves, status and the reply's text and addressee. When the bot is to move
/// next, the text stops after the move (the bot's reply continues it) and nobody is addressed.
/// The next turn starts at `record.updated_at` (callers set it to the time of the move) and
/// an open takeback request lapses.
pub(super) fn after_move(
    record: &mut GameRecord,
    game: &Game,
    mover: &Player,
    written: &str,
) -> (Change, Message, Option<u64>) {
    let next_side = game.position().side_to_move();
    record.moves.push(written.to_string());
    record.draw_offer = None;
    record.takeback_offer = None;
    start_turn(record, record.updated_at);
    let side = !next_side;
    // Unnamed players (the console's "White" and "Black") are not named twice.
    let mut message = if mover.name.eq_ignore_ascii_case(side.name()) {
        Message::new("color-played")
            .color("color", side)
            .text("move", written)
    } else {
        Message::new("player-played")
            .text("player", shown(mover))
            .color("color", side)
            .text("move", written)
    };
    match game.outcome() {
        Some(outcome) => {
            let (result, reason) = result_of(&outcome);
            message = message.then(result_line(record, &result, &reason));
            record.status = GameStatus::Finished { result, reason };
            (Change::Finish(record.clone()), message, None)
        }
        None => {
            let next = player_of(record, next_side);
            let mention = if record.bot.is_some_and(|b| b.player == next.id) {
                None
            } else {
                message = message.then(to_move(next, next_side));
                Some(next.id)
            };
            (
                Change::Put(ChannelRecord::Game(record.clone())),
                message,
                mention,
            )
        }
    }
}

/// The bot's colour when it is the bot's turn in `record`'s game (`game` rebuilt from it).
pub(super) fn bot_color(record: &GameRecord, game: &Game) -> Option<Color> {
    let side = game.position().side_to_move();
    let seat = record.bot?;
    (player_of(record, side).id == seat.player).then_some(side)
}

pub(super) fn active(record: Option<&ChannelRecord>) -> Result<&GameRecord, ServiceError> {
    match record {
        Some(ChannelRecord::Game(g)) if g.status == GameStatus::Active => Ok(g),
        Some(ChannelRecord::Challenge(c)) => refuse(
            Message::new("refuse-game-not-started")
                .text("challenger", shown(&c.challenger))
                .text("opponent", shown(&c.opponent)),
        ),
        _ => refuse(Message::new("refuse-no-game")),
    }
}

/// Rebuilds the game by replaying its stored moves from its start position, under its
/// stored rule options.
pub fn rebuild(record: &GameRecord) -> Result<Game, ServiceError> {
    let internal = |what: &str, e: &dyn std::fmt::Display| {
        ServiceError::Internal(format!("game {}{what}: {e}", record.id))
    };
    let variant: Variant = record.variant.parse().map_err(|e| internal("", &e))?;
    if record.options.is_empty() {
        let start = fen::read(variant, &record.start_fen).map_err(|e| internal(" start", &e))?;
        return Game::replay(start, record.moves.iter().map(String::as_str))
            .map_err(|e| internal(" does not replay", &e));
    }
    let options = parse_options(variant, &record.options).map_err(|e| internal(" options", &e))?;
    let mut game = Game::with_options(variant, options).map_err(|e| internal(" options", &e))?;
    if fen::write(game.start()) != record.start_fen {
        return Err(internal(
            " start",
            &"the stored start position is not the options' initial position",
        ));
    }
    for (ply, text) in record.moves.iter().enumerate() {
        game.play_text(text)
            .map_err(|e| internal(&format!(" does not replay at ply {}", ply + 1), &e))?;
    }
    Ok(game)
}

pub(super) fn player_of(record: &GameRecord, color: Color) -> &Player {
    match color {
        Color::White => &record.white,
        Color::Black => &record.black,
    }
}

pub(super) fn is_player(record: &GameRecord, user: &Player) -> bool {
    record.white.id == user.id || record.black.id == user.id
}

pub(super) fn color_of(record: &GameRecord, user: &Player) -> Result<Color, ServiceError> {
    if record.white.id == user.id {
        Ok(Color::White)
    } else if record.black.id == user.id {
        Ok(Color::Black)
    } else {
        refuse(
            Message::new("refuse-only-players")
                .text("white", shown(&record.white))
                .text("black", shown(&record.black)),
        )
    }
}

pub(super) fn result_of(outcome: &Outcome) -> (GameResult, String) {
    match outcome {
        Outcome::Win { winner, reason } => (
            match winner {
                Color::White => GameResult::WhiteWins,
                Color::Black => GameResult::BlackWins,
            },
            reason.clone(),
        ),
        Outcome::Draw { reason } => (GameResult::Draw, reason.clone()),
    }
}

/// The result sentence of a game, e.g. "Alice (White) wins: Bob resigned. 1-0". `reason` is
/// stored text that may hold player names as typed, so it is escaped as a whole (text around
/// names escapes to itself; see [`escape`]).
pub(super) fn result_line(record: &GameRecord, result: &GameResult, reason: &str) -> Message {
    let reason = escape(reason);
    match result {
        GameResult::WhiteWins => {
            Message::new("result-white-wins").text("player", shown(&record.white))
        }
        GameResult::BlackWins => {
            Message::new("result-black-wins").text("player", shown(&record.black))
        }
        GameResult::Draw => Message::new("result-draw"),
    }
    .text("reason", reason)
}
