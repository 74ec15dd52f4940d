//! `/arena create`: the settings a director chooses, their defaults, ranges and refusals.

use crate::service::arena::store;
use crate::service::game::setup::Setup;
use crate::service::game::time_control::{presets_text, PRESETS};
use crate::service::text::message::Message;
use crate::service::{refuse, GameService, ServiceError};
use towers_rules::{RuleOptions, Variant};
use towers_store::arena::{ArenaRecord, ArenaState};
use towers_store::{Player, TimeControl};

/// The arena's length when the director names none, in minutes.
pub const DEFAULT_MINUTES: u64 = 60;
/// The shortest arena, in minutes.
pub const MIN_MINUTES: u64 = 5;
/// The longest arena: 6 hours.
pub const MAX_MINUTES: u64 = 360;
/// The clock when the director names none: 3 minutes and 2 seconds a move.
pub const DEFAULT_CONTROL: (u64, u64) = (3, 2);
/// How long after its creation an arena starts when no start time is named: 5 minutes.
pub const DEFAULT_START_DELAY_SECS: u64 = 5 * 60;
/// How long after its creation an arena may start at the latest: 7 days.
pub const MAX_START_DELAY_SECS: u64 = 7 * 24 * 60 * 60;
/// The most arenas not yet finished in one server (or on the console): bounded sweep work.
pub const MAX_OPEN_PER_SERVER: usize = 3;
/// The most players an arena takes.
pub const MAX_PLAYERS: usize = 200;

/// What the director asks for; `None` takes the default.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaSpec {
    pub guild: Option<u64>,
    pub channel: u64,
    /// The arena's own thread, when the front end made one.
    pub thread: Option<u64>,
    pub variant: Variant,
    pub options: RuleOptions,
    /// One of the `/challenge clock:` presets.
    pub control: Option<TimeControl>,
    pub minutes: Option<u64>,
    /// Unix seconds.
    pub starts_at: Option<u64>,
    pub rated: bool,
}

impl ArenaSpec {
    /// A rated arena of `variant` in `channel` with every default.
    pub fn new(channel: u64, variant: Variant) -> ArenaSpec {
        ArenaSpec {
            guild: None,
            channel,
            thread: None,
            variant,
            options: RuleOptions::default(),
            control: None,
            minutes: None,
            starts_at: None,
            rated: true,
        }
    }
}

fn preset(minutes: u64, increment: u64) -> TimeControl {
    TimeControl {
        base_ms: minutes * 60_000,
        increment_ms: increment * 1000,
    }
}

/// The spec checked and completed with the defaults: the record to store.
fn checked(
    spec: &ArenaSpec,
    id: u64,
    director: &Player,
    now: u64,
) -> Result<ArenaRecord, ServiceError> {
    let mut setup = Setup::new(spec.variant);
    setup.options = spec.options;
    setup.check()?;
    let control = spec
        .control
        .unwrap_or(preset(DEFAULT_CONTROL.0, DEFAULT_CONTROL.1));
    if !PRESETS.iter().any(|&(m, s)| preset(m, s) == control) {
        return refuse(Message::new("refuse-arena-clock").text("presets", presets_text()));
    }
    let minutes = spec.minutes.unwrap_or(DEFAULT_MINUTES);
    if !(MIN_MINUTES..=MAX_MINUTES).contains(&minutes) {
        return refuse(
            Message::new("refuse-arena-minutes")
                .count("min", MIN_MINUTES)
                .count("max", MAX_MINUTES),
        );
    }
    let starts_at = spec.starts_at.unwrap_or(now + DEFAULT_START_DELAY_SECS);
    if starts_at < now || starts_at > now + MAX_START_DELAY_SECS {
        return refuse(Message::new("refuse-arena-start").duration("max", MAX_START_DELAY_SECS));
    }
    Ok(ArenaRecord {
        id,
        name: format!("{} #{id}", spec.variant.name()),
        guild: spec.guild,
        channel: spec.channel,
        thread: spec.thread,
        director: director.clone(),
        variant: spec.variant,
        options: spec.options.normalized(spec.variant),
        control,
        starts_at,
        ends_at: starts_at + minutes * 60,
        rated: spec.rated,
        state: ArenaState::Waiting,
        players: Vec::new(),
        games: Vec::new(),
        created_at: now,
    })
}

impl GameService {
    /// `director` creates an arena as `spec` asks (defaults filled in): waiting for its
    /// start. Refused when a setting is out of range, or when the server already has
    /// [`MAX_OPEN_PER_SERVER`] arenas not finished. Returns the stored record.
    pub fn create_arena(
        &self,
        spec: &ArenaSpec,
        director: &Player,
        now: u64,
    ) -> Result<ArenaRecord, ServiceError> {
        let open = store::open(self.store.as_ref())?
            .into_iter()
            .filter(|a| a.guild == spec.guild)
            .count();
        if open >= MAX_OPEN_PER_SERVER {
            return refuse(
                Message::new("refuse-arena-too-many").count("max", MAX_OPEN_PER_SERVER as u64),
            );
        }
        let id = self.store.next_game_id()?;
        let record = checked(spec, id, director, now)?;
        store::insert(self.store.as_ref(), &record)?;
        Ok(record)
    }

    /// Records the arena's own thread, made by the front end after the creation. Refused to
    /// anyone but the director.
    pub fn set_arena_thread(
        &self,
        id: u64,
        director: &Player,
        thread: u64,
    ) -> Result<(), ServiceError> {
        store::change(self.store.as_ref(), id, &|mut a| {
            if a.director.id != director.id {
                return refuse(Message::new("refuse-arena-not-director"));
            }
            a.thread = Some(thread);
            Ok((a, ()))
        })
    }

    /// Arena `id` as stored. Refused when there is none.
    pub fn arena(&self, id: u64) -> Result<ArenaRecord, ServiceError> {
        store::load(self.store.as_ref(), id)
    }

    /// The open arena of `channel` (where it was created or its thread), the newest first.
    /// Errors: `Store`.
    pub fn arena_in(&self, channel: u64) -> Result<Option<ArenaRecord>, ServiceError> {
        Ok(store::open(self.store.as_ref())?
            .into_iter()
            .rev()
            .find(|a| a.channel == channel || a.thread == Some(channel)))
    }
}
