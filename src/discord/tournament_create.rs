//! `/tournament create`: the tournament is stored first (so a refused setting leaves
//! nothing behind), then gets a public thread of its own in the channel, where its
//! announcement is posted with Join and Leave buttons; then a Guild Scheduled Event (the
//! server's calendar entry, `POST /guilds/{guild}/scheduled-events`, an external event from
//! the start to the expected end) when the bot may make one, which the sweep then starts and
//! completes with the tournament (`tournament_calendar.rs`); without the Manage Events
//! permission the command says so and goes on.

use poise::serenity_prelude as serenity;

use super::challenge::VariantChoice;
use super::error::CommandError;
use super::reply::{author, public_lang};
use super::tournament_calls::{announce_in_thread, blocking, say};
use super::Context;
use crate::service::api::{
    escape, parse_move_limit, parse_time_control, tournament_texts, Action, Button, Format,
    GamePace, Message, PointDisplay, Reply, TournamentRecord, TournamentSpec, Unfinished,
};

/// Discord's limit on a thread or event name, in characters.
const MAX_NAME_CHARS: usize = 100;

/// Swiss or round robin.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum FormatOption {
    #[name = "Swiss"]
    Swiss,
    #[name = "round robin"]
    RoundRobin,
}

/// What a game still in progress at the deadline becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum UnfinishedOption {
    #[name = "adjudicated"]
    Adjudicate,
    #[name = "draw"]
    Draw,
}

/// Open a tournament in this channel.
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)]
pub async fn create(
    ctx: Context<'_>,
    variant: VariantChoice,
    format: Option<FormatOption>,
    #[min = 1] rounds: Option<u32>,
    time: Option<String>,
    clock: Option<String>,
    #[min = 1] round_days: Option<u32>,
    start_hours: Option<u32>,
    rated: Option<bool>,
    tiebreaks: Option<String>,
    #[min = 2] entry_limit: Option<u32>,
    half_points: Option<bool>,
    at_deadline: Option<UnfinishedOption>,
    micro_match: Option<bool>,
    name: Option<String>,
) -> Result<(), CommandError> {
    let me = author(ctx);
    let guild = ctx.guild_id().map(|g| g.get());
    let channel = ctx.channel_id().get();
    ctx.defer().await?;
    let record = blocking(ctx, move |g, now| {
        let pace = match (&clock, &time) {
            (Some(c), _) => Some(GamePace::Clock(parse_time_control(c)?)),
            (None, Some(t)) => Some(GamePace::PerMove(parse_move_limit(t)?)),
            (None, None) => None,
        };
        let mut spec = TournamentSpec::new(channel, variant.0);
        spec.guild = guild;
        spec.name = name;
        spec.format = match format {
            Some(FormatOption::RoundRobin) => Format::RoundRobin,
            _ => Format::Swiss,
        };
        spec.rounds = rounds;
        spec.pace = pace;
        spec.round_secs = round_days.map(|d| u64::from(d) * 24 * 60 * 60);
        spec.starts_at = start_hours.map(|h| now + u64::from(h) * 60 * 60);
        spec.rated = rated.unwrap_or(true);
        spec.tiebreaks = tiebreaks;
        spec.entry_limit = entry_limit;
        if half_points == Some(true) {
            spec.points = PointDisplay::OneHalfZero;
        }
        if at_deadline == Some(UnfinishedOption::Draw) {
            spec.unfinished = Unfinished::Draw;
        }
        spec.micro_match = micro_match == Some(true);
        g.create_tournament(&spec, &me, now)
    })
    .await?;
    let lang = public_lang(ctx).await;
    let title: String = record.name.chars().take(MAX_NAME_CHARS).collect();
    let announcement = Reply {
        message: tournament_texts::announcement(&record),
        buttons: vec![
            Button::new(Action::JoinTournament, record.id, 0),
            Button::new(Action::LeaveTournament, record.id, 0),
        ],
        ..Reply::default()
    };
    let (id, director) = (record.id, author(ctx));
    let home = announce_in_thread(
        ctx,
        title.clone(),
        serenity::AutoArchiveDuration::OneWeek,
        announcement,
        lang,
        move |g, thread| g.set_tournament_thread(id, &director, thread),
    )
    .await?;
    let calendar = scheduled_event(ctx, &record, &title).await;
    say(
        ctx,
        Message::new("tournament-opened")
            .text("name", escape(&record.name))
            .text("thread", format!("<#{}>", home.get()))
            .then(calendar),
    )
    .await
}

/// Makes the tournament's Guild Scheduled Event; what to say about it (nothing when made).
async fn scheduled_event(ctx: Context<'_>, t: &TournamentRecord, title: &str) -> Message {
    let Some(guild) = ctx.guild_id() else {
        return Message::default();
    };
    let end = t.starts_at + t.round_secs * u64::from(t.rounds.max(1)) + 60 * 60;
    let (Ok(start), Ok(end)) = (
        serenity::Timestamp::from_unix_timestamp(t.starts_at as i64),
        serenity::Timestamp::from_unix_timestamp(end as i64),
    ) else {
        return Message::new("tournament-no-event");
    };
    let location = Message::new("tournament-event-location")
        .render(public_lang(ctx).await)
        .chars()
        .take(MAX_NAME_CHARS)
        .collect::<String>();
    let event =
        serenity::CreateScheduledEvent::new(serenity::ScheduledEventType::External, title, start)
            .end_time(end)
            .location(location);
    match guild.create_scheduled_event(ctx, event).await {
        Ok(made) => {
            let (id, director, event) = (t.id, author(ctx), made.id.get());
            // Without the record the entry is merely not moved along; the answer stands.
            if let Err(e) = blocking(ctx, move |g, _| {
                g.set_tournament_event(id, &director, event)
            })
            .await
            {
                tracing::warn!(error = %e, "cannot record the tournament's scheduled event");
            }
            Message::default()
        }
        Err(e) => {
            tracing::info!(error = %e, "cannot create the tournament's scheduled event");
            Message::new("tournament-no-event")
        }
    }
}
