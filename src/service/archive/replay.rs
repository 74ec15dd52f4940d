//! `/replay`: the channel's current game, or its last finished one, as an animated GIF with a
//! frame per ply (towers included), sized for Discord's upload limit.

use crate::service::board::view::replay_views;
use crate::service::game::records::rebuild;
use crate::service::text::markdown::shown;
use crate::service::text::message::Message;
use crate::service::text::reasons;
use crate::service::{refuse, GameService, ServiceError};
use towers_render::GifSettings;
use towers_rules::Color;
use towers_store::{ChannelRecord, GameRecord, GameStatus, Store};

/// A game's replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    /// One line saying which game this is (players, variant, plies, result): `replay-caption`,
    /// worded by the front end.
    pub text: Message,
    /// The attachment's name: `towers-game-<id>.gif`.
    pub file_name: String,
    /// The GIF file.
    pub gif: Vec<u8>,
    /// Frames in the GIF: the start position and one per ply.
    pub frames: usize,
}

impl GameService {
    /// The channel's game in progress, else its most recently finished game, as a looping GIF:
    /// the start position (2 s), each ply with its path drawn (1 s), the final position (4 s),
    /// seen from White's side (from the human's in a game against the bot), at most 8 MB
    /// (pictures halved when a long game would be larger). Refused when the channel never had a
    /// game. Reads the store only; renders for tens of milliseconds a ply: call it off the async
    /// runtime.
    pub fn replay(&self, channel: u64) -> Result<Replay, ServiceError> {
        let record = shown_game(self.store.as_ref(), channel)?;
        let game = rebuild(&record)?;
        let over = record.status != GameStatus::Active;
        // Seen from one side throughout: the game's fixed side, else White's (the human's
        // against the bot).
        let viewer = self.viewer(&record, Color::White, true);
        let views = replay_views(&game, viewer, over);
        let animation = self
            .pictures
            .renderer()
            .gif(&views, &GifSettings::default())
            .map_err(|e| ServiceError::Internal(format!("replay picture: {e}")))?;
        let state = match &record.status {
            GameStatus::Active => Message::new("game-in-progress"),
            GameStatus::Finished { result, end } => {
                reasons::reason(end, result, &record.white, &record.black)
            }
        };
        Ok(Replay {
            text: Message::new("replay-caption")
                .text("white", shown(&record.white))
                .text("black", shown(&record.black))
                .variant("variant", game.variant())
                .count("plies", record.moves.len() as u64)
                .message("state", state),
            file_name: format!("towers-game-{}.gif", record.id),
            gif: animation.bytes,
            frames: animation.frames,
        })
    }
}

/// The channel's game in progress, else its last finished game; refused when there is none.
pub(in crate::service) fn shown_game(
    store: &dyn Store,
    channel: u64,
) -> Result<GameRecord, ServiceError> {
    match store.load(channel)? {
        Some(ChannelRecord::Game(g)) => Ok(g),
        _ => match store.finished_games(channel)?.pop() {
            Some(g) => Ok(g),
            None => refuse(crate::service::text::message::Message::new(
                "refuse-nothing-to-replay",
            )),
        },
    }
}
