//! The finished-game index (issue 15, part 1): `/rating`, `/leaderboard`, `/stats` and
//! `/games player:` answer from per-server and per-player summaries written when a game
//! finishes, the same answers as replaying the archive, without decoding the archive on each
//! question; a store from before the index is indexed from its archive once.

use crate::support;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use crate::support::players::T0;
use support::store_fixtures::named as player;
use support::stores::{Hooked, Op, SharedStore};
use towers::service::game::setup::Setup;
use towers::service::server::ratings::{is_rated, ranked, replay};
use towers::service::server::stats::tallies;
use towers::service::GameService;
use towers_rules::Variant;
use towers_store::index::{self, GameSummary};
use towers_store::{GameRecord, Player, SledStore, Store, StoreError, ENTRY_TREE};

const GUILD: u64 = 900_000_000_000_000_001;
const OTHER_GUILD: u64 = 900_000_000_000_000_002;

/// The service over the shared store, counting its archive scans (`all_finished_games`).
fn service(sled: &Arc<SledStore>) -> (GameService, Arc<AtomicUsize>) {
    let scans = Arc::new(AtomicUsize::new(0));
    let counter = scans.clone();
    let store = Hooked::new(
        SharedStore(sled.clone()),
        Box::new(move |op| {
            if op == Op::AllFinishedGames {
                counter.fetch_add(1, Ordering::SeqCst);
            }
            Ok(())
        }) as Box<dyn Fn(Op) -> Result<(), StoreError> + Send + Sync>,
    );
    (GameService::new(Arc::new(store)), scans)
}

fn people() -> Vec<Player> {
    (1..=5).map(|i| player(10 + i, &format!("p{i}"))).collect()
}

/// Plays a varied set of finished games: two servers, a direct-message game, two variants,
/// games of 0 to 4 plies (the short ones unrated), wins of both sides, agreed draws.
fn play_games(s: &GameService) {
    const BASHNI: [&str; 4] = ["c3-b4", "b6-c5", "b4-a5", "a7-b6"];
    const RUSSIAN: [&str; 4] = ["c3-d4", "f6-e5", "d4-f6", "g7-e5"];
    let people = people();
    let mut now = T0;
    for i in 0..24usize {
        let (white, black) = (&people[i % 5], &people[(i * 3 + 1) % 5]);
        if white.id == black.id {
            continue;
        }
        let guild = match i % 6 {
            5 => None,
            4 => Some(OTHER_GUILD),
            _ => Some(GUILD),
        };
        let (variant, moves) = if i % 3 == 2 {
            (Variant::Russian, RUSSIAN)
        } else {
            (Variant::Bashni, BASHNI)
        };
        let channel = 100 + (i % 4) as u64;
        let setup = Setup {
            guild,
            ..Setup::new(variant)
        };
        s.challenge_with(channel, white, black, setup, now).unwrap();
        s.accept(channel, black, now + 1, None).unwrap();
        let plies = i % 5;
        for (n, mv) in moves.iter().take(plies).enumerate() {
            let mover = if n % 2 == 0 { white } else { black };
            s.play(channel, mover, mv, now + 2 + n as u64).unwrap();
        }
        if i % 7 == 3 {
            s.draw(channel, white, now + 8, None).unwrap();
            s.draw(channel, black, now + 9, None).unwrap();
        } else {
            let loser = if i % 2 == 0 { black } else { white };
            s.resign(channel, loser, now + 9, None).unwrap();
        }
        now += 20;
    }
}

/// What the commands answered before the index: the archive decoded and replayed.
fn archive_standings(sled: &SledStore, guild: u64, variant: Variant) -> Vec<String> {
    let games: Vec<GameSummary> = sled
        .all_finished_games()
        .unwrap()
        .iter()
        .filter(|g| g.guild == Some(guild))
        .filter_map(GameSummary::of)
        .collect();
    let rated: Vec<&GameSummary> = games
        .iter()
        .filter(|g| g.variant == variant.name() && is_rated(g, false))
        .collect();
    ranked(replay(&rated))
        .iter()
        .map(|s| format!("{s:?}"))
        .collect()
}

/// Every answer of the four commands, for comparing two ways of reaching them.
fn answers(s: &GameService) -> Vec<String> {
    let mut out = Vec::new();
    for guild in [GUILD, OTHER_GUILD] {
        for variant in [Variant::Bashni, Variant::Russian] {
            out.push(
                s.ratings()
                    .leaderboard(guild, variant)
                    .unwrap()
                    .text()
                    .to_string(),
            );
            for p in people() {
                out.push(
                    s.ratings()
                        .rating_reply(guild, p.id, &p.name, variant)
                        .unwrap()
                        .to_string(),
                );
            }
        }
        for p in people() {
            out.push(
                s.ratings()
                    .stats_reply(guild, p.id, &p.name)
                    .unwrap()
                    .to_string(),
            );
        }
    }
    for p in people() {
        out.push(format!("{:?}", s.history(1, Some(p.id))));
    }
    out
}

#[test]
fn the_index_answers_as_the_archive_replay_did() {
    let dir = tempfile::tempdir().unwrap();
    let sled = Arc::new(SledStore::open(dir.path()).unwrap());
    let (s, _) = service(&sled);
    play_games(&s);
    for guild in [GUILD, OTHER_GUILD] {
        for variant in [Variant::Bashni, Variant::Russian] {
            let indexed: Vec<String> = s
                .ratings()
                .standings(guild, variant)
                .unwrap()
                .iter()
                .map(|s| format!("{s:?}"))
                .collect();
            assert_eq!(indexed, archive_standings(&sled, guild, variant));
        }
    }
    let archive: Vec<GameRecord> = sled.all_finished_games().unwrap();
    assert!(archive.len() >= 19, "{}", archive.len());
    let on_server: Vec<GameSummary> = archive
        .iter()
        .filter(|g| g.guild == Some(GUILD))
        .filter_map(GameSummary::of)
        .collect();
    for p in people() {
        // /stats: the same tallies as counted over the archive.
        let expected = tallies(&on_server, p.id);
        let text = s
            .ratings()
            .stats_reply(GUILD, p.id, &p.name)
            .unwrap()
            .to_string();
        for (variant, t) in &expected {
            let title = variant.parse::<Variant>().unwrap().title();
            assert!(
                text.contains(&format!("{title}: {} win", t.wins)),
                "{text} {expected:?}"
            );
        }
        // /games player: the player's latest games, newest first, as in the archive.
        let mut theirs: Vec<&GameRecord> = archive
            .iter()
            .filter(|g| g.white.id == p.id || g.black.id == p.id)
            .collect();
        theirs.sort_by_key(|g| std::cmp::Reverse((g.updated_at, g.id)));
        let listed: Vec<u64> = s
            .history(1, Some(p.id))
            .map(|games| games.iter().map(|g| g.id).collect())
            .unwrap_or_default();
        let expected: Vec<u64> = theirs.iter().take(10).map(|g| g.id).collect();
        assert_eq!(listed, expected);
    }
}

#[test]
fn the_commands_do_not_scan_the_archive_and_an_old_store_is_indexed_once() {
    let dir = tempfile::tempdir().unwrap();
    let before;
    {
        let sled = Arc::new(SledStore::open(dir.path()).unwrap());
        let (s, scans) = service(&sled);
        play_games(&s);
        before = answers(&s);
        let after_first = scans.load(Ordering::SeqCst);
        assert!(after_first <= 1, "{after_first} archive scans");
        for _ in 0..3 {
            assert_eq!(answers(&s), before);
        }
        assert_eq!(
            scans.load(Ordering::SeqCst),
            after_first,
            "the commands scanned the archive"
        );
    }
    // A store from before the index: no index entries at all.
    {
        let db = SledStore::open_db(dir.path()).unwrap();
        let entries = db.open_tree(ENTRY_TREE).unwrap();
        let prefix = format!("{}\0", index::TABLE.name());
        let keys: Vec<_> = entries
            .scan_prefix(prefix.as_bytes())
            .map(|kv| kv.unwrap().0)
            .collect();
        assert!(keys.len() > 20, "{}", keys.len());
        for key in keys {
            entries.remove(key).unwrap();
        }
        db.flush().unwrap();
    }
    let sled = Arc::new(SledStore::open(dir.path()).unwrap());
    let (s, scans) = service(&sled);
    assert_eq!(answers(&s), before, "rebuilt from the archive");
    assert_eq!(answers(&s), before);
    assert_eq!(scans.load(Ordering::SeqCst), 1, "indexed once");
}
