//! Starting the game of a pairing, a tournament's board or an arena's, in its channel: the
//! same challenge and accept as any game, from the event's settings, marked unrated before
//! its first move when the event is.

use crate::service::game::setup::{ColorChoice, Setup};
use crate::service::game::time_control::Pace;
use crate::service::{GameService, Reply, ServiceError};
use towers_rules::{RuleOptions, Variant};
use towers_store::{ChannelRecord, GameStatus, Player};

/// A pairing's game as its event sets it up.
pub(in crate::service) struct PairedGame<'a> {
    pub white: &'a Player,
    pub black: &'a Player,
    pub variant: Variant,
    pub options: RuleOptions,
    pub guild: Option<u64>,
    pub pace: Pace,
    pub rated: bool,
    /// The game the event already knows for this pairing.
    pub known: Option<u64>,
    /// Moves played for the players first (a micro-match's ballot); empty for none.
    pub opening: &'a [String],
}

impl GameService {
    /// Starts `g` in `channel`, or finds it there (an active game of the same players, or
    /// the one the event knows): the game's id and its board.
    /// Errors: those of challenge and accept; `Internal` when the game did not start.
    pub(in crate::service) fn start_paired_game(
        &self,
        channel: u64,
        g: &PairedGame,
        now: u64,
    ) -> Result<(u64, Reply), ServiceError> {
        let existing = match self.store.load(channel)? {
            Some(ChannelRecord::Game(r))
                if r.status == GameStatus::Active
                    && r.white.id == g.white.id
                    && r.black.id == g.black.id =>
            {
                Some(r.id)
            }
            _ => None,
        };
        if let Some(id) = existing.or(g.known) {
            return Ok((id, self.board(channel, now)?));
        }
        let mut setup = Setup::new(g.variant);
        setup.options = g.options;
        setup.color = ColorChoice::White;
        setup.guild = g.guild;
        self.challenge_paced(channel, g.white, Some(g.black), setup, g.pace, now)?;
        let mut reply = self.accept(channel, g.black, now, None)?;
        if !g.opening.is_empty() {
            reply = self.play_opening(channel, g.variant, g.opening, [g.white, g.black], now)?;
        }
        let Some(ChannelRecord::Game(r)) = self.store.load(channel)? else {
            return Err(ServiceError::Internal("a paired game did not start".into()));
        };
        // Marked before its first move, so it can never finish rated.
        if let (false, Some(guild)) = (g.rated, g.guild) {
            crate::service::archive::unrated::mark(self.store.as_ref(), guild, r.id)?;
        }
        Ok((r.id, reply))
    }
}
