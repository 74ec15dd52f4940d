//! What arenas say: the start with its end as Discord timestamps, each pairing with its
//! players as mentions, the final standings and the podium, all from the catalogue
//! (`arena-*`).

use crate::service::arena::standings::{index_of, standings};
use crate::service::text::markdown::escape;
use crate::service::text::message::Message;
use towers_store::arena::{ArenaPairing, ArenaRecord};

/// How many lines the final standings show in text (the picture shows everyone).
pub const TOP: usize = 10;

/// A user as a Discord mention.
fn mention(user: u64) -> String {
    format!("<@{user}>")
}

/// The arena has started: its name and its end, as a date and how far off.
pub fn started(a: &ArenaRecord) -> Message {
    Message::new("arena-started")
        .text("name", escape(&a.name))
        .text("end", format!("<t:{}:F>", a.ends_at))
        .text("relative", format!("<t:{}:R>", a.ends_at))
}

/// One pairing: White and Black as mentions.
pub fn pairing(a: &ArenaRecord, p: &ArenaPairing) -> Message {
    Message::new("arena-pairing")
        .text("name", escape(&a.name))
        .text("white", mention(p.white))
        .text("black", mention(p.black))
}

/// The final standings: the heading and the top [`TOP`] as lines (rank, name, points, a
/// flame for a player on fire).
pub fn final_standings(a: &ArenaRecord) -> Message {
    let mut message = Message::new("arena-over")
        .text("name", escape(&a.name))
        .count("players", a.players.len() as u64);
    for s in standings(a).iter().take(TOP) {
        let Some(e) = a.players.get(index_of(s.id)) else {
            continue;
        };
        message = message.line(
            Message::new("arena-standing-line")
                .count("rank", u64::from(s.rank))
                .text("player", escape(&e.player.name))
                .count("points", u64::from(s.points))
                .count("fire", u64::from(s.sheet.on_fire)),
        );
    }
    message
}

/// The podium line: the first three as mentions.
pub fn podium(a: &ArenaRecord) -> Message {
    let names: Vec<String> = standings(a)
        .iter()
        .take(3)
        .filter_map(|s| a.players.get(index_of(s.id)))
        .map(|e| mention(e.player.id))
        .collect();
    Message::new("arena-podium")
        .text("name", escape(&a.name))
        .text("players", names.join(" · "))
}

/// The announcement of a new arena: what it is, its clock, when it starts and ends, how to
/// join.
pub fn announcement(a: &ArenaRecord) -> Message {
    Message::new("arena-created")
        .text("name", escape(&a.name))
        .variant("variant", a.variant)
        .text("director", mention(a.director.id))
        .text(
            "clock",
            crate::service::game::time_control::written(&a.control),
        )
        .count("minutes", a.ends_at.saturating_sub(a.starts_at) / 60)
        .text("start", format!("<t:{}:F>", a.starts_at))
        .count("rated", u64::from(a.rated))
        .count("id", a.id)
}

#[cfg(test)]
#[path = "texts_tests.rs"]
mod tests;
