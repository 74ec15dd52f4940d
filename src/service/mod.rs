//! The game service: challenges, turns, resign and draws, shared by the Discord front end and
//! the local console. No Discord types here: callers pass user ids and names, and get back
//! text plus an optional PNG to show.

mod rules_text;
mod texts;
mod view;

use crate::render::Renderer;
use crate::rules::{fen, Color, Game, Outcome, Position, Variant};
use crate::store::{
    Challenge, Change, ChannelRecord, GameRecord, GameResult, GameStatus, Player, Store,
};

pub use rules_text::rules_text;
pub use view::board_view;

/// How long a challenge stays open, in seconds.
pub const CHALLENGE_TTL_SECS: u64 = 15 * 60;

/// What a front end shows after a successful command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The message text (whose turn, the move just played, the result).
    pub text: String,
    /// The board picture, PNG bytes.
    pub image: Option<Vec<u8>>,
    /// The user the message is addressed to (whose turn it is, or who must answer a
    /// challenge or a draw offer); front ends may ping exactly this user.
    pub mention: Option<u64>,
}

/// Why a command was not carried out. Front ends show `Refused` only to the person who
/// typed the command (ephemeral); nothing in the game changed.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error("{0}")]
    Refused(String),
    #[error(transparent)]
    Store(#[from] crate::store::StoreError),
    /// A stored game could not be rebuilt (its moves do not replay) or its picture failed.
    #[error("internal error: {0}")]
    Internal(String),
}

fn refuse<T>(text: impl Into<String>) -> Result<T, ServiceError> {
    Err(ServiceError::Refused(text.into()))
}

/// The game service over a store. Every method takes the current time in Unix seconds so
/// that expiry is testable; every refusal leaves the store untouched.
pub struct GameService<S: Store> {
    store: S,
    renderer: Renderer,
}

/// A game rebuilt from its record, for the reply after a change.
struct Snapshot {
    record: GameRecord,
    game: Game,
    text: String,
    mention: Option<u64>,
}

impl<S: Store> GameService<S> {
    /// A service over `store`.
    pub fn new(store: S) -> Self {
        GameService {
            store,
            renderer: Renderer::new(),
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
                let game = rebuild(&record)?;
                Ok(Some(
                    player_of(&record, game.position().side_to_move()).clone(),
                ))
            }
            None => Ok(None),
        }
    }

    /// `challenger` challenges `opponent` to a game of `variant` in `channel`. Refused when the
    /// channel already has a game or an unexpired challenge, or when challenging oneself.
    pub fn challenge(
        &self,
        channel: u64,
        challenger: &Player,
        opponent: &Player,
        variant: Variant,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        if challenger.id == opponent.id {
            return refuse("You cannot challenge yourself. Name another player.");
        }
        let result = self.store.update(channel, &|record| match record {
            Some(ChannelRecord::Game(g)) if g.status == GameStatus::Active => refuse(format!(
                "This channel already has a game in progress ({} vs {}). Finish it first, or play in another channel.",
                g.white.name, g.black.name
            )),
            Some(ChannelRecord::Challenge(c)) if c.expires_at > now => refuse(format!(
                "{} has already challenged {} here; wait until it is answered or expires.",
                c.challenger.name, c.opponent.name
            )),
            _ => Ok((
                Change::Put(ChannelRecord::Challenge(Challenge {
                    challenger: challenger.clone(),
                    opponent: opponent.clone(),
                    variant: variant.name().to_string(),
                    created_at: now,
                    expires_at: now + CHALLENGE_TTL_SECS,
                })),
                (),
            )),
        })?;
        result?;
        Ok(Reply {
            text: texts::challenge_issued(challenger, opponent, variant, CHALLENGE_TTL_SECS / 60),
            image: None,
            mention: Some(opponent.id),
        })
    }

    /// The challenged player accepts: the game starts (challenger plays White) and the reply
    /// carries the board.
    pub fn accept(&self, channel: u64, user: &Player, now: u64) -> Result<Reply, ServiceError> {
        let id = self.store.next_game_id()?;
        let snapshot = self.store.update(channel, &|record| {
            let challenge = match record {
                Some(ChannelRecord::Challenge(c)) if c.expires_at > now => c,
                Some(ChannelRecord::Challenge(_)) => {
                    return refuse("That challenge has expired. Start a new one with /challenge.")
                }
                Some(ChannelRecord::Game(g)) if g.status == GameStatus::Active => {
                    return refuse("A game is already in progress in this channel.")
                }
                _ => return refuse("There is no challenge to accept in this channel."),
            };
            if challenge.opponent.id != user.id {
                return refuse(format!(
                    "Only {} can accept this challenge.",
                    challenge.opponent.name
                ));
            }
            let variant: Variant = challenge
                .variant
                .parse()
                .map_err(|e| ServiceError::Internal(format!("stored challenge: {e}")))?;
            let start = Position::initial(variant);
            let record = GameRecord {
                id,
                channel,
                variant: variant.name().to_string(),
                white: challenge.challenger.clone(),
                black: challenge.opponent.clone(),
                start_fen: fen::write(&start),
                moves: Vec::new(),
                status: GameStatus::Active,
                draw_offer: None,
                started_at: now,
                updated_at: now,
            };
            let game = Game::from_position(start);
            let first = player_of(&record, game.position().side_to_move());
            let text = format!(
                "{} starts: {} plays White, {} plays Black. {} to move.",
                variant.title(),
                record.white.name,
                record.black.name,
                first.name
            );
            let mention = Some(first.id);
            changed(
                Change::Put(ChannelRecord::Game(record.clone())),
                record,
                game,
                text,
                mention,
            )
        })??;
        self.reply(snapshot)
    }

    /// The challenged player declines, or the challenger withdraws.
    pub fn decline(&self, channel: u64, user: &Player, now: u64) -> Result<Reply, ServiceError> {
        let text = self.store.update(channel, &|record| match record {
            Some(ChannelRecord::Challenge(c)) if c.expires_at <= now => Ok((
                Change::Remove,
                "The challenge had already expired; it is cleared.".to_string(),
            )),
            Some(ChannelRecord::Challenge(c)) if c.opponent.id == user.id => Ok((
                Change::Remove,
                format!(
                    "{} declined {}'s challenge.",
                    c.opponent.name, c.challenger.name
                ),
            )),
            Some(ChannelRecord::Challenge(c)) if c.challenger.id == user.id => Ok((
                Change::Remove,
                format!("{} withdrew the challenge.", c.challenger.name),
            )),
            Some(ChannelRecord::Challenge(c)) => refuse(format!(
                "Only {} can decline this challenge.",
                c.opponent.name
            )),
            _ => refuse("There is no challenge to decline in this channel."),
        })??;
        Ok(Reply {
            text,
            image: None,
            mention: None,
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
            let mut game = rebuild(&record)?;
            let side = game.position().side_to_move();
            let mover = player_of(&record, side);
            if !is_player(&record, user) {
                return refuse(format!(
                    "You are not playing in this game ({} vs {}).",
                    record.white.name, record.black.name
                ));
            }
            if mover.id != user.id {
                return refuse(format!("It is {}'s turn ({}).", mover.name, side.name()));
            }
            let before = game.position().clone();
            let mv = game
                .play_text(notation)
                .map_err(|e| ServiceError::Refused(texts::move_refusal(&e)))?;
            let written = crate::rules::notation::write(&before, &mv);
            record.moves.push(written.clone());
            record.draw_offer = None;
            record.updated_at = now;
            let mut text = format!("{} ({}) played {written}.", user.name, side.name());
            let mut mention = None;
            let change = match game.outcome() {
                Some(outcome) => {
                    let (result, reason) = result_of(&outcome);
                    text.push(' ');
                    text.push_str(&result_line(&record, &result, &reason));
                    record.status = GameStatus::Finished { result, reason };
                    Change::Finish(record.clone())
                }
                None => {
                    let next = player_of(&record, !side);
                    text.push_str(&format!(" {} ({}) to move.", next.name, (!side).name()));
                    mention = Some(next.id);
                    Change::Put(ChannelRecord::Game(record.clone()))
                }
            };
            changed(change, record, game, text, mention)
        })??;
        self.reply(snapshot)
    }

    /// The current board of the channel's game, from the side to move's point of view.
    pub fn board(&self, channel: u64, _now: u64) -> Result<Reply, ServiceError> {
        let record = match self.store.load(channel)? {
            Some(ChannelRecord::Game(g)) => g,
            Some(ChannelRecord::Challenge(c)) => {
                return refuse(format!(
                    "No game yet: {} is waiting for {} to /accept.",
                    c.challenger.name, c.opponent.name
                ))
            }
            None => return refuse("There is no game in this channel. Start one with /challenge."),
        };
        let game = rebuild(&record)?;
        let side = game.position().side_to_move();
        let text = format!(
            "{}: {} (White) vs {} (Black), move {}. {} ({}) to move.",
            game.variant().title(),
            record.white.name,
            record.black.name,
            game.moves().len() / 2 + 1,
            player_of(&record, side).name,
            side.name()
        );
        self.reply(Snapshot {
            record,
            game,
            text,
            mention: None,
        })
    }

    /// A player resigns.
    pub fn resign(&self, channel: u64, user: &Player, now: u64) -> Result<Reply, ServiceError> {
        let snapshot = self.store.update::<_, ServiceError>(channel, &|record| {
            let mut record = active(record)?.clone();
            let color = color_of(&record, user)?;
            let game = rebuild(&record)?;
            let result = match color {
                Color::White => GameResult::BlackWins,
                Color::Black => GameResult::WhiteWins,
            };
            let reason = format!("{} resigned", user.name);
            let text = result_line(&record, &result, &reason);
            record.status = GameStatus::Finished { result, reason };
            record.updated_at = now;
            changed(Change::Finish(record.clone()), record, game, text, None)
        })??;
        self.reply(snapshot)
    }

    /// A player offers a draw, or accepts the opponent's open offer.
    pub fn draw(&self, channel: u64, user: &Player, now: u64) -> Result<Reply, ServiceError> {
        let snapshot = self.store.update(channel, &|record| {
            let mut record = active(record)?.clone();
            let color = color_of(&record, user)?;
            let game = rebuild(&record)?;
            let opponent = player_of(&record, !color).clone();
            record.updated_at = now;
            match record.draw_offer {
                Some(offerer) if offerer == user.id => refuse(format!(
                    "You have already offered a draw; it is up to {} to accept.",
                    opponent.name
                )),
                Some(_) => {
                    let reason = "draw by agreement".to_string();
                    let text = result_line(&record, &GameResult::Draw, &reason);
                    record.status = GameStatus::Finished {
                        result: GameResult::Draw,
                        reason,
                    };
                    changed(Change::Finish(record.clone()), record, game, text, None)
                }
                None => {
                    record.draw_offer = Some(user.id);
                    let text = format!(
                        "{} offers a draw. {}: /draw to accept, or play a move to decline.",
                        user.name, opponent.name
                    );
                    changed(
                        Change::Put(ChannelRecord::Game(record.clone())),
                        record,
                        game,
                        text,
                        Some(opponent.id),
                    )
                }
            }
        })??;
        Ok(Reply {
            image: None,
            ..self.reply(snapshot)?
        })
    }

    /// The reply for a snapshot: its text and the board picture, seen from the side to move
    /// (White's side once the game is over).
    fn reply(&self, snapshot: Snapshot) -> Result<Reply, ServiceError> {
        let pos = snapshot.game.position();
        let over = snapshot.record.status != GameStatus::Active;
        let viewer = if over {
            Color::White
        } else {
            pos.side_to_move()
        };
        let last = snapshot.game.last_move().map(|(_, m)| *m);
        let view = board_view(pos, last.as_ref(), viewer, over);
        let image = self
            .renderer
            .png(&view)
            .map_err(|e| ServiceError::Internal(format!("board picture: {e}")))?;
        Ok(Reply {
            text: snapshot.text,
            image: Some(image),
            mention: snapshot.mention,
        })
    }
}

/// The decision of an update closure: apply `change`, then reply from the game it leaves.
fn changed(
    change: Change,
    record: GameRecord,
    game: Game,
    text: String,
    mention: Option<u64>,
) -> Result<(Change, Snapshot), ServiceError> {
    Ok((
        change,
        Snapshot {
            record,
            game,
            text,
            mention,
        },
    ))
}

fn active(record: Option<&ChannelRecord>) -> Result<&GameRecord, ServiceError> {
    match record {
        Some(ChannelRecord::Game(g)) if g.status == GameStatus::Active => Ok(g),
        Some(ChannelRecord::Challenge(c)) => refuse(format!(
            "The game has not started: {} is waiting for {} to /accept.",
            c.challenger.name, c.opponent.name
        )),
        _ => refuse("There is no game in this channel. Start one with /challenge."),
    }
}

/// Rebuilds the game by replaying its stored moves from its start position.
pub fn rebuild(record: &GameRecord) -> Result<Game, ServiceError> {
    let variant: Variant = record
        .variant
        .parse()
        .map_err(|e| ServiceError::Internal(format!("game {}: {e}", record.id)))?;
    let start = fen::read(variant, &record.start_fen)
        .map_err(|e| ServiceError::Internal(format!("game {} start: {e}", record.id)))?;
    Game::replay(start, record.moves.iter().map(String::as_str))
        .map_err(|e| ServiceError::Internal(format!("game {} does not replay: {e}", record.id)))
}

fn player_of(record: &GameRecord, color: Color) -> &Player {
    match color {
        Color::White => &record.white,
        Color::Black => &record.black,
    }
}

fn is_player(record: &GameRecord, user: &Player) -> bool {
    record.white.id == user.id || record.black.id == user.id
}

fn color_of(record: &GameRecord, user: &Player) -> Result<Color, ServiceError> {
    if record.white.id == user.id {
        Ok(Color::White)
    } else if record.black.id == user.id {
        Ok(Color::Black)
    } else {
        refuse(format!(
            "Only the players ({} and {}) can do that.",
            record.white.name, record.black.name
        ))
    }
}

fn result_of(outcome: &Outcome) -> (GameResult, String) {
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

fn result_line(record: &GameRecord, result: &GameResult, reason: &str) -> String {
    match result {
        GameResult::WhiteWins => format!("{} (White) wins: {reason}. 1-0", record.white.name),
        GameResult::BlackWins => format!("{} (Black) wins: {reason}. 0-1", record.black.name),
        GameResult::Draw => format!("Drawn: {reason}. 1/2-1/2"),
    }
}
