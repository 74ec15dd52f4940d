//! Building a [`LiveState`] from what the store holds for a channel: its game (in progress,
//! else the last finished one) and its open challenge, seen by one viewer in their language.

use crate::service::board::view::board_view;
use crate::service::game::records::resume;
use crate::service::game::time_control;
use crate::service::live::state::{
    LegalMove, LiveBoard, LiveChallenge, LiveClock, LiveCount, LiveDisc, LiveGame, LiveMaterial,
    LivePath, LivePlayer, LiveState, LiveTower, Role, Side, Tint, You,
};
use crate::service::text::locale::Lang;
use crate::service::text::reasons;
use crate::service::{GameService, ServiceError};
use towers_render::{BoardView, Side as Tone};
use towers_rules::{notation, Color, Game};
use towers_store::{
    Challenge, ChannelRecord, GameClock, GameRecord, GameResult, GameStatus, Player,
};

/// A channel's live state for any viewer, worded in one language: read once, then finished
/// for each viewer by [`ChannelView::for_viewer`] (cheap, no store), so that a change watched
/// by many is read from the store once.
#[derive(Clone, Debug)]
pub struct ChannelView {
    /// The game with the legal moves of the player to move (shown to that player only).
    game: Option<LiveGame>,
    /// The ids of White, Black and the player to move, if any.
    white: u64,
    black: u64,
    mover: Option<u64>,
    /// The open challenge, whether it is still open, its challenger and opponent ids.
    challenge: Option<(LiveChallenge, bool, u64, Option<u64>)>,
    /// Changes the store lost in the channel, reported until cleared.
    lost_changes: Option<u64>,
}

impl ChannelView {
    /// The state as `viewer` (a user id) sees it.
    pub fn for_viewer(&self, viewer: u64) -> LiveState {
        let role = match &self.game {
            Some(_) if viewer == self.white => Role::White,
            Some(_) if viewer == self.black => Role::Black,
            _ => Role::Spectator,
        };
        let mut game = self.game.clone();
        if let Some(g) = game.as_mut().filter(|_| self.mover != Some(viewer)) {
            g.legal.clear();
        }
        let challenge = self
            .challenge
            .as_ref()
            .map(|(c, open, from, to)| LiveChallenge {
                can_accept: *open && *from != viewer && to.is_none_or(|o| o == viewer),
                ..c.clone()
            });
        LiveState {
            you: You { id: viewer, role },
            game,
            challenge,
            lost_changes: self.lost_changes,
        }
    }
}

impl GameService {
    /// The channel's game and open challenge as `viewer` (a user id) sees them, worded in
    /// `lang`. Reads the store only.
    pub fn live(&self, channel: u64, viewer: u64, lang: Lang) -> Result<LiveState, ServiceError> {
        Ok(self.live_view(channel, lang)?.for_viewer(viewer))
    }

    /// The channel's live state for any viewer, worded in `lang` (see [`ChannelView`]).
    /// Reads the store only.
    pub fn live_view(&self, channel: u64, lang: Lang) -> Result<ChannelView, ServiceError> {
        let loaded = self.store.load(channel).map_err(|e| {
            // A store that stopped after a failed write holds changes that may not be on
            // disk: nothing of it is shown, and the viewer is told why.
            if self.store.failure().is_some() {
                ServiceError::Refused(crate::service::text::message::Message::new(
                    crate::service::game::losses::STORE_FAILING,
                ))
            } else {
                e.into()
            }
        })?;
        let (record, challenge) = match loaded {
            Some(ChannelRecord::Game(g)) => (Some(g), None),
            Some(ChannelRecord::Challenge(c)) => (self.last_finished(channel)?, Some(c)),
            None => (self.last_finished(channel)?, None),
        };
        let now = self.clock_now();
        let now_ms = self.clock_now_ms();
        let game = record
            .as_ref()
            .map(|r| live_game(r, lang, now_ms))
            .transpose()?;
        Ok(ChannelView {
            lost_changes: self.losses().lost_in(channel),
            white: record.as_ref().map_or(0, |r| r.white.id),
            black: record.as_ref().map_or(0, |r| r.black.id),
            mover: game.as_ref().and_then(|(_, mover)| *mover),
            game: game.map(|(g, _)| g),
            challenge: challenge.map(|c| {
                (
                    live_challenge(&c),
                    c.expires_at > now,
                    c.challenger.id,
                    c.opponent.as_ref().map(|o| o.id),
                )
            }),
        })
    }

    /// The channel's most recently finished game, if any.
    pub(super) fn last_finished(&self, channel: u64) -> Result<Option<GameRecord>, ServiceError> {
        let mut games = self.store.finished_games(channel)?;
        games.sort_by_key(|g| (g.updated_at, g.id));
        Ok(games.pop())
    }
}

fn side(color: Color) -> Side {
    match color {
        Color::White => Side::White,
        Color::Black => Side::Black,
    }
}

fn player(p: &Player) -> LivePlayer {
    LivePlayer {
        id: p.id,
        name: p.name.clone(),
    }
}

/// The side of the player `user` in `record` (for offers), if they play in it.
fn side_of(record: &GameRecord, user: Option<u64>) -> Option<Side> {
    match user {
        Some(u) if u == record.white.id => Some(Side::White),
        Some(u) if u == record.black.id => Some(Side::Black),
        _ => None,
    }
}

/// The game of `record` at `now_ms` with the legal moves of the player to move, and that
/// player's id.
fn live_game(
    record: &GameRecord,
    lang: Lang,
    now_ms: u64,
) -> Result<(LiveGame, Option<u64>), ServiceError> {
    let game = resume(record)?;
    let pos = game.position();
    let (over, result, reason) = match &record.status {
        GameStatus::Active => (false, None, None),
        GameStatus::Finished { result, end } => (
            true,
            Some(score(result)),
            Some(reasons::reason(end, result, &record.white, &record.black).render(lang)),
        ),
    };
    let to_move = (!over).then(|| pos.side_to_move());
    let mover = to_move.map(|c| match c {
        Color::White => record.white.id,
        Color::Black => record.black.id,
    });
    let legal = if mover.is_some() {
        legal_moves(&game)
    } else {
        Vec::new()
    };
    let live = LiveGame {
        id: record.id,
        variant: record.variant.name().to_string(),
        white: player(&record.white),
        black: player(&record.black),
        to_move: to_move.map(side),
        over,
        result,
        reason,
        board: board(&game, over),
        legal,
        moves: record
            .moves
            .iter()
            .map(towers_store::MoveText::to_string)
            .collect(),
        clock: record.clock.map(|c| live_clock(&c, to_move, now_ms)),
        draw_offer: side_of(record, record.draw_offer),
        takeback_request: side_of(record, record.takeback_offer),
    };
    Ok((live, mover))
}

/// Both clocks at `now_ms`, the running one (`to_move`'s) read down to now.
fn live_clock(clock: &GameClock, to_move: Option<Color>, now_ms: u64) -> LiveClock {
    let left = |c: Color| time_control::left(clock, c, to_move, now_ms);
    LiveClock {
        white_ms: left(Color::White),
        black_ms: left(Color::Black),
        increment_ms: clock.control.increment_ms,
        running: to_move.map(side),
    }
}

fn score(result: &GameResult) -> &'static str {
    match result {
        GameResult::WhiteWins => "1-0",
        GameResult::BlackWins => "0-1",
        GameResult::Draw => "1/2-1/2",
    }
}

/// Every legal move of the side to move with its route.
fn legal_moves(game: &Game) -> Vec<LegalMove> {
    let pos = game.position();
    pos.legal_moves()
        .iter()
        .map(|m| legal_move(pos, m))
        .collect()
}

/// The move `m` of `pos` with its route, as the client clicks it.
pub(crate) fn legal_move(pos: &towers_rules::Position, m: &towers_rules::Move) -> LegalMove {
    let geo = pos.geometry();
    LegalMove {
        notation: notation::write(pos, m),
        from: geo.coords(m.from()),
        landings: if m.is_capture() {
            m.landings().map(|sq| geo.coords(sq)).collect()
        } else {
            vec![geo.coords(m.to())]
        },
        captured: m.captured().map(|sq| geo.coords(sq)).collect(),
    }
}

/// The board as the picture of the same position describes it (White's side: flipping is
/// the client's business).
pub(crate) fn board(game: &Game, over: bool) -> LiveBoard {
    let last = game.last_move().map(|(_, m)| *m);
    let view: BoardView = board_view(game.position(), last.as_ref(), Color::White, over);
    let tint = |s: Tone| match s {
        Tone::Light => Tint::Light,
        Tone::Dark => Tint::Dark,
    };
    let count = |c: towers_render::SideCount| LiveCount {
        men: c.men,
        kings: c.kings,
        prisoners: c.prisoners,
    };
    let material = view.material.unwrap_or_default();
    LiveBoard {
        files: view.files,
        ranks: view.ranks,
        stacks: view.stacks,
        towers: view
            .towers
            .into_iter()
            .map(|t| LiveTower {
                file: t.file,
                rank: t.rank,
                discs: t
                    .discs
                    .into_iter()
                    .map(|d| LiveDisc {
                        side: tint(d.side),
                        king: d.king,
                    })
                    .collect(),
            })
            .collect(),
        highlight: view.highlight,
        path: view.path.map(|p| LivePath {
            squares: p.squares,
            jumped: p.jumped,
        }),
        must_capture: view.must_capture,
        square_numbers: view.square_numbers,
        material: LiveMaterial {
            light: count(material.light),
            dark: count(material.dark),
        },
    }
}

/// The challenge `c`, not yet acceptable by anyone ([`ChannelView::for_viewer`] says who may).
fn live_challenge(c: &Challenge) -> LiveChallenge {
    LiveChallenge {
        from: player(&c.challenger),
        to: c.opponent.as_ref().map(player),
        variant: c.variant.name().to_string(),
        clock: c.clock.as_ref().map(time_control::written),
        can_accept: false,
    }
}
