//! The Activity from a client's side: `towers serve` with its web front end on against the
//! stand-in Discord ([`WebBot`]), the code exchange (`POST /api/token`) and live sockets
//! (`GET /api/ws`, [`Socket`]) as the web client uses them.

use std::net::SocketAddr;
use std::path::Path;
use std::time::Duration;

use futures::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message as Frame;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use super::child::{serve_command, ServeChild, CHILD_TIMEOUT};
use super::fake_discord::activity::CLIENT_SECRET;
use super::fake_discord::FakeDiscord;
use super::poll;

/// How long a socket waits for a message.
pub const PATIENCE: Duration = Duration::from_secs(20);

/// The page origin the tests' sockets send, allowed by [`WebBot::start`]
/// (`TOWERS_WEB_ORIGINS`) beside the Activity's own.
pub const TEST_ORIGIN: &str = "https://towers-tests.invalid";

/// A free port on 127.0.0.1 (bound and let go: the bot binds it right after).
pub fn free_addr() -> SocketAddr {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind 127.0.0.1:0");
    listener.local_addr().expect("local addr")
}

/// `towers serve` with the Activity on, against `fake`.
pub struct WebBot {
    pub child: ServeChild,
    pub addr: SocketAddr,
}

impl WebBot {
    /// Starts the binary for `fake` storing in `data_dir`, serving the Activity on a free
    /// port (client id: the stand-in's application; its secret), with no built client and
    /// [`TEST_ORIGIN`] allowed; waits until it has registered its commands and accepts
    /// connections.
    pub async fn start(fake: &FakeDiscord, data_dir: &Path) -> WebBot {
        WebBot::start_with(fake, data_dir, &[]).await
    }

    /// [`WebBot::start`] with more variables (`TOWERS_WEB_DIR` too).
    pub async fn start_with(fake: &FakeDiscord, data_dir: &Path, vars: &[(&str, &str)]) -> WebBot {
        WebBot::start_command(serve_command(fake, data_dir), fake, data_dir, vars).await
    }

    /// [`WebBot::start_with`] from `command` (e.g. with a lower open-file limit).
    pub async fn start_command(
        mut command: std::process::Command,
        fake: &FakeDiscord,
        data_dir: &Path,
        vars: &[(&str, &str)],
    ) -> WebBot {
        let addr = free_addr();
        command
            .env("TOWERS_WEB_ADDR", addr.to_string())
            .env("DISCORD_CLIENT_ID", fake.application_id().to_string())
            .env("DISCORD_CLIENT_SECRET", CLIENT_SECRET)
            .env("TOWERS_WEB_DIR", data_dir.join("no-client"))
            .env("TOWERS_WEB_ORIGINS", TEST_ORIGIN);
        for (name, value) in vars {
            command.env(name, value);
        }
        let mut child = ServeChild::spawn(command);
        child.wait_registrations(fake, 1).await;
        let listening =
            poll::until_true(CHILD_TIMEOUT, || std::net::TcpStream::connect(addr).is_ok()).await;
        assert!(
            listening,
            "no Activity on {addr}; output:\n{}",
            child.output()
        );
        WebBot { child, addr }
    }

    /// `POST /api/token` with `body`: the status and the JSON answer.
    pub async fn post_token(&self, body: &Value) -> (u16, Value) {
        let answer = reqwest::Client::new()
            .post(format!("http://{}/api/token", self.addr))
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
            .await
            .expect("POST /api/token");
        let status = answer.status().as_u16();
        let bytes = answer.bytes().await.expect("its body");
        (
            status,
            serde_json::from_slice(&bytes).unwrap_or(Value::Null),
        )
    }

    /// A new socket on `/api/ws`.
    pub async fn socket(&self) -> Socket {
        Socket::connect(self.addr).await
    }

    /// A socket that said hello with `token` for `instance` and got its first state.
    pub async fn joined(&self, token: &str, instance: &str) -> (Socket, Value) {
        let mut socket = self.socket().await;
        socket.hello(token, instance, "en-US").await;
        let welcome = socket.next().await;
        assert_eq!(welcome["type"], "welcome", "{welcome}");
        let first = socket.next().await;
        assert_eq!(first["type"], "state", "{first}");
        (socket, first["state"].clone())
    }
}

/// A client's WebSocket.
pub struct Socket {
    stream: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Socket {
    /// Opens `ws://addr/api/ws` from a page of [`TEST_ORIGIN`].
    pub async fn connect(addr: SocketAddr) -> Socket {
        Socket::connect_with(addr, &[("origin", TEST_ORIGIN)])
            .await
            .expect("WebSocket upgrade")
    }

    /// Opens `ws://addr/api/ws` with these request headers; `Err` with the status (0 when
    /// the connection failed) and the body when the upgrade is refused.
    pub async fn connect_with(
        addr: SocketAddr,
        headers: &[(&'static str, &str)],
    ) -> Result<Socket, (u16, String)> {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        use tokio_tungstenite::tungstenite::Error;
        let mut request = format!("ws://{addr}/api/ws")
            .into_client_request()
            .expect("a request");
        for (name, value) in headers {
            request
                .headers_mut()
                .insert(*name, value.parse().expect("a header value"));
        }
        match tokio_tungstenite::connect_async(request).await {
            Ok((stream, _)) => Ok(Socket { stream }),
            Err(Error::Http(response)) => {
                let body = response
                    .body()
                    .as_ref()
                    .map(|b| String::from_utf8_lossy(b).into_owned())
                    .unwrap_or_default();
                Err((response.status().as_u16(), body))
            }
            Err(_) => Err((0, String::new())),
        }
    }

    /// Sends a ping frame (`false` when the socket is gone).
    pub async fn ping(&mut self) -> bool {
        self.stream
            .send(Frame::Ping(Vec::new().into()))
            .await
            .is_ok()
    }

    /// Sends `text` as one text frame (`false` when the socket is gone).
    pub async fn send_text(&mut self, text: &str) -> bool {
        self.stream
            .send(Frame::Text(text.to_string().into()))
            .await
            .is_ok()
    }

    /// Sends `message` as JSON.
    pub async fn send(&mut self, message: &Value) -> bool {
        self.send_text(&message.to_string()).await
    }

    /// Says hello.
    pub async fn hello(&mut self, token: &str, instance: &str, locale: &str) {
        self.send(&json!({"type": "hello", "access_token": token,
            "instance_id": instance, "locale": locale}))
            .await;
    }

    /// Plays `notation`.
    pub async fn play(&mut self, notation: &str) {
        self.send(&json!({"type": "move", "notation": notation}))
            .await;
    }

    /// The next JSON message but the server's `beat`s, `None` when the socket closes first;
    /// panics after [`PATIENCE`].
    pub async fn try_next(&mut self) -> Option<Value> {
        loop {
            let message = self.try_next_frame().await?;
            if message["type"] != "beat" {
                return Some(message);
            }
        }
    }

    /// The next JSON message, `beat` included; `None` when the socket closes first.
    pub async fn try_next_frame(&mut self) -> Option<Value> {
        loop {
            let frame = tokio::time::timeout(PATIENCE, self.stream.next())
                .await
                .expect("a message within the patience");
            match frame {
                Some(Ok(Frame::Text(text))) => {
                    return Some(serde_json::from_str(&text).expect("JSON from the server"))
                }
                Some(Ok(Frame::Close(_))) | None | Some(Err(_)) => return None,
                Some(Ok(_)) => continue,
            }
        }
    }

    /// The next JSON message; panics when the socket closes.
    pub async fn next(&mut self) -> Value {
        self.try_next().await.expect("the socket is open")
    }

    /// The next state whose game satisfies `wanted`, skipping earlier ones (panics on
    /// anything else than a state).
    pub async fn state_where(&mut self, wanted: impl Fn(&Value) -> bool) -> Value {
        loop {
            let message = self.next().await;
            assert_eq!(message["type"], "state", "{message}");
            if wanted(&message["state"]) {
                return message["state"].clone();
            }
        }
    }

    /// The next state with `plies` moves played.
    pub async fn state_after(&mut self, plies: usize) -> Value {
        self.state_where(|s| s["game"]["moves"].as_array().map(Vec::len) == Some(plies))
            .await
    }

    /// Waits for the server's close; the messages before it.
    pub async fn until_closed(&mut self) -> Vec<Value> {
        let mut seen = Vec::new();
        while let Some(message) = self.try_next().await {
            seen.push(message);
        }
        seen
    }
}
