//! Interactions dispatched without waiting for the answer: for tests that stop the bot
//! (SIGKILL, SIGTERM) while a command is in flight, then look at what was answered.

use super::recorded::Recorded;
use super::state::Pending;
use super::{option_type, payloads, FakeDiscord, FakeUser};

/// A command interaction sent to the bot; its answers are looked up with
/// [`FakeDiscord::answers`].
#[derive(Clone, Debug)]
pub struct Dispatched {
    /// The interaction id (callbacks carry it).
    pub id: u64,
    /// The interaction token (follow-ups and edits carry it in their route).
    pub token: String,
}

/// What the bot answered to one interaction so far.
#[derive(Clone, Debug, Default)]
pub struct Answers {
    /// The interaction callback, if it arrived.
    pub callback: Option<Recorded>,
    /// Follow-up messages and edits of the original response, in arrival order.
    pub webhooks: Vec<Recorded>,
}

impl Answers {
    /// The message that answers the command: the callback when it is a message (type 4),
    /// else the last follow-up or edit after a deferral (type 5).
    pub fn message(&self) -> Option<&Recorded> {
        match &self.callback {
            Some(c) if c.kind == 4 => Some(c),
            Some(c) if c.kind == 5 => self.webhooks.last(),
            _ => None,
        }
    }
}

impl FakeDiscord {
    /// `user` runs `/name` with `options` in `channel` (typed as [`FakeDiscord::slash_in`]
    /// types them); returns once the interaction is sent, without waiting for the bot.
    ///
    /// Errors: no gateway session is connected (the bot is not running).
    pub fn dispatch_slash(
        &self,
        channel: u64,
        user: &FakeUser,
        name: &str,
        options: &[(&str, &str)],
    ) -> Result<Dispatched, String> {
        let data = self.command_data(name, options);
        let envelope = payloads::InteractionEnvelope {
            id: self.shared.next_interaction_id(),
            application_id: self.shared.application_id,
            token: format!("token-{}", self.shared.next_id()),
            guild_id: self.shared.guild_id,
            channel_id: channel,
            user: user.clone(),
        };
        self.shared.lock().interactions.insert(
            envelope.token.clone(),
            Pending::new(envelope.id, channel, None, self.shared.now()),
        );
        self.shared.dispatch(
            "INTERACTION_CREATE",
            payloads::command_interaction(&envelope, data),
        )?;
        Ok(Dispatched {
            id: envelope.id,
            token: envelope.token,
        })
    }

    /// The callback and webhook messages received so far for `sent`.
    pub fn answers(&self, sent: &Dispatched) -> Answers {
        let inner = self.shared.lock();
        Answers {
            callback: inner
                .callbacks
                .iter()
                .find(|c| c.interaction_id == sent.id)
                .cloned(),
            webhooks: inner
                .webhooks
                .iter()
                .filter(|w| w.route.contains(&format!("/{}", sent.token)))
                .cloned()
                .collect(),
        }
    }
}
