//! Commands typed inside a thread: Discord sends the interaction's `channel` as the thread
//! (type 11, public thread, with its `parent_id`), so the bot can tell a thread from a channel.

use serde_json::json;

use super::{payloads, FakeDiscord, FakeUser, Recorded};

impl FakeDiscord {
    /// `user` runs `/name options` inside `thread`, a public thread of `parent` (e.g. one the
    /// bot created, [`FakeDiscord::threads`]); returns the answer that carries the message: the
    /// callback, or after a deferral the follow-up ([`FakeDiscord::final_answer`]).
    pub async fn slash_in_thread(
        &self,
        thread: u64,
        parent: u64,
        user: &FakeUser,
        name: &str,
        options: &[(&str, &str)],
    ) -> Recorded {
        let data = self.command_data(name, options);
        let what = format!("/{name} by {} in thread {thread}", user.name);
        let guild = self.shared.guild_id;
        let waiting = self.start_interaction_in(guild, thread, user, &what, |env| {
            let mut payload = payloads::command_interaction(env, data);
            payload["channel"] = json!({
                "id": thread.to_string(),
                "type": 11,
                "name": format!("thread-{thread}"),
                "parent_id": parent.to_string(),
                "thread_metadata": {
                    "archived": false,
                    "auto_archive_duration": 10080,
                    "archive_timestamp": payloads::TIMESTAMP,
                    "locked": false,
                },
            });
            payload
        });
        let token = waiting.token.clone();
        let first = waiting.answer().await;
        self.final_answer(&first, &token).await
    }
}
