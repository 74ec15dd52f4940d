use super::*;
use crate::{EntryChange, MemoryStore, SledStore, Store, Table};

fn sample() -> TournamentRecord {
    TournamentRecord {
        id: 7,
        name: "Autumn".into(),
        guild: Some(1),
        channel: 2,
        thread: Some(3),
        director: Player {
            id: 10,
            name: "dir".into(),
        },
        variant: Variant::Bashni,
        options: RuleOptions::default(),
        format: Format::Swiss,
        rounds: 5,
        pace: GamePace::Clock(TimeControl {
            base_ms: 300_000,
            increment_ms: 3_000,
        }),
        round_secs: 7 * 86_400,
        starts_at: 100,
        rated: true,
        tiebreaks: vec!["solkoff-cut1".into(), "sb".into()],
        entry_limit: 64,
        points: PointDisplay::TwoOneZero,
        unfinished: Unfinished::Draw,
        state: State::Running { round: 1 },
        players: vec![Entrant {
            player: Player {
                id: 11,
                name: "a".into(),
            },
            rating: 1500,
            number: 1,
            joined_round: 1,
            withdrawn: false,
            byes: vec![3],
            late_bye: None,
        }],
        forbidden: vec![(11, 12)],
        round_list: vec![Round {
            number: 1,
            input_trf: "012 Autumn\n".into(),
            pairs: vec![(1, 2)],
            bye: None,
            boards: vec![Board {
                white: 11,
                black: 12,
                channel: Some(40),
                game: Some(41),
                result: Some(BoardResult::BlackForfeits),
                decided: Some(Decided::Deadline),
                opening: vec!["c3-d4".into(), "f6-g5".into(), "g3-f4".into()],
            }],
            started_at: 100,
            deadline: 200,
            reminded: vec![86_400],
            closed: true,
        }],
        created_at: 50,
        event: Some(CalendarEvent {
            id: 99,
            status: EventStatus::Active,
        }),
        micro_match: true,
    }
}

#[test]
fn a_tournament_written_before_micro_matches_reads_as_single_games() {
    let bytes = String::from_utf8(encode(&sample()).unwrap()).unwrap();
    let without = bytes
        .replace(r#","micro_match":true"#, "")
        .replace(r#","opening":["c3-d4","f6-g5","g3-f4"]"#, "");
    assert_ne!(without, bytes);
    let read = decode(without.as_bytes()).unwrap();
    assert!(!read.micro_match);
    assert!(read.round_list[0].boards[0].opening.is_empty());
}

#[test]
fn a_tournament_reads_back_as_written_in_its_own_envelope() {
    let t = sample();
    let bytes = encode(&t).unwrap();
    assert!(bytes.starts_with(b"{\"schema\":1,\"record\":"));
    assert_eq!(decode(&bytes).unwrap(), t);
}

#[test]
fn a_tournament_written_without_a_calendar_entry_still_reads() {
    let bytes = String::from_utf8(encode(&sample()).unwrap()).unwrap();
    let without = bytes.replace(r#","event":{"id":99,"status":"Active"}"#, "");
    assert_ne!(without, bytes);
    let read = decode(without.as_bytes()).unwrap();
    assert_eq!(read.event, None);
    assert_eq!(read.round_list, sample().round_list);
}

#[test]
fn a_newer_or_broken_tournament_is_an_error_not_a_panic() {
    let bytes = encode(&sample()).unwrap();
    let newer = String::from_utf8(bytes)
        .unwrap()
        .replacen("\"schema\":1", "\"schema\":2", 1);
    assert!(decode(newer.as_bytes())
        .unwrap_err()
        .0
        .contains("unknown schema"));
    assert!(decode(b"\xff").is_err());
    assert!(decode(br#"{"schema":1,"record":{"id":1}}"#).is_err());
    let unknown_variant = String::from_utf8(encode(&sample()).unwrap())
        .unwrap()
        .replace("\"bashni\"", "\"chess\"");
    assert!(decode(unknown_variant.as_bytes()).is_err());
}

fn keeps_tournaments(store: &dyn Store) {
    let t = sample();
    let key = tournament_key(t.id);
    store
        .change_entry(Table::Tournaments, &key, &mut |old| {
            assert!(old.is_none());
            Some(EntryChange::Put(encode(&t).unwrap()))
        })
        .unwrap();
    let listed = store
        .entries_with_prefix(Table::Tournaments, TOURNAMENT_PREFIX)
        .unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].0, key);
    assert_eq!(decode(&listed[0].1).unwrap(), t);
    // Another table's entries with the same key are not the tournament's.
    assert_eq!(store.load_entry(Table::Lessons, &key).unwrap(), None);
}

#[test]
fn memory_and_sled_keep_tournaments_in_their_table() {
    keeps_tournaments(&MemoryStore::new());
    let dir = tempfile::tempdir().unwrap();
    let sled = SledStore::open(dir.path()).unwrap();
    keeps_tournaments(&sled);
    drop(sled);
    let reopened = SledStore::open(dir.path()).unwrap();
    let listed = reopened
        .entries_with_prefix(Table::Tournaments, TOURNAMENT_PREFIX)
        .unwrap();
    assert_eq!(decode(&listed[0].1).unwrap(), sample());
}

#[test]
fn keys_list_tournaments_oldest_first() {
    assert!(tournament_key(9) < tournament_key(10));
    assert!(tournament_key(u64::MAX).starts_with(TOURNAMENT_PREFIX));
}
