//! A guild member as the bot reads it (`GET /guilds/{guild}/members/{user}`, bot token): the
//! Activity asks for the roles of someone who starts a game from the board. Every user the
//! stand-in knows is a member of its guild, with the roles a test gave them
//! ([`FakeDiscord::give_roles`]); anyone else, or another guild, is `404 Unknown Member`.

use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};

use super::payloads::{self, TIMESTAMP};
use super::rest::error;
use super::roles::FakeRole;
use super::state::Shared;
use super::{FakeDiscord, FakeUser};

impl FakeDiscord {
    /// `user` holds exactly `roles` on the guild from now on (as the member route lists them).
    pub fn give_roles(&self, user: &FakeUser, roles: &[FakeRole]) {
        self.shared
            .lock()
            .member_roles
            .insert(user.id, roles.iter().map(|r| r.id).collect());
    }
}

/// The member object of `user` with `roles` (the fields Discord's `GuildMemberResponse`
/// requires).
fn member(user: &FakeUser, roles: &[u64]) -> Value {
    json!({
        "user": payloads::user(user),
        "roles": roles.iter().map(u64::to_string).collect::<Vec<_>>(),
        "joined_at": TIMESTAMP,
        "nick": null,
        "avatar": null,
        "banner": null,
        "communication_disabled_until": null,
        "premium_since": null,
        "flags": 0,
        "pending": false,
        "deaf": false,
        "mute": false,
    })
}

/// `GET /guilds/{guild}/members/{user}`: a user the stand-in knows, on its guild, else 404.
pub async fn member_of(
    State(shared): State<Arc<Shared>>,
    Path((guild, user)): Path<(u64, u64)>,
) -> Response {
    let inner = shared.lock();
    let known = inner.users.iter().find(|u| u.id == user).cloned();
    let roles = inner.member_roles.get(&user).cloned().unwrap_or_default();
    drop(inner);
    match known {
        Some(u) if guild == shared.guild_id => Json(member(&u, &roles)).into_response(),
        _ => error(StatusCode::NOT_FOUND, 10_007, "Unknown Member"),
    }
}
