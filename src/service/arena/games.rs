//! Each pairing's game: opened in the channel the front end gives it (the players'
//! challenge made and accepted through the game service, with the arena's variant, rule
//! options and clock), and read for its result.

use crate::service::arena::step::GameSeen;
use crate::service::arena::store;
use crate::service::game::records::resume;
use crate::service::game::time_control::Pace;
use crate::service::text::message::Message;
use crate::service::tournament::paired_game::PairedGame;
use crate::service::{refuse, GameService, Reply, ServiceError};
use towers_rules::Color;
use towers_store::arena::{ArenaPairing, ArenaRecord, ArenaState};
use towers_store::{ChannelRecord, GameRecord, GameStatus, Player};

/// A pairing waiting for its channel: the front end makes one (a thread) and calls
/// [`GameService::open_arena_game`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaWaiting {
    pub arena: u64,
    /// The pairing's index in the arena's games.
    pub game: usize,
    pub white: Player,
    pub black: Player,
    pub guild: Option<u64>,
    /// Where the arena is announced: its thread, else its channel.
    pub home: u64,
    /// The channel the arena was created in (where a game's thread can be made).
    pub channel: u64,
}

/// Where `a` is announced.
pub fn home(a: &ArenaRecord) -> u64 {
    a.thread.unwrap_or(a.channel)
}

/// The player `user` of `a` as a game's player.
pub fn player(a: &ArenaRecord, user: u64) -> Player {
    a.entrant(user).map_or(
        Player {
            id: user,
            name: user.to_string(),
        },
        |e| e.player.clone(),
    )
}

/// What a finished game tells the arena.
fn finished(g: &GameRecord) -> Result<GameSeen, ServiceError> {
    let GameStatus::Finished { result, .. } = &g.status else {
        return Ok(GameSeen::Missing);
    };
    let first = match resume(g)?.start().side_to_move() {
        Color::White => g.white.id,
        Color::Black => g.black.id,
    };
    Ok(GameSeen::Finished {
        result: result.clone(),
        plies: u32::try_from(g.moves.len()).unwrap_or(u32::MAX),
        first,
        at: g.updated_at,
    })
}

impl GameService {
    /// Where `pairing`'s game stands. Errors: `Store`, `Internal` (a game that does not
    /// replay).
    pub(in crate::service) fn arena_game_seen(
        &self,
        pairing: &ArenaPairing,
    ) -> Result<GameSeen, ServiceError> {
        let (Some(channel), Some(id)) = (pairing.channel, pairing.game) else {
            return Ok(GameSeen::Playing);
        };
        if let Some(ChannelRecord::Game(g)) = self.store.load(channel)? {
            if g.id == id {
                return match g.status {
                    GameStatus::Active => Ok(GameSeen::Playing),
                    GameStatus::Finished { .. } => finished(&g),
                };
            }
        }
        match self
            .store
            .finished_games(channel)?
            .iter()
            .find(|g| g.id == id)
        {
            Some(g) => finished(g),
            None => Ok(GameSeen::Missing),
        }
    }

    /// The front end gives pairing `game` of arena `id` its channel (a thread of its own):
    /// the game starts there on live clocks, and the reply shows it. Again for the same
    /// channel: the game as it is (nothing is started twice). Refused for a pairing already
    /// over, opened elsewhere, or an arena that is over.
    pub fn open_arena_game(
        &self,
        id: u64,
        game: usize,
        channel: u64,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        let a = store::change(self.store.as_ref(), id, &|mut a| {
            let running = a.state == ArenaState::Running;
            let Some(p) = a.games.get_mut(game).filter(|_| running) else {
                return refuse(Message::new("refuse-arena-no-game"));
            };
            if p.result.is_some() || p.void {
                return refuse(Message::new("refuse-arena-no-game"));
            }
            match p.channel {
                Some(c) if c != channel => return refuse(Message::new("refuse-arena-no-game")),
                _ => p.channel = Some(channel),
            }
            let copy = a.clone();
            Ok((a, copy))
        })?;
        self.start_arena_game(&a, game, channel, now)
    }

    /// Starts (or finds) the game of a pairing whose channel is known, and stores its id.
    pub(in crate::service) fn start_arena_game(
        &self,
        a: &ArenaRecord,
        game: usize,
        channel: u64,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        let Some(p) = a.games.get(game) else {
            return refuse(Message::new("refuse-arena-no-game"));
        };
        let (white, black) = (player(a, p.white), player(a, p.black));
        let (started, reply) = self.start_paired_game(
            channel,
            &PairedGame {
                white: &white,
                black: &black,
                variant: a.variant,
                options: a.options,
                guild: a.guild,
                pace: Pace::Clock(a.control),
                rated: a.rated,
                known: p.game,
                opening: &[],
            },
            now,
        )?;
        store::change(self.store.as_ref(), a.id, &|mut a| {
            if let Some(p) = a.games.get_mut(game) {
                if p.game.is_none() && p.channel == Some(channel) {
                    p.game = Some(started);
                }
            }
            Ok((a, ()))
        })?;
        Ok(reply)
    }

    /// The open arena one of whose games is played in `channel` (a game's thread), if any.
    /// Errors: `Store`.
    pub fn arena_of_game_channel(&self, channel: u64) -> Result<Option<u64>, ServiceError> {
        Ok(store::open(self.store.as_ref())?
            .into_iter()
            .find(|a| a.games.iter().any(|p| p.channel == Some(channel)))
            .map(|a| a.id))
    }

    /// The pairings of running arenas still waiting for a channel, for the front end to
    /// open ([`GameService::open_arena_game`]). Errors: `Store`.
    pub fn arena_games_waiting(&self) -> Result<Vec<ArenaWaiting>, ServiceError> {
        let mut out = Vec::new();
        for a in store::open(self.store.as_ref())? {
            if a.state != ArenaState::Running {
                continue;
            }
            for (i, p) in a.games.iter().enumerate() {
                if p.channel.is_some() || p.result.is_some() || p.void {
                    continue;
                }
                out.push(ArenaWaiting {
                    arena: a.id,
                    game: i,
                    white: player(&a, p.white),
                    black: player(&a, p.black),
                    guild: a.guild,
                    home: home(&a),
                    channel: a.channel,
                });
            }
        }
        Ok(out)
    }
}
