//! The Activity's server half (`docs/activity.md`): the third front end beside `discord/` and
//! the console, translating HTTP and WebSocket messages into `service::api` calls. It serves
//! the built client (`files.rs`), exchanges OAuth2 codes (`token.rs`: `POST /api/token`) and
//! runs one live socket per player or spectator (`socket.rs`, `act.rs`: `GET /api/ws`; the
//! lobby's challenges `lobby.rs`, among the people on the board `presence.rs`; review
//! `review.rs`; the Tournaments tab `events.rs`, its pushes `event_watch.rs`), which share each channel's state after a change (`views.rs`); a change made
//! on the board updates the channel's live message, pinging only a player not on the board
//! (`presence.rs`, `quiet.rs`). Who a
//! user is and which channel a socket watches come from Discord only (`discord_api.rs`),
//! never from what the client says. What a stranger may cost is bounded (`limits.rs`,
//! `listen.rs`: the accept loop; `docs/running.md`).

mod act;
pub mod discord_api;
pub mod event_watch;
mod events;
mod files;
mod learn;
pub mod limits;
pub mod listen;
mod lobby;
pub mod presence;
pub mod protocol;
mod quiet;
mod review;
pub mod socket;
pub mod starts;
mod token;
mod views;

use std::sync::Arc;

use axum::extract::DefaultBodyLimit;
use axum::http::StatusCode;
use axum::routing::{get, post};
use axum::Router;
use tower_http::timeout::{RequestBodyTimeoutLayer, TimeoutLayer};

use crate::config::WebConfig;
use crate::service::api::GameService;
use discord_api::DiscordApi;

/// The largest body `POST /api/token` reads (a code is a few dozen bytes).
const TOKEN_BODY_LIMIT: usize = 4 * 1024;

/// What the routes share.
pub struct Web {
    pub games: Arc<GameService>,
    pub discord: DiscordApi,
    /// The channels' latest states, shared by their sockets.
    pub views: views::Views,
    /// What strangers may cost.
    pub limits: limits::Limits,
    /// Who has the board open in each channel: the lobby's list, and whom the channel's
    /// messages may ping.
    pub presence: Arc<presence::Presence>,
    /// The games each user may start from the board.
    pub starts: starts::Starts,
    /// The tournaments the Tournaments tab watches, each read once a second for all its
    /// sockets (`event_watch.rs`), and the servers' lists (`events.rs`).
    pub events: event_watch::EventWatch,
    pub lists: events::Lists,
}

/// Every route of the Activity's server. A request's body must arrive, and its answer be
/// made, within `TOWERS_WEB_BODY_TIMEOUT` (a socket, once upgraded, is bounded by its own
/// limits).
pub fn router(web: Arc<Web>, config: &WebConfig) -> Router {
    let within = config.limits.body_timeout;
    Router::new()
        .route(
            "/api/token",
            post(token::exchange).layer(DefaultBodyLimit::max(TOKEN_BODY_LIMIT)),
        )
        .route("/api/ws", get(socket::upgrade))
        .fallback_service(files::service(&config.dir))
        .layer(RequestBodyTimeoutLayer::new(within))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            within,
        ))
        .with_state(web)
}

/// Serves the Activity on `listener` until the runtime stops (open sockets have no
/// graceful end), within `connections`.
pub async fn serve(
    listener: tokio::net::TcpListener,
    web: Arc<Web>,
    config: &WebConfig,
    connections: Arc<listen::Connections>,
) {
    let app = router(web, config);
    listen::serve(listener, app, connections, config.limits.header_timeout).await;
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
        config.limits.discord_rate,
    )?;
    let limits = &config.limits;
    let max_connections = listen::connection_cap(limits.max_connections, listen::open_file_limit());
    if max_connections < limits.max_connections {
        tracing::warn!(
            wanted = limits.max_connections,
            max_connections,
            "TOWERS_WEB_MAX_CONNECTIONS lowered to fit the open-file limit (raise LimitNOFILE \
             or ulimit -n)"
        );
    }
    let max_sockets = limits.max_sockets.min(max_connections);
    let connections = listen::Connections::new(
        max_connections,
        limits.max_connections_per_ip,
        limits.trusted_proxies.0.clone(),
    );
    let listener = tokio::net::TcpListener::bind(config.addr)
        .await
        .map_err(|e| anyhow::anyhow!("TOWERS_WEB_ADDR: cannot listen on {}: {e}", config.addr))?;
    if !config.dir.join("index.html").is_file() {
        tracing::warn!(
            dir = %config.dir.display(),
            "TOWERS_WEB_DIR has no built client (index.html): the board will not load \
             (cd web && npm ci && npm run build, then point TOWERS_WEB_DIR at web/dist)"
        );
    }
    tracing::info!(
        addr = %config.addr,
        dir = %config.dir.display(),
        max_connections,
        max_sockets,
        "serving the Activity"
    );
    let web = Arc::new(Web {
        games,
        discord,
        views: views::Views::default(),
        limits: limits::Limits::new(config.client_id, limits, max_sockets),
        presence: Arc::default(),
        starts: starts::Starts::default(),
        events: event_watch::EventWatch::default(),
        lists: events::Lists::default(),
    });
    let config = config.clone();
    Ok(tokio::spawn(async move {
        serve(listener, web, &config, connections).await;
    }))
}
