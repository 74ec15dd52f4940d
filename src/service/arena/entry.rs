//! Taking part: join (ready to be paired), pause (not paired until they rejoin; a game in
//! progress is theirs to finish), rejoin, and berserk (half the clock and no increment, for a
//! point more on a win, only before one's first move).

use crate::service::arena::store;
use crate::service::game::records::resume;
use crate::service::game::time_control::go_berserk;
use crate::service::text::markdown::shown;
use crate::service::text::message::Message;
use crate::service::{refuse, GameService, ServiceError};
use towers_rules::Color;
use towers_store::arena::{ArenaEntrant, ArenaRecord, ArenaState};
use towers_store::{Change, ChannelRecord, GameStatus, Player, StoreExt};

/// The rating of a player who has none in the variant (Glicko's start).
pub const UNRATED: u32 = 1500;

fn not_finished(a: &ArenaRecord) -> Result<(), ServiceError> {
    if a.state == ArenaState::Finished {
        refuse(Message::new("refuse-arena-finished"))
    } else {
        Ok(())
    }
}

/// `a` with `player` ready (new, or back from a pause), and what to tell them.
fn joined(
    mut a: ArenaRecord,
    player: &Player,
    rating: u32,
    now: u64,
) -> Result<(ArenaRecord, Message), ServiceError> {
    not_finished(&a)?;
    let playing = a.current_game(player.id).is_some();
    let count = a.players.len();
    match a.players.iter_mut().find(|e| e.player.id == player.id) {
        Some(e) if e.ready => {
            return refuse(Message::new("refuse-arena-already-in"));
        }
        Some(e) => {
            e.ready = true;
            if !playing {
                e.free_since = now;
            }
            let message = Message::new("arena-rejoined").text("player", shown(player));
            return Ok((a, message));
        }
        None if count >= super::create::MAX_PLAYERS => {
            return refuse(
                Message::new("refuse-arena-full").count("max", super::create::MAX_PLAYERS as u64),
            );
        }
        None => a.players.push(ArenaEntrant {
            player: player.clone(),
            rating,
            ready: true,
            free_since: now,
        }),
    }
    let message = Message::new("arena-joined")
        .text("player", shown(player))
        .count("players", a.players.len() as u64);
    Ok((a, message))
}

impl GameService {
    /// `player`'s rating in the arena's variant on its server ([`UNRATED`] when none).
    fn arena_rating(&self, a: &ArenaRecord, player: &Player) -> u32 {
        let Some(guild) = a.guild else { return UNRATED };
        match self.ratings.standings(guild, a.variant) {
            Ok(table) => table
                .iter()
                .find(|s| s.player == player.id)
                .map_or(UNRATED, |s| s.rating.round().clamp(0.0, 9999.0) as u32),
            Err(e) => {
                tracing::warn!(error = %e, "cannot read ratings for an arena entry");
                UNRATED
            }
        }
    }

    /// `player` joins arena `id` (the Join button, `/arena join`), or comes back after a
    /// pause: ready to be paired as soon as another player is free. Refused when already
    /// ready, full or over.
    pub fn join_arena(&self, id: u64, player: &Player, now: u64) -> Result<Message, ServiceError> {
        let rating = self.arena_rating(&store::load(self.store.as_ref(), id)?, player);
        store::change(self.store.as_ref(), id, &|a| joined(a, player, rating, now))
    }

    /// `player` pauses in arena `id` (the Leave button, `/arena pause`): not paired again
    /// until they rejoin; their results stay and a game in progress is theirs to finish.
    pub fn pause_arena(&self, id: u64, player: &Player) -> Result<Message, ServiceError> {
        store::change(self.store.as_ref(), id, &|mut a| {
            not_finished(&a)?;
            match a.players.iter_mut().find(|e| e.player.id == player.id) {
                Some(e) if e.ready => e.ready = false,
                _ => return refuse(Message::new("refuse-arena-not-ready")),
            }
            Ok((
                a,
                Message::new("arena-paused").text("player", shown(player)),
            ))
        })
    }

    /// `player` goes berserk in their game of arena `id`: half their time goes and they get
    /// no increment, for a point more on a win of at least seven of their own moves. Only
    /// before their first move (refused after it, or without a game started, or twice).
    pub fn arena_berserk(&self, id: u64, player: &Player) -> Result<Message, ServiceError> {
        let a = store::load(self.store.as_ref(), id)?;
        fn no_game<T>() -> Result<T, ServiceError> {
            refuse(Message::new("refuse-arena-no-game"))
        }
        let Some(index) = a.current_game(player.id) else {
            return no_game();
        };
        let pairing = &a.games[index];
        let (Some(channel), Some(game)) = (pairing.channel, pairing.game) else {
            return no_game();
        };
        if pairing.berserk_of(player.id) {
            return refuse(Message::new("refuse-arena-berserk-again"));
        }
        let side = if pairing.white == player.id {
            Color::White
        } else {
            Color::Black
        };
        self.store.update::<_, ServiceError>(channel, &|record| {
            let Some(ChannelRecord::Game(g)) = record else {
                return no_game();
            };
            if g.id != game || g.status != GameStatus::Active {
                return no_game();
            }
            let first = resume(g)?.start().side_to_move();
            let plies = g.moves.len();
            let own = if side == first {
                plies.div_ceil(2)
            } else {
                plies / 2
            };
            if own > 0 {
                return refuse(Message::new("refuse-arena-berserk-late"));
            }
            let mut g = g.clone();
            let Some(clock) = g.clock.as_mut() else {
                return no_game();
            };
            go_berserk(clock, side);
            Ok((Change::Put(ChannelRecord::Game(g)), ()))
        })??;
        store::change(self.store.as_ref(), id, &|mut a| {
            if let Some(p) = a.games.get_mut(index) {
                match side {
                    Color::White => p.white_berserk = true,
                    Color::Black => p.black_berserk = true,
                }
            }
            Ok((a, ()))
        })?;
        self.publish(channel, crate::service::live::Origin::Chat);
        Ok(Message::new("arena-berserk").text("player", shown(player)))
    }
}
