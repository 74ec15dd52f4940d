//! Real game records (the team's `../shared/games/`, not copied here; see support/records.rs):
//! every game SOURCES.md calls legal reads and replays to its last move, game counts match
//! SOURCES.md, syntax errors are errors (never panics), and PDN written by towers reads back.
//! Where the records are absent, the tests that read them say once that they skipped; the
//! round trips of games towers itself plays run everywhere.

use crate::records;

use std::collections::BTreeMap;
use std::path::PathBuf;

use towers_rules::pdn::{self, acf, PdnGame};
use towers_rules::{fen, Game, Position, Variant};

/// The records folder; a test calls [`have_records`] first.
fn fixtures() -> PathBuf {
    records::games_dir().expect("the test checked have_records() first")
}

/// Whether the real records are here (else one skip line is printed and the test returns).
fn have_records() -> bool {
    records::games_dir().is_some()
}

fn text_of(rel: &str) -> String {
    let bytes = std::fs::read(fixtures().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"));
    pdn::decode(&bytes).into_owned()
}

/// Every game file named in SOURCES.md with its "shared" game count (pdn-syntax files, listed
/// without counts, get `None`).
fn sources() -> BTreeMap<String, Option<usize>> {
    let text = text_of("SOURCES.md");
    let mut out = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("### `") {
            let path = rest.split('`').next().unwrap_or_default().to_string();
            out.insert(path.clone(), None);
            current = Some(path);
        } else if let Some(rest) = line.strip_prefix("- Games: ") {
            let n: usize = rest.split_whitespace().next().unwrap().parse().unwrap();
            if let Some(path) = current.take() {
                out.insert(path, Some(n));
            }
        } else if let Some(rest) = line.strip_prefix("- `wiegerw-pdn__") {
            let name = rest.split('`').next().unwrap_or_default();
            out.insert(format!("pdn-syntax/wiegerw-pdn__{name}"), None);
        }
    }
    out
}

/// The variant a file's games are replayed in when their tags do not say.
fn variant_of_file(rel: &str) -> Variant {
    let dir = rel.split('/').next().unwrap_or_default();
    match dir {
        "english" => Variant::English,
        "russian" => Variant::Russian,
        "lasca" => Variant::Lasca,
        _ if rel.contains("alphanumeric") => Variant::Russian,
        _ => Variant::International,
    }
}

/// Games that do not replay, with the reason SOURCES.md (or this test) gives: (file, game
/// number, ply of the first failure, what the reason mentions).
const KNOWN_FAILURES: [(&str, usize, usize, &str); 8] = [
    // SOURCES.md: "one game contains an illegal move (py-draughts: 17-11 when a capture is
    // forced)".
    (
        "international/brunogui__BrunoVsScan31.pdn",
        9,
        63,
        "no piece on 17",
    ),
    // SOURCES.md: "one game has placeholder moves '1. - - 2. - - ...' (moves unknown)".
    (
        "russian/wiegerw-pdn__fail_abatsiev.pdn",
        29,
        0,
        "placeholder",
    ),
    // SOURCES.md: "at least one record error (game ends with an impossible king move)".
    (
        "english/checkerboard__games_tinsley.pdn",
        433,
        122,
        "no piece on 32",
    ),
    // Problem positions (no moves) that put a man on its own crowning row: a White man on
    // 1-4 or a Red (Black) man on 29-32, which the FEN reader refuses as positions that cannot
    // occur (issue 15); the other problems of these files use the same numbering correctly.
    (
        "english/wiegerw-pdn__succeed_goulds.pdn",
        75,
        0,
        "a White man on 3 cannot occur",
    ),
    (
        "english/wiegerw-pdn__succeed_lpc.pdn",
        29,
        0,
        "a Black man on 32 cannot occur",
    ),
    (
        "english/wiegerw-pdn__succeed_lpc.pdn",
        51,
        0,
        "a Black man on 32 cannot occur",
    ),
    (
        "english/wiegerw-pdn__succeed_lpc.pdn",
        59,
        0,
        "a White man on 4 cannot occur",
    ),
    // The record lets 5...d6xf4 stop although f4xd2 can continue; Lasca's rule (RULES.md §2.7)
    // is that a multi-capture must be completed. SOURCES.md: "moves ... unverified".
    (
        "lasca/forensor-lasca__game_samples.txt",
        1,
        9,
        "the capture must go on: legal d6xf4xd2",
    ),
];

/// Files where this reader finds a different number of games than SOURCES.md states, and why
/// (file, games read here, SOURCES.md's count).
const COUNT_DIFFERENCES: [(&str, usize, usize); 2] = [
    // 65 tagged games plus the untagged game after the stray "[Empty]" token (97 plies of
    // its own); SOURCES.md's count folds that game, and a game whose move text has no result
    // token, into the games before them. Every game here has its own players and moves.
    (
        "international/brunogui__48th_Polish_Team_Championship.pdn",
        66,
        64,
    ),
    // 38 [Event] games plus one with French tag names ("[Blanc …]") and no moves; the file
    // holds no further game text (no other tag section, no other move text).
    (
        "international/brunogui__4th_African_BLITZ_Championship_OUAGA_ZIIRI_2024.pdn",
        39,
        41,
    ),
];

/// Files whose games are not PDN or not expected to read as games.
fn is_oracle_transcript(rel: &str) -> bool {
    rel.ends_with(".io.txt")
}

fn game_files() -> Vec<String> {
    sources()
        .into_keys()
        .filter(|rel| !is_oracle_transcript(rel) && !rel.contains("fail_nested_comment"))
        .collect()
}

/// Replays every game of a file: (number of games, failures as (game, ply, reason)).
fn replay_file(rel: &str) -> (usize, Vec<(usize, usize, String)>) {
    let text = text_of(rel);
    let variant = variant_of_file(rel);
    if acf::looks_like_acf(&text) {
        let games = acf::read(&text);
        let mut failures = Vec::new();
        for (i, g) in games.iter().enumerate() {
            let g = g.as_ref().unwrap_or_else(|e| panic!("{rel}: {e}"));
            let game = PdnGame {
                moves: g.moves.clone(),
                ..PdnGame::default()
            };
            if let Err(f) = pdn::replay(&game, variant) {
                failures.push((i + 1, f.ply, f.to_string()));
            }
        }
        return (games.len(), failures);
    }
    let games = pdn::read_games(&text);
    let mut failures = Vec::new();
    for (i, g) in games.iter().enumerate() {
        match g {
            Ok(g) => {
                if let Err(f) = pdn::replay(g, variant) {
                    failures.push((i + 1, f.ply, f.to_string()));
                } else {
                    let game = pdn::replay(g, variant).unwrap();
                    assert_eq!(game.moves().len(), g.moves.len(), "{rel} game {}", i + 1);
                }
            }
            Err(e) => failures.push((i + 1, 0, format!("syntax error: {e}"))),
        }
    }
    (games.len(), failures)
}

#[test]
fn every_legal_game_replays_to_its_last_move_and_counts_match_sources() {
    if !have_records() {
        return;
    }
    let counts = sources();
    let mut problems = Vec::new();
    for rel in game_files() {
        let (n, failures) = replay_file(&rel);
        if let Some(Some(expected)) = counts.get(&rel) {
            let documented = COUNT_DIFFERENCES
                .iter()
                .any(|d| d.0 == rel && d.1 == n && d.2 == *expected);
            if n != *expected && !documented {
                problems.push(format!("{rel}: {n} games, SOURCES.md says {expected}"));
            }
        }
        let known: Vec<_> = KNOWN_FAILURES.iter().filter(|k| k.0 == rel).collect();
        for (game, ply, reason) in &failures {
            let expected = known
                .iter()
                .any(|k| k.1 == *game && k.2 == *ply && reason.contains(k.3));
            if !expected {
                problems.push(format!("{rel} game {game}: {reason}"));
            }
        }
        for k in known {
            if !failures.iter().any(|f| f.0 == k.1) {
                problems.push(format!("{rel} game {} was expected to fail", k.1));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_nested_comment_file_is_a_syntax_error_with_a_place() {
    if !have_records() {
        return;
    }
    let text = text_of("pdn-syntax/wiegerw-pdn__fail_nested_comment.pdn");
    let err = pdn::read(&text).unwrap_err();
    assert_eq!((err.line, err.column), (1, 34), "{err}");
    assert!(err.to_string().contains("do not nest"), "{err}");
    let games = pdn::read_games(&text);
    assert_eq!(games.len(), 1);
    assert!(games[0].is_err());
}

#[test]
fn syntax_snippets_read_as_the_standard_says() {
    if !have_records() {
        return;
    }
    let read =
        |name: &str| pdn::read(&text_of(&format!("pdn-syntax/wiegerw-pdn__{name}"))).unwrap();
    let g = read("succeed_alphanumeric.pdn");
    assert_eq!(g[0].moves, vec!["a3b4"]);
    let g = read("succeed_fen.pdn");
    assert_eq!(g.len(), 3);
    assert_eq!(g[2].fen.as_deref(), Some("W:W31-50:B1-20"));
    let g = read("succeed_gameterminator.pdn");
    assert_eq!(g[0].result.as_deref(), Some("1/2-1/2"));
    let g = read("succeed_linecomment.pdn");
    assert_eq!(g[0].moves, vec!["32-28", "19-23"]);
    assert_eq!(g[0].tag("Date"), Some("2012.02.01"));
    let g = read("succeed_movestrength.pdn");
    assert_eq!(g[0].moves, vec!["32-28", "19-23", "28x19"]);
    let g = read("succeed_string.pdn");
    assert_eq!(
        g[0].tag("White"),
        Some("This is a string with an escaped character \"")
    );
    let g = read("succeed_unicode.pdn");
    assert_eq!(g[0].tag("Black"), Some("高文龙"));
    let g = read("succeed_variation.pdn");
    assert_eq!(g[0].moves, vec!["32-28", "19-23", "28x19", "14x23"]);
}

#[test]
fn file_conventions_are_read() {
    if !have_records() {
        return;
    }
    // Padded squares "1- 6", a [Result] tag, GameType 20.
    let g = pdn::read(&text_of("international/wiegerw-pdn__succeed_DUTCH96H.pdn")).unwrap();
    assert!(g[0].moves.iter().any(|m| m == "1-6"), "{:?}", g[0].moves);
    assert_eq!(g[0].variant, Some(Variant::International));
    // Escaped quotes in a tag value.
    let g = pdn::read(&text_of("international/wiegerw-pdn__fail_Cat.A1.pdn")).unwrap();
    assert!(g.iter().any(|g| g.tag("Site") == Some("\"64\", 1974")));
    // Match scores as results ("4-6") and leading-zero move numbers ("01.").
    let g = pdn::read(&text_of("international/wiegerw-pdn__fail_delfts.pdn")).unwrap();
    assert_eq!(g[0].result.as_deref(), Some("4-6"));
    assert_eq!(g[0].moves[0], "34-29");
    // Free text glued to a move is dropped with a warning.
    let g = pdn::read(&text_of("english/checkerboard__games_tinsley.pdn")).unwrap();
    assert!(g
        .iter()
        .any(|g| g.warnings.iter().any(|w| w.contains("Redovers"))));
    // GameType 25 with a numeric FEN of the start in ussr1947; Cyrillic names.
    let g = pdn::read(&text_of("russian/wiegerw-pdn__succeed_ussr1947.pdn")).unwrap();
    let start = fen::read(Variant::Russian, g[0].fen.as_deref().unwrap()).unwrap();
    assert_eq!(start, Position::initial(Variant::Russian));
    // Lasca: "*" promotion suffixes, a header comment before the tags.
    let g = pdn::read(&text_of("lasca/lasca-org__game1-1976-partial.txt")).unwrap();
    assert_eq!(g.len(), 1);
    assert_eq!(g[0].moves[10], "c3xe5xg7");
    assert_eq!(g[0].result.as_deref(), Some("*"));
}

#[test]
fn a_star_between_moves_is_a_promotion_mark_and_setups_are_read() {
    let g = pdn::read("1. c3-d4 e5xc3 2. b2xd4 * f6-e5 *").unwrap();
    assert_eq!(g.len(), 1);
    assert_eq!(g[0].moves, vec!["c3-d4", "e5xc3", "b2xd4", "f6-e5"]);
    let g = pdn::read("/FEN \"W:W31:B1\"/ 31-27 *").unwrap();
    assert_eq!(g[0].fen.as_deref(), Some("W:W31:B1"));
    assert_eq!(g[0].moves, vec!["31-27"]);
    let g = pdn::read("[GameType \"20,W,10,10,N2,0\"] [Variant \"Bashni\"] *").unwrap();
    assert_eq!(g[0].variant, Some(Variant::Bashni));
    let g = pdn::read("[GameType \"22\"] 1. 22-18 *").unwrap();
    let f = pdn::replay(&g[0], Variant::International).unwrap_err();
    assert!(f.reason.contains("22"), "{f}");
}

/// The per-ply oracle transcripts (mustitz/checkers): the legal moves listed at every ply are
/// ours, and the FEN printed after every ply is the position we reach.
#[test]
fn russian_transcripts_agree_ply_by_ply() {
    if !have_records() {
        return;
    }
    for rel in sources().into_keys().filter(|r| is_oracle_transcript(r)) {
        let text = text_of(&rel);
        let mut game = Game::new(Variant::Russian);
        let mut listed: Vec<String> = Vec::new();
        let mut in_list = false;
        let mut plies = 0;
        for line in text.lines() {
            let line = line.trim();
            let Some(command) = line.strip_prefix('>').map(str::trim) else {
                if in_list {
                    if let Some(mv) = line.split_whitespace().nth(1) {
                        listed.push(mv.to_string());
                    }
                } else if line.starts_with("W:") || line.starts_with("B:") {
                    let theirs = fen::read(Variant::Russian, line).unwrap();
                    assert_eq!(
                        &theirs,
                        game.position(),
                        "{rel}: position after ply {plies}"
                    );
                }
                continue;
            };
            in_list = command == "move list";
            if in_list {
                listed.clear();
            } else if let Some(n) = command.strip_prefix("move select ") {
                let mut ours = towers_rules::notation::legal_texts(game.position());
                ours.sort();
                let mut theirs = listed.clone();
                theirs.sort();
                assert_eq!(ours, theirs, "{rel}: legal moves at ply {plies}");
                let n: usize = n.trim().parse().unwrap();
                game.play_text(&listed[n - 1])
                    .unwrap_or_else(|e| panic!("{rel} ply {plies}: {e}"));
                plies += 1;
            } else if let Some(text) = command.strip_prefix("fen ").map(str::trim) {
                if !text.is_empty() {
                    // Sets the position (the transcript re-enters the current one).
                    let theirs = fen::read(Variant::Russian, text).unwrap();
                    assert_eq!(
                        &theirs,
                        game.position(),
                        "{rel}: position set at ply {plies}"
                    );
                }
            }
        }
        assert!(plies > 20, "{rel}: only {plies} plies read");
    }
}

const BASHNI_SEED: &str = "1. c3-b4 b6-c5 2. b4-a5 a7-b6 3. b2-c3 c5-b4 4. a3:c5:a7 c7-b6 \
                           5. a5:c7:e5 f6:d4:b2 6. a1:c3 d8-c7";

fn round_trip(game: &Game, tags: &[(&str, &str)]) -> PdnGame {
    let text = pdn::write_game(game, tags);
    let read = pdn::read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(read.len(), 1, "{text}");
    let back = &read[0];
    // Read back with a default variant that is never right, so the tags must say it.
    let wrong = if game.variant() == Variant::English {
        Variant::Lasca
    } else {
        Variant::English
    };
    let again = pdn::replay(back, wrong).unwrap_or_else(|f| panic!("{f}\n{text}"));
    assert_eq!(again.variant(), game.variant());
    assert_eq!(again.start(), game.start(), "{text}");
    assert_eq!(again.move_texts(), game.move_texts(), "{text}");
    assert_eq!(again.position(), game.position());
    for (name, value) in tags {
        assert_eq!(back.tag(name), Some(*value), "{text}");
    }
    back.clone()
}

#[test]
fn the_bashni_seed_game_round_trips() {
    let g = pdn::read(BASHNI_SEED).unwrap();
    let game = pdn::replay(&g[0], Variant::Bashni).unwrap();
    let tags = [
        ("Event", "Seed"),
        ("White", "A \"quoted\" name"),
        ("Black", "B"),
    ];
    let back = round_trip(&game, &tags);
    assert_eq!(back.tag("Variant"), Some("Bashni"));
    assert_eq!(back.tag("Result"), Some("*"));
    assert_eq!(back.fen, None);
    let plies: Vec<&str> = BASHNI_SEED
        .split_whitespace()
        .filter(|w| !w.ends_with('.'))
        .collect();
    assert_eq!(back.moves, plies);
    // From the seed's end position (a tower FEN, §6.4), one more move.
    let end = game.position().clone();
    let mut from_end = Game::from_position(end.clone());
    from_end.play_text("e3-f4").unwrap();
    let back = round_trip(&from_end, &[]);
    assert_eq!(back.tag("SetUp"), Some("1"));
    assert_eq!(back.fen.as_deref(), Some(fen::write(&end).as_str()));
}

#[test]
fn replayed_games_round_trip_through_the_writer() {
    if !have_records() {
        return;
    }
    for (rel, variant) in [
        (
            "international/wiegerw-pdn__succeed_wk2003.pdn",
            Variant::International,
        ),
        (
            "international/wiegerw-pdn__succeed_Cat.B1.pdn",
            Variant::International,
        ),
        (
            "russian/protcenkoroman-draughts__I_championship_USSR.pdn",
            Variant::Russian,
        ),
        ("english/wiegerw-pdn__succeed_OCA_2.0.pdn", Variant::English),
        ("lasca/lasca-org__game1-1976-partial.txt", Variant::Lasca),
    ] {
        for g in pdn::read(&text_of(rel)).unwrap() {
            let game = pdn::replay(&g, variant).unwrap();
            let white = g.tag("White").unwrap_or("?").to_string();
            round_trip(&game, &[("White", white.as_str())]);
        }
    }
}

#[test]
fn damaged_files_never_panic() {
    if !have_records() {
        return;
    }
    let mut rng = fastrand::Rng::with_seed(7);
    let alphabet = b"[]{}()\"\\;%$/.-x:*!?0123456789abcWBK \n\r\t";
    for rel in [
        "international/wiegerw-pdn__succeed_nk_ronde_01.pdn",
        "international/brunogui__World_Title_Match_Women_2024.pdn",
        "english/wiegerw-pdn__succeed_Tricks_traps_and_shots.pdn",
        "lasca/lasca-org__game1-1976-partial.txt",
    ] {
        let original = std::fs::read(fixtures().join(rel)).unwrap();
        for _ in 0..40 {
            let mut bytes = original.clone();
            for _ in 0..8 {
                if bytes.is_empty() {
                    break;
                }
                let at = rng.usize(..bytes.len());
                match rng.u8(..3) {
                    0 => bytes[at] = alphabet[rng.usize(..alphabet.len())],
                    1 => {
                        bytes.remove(at);
                    }
                    _ => bytes.truncate(at.max(1)),
                }
            }
            let text = pdn::decode(&bytes);
            for g in pdn::read_games(&text).into_iter().flatten() {
                let _ = pdn::replay(&g, Variant::International);
                let _ = pdn::replay(&g, Variant::Bashni);
            }
            let _ = pdn::replay_text(&text, Variant::Russian);
        }
    }
}

/// schildpad writes two king captures by start and end only although two paths take
/// different pieces (SOURCES.md: "py-draughts refuses 36x16, 4x24"): the rest of the game
/// decides. Cut just after such a capture, the game fits both, and replay says so.
#[test]
fn ambiguous_king_captures_are_resolved_by_looking_ahead() {
    if !have_records() {
        return;
    }
    let games = pdn::read(&text_of("international/wiegerw-pdn__succeed_schildpad.pdn")).unwrap();
    let mut seen = 0;
    for g in &games {
        let mut game = Game::new(Variant::International);
        for (ply, text) in g.moves.iter().enumerate() {
            match towers_rules::notation::resolve(game.position(), text) {
                Ok(mv) => game.play(mv),
                Err(towers_rules::MoveError::Ambiguous { candidates, .. }) => {
                    seen += 1;
                    assert!(candidates.len() >= 2);
                    assert!(pdn::replay(g, Variant::International).is_ok());
                    let cut = PdnGame {
                        moves: g.moves[..=ply].to_vec(),
                        ..g.clone()
                    };
                    let f = pdn::replay(&cut, Variant::International).unwrap_err();
                    assert_eq!(f.ply, ply);
                    assert!(f.reason.contains("ambiguous"), "{f}");
                    break;
                }
                Err(e) => panic!("{e}"),
            }
        }
    }
    assert_eq!(seen, 2, "the two ambiguous captures of SOURCES.md");
}

/// Every variant: a game of 41 plies (moves picked deterministically, captures and
/// promotions included where they happen) written, read back and replayed is the same game;
/// the same from a FEN start with the other side to move ("1..." numbering).
#[test]
fn games_of_every_variant_round_trip() {
    for variant in Variant::ALL {
        let mut game = Game::new(variant);
        for ply in 0..41 {
            let moves = game.position().legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[(ply * 7) % moves.len()]);
        }
        let back = round_trip(&game, &[("Event", "all variants"), ("Round", "3")]);
        assert_eq!(back.variant, Some(variant));
        let mid = game.position().clone();
        let mut from_mid = Game::from_position(mid);
        for _ in 0..3 {
            let moves = from_mid.position().legal_moves();
            if let Some(&mv) = moves.first() {
                from_mid.play(mv);
            }
        }
        round_trip(&from_mid, &[]);
        let text = pdn::write_game(&from_mid, &[]);
        if game.moves().len() == 41 {
            assert!(text.contains("\n1... "), "{text}");
        }
    }
}
