//! `/tournament why @player`: why a player was paired as they were in the last round paired:
//! the player's score group and the opponent's (paired within it, floated down or up), the
//! colour preference before the round (none, mild, strong or absolute, as FIDE's C.04.3
//! article 1.7 defines them) and whether the colour given met it, the pairing-allocated bye,
//! or why the player was not paired; and, for a Swiss round, the criterion of C.04.3 that
//! decided the pairing, the float and the bye, from the round's stored input paired again
//! ([`towers_pairing::pair_with_reasons`]).

use towers_pairing::{trf, Colour, Decided, Focus, Player};
use towers_store::tournament::Round;
use towers_store::tournament::{Format, TournamentRecord};

use crate::service::text::markdown::escape;
use crate::service::text::message::Message;
use crate::service::tournament::input::{as_played, games};
use crate::service::tournament::standings::{points_text, shown_tenths};
use crate::service::tournament::texts::mention;

/// A colour preference before a round and how strong it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Preference {
    /// No game played yet.
    None,
    Mild(Colour),
    Strong(Colour),
    Absolute(Colour),
}

/// The preference of a player whose played colours, in order, are `colours` (C.04.3 1.7:
/// absolute when the colour difference is beyond ±1 or the last two games had the same
/// colour; strong when it is ±1; mild, the other colour than the last game, when it is 0).
pub fn preference(colours: &[Colour]) -> Preference {
    let Some(&last) = colours.last() else {
        return Preference::None;
    };
    let whites = colours.iter().filter(|&&c| c == Colour::White).count() as i64;
    let difference = whites - (colours.len() as i64 - whites);
    let wanted = match difference {
        d if d > 0 => Colour::Black,
        d if d < 0 => Colour::White,
        _ => last.opposite(),
    };
    let twice = colours.len() >= 2 && colours[colours.len() - 2] == last;
    if difference.abs() > 1 || twice {
        Preference::Absolute(if twice && difference.abs() <= 1 {
            last.opposite()
        } else {
            wanted
        })
    } else if difference != 0 {
        Preference::Strong(wanted)
    } else {
        Preference::Mild(wanted)
    }
}

fn colour_word(c: Colour) -> &'static str {
    match c {
        Colour::White => "white",
        Colour::Black => "black",
    }
}

/// The colour part: the colour given, and the preference it met or not.
fn colour_part(given: Colour, before: Preference) -> Message {
    let (preference, strength) = match before {
        Preference::None => ("none", "mild"),
        Preference::Mild(c) => (if c == given { "granted" } else { "denied" }, "mild"),
        Preference::Strong(c) => (if c == given { "granted" } else { "denied" }, "strong"),
        Preference::Absolute(c) => (if c == given { "granted" } else { "denied" }, "absolute"),
    };
    Message::new("tournament-why-colour")
        .text("colour", colour_word(given))
        .text("preference", preference)
        .text("strength", strength)
}

/// Why `user` was paired as they were in the last round of `t` paired.
pub fn explain(t: &TournamentRecord, user: u64) -> Message {
    let name = escape(&t.name);
    let Some(round) = t.round_list.last() else {
        return Message::new("tournament-why-none").text("name", name);
    };
    let base = |id: &'static str| {
        Message::new(id)
            .text("name", name.clone())
            .count("round", u64::from(round.number))
            .text("player", mention(user))
    };
    let Some(entrant) = t.entrant(user) else {
        return Message::new("refuse-tournament-not-entered").text("player", mention(user));
    };
    let played = as_played(t);
    // The TRF rounds before it: a micro-match's round is two.
    let before = round.number.saturating_sub(1) as usize * games(t);
    let history = |number: u32| -> (u32, Vec<Colour>) {
        let Some(p) = played.player(number) else {
            return (0, Vec::new());
        };
        (points_before(p, before, &played), colours(p, before))
    };
    let shown = |tenths: u32| points_text(shown_tenths(tenths, t.points));
    let number_of = |id: u64| t.entrant(id).map_or(0, |e| e.number);
    let (points, colours_before) = history(entrant.number);
    if round.bye == Some(user) {
        return with_criteria(
            base("tournament-why-bye").text("points", shown(points)),
            round,
            entrant.number,
        );
    }
    let Some(board) = round
        .boards
        .iter()
        .find(|b| b.white == user || b.black == user)
    else {
        let reason = if entrant.joined_round > round.number || entrant.number == 0 {
            "late"
        } else if entrant.byes.contains(&round.number) {
            "bye"
        } else {
            "withdrawn"
        };
        return base("tournament-why-absent").text("reason", reason);
    };
    let (opponent, given) = if board.white == user {
        (board.black, Colour::White)
    } else {
        (board.white, Colour::Black)
    };
    if t.format == Format::RoundRobin {
        return base("tournament-why-robin").text("opponent", mention(opponent));
    }
    let (theirs, _) = history(number_of(opponent));
    let float = match points.cmp(&theirs) {
        std::cmp::Ordering::Greater => "down",
        std::cmp::Ordering::Less => "up",
        std::cmp::Ordering::Equal => "none",
    };
    let paired = base("tournament-why-paired")
        .text("points", shown(points))
        .text("opponent", mention(opponent))
        .text("opponent_points", shown(theirs))
        .text("float", float)
        .then(colour_part(given, preference(&colours_before)));
    with_criteria(paired, round, entrant.number)
}

/// `message` followed by the criteria that decided pairing number `number`'s pair, float and
/// bye in `round`: its stored input paired again with the reasons asked for. Left as it is
/// when the round has no stored input or that input no longer pairs as the round was paired
/// (the reasons would be another pairing's).
fn with_criteria(message: Message, round: &Round, number: u32) -> Message {
    let Ok(input) = trf::read(&round.input_trf) else {
        return message;
    };
    let Ok((pairing, decisions)) = towers_pairing::pair_with_reasons(&input, Focus::Player(number))
    else {
        return message;
    };
    if pairing.boards != round.pairs {
        return message;
    }
    // The float first (it happened in the higher bracket), then the pair or the bye.
    let mut ordered: Vec<_> = decisions.iter().filter(|d| d.player == number).collect();
    ordered.sort_by_key(|d| !matches!(d.decided, Decided::Float));
    ordered.into_iter().fold(message, |m, d| {
        let decided = match d.decided {
            Decided::Pair(_) => "pair",
            Decided::Float => "float",
            Decided::Bye => "bye",
        };
        m.then(
            Message::new("tournament-why-criterion")
                .text("decided", decided)
                .text("criterion", d.criterion.key()),
        )
    })
}

/// Points (stored tenths) of `p` in its first `rounds` rounds.
fn points_before(p: &Player, rounds: usize, played: &towers_pairing::Tournament) -> u32 {
    p.rounds
        .iter()
        .take(rounds)
        .map(|e| e.outcome.points(played.points))
        .sum()
}

/// The colours `p` played over the board in its first `rounds` rounds.
fn colours(p: &Player, rounds: usize) -> Vec<Colour> {
    p.rounds
        .iter()
        .take(rounds)
        .filter_map(|e| e.played_colour())
        .collect()
}

impl crate::service::GameService {
    /// `/tournament why`: why `user` was paired as they were in tournament `id`'s last
    /// round paired. Refused when there is no such tournament or `user` is not in it.
    pub fn tournament_why(
        &self,
        id: u64,
        user: u64,
    ) -> Result<Message, crate::service::ServiceError> {
        let t = crate::service::tournament::store::load(self.store.as_ref(), id)?;
        if t.entrant(user).is_none() {
            return Err(crate::service::ServiceError::Refused(
                Message::new("refuse-tournament-not-entered").text("player", mention(user)),
            ));
        }
        Ok(explain(&t, user))
    }
}

#[cfg(test)]
#[path = "why_tests.rs"]
mod tests;
