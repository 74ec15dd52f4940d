//! Entering and leaving: join (late, until half the rounds, with one half-point bye), leave,
//! withdraw (oneself or by the director), rejoin after a withdrawal, a requested bye, and the
//! director's forbidden pairs.

use crate::service::text::markdown::shown;
use crate::service::text::message::Message;
use crate::service::tournament::store;
use crate::service::{refuse, GameService, ServiceError};
use towers_store::tournament::{Entrant, Format, State, TournamentRecord};
use towers_store::Player;

/// The rating of a player who has none in the variant (Glicko's start).
pub const UNRATED: u32 = 1500;

/// The round the next pairing makes (from 1).
pub fn next_round(t: &TournamentRecord) -> u32 {
    match t.state {
        State::Enrolling => 1,
        State::Running { round } | State::Paused { round, .. } => round + 1,
        State::Finished => t.rounds + 1,
    }
}

/// Whether a player may still join a running Swiss: until half the rounds are paired.
pub fn late_join_open(t: &TournamentRecord) -> bool {
    t.format == Format::Swiss && next_round(t) - 1 <= t.rounds / 2
}

/// Refused unless `actor` directs `t`.
pub fn directs(t: &TournamentRecord, actor: &Player) -> Result<(), ServiceError> {
    if t.director.id == actor.id {
        Ok(())
    } else {
        refuse(Message::new("refuse-tournament-not-director").text("director", shown(&t.director)))
    }
}

fn not_finished(t: &TournamentRecord) -> Result<(), ServiceError> {
    if t.state == State::Finished {
        refuse(Message::new("refuse-tournament-finished").text("name", t.name.clone()))
    } else {
        Ok(())
    }
}

fn entrant_mut<'a>(
    t: &'a mut TournamentRecord,
    user: &Player,
) -> Result<&'a mut Entrant, ServiceError> {
    match t.players.iter_mut().find(|e| e.player.id == user.id) {
        Some(e) => Ok(e),
        None => refuse(Message::new("refuse-tournament-not-entered").text("player", shown(user))),
    }
}

/// `t` with `player` entered (or back after a withdrawal), and what to tell them.
fn joined(
    mut t: TournamentRecord,
    player: &Player,
    rating: u32,
) -> Result<(TournamentRecord, Message), ServiceError> {
    not_finished(&t)?;
    let next = next_round(&t);
    let name = t.name.clone();
    if let Some(e) = t.players.iter_mut().find(|e| e.player.id == player.id) {
        if !e.withdrawn {
            return refuse(Message::new("refuse-tournament-already-entered").text("name", name));
        }
        e.withdrawn = false;
        e.joined_round = e.joined_round.max(next);
        let message = Message::new("tournament-rejoined")
            .text("player", shown(player))
            .count("round", u64::from(next));
        return Ok((t, message));
    }
    if t.players.len() >= t.entry_limit as usize {
        return refuse(
            Message::new("refuse-tournament-full").count("max", u64::from(t.entry_limit)),
        );
    }
    let mut entrant = Entrant::new(player.clone(), rating, 0, next);
    let message = if t.state == State::Enrolling {
        Message::new("tournament-joined")
            .text("player", shown(player))
            .text("name", name)
            .count("players", t.players.len() as u64 + 1)
    } else {
        if !late_join_open(&t) {
            return refuse(Message::new("refuse-tournament-late"));
        }
        entrant.number = t.players.iter().map(|e| e.number).max().unwrap_or(0) + 1;
        entrant.late_bye = Some(next - 1);
        Message::new("tournament-joined-late")
            .text("player", shown(player))
            .count("round", u64::from(next))
    };
    t.players.push(entrant);
    Ok((t, message))
}

impl GameService {
    /// `player`'s rating in the tournament's variant on its server ([`UNRATED`] when none).
    fn entry_rating(&self, t: &TournamentRecord, player: &Player) -> u32 {
        let Some(guild) = t.guild else { return UNRATED };
        match self.ratings.standings(guild, t.variant) {
            Ok(table) => table
                .iter()
                .find(|s| s.player == player.id)
                .map_or(UNRATED, |s| s.rating.round().clamp(0.0, 9999.0) as u32),
            Err(e) => {
                tracing::warn!(error = %e, "cannot read ratings for a tournament entry");
                UNRATED
            }
        }
    }

    /// `player` joins tournament `id` (the Join button, `/tournament join`): before the
    /// start while there is room; in a running Swiss until half the rounds are paired, with
    /// a half-point bye for the last round missed; a withdrawn player comes back from the
    /// next round. Refused when full, too late, already in, or finished.
    pub fn join_tournament(
        &self,
        id: u64,
        player: &Player,
        _now: u64,
    ) -> Result<Message, ServiceError> {
        let rating = self.entry_rating(&store::load(self.store.as_ref(), id)?, player);
        store::change(self.store.as_ref(), id, &|t| joined(t, player, rating))
    }

    /// `player` leaves tournament `id` (the Leave button): before the start their entry goes;
    /// after it, they are withdrawn (their results stay; the game in progress is theirs to
    /// finish or resign).
    pub fn leave_tournament(&self, id: u64, player: &Player) -> Result<Message, ServiceError> {
        store::change(self.store.as_ref(), id, &|mut t| {
            not_finished(&t)?;
            let name = t.name.clone();
            if t.state == State::Enrolling {
                let before = t.players.len();
                t.players.retain(|e| e.player.id != player.id);
                if t.players.len() == before {
                    return refuse(
                        Message::new("refuse-tournament-not-entered").text("player", shown(player)),
                    );
                }
            } else {
                let e = entrant_mut(&mut t, player)?;
                if e.withdrawn {
                    return refuse(
                        Message::new("refuse-tournament-not-entered").text("player", shown(player)),
                    );
                }
                e.withdrawn = true;
            }
            let message = Message::new("tournament-left")
                .text("player", shown(player))
                .text("name", name);
            Ok((t, message))
        })
    }

    /// The director withdraws `user` from tournament `id`: not paired from the next round
    /// (they may rejoin). Refused to anyone but the director.
    pub fn withdraw_from_tournament(
        &self,
        id: u64,
        director: &Player,
        user: &Player,
    ) -> Result<Message, ServiceError> {
        store::change(self.store.as_ref(), id, &|mut t| {
            directs(&t, director)?;
            not_finished(&t)?;
            entrant_mut(&mut t, user)?.withdrawn = true;
            let message = Message::new("tournament-withdrawn").text("player", shown(user));
            Ok((t, message))
        })
    }

    /// The director forbids `a` and `b` to meet in tournament `id`'s later rounds.
    pub fn forbid_pair(
        &self,
        id: u64,
        director: &Player,
        a: &Player,
        b: &Player,
    ) -> Result<Message, ServiceError> {
        store::change(self.store.as_ref(), id, &|mut t| {
            directs(&t, director)?;
            not_finished(&t)?;
            if a.id == b.id {
                return refuse(Message::new("refuse-tournament-forbid-self"));
            }
            entrant_mut(&mut t, a)?;
            entrant_mut(&mut t, b)?;
            let pair = (a.id.min(b.id), a.id.max(b.id));
            if !t.forbidden.contains(&pair) {
                t.forbidden.push(pair);
            }
            let message = Message::new("tournament-forbidden")
                .text("a", shown(a))
                .text("b", shown(b));
            Ok((t, message))
        })
    }

    /// `player` asks not to be paired in `round` of Swiss `id`, for a half-point bye. Refused
    /// for a round already paired or past the last, and in a round robin.
    pub fn request_bye(
        &self,
        id: u64,
        player: &Player,
        round: u32,
    ) -> Result<Message, ServiceError> {
        store::change(self.store.as_ref(), id, &|mut t| {
            not_finished(&t)?;
            let next = next_round(&t);
            if t.format != Format::Swiss || round < next || round > t.rounds {
                return refuse(Message::new("refuse-tournament-bye-round"));
            }
            let e = entrant_mut(&mut t, player)?;
            if !e.byes.contains(&round) {
                e.byes.push(round);
            }
            let message = Message::new("tournament-bye-requested")
                .text("player", shown(player))
                .count("round", u64::from(round));
            Ok((t, message))
        })
    }
}
