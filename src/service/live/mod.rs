//! The live side of a channel, for front ends that show a game as it happens (the Activity):
//! the state of the channel's game and challenge for one viewer ([`state::LiveState`], built
//! in `build.rs`) and the bus of game events that says when to read it again
//! ([`events::Events`]); an event's (a tournament's) live view ([`event::EventView`]).

mod build;
pub mod event;
pub mod event_source;
pub(crate) use build::{board as live_board, legal_move};
pub mod events;
pub mod review;
pub mod state;

pub use build::ChannelView;
pub use events::{Events, GameEvent, Origin};
pub use review::Review;
pub use state::LiveState;
