//! The gateway at `/gw`: Hello, IDENTIFY → READY, heartbeat ACKs, RESUME (replay and
//! RESUMED when the test allows it, else invalid session), and dispatches queued by the test.
//! The test can also send opcode 7 (reconnect) and 9 (invalid session), raw text and binary
//! frames (`raw_frames.rs`), close the socket with a code, or drop it without a close frame.

use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::response::Response;
use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::payloads;
use super::state::{GatewaySession, Outgoing, Session, Shared};

/// `GET /gw?v=10` (WebSocket upgrade).
pub async fn upgrade(State(shared): State<Arc<Shared>>, ws: WebSocketUpgrade) -> Response {
    ws.on_upgrade(move |socket| serve(shared, socket))
}

async fn serve(shared: Arc<Shared>, mut socket: WebSocket) {
    let (tx, mut rx) = mpsc::unbounded_channel();
    let number = {
        let mut inner = shared.lock();
        inner.sessions_started += 1;
        let number = inner.sessions_started;
        inner.session = Some(Session {
            number,
            tx: tx.clone(),
            ready: false,
            seq: 0,
        });
        number
    };
    let _ = tx.send(Outgoing::Json(payloads::hello(
        shared.heartbeat_interval_ms,
    )));
    loop {
        tokio::select! {
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Text(text))) => handle(&shared, number, &tx, text.as_str()),
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
                Some(Ok(_)) => {}
            },
            outgoing = rx.recv() => match outgoing {
                Some(Outgoing::Json(value)) => {
                    if socket.send(Message::Text(value.to_string().into())).await.is_err() {
                        break;
                    }
                }
                Some(Outgoing::Text(text)) => {
                    if socket.send(Message::Text(text.into())).await.is_err() {
                        break;
                    }
                }
                Some(Outgoing::Binary(bytes)) => {
                    if socket.send(Message::Binary(bytes.into())).await.is_err() {
                        break;
                    }
                }
                Some(Outgoing::Close(code, reason)) => {
                    let frame = CloseFrame { code, reason: reason.into() };
                    let _ = socket.send(Message::Close(Some(frame))).await;
                    break;
                }
                Some(Outgoing::Drop) | None => break,
            },
        }
    }
    let mut inner = shared.lock();
    if inner.session.as_ref().is_some_and(|s| s.number == number) {
        inner.session = None;
    }
    inner.shard_sessions.retain(|_, s| s.number != number);
}

fn handle(shared: &Shared, number: u64, tx: &mpsc::UnboundedSender<Outgoing>, text: &str) {
    let Ok(frame) = serde_json::from_str::<Value>(text) else {
        let _ = tx.send(Outgoing::Close(4002, "decode error".into()));
        return;
    };
    match frame["op"].as_u64() {
        Some(1) => {
            shared.lock().heartbeats += 1;
            let _ = tx.send(Outgoing::Json(json!({"op": 11})));
        }
        Some(2) => identify(shared, number, tx, &frame["d"]),
        Some(6) => resume(shared, number, tx, &frame["d"]),
        _ => {}
    }
}

/// RESUME: when allowed and the session is the current one, replays the dispatches after
/// the client's `seq` and sends RESUMED; otherwise an invalid session (not resumable), so
/// the client identifies again.
fn resume(shared: &Shared, number: u64, tx: &mpsc::UnboundedSender<Outgoing>, d: &Value) {
    let mut inner = shared.lock();
    inner.resumes += 1;
    let token = d["token"].as_str().unwrap_or("");
    let known = inner.resumable
        && token.strip_prefix("Bot ").unwrap_or(token) == shared.token
        && inner
            .gateway
            .as_ref()
            .is_some_and(|g| Some(g.id.as_str()) == d["session_id"].as_str());
    if !known {
        let _ = tx.send(Outgoing::Json(json!({"op": 9, "d": false})));
        return;
    }
    let after = d["seq"].as_u64().unwrap_or(0);
    inner.resumed += 1;
    let Some(gateway) = inner.gateway.as_mut() else {
        return;
    };
    for frame in gateway
        .backlog
        .iter()
        .filter(|f| f["s"].as_u64() > Some(after))
    {
        let _ = tx.send(Outgoing::Json(frame.clone()));
    }
    gateway.seq += 1;
    let _ = tx.send(Outgoing::Json(payloads::dispatch(
        gateway.seq,
        "RESUMED",
        json!({}),
    )));
    if let Some(session) = inner.session.as_mut().filter(|s| s.number == number) {
        session.ready = true;
    }
}

fn identify(shared: &Shared, number: u64, tx: &mpsc::UnboundedSender<Outgoing>, d: &Value) {
    let token = d["token"].as_str().unwrap_or("");
    if token.strip_prefix("Bot ").unwrap_or(token) != shared.token {
        let _ = tx.send(Outgoing::Close(4004, "Authentication failed.".into()));
        return;
    }
    let shard = d["shard"]
        .as_array()
        .and_then(|s| Some([s.first()?.as_u64()?, s.get(1)?.as_u64()?]));
    if let Some(shard) = shard.filter(|[_, count]| *count > 1) {
        shared.lock().identifies.push(d.clone());
        shared.identify_shard(tx, number, shard);
        return;
    }
    let session_id = format!("session-{}", shared.next_id());
    let ready = payloads::ready(
        &shared.bot,
        shared.application_id,
        &[shared.guild_id],
        &session_id,
        &format!("{}/gw", shared.base.replacen("http", "ws", 1)),
        shard,
    );
    {
        let mut inner = shared.lock();
        inner.identifies.push(d.clone());
        // A new session: whatever waited for the old one is lost, as on Discord.
        inner.gateway = Some(GatewaySession {
            id: session_id,
            ..GatewaySession::default()
        });
        if let Some(session) = inner.session.as_mut().filter(|s| s.number == number) {
            session.ready = true;
        }
    }
    if let Err(e) = shared.dispatch("READY", ready) {
        eprintln!("fake discord: cannot send READY: {e}");
    }
}
