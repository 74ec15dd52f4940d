//! A TCP proxy on loopback that can stop relaying without closing anything: the network of a
//! phone that changes networks, as a browser's socket meets it (open, silent). Connections
//! made while paused are accepted and held too; on resume, what was held goes through.

use std::net::SocketAddr;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// The running proxy; dropping it stops accepting (the relays end with their connections).
pub struct PauseProxy {
    pub addr: SocketAddr,
    paused: watch::Sender<bool>,
    accept: JoinHandle<()>,
}

impl Drop for PauseProxy {
    fn drop(&mut self) {
        self.accept.abort();
    }
}

impl PauseProxy {
    /// Listens on a free loopback port, relaying each connection to `upstream`.
    pub async fn start(upstream: SocketAddr) -> PauseProxy {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let addr = listener.local_addr().expect("its address");
        let (paused, _) = watch::channel(false);
        let gate = paused.clone();
        let accept = tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                let gate = gate.subscribe();
                tokio::spawn(async move {
                    let Ok(server) = TcpStream::connect(upstream).await else {
                        return;
                    };
                    let (client_read, client_write) = client.into_split();
                    let (server_read, server_write) = server.into_split();
                    tokio::join!(
                        relay(client_read, server_write, gate.clone()),
                        relay(server_read, client_write, gate),
                    );
                });
            }
        });
        PauseProxy {
            addr,
            paused,
            accept,
        }
    }

    /// Stops relaying: bytes read from then on are held (connections stay open).
    pub fn pause(&self) {
        self.paused.send_replace(true);
    }

    /// Relays again, what was held first.
    pub fn resume(&self) {
        self.paused.send_replace(false);
    }
}

/// Copies `from` to `to`, each chunk only while not paused.
async fn relay(
    mut from: tokio::net::tcp::OwnedReadHalf,
    mut to: tokio::net::tcp::OwnedWriteHalf,
    mut gate: watch::Receiver<bool>,
) {
    let mut buf = vec![0; 16 * 1024];
    loop {
        let n = match from.read(&mut buf).await {
            Ok(0) | Err(_) => break,
            Ok(n) => n,
        };
        if gate.wait_for(|paused| !*paused).await.is_err() {
            break;
        }
        if to.write_all(&buf[..n]).await.is_err() {
            break;
        }
    }
    let _ = to.shutdown().await;
}
