//! The Activity's server half (`docs/activity.md`): the third front end beside `discord/` and
//! the console, translating HTTP and WebSocket messages into `service::api` calls. It serves
//! the built client (`files.rs`), exchanges OAuth2 codes (`token.rs`: `POST /api/token`) and
//! runs one live socket per player or spectator (`socket.rs`, `act.rs`: `GET /api/ws`), which
//! share each channel's state after a change (`views.rs`). Who a
//! user is and which channel a socket watches come from Discord only (`discord_api.rs`),
//! never from what the client says.

mod act;
pub mod discord_api;
mod files;
pub mod protocol;
pub mod socket;
mod token;
mod views;

use std::sync::Arc;

use axum::routing::{get, post};
use axum::Router;

use crate::config::WebConfig;
use crate::service::api::GameService;
use discord_api::DiscordApi;

/// What the routes share.
pub struct Web {
    pub games: Arc<GameService>,
    pub discord: DiscordApi,
    /// The channels' latest states, shared by their sockets.
    pub views: views::Views,
}

/// Every route of the Activity's server.
pub fn router(web: Arc<Web>, config: &WebConfig) -> Router {
    Router::new()
        .route("/api/token", post(token::exchange))
        .route("/api/ws", get(socket::upgrade))
        .fallback_service(files::service(&config.dir))
        .with_state(web)
}

/// Serves the Activity on `listener` (until the runtime stops: open sockets have no
/// graceful end).
///
/// Errors: the server fails.
pub async fn serve(
    listener: tokio::net::TcpListener,
    web: Arc<Web>,
    config: &WebConfig,
) -> std::io::Result<()> {
    let app = router(web, config);
    // Small frames go out at once (a state push is one frame).
    let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
        let _ = tcp.set_nodelay(true);
    });
    axum::serve(listener, app).await
}

/// Binds `config.addr` and serves the Activity there in a task of the current runtime, over
/// `games`, asking Discord at `api_base` (`None`: discord.com) with the bot's `bot_token`.
///
/// Errors: the address cannot be bound, or the HTTP client cannot be built.
pub async fn start(
    config: &WebConfig,
    api_base: Option<&str>,
    bot_token: crate::config::Token,
    games: Arc<GameService>,
) -> anyhow::Result<tokio::task::JoinHandle<()>> {
    let discord = DiscordApi::new(
        api_base,
        config.client_id,
        config.client_secret.clone(),
        bot_token,
    )?;
    let listener = tokio::net::TcpListener::bind(config.addr)
        .await
        .map_err(|e| anyhow::anyhow!("TOWERS_WEB_ADDR: cannot listen on {}: {e}", config.addr))?;
    tracing::info!(
        addr = %config.addr,
        dir = %config.dir.display(),
        "serving the Activity"
    );
    let web = Arc::new(Web {
        games,
        discord,
        views: views::Views::default(),
    });
    let config = config.clone();
    Ok(tokio::spawn(async move {
        if let Err(e) = serve(listener, web, &config).await {
            tracing::error!(error = %e, "the Activity's server stopped");
        }
    }))
}
