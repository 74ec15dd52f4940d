//! The sweep moves each tournament's Guild Scheduled Event along with it
//! (`PATCH /guilds/{guild}/scheduled-events/{event}`): active when its first round is
//! paired, completed at its end, canceled when it never started. An event Discord refuses
//! to change (deleted by someone, no permission any more) is given up; a failure that may
//! pass (5xx, rate limit) is tried again at the next sweep.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::Data;
use crate::service::api::{CalendarDue, EventStatus};

/// Moves the due calendar entries along.
pub async fn update(http: &Arc<serenity::Http>, games: &Data) {
    let service = games.clone();
    let due = match tokio::task::spawn_blocking(move || service.calendar_due()).await {
        Ok(Ok(due)) => due,
        Ok(Err(e)) => {
            tracing::warn!(error = %e, "cannot list tournament calendar entries");
            return;
        }
        Err(e) => {
            tracing::warn!(error = %e, "tournament calendar task failed");
            return;
        }
    };
    for d in due {
        if !edit(http, &d).await {
            continue;
        }
        let service = games.clone();
        let done = tokio::task::spawn_blocking(move || service.calendar_done(d.tournament, d.to));
        if let Ok(Err(e)) = done.await {
            tracing::warn!(tournament = d.tournament, error = %e, "cannot record a calendar entry");
        }
    }
}

/// Sets the event's status; whether the entry is settled (done, or refused for good).
async fn edit(http: &Arc<serenity::Http>, d: &CalendarDue) -> bool {
    let (Some(guild), Some(event)) = (
        d.guild.and_then(std::num::NonZeroU64::new),
        std::num::NonZeroU64::new(d.event),
    ) else {
        return true;
    };
    let status = match d.to {
        EventStatus::Scheduled => serenity::ScheduledEventStatus::Scheduled,
        EventStatus::Active => serenity::ScheduledEventStatus::Active,
        EventStatus::Completed => serenity::ScheduledEventStatus::Completed,
        EventStatus::Canceled => serenity::ScheduledEventStatus::Canceled,
    };
    let edited = serenity::GuildId::from(guild)
        .edit_scheduled_event(
            http,
            serenity::ScheduledEventId::from(event),
            serenity::EditScheduledEvent::new().status(status),
        )
        .await;
    match edited {
        Ok(_) => true,
        Err(e) => {
            let lasting = super::retry::is_transient(&e);
            tracing::info!(tournament = d.tournament, error = %e, "cannot move a tournament's scheduled event along");
            !lasting
        }
    }
}
