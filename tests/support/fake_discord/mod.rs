//! A stand-in Discord on 127.0.0.1 for end-to-end tests of the bot: axum serving the REST
//! routes serenity and poise call, plus a gateway WebSocket at `/gw` that sends Hello, answers
//! IDENTIFY with READY, ACKs heartbeats and delivers the interactions a test dispatches.
//!
//! A test plays the Discord client: [`FakeDiscord::slash`] turns `("opponent", "@bob")`-style
//! arguments into a command interaction using the options the bot registered, dispatches it
//! and waits for the bot's callback.

pub mod activity;
pub mod clock;
pub mod faults;
pub mod inflight;
pub mod limits;
pub mod locales;
pub mod openapi;
pub mod payloads;
pub mod recorded;

mod channels;
mod events;
mod gateway;
mod guild_members;
mod in_thread;
pub mod members;
mod message_edits;
mod raw_frames;
mod rest;
pub mod roles;
pub mod shards;
mod state;

use std::sync::Arc;
use std::time::Duration;

use serde_json::{json, Value};
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

pub use faults::Fault;
pub use payloads::FakeUser;
pub use recorded::{File, LoggedRequest, Recorded};
pub use state::Refusal;
use state::{Outgoing, Pending, Shared};

/// How long [`FakeDiscord::slash`] and the `wait_*` helpers wait (unless
/// [`FakeDiscord::set_patience`] says otherwise).
pub const TIMEOUT: Duration = Duration::from_secs(20);

/// The running fake. Dropping it stops the server.
pub struct FakeDiscord {
    shared: Arc<Shared>,
    server: JoinHandle<()>,
}

/// Fails the test (unless it is failing already) when the bot sent a request, or the stand-in
/// gave an answer, that Discord's API description does not allow (see `openapi.rs`).
impl Drop for FakeDiscord {
    fn drop(&mut self) {
        self.server.abort();
        if std::thread::panicking() {
            return;
        }
        let violations = self.take_schema_violations();
        assert!(
            violations.is_empty(),
            "{} request(s) or answer(s) not as Discord's API description \
             (../shared/discord/openapi.json) says:\n{}",
            violations.len(),
            violations.join("\n")
        );
    }
}

impl FakeDiscord {
    /// Starts the fake on an ephemeral port; the bot must use `token`. Heartbeats are
    /// Discord's usual 41.25 s apart, so short tests see none.
    pub async fn start(token: &str) -> FakeDiscord {
        FakeDiscord::start_with_heartbeat(token, 41_250).await
    }

    /// Like [`Self::start`], asking the bot to heartbeat every `interval_ms`.
    pub async fn start_with_heartbeat(token: &str, interval_ms: u64) -> FakeDiscord {
        // Loads Discord's API description (or says once that the check is skipped; fails
        // here, in the test, when CI requires it).
        openapi::spec();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind 127.0.0.1:0");
        let base = format!("http://{}", listener.local_addr().expect("local addr"));
        let shared = Arc::new(Shared::new(token, base, interval_ms));
        let app = rest::router(shared.clone());
        // Like Discord's own servers, write small frames at once (TCP_NODELAY): with Nagle's
        // algorithm on, an event frame sent while the previous one waits for the bot's
        // delayed ACK was held ~25 ms, a stall of the stand-in, not of the bot.
        let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
            if let Err(e) = tcp.set_nodelay(true) {
                eprintln!("fake discord: cannot set TCP_NODELAY: {e}");
            }
        });
        let server = tokio::spawn(async move {
            if let Err(e) = axum::serve(listener, app).await {
                eprintln!("fake discord: server stopped: {e}");
            }
        });
        FakeDiscord { shared, server }
    }

    /// `http://127.0.0.1:PORT`, the value for `DISCORD_API_BASE`.
    pub fn base_url(&self) -> &str {
        &self.shared.base
    }

    /// The guild interactions come from.
    pub fn guild_id(&self) -> u64 {
        self.shared.guild_id
    }

    pub fn application_id(&self) -> u64 {
        self.shared.application_id
    }

    /// The bot's own user.
    pub fn bot_user(&self) -> FakeUser {
        self.shared.bot.clone()
    }

    /// The user called `name`, created on first use.
    pub fn user(&self, name: &str) -> FakeUser {
        let mut inner = self.shared.lock();
        if let Some(u) = inner.users.iter().find(|u| u.name == name) {
            return u.clone();
        }
        let u = FakeUser {
            id: self.shared.next_id(),
            name: name.to_string(),
            bot: false,
        };
        inner.users.push(u.clone());
        u
    }

    /// A bot user called `name` that is not this application's bot, created on first use.
    pub fn other_bot(&self, name: &str) -> FakeUser {
        let mut inner = self.shared.lock();
        if let Some(u) = inner.users.iter().find(|u| u.name == name) {
            return u.clone();
        }
        let u = FakeUser {
            id: self.shared.next_id(),
            name: name.to_string(),
            bot: true,
        };
        inner.users.push(u.clone());
        u
    }

    /// A fresh channel id.
    pub fn new_channel(&self) -> u64 {
        self.shared.next_id()
    }

    /// Makes every wait of this fake (callbacks, `wait_*`) last up to `patience` instead of
    /// [`TIMEOUT`], for tests that put the bot under heavy load on a busy machine.
    pub fn set_patience(&self, patience: Duration) {
        self.shared.lock().patience = Some(patience);
    }

    /// Waits until the bot has registered its commands (in the guild or globally) and
    /// returns them as echoed (with ids).
    pub async fn wait_registered(&self) -> Vec<Value> {
        self.wait_for("command registration", || {
            let inner = self.shared.lock();
            inner.commands.values().find(|c| !c.is_empty()).cloned()
        })
        .await
    }

    /// Registered commands of a scope (`None` = global).
    pub fn commands(&self, guild: Option<u64>) -> Vec<Value> {
        self.shared
            .lock()
            .commands
            .get(&guild)
            .cloned()
            .unwrap_or_default()
    }

    /// IDENTIFY payloads received so far.
    pub fn identifies(&self) -> Vec<Value> {
        self.shared.lock().identifies.clone()
    }

    /// Heartbeats received so far (each was ACKed).
    pub fn heartbeats(&self) -> u64 {
        self.shared.lock().heartbeats
    }

    /// RESUME attempts received so far (replayed when [`Self::set_resumable`], else
    /// answered with an invalid session).
    pub fn resumes(&self) -> u64 {
        self.shared.lock().resumes
    }

    /// Waits until the bot has identified `count` times in all; returns the IDENTIFY payloads.
    pub async fn wait_identified(&self, count: usize) -> Vec<Value> {
        self.wait_for("IDENTIFY", || {
            let identifies = self.identifies();
            (identifies.len() >= count).then_some(identifies)
        })
        .await
    }

    /// Waits until the bot has sent `count` heartbeats in all.
    pub async fn wait_heartbeats(&self, count: u64) {
        self.wait_for("heartbeats", || (self.heartbeats() >= count).then_some(()))
            .await
    }

    /// Every request received so far.
    pub fn requests(&self) -> Vec<LoggedRequest> {
        self.shared.lock().requests.clone()
    }

    /// Requests no route served.
    pub fn unhandled_requests(&self) -> Vec<LoggedRequest> {
        self.requests()
            .into_iter()
            .filter(|r| r.unhandled)
            .collect()
    }

    /// Fails the test, listing them, when the client sent any request the stand-in does not
    /// implement (a route the bot uses that the fake would silently answer with an error).
    pub fn assert_all_handled(&self) {
        let unhandled = self.unhandled_requests();
        assert!(unhandled.is_empty(), "unhandled requests: {unhandled:?}");
    }

    /// Requests and answers so far that do not match Discord's API description, one line
    /// each (`METHOD path: the request: ...` or `...: the stand-in's answer ...`).
    pub fn schema_violations(&self) -> Vec<String> {
        self.shared.lock().violations.clone()
    }

    /// [`Self::schema_violations`], forgotten (for a test that provokes them on purpose:
    /// dropping the stand-in with violations fails the test).
    pub fn take_schema_violations(&self) -> Vec<String> {
        std::mem::take(&mut self.shared.lock().violations)
    }

    /// Every interaction callback received so far.
    pub fn callbacks(&self) -> Vec<Recorded> {
        self.shared.lock().callbacks.clone()
    }

    /// Every webhook message (follow-up or edit) received so far.
    pub fn webhooks(&self) -> Vec<Recorded> {
        self.shared.lock().webhooks.clone()
    }

    /// Waits until at least `count` webhook messages have arrived; returns them all.
    pub async fn wait_webhooks(&self, count: usize) -> Vec<Recorded> {
        self.wait_for("webhook messages", || {
            let webhooks = self.webhooks();
            (webhooks.len() >= count).then_some(webhooks)
        })
        .await
    }

    /// Closes the gateway session with `code` (e.g. 4000 to make the bot reconnect).
    pub fn close_gateway(&self, code: u16) {
        self.to_gateway(Outgoing::Close(code, "closed by test".into()));
    }

    /// Drops the gateway's TCP connection without a close frame (a network failure).
    pub fn drop_gateway(&self) {
        self.to_gateway(Outgoing::Drop);
    }

    /// Sends opcode 7 (Reconnect): the client should reconnect and resume.
    pub fn send_reconnect(&self) {
        self.to_gateway(Outgoing::Json(json!({"op": 7, "d": null})));
    }

    /// Sends opcode 9 (Invalid Session) with `resumable` as `d`.
    pub fn send_invalid_session(&self, resumable: bool) {
        self.to_gateway(Outgoing::Json(json!({"op": 9, "d": resumable})));
    }

    /// Whether a RESUME of the current session is accepted: replayed dispatches then
    /// RESUMED (default: refused with an invalid session, so the client identifies again).
    pub fn set_resumable(&self, resumable: bool) {
        self.shared.lock().resumable = resumable;
    }

    /// RESUMEs accepted so far.
    pub fn resumed(&self) -> u64 {
        self.shared.lock().resumed
    }

    /// Gateway sockets opened so far.
    pub fn connections(&self) -> u64 {
        self.shared.lock().sessions_started
    }

    /// Waits until `count` RESUMEs have been accepted.
    pub async fn wait_resumed(&self, count: u64) {
        self.wait_for("RESUMED", || (self.resumed() >= count).then_some(()))
            .await
    }

    /// Waits until `count` gateway sockets have been opened.
    pub async fn wait_connections(&self, count: u64) {
        self.wait_for("gateway connections", || {
            (self.connections() >= count).then_some(())
        })
        .await
    }

    fn to_gateway(&self, frame: Outgoing) {
        if let Some(session) = &self.shared.lock().session {
            let _ = session.tx.send(frame);
        }
    }

    /// From now on, REST requests matching `fault` fail as it says (until it is spent).
    /// Rules are tried in the order given.
    pub fn inject(&self, fault: Fault) {
        self.shared.lock().faults.push(fault);
    }

    /// Removes every injected rule.
    pub fn clear_faults(&self) {
        self.shared.lock().faults.clear();
    }

    /// Requests answered with an injected failure so far.
    pub fn faults_served(&self) -> Vec<LoggedRequest> {
        self.shared.lock().faults_served.clone()
    }

    /// Messages the bot posted in any channel (`POST /channels/{id}/messages`), in order;
    /// [`Self::channel_messages`] gives one channel's.
    pub fn all_channel_messages(&self) -> Vec<Recorded> {
        self.shared
            .lock()
            .channel_messages
            .iter()
            .map(|(_, m)| m.clone())
            .collect()
    }

    /// Waits until at least `count` channel messages have arrived in any channel; returns them
    /// all.
    pub async fn wait_all_channel_messages(&self, count: usize) -> Vec<Recorded> {
        self.wait_for("channel messages", || {
            let messages = self.all_channel_messages();
            (messages.len() >= count).then_some(messages)
        })
        .await
    }

    /// The answer that carries the message of the interaction dispatched with `token` whose
    /// first response was `first`: `first` itself, or after a deferral (callback type 5 or
    /// 6) the first follow-up or edit (waited for).
    pub async fn final_answer(&self, first: &Recorded, token: &str) -> Recorded {
        if !matches!(first.kind, 5 | 6) {
            return first.clone();
        }
        self.wait_for("the answer after a deferral", || {
            self.webhooks_for(token).into_iter().next()
        })
        .await
    }

    /// Callbacks received for the interaction `id`.
    pub fn callbacks_for(&self, id: u64) -> Vec<Recorded> {
        self.callbacks()
            .into_iter()
            .filter(|c| c.interaction_id == id)
            .collect()
    }

    /// The follow-ups and edits sent for the interaction dispatched with `token`.
    pub fn webhooks_for(&self, token: &str) -> Vec<Recorded> {
        let needle = format!("/{token}");
        self.webhooks()
            .into_iter()
            .filter(|w| w.route.contains(&needle))
            .collect()
    }

    /// The first follow-up or edit sent for the interaction dispatched with `token`, if any
    /// (as [`Self::webhooks_for`], but cloning only that one: for load benches that look
    /// often).
    pub fn first_webhook_for(&self, token: &str) -> Option<Recorded> {
        let needle = format!("/{token}");
        self.shared
            .lock()
            .webhooks
            .iter()
            .find(|w| w.route.contains(&needle))
            .cloned()
    }

    /// `user` runs `/name` with `options` in the default test channel; see [`Self::slash_in`].
    pub async fn slash(&self, user: &FakeUser, name: &str, options: &[(&str, &str)]) -> Recorded {
        self.slash_in(self.default_channel(), user, name, options)
            .await
    }

    /// The channel [`Self::slash`] uses.
    pub fn default_channel(&self) -> u64 {
        self.shared.guild_id + 1_000
    }

    /// `user` runs `/name` in `channel`. Each option value is typed the way the registered
    /// option says: strings as given, integers by choice name or number, users as `@name`.
    /// Panics (failing the test) when the command or an option is not registered, or when no
    /// callback arrives within [`TIMEOUT`].
    pub async fn slash_in(
        &self,
        channel: u64,
        user: &FakeUser,
        name: &str,
        options: &[(&str, &str)],
    ) -> Recorded {
        self.slash_in_guild(self.shared.guild_id, channel, user, name, options)
            .await
    }

    /// Like [`Self::slash_in`] in a channel of `guild` (the default guild or one added with
    /// [`Self::add_guild`]); with sharded sessions, only the session of the guild's shard gets it.
    pub async fn slash_in_guild(
        &self,
        guild: u64,
        channel: u64,
        user: &FakeUser,
        name: &str,
        options: &[(&str, &str)],
    ) -> Recorded {
        self.start_slash_in_guild(guild, channel, user, name, options)
            .answer()
            .await
    }

    /// `user` has typed `typed` into the string option `option` of `/name` in `channel`:
    /// dispatches an autocomplete interaction (type 4) and waits for the bot's callback
    /// (type 8, whose `data.choices` are the suggestions).
    pub async fn autocomplete(
        &self,
        channel: u64,
        user: &FakeUser,
        name: &str,
        option: &str,
        typed: &str,
    ) -> Recorded {
        let command = self.registered(name);
        option_definition(&command, option);
        let id = command["id"]
            .as_str()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        let data =
            payloads::command_data(id, name, vec![payloads::focused_option(option, typed)], &[]);
        let what = format!("autocomplete of /{name} {option} by {}", user.name);
        self.send_interaction(channel, user, &what, |env| {
            payloads::autocomplete_interaction(env, data)
        })
        .await
    }

    /// `user` clicks the button `custom_id` on `message` (the message object as Discord
    /// would send it, e.g. [`Self::message_of`]) in `channel`; waits for the callback.
    pub async fn click(
        &self,
        channel: u64,
        user: &FakeUser,
        custom_id: &str,
        message: Value,
    ) -> Recorded {
        let what = format!("button {custom_id} by {}", user.name);
        self.send_interaction(channel, user, &what, |env| {
            payloads::component_interaction(env, custom_id, message)
        })
        .await
    }

    /// The message object the bot's reply `reply` became in `channel` (content, components),
    /// as a component interaction carries it.
    pub fn message_of(&self, channel: u64, reply: &Recorded) -> Value {
        let mut message = payloads::message(
            self.shared.next_id(),
            channel,
            &self.shared.bot,
            reply.content(),
            reply.flags(),
            Vec::new(),
        );
        message["components"] = reply.message()["components"].clone();
        if message["components"].is_null() {
            message["components"] = json!([]);
        }
        message
    }

    /// Dispatches a command interaction with `data` exactly as given (for malformed input)
    /// and waits for the callback.
    pub async fn interact(&self, channel: u64, user: &FakeUser, data: Value) -> Recorded {
        let what = format!("/{} by {}", data["name"].as_str().unwrap_or("?"), user.name);
        self.send_interaction(channel, user, &what, |env| {
            payloads::command_interaction(env, data)
        })
        .await
    }

    /// Dispatches the interaction `build` makes for a fresh envelope and waits for the
    /// callback; panics (failing the test) when none arrives within [`TIMEOUT`].
    async fn send_interaction(
        &self,
        channel: u64,
        user: &FakeUser,
        what: &str,
        build: impl FnOnce(&payloads::InteractionEnvelope) -> Value,
    ) -> Recorded {
        self.send_interaction_in(self.shared.guild_id, channel, user, what, build)
            .await
    }

    /// [`Self::send_interaction`] from a channel of `guild`.
    async fn send_interaction_in(
        &self,
        guild: u64,
        channel: u64,
        user: &FakeUser,
        what: &str,
        build: impl FnOnce(&payloads::InteractionEnvelope) -> Value,
    ) -> Recorded {
        self.start_interaction_in(guild, channel, user, what, build)
            .answer()
            .await
    }

    /// Like [`Self::slash_in`], but returns as soon as the interaction is dispatched; await
    /// [`Waiting::answer`] for the callback. For many interactions in flight at once.
    pub fn start_slash_in(
        &self,
        channel: u64,
        user: &FakeUser,
        name: &str,
        options: &[(&str, &str)],
    ) -> Waiting {
        self.start_slash_in_guild(self.shared.guild_id, channel, user, name, options)
    }

    /// [`Self::start_slash_in`] in a channel of `guild`.
    pub fn start_slash_in_guild(
        &self,
        guild: u64,
        channel: u64,
        user: &FakeUser,
        name: &str,
        options: &[(&str, &str)],
    ) -> Waiting {
        let data = self.command_data(name, options);
        let what = format!("/{name} by {} in guild {guild}", user.name);
        self.start_interaction_in(guild, channel, user, &what, |env| {
            payloads::command_interaction(env, data)
        })
    }

    /// Like [`Self::click`], but returns as soon as the press is dispatched.
    pub fn start_click(
        &self,
        channel: u64,
        user: &FakeUser,
        custom_id: &str,
        message: Value,
    ) -> Waiting {
        let what = format!("button {custom_id} by {}", user.name);
        self.start_interaction_in(self.shared.guild_id, channel, user, &what, |env| {
            payloads::component_interaction(env, custom_id, message)
        })
    }

    /// Like [`Self::start_click`], for the choice of `value` in the select menu `custom_id`.
    pub fn start_select(
        &self,
        channel: u64,
        user: &FakeUser,
        custom_id: &str,
        value: &str,
        message: Value,
    ) -> Waiting {
        let what = format!("select {custom_id} = {value} by {}", user.name);
        self.start_interaction_in(self.shared.guild_id, channel, user, &what, |env| {
            payloads::select_interaction(env, custom_id, value, message)
        })
    }

    /// Dispatches the interaction `build` makes for a fresh envelope in a channel of `guild`
    /// (to the session of the guild's shard when sessions are sharded); the callback comes
    /// through the returned [`Waiting`]. Panics when the bot never identified.
    fn start_interaction_in(
        &self,
        guild: u64,
        channel: u64,
        user: &FakeUser,
        what: &str,
        build: impl FnOnce(&payloads::InteractionEnvelope) -> Value,
    ) -> Waiting {
        let envelope = payloads::InteractionEnvelope {
            id: self.shared.next_interaction_id(),
            application_id: self.shared.application_id,
            token: format!("token-{}", self.shared.next_id()),
            guild_id: guild,
            channel_id: channel,
            user: user.clone(),
        };
        let (tx, rx) = oneshot::channel();
        let mut payload = build(&envelope);
        channels::mark_thread(&self.shared, &mut payload);
        locales::apply(&self.shared, &mut payload, user.id);
        self.shared.lock().interactions.insert(
            envelope.token.clone(),
            Pending::new(envelope.id, channel, Some(tx), self.shared.now()),
        );
        if let Err(e) = self
            .shared
            .dispatch_in_guild(guild, "INTERACTION_CREATE", payload)
        {
            panic!("cannot dispatch {what}: {e}");
        }
        Waiting {
            rx,
            what: what.to_string(),
            id: envelope.id,
            token: envelope.token,
            shared: self.shared.clone(),
        }
    }

    /// The `data` of a `/name` interaction with `options` typed as the registered command's
    /// options say (see [`Self::slash_in`]; roles as `&name`, see [`Self::role`]); panics when the command or an option is unknown.
    ///
    /// `name` may name a subcommand after its command, `"tournament create"`: the options are
    /// then the subcommand's, sent nested in it (an option of type 1), as Discord does.
    fn command_data(&self, name: &str, options: &[(&str, &str)]) -> Value {
        let (top, sub) = match name.split_once(' ') {
            Some((top, sub)) => (top, Some(sub)),
            None => (name, None),
        };
        let registered = self.registered(top);
        let command = match sub {
            Some(sub) => option_definition(&registered, sub).clone(),
            None => registered.clone(),
        };
        let mut built = Vec::new();
        let mut users = Vec::new();
        let mut roles = Vec::new();
        for (option, text) in options {
            if option_type(&command, option) == roles::ROLE_OPTION {
                let role = self.role(text);
                built.push(payloads::option(
                    option,
                    roles::ROLE_OPTION,
                    json!(role.id.to_string()),
                ));
                roles.push(role);
                continue;
            }
            let (value, mentioned) = self.option_value(&command, option, text);
            built.push(payloads::option(
                option,
                option_type(&command, option),
                value,
            ));
            users.extend(mentioned);
        }
        let built = match sub {
            Some(sub) => vec![json!({"name": sub, "type": 1, "options": built})],
            None => built,
        };
        let id = registered["id"]
            .as_str()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        let mut data = payloads::command_data(id, top, built, &users);
        roles::resolve_roles(&mut data, &roles);
        data
    }

    fn registered(&self, name: &str) -> Value {
        let inner = self.shared.lock();
        let guild = inner.commands.get(&Some(self.shared.guild_id));
        let global = inner.commands.get(&None);
        guild
            .into_iter()
            .chain(global)
            .flatten()
            .find(|c| c["name"] == name)
            .cloned()
            .unwrap_or_else(|| panic!("command /{name} is not registered"))
    }

    fn option_value(&self, command: &Value, option: &str, text: &str) -> (Value, Vec<FakeUser>) {
        let definition = option_definition(command, option);
        match definition["type"].as_u64() {
            Some(3) => (json!(text), vec![]),
            Some(4) => {
                let choice = definition["choices"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .find(|c| {
                        c["name"]
                            .as_str()
                            .is_some_and(|n| n.eq_ignore_ascii_case(text))
                    });
                match choice {
                    Some(c) => (c["value"].clone(), vec![]),
                    None => (
                        json!(text.parse::<i64>().unwrap_or_else(|_| panic!(
                            "{option}: not a choice or integer: {text}"
                        ))),
                        vec![],
                    ),
                }
            }
            Some(5) => (json!(text == "true"), vec![]),
            Some(6) => {
                let name = text.trim_start_matches('@');
                let user = if name == self.shared.bot.name {
                    self.shared.bot.clone()
                } else {
                    self.user(name)
                };
                (json!(user.id.to_string()), vec![user])
            }
            Some(10) => (json!(text.parse::<f64>().expect("number option")), vec![]),
            other => panic!("option {option} has unsupported type {other:?}"),
        }
    }

    async fn wait_for<T>(&self, what: &str, mut check: impl FnMut() -> Option<T>) -> T {
        let found = super::poll::until(self.shared.patience(), &mut check).await;
        found.unwrap_or_else(|| {
            panic!(
                "timed out waiting for {what}; requests so far: {:#?}",
                self.requests()
            )
        })
    }
}

/// An interaction in flight: its callback, when it comes.
pub struct Waiting {
    rx: oneshot::Receiver<state::Outcome>,
    what: String,
    /// The interaction id (callbacks carry it as `Recorded::interaction_id`).
    pub id: u64,
    /// The interaction token (webhook routes carry it: [`FakeDiscord::webhooks_for`]).
    pub token: String,
    shared: Arc<Shared>,
}

impl Waiting {
    /// The bot's callback; panics (failing the test) when none arrives within [`TIMEOUT`],
    /// or when the stand-in refused it by one of Discord's rules (later than 3 s after
    /// dispatch, over a limit).
    pub async fn answer(self) -> Recorded {
        let what = self.what.clone();
        match self.outcome().await {
            Ok(recorded) => recorded,
            Err(refused) => panic!("the callback for {what} was refused: {refused}"),
        }
    }

    /// The bot's callback, or why the stand-in refused it (`Err`); panics (failing the
    /// test) when neither happens within [`TIMEOUT`].
    pub async fn outcome(self) -> Result<Recorded, String> {
        let patience = self.shared.patience();
        match tokio::time::timeout(patience, self.rx).await {
            Ok(Ok(outcome)) => outcome,
            _ => {
                let requests = self.shared.lock().requests.len();
                panic!(
                    "no callback for {} within {patience:?} ({requests} requests so far)",
                    self.what
                )
            }
        }
    }
}

fn option_definition<'a>(command: &'a Value, option: &str) -> &'a Value {
    command["options"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|o| o["name"] == option)
        .unwrap_or_else(|| panic!("/{} has no option {option}", command["name"]))
}

fn option_type(command: &Value, option: &str) -> u64 {
    option_definition(command, option)["type"]
        .as_u64()
        .unwrap_or(3)
}
