//! Tournaments for the Activity's Tournaments tab tests: made through the service on the
//! bot's store before the bot starts ([`Prepared`]: a started one has its first round paired,
//! and the bot's first sweep gives its boards their threads and games), and `/tournament`
//! commands through the stand-in Discord once it runs ([`command`]).

use std::path::Path;
use std::sync::Arc;

use towers::service::api::{ArenaSpec, Player, TournamentSpec};
use towers::service::GameService;
use towers_rules::Variant;
use towers_store::SledStore;

use super::fake_discord::{FakeDiscord, FakeUser};

/// `user` as Discord names them to the bot (their global name, capitalised by the stand-in).
fn player(user: &FakeUser) -> Player {
    let mut name = user.name.clone();
    if let Some(first) = name.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    Player { id: user.id, name }
}

fn unix_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// The service over the bot's store at `data`, before the bot opens it.
pub struct Prepared {
    service: GameService,
}

impl Prepared {
    pub fn open(data: &Path) -> Prepared {
        let store = SledStore::open(data).expect("open the store");
        Prepared {
            service: GameService::new(Arc::new(store)),
        }
    }

    /// `director` opens a Bashni Swiss of `rounds` rounds named `name` in `channel` of
    /// `fake`'s server, which `players` join. Its number.
    pub fn tournament(
        &self,
        fake: &FakeDiscord,
        channel: u64,
        director: &FakeUser,
        name: &str,
        rounds: u32,
        players: &[&FakeUser],
    ) -> u64 {
        let now = unix_now();
        let mut spec = TournamentSpec::new(channel, Variant::Bashni);
        spec.name = Some(name.to_string());
        spec.guild = Some(fake.guild_id());
        spec.rounds = Some(rounds);
        let t = self
            .service
            .create_tournament(&spec, &player(director), now)
            .expect("the tournament made");
        for p in players {
            self.service
                .join_tournament(t.id, &player(p), now)
                .expect("joined");
        }
        t.id
    }

    /// `director` opens a Bashni arena in `channel` of `fake`'s server (named `bashni #<id>`,
    /// starting now when `start_now`, else in 5 minutes), which `players` join. Its number.
    pub fn arena(
        &self,
        fake: &FakeDiscord,
        channel: u64,
        director: &FakeUser,
        players: &[&FakeUser],
        start_now: bool,
    ) -> u64 {
        let now = unix_now();
        let mut spec = ArenaSpec::new(channel, Variant::Bashni);
        spec.guild = Some(fake.guild_id());
        spec.starts_at = start_now.then_some(now);
        let a = self
            .service
            .create_arena(&spec, &player(director), now)
            .expect("the arena made");
        for p in players {
            self.service
                .join_arena(a.id, &player(p), now)
                .expect("joined");
        }
        a.id
    }

    /// `director` starts tournament `id` now: round 1 is paired.
    pub fn start(&self, id: u64, director: &FakeUser) {
        self.service
            .start_tournament(id, &player(director), unix_now())
            .expect("started");
    }
}

/// The Tournaments tab tests' scene, made before the bot starts: the Spring Cup (2 rounds)
/// started by `director` with `players` (round 1 paired: the first two play, the third has
/// the bye), the Autumn Open (3 rounds) taking entries with the second player entered, and
/// an arena with `arena_players` ready, started at the bot's first sweep when `running`.
/// Their ids: Spring Cup, Autumn Open, arena.
pub fn three_events(
    fake: &FakeDiscord,
    data: &Path,
    channel: u64,
    director: &FakeUser,
    players: [&FakeUser; 3],
    arena_players: &[&FakeUser],
    running: bool,
) -> (u64, u64, u64) {
    let prepared = Prepared::open(data);
    let spring = prepared.tournament(fake, channel, director, "Spring Cup", 2, &players);
    prepared.start(spring, director);
    let autumn = prepared.tournament(fake, channel, director, "Autumn Open", 3, &[players[1]]);
    let arena = prepared.arena(fake, channel, director, arena_players, running);
    (spring, autumn, arena)
}

/// `user` runs `/tournament <sub> id` (and `more` options) in `channel`: the answer's text.
pub async fn command(
    fake: &FakeDiscord,
    channel: u64,
    user: &FakeUser,
    sub: &str,
    id: u64,
    more: &[(&str, &str)],
) -> String {
    let id = id.to_string();
    let mut options = vec![("id", id.as_str())];
    options.extend_from_slice(more);
    let name = format!("tournament {sub}");
    fake.slash_in(channel, user, &name, &options)
        .await
        .content()
        .to_string()
}
