//! The gateway at `/gw`: Hello, IDENTIFY → READY, heartbeat ACKs, RESUME → invalid session,
//! and dispatches queued by the test.

use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::response::Response;
use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::payloads;
use super::state::{Outgoing, Session, Shared};

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
                Some(Ok(Message::Text(text))) => handle(&shared, &tx, number, text.as_str()),
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
                Some(Ok(_)) => {}
            },
            outgoing = rx.recv() => match outgoing {
                Some(Outgoing::Json(value)) => {
                    if socket.send(Message::Text(value.to_string().into())).await.is_err() {
                        break;
                    }
                }
                Some(Outgoing::Close(code, reason)) => {
                    let frame = CloseFrame { code, reason: reason.into() };
                    let _ = socket.send(Message::Close(Some(frame))).await;
                    break;
                }
                None => break,
            },
        }
    }
    let mut inner = shared.lock();
    if inner.session.as_ref().is_some_and(|s| s.number == number) {
        inner.session = None;
    }
    inner.shard_sessions.retain(|_, s| s.number != number);
}

fn handle(shared: &Shared, tx: &mpsc::UnboundedSender<Outgoing>, number: u64, text: &str) {
    let Ok(frame) = serde_json::from_str::<Value>(text) else {
        let _ = tx.send(Outgoing::Close(4002, "decode error".into()));
        return;
    };
    match frame["op"].as_u64() {
        Some(1) => {
            shared.lock().heartbeats += 1;
            let _ = tx.send(Outgoing::Json(json!({"op": 11})));
        }
        Some(2) => identify(shared, tx, number, &frame["d"]),
        Some(6) => {
            // No resumable sessions here: make the client identify again.
            shared.lock().resumes += 1;
            let _ = tx.send(Outgoing::Json(json!({"op": 9, "d": false})));
        }
        _ => {}
    }
}

fn identify(shared: &Shared, tx: &mpsc::UnboundedSender<Outgoing>, number: u64, d: &Value) {
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
    let ready = payloads::ready(
        &shared.bot,
        shared.application_id,
        &[shared.guild_id],
        &format!("session-{}", shared.next_id()),
        &format!("{}/gw", shared.base.replacen("http", "ws", 1)),
        shard,
    );
    shared.lock().identifies.push(d.clone());
    if let Err(e) = shared.dispatch("READY", ready) {
        eprintln!("fake discord: cannot send READY: {e}");
    }
}
