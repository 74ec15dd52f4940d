use super::*;
use crate::tournament::TOURNAMENT_PREFIX;
use crate::{EntryChange, MemoryStore, SledStore, Store, Table};

fn sample() -> ArenaRecord {
    ArenaRecord {
        id: 8,
        name: "Friday blitz".into(),
        guild: Some(1),
        channel: 2,
        thread: Some(3),
        director: Player {
            id: 10,
            name: "dir".into(),
        },
        variant: Variant::Lasca,
        options: RuleOptions::default(),
        control: TimeControl {
            base_ms: 180_000,
            increment_ms: 2_000,
        },
        starts_at: 100,
        ends_at: 700,
        rated: false,
        state: ArenaState::Running,
        players: vec![ArenaEntrant {
            player: Player {
                id: 11,
                name: "a".into(),
            },
            rating: 1612,
            ready: false,
            free_since: 150,
        }],
        games: vec![ArenaPairing {
            white: 11,
            black: 12,
            paired_at: 120,
            channel: Some(40),
            game: Some(41),
            result: Some(GameResult::BlackWins),
            plies: 31,
            first: Some(11),
            white_berserk: true,
            black_berserk: false,
            void: false,
        }],
        created_at: 50,
    }
}

#[test]
fn an_arena_reads_back_as_written_in_its_own_envelope() {
    let a = sample();
    let bytes = encode(&a).unwrap();
    assert!(bytes.starts_with(b"{\"schema\":1,\"record\":"));
    assert_eq!(decode(&bytes).unwrap(), a);
}

#[test]
fn a_newer_or_broken_arena_is_an_error_not_a_panic() {
    let newer = String::from_utf8(encode(&sample()).unwrap())
        .unwrap()
        .replacen("\"schema\":1", "\"schema\":2", 1);
    assert!(decode(newer.as_bytes())
        .unwrap_err()
        .0
        .contains("unknown schema"));
    assert!(decode(b"\xff").is_err());
    assert!(decode(br#"{"schema":1,"record":{"id":1}}"#).is_err());
}

#[test]
fn the_current_game_is_the_last_without_a_result_until_the_end() {
    let mut a = sample();
    assert_eq!(a.current_game(11), None, "the one game is over");
    a.games.push(ArenaPairing {
        result: None,
        ..a.games[0].clone()
    });
    assert_eq!(a.current_game(12), Some(1));
    assert!(a.games[0].berserk_of(11) && !a.games[0].berserk_of(12));
    a.state = ArenaState::Finished;
    assert_eq!(a.current_game(12), None);
}

fn keeps_arenas(store: &dyn Store) {
    let a = sample();
    store
        .change_entry(Table::Tournaments, &arena_key(a.id), &mut |_| {
            Some(EntryChange::Put(encode(&a).unwrap()))
        })
        .unwrap();
    let listed = store
        .entries_with_prefix(Table::Tournaments, ARENA_PREFIX)
        .unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(decode(&listed[0].1).unwrap(), a);
    // Not listed among the Swiss tournaments.
    assert!(store
        .entries_with_prefix(Table::Tournaments, TOURNAMENT_PREFIX)
        .unwrap()
        .is_empty());
}

#[test]
fn memory_and_sled_keep_arenas_beside_the_tournaments() {
    keeps_arenas(&MemoryStore::new());
    let dir = tempfile::tempdir().unwrap();
    keeps_arenas(&SledStore::open(dir.path()).unwrap());
}
