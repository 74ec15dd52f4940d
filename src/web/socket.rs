//! `GET /api/ws`: one socket of the Activity. The first message must be `hello`; the user
//! comes from Discord (the access token), the channel from Discord (the activity instance,
//! which must list the user). Then the socket gets the channel's state after every game event
//! of that channel, and its moves and commands go to the service as the Activity's.
//! Messages are at most [`MAX_MESSAGE`] bytes and [`MESSAGES_PER_SECOND`] a second: over
//! either, the socket is closed with an error.

use std::num::NonZeroU32;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::{CloseFrame, Message as Frame, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::response::Response;
use governor::{DefaultDirectRateLimiter, Quota};
use tokio::sync::broadcast::error::RecvError;

use super::act;
use super::protocol::{ClientMessage, ErrorCode, ServerMessage};
use super::Web;

/// The largest message the client may send, in bytes.
pub const MAX_MESSAGE: usize = 4 * 1024;

/// What the socket reads at all: a larger frame is dropped by the WebSocket layer itself.
const READ_LIMIT: usize = 64 * 1024;

/// How many messages a second the client may send.
pub const MESSAGES_PER_SECOND: u32 = 20;

/// How long the client has to say `hello`.
const HELLO_WITHIN: Duration = Duration::from_secs(15);

/// The WebSocket close code for a policy violation (RFC 6455).
const POLICY: u16 = 1008;

/// The upgrade to a socket served by [`session`].
pub async fn upgrade(State(web): State<Arc<Web>>, ws: WebSocketUpgrade) -> Response {
    ws.max_message_size(READ_LIMIT)
        .max_frame_size(READ_LIMIT)
        .on_upgrade(move |socket| session(web, socket))
}

/// Why a session ends.
enum End {
    /// Closed with this error sent first.
    Error(ErrorCode),
    /// The client went away (or the socket failed).
    Gone,
}

/// The client's next text message, checked against the limits; `Err` ends the session.
struct Inbox {
    socket: WebSocket,
    limiter: DefaultDirectRateLimiter,
}

impl Inbox {
    async fn next(&mut self) -> Result<ClientMessage, End> {
        loop {
            let text = match self.socket.recv().await {
                Some(Ok(Frame::Text(text))) => text.to_string(),
                Some(Ok(Frame::Binary(bytes))) => String::from_utf8(bytes.to_vec())
                    .map_err(|_| End::Error(ErrorCode::BadMessage))?,
                Some(Ok(Frame::Ping(_) | Frame::Pong(_))) => continue,
                Some(Ok(Frame::Close(_))) | None => return Err(End::Gone),
                Some(Err(_)) => return Err(End::Gone),
            };
            if text.len() > MAX_MESSAGE {
                return Err(End::Error(ErrorCode::TooLarge));
            }
            if self.limiter.check().is_err() {
                return Err(End::Error(ErrorCode::TooFast));
            }
            return serde_json::from_str(&text).map_err(|_| End::Error(ErrorCode::BadMessage));
        }
    }

    async fn send(&mut self, message: &ServerMessage) -> Result<(), End> {
        self.socket
            .send(Frame::Text(message.to_text().into()))
            .await
            .map_err(|_| End::Gone)
    }
}

/// One socket, from `hello` to its close.
async fn session(web: Arc<Web>, socket: WebSocket) {
    let per_second = NonZeroU32::new(MESSAGES_PER_SECOND).unwrap_or(NonZeroU32::MIN);
    let mut inbox = Inbox {
        socket,
        limiter: DefaultDirectRateLimiter::direct(Quota::per_second(per_second)),
    };
    if let Err(End::Error(code)) = serve(&web, &mut inbox).await {
        tracing::debug!(?code, "closing an Activity socket");
        let _ = inbox.send(&ServerMessage::Error { code }).await;
        let close = CloseFrame {
            code: POLICY,
            reason: "".into(),
        };
        let _ = inbox.socket.send(Frame::Close(Some(close))).await;
    }
}

async fn serve(web: &Arc<Web>, inbox: &mut Inbox) -> Result<(), End> {
    let hello = tokio::time::timeout(HELLO_WITHIN, inbox.next())
        .await
        .map_err(|_| End::Error(ErrorCode::BadMessage))??;
    let ClientMessage::Hello {
        access_token,
        instance_id,
        locale,
    } = hello
    else {
        return Err(End::Error(ErrorCode::BadMessage));
    };
    // Subscribed before the first state is read: no change between them is missed.
    let mut events = web.games.events();
    let viewer = act::identify(web, access_token, &instance_id, locale.as_deref())
        .await
        .map_err(End::Error)?;
    tracing::info!(
        user = viewer.player.id,
        channel = viewer.channel,
        "an Activity socket joined its channel"
    );
    inbox
        .send(&act::live(web, &viewer, Instant::now()).await)
        .await?;
    loop {
        tokio::select! {
            message = inbox.next() => {
                let message = message?;
                if let Some(answer) = act::request(web, &viewer, message).await {
                    inbox.send(&answer).await?;
                }
            }
            event = events.recv() => match event {
                Ok(e) if e.channel != viewer.channel => {}
                Ok(_) | Err(RecvError::Lagged(_)) => {
                    let learnt = Instant::now();
                    inbox.send(&act::live(web, &viewer, learnt).await).await?;
                }
                Err(RecvError::Closed) => return Err(End::Gone),
            },
        }
    }
}
