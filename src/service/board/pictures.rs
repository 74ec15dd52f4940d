//! [`Pictures`]: board pictures drawn a few at a time, so that hundreds of answers at once
//! leave the front end's threads (deferrals, the gateway) their share of the CPU.

use std::sync::atomic::AtomicBool;

use towers_render::Renderer;
use towers_rules::{Color, Game};

use crate::service::board::view::board_view;
use crate::service::bot::engine_gate::EngineGate;
use crate::service::ServiceError;

/// The renderer and the places to draw with it.
pub struct Pictures {
    renderer: Renderer,
    /// How many pictures are drawn at once.
    places: EngineGate,
}

impl Pictures {
    /// Draws at most `places` pictures at once (0 counts as 1); the others wait in line.
    pub fn new(places: usize) -> Self {
        Pictures {
            renderer: Renderer::new(),
            places: EngineGate::new(places),
        }
    }

    /// One place per core.
    pub fn per_core() -> Self {
        Pictures::new(std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get))
    }

    /// The PNG of `game`'s position with its last move highlighted, seen from `viewer`
    /// (default: the side to move, or White once the game is `over`); waits for a place.
    pub fn of_game(
        &self,
        game: &Game,
        over: bool,
        viewer: Option<Color>,
    ) -> Result<Vec<u8>, ServiceError> {
        let pos = game.position();
        let viewer = viewer.unwrap_or(if over {
            Color::White
        } else {
            pos.side_to_move()
        });
        let last = game.last_move().map(|(_, m)| *m);
        let view = board_view(pos, last.as_ref(), viewer, over);
        let _place = self.places.acquire(&AtomicBool::new(false));
        self.renderer
            .png(&view)
            .map_err(|e| ServiceError::Internal(format!("board picture: {e}")))
    }

    /// The renderer, to draw at once (for work that already holds an engine place, as the
    /// analysis does).
    pub fn renderer(&self) -> &Renderer {
        &self.renderer
    }

    /// Whether every place is taken: a new picture would wait in line.
    pub fn full(&self) -> bool {
        self.places.full()
    }
}
