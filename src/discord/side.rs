//! `/side side`: the side this channel's game's board is shown from, for everyone.

use super::error::CommandError;
use super::reply::respond;
use super::Context;
use crate::service::api::{BoardSide, Color, Request};

/// The `side` option.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum SideOption {
    /// The player to move's side (the default; the human's against the bot).
    #[name = "player to move"]
    ToMove,
    /// White at the bottom for the rest of the game.
    #[name = "white"]
    White,
    /// Black at the bottom for the rest of the game.
    #[name = "black"]
    Black,
}

impl From<SideOption> for BoardSide {
    fn from(o: SideOption) -> Self {
        match o {
            SideOption::ToMove => BoardSide::ToMove,
            SideOption::White => BoardSide::Fixed(Color::White),
            SideOption::Black => BoardSide::Fixed(Color::Black),
        }
    }
}

/// Choose the side this game's board is shown from (players only).
#[poise::command(slash_command)]
pub async fn side(ctx: Context<'_>, side: SideOption) -> Result<(), CommandError> {
    respond(
        ctx,
        Request::BoardSide {
            side: BoardSide::from(side),
        },
    )
    .await
}
