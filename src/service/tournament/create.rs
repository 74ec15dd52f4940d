//! `/tournament create`: the settings a director chooses, their defaults and refusals.

use crate::service::game::setup::Setup;
use crate::service::game::timeouts::{MAX_MOVE_LIMIT_SECS, MIN_MOVE_LIMIT_SECS};
use crate::service::text::message::Message;
use crate::service::tournament::store;
use crate::service::{refuse, GameService, ServiceError};
use towers_pairing::{berger, Tiebreak};
use towers_rules::quote::clip;
use towers_rules::{RuleOptions, Variant};
use towers_store::tournament::{
    CalendarEvent, EventStatus, Format, GamePace, PointDisplay, State, TournamentRecord, Unfinished,
};
use towers_store::Player;

/// A round's length when the director names none: 7 days, in seconds.
pub const DEFAULT_ROUND_SECS: u64 = 7 * 24 * 60 * 60;
/// The shortest round: one hour.
pub const MIN_ROUND_SECS: u64 = 60 * 60;
/// The longest round: 30 days.
pub const MAX_ROUND_SECS: u64 = 30 * 24 * 60 * 60;
/// The time per move when the director names no pace: one day.
pub const DEFAULT_MOVE_SECS: u64 = 24 * 60 * 60;
/// Swiss rounds when none are named.
pub const DEFAULT_ROUNDS: u32 = 5;
/// The most Swiss rounds.
pub const MAX_ROUNDS: u32 = 15;
/// The most players a tournament may take (the pairing is measured up to 200).
pub const MAX_ENTRY_LIMIT: u32 = 200;
/// The entry limit when none is named.
pub const DEFAULT_ENTRY_LIMIT: u32 = 64;
/// How long after its creation a tournament may start at the latest: 60 days.
pub const MAX_START_DELAY_SECS: u64 = 60 * 24 * 60 * 60;
/// How long before its start a tournament opens when no start time is named: one day.
pub const DEFAULT_START_DELAY_SECS: u64 = 24 * 60 * 60;
/// The most tournaments not yet finished in one server (or on the console), so that one
/// server's director cannot make the sweep's work grow without bound.
pub const MAX_OPEN_PER_SERVER: usize = 5;
/// The longest tournament name, in characters.
pub const MAX_NAME_CHARS: usize = 60;

/// What the director asks for; `None` takes the default.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentSpec {
    pub name: Option<String>,
    pub guild: Option<u64>,
    pub channel: u64,
    /// The tournament's own thread, when the front end made one.
    pub thread: Option<u64>,
    pub variant: Variant,
    pub options: RuleOptions,
    pub format: Format,
    /// Swiss rounds (a round robin plays every pairing once: the number follows from the
    /// players at the start).
    pub rounds: Option<u32>,
    pub pace: Option<GamePace>,
    pub round_secs: Option<u64>,
    /// Unix seconds.
    pub starts_at: Option<u64>,
    pub rated: bool,
    /// Comma-separated tiebreak names (`solkoff-cut1,solkoff,sb,wins,direct`).
    pub tiebreaks: Option<String>,
    pub entry_limit: Option<u32>,
    pub points: PointDisplay,
    pub unfinished: Unfinished,
    /// Each pairing plays two games, colours swapped, from a balloted opening where the
    /// variant has ballots (off by default).
    pub micro_match: bool,
}

impl TournamentSpec {
    /// A Swiss of `variant` in `channel` with every default.
    pub fn new(channel: u64, variant: Variant) -> TournamentSpec {
        TournamentSpec {
            name: None,
            guild: None,
            channel,
            thread: None,
            variant,
            options: RuleOptions::default(),
            format: Format::Swiss,
            rounds: None,
            pace: None,
            round_secs: None,
            starts_at: None,
            rated: true,
            tiebreaks: None,
            entry_limit: None,
            points: PointDisplay::TwoOneZero,
            unfinished: Unfinished::Adjudicate,
            micro_match: false,
        }
    }
}

/// The tiebreaks when none are named: the draughts order.
pub fn default_tiebreaks() -> Vec<String> {
    Tiebreak::ALL.iter().map(|t| t.name().to_string()).collect()
}

/// The spec checked and completed with the defaults: the record to store. Refusals name
/// the allowed range.
fn checked(
    spec: &TournamentSpec,
    id: u64,
    director: &Player,
    now: u64,
) -> Result<TournamentRecord, ServiceError> {
    let mut setup = Setup::new(spec.variant);
    setup.options = spec.options;
    setup.check()?;
    let options = spec.options.normalized(spec.variant);
    let (rounds, limit_max) = match spec.format {
        Format::Swiss => {
            let rounds = spec.rounds.unwrap_or(DEFAULT_ROUNDS);
            if !(1..=MAX_ROUNDS).contains(&rounds) {
                return refuse(
                    Message::new("refuse-tournament-rounds").count("max", u64::from(MAX_ROUNDS)),
                );
            }
            (rounds, MAX_ENTRY_LIMIT)
        }
        // Known at the start, from the number of players.
        Format::RoundRobin => (0, berger::MAX_PLAYERS as u32),
    };
    let entry_limit = spec
        .entry_limit
        .unwrap_or(DEFAULT_ENTRY_LIMIT.min(limit_max));
    if !(2..=limit_max).contains(&entry_limit) {
        return refuse(
            Message::new("refuse-tournament-entry-limit").count("max", u64::from(limit_max)),
        );
    }
    let pace = spec.pace.unwrap_or(GamePace::PerMove(DEFAULT_MOVE_SECS));
    if let GamePace::PerMove(secs) = pace {
        if !(MIN_MOVE_LIMIT_SECS..=MAX_MOVE_LIMIT_SECS).contains(&secs) {
            return refuse(
                Message::new("refuse-time-range")
                    .duration("min", MIN_MOVE_LIMIT_SECS)
                    .duration("max", MAX_MOVE_LIMIT_SECS),
            );
        }
    }
    let round_secs = spec.round_secs.unwrap_or(DEFAULT_ROUND_SECS);
    if !(MIN_ROUND_SECS..=MAX_ROUND_SECS).contains(&round_secs) {
        return refuse(
            Message::new("refuse-tournament-round-length")
                .duration("min", MIN_ROUND_SECS)
                .duration("max", MAX_ROUND_SECS),
        );
    }
    let starts_at = spec.starts_at.unwrap_or(now + DEFAULT_START_DELAY_SECS);
    if starts_at < now || starts_at > now + MAX_START_DELAY_SECS {
        return refuse(
            Message::new("refuse-tournament-start").duration("max", MAX_START_DELAY_SECS),
        );
    }
    let tiebreaks = match &spec.tiebreaks {
        None => default_tiebreaks(),
        Some(text) => match Tiebreak::parse_list(text) {
            Ok(list) if !list.is_empty() => list.iter().map(|t| t.name().to_string()).collect(),
            _ => {
                return refuse(
                    Message::new("refuse-tournament-tiebreaks")
                        .text("text", clip(text))
                        .text("names", default_tiebreaks().join(", ")),
                )
            }
        },
    };
    let name = match spec.name.as_deref().map(str::trim) {
        Some(n) if n.chars().count() > MAX_NAME_CHARS || n.chars().any(char::is_control) => {
            return refuse(
                Message::new("refuse-tournament-name").count("max", MAX_NAME_CHARS as u64),
            )
        }
        Some(n) if !n.is_empty() => n.to_string(),
        _ => format!("{} #{id}", spec.variant.name()),
    };
    Ok(TournamentRecord {
        id,
        name,
        guild: spec.guild,
        channel: spec.channel,
        thread: spec.thread,
        director: director.clone(),
        variant: spec.variant,
        options,
        format: spec.format,
        rounds,
        pace,
        round_secs,
        starts_at,
        rated: spec.rated,
        tiebreaks,
        entry_limit,
        points: spec.points,
        unfinished: spec.unfinished,
        state: State::Enrolling,
        players: Vec::new(),
        forbidden: Vec::new(),
        round_list: Vec::new(),
        created_at: now,
        event: None,
        micro_match: spec.micro_match,
    })
}

impl GameService {
    /// `director` creates a tournament as `spec` asks (defaults filled in): enrolling until
    /// its start. Refused when a setting is out of range, or when the server already has
    /// [`MAX_OPEN_PER_SERVER`] tournaments not finished. Returns the stored record.
    pub fn create_tournament(
        &self,
        spec: &TournamentSpec,
        director: &Player,
        now: u64,
    ) -> Result<TournamentRecord, ServiceError> {
        let open = store::open(self.store.as_ref())?
            .into_iter()
            .filter(|t| t.guild == spec.guild)
            .count();
        if open >= MAX_OPEN_PER_SERVER {
            return refuse(
                Message::new("refuse-tournament-too-many").count("max", MAX_OPEN_PER_SERVER as u64),
            );
        }
        let id = self.store.next_game_id()?;
        let record = checked(spec, id, director, now)?;
        store::insert(self.store.as_ref(), &record)?;
        Ok(record)
    }

    /// Records the tournament's own thread, made by the front end after the creation.
    /// Refused to anyone but the director.
    pub fn set_tournament_thread(
        &self,
        id: u64,
        director: &Player,
        thread: u64,
    ) -> Result<(), ServiceError> {
        store::change(self.store.as_ref(), id, &|mut t| {
            crate::service::tournament::entry::directs(&t, director)?;
            t.thread = Some(thread);
            Ok((t, ()))
        })
    }

    /// Records the tournament's calendar entry (a Guild Scheduled Event the front end made),
    /// to be started and completed with it ([`GameService::calendar_due`]).
    pub fn set_tournament_event(
        &self,
        id: u64,
        director: &Player,
        event: u64,
    ) -> Result<(), ServiceError> {
        store::change(self.store.as_ref(), id, &|mut t| {
            crate::service::tournament::entry::directs(&t, director)?;
            t.event = Some(CalendarEvent {
                id: event,
                status: EventStatus::Scheduled,
            });
            Ok((t, ()))
        })
    }

    /// Tournament `id` as stored. Refused when there is none.
    pub fn tournament(&self, id: u64) -> Result<TournamentRecord, ServiceError> {
        store::load(self.store.as_ref(), id)
    }
}
