//! `POST /api/token`: the OAuth2 code the client got from `commands.authorize`, exchanged at
//! Discord for an access token (the client secret stays on the server).

use std::sync::Arc;

use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use serde_json::json;

use super::discord_api::ApiError;
use super::Web;

/// The request's body.
#[derive(Deserialize)]
pub struct CodeRequest {
    code: String,
}

/// `200 {"access_token"}`, `400 {"error": "bad-code"}` when Discord refuses the code (or the
/// body is not a code), `502 {"error": "discord-unreachable"}`.
pub async fn exchange(
    State(web): State<Arc<Web>>,
    body: Result<Json<CodeRequest>, JsonRejection>,
) -> Response {
    let error = |status, code: &str| (status, Json(json!({ "error": code }))).into_response();
    let Ok(Json(CodeRequest { code })) = body else {
        return error(StatusCode::BAD_REQUEST, "bad-code");
    };
    match web.discord.exchange(&code).await {
        Ok(token) => Json(json!({ "access_token": token.expose() })).into_response(),
        Err(ApiError::Refused(_)) => error(StatusCode::BAD_REQUEST, "bad-code"),
        Err(e) => {
            tracing::warn!(error = %e, "the Activity cannot exchange a code");
            error(StatusCode::BAD_GATEWAY, "discord-unreachable")
        }
    }
}
