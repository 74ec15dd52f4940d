//! `/pdn`: the channel's current game, or its last finished one, as a PDN file
//! (docs/rules.md#pdn-files; written by `rules::pdn::write_game`, tower FEN for Bashni and Lasca).

use crate::service::game::records::rebuild;
use crate::service::game::time_control;
use crate::service::text::markdown::shown;
use crate::service::text::message::Message;
use crate::service::text::reasons;
use crate::service::{refuse, GameService, ServiceError};
use towers_rules::pdn;
use towers_store::{ChannelRecord, EndStatus, GameRecord, GameResult, GameStatus};

/// A game exported as PDN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Export {
    /// One line saying which game this is (players, variant, moves, result): `export-caption`,
    /// worded by the front end.
    pub text: Message,
    /// The attachment's name: `towers-game-<id>.pdn`.
    pub file_name: String,
    /// The PDN text of one game.
    pub pdn: String,
}

impl GameService {
    /// The channel's game in progress, else its most recently finished game, as PDN: tags
    /// Event "towers", White, Black, Result (`*` while in progress), the variant, `FEN` when
    /// the start is not the initial position, `Termination` (PGN's words, from the stored
    /// end: [`termination_tag`]) and `Options` when the game has rule options.
    /// Refused when the channel never had a game. Reads the store only.
    pub fn pdn(&self, channel: u64) -> Result<Export, ServiceError> {
        let record = match self.store.load(channel)? {
            Some(ChannelRecord::Game(g)) => g,
            _ => match self.store.finished_games(channel)?.pop() {
                Some(g) => g,
                None => {
                    return refuse(crate::service::text::message::Message::new(
                        "refuse-nothing-to-export",
                    ))
                }
            },
        };
        let result = result_tag(&record);
        let text = game_pdn(&record, "towers")?;
        let state = match &record.status {
            GameStatus::Active => Message::new("game-in-progress"),
            GameStatus::Finished { result: r, end } => Message::new("export-finished")
                .text("score", result)
                .message(
                    "reason",
                    reasons::reason(end, r, &record.white, &record.black),
                ),
        };
        Ok(Export {
            text: Message::new("export-caption")
                .text("white", shown(&record.white))
                .text("black", shown(&record.black))
                .variant("variant", record.variant)
                .count("plies", record.moves.len() as u64)
                .message("state", state),
            file_name: format!("towers-game-{}.pdn", record.id),
            pdn: text,
        })
    }
}

/// One stored game as PDN with `event` as its Event tag: White, Black, Result (`*` while
/// in progress), `Termination`, `Options` when it has rule options, `TimeControl` with
/// clocks, `FEN` when the start is not the initial position.
///
/// Errors: `Internal` when its moves do not replay.
pub(in crate::service) fn game_pdn(
    record: &GameRecord,
    event: &str,
) -> Result<String, ServiceError> {
    let game = rebuild(record)?;
    let mut tags = vec![
        ("Event", event),
        ("White", record.white.name.as_str()),
        ("Black", record.black.name.as_str()),
        ("Result", result_tag(record)),
        ("Termination", termination_tag(&record.status)),
    ];
    let options = record.options.to_string();
    if !options.is_empty() {
        tags.push(("Options", options.as_str()));
    }
    // PGN's `TimeControl`: seconds for the game, `+` the increment in seconds.
    let time_control = record.clock.map(|c| time_control::pgn_tag(&c.control));
    if let Some(tc) = &time_control {
        tags.push(("TimeControl", tc.as_str()));
    }
    Ok(pdn::write_game(&game, &tags))
}

/// The PDN `Termination` tag of a stored game, in PGN's words: `unterminated` while in
/// progress, `time forfeit` for a win on time, `adjudication` for a tournament game decided
/// at its round's deadline, `normal` for every other end (the rules, a resignation, an
/// agreement, a reason kept from an old record).
fn termination_tag(status: &GameStatus) -> &'static str {
    match status {
        GameStatus::Active => "unterminated",
        GameStatus::Finished {
            end: EndStatus::OutOfTime { .. } | EndStatus::FlagFell { .. },
            ..
        } => "time forfeit",
        GameStatus::Finished {
            end: EndStatus::RoundDeadline,
            ..
        } => "adjudication",
        GameStatus::Finished { .. } => "normal",
    }
}

/// The PDN result of a stored game.
fn result_tag(record: &GameRecord) -> &'static str {
    match &record.status {
        GameStatus::Active => "*",
        GameStatus::Finished { result, .. } => match result {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        },
    }
}
