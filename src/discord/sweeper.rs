//! The timer sweep: a tokio task that runs [`crate::service::api::GameService::sweep`] every
//! [`crate::service::api::GameService::sweep_interval`] and posts its notices (challenge expired, a reminder to the
//! player to move, "time is up" with a Claim win button) as channel messages.
//!
//! The timers live in the store, not here: the task only asks the service what is due, so
//! after a restart the first sweep picks up where the last process stopped, and a notice
//! the store records as posted is not posted again. A notice whose message fails to post is
//! logged and not retried (it is already recorded as posted).

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::compose::channel_message;
use super::reply::{server_lang, unix_now};
use super::Data;
use crate::service::api::Notice;

/// The shortest interval between two sweeps, whatever the service asks for.
const MIN_INTERVAL: std::time::Duration = std::time::Duration::from_millis(10);

/// How often the task looks again at the next flag of a game with clocks (a move changes it).
const FLAG_LOOK: std::time::Duration = std::time::Duration::from_secs(1);

/// Waits for the next sweep: the interval's tick, or the next flag of a game with clocks
/// (looked at again every [`FLAG_LOOK`], since moves move it). `false` when it woke for a
/// flag that has not fallen yet (nothing to sweep).
async fn next_wake(games: &Data, ticks: &mut tokio::time::Interval) -> bool {
    let Some(flag) = games.next_flag_ms() else {
        ticks.tick().await;
        return true;
    };
    let until = std::time::Duration::from_millis(flag.saturating_sub(games.clock_now_ms()));
    tokio::select! {
        _ = ticks.tick() => true,
        _ = tokio::time::sleep(until.min(FLAG_LOOK).max(MIN_INTERVAL)) => {
            games.next_flag_ms().is_some_and(|at| at <= games.clock_now_ms())
        }
    }
}

/// The running sweep; dropping it stops the task.
pub struct Sweeper(tokio::task::JoinHandle<()>);

impl Drop for Sweeper {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Starts the sweep over `games`, posting through `http`. The first pass runs at once.
pub fn spawn(http: Arc<serenity::Http>, games: Data) -> Sweeper {
    Sweeper(tokio::spawn(run(http, games)))
}

async fn run(http: Arc<serenity::Http>, games: Data) {
    // `interval` panics on zero; a sweep more often than this would only burn the store.
    let every = games.sweep_interval().max(MIN_INTERVAL);
    let mut ticks = tokio::time::interval(every);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        if !next_wake(&games, &mut ticks).await {
            continue;
        }
        let sweeping = games.clone();
        let swept = tokio::task::spawn_blocking(move || {
            let now = sweeping.now(unix_now());
            sweeping.sweep(now)
        })
        .await;
        let notices = match swept {
            Ok(Ok(notices)) => notices,
            Ok(Err(e)) => {
                tracing::error!(error = %e, "timer sweep failed");
                continue;
            }
            Err(e) => {
                tracing::error!(error = %e, "timer sweep task failed");
                continue;
            }
        };
        for Notice {
            channel,
            guild,
            reply,
        } in notices
        {
            let Some(id) = std::num::NonZeroU64::new(channel) else {
                continue;
            };
            // No interaction: the server's chosen language, else English.
            let lang = server_lang(&games, guild, None).await;
            let posted = serenity::ChannelId::from(id)
                .send_message(&http, channel_message(reply, lang))
                .await;
            if let Err(e) = posted {
                tracing::warn!(channel, error = %e, "cannot post a timer notice");
            }
        }
        // Tournament boards paired by this sweep (or waiting since an earlier one) get their
        // threads and games.
        super::tournament_boards::open_waiting(&http, &games).await;
        super::arena_games::open_waiting(&http, &games).await;
        super::tournament_calendar::update(&http, &games).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::api::locale::Lang;
    use crate::service::api::{Action, Button, Message, Reply};

    #[test]
    fn a_notice_pings_only_its_addressee_and_carries_its_button() {
        let message = channel_message(
            Reply {
                message: Message::new("open-challenge-expired").text("challenger", "Bob"),
                mention: Some(42),
                buttons: vec![Button::new(Action::ClaimWin, 7, 3)],
                ..Reply::default()
            },
            Lang::ENGLISH,
        );
        let json = serde_json::to_value(&message).unwrap();
        assert_eq!(
            json["content"],
            "<@42> Bob's open challenge expired unanswered."
        );
        assert_eq!(json["allowed_mentions"]["users"], serde_json::json!(["42"]));
        assert_eq!(json["allowed_mentions"]["parse"], serde_json::json!([]));
        assert_eq!(
            json["components"][0]["components"][0]["custom_id"],
            "tw1:claim:7:3"
        );
        let quiet = serde_json::to_value(channel_message(
            Reply {
                message: Message::new("open-challenge-expired").text("challenger", "@everyone"),
                ..Reply::default()
            },
            Lang::ENGLISH,
        ))
        .unwrap();
        assert_eq!(
            quiet["content"],
            "@everyone's open challenge expired unanswered."
        );
        assert_eq!(quiet["allowed_mentions"]["parse"], serde_json::json!([]));
    }
}
