//! `GET /api/ws`: one socket of the Activity. The first message must be `hello`; the user
//! comes from Discord (the access token), the channel from Discord (the activity instance,
//! which must list the user). Then the socket gets the channel's state after every game event
//! of that channel, and its moves and commands go to the service as the Activity's (the Learn
//! tab's requests to `learn.rs`, answered to this socket alone); while it is open its user is
//! on the board of the channel (`presence.rs`: the lobby's `members`, sent once asked for and
//! then on every change, and not pinged by the channel's live message).
//! Messages (pings included) are at most [`MAX_MESSAGE`] bytes and [`MESSAGES_PER_SECOND`]
//! a second: over either, the socket is closed with an error.
//!
//! Before the upgrade: the page's `Origin` must be the Activity's (or a configured one), the
//! client address must be within its upgrades a second and its open sockets, and the open
//! sockets within theirs. A socket has `TOWERS_WEB_HELLO_TIMEOUT` to say hello, and its user
//! is asked of Discord again every `TOWERS_WEB_RECHECK_EVERY`: a token that no longer works,
//! or a user no longer in the instance, closes it. Every `TOWERS_WEB_PING_EVERY` it is pinged
//! (a WebSocket ping and a `beat` message the page sees); a socket that has sent nothing, pong
//! included, for `TOWERS_WEB_SILENT_CLOSE` is closed, as is one that takes no frame for that
//! long (a network that stopped relaying without closing). Its buffers are small ([`READ_BUFFER`]; a
//! client that does not read its states is closed past [`MAX_WRITE_BUFFER`]).

use std::num::NonZeroU32;
use std::sync::Arc;
use std::time::Instant;

use axum::extract::ws::{CloseFrame, Message as Frame, WebSocket, WebSocketUpgrade};
use axum::extract::{Extension, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use governor::{DefaultDirectRateLimiter, Quota};
use serde_json::json;
use tokio::sync::broadcast::error::RecvError;

use super::act::{self, Viewer};
use super::event_watch::Latest;
use super::events;
use super::limits::{origin_allowed, Peer};
use super::listen::HeldSlot;
use super::protocol::{ClientMessage, ErrorCode, ServerMessage};
use super::review::{self, Reviewed};
use super::Web;
use crate::config::Token;
use crate::service::api::live_state::LivePlayer;
use crate::service::api::EventView;

/// The largest message the client may send, in bytes.
pub const MAX_MESSAGE: usize = 4 * 1024;

/// What the socket reads at all: a larger frame is dropped by the WebSocket layer itself.
const READ_LIMIT: usize = 64 * 1024;

/// How many messages a second the client may send.
pub const MESSAGES_PER_SECOND: u32 = 20;

/// The socket's read buffer, in bytes (it grows for a larger frame, up to [`READ_LIMIT`]).
pub const READ_BUFFER: usize = 4 * 1024;

/// The most the socket holds of states not yet taken by a slow client, in bytes; past it the
/// socket is closed.
pub const MAX_WRITE_BUFFER: usize = 256 * 1024;

/// The WebSocket close code for a policy violation (RFC 6455).
const POLICY: u16 = 1008;

/// The upgrade to a socket served by [`session`]: `403 {"error": "bad-origin"}` from a page
/// of another origin (or none), `429 {"error": "too-fast"}` over the client address's
/// upgrades, `503 {"error": "busy"}` when the open sockets are at their cap.
pub async fn upgrade(
    State(web): State<Arc<Web>>,
    peer: Option<Extension<Peer>>,
    held: Option<Extension<HeldSlot>>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    let refuse = |status, code: &str| (status, Json(json!({ "error": code }))).into_response();
    let limits = &web.limits;
    let origin = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok());
    if !origin_allowed(origin, limits.client_id, &limits.origins) {
        return refuse(StatusCode::FORBIDDEN, "bad-origin");
    }
    let client = limits.client(peer.map(|Extension(p)| p), &headers);
    if !limits.upgrades.allow(client) {
        return refuse(StatusCode::TOO_MANY_REQUESTS, "too-fast");
    }
    let Some(slot) = limits.sockets.take(client) else {
        return refuse(StatusCode::SERVICE_UNAVAILABLE, "busy");
    };
    ws.max_message_size(READ_LIMIT)
        .max_frame_size(READ_LIMIT)
        .read_buffer_size(READ_BUFFER)
        // Each message is written at once; what a slow client has not taken is bounded.
        .write_buffer_size(0)
        .max_write_buffer_size(MAX_WRITE_BUFFER)
        .on_upgrade(move |socket| async move {
            // The socket counts as open, and its connection as open, until it ends.
            let _counted = (slot, held);
            session(web, socket).await;
        })
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
    /// When the client last sent anything (a pong included).
    heard: tokio::time::Instant,
    /// How long a send may wait on a client that does not read (the silence bound).
    send_within: std::time::Duration,
}

impl Inbox {
    async fn next(&mut self) -> Result<ClientMessage, End> {
        loop {
            let frame = match self.socket.recv().await {
                Some(Ok(Frame::Close(_))) | None => return Err(End::Gone),
                Some(Err(_)) => return Err(End::Gone),
                Some(Ok(frame)) => frame,
            };
            self.heard = tokio::time::Instant::now();
            // Every frame counts, pings too (each costs a pong).
            if self.limiter.check().is_err() {
                return Err(End::Error(ErrorCode::TooFast));
            }
            let text = match frame {
                Frame::Text(text) => text.to_string(),
                Frame::Binary(bytes) => String::from_utf8(bytes.to_vec())
                    .map_err(|_| End::Error(ErrorCode::BadMessage))?,
                _ => continue,
            };
            if text.len() > MAX_MESSAGE {
                return Err(End::Error(ErrorCode::TooLarge));
            }
            return serde_json::from_str(&text).map_err(|_| End::Error(ErrorCode::BadMessage));
        }
    }

    async fn send(&mut self, message: &ServerMessage) -> Result<(), End> {
        self.send_frame(Frame::Text(message.to_text().into())).await
    }

    /// Sends `frame`; a client that takes nothing for the silence bound is gone.
    async fn send_frame(&mut self, frame: Frame) -> Result<(), End> {
        match tokio::time::timeout(self.send_within, self.socket.send(frame)).await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(_)) | Err(_) => Err(End::Gone),
        }
    }

    /// The heartbeat: a client silent for `silent_close` is gone; else it is pinged (a
    /// WebSocket ping its browser answers) and sent a `beat` (which the page sees).
    async fn beat(&mut self, silent_close: std::time::Duration) -> Result<(), End> {
        if self.heard.elapsed() > silent_close {
            return Err(End::Gone);
        }
        self.send_frame(Frame::Ping(Default::default())).await?;
        self.send(&ServerMessage::Beat).await
    }
}

/// One socket, from `hello` to its close.
async fn session(web: Arc<Web>, socket: WebSocket) {
    let per_second = NonZeroU32::new(MESSAGES_PER_SECOND).unwrap_or(NonZeroU32::MIN);
    let mut inbox = Inbox {
        socket,
        limiter: DefaultDirectRateLimiter::direct(Quota::per_second(per_second)),
        heard: tokio::time::Instant::now(),
        send_within: web.limits.silent_close,
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
    let hello = tokio::time::timeout(web.limits.hello_timeout, inbox.next())
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
    let access_token = Token::new(access_token);
    // Subscribed before the first state is read: no change between them is missed.
    let mut events = web.games.events();
    let mut viewer = act::identify(web, &access_token, &instance_id, locale.as_deref(), false)
        .await
        .map_err(End::Error)?;
    let beat_every = web.limits.ping_every;
    let mut heartbeat =
        tokio::time::interval_at(tokio::time::Instant::now() + beat_every, beat_every);
    heartbeat.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    // Sockets opened together are not all checked again at the same moment.
    let every = web.limits.recheck_every;
    let first = every.mul_f64(0.5 + fastrand::f64() / 2.0);
    let mut recheck = tokio::time::interval_at(tokio::time::Instant::now() + first, every);
    // On the board until the socket ends: on the lobby's list, and not pinged in the channel.
    // The list's changes are followed from after this socket's own join (which would
    // otherwise come as a change after the list was asked for, repeating it); the list sent
    // when asked is read after, so nothing between is missed.
    let mut _joined = web.presence.join(viewer.channel, &viewer.player);
    // The channel of the activity instance: the socket may follow the user's own tournament
    // game elsewhere (`tournament-board`) and come back (`home`).
    let home = viewer.channel;
    // The tournament the Tournaments tab watches, and its view as last sent.
    let mut watching: Option<Latest> = None;
    let mut shown: Option<Arc<EventView>> = None;
    let mut joins = web.presence.changes();
    let mut reviewed = Reviewed::default();
    // The list of people on the board is sent once asked for, then on every change.
    let mut wants_members = false;
    tracing::info!(
        user = viewer.player.id,
        channel = viewer.channel,
        "an Activity socket joined its channel"
    );
    let defaults = super::lobby::defaults(web, viewer.guild, viewer.lang).await;
    inbox
        .send(&ServerMessage::Welcome {
            lang: viewer.lang.code().to_string(),
            beat_ms: u64::try_from(beat_every.as_millis()).unwrap_or(u64::MAX),
            defaults,
        })
        .await?;
    inbox
        .send(&act::live(web, &viewer, Instant::now()).await)
        .await?;
    loop {
        tokio::select! {
            message = inbox.next() => {
                let answer = match message? {
                    ClientMessage::Position { game, ply } => {
                        Some(review::position(web, &viewer, &mut reviewed, &game, ply).await)
                    }
                    ClientMessage::Members => {
                        wants_members = true;
                        Some(members_of(web, viewer.channel))
                    }
                    message if message.is_lesson() => {
                        Some(super::learn::answer(web, &viewer, message).await)
                    }
                    ClientMessage::Tournaments => Some(events::list(web, &viewer).await),
                    ClientMessage::Tournament { id: None } => {
                        watching = None;
                        shown = None;
                        None
                    }
                    ClientMessage::Tournament { id: Some(id) } => {
                        match events::open(web, &viewer, &id).await {
                            Ok((number, view)) => {
                                watching = Some(web.events.watch(&web.games, number));
                                shown = Some(view.clone());
                                Some(ServerMessage::Tournament {
                                    tournament: Box::new(view.as_ref().clone()),
                                })
                            }
                            Err(refusal) => Some(refusal),
                        }
                    }
                    ClientMessage::TournamentJoin { id } => {
                        Some(events::enter(web, &viewer, &id, true).await)
                    }
                    ClientMessage::TournamentLeave { id } => {
                        Some(events::enter(web, &viewer, &id, false).await)
                    }
                    ClientMessage::TournamentBoard { id } => {
                        match events::board_channel(web, &viewer, &id).await {
                            Ok(channel) => {
                                follow(web, &mut viewer, &mut _joined, &mut reviewed, channel);
                                Some(act::live(web, &viewer, Instant::now()).await)
                            }
                            Err(refusal) => Some(refusal),
                        }
                    }
                    ClientMessage::Home => {
                        follow(web, &mut viewer, &mut _joined, &mut reviewed, home);
                        Some(act::live(web, &viewer, Instant::now()).await)
                    }
                    message => act::request(web, &viewer, message).await,
                };
                if let Some(answer) = answer {
                    inbox.send(&answer).await?;
                }
            }
            event = events.recv() => match event {
                Ok(e) if e.channel != viewer.channel => {}
                Ok(_) | Err(RecvError::Lagged(_)) => {
                    reviewed.clear();
                    let learnt = Instant::now();
                    inbox.send(&act::live(web, &viewer, learnt).await).await?;
                }
                Err(RecvError::Closed) => return Err(End::Gone),
            },
            joined = joins.recv() => match joined {
                Ok(channel) if channel != viewer.channel || !wants_members => {}
                Err(RecvError::Lagged(_)) if !wants_members => {}
                Ok(_) | Err(RecvError::Lagged(_)) => {
                    inbox.send(&members_of(web, viewer.channel)).await?;
                }
                Err(RecvError::Closed) => return Err(End::Gone),
            },
            changed = next_view(&mut watching) => match changed {
                Some(view) if shown.as_deref() != Some(&*view) => {
                    shown = Some(view.clone());
                    let push = ServerMessage::Tournament {
                        tournament: Box::new(view.as_ref().clone()),
                    };
                    inbox.send(&push).await?;
                }
                Some(_) => {}
                None => watching = None,
            },
            _ = recheck.tick() => still_there(web, &viewer, home, &access_token, &instance_id).await?,
            _ = heartbeat.tick() => {
                if let Err(gone) = inbox.beat(web.limits.silent_close).await {
                    tracing::info!(
                        user = viewer.player.id,
                        channel = viewer.channel,
                        "an Activity socket fell silent: closing it"
                    );
                    return Err(gone);
                }
            }
        }
    }
}

/// The watched tournament's next view (`None` once its poller is gone); never, when nothing
/// is watched.
async fn next_view(watching: &mut Option<Latest>) -> Option<Arc<EventView>> {
    let Some(latest) = watching.as_mut() else {
        return std::future::pending().await;
    };
    loop {
        latest.changed().await.ok()?;
        if let Some(view) = latest.borrow_and_update().clone() {
            return Some(view);
        }
    }
}

/// The socket follows `channel`'s game from now on: its moves go there, its states come from
/// there, and its user is on that board (not pinged there, and on its lobby's list).
fn follow(
    web: &Arc<Web>,
    viewer: &mut Viewer,
    joined: &mut super::presence::Joined,
    reviewed: &mut Reviewed,
    channel: u64,
) {
    if viewer.channel == channel {
        return;
    }
    viewer.channel = channel;
    *joined = web.presence.join(channel, &viewer.player);
    reviewed.clear();
}

/// The people on the board in `channel` (the lobby's list).
fn members_of(web: &Web, channel: u64) -> ServerMessage {
    let members = web
        .presence
        .of(channel)
        .into_iter()
        .map(|p| LivePlayer {
            id: p.id,
            name: p.name,
        })
        .collect();
    ServerMessage::Members { members }
}

/// Asks Discord again whether `viewer` is still the token's user and in the instance's
/// channel (`home`); an error closes the socket. When Discord cannot be asked, the socket stays (the
/// next check asks again).
async fn still_there(
    web: &Web,
    viewer: &Viewer,
    home: u64,
    access_token: &Token,
    instance_id: &str,
) -> Result<(), End> {
    match act::identify(web, access_token, instance_id, None, true).await {
        Ok(now) if now.player.id == viewer.player.id && now.channel == home => Ok(()),
        Ok(_) => Err(End::Error(ErrorCode::NotInInstance)),
        Err(ErrorCode::DiscordUnreachable) => Ok(()),
        Err(code) => {
            tracing::info!(
                user = viewer.player.id,
                channel = viewer.channel,
                ?code,
                "an Activity socket's user is no longer confirmed: closing it"
            );
            Err(End::Error(code))
        }
    }
}
