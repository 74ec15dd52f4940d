//! The stored position (schema 4): a game continued from the position its record stores
//! behaves exactly like the game replayed from its moves — same position, outcome (wins and
//! every draw rule), legal moves, last move and ply count after every ply — on the real game
//! records (`../shared/games`, see support/records.rs) and on long walks that reach the draw
//! rules; and a stored position that disagrees with the moves is found by `check_position`.

use crate::records;

use towers::service::game::records::check_position;
use towers::service::game::records::rebuild;
use towers::service::game::records::resume;
use towers::service::game::records::stored_position;
use towers_rules::pdn;
use towers_rules::{fen, Game, Position, Variant};
use towers_store::{codec, GameRecord, GameStatus, MoveText, Player};

fn record_from(start: &Position) -> GameRecord {
    let player = |id: u64| Player {
        id,
        name: format!("p{id}"),
    };
    GameRecord {
        id: 1,
        channel: 1,
        variant: start.variant(),
        white: player(1),
        black: player(2),
        start_fen: fen::write(start),
        moves: Vec::new(),
        status: GameStatus::Active,
        draw_offer: None,
        started_at: 0,
        updated_at: 0,
        options: Default::default(),
        bot: None,
        move_limit_secs: None,
        turn_started_at: 0,
        turn_notices: Default::default(),
        takeback_offer: None,
        guild: None,
        position: None,
        clock: None,
    }
}

/// Whether `resumed` (continued from stored positions) and `replayed` agree on everything a
/// command reads.
fn assert_same(resumed: &Game, replayed: &Game, what: &str) {
    assert_eq!(resumed.position(), replayed.position(), "{what}: position");
    assert_eq!(resumed.outcome(), replayed.outcome(), "{what}: outcome");
    assert_eq!(
        resumed.position().legal_moves(),
        replayed.position().legal_moves(),
        "{what}: legal moves"
    );
    assert_eq!(
        resumed.last_move(),
        replayed.last_move(),
        "{what}: last move"
    );
    assert_eq!(resumed.plies(), replayed.plies(), "{what}: plies");
    assert_eq!(resumed.start(), replayed.start(), "{what}: start");
}

/// Plays `texts` from `start` as the service does (each command resumes the game from the
/// record, plays one move, stores the new position) and, in lockstep, on one game replayed
/// move by move; compares them after every ply. Returns the final record.
fn play_both<'a>(
    start: &Position,
    texts: impl IntoIterator<Item = &'a str>,
    what: &str,
) -> GameRecord {
    let mut record = record_from(start);
    let mut replayed = Game::from_position(start.clone());
    for (ply, text) in texts.into_iter().enumerate() {
        let mut game = resume(&record).unwrap();
        if replayed.outcome().is_some() {
            break;
        }
        let mv = game
            .play_text(text)
            .unwrap_or_else(|e| panic!("{what} ply {ply}: {e}"));
        assert_eq!(replayed.play_text(text).unwrap(), mv, "{what} ply {ply}");
        record.moves.push(MoveText::new(text).unwrap());
        record.position = Some(Box::new(stored_position(&game)));
        assert_same(&game, &replayed, &format!("{what} ply {ply}"));
        // The next command reads the record afresh.
        assert_same(
            &resume(&record).unwrap(),
            &replayed,
            &format!("{what} ply {ply} reread"),
        );
    }
    // Through the codec (as the store keeps it) and against a full replay.
    let bytes = codec::encode(&record).unwrap();
    let read: GameRecord = codec::decode(&bytes).unwrap();
    assert_eq!(read, record);
    assert_same(&resume(&read).unwrap(), &rebuild(&read).unwrap(), what);
    assert_eq!(check_position(&read), Ok(()), "{what}");
    record
}

/// A walk of up to `plies` moves from `start` picking moves by a fixed rule: long enough to
/// reach repetitions, the no-progress rule and the endgame counters.
fn walk(start: &Position, plies: usize, seed: usize) -> Vec<String> {
    let mut game = Game::from_position(start.clone());
    let mut texts = Vec::new();
    for ply in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let moves = game.position().legal_moves();
        // Mostly the first two moves (kings shuttle back and forth), sometimes another.
        let pick = if (ply + seed).is_multiple_of(5) {
            (ply * 7 + seed) % moves.len()
        } else {
            ply % 2 % moves.len()
        };
        let text = towers_rules::notation::write(game.position(), &moves[pick]);
        game.play_text(&text).unwrap();
        texts.push(text);
    }
    texts
}

#[test]
fn real_games_continue_from_the_stored_position_as_when_replayed() {
    let Some(dir) = records::games_dir() else {
        return;
    };
    let mut games = 0;
    for (folder, variant) in [
        ("english", Variant::English),
        ("international", Variant::International),
        ("russian", Variant::Russian),
        ("lasca", Variant::Lasca),
    ] {
        let mut files: Vec<_> = std::fs::read_dir(dir.join(folder))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "pdn" || e == "txt"))
            .collect();
        files.sort();
        for path in files {
            let text = pdn::decode(&std::fs::read(&path).unwrap()).into_owned();
            // A few games per file keep the test quick in a debug build.
            for (i, g) in pdn::read_games(&text).iter().take(5).enumerate() {
                let Ok(g) = g else { continue };
                let Ok(full) = pdn::replay(g, variant) else {
                    continue;
                };
                let texts = full.move_texts();
                let what = format!("{} game {}", path.display(), i + 1);
                play_both(full.start(), texts.iter().map(String::as_str), &what);
                games += 1;
            }
        }
    }
    assert!(games >= 50, "only {games} real games checked");
}

#[test]
fn long_walks_reach_the_draw_rules_with_the_same_results() {
    let starts = [
        (Variant::Bashni, "W:WKa1,c3:BKh8,f6"),
        (Variant::Bashni, "W:WKc1,Ke1,c3,d4:BKh8"),
        (Variant::International, "W:WK46,K47,K48:BK5"),
        (Variant::International, "W:WK46,K47,31:BK5,10"),
        (Variant::Russian, "W:WKa1,Kc1,Ke1:BKh8"),
        (Variant::English, "B:WK1,K2:BK32,K31"),
        (Variant::Canadian, "W:WK1,K2,K3:BK60"),
        (Variant::Brazilian, "W:WKa1,Kc1:BKh8,Kf8"),
        (Variant::Lasca, "W:WKa1,c3:BKg7,e7"),
    ];
    let mut endings = std::collections::BTreeSet::new();
    for (variant, text) in starts {
        let start = fen::read(variant, text).unwrap();
        for seed in 0..3 {
            let texts = walk(&start, 400, seed);
            let what = format!("{} {text} seed {seed}", variant.name());
            let record = play_both(&start, texts.iter().map(String::as_str), &what);
            if let Some(outcome) = rebuild(&record).unwrap().outcome() {
                endings.insert(format!("{outcome:?}"));
            }
        }
    }
    // The walks end by repetition, by the no-progress rule and by an endgame counter.
    let all = endings.iter().cloned().collect::<Vec<_>>().join("\n");
    assert!(all.contains("Repetition"), "{all}");
    assert!(endings.len() >= 3, "{all}");
    // Every variant's initial position, walked.
    for variant in Variant::ALL {
        let start = Position::initial(variant);
        let texts = walk(&start, 300, 1);
        play_both(&start, texts.iter().map(String::as_str), variant.name());
    }
}

#[test]
fn a_stored_position_that_disagrees_with_the_moves_is_found() {
    let start = Position::initial(Variant::Russian);
    let texts = walk(&start, 12, 2);
    let good = play_both(&start, texts.iter().map(String::as_str), "russian");
    assert_eq!(check_position(&good), Ok(()));
    let tamper = |change: &dyn Fn(&mut towers_store::StoredPosition)| {
        let mut bad = good.clone();
        change(bad.position.as_mut().unwrap());
        check_position(&bad).unwrap_err()
    };
    let err = tamper(&|p| p.fen = fen::write(&start));
    assert!(err.contains("fen"), "{err}");
    let err = tamper(&|p| p.no_progress += 1);
    assert!(err.contains("no_progress"), "{err}");
    let err = tamper(&|p| p.earlier[3] ^= 1);
    assert!(err.contains("earlier (from ply 3)"), "{err}");
    let err = tamper(&|p| p.before = None);
    assert!(err.contains("before"), "{err}");
    // A record whose moves do not replay is reported too.
    let mut bad = good.clone();
    bad.moves[1] = MoveText::new("a1-a2").unwrap();
    assert!(check_position(&bad).is_err());
    // Without a stored position, or with one for other moves (a takeback), nothing is used
    // and nothing is wrong; such a game is replayed.
    let mut old = good.clone();
    old.position = None;
    assert_eq!(check_position(&old), Ok(()));
    let mut taken_back = good.clone();
    taken_back.moves.pop();
    assert_eq!(check_position(&taken_back), Ok(()));
    assert_same(
        &resume(&taken_back).unwrap(),
        &rebuild(&taken_back).unwrap(),
        "taken back",
    );
}

#[test]
fn a_prefix_of_a_resumed_game_counts_from_the_stored_position() {
    let start = Position::initial(Variant::Russian);
    let texts = walk(&start, 40, 3);
    assert!(texts.len() > 30, "the walk is long enough: {}", texts.len());
    let mut full = Game::from_position(start.clone());
    for text in &texts[..20] {
        full.play_text(text).unwrap();
    }
    let mut resumed = Game::resume(start.clone(), full.options(), full.continuation());
    for text in &texts[20..] {
        full.play_text(text).unwrap();
        resumed.play_text(text).unwrap();
    }
    for since in [0, 1, 7, texts.len() - 20] {
        assert_same(
            &resumed.prefix(since),
            &full.prefix(20 + since),
            &format!("prefix {since} after the stored position"),
        );
    }
}
