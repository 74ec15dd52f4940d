//! `POST /api/token`: the OAuth2 code the client got from `commands.authorize`, exchanged at
//! Discord for an access token (the client secret stays on the server). Each client address
//! may ask `TOWERS_WEB_TOKEN_RATE` times; a code of a shape Discord never gives is refused
//! without asking it.

use std::sync::Arc;

use axum::extract::rejection::JsonRejection;
use axum::extract::{Extension, FromRequest, Request, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use serde_json::json;

use super::discord_api::ApiError;
use super::limits::Peer;
use super::Web;

/// The request's body.
#[derive(Deserialize)]
pub struct CodeRequest {
    code: String,
}

/// `200 {"access_token"}`, `400 {"error": "bad-code"}` when Discord refuses the code (or the
/// body is not a code), `429 {"error": "too-fast"}` over the client address's limit,
/// `502 {"error": "discord-unreachable"}` (`503` when the calls to Discord are spent).
pub async fn exchange(
    State(web): State<Arc<Web>>,
    peer: Option<Extension<Peer>>,
    request: Request,
) -> Response {
    let error = |status, code: &str| (status, Json(json!({ "error": code }))).into_response();
    let client = web
        .limits
        .client(peer.map(|Extension(p)| p), request.headers());
    if !web.limits.tokens.allow(client) {
        return error(StatusCode::TOO_MANY_REQUESTS, "too-fast");
    }
    // The body is read only once the request is allowed.
    let body: Result<Json<CodeRequest>, JsonRejection> = Json::from_request(request, &()).await;
    let Ok(Json(CodeRequest { code })) = body else {
        return error(StatusCode::BAD_REQUEST, "bad-code");
    };
    match web.discord.exchange(&code).await {
        Ok(token) => Json(json!({ "access_token": token.expose() })).into_response(),
        Err(ApiError::Refused(_)) => error(StatusCode::BAD_REQUEST, "bad-code"),
        Err(ApiError::Busy) => error(StatusCode::SERVICE_UNAVAILABLE, "discord-unreachable"),
        Err(e) => {
            tracing::warn!(error = %e, "the Activity cannot exchange a code");
            error(StatusCode::BAD_GATEWAY, "discord-unreachable")
        }
    }
}
