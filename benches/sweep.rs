//! The sweep's cost (reminders, claim offers and challenge expiry over every active game)
//! against a bare scan of the same store: 1,000 games with nothing due, then all of them due a
//! reminder (each rebuilt and updated once).
//!
//! `cargo bench --bench sweep` (a memory store: the figure is the service's own work).

use std::time::{Duration, Instant};

use towers::service::GameService;
use towers_rules::Variant;
use towers_store::{Change, ChannelRecord, Player, StoreExt, DEFAULT_MOVE_LIMIT_SECS};

const T0: u64 = 1_800_000_000;
const HOUR: u64 = 3_600;
const GAMES: u64 = 1_000;

fn player(id: u64, name: &str) -> Player {
    Player {
        id,
        name: name.to_string(),
    }
}

fn time(f: &dyn Fn()) -> Duration {
    let start = Instant::now();
    f();
    start.elapsed()
}

fn main() {
    let (alice, bob) = (player(11, "alice"), player(22, "bob"));
    let s = GameService::new(std::sync::Arc::new(towers_store::MemoryStore::default()));
    s.challenge(1, &alice, &bob, Variant::Bashni, T0).unwrap();
    s.accept(1, &bob, T0, None).unwrap();
    s.play(1, &alice, "c3-d4", T0).unwrap();
    let Some(ChannelRecord::Game(one)) = s.store().load(1).unwrap() else {
        panic!("no game")
    };
    // The same game in every channel, stored directly (no board pictures to draw).
    for c in 2..=GAMES {
        let record = towers_store::GameRecord {
            channel: c,
            ..one.clone()
        };
        s.store()
            .update::<_, ()>(c, &|_| {
                Ok((Change::Put(ChannelRecord::Game(record.clone())), ()))
            })
            .unwrap()
            .unwrap();
    }
    let _warm = s.store().active_records().unwrap();
    let scan = time(&|| {
        assert_eq!(s.store().active_records().unwrap().len(), GAMES as usize);
    });
    let quiet = time(&|| assert_eq!(s.sweep(T0 + 60).unwrap(), []));
    let due = time(&|| {
        let n = s.sweep(T0 + DEFAULT_MOVE_LIMIT_SECS - HOUR).unwrap();
        assert_eq!(n.len(), GAMES as usize);
    });
    println!(
        "{GAMES} games: scan {scan:?}; sweep with nothing due {quiet:?} ({:.2}x the scan); all due a reminder {due:?} ({:.1}x)",
        quiet.as_secs_f64() / scan.as_secs_f64(),
        due.as_secs_f64() / scan.as_secs_f64()
    );
}
