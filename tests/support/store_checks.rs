//! The backend-generic checks of the `Store` semantics, shared by tests/store/store.rs (sled,
//! memory) and tests/store_postgres.rs. Include it next to the fixtures:
//!
//! ```ignore
//! #[path = "support/store_fixtures.rs"]
//! mod fixtures;
//! #[path = "support/store_checks.rs"]
//! mod checks;
//! ```
#![allow(dead_code)]

use std::collections::HashSet;
use std::sync::Arc;
use std::thread;

use super::fixtures::{as_game, challenge, game, move_text};
use towers_store::StoreExt;
use towers_store::{
    Change, ChannelRecord, DrawRule, EndStatus, EntryChange, GameRecord, GameResult, GameStatus,
    Store, Table,
};

pub fn put<S: Store + ?Sized>(store: &S, channel: u64, record: ChannelRecord) {
    store
        .update(channel, &|_| Ok::<_, ()>((Change::Put(record.clone()), ())))
        .unwrap()
        .unwrap();
}

pub fn finished(mut g: GameRecord, result: GameResult, end: EndStatus) -> GameRecord {
    g.status = GameStatus::Finished { result, end };
    g
}

pub fn finish<S: Store + ?Sized>(store: &S, channel: u64, g: GameRecord) {
    store
        .update(channel, &|_| Ok::<_, ()>((Change::Finish(g.clone()), ())))
        .unwrap()
        .unwrap();
}

// ---- semantics, shared by both backends ----------------------------------------------

/// Every record type goes in and comes out equal, including every status and result.
pub fn check_round_trip<S: Store + ?Sized>(store: &S) {
    put(store, 1, ChannelRecord::Challenge(challenge(1)));
    assert_eq!(
        store.load(1).unwrap(),
        Some(ChannelRecord::Challenge(challenge(1)))
    );

    let mut g = game(7, 2, &["c3-d4", "f6-e5", "d4:f6"]);
    g.draw_offer = Some(2);
    put(store, 2, ChannelRecord::Game(g.clone()));
    assert_eq!(store.load(2).unwrap(), Some(ChannelRecord::Game(g.clone())));
    assert_eq!(store.load(3).unwrap(), None);

    let results = [
        (GameResult::WhiteWins, EndStatus::Resigned { by: 2 }),
        (
            GameResult::BlackWins,
            EndStatus::OutOfTime {
                by: 1,
                limit_secs: 60,
            },
        ),
        (
            GameResult::Draw,
            EndStatus::DrawRule {
                rule: DrawRule::KingsOnly,
                moves: 15,
            },
        ),
        (GameResult::Draw, EndStatus::Other("kept".into())),
    ];
    let mut expected = Vec::new();
    for (i, (result, end)) in results.into_iter().enumerate() {
        let done = finished(game(10 + i as u64, 4, &["a3-b4"]), result, end);
        finish(store, 4, done.clone());
        expected.push(done);
    }
    assert_eq!(store.finished_games(4).unwrap(), expected);
}

/// Put replaces, Remove clears, Keep keeps, and the decided value comes back.
pub fn check_put_remove_keep<S: Store + ?Sized>(store: &S) {
    put(store, 5, ChannelRecord::Challenge(challenge(5)));
    put(store, 5, ChannelRecord::Game(game(1, 5, &[])));
    assert_eq!(
        store.load(5).unwrap(),
        Some(ChannelRecord::Game(game(1, 5, &[])))
    );

    let seen = store
        .update(5, &|r| Ok::<_, ()>((Change::Keep, as_game(r).id)))
        .unwrap()
        .unwrap();
    assert_eq!(seen, 1);
    assert_eq!(
        store.load(5).unwrap(),
        Some(ChannelRecord::Game(game(1, 5, &[])))
    );

    let had = store
        .update(5, &|r| Ok::<_, ()>((Change::Remove, r.is_some())))
        .unwrap()
        .unwrap();
    assert!(had);
    assert_eq!(store.load(5).unwrap(), None);
    // Removing nothing is fine and changes nothing.
    let had = store
        .update(5, &|r| Ok::<_, ()>((Change::Remove, r.is_some())))
        .unwrap()
        .unwrap();
    assert!(!had);
    assert_eq!(store.load(5).unwrap(), None);
    assert!(store.finished_games(5).unwrap().is_empty());
}

/// Finish archives the game and clears the channel in one step; finished games come back
/// oldest (lowest id) first, per channel, whatever order they finished in.
pub fn check_finish<S: Store + ?Sized>(store: &S) {
    let ids: Vec<u64> = (0..3).map(|_| store.next_game_id().unwrap()).collect();
    assert!(ids.windows(2).all(|w| w[0] < w[1]), "ids grow: {ids:?}");
    assert!(ids.iter().all(|&id| id != 0));

    // Finish the newest game first: the archive still lists by id.
    for &id in ids.iter().rev() {
        put(store, 6, ChannelRecord::Game(game(id, 6, &["e3-f4"])));
        let g = finished(
            game(id, 6, &["e3-f4"]),
            GameResult::Draw,
            EndStatus::Agreement,
        );
        finish(store, 6, g);
        assert_eq!(store.load(6).unwrap(), None, "finish clears the channel");
    }
    let archived: Vec<u64> = store
        .finished_games(6)
        .unwrap()
        .iter()
        .map(|g| g.id)
        .collect();
    assert_eq!(archived, ids);

    // Channels do not see each other's archives, including extreme ids.
    finish(
        store,
        u64::MAX,
        finished(
            game(1, u64::MAX, &[]),
            GameResult::WhiteWins,
            EndStatus::Resigned { by: 2 },
        ),
    );
    finish(
        store,
        7,
        finished(game(2, 7, &[]), GameResult::BlackWins, EndStatus::NoMove),
    );
    assert_eq!(store.finished_games(u64::MAX).unwrap().len(), 1);
    assert_eq!(store.finished_games(7).unwrap()[0].id, 2);
    assert_eq!(store.finished_games(6).unwrap().len(), 3);
    assert!(store.finished_games(8).unwrap().is_empty());
}

/// A decide that refuses returns the caller's error and changes nothing, for every Change
/// it might otherwise have made.
pub fn check_refusal<S: Store + ?Sized>(store: &S) {
    let before = ChannelRecord::Game(game(3, 9, &["c3-d4"]));
    put(store, 9, before.clone());
    let archive_before = store.finished_games(9).unwrap();

    let result = store
        .update(9, &|r| -> Result<(Change, ()), String> {
            assert_eq!(r, Some(&before), "decide sees the current record");
            Err("not your turn".into())
        })
        .unwrap();
    assert_eq!(result, Err("not your turn".to_string()));
    assert_eq!(store.load(9).unwrap(), Some(before.clone()));
    assert_eq!(store.finished_games(9).unwrap(), archive_before);
    assert_eq!(store.load(10).unwrap(), None);
}

/// The scans list what the per-channel reads list, across every channel, in key order.
/// Runs after the checks above, on what they left behind.
pub fn check_scans<S: Store + ?Sized>(store: &S) {
    let active = store.active_records().unwrap();
    let channels: Vec<u64> = active.iter().map(|(c, _)| *c).collect();
    let mut sorted = channels.clone();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(channels, sorted, "one record per channel, ascending");
    assert!(!active.is_empty());
    for (channel, record) in &active {
        assert_eq!(store.load(*channel).unwrap().as_ref(), Some(record));
    }
    let all = store.all_finished_games().unwrap();
    let mut by_channel: Vec<(u64, u64)> = all.iter().map(|g| (g.channel, g.id)).collect();
    let listed = by_channel.clone();
    by_channel.sort_unstable();
    assert_eq!(listed, by_channel, "ordered by (channel, game id)");
    let mut channels: Vec<u64> = all.iter().map(|g| g.channel).collect();
    channels.dedup();
    assert!(channels.contains(&6) && channels.contains(&u64::MAX));
    let per_channel: Vec<GameRecord> = channels
        .iter()
        .flat_map(|&c| store.finished_games(c).unwrap())
        .collect();
    assert_eq!(all, per_channel);
}

/// Side-table entries: put, read back, refuse (nothing changes), remove; tables and keys do
/// not see each other.
pub fn check_entries<S: Store + ?Sized>(store: &S) {
    let put = |table, key: &str, bytes: &[u8]| {
        let bytes = bytes.to_vec();
        store
            .update_entry(table, key, &|_| {
                Ok::<_, ()>((EntryChange::Put(bytes.clone()), ()))
            })
            .unwrap()
            .unwrap();
    };
    assert_eq!(store.load_entry(Table::ServerSettings, "1").unwrap(), None);
    put(Table::ServerSettings, "1", b"{\"threads\":true}");
    put(Table::Ratings, "1", b"ratings");
    put(Table::ServerSettings, "12", b"other guild");
    assert_eq!(
        store
            .load_entry(Table::ServerSettings, "1")
            .unwrap()
            .as_deref(),
        Some(&b"{\"threads\":true}"[..])
    );
    assert_eq!(
        store.load_entry(Table::Ratings, "1").unwrap().as_deref(),
        Some(&b"ratings"[..])
    );

    let refused = store
        .update_entry(Table::ServerSettings, "1", &|old| -> Result<
            (EntryChange, ()),
            String,
        > {
            assert_eq!(
                old,
                Some(&b"{\"threads\":true}"[..]),
                "decide sees the entry"
            );
            Err("admins only".into())
        })
        .unwrap();
    assert_eq!(refused, Err("admins only".to_string()));
    let seen = store
        .update_entry(Table::ServerSettings, "12", &|old| {
            Ok::<_, ()>((EntryChange::Remove, old.map(<[u8]>::to_vec)))
        })
        .unwrap()
        .unwrap();
    assert_eq!(seen.as_deref(), Some(&b"other guild"[..]));
    assert_eq!(store.load_entry(Table::ServerSettings, "12").unwrap(), None);
    assert!(store
        .load_entry(Table::ServerSettings, "1")
        .unwrap()
        .is_some());
}

/// A tournament (`store::tournament`) goes into its table through the one codec and comes
/// back whole, listed by its key's prefix, apart from every other table.
pub fn check_tournaments<S: Store + ?Sized>(store: &S) {
    use towers_store::tournament::{
        decode, encode, tournament_key, Format, GamePace, PointDisplay, State, TournamentRecord,
        Unfinished, TOURNAMENT_PREFIX,
    };
    let record = |id: u64| TournamentRecord {
        id,
        name: format!("Cup {id}"),
        guild: Some(1),
        channel: 2,
        thread: None,
        director: towers_store::Player {
            id: 3,
            name: "director".into(),
        },
        variant: towers_rules::Variant::Russian,
        options: Default::default(),
        format: Format::Swiss,
        rounds: 5,
        pace: GamePace::PerMove(86_400),
        round_secs: 7 * 86_400,
        starts_at: 100,
        rated: true,
        tiebreaks: vec!["sb".into()],
        entry_limit: 64,
        points: PointDisplay::TwoOneZero,
        unfinished: Unfinished::Draw,
        state: State::Enrolling,
        players: Vec::new(),
        forbidden: vec![(5, 6)],
        round_list: Vec::new(),
        created_at: 50,
        event: None,
        micro_match: false,
    };
    for id in [10, 9] {
        let bytes = encode(&record(id)).unwrap();
        store
            .update_entry(Table::Tournaments, &tournament_key(id), &|old| {
                assert!(old.is_none());
                Ok::<_, ()>((EntryChange::Put(bytes.clone()), ()))
            })
            .unwrap()
            .unwrap();
    }
    let listed = store
        .entries_with_prefix(Table::Tournaments, TOURNAMENT_PREFIX)
        .unwrap();
    let read: Vec<TournamentRecord> = listed.iter().map(|(_, b)| decode(b).unwrap()).collect();
    assert_eq!(read, [record(9), record(10)], "oldest first");
    assert_eq!(
        store
            .load_entry(Table::ServerSettings, &tournament_key(9))
            .unwrap(),
        None
    );
}

/// An arena (`store::arena`) goes into the tournaments' table under its own key prefix
/// through the one codec, comes back whole with its games' sheet data, listed oldest first
/// and apart from the Swiss tournaments.
pub fn check_arenas<S: Store + ?Sized>(store: &S) {
    use towers_store::arena::{
        arena_key, decode, encode, ArenaEntrant, ArenaPairing, ArenaRecord, ArenaState,
        ARENA_PREFIX,
    };
    use towers_store::{Player, TimeControl};
    let record = |id: u64| ArenaRecord {
        id,
        name: format!("Arena {id}"),
        guild: Some(1),
        channel: 2,
        thread: None,
        director: Player {
            id: 3,
            name: "director".into(),
        },
        variant: towers_rules::Variant::Bashni,
        options: Default::default(),
        control: TimeControl {
            base_ms: 60_000,
            increment_ms: 0,
        },
        starts_at: 100,
        ends_at: 700,
        rated: true,
        state: ArenaState::Running,
        players: vec![ArenaEntrant {
            player: Player {
                id: 4,
                name: "Anna".into(),
            },
            rating: 1500,
            ready: true,
            free_since: 100,
        }],
        games: vec![ArenaPairing {
            white: 4,
            black: 5,
            paired_at: 100,
            channel: Some(6),
            game: Some(7),
            result: Some(GameResult::Draw),
            plies: 40,
            first: Some(4),
            white_berserk: false,
            black_berserk: true,
            void: false,
        }],
        created_at: 50,
    };
    for id in [12, 11] {
        let bytes = encode(&record(id)).unwrap();
        store
            .update_entry(Table::Tournaments, &arena_key(id), &|old| {
                assert!(old.is_none());
                Ok::<_, ()>((EntryChange::Put(bytes.clone()), ()))
            })
            .unwrap()
            .unwrap();
    }
    let listed = store
        .entries_with_prefix(Table::Tournaments, ARENA_PREFIX)
        .unwrap();
    let read: Vec<ArenaRecord> = listed.iter().map(|(_, b)| decode(b).unwrap()).collect();
    assert_eq!(read, [record(11), record(12)], "oldest first");
    assert!(store
        .entries_with_prefix(Table::Tournaments, "t/")
        .unwrap()
        .iter()
        .all(|(key, _)| !key.starts_with(ARENA_PREFIX)));
}

pub fn check_semantics<S: Store + ?Sized>(store: &S) {
    check_round_trip(store);
    check_put_remove_keep(store);
    check_finish(store);
    check_refusal(store);
    check_scans(store);
    check_entries(store);
    check_tournaments(store);
    check_arenas(store);
    check_game_index(store);
    check_set_aside(store);
}

/// `set_aside_record` takes the channel's active record out of play only while it is still
/// the record the caller judged (a game whose moves do not replay); another channel and a
/// record that changed meanwhile stay.
pub fn check_set_aside<S: Store + ?Sized>(store: &S) {
    let (judged, kept) = (950_u64, 951_u64);
    let g = ChannelRecord::Game(game(9_500, judged, &["c3-d4"]));
    put(store, judged, g.clone());
    put(store, kept, ChannelRecord::Game(game(9_510, kept, &[])));
    // A record that is no longer the judged one is not moved.
    let stale = ChannelRecord::Game(game(9_500, judged, &["c3-d4", "f6-e5"]));
    assert!(!store.set_aside_record(judged, &stale, "stale").unwrap());
    assert_eq!(store.load(judged).unwrap(), Some(g.clone()));
    assert!(store
        .set_aside_record(judged, &g, "moves do not replay")
        .unwrap());
    assert_eq!(store.load(judged).unwrap(), None);
    assert!(store.load(kept).unwrap().is_some());
    // Gone already: nothing to move.
    assert!(!store.set_aside_record(judged, &g, "again").unwrap());
}

/// A finished game's summary is written, with its archive entry, under its server and each
/// player; `put_entries` writes and `entries_with_prefix` reads by prefix in key order.
pub fn check_game_index<S: Store + ?Sized>(store: &S) {
    use towers_store::index::{self, GameSummary};
    let mut g = game(900, 90, &["c3-b4", "b6-c5"]);
    g.guild = Some(77);
    g.white.id = 501;
    g.black.id = 502;
    let g = finished(g, GameResult::BlackWins, EndStatus::Resigned { by: 501 });
    store
        .update(90, &|_| {
            Ok::<_, ()>((Change::Put(ChannelRecord::Game(game(900, 90, &[]))), ()))
        })
        .unwrap()
        .unwrap();
    finish(store, 90, g.clone());
    let expected = GameSummary::of(&g).unwrap();
    assert_eq!(expected.plies, 2);
    for prefix in [
        index::guild_prefix(77),
        index::player_prefix(g.white.id),
        index::player_prefix(g.black.id),
    ] {
        let found = store.entries_with_prefix(index::TABLE, &prefix).unwrap();
        assert_eq!(found.len(), 1, "{prefix}: {found:?}");
        assert!(found[0].0.starts_with(&prefix));
        assert_eq!(index::decode(&found[0].1).unwrap(), expected);
    }
    assert!(store
        .entries_with_prefix(index::TABLE, &index::guild_prefix(7))
        .unwrap()
        .is_empty());
    store
        .put_entries(
            Table::ServerSettings,
            &[
                ("zz/2".into(), b"b".to_vec()),
                ("zz/1".into(), b"a".to_vec()),
            ],
        )
        .unwrap();
    assert_eq!(
        store
            .entries_with_prefix(Table::ServerSettings, "zz/")
            .unwrap(),
        [
            ("zz/1".to_string(), b"a".to_vec()),
            ("zz/2".to_string(), b"b".to_vec())
        ]
    );
}
// ---- durability across reopen ---------------------------------------------------------

/// What [`check_reopened`] compares against: read from the store before it was closed.
pub struct BeforeReopen {
    pub last_id: u64,
    pub archived: Vec<GameRecord>,
}

/// Runs [`check_semantics`] on a fresh store and notes what a reopened one must still show.
pub fn fill_before_reopen<S: Store + ?Sized>(store: &S) -> BeforeReopen {
    check_semantics(store);
    BeforeReopen {
        last_id: store.next_game_id().unwrap(),
        archived: store.finished_games(6).unwrap(),
    }
}

/// A store reopened over what [`fill_before_reopen`] wrote shows all of it, and game ids
/// keep growing.
pub fn check_reopened<S: Store + ?Sized>(store: &S, before: &BeforeReopen) {
    let (last_id, archived) = (before.last_id, &before.archived);
    assert_eq!(
        store.load(1).unwrap(),
        Some(ChannelRecord::Challenge(challenge(1)))
    );
    let g = as_game(store.load(2).unwrap().as_ref()).clone();
    assert_eq!(g.moves, vec!["c3-d4", "f6-e5", "d4:f6"]);
    assert_eq!(g.draw_offer, Some(2));
    assert_eq!(store.load(5).unwrap(), None);
    assert_eq!(store.finished_games(4).unwrap().len(), 4);
    assert_eq!(&store.finished_games(6).unwrap(), archived);
    assert!(store.next_game_id().unwrap() > last_id);
    assert_eq!(
        store.load_entry(Table::Ratings, "1").unwrap().as_deref(),
        Some(&b"ratings"[..]),
        "side tables survive a reopen"
    );
}

// ---- concurrency --------------------------------------------------------------------------

pub const THREADS: usize = 8;
pub const PER_THREAD: usize = 50;

/// THREADS threads each append PER_THREAD tokens to one game through `update`. Each decide
/// returns the length it read: if two updates ever applied against the same old record, two
/// would return the same length. At the end every token is present exactly once and each
/// thread's tokens are in its own order.
pub fn check_concurrent_appends<S: Store>(store: Arc<S>) {
    const CHANNEL: u64 = 77;
    put(&*store, CHANNEL, ChannelRecord::Game(game(1, CHANNEL, &[])));

    let handles: Vec<_> = (0..THREADS)
        .map(|t| {
            let store = Arc::clone(&store);
            thread::spawn(move || {
                (0..PER_THREAD)
                    .map(|i| {
                        let token = format!("t{t}-{i}");
                        store
                            .update(CHANNEL, &|r| {
                                let mut g = as_game(r).clone();
                                let seen = g.moves.len();
                                g.moves.push(move_text(&token));
                                Ok::<_, ()>((Change::Put(ChannelRecord::Game(g)), seen))
                            })
                            .unwrap()
                            .unwrap()
                    })
                    .collect::<Vec<usize>>()
            })
        })
        .collect();
    let mut seen: Vec<usize> = handles
        .into_iter()
        .flat_map(|h| h.join().unwrap())
        .collect();
    seen.sort_unstable();
    let total = THREADS * PER_THREAD;
    assert_eq!(
        seen,
        (0..total).collect::<Vec<_>>(),
        "each update applied against a distinct old length"
    );

    let moves = as_game(store.load(CHANNEL).unwrap().as_ref()).moves.clone();
    assert_eq!(moves.len(), total);
    let unique: HashSet<&str> = moves.iter().map(|m| m.as_str()).collect();
    assert_eq!(unique.len(), total, "no token doubled");
    for t in 0..THREADS {
        let mine: Vec<&str> = moves
            .iter()
            .map(|m| m.as_str())
            .filter(|m| m.starts_with(&format!("t{t}-")))
            .collect();
        let expected: Vec<String> = (0..PER_THREAD).map(|i| format!("t{t}-{i}")).collect();
        assert_eq!(mine, expected.iter().collect::<Vec<_>>(), "thread {t}");
    }
}

/// Four threads draw 200 game ids each: all distinct and non-zero.
pub fn check_unique_ids_across_threads<S: Store>(store: Arc<S>) {
    let handles: Vec<_> = (0..4)
        .map(|_| {
            let store = Arc::clone(&store);
            thread::spawn(move || {
                (0..200)
                    .map(|_| store.next_game_id().unwrap())
                    .collect::<Vec<_>>()
            })
        })
        .collect();
    let ids: Vec<u64> = handles
        .into_iter()
        .flat_map(|h| h.join().unwrap())
        .collect();
    let unique: HashSet<u64> = ids.iter().copied().collect();
    assert_eq!(unique.len(), ids.len());
    assert!(!unique.contains(&0));
}

/// THREADS threads race to open a challenge in one empty channel, each only if the channel
/// is still empty (as /challenge does): exactly one finds it empty and wins.
pub fn check_one_claim_wins<S: Store>(store: Arc<S>) {
    const CHANNEL: u64 = 88;
    let handles: Vec<_> = (0..THREADS)
        .map(|_| {
            let store = Arc::clone(&store);
            thread::spawn(move || {
                store
                    .update(CHANNEL, &|r| match r {
                        None => Ok((
                            Change::Put(ChannelRecord::Challenge(challenge(CHANNEL))),
                            (),
                        )),
                        Some(_) => Err("busy"),
                    })
                    .unwrap()
                    .is_ok()
            })
        })
        .collect();
    let wins = handles
        .into_iter()
        .map(|h| h.join().unwrap())
        .filter(|&won| won)
        .count();
    assert_eq!(wins, 1, "exactly one claim of the empty channel succeeds");
    assert_eq!(
        store.load(CHANNEL).unwrap(),
        Some(ChannelRecord::Challenge(challenge(CHANNEL)))
    );
}

/// THREADS threads each add 1 to a counter entry PER_THREAD times (as a rating update
/// would): the counter ends at THREADS * PER_THREAD, nothing lost.
pub fn check_concurrent_entry_counts<S: Store>(store: Arc<S>) {
    let handles: Vec<_> = (0..THREADS)
        .map(|_| {
            let store = Arc::clone(&store);
            thread::spawn(move || {
                for _ in 0..PER_THREAD {
                    store
                        .update_entry(Table::Ratings, "counter", &|old| {
                            let n: usize = old
                                .map(|b| std::str::from_utf8(b).unwrap().parse().unwrap())
                                .unwrap_or(0);
                            Ok::<_, ()>((EntryChange::Put((n + 1).to_string().into_bytes()), ()))
                        })
                        .unwrap()
                        .unwrap();
                }
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    let total = THREADS * PER_THREAD;
    assert_eq!(
        store.load_entry(Table::Ratings, "counter").unwrap(),
        Some(total.to_string().into_bytes())
    );
}

// ---- records of the previous schema (issue 27) ----------------------------------------

/// The server of the [`schema_5_records`] games.
pub const SCHEMA_5_GUILD: u64 = 7;
/// The channel of the finished [`schema_5_records`] games.
pub const SCHEMA_5_CHANNEL: u64 = 31;
/// The channel of the active [`schema_5_records`] game.
pub const SCHEMA_5_ACTIVE: u64 = 32;

/// A Bashni game between "abort" (id 11, White) and "Bob resigned" (id 22) on
/// [`SCHEMA_5_GUILD`], exactly as schema 5 wrote it, with `status` as given.
fn schema_5_game(id: u64, channel: u64, status: &str) -> String {
    format!(
        r#"{{"id":{id},"channel":{channel},"variant":"bashni","white":{{"id":11,"name":"abort"}},"black":{{"id":22,"name":"Bob resigned"}},"start_fen":"W:W21-32:B1-12","moves":["c3-b4","b6-c5"],"status":{status},"draw_offer":null,"started_at":10,"updated_at":{updated},"options":"","bot":null,"move_limit_secs":259200,"turn_started_at":20,"turn_notices":{{"reminded":false,"overdue":false}},"takeback_offer":null,"guild":{SCHEMA_5_GUILD},"position":null}}"#,
        updated = 100 + id,
    )
}

/// A finished game as a schema 5 store holds it, with the end it must load with.
pub struct OldFinished {
    pub channel: u64,
    pub id: u64,
    pub bytes: Vec<u8>,
    pub end: EndStatus,
}

/// The finished games and the active game (channel, bytes) as a schema 5 store holds them.
pub fn schema_5_records() -> (Vec<OldFinished>, (u64, Vec<u8>)) {
    let ends = [
        (
            "BlackWins",
            "abort resigned",
            EndStatus::Resigned { by: 11 },
        ),
        (
            "WhiteWins",
            "Bob resigned resigned",
            EndStatus::Resigned { by: 22 },
        ),
        (
            "BlackWins",
            "won on time (abort did not move within 3 days)",
            EndStatus::OutOfTime {
                by: 11,
                limit_secs: 259_200,
            },
        ),
        ("Draw", "aborted", EndStatus::Other("aborted".into())),
    ];
    let finished = ends
        .into_iter()
        .enumerate()
        .map(|(i, (result, reason, end))| {
            let id = i as u64 + 1;
            let status = format!(r#"{{"Finished":{{"result":"{result}","reason":"{reason}"}}}}"#);
            let game = schema_5_game(id, SCHEMA_5_CHANNEL, &status);
            let bytes = format!(r#"{{"schema":5,"record":{game}}}"#).into_bytes();
            OldFinished {
                channel: SCHEMA_5_CHANNEL,
                id,
                bytes,
                end,
            }
        })
        .collect();
    let active = schema_5_game(9, SCHEMA_5_ACTIVE, r#""Active""#);
    let active = format!(r#"{{"schema":5,"record":{{"Game":{active}}}}}"#).into_bytes();
    (finished, (SCHEMA_5_ACTIVE, active))
}

/// After [`schema_5_records`] were written as they are into `store`, with a finished-game
/// index of layout 1 (English reasons) beside them: every game loads with its typed end, and
/// the ratings, read from the index rebuilt from the archive, count every finished game,
/// though White is named "abort" and Black "Bob resigned".
pub fn check_schema_5_records<S: Store>(store: S) {
    use towers::service::GameService;
    use towers_rules::Variant;
    use towers_store::index;

    let (finished, (active_channel, _)) = schema_5_records();
    let games = store.finished_games(SCHEMA_5_CHANNEL).unwrap();
    let ends: Vec<EndStatus> = games
        .iter()
        .map(|g| match &g.status {
            GameStatus::Finished { end, .. } => end.clone(),
            GameStatus::Active => panic!("game {} is not finished", g.id),
        })
        .collect();
    let expected: Vec<EndStatus> = finished.into_iter().map(|old| old.end).collect();
    assert_eq!(ends, expected);
    let active = store.load(active_channel).unwrap();
    match active {
        Some(ChannelRecord::Game(g)) => {
            assert_eq!((g.status, g.moves.len()), (GameStatus::Active, 2))
        }
        other => panic!("{other:?}"),
    }

    // The index as layout 1 wrote it: the English reason, and "abort" in it.
    let old_summary = r#"{"id":1,"channel":31,"guild":7,"variant":"bashni","white":{"id":11,"name":"abort"},"black":{"id":22,"name":"Bob resigned"},"result":"BlackWins","reason":"abort resigned","plies":2,"updated_at":101,"bot":false}"#;
    store
        .put_entries(
            index::TABLE,
            &[
                (
                    format!("{}{:020}", index::guild_prefix(SCHEMA_5_GUILD), 1),
                    old_summary.as_bytes().to_vec(),
                ),
                (index::BUILT_KEY.to_string(), b"1".to_vec()),
            ],
        )
        .unwrap();
    let service = GameService::new(Arc::new(store));
    let standings = service
        .ratings()
        .standings(SCHEMA_5_GUILD, Variant::Bashni)
        .unwrap();
    let counted: Vec<(u64, u32)> = standings.iter().map(|s| (s.player, s.games)).collect();
    assert_eq!(counted.len(), 2, "{standings:?}");
    assert!(counted.iter().all(|(_, games)| *games == 4), "{counted:?}");
    let history = service.history(SCHEMA_5_CHANNEL, None).unwrap();
    let shown: Vec<String> = history.iter().map(|g| g.summary.to_string()).collect();
    assert!(shown[3].contains("0-1, abort resigned"), "{shown:?}");
    assert!(shown[2].contains("1-0, Bob resigned resigned"), "{shown:?}");
    assert!(
        shown[1].contains("abort did not move within 3 days"),
        "{shown:?}"
    );
    assert!(shown[0].contains("aborted"), "{shown:?}");
}

// ---- records of schema 7, before typed rule fields (issue 38) ---------------------------

/// The channel of the finished [`schema_7_records`] game.
pub const SCHEMA_7_ARCHIVE: u64 = 41;
/// The channel of the active [`schema_7_records`] game.
pub const SCHEMA_7_ACTIVE: u64 = 42;
/// The channel of the [`schema_7_records`] challenge.
pub const SCHEMA_7_CHALLENGE: u64 = 43;
/// The channel of the [`schema_7_records`] game whose move the rules cannot read.
pub const SCHEMA_7_UNREADABLE: u64 = 44;

/// A game exactly as schema 7 wrote it, with `variant`, `options`, `moves` (JSON) and
/// `status` (JSON) as given.
fn schema_7_game(
    id: u64,
    channel: u64,
    (variant, options): (&str, &str),
    moves: &str,
    status: &str,
) -> String {
    format!(
        r#"{{"id":{id},"channel":{channel},"variant":"{variant}","white":{{"id":11,"name":"a"}},"black":{{"id":22,"name":"b"}},"start_fen":"W:W21-32:B1-12","moves":{moves},"status":{status},"draw_offer":null,"started_at":10,"updated_at":20,"options":"{options}","bot":null,"move_limit_secs":259200,"turn_started_at":20,"turn_notices":{{"reminded":false,"overdue":false}},"takeback_offer":null,"guild":7,"position":null,"clock":null}}"#
    )
}

/// Records as a schema 7 store holds them.
pub struct Schema7Records {
    /// The finished game: channel, game id, bytes.
    pub archived: (u64, u64, Vec<u8>),
    /// The active records: channel, bytes.
    pub active: Vec<(u64, Vec<u8>)>,
}

/// Records as a schema 7 store holds them: a finished kurnik game with optional captures in the archive; an active Lasca game
/// whose variant and options are spelled as players type them (`Lasca`, `Black_First`); an
/// open Bashni challenge with immediate transfer and a clock; a game with a move the rules'
/// notation cannot read.
pub fn schema_7_records() -> Schema7Records {
    let bytes = |record: String| format!(r#"{{"schema":7,"record":{record}}}"#).into_bytes();
    let finished = schema_7_game(
        1,
        SCHEMA_7_ARCHIVE,
        ("kurnik", "optional-captures"),
        r#"["22-18","11-15","18x11"]"#,
        r#"{"Finished":{"result":"Draw","end":"Agreement"}}"#,
    );
    let active = schema_7_game(
        2,
        SCHEMA_7_ACTIVE,
        ("Lasca", "Black_First"),
        r#"["b6-c5","c3-d4"]"#,
        r#""Active""#,
    );
    let challenge = r#"{"Challenge":{"challenger":{"id":1,"name":"a"},"opponent":null,"variant":"bashni","created_at":10,"expires_at":20,"options":"immediate-transfer","challenger_white":false,"move_limit_secs":600,"guild":7,"clock":{"base_ms":300000,"increment_ms":3000}}}"#;
    let unreadable = schema_7_game(
        3,
        SCHEMA_7_UNREADABLE,
        ("bashni", ""),
        r#"["c3-b4","resign"]"#,
        r#""Active""#,
    );
    Schema7Records {
        archived: (SCHEMA_7_ARCHIVE, 1, bytes(finished)),
        active: vec![
            (SCHEMA_7_ACTIVE, bytes(format!(r#"{{"Game":{active}}}"#))),
            (SCHEMA_7_CHALLENGE, bytes(challenge.to_string())),
            (
                SCHEMA_7_UNREADABLE,
                bytes(format!(r#"{{"Game":{unreadable}}}"#)),
            ),
        ],
    }
}

/// After [`schema_7_records`] were written as they are into `store`: each loads with its
/// typed variant, options and moves (the moves' texts unchanged), and the game whose move is
/// not notation is a `Corrupt` error, set aside so that its channel is free afterwards.
pub fn check_schema_7_records<S: Store>(store: &S) {
    use towers_rules::{Color, PrisonerTiming, RuleOptions, Variant};
    use towers_store::StoreError;

    let archived = store.finished_games(SCHEMA_7_ARCHIVE).unwrap();
    assert_eq!(archived.len(), 1, "{archived:?}");
    let kurnik = &archived[0];
    assert_eq!(kurnik.variant, Variant::Kurnik);
    assert!(kurnik.options.optional_captures, "{:?}", kurnik.options);
    assert_eq!(kurnik.moves, ["22-18", "11-15", "18x11"]);
    assert_eq!(
        kurnik.status,
        GameStatus::Finished {
            result: GameResult::Draw,
            end: EndStatus::Agreement
        }
    );

    let lasca = as_game(store.load(SCHEMA_7_ACTIVE).unwrap().as_ref()).clone();
    assert_eq!(lasca.variant, Variant::Lasca);
    assert_eq!(
        lasca.options,
        RuleOptions {
            first: Some(Color::Black),
            ..RuleOptions::default()
        }
    );
    assert_eq!(lasca.moves, ["b6-c5", "c3-d4"]);

    match store.load(SCHEMA_7_CHALLENGE).unwrap() {
        Some(ChannelRecord::Challenge(c)) => {
            assert_eq!(c.variant, Variant::Bashni);
            assert_eq!(c.options.prisoners, PrisonerTiming::Immediate);
            assert_eq!((c.opponent, c.move_limit_secs), (None, 600));
        }
        other => panic!("expected the challenge, found {other:?}"),
    }

    match store.load(SCHEMA_7_UNREADABLE) {
        Err(StoreError::Corrupt { channel, reason }) => {
            assert_eq!(channel, SCHEMA_7_UNREADABLE);
            assert!(reason.contains("migrating schema 7 to 8"), "{reason}");
            assert!(reason.contains("resign"), "{reason}");
        }
        other => panic!("expected a Corrupt error, found {other:?}"),
    }
    assert_eq!(store.load(SCHEMA_7_UNREADABLE).unwrap(), None);

    // Written back, a record is at schema 8 and reads the same.
    put(store, SCHEMA_7_ACTIVE, ChannelRecord::Game(lasca.clone()));
    assert_eq!(
        store.load(SCHEMA_7_ACTIVE).unwrap(),
        Some(ChannelRecord::Game(lasca))
    );
}
