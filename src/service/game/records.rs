//! Game records: creating them, recording a move, rebuilding the game, and the sentences
//! about their players and results.

use crate::service::game::setup::Setup;
use crate::service::text::markdown::shown;
use crate::service::text::message::{Arg, Message};
use crate::service::text::reasons;
use crate::service::text::texts::to_move;
use crate::service::{refuse, ServiceError};
use towers_rules::{
    fen, notation, settings, Color, Continuation, Game, Position, RuleOptions, Variant,
};
use towers_store::{
    BotSeat, Challenge, Change, ChannelRecord, EndStatus, GameRecord, GameResult, GameStatus,
    MoveText, Player, StoredPosition, TurnNotices,
};

/// The options of `setup` as a record stores them (normalized for its variant), refused when
/// one is not the variant's.
pub(in crate::service) fn checked_options(setup: Setup) -> Result<RuleOptions, ServiceError> {
    setup.check()?;
    Ok(setup.options.normalized(setup.variant))
}

/// The challenged player of `challenge` as a message argument: the name, or the
/// catalogue's word for anyone (`challenge-anyone`) when the challenge is open.
pub(in crate::service) fn challenged(challenge: &Challenge) -> Arg {
    match &challenge.opponent {
        Some(opponent) => Arg::Text(shown(opponent)),
        None => Arg::Message(Box::new(Message::new("challenge-anyone"))),
    }
}

/// Refuses when `record` is a game in progress or an unexpired challenge.
pub(in crate::service) fn channel_free(
    record: Option<&ChannelRecord>,
    now: u64,
) -> Result<(), ServiceError> {
    match record {
        Some(ChannelRecord::Game(g)) if g.status == GameStatus::Active => refuse(
            Message::new("refuse-channel-has-game")
                .text("white", shown(&g.white))
                .text("black", shown(&g.black)),
        ),
        Some(ChannelRecord::Challenge(c)) if c.expires_at > now => refuse(
            Message::new("refuse-channel-has-challenge")
                .text("challenger", shown(&c.challenger))
                .arg("opponent", challenged(c)),
        ),
        _ => Ok(()),
    }
}

/// A new game record and its game: `variant` under `options`, `players` as (White, Black),
/// `move_limit_secs` per move (`None`: no limit).
#[allow(clippy::too_many_arguments)] // each is one field of the new record
pub(in crate::service) fn new_game(
    id: u64,
    channel: u64,
    variant: Variant,
    options: RuleOptions,
    players: (&Player, &Player),
    bot: Option<BotSeat>,
    move_limit_secs: Option<u64>,
    now: u64,
) -> Result<(GameRecord, Game), ServiceError> {
    let options = options.normalized(variant);
    let game = Game::with_options(variant, options)
        .map_err(|e| ServiceError::Internal(format!("stored challenge: {e}")))?;
    let record = GameRecord {
        id,
        channel,
        variant,
        white: players.0.clone(),
        black: players.1.clone(),
        start_fen: fen::write(game.start()),
        moves: Vec::new(),
        status: GameStatus::Active,
        draw_offer: None,
        started_at: now,
        updated_at: now,
        options,
        bot,
        move_limit_secs,
        turn_started_at: now,
        turn_notices: TurnNotices::default(),
        takeback_offer: None,
        guild: None,
        position: None,
        clock: None,
    };
    Ok((record, game))
}

/// A new turn begins at `now` (a move or a takeback): its deadline runs from here and
/// nothing has been posted about its time yet.
pub(in crate::service) fn start_turn(record: &mut GameRecord, now: u64) {
    record.turn_started_at = now;
    record.turn_notices = TurnNotices::default();
}

/// Records the move `written` (as the rules' notation wrote it) that `mover` just played in
/// `game` (already played there):
/// the record's moves, status and the reply's text and addressee. When the bot is to move
/// next, the text stops after the move (the bot's reply continues it) and nobody is addressed.
/// The next turn starts at `record.updated_at` (callers set it to the time of the move) and
/// an open takeback request lapses.
pub(in crate::service) fn after_move(
    record: &mut GameRecord,
    game: &Game,
    mover: &Player,
    written: &MoveText,
) -> (Change, Message, Option<u64>) {
    let next_side = game.position().side_to_move();
    record.moves.push(written.clone());
    record.position = Some(Box::new(stored_position(game)));
    // A person's draw offer lapses with the next move; the bot's stands (it offers once a
    // game, and a /draw is judged afresh on the position of the day).
    if record
        .bot
        .is_none_or(|b| record.draw_offer != Some(b.player))
    {
        record.draw_offer = None;
    }
    record.takeback_offer = None;
    start_turn(record, record.updated_at);
    let side = !next_side;
    // Unnamed players (the console's "White" and "Black") are not named twice.
    let mut message = if mover.name.eq_ignore_ascii_case(side.name()) {
        Message::new("color-played")
            .color("color", side)
            .text("move", written.as_str())
    } else {
        Message::new("player-played")
            .text("player", shown(mover))
            .color("color", side)
            .text("move", written.as_str())
    };
    match game.outcome() {
        Some(outcome) => {
            let (result, end) = reasons::end_of(&outcome);
            message = message.then(result_line(record, &result, &end));
            record.status = GameStatus::Finished { result, end };
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
pub(in crate::service) fn bot_color(record: &GameRecord, game: &Game) -> Option<Color> {
    let side = game.position().side_to_move();
    let seat = record.bot?;
    (player_of(record, side).id == seat.player).then_some(side)
}

pub(in crate::service) fn active(
    record: Option<&ChannelRecord>,
) -> Result<&GameRecord, ServiceError> {
    match record {
        Some(ChannelRecord::Game(g)) if g.status == GameStatus::Active => Ok(g),
        Some(ChannelRecord::Challenge(c)) => refuse(
            Message::new("refuse-game-not-started")
                .text("challenger", shown(&c.challenger))
                .arg("opponent", challenged(c)),
        ),
        _ => refuse(Message::new("refuse-no-game")),
    }
}

/// What `game` needs to continue without a replay, as the record stores it.
pub fn stored_position(game: &Game) -> StoredPosition {
    let state = game.continuation();
    StoredPosition {
        plies: state.plies as u64,
        fen: fen::write(&state.position),
        no_progress: state.no_progress,
        endgame_run: state.endgame_run,
        earlier: state.earlier,
        before: state.last.map(|(pos, _)| fen::write(&pos)),
    }
}

/// The game of `record` ready to continue: from its stored position when it has one for its
/// current moves (no replay: the cost does not grow with the game), else rebuilt by
/// replaying its moves ([`rebuild`]). The game's position, outcome, legal moves, draw rules
/// and last move are the replayed game's; its [`Game::moves`] are only those played after
/// this call (use [`rebuild`] for the whole move list: export, replay, the engine's search).
///
/// Errors: `Internal` when the variant, options or start do not read, or the moves do not
/// replay when they must (no stored position, or one that does not read: that is logged).
pub fn resume(record: &GameRecord) -> Result<Game, ServiceError> {
    match &record.position {
        Some(stored) if stored.plies == record.moves.len() as u64 => {
            let (options, start) = start_of(record)?;
            match continuation(record, stored) {
                Ok(state) => Ok(Game::resume(start, options, state)),
                Err(e) => {
                    // The moves are the record's truth: replay them (the next move stores a
                    // good position again); `towers check-store` reports such records.
                    tracing::warn!(game = record.id, error = %e, "replaying a game instead");
                    rebuild(record)
                }
            }
        }
        _ => rebuild(record),
    }
}

/// `stored` as the rules' [`Continuation`] of `record`'s game.
fn continuation(
    record: &GameRecord,
    stored: &StoredPosition,
) -> Result<Continuation, ServiceError> {
    let variant = record.variant;
    let internal = |what: &str, e: &dyn std::fmt::Display| {
        ServiceError::Internal(format!("game {} stored position{what}: {e}", record.id))
    };
    let position = fen::read(variant, &stored.fen).map_err(|e| internal("", &e))?;
    let last = match (&stored.before, record.moves.last()) {
        (Some(before), Some(text)) => {
            let before = fen::read(variant, before).map_err(|e| internal(" before", &e))?;
            let mv = notation::resolve(&before, text).map_err(|e| internal(" last move", &e))?;
            Some((before, mv))
        }
        (None, None) => None,
        _ => {
            return Err(internal(
                "",
                &"the position before the last move is missing or has no move",
            ))
        }
    };
    Ok(Continuation {
        position,
        plies: record.moves.len(),
        no_progress: stored.no_progress,
        endgame_run: stored.endgame_run,
        earlier: stored.earlier.clone(),
        last,
    })
}

/// The rule options and start position of `record`, checked against each other: a game
/// under the rule book's defaults starts from its stored start, any other from the options'
/// initial position, which the stored start must be.
fn start_of(record: &GameRecord) -> Result<(RuleOptions, Position), ServiceError> {
    let internal = |what: &str, e: &dyn std::fmt::Display| {
        ServiceError::Internal(format!("game {}{what}: {e}", record.id))
    };
    let (variant, options) = (record.variant, record.options);
    if options == RuleOptions::default() {
        let start = fen::read(variant, &record.start_fen).map_err(|e| internal(" start", &e))?;
        return Ok((options, start));
    }
    let start =
        settings::initial_position(variant, options).map_err(|e| internal(" options", &e))?;
    if fen::write(&start) != record.start_fen {
        return Err(internal(
            " start",
            &"the stored start position is not the options' initial position",
        ));
    }
    Ok((options, start))
}

/// Whether `record`'s stored position is the one its moves lead to: `Ok` when it has none,
/// or one for other moves (it is then not used), or the replay agrees; else the first
/// difference (which field, stored and replayed).
///
/// Errors: as [`rebuild`] when the moves do not replay; the difference as text otherwise.
pub fn check_position(record: &GameRecord) -> Result<(), String> {
    let Some(stored) = &record.position else {
        return Ok(());
    };
    let game = rebuild(record).map_err(|e| e.to_string())?;
    if stored.plies != record.moves.len() as u64 {
        return Ok(());
    }
    let replayed = stored_position(&game);
    let differs = |field: &str, stored: &dyn std::fmt::Debug, replayed: &dyn std::fmt::Debug| {
        Err(format!(
            "stored position disagrees with the moves: {field} is {stored:?}, replaying gives {replayed:?}"
        ))
    };
    if stored.fen != replayed.fen {
        return differs("fen", &stored.fen, &replayed.fen);
    }
    if stored.no_progress != replayed.no_progress {
        return differs("no_progress", &stored.no_progress, &replayed.no_progress);
    }
    if stored.endgame_run != replayed.endgame_run {
        return differs("endgame_run", &stored.endgame_run, &replayed.endgame_run);
    }
    if stored.before != replayed.before {
        return differs("before", &stored.before, &replayed.before);
    }
    if stored.earlier != replayed.earlier {
        let at = stored
            .earlier
            .iter()
            .zip(&replayed.earlier)
            .position(|(a, b)| a != b)
            .unwrap_or(stored.earlier.len().min(replayed.earlier.len()));
        return differs(
            &format!("earlier (from ply {at})"),
            &stored.earlier.get(at),
            &replayed.earlier.get(at),
        );
    }
    Ok(())
}

/// Rebuilds the game by replaying its stored moves from its start position, under its
/// stored rule options.
pub fn rebuild(record: &GameRecord) -> Result<Game, ServiceError> {
    let internal = |what: &str, e: &dyn std::fmt::Display| {
        ServiceError::Internal(format!("game {}{what}: {e}", record.id))
    };
    let (options, start) = start_of(record)?;
    if options == RuleOptions::default() {
        return Game::replay(start, record.moves.iter().map(MoveText::as_str))
            .map_err(|e| internal(" does not replay", &e));
    }
    let mut game =
        Game::with_options(record.variant, options).map_err(|e| internal(" options", &e))?;
    for (ply, text) in record.moves.iter().enumerate() {
        game.play_text(text)
            .map_err(|e| internal(&format!(" does not replay at ply {}", ply + 1), &e))?;
    }
    Ok(game)
}

pub(in crate::service) fn player_of(record: &GameRecord, color: Color) -> &Player {
    match color {
        Color::White => &record.white,
        Color::Black => &record.black,
    }
}

pub(in crate::service) fn is_player(record: &GameRecord, user: &Player) -> bool {
    record.white.id == user.id || record.black.id == user.id
}

pub(in crate::service) fn color_of(
    record: &GameRecord,
    user: &Player,
) -> Result<Color, ServiceError> {
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

/// The result sentence of a game, e.g. "Alice (White) wins: Bob resigned. 1-0", with `end`
/// worded in the reader's language by [`crate::service::text::reasons::reason`].
pub(in crate::service) fn result_line(
    record: &GameRecord,
    result: &GameResult,
    end: &EndStatus,
) -> Message {
    let reason = reasons::reason(end, result, &record.white, &record.black);
    match result {
        GameResult::WhiteWins => {
            Message::new("result-white-wins").text("player", shown(&record.white))
        }
        GameResult::BlackWins => {
            Message::new("result-black-wins").text("player", shown(&record.black))
        }
        GameResult::Draw => Message::new("result-draw"),
    }
    .message("reason", reason)
}
