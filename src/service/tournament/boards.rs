//! Each board's game: opened in the channel the front end gives it (the players' challenge
//! made and accepted through the game service, with the tournament's variant, rule options
//! and pace), read for its result, and ended at the round's deadline.

use crate::service::game::records::resume;
use crate::service::game::time_control::Pace;
use crate::service::live::Origin;
use crate::service::text::message::Message;
use crate::service::tournament::adjudicate::{self, Judge};
use crate::service::tournament::paired_game::PairedGame;
use crate::service::tournament::store;
use crate::service::{refuse, GameService, Reply, ServiceError};
use towers_rules::Color;
use towers_store::tournament::{Board, BoardResult, Decided, GamePace, State, TournamentRecord};
use towers_store::{Change, ChannelRecord, EndStatus, GameResult, GameStatus, Player, StoreExt};

/// Where a board's game stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameState {
    /// No channel or no game yet.
    NotOpened,
    /// Being played: `plies` moves so far, `to_move` (user id) to play; `verdict`: the
    /// adjudication's verdict on the position (the endgame databases', else the search's),
    /// judged only when asked (at the deadline of a tournament that adjudicates, for a game
    /// both sides have moved in; `None`: not judged yet).
    Active {
        plies: usize,
        to_move: u64,
        verdict: Option<BoardResult>,
    },
    /// Over, with this result.
    Finished(BoardResult),
    /// The game is neither in its channel nor among the channel's finished games (it was
    /// ended without a result).
    Missing,
}

/// The tournament's result of a game's result.
pub fn board_result(result: &GameResult) -> BoardResult {
    match result {
        GameResult::WhiteWins => BoardResult::WhiteWins,
        GameResult::BlackWins => BoardResult::BlackWins,
        GameResult::Draw => BoardResult::Draw,
    }
}

/// The entrant `user` of `t` as a game's player.
fn player(t: &TournamentRecord, user: u64) -> Player {
    t.entrant(user).map_or(
        Player {
            id: user,
            name: user.to_string(),
        },
        |e| e.player.clone(),
    )
}

impl GameService {
    /// Where `board`'s game stands. Errors: `Store`, `Internal` (a game that does not
    /// replay).
    pub(in crate::service) fn board_state(
        &self,
        board: &Board,
        judge: Judge,
    ) -> Result<GameState, ServiceError> {
        let (Some(channel), Some(id)) = (board.channel, board.game) else {
            return Ok(GameState::NotOpened);
        };
        if let Some(ChannelRecord::Game(g)) = self.store.load(channel)? {
            if g.id == id {
                return Ok(match &g.status {
                    GameStatus::Active => {
                        let game = resume(&g)?;
                        let side = game.position().side_to_move();
                        let to_move = match side {
                            Color::White => g.white.id,
                            Color::Black => g.black.id,
                        };
                        // A game one side never moved in is a forfeit, never judged.
                        let verdict = if g.moves.len() >= 2 {
                            adjudicate::verdict(&game, judge)
                        } else {
                            None
                        };
                        GameState::Active {
                            plies: g.moves.len(),
                            to_move,
                            verdict,
                        }
                    }
                    GameStatus::Finished { result, .. } => {
                        GameState::Finished(board_result(result))
                    }
                });
            }
        }
        let finished = self.store.finished_games(channel)?;
        Ok(match finished.iter().find(|g| g.id == id) {
            Some(g) => match &g.status {
                GameStatus::Finished { result, .. } => GameState::Finished(board_result(result)),
                GameStatus::Active => GameState::Missing,
            },
            None => GameState::Missing,
        })
    }

    /// The front end gives board `board` (from 0) of round `round` of tournament `id` its
    /// channel (a thread of its own): the game starts there (White is the pairing's White),
    /// and the reply shows it. Again for the same channel: the game as it is (nothing is
    /// started twice). Refused for a board already decided, or opened in another channel,
    /// or a round that is over.
    pub fn open_board(
        &self,
        id: u64,
        round: u32,
        board: usize,
        channel: u64,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        let t = store::change(self.store.as_ref(), id, &|mut t| {
            let running = matches!(t.state, State::Running { round: r } | State::Paused { round: r, .. } if r == round);
            let Some(b) = t
                .round_list
                .iter_mut()
                .find(|r| r.number == round && !r.closed)
                .and_then(|r| r.boards.get_mut(board))
                .filter(|_| running)
            else {
                return refuse(Message::new("refuse-tournament-no-board"));
            };
            if b.result.is_some() {
                return refuse(Message::new("refuse-tournament-no-board"));
            }
            match b.channel {
                Some(c) if c != channel => {
                    return refuse(Message::new("refuse-tournament-no-board"))
                }
                _ => b.channel = Some(channel),
            }
            let copy = t.clone();
            Ok((t, copy))
        })?;
        let reply = self.start_board_game(&t, round, board, channel, now)?;
        Ok(reply)
    }

    /// Starts (or finds) the game of a board whose channel is known, and stores its id.
    pub(in crate::service) fn start_board_game(
        &self,
        t: &TournamentRecord,
        round: u32,
        board: usize,
        channel: u64,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        let Some(b) = t
            .round_list
            .iter()
            .find(|r| r.number == round)
            .and_then(|r| r.boards.get(board))
        else {
            return refuse(Message::new("refuse-tournament-no-board"));
        };
        let (white, black) = (player(t, b.white), player(t, b.black));
        let pace = match t.pace {
            GamePace::PerMove(secs) => Pace::PerMove(secs),
            GamePace::Clock(control) => Pace::Clock(control),
        };
        let (game, reply) = self.start_paired_game(
            channel,
            &PairedGame {
                white: &white,
                black: &black,
                variant: t.variant,
                options: t.options,
                guild: t.guild,
                pace,
                rated: t.rated,
                known: b.game,
                opening: &b.opening,
            },
            now,
        )?;
        store::change(self.store.as_ref(), t.id, &|mut t| {
            if let Some(b) = t
                .round_list
                .iter_mut()
                .find(|r| r.number == round)
                .and_then(|r| r.boards.get_mut(board))
            {
                if b.game.is_none() && b.channel == Some(channel) {
                    b.game = Some(game);
                }
            }
            Ok((t, ()))
        })?;
        Ok(reply)
    }

    /// Plays a micro-match's balloted `opening` in `channel`'s new game, each move by the
    /// player to move (`players`: White, Black): the reply shows the position after it.
    pub(in crate::service) fn play_opening(
        &self,
        channel: u64,
        variant: towers_rules::Variant,
        opening: &[String],
        players: [&Player; 2],
        now: u64,
    ) -> Result<Reply, ServiceError> {
        // English starts with Black ("the dark side") to move.
        let first = match towers_rules::Position::initial(variant).side_to_move() {
            Color::White => 0,
            Color::Black => 1,
        };
        let mut reply = Reply::default();
        for (i, text) in opening.iter().enumerate() {
            reply = self.play(channel, players[(first + i) % 2], text, now)?;
        }
        Ok(reply)
    }

    /// Ends `board`'s game, if it is still being played, as the deadline decided
    /// (`result`): a forfeit or double forfeit removes the game (it was not played, so it is
    /// not archived and counts for no rating); a game in progress finishes as a draw by the
    /// deadline, or with the adjudication's verdict (rated as played). Returns the notice for
    /// the game's channel. Harmless when already done.
    pub(in crate::service) fn end_at_deadline(
        &self,
        board: &Board,
        result: BoardResult,
        now: u64,
    ) -> Result<Option<(u64, Reply)>, ServiceError> {
        let (Some(channel), Some(id)) = (board.channel, board.game) else {
            return Ok(None);
        };
        let ended = self.store.update::<_, ServiceError>(channel, &|record| {
            let Some(ChannelRecord::Game(g)) = record else {
                return Ok((Change::Keep, false));
            };
            if g.id != id || g.status != GameStatus::Active {
                return Ok((Change::Keep, false));
            }
            let game_result = match result {
                BoardResult::Draw => GameResult::Draw,
                BoardResult::WhiteWins => GameResult::WhiteWins,
                BoardResult::BlackWins => GameResult::BlackWins,
                _ => return Ok((Change::Remove, true)),
            };
            let mut g = g.clone();
            g.status = GameStatus::Finished {
                result: game_result,
                end: EndStatus::RoundDeadline,
            };
            g.updated_at = now;
            Ok((Change::Finish(g), true))
        })??;
        if !ended {
            return Ok(None);
        }
        self.publish(channel, Origin::Timer);
        let id = if board.decided == Some(Decided::Adjudicated) {
            "tournament-game-adjudicated"
        } else {
            "tournament-game-deadline"
        };
        let message = Message::new(id).message("result", super::texts::board_result_text(result));
        Ok(Some((
            channel,
            Reply {
                message,
                game_over: true,
                ..Reply::default()
            },
        )))
    }
}

#[cfg(test)]
#[path = "boards_tests.rs"]
mod tests;
