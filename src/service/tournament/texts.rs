//! What tournaments say: pairings with mentions and the deadline as Discord timestamps,
//! results, standings and the podium, all from the catalogue (`tournament-*`).

use crate::service::text::markdown::escape;
use crate::service::text::message::Message;
use crate::service::tournament::standings::{points_text, standing_rows, StandingRow};
use towers_pairing::standings::value_text;
use towers_store::tournament::{BoardResult, Decided, Format, TournamentRecord};

/// How many lines the top of the standings shows after a round.
pub const TOP: usize = 5;

/// A user as a Discord mention.
pub fn mention(user: u64) -> String {
    format!("<@{user}>")
}

/// A deadline as Discord shows it: the date and time, and how far off (`<t:…:F>`,
/// `<t:…:R>`).
pub fn deadline(at: u64) -> Message {
    Message::new("tournament-deadline")
        .text("date", format!("<t:{at}:F>"))
        .text("relative", format!("<t:{at}:R>"))
}

/// A board's result in words.
pub fn board_result_text(result: BoardResult) -> Message {
    Message::new(match result {
        BoardResult::WhiteWins => "tournament-result-white",
        BoardResult::BlackWins => "tournament-result-black",
        BoardResult::Draw => "tournament-result-draw",
        BoardResult::WhiteForfeits => "tournament-result-white-forfeits",
        BoardResult::BlackForfeits => "tournament-result-black-forfeits",
        BoardResult::DoubleForfeit => "tournament-result-double-forfeit",
    })
}

/// Boards per message of pairings: 12 lines of two mentions and a result stay below
/// Discord's 2,000 characters in every language (`texts_tests.rs`).
pub const BOARDS_PER_PAGE: usize = 12;

/// Round `round`'s pairings in messages of [`BOARDS_PER_PAGE`] boards at most, each with
/// the heading.
pub fn pairing_pages(t: &TournamentRecord, round: u32) -> Vec<Message> {
    let boards = t
        .round_list
        .iter()
        .find(|r| r.number == round)
        .map_or(0, |r| r.boards.len());
    (0..boards.max(1))
        .step_by(BOARDS_PER_PAGE)
        .map(|first| pairings_from(t, round, first, BOARDS_PER_PAGE))
        .collect()
}

/// Round `round`'s pairings: a heading with the deadline, then one line per board (the
/// players as mentions, the result once known) and the bye, all on one message.
pub fn pairings(t: &TournamentRecord, round: u32) -> Message {
    pairings_from(t, round, 0, usize::MAX)
}

/// Round `round`'s heading and `count` boards from board `first` (from 0); the bye with the
/// last page.
pub fn pairings_from(t: &TournamentRecord, round: u32, first: usize, count: usize) -> Message {
    let Some(r) = t.round_list.iter().find(|r| r.number == round) else {
        return Message::new("tournament-no-round").text("name", escape(&t.name));
    };
    let mut message = Message::new("tournament-round-paired")
        .text("name", escape(&t.name))
        .count("round", u64::from(round))
        .count("rounds", u64::from(t.rounds))
        .message("deadline", deadline(r.deadline));
    for (i, b) in r.boards.iter().enumerate().skip(first).take(count) {
        let line = Message::new("tournament-pairing")
            .count("board", i as u64 + 1)
            .text("white", mention(b.white))
            .text("black", mention(b.black));
        // A micro-match's opening, with its first game (the second plays the same).
        let line = if b.opening.is_empty() || (t.micro_match && i % 2 == 1) {
            line
        } else {
            line.then(Message::new("tournament-opening").text("moves", b.opening.join(" ")))
        };
        let line = match b.result {
            Some(result) => line.then(board_result_text(result)),
            None => line,
        };
        message = message.line(if b.decided == Some(Decided::Adjudicated) {
            line.then(Message::new("tournament-adjudicated"))
        } else {
            line
        });
    }
    let last_page = first.saturating_add(count) >= r.boards.len();
    if let (Some(bye), true) = (r.bye, last_page) {
        message = message.line(Message::new("tournament-bye").text("player", mention(bye)));
    }
    message
}

/// One standings line: rank, name, points and tiebreaks.
fn row(t: &TournamentRecord, s: &StandingRow) -> Message {
    let tiebreaks: Vec<String> = t
        .tiebreaks
        .iter()
        .zip(&s.tiebreaks)
        .filter_map(|(name, v)| {
            towers_pairing::Tiebreak::ALL
                .into_iter()
                .find(|tb| tb.name() == name)
                .map(|tb| value_text(tb, *v))
        })
        .collect();
    Message::new("tournament-standings-row")
        .count("rank", s.rank as u64)
        .text("player", escape(&s.name))
        .text("points", points_text(s.points))
        .text("tiebreaks", tiebreaks.join(" / "))
        .count("wins", u64::from(s.wins))
        .count("draws", u64::from(s.draws))
        .count("losses", u64::from(s.losses))
}

/// The standings as text, `limit` lines at most (the front end pages longer tables): a
/// heading naming the tiebreaks, then a line per player.
pub fn standings_text(t: &TournamentRecord, skip: usize, limit: usize) -> Message {
    let rows = standing_rows(t);
    let mut message = Message::new("tournament-standings-title")
        .text("name", escape(&t.name))
        .count(
            "rounds",
            t.round_list.iter().filter(|r| r.closed).count() as u64,
        )
        .text("tiebreaks", t.tiebreaks.join(", "));
    for s in rows.iter().skip(skip).take(limit) {
        message = message.line(row(t, s));
    }
    message
}

/// After round `round`: that it is over, and the top of the standings.
pub fn round_over(t: &TournamentRecord, round: u32) -> Message {
    let rows = standing_rows(t);
    let top: Vec<String> = rows
        .iter()
        .take(TOP)
        .map(|s| format!("{}. {} {}", s.rank, escape(&s.name), points_text(s.points)))
        .collect();
    let over = Message::new("tournament-round-over")
        .text("name", escape(&t.name))
        .count("round", u64::from(round))
        .text("top", top.join(" · "));
    // The boards the deadline adjudicated, by number (at most [`ADJUDICATED_SHOWN`]).
    let adjudicated: Vec<String> = t
        .round_list
        .iter()
        .find(|r| r.number == round)
        .into_iter()
        .flat_map(|r| r.boards.iter().enumerate())
        .filter(|(_, b)| b.decided == Some(Decided::Adjudicated))
        .map(|(i, _)| (i + 1).to_string())
        .collect();
    if adjudicated.is_empty() {
        return over;
    }
    let mut shown = adjudicated
        .iter()
        .take(ADJUDICATED_SHOWN)
        .cloned()
        .collect::<Vec<_>>()
        .join(", ");
    if adjudicated.len() > ADJUDICATED_SHOWN {
        shown.push_str(", …");
    }
    over.line(Message::new("tournament-adjudicated-boards").text("boards", shown))
}

/// The most board numbers the end of a round lists as adjudicated (about 200 characters).
pub const ADJUDICATED_SHOWN: usize = 40;

/// The end: the winner and the podium.
pub fn final_standings(t: &TournamentRecord) -> Message {
    let rows = standing_rows(t);
    let mut message = Message::new("tournament-finished").text("name", escape(&t.name));
    for s in rows.iter().take(3) {
        message = message.line(
            Message::new("tournament-podium")
                .count("rank", s.rank as u64)
                .text("player", mention(s.user))
                .text("points", points_text(s.points)),
        );
    }
    message
}

/// The announcement of a new tournament: what it is, when it starts, how to join.
pub fn announcement(t: &TournamentRecord) -> Message {
    // A round robin's rounds follow from the players at the start.
    let id = match t.format {
        Format::Swiss => "tournament-created",
        Format::RoundRobin => "tournament-created-robin",
    };
    Message::new(id)
        .text("name", escape(&t.name))
        .variant("variant", t.variant)
        .text("director", mention(t.director.id))
        .count("rounds", u64::from(t.rounds))
        .duration("round", t.round_secs)
        .text("start", format!("<t:{}:F>", t.starts_at))
        .count("id", t.id)
}

#[cfg(test)]
#[path = "texts_tests.rs"]
mod tests;
