//! The Activity's accept loop: HTTP/1 (with WebSocket upgrades) on the port, with a cap on
//! open connections in all and per TCP peer, and a deadline on each request's headers (which
//! also ends a kept-alive connection idle between requests). A connection over a cap is
//! closed at once; the caps leave file descriptors for the rest of the process (the gateway,
//! the store, the heartbeat): [`connection_cap`]. Each request carries its connection's
//! [`Peer`] and [`ConnectionSlot`] (a socket keeps the slot as long as it is open).

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tower::ServiceExt;

use super::limits::{AddrKey, Peer};

/// File descriptors kept for the rest of the process whatever the caps say: the gateway
/// shards, the store's files, the heartbeat, Discord's HTTP pool, the engine's tables.
pub const RESERVED_FILES: usize = 256;

/// The fewest connections the cap is lowered to.
const FEWEST: usize = 16;

/// How long the loop waits after `accept` fails (out of file descriptors, mostly).
const AFTER_ACCEPT_ERROR: Duration = Duration::from_millis(100);

/// How often a failing `accept` is logged at most.
const LOG_ACCEPT_ERROR_EVERY: Duration = Duration::from_secs(60);

/// `wanted` connections, lowered so that they and [`RESERVED_FILES`] fit in the process's
/// open-file limit (`open_files`: its soft `RLIMIT_NOFILE`, when known).
pub fn connection_cap(wanted: usize, open_files: Option<u64>) -> usize {
    match open_files {
        Some(limit) => {
            let room = usize::try_from(limit)
                .unwrap_or(usize::MAX)
                .saturating_sub(RESERVED_FILES);
            wanted.min(room.max(FEWEST))
        }
        None => wanted,
    }
}

/// The process's soft limit of open files.
pub fn open_file_limit() -> Option<u64> {
    #[cfg(target_os = "linux")]
    {
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit writes into the struct it is given, nothing else.
        let read = unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) };
        (read == 0 && limit.rlim_cur != libc::RLIM_INFINITY).then_some(limit.rlim_cur)
    }
    #[cfg(not(target_os = "linux"))]
    {
        None
    }
}

/// The open connections, in all and per TCP peer.
pub struct Connections {
    max: usize,
    max_per_peer: usize,
    /// Peers not counted per peer (trusted proxies: every client comes through them).
    unlimited: Vec<IpAddr>,
    open: Mutex<(usize, HashMap<AddrKey, usize>)>,
}

/// One open connection, counted until the last holder drops it.
pub struct ConnectionSlot {
    connections: Arc<Connections>,
    key: Option<AddrKey>,
}

/// A connection's slot as request extension.
#[derive(Clone)]
pub struct HeldSlot(pub Arc<ConnectionSlot>);

impl Connections {
    pub fn new(max: usize, max_per_peer: usize, unlimited: Vec<IpAddr>) -> Arc<Connections> {
        Arc::new(Connections {
            max,
            max_per_peer,
            unlimited: unlimited.iter().map(|ip| ip.to_canonical()).collect(),
            open: Mutex::new((0, HashMap::new())),
        })
    }

    /// A slot for a connection from `peer`, or `None` when a cap is reached.
    pub fn take(self: &Arc<Self>, peer: IpAddr) -> Option<ConnectionSlot> {
        let peer = peer.to_canonical();
        let key = (!self.unlimited.contains(&peer)).then(|| AddrKey::of(peer));
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        let (total, per_peer) = &mut *open;
        if *total >= self.max {
            return None;
        }
        if let Some(key) = key {
            let mine = per_peer.entry(key).or_default();
            if *mine >= self.max_per_peer {
                return None;
            }
            *mine += 1;
        }
        *total += 1;
        Some(ConnectionSlot {
            connections: self.clone(),
            key,
        })
    }
}

impl Drop for ConnectionSlot {
    fn drop(&mut self) {
        let mut open = self
            .connections
            .open
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        let (total, per_peer) = &mut *open;
        *total = total.saturating_sub(1);
        if let Some(key) = self.key {
            if let Some(mine) = per_peer.get_mut(&key) {
                *mine = mine.saturating_sub(1);
                if *mine == 0 {
                    per_peer.remove(&key);
                }
            }
        }
    }
}

/// Serves `app` on `listener` until the runtime stops, within `connections` and with
/// `header_timeout` on each request's headers.
pub async fn serve(
    listener: tokio::net::TcpListener,
    app: Router,
    connections: Arc<Connections>,
    header_timeout: Duration,
) {
    let mut last_logged: Option<Instant> = None;
    loop {
        let (tcp, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                if last_logged.is_none_or(|t| t.elapsed() >= LOG_ACCEPT_ERROR_EVERY) {
                    tracing::warn!(error = %e, "the Activity cannot accept a connection");
                    last_logged = Some(Instant::now());
                }
                tokio::time::sleep(AFTER_ACCEPT_ERROR).await;
                continue;
            }
        };
        let Some(slot) = connections.take(peer.ip()) else {
            // Closed at once: it holds no file descriptor beyond this line.
            drop(tcp);
            continue;
        };
        // Small frames go out at once (a state push is one frame).
        let _ = tcp.set_nodelay(true);
        tokio::spawn(connection(tcp, peer, slot, app.clone(), header_timeout));
    }
}

/// Serves one connection.
async fn connection(
    tcp: tokio::net::TcpStream,
    peer: SocketAddr,
    slot: ConnectionSlot,
    app: Router,
    header_timeout: Duration,
) {
    let held = HeldSlot(Arc::new(slot));
    let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
        request.extensions_mut().insert(Peer(peer));
        request.extensions_mut().insert(held.clone());
        app.clone().oneshot(request.map(axum::body::Body::new))
    });
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(header_timeout);
    let served = builder
        .serve_connection(TokioIo::new(tcp), service)
        .with_upgrades()
        .await;
    if let Err(e) = served {
        tracing::trace!(error = %e, "an Activity connection ended");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cap_leaves_room_for_the_rest_of_the_process() {
        assert_eq!(connection_cap(4096, Some(1024)), 1024 - RESERVED_FILES);
        assert_eq!(connection_cap(100, Some(65_536)), 100);
        assert_eq!(connection_cap(4096, None), 4096);
        assert_eq!(connection_cap(4096, Some(10)), FEWEST);
    }

    #[test]
    fn connections_are_capped_in_all_and_per_peer_but_a_proxy() {
        let proxy: IpAddr = "127.0.0.1".parse().unwrap();
        let stranger: IpAddr = "192.0.2.1".parse().unwrap();
        let connections = Connections::new(4, 2, vec![proxy]);
        let a = connections.take(stranger).unwrap();
        let _b = connections.take(stranger).unwrap();
        assert!(connections.take(stranger).is_none());
        let _c = connections.take(proxy).unwrap();
        let _d = connections.take(proxy).unwrap();
        assert!(connections.take(proxy).is_none(), "the total");
        drop(a);
        assert!(connections.take(stranger).is_some());
    }
}
