//! Property tests over random playouts of every variant (seeded by proptest):
//!
//! * every legal move's full text resolves back to that very move (RULES.md §6.3);
//! * pieces are conserved: in the tower games no piece ever leaves the board and none changes
//!   colour (§2.6, §2.7); elsewhere the opponent loses exactly the pieces the move captured;
//! * every tower is a block of its owner's pieces over a block of prisoners (§2.7);
//! * FEN write/read round-trips (§6.1, §6.4);
//! * `Game::play_text` never panics on arbitrary text and changes nothing when it refuses;
//! * one move reader: every legal move's text as the writer produces it is read back to the
//!   same move through every reader — a PDN move text (and so `towers replay`), the same text
//!   in capitals, with a phone's dash or with spaces between the squares (as `/move` and the
//!   console accept it), and the `/move` suggestions offer it for its own text.

use proptest::prelude::*;
use towers::service::game::choices::matching_moves;
use towers_rules::notation;
use towers_rules::pdn;
use towers_rules::{fen, Color, Game, Position, Rules, Variant};

/// Plies per playout: long enough for kings, towers and endgames to appear.
const MAX_PLIES: usize = 60;

fn choices() -> impl Strategy<Value = Vec<u16>> {
    prop::collection::vec(any::<u16>(), 0..=MAX_PLIES)
}

/// Plays the playout given by `choices` (each picks a legal move by index) from the initial
/// position, checking the invariants after every ply. Returns the positions visited.
fn playout(variant: Variant, choices: &[u16]) -> Result<Vec<Position>, TestCaseError> {
    let towers = Rules::of(variant).towers;
    let mut pos = Position::initial(variant);
    let start = (pos.count(Color::White), pos.count(Color::Black));
    let mut visited = vec![pos.clone()];
    for &choice in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        for m in &moves {
            let text = notation::write(&pos, m);
            let back = notation::resolve(&pos, &text);
            prop_assert_eq!(back, Ok(*m), "{} in {:?}", text, pos);
        }
        let m = moves[choice as usize % moves.len()];
        let next = pos.play(&m);
        let me = pos.side_to_move();
        prop_assert_eq!(next.side_to_move(), !me);
        if towers {
            prop_assert_eq!(
                (next.count(Color::White), next.count(Color::Black)),
                start,
                "pieces left the board after {}",
                notation::write(&pos, &m)
            );
        } else {
            prop_assert_eq!(next.count(me), pos.count(me));
            prop_assert_eq!(
                next.count(!me) as usize,
                pos.count(!me) as usize - m.capture_count(),
                "{} in {:?}",
                notation::write(&pos, &m),
                pos
            );
        }
        for (sq, t) in next.towers() {
            prop_assert!(
                t.is_own_over_opponent(),
                "{:?} on {:?} in {:?}",
                t,
                sq,
                next
            );
            if !towers {
                prop_assert_eq!(t.height(), 1);
            }
        }
        let text = fen::write(&next);
        prop_assert_eq!(fen::read(variant, &text), Ok(next.clone()), "{}", text);
        visited.push(next.clone());
        pos = next;
    }
    Ok(visited)
}

/// Cases per property: 64, or `PROPTEST_CASES` for a deeper run.
fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(64);
    ProptestConfig::with_cases(cases)
}

/// What a player types: a legal move's text (by index, possibly with something appended),
/// move-like characters, or anything at all.
#[derive(Clone, Debug)]
enum Typed {
    Legal(u16, String),
    Text(String),
}

fn typed() -> impl Strategy<Value = Typed> {
    prop_oneof![
        2 => (any::<u16>(), "|[ *]|[a-m0-9x:-]{1,3}").prop_map(|(k, s)| Typed::Legal(k, s)),
        2 => "[a-m0-9xX:* .+!?#–-]{0,14}".prop_map(Typed::Text),
        1 => any::<String>().prop_map(Typed::Text),
    ]
}

impl Typed {
    fn text(&self, pos: &Position) -> String {
        match self {
            Typed::Legal(k, suffix) => {
                let legal = notation::legal_texts(pos);
                match legal.get(*k as usize % legal.len().max(1)) {
                    Some(t) => format!("{t}{suffix}"),
                    None => suffix.clone(),
                }
            }
            Typed::Text(t) => t.clone(),
        }
    }
}

/// `play_text` on arbitrary text from a position of a random playout: it either plays one
/// legal move, or refuses and changes nothing.
fn play_text_is_total(
    variant: Variant,
    choices: &[u16],
    typed: &[Typed],
) -> Result<(), TestCaseError> {
    let visited = playout(variant, choices)?;
    let start = visited
        .last()
        .cloned()
        .unwrap_or_else(|| Position::initial(variant));
    let mut game = Game::from_position(start);
    for t in typed {
        let before = game.position().clone();
        let text = &t.text(&before);
        let plies = game.moves().len();
        let outcome = game.outcome();
        match game.play_text(text) {
            Ok(m) => {
                prop_assert!(outcome.is_none(), "played {} after the end", text);
                prop_assert!(before.legal_moves().contains(&m), "{} is not legal", text);
                prop_assert_eq!(game.moves().len(), plies + 1);
                prop_assert_eq!(game.position(), &before.play(&m));
            }
            Err(_) => {
                prop_assert_eq!(game.position(), &before, "{:?} changed the game", text);
                prop_assert_eq!(game.moves().len(), plies);
                prop_assert_eq!(game.outcome(), outcome);
            }
        }
    }
    Ok(())
}

/// The spellings of a written move every reader must take: as written, in capitals, with
/// the dash phones substitute, and with spaces between the squares.
fn spellings(text: &str) -> Vec<String> {
    let spaced: String = text
        .chars()
        .map(|c| if matches!(c, '-' | ':' | 'x') { ' ' } else { c })
        .collect();
    vec![
        text.to_string(),
        text.to_uppercase(),
        text.replace('-', "–"),
        spaced,
    ]
}

/// Every legal move of every position of a random playout is read back by every reader.
fn written_moves_read_back(variant: Variant, choices: &[u16]) -> Result<(), TestCaseError> {
    for pos in playout(variant, choices)? {
        let moves = pos.legal_moves();
        let offered: Vec<(String, bool)> = moves
            .iter()
            .map(|m| (notation::write(&pos, m), m.is_capture()))
            .collect();
        for m in &moves {
            let text = notation::write(&pos, m);
            for spelled in spellings(&text) {
                // The PDN reader (and `towers replay`, which reads its text with it).
                let games = pdn::read(&format!("1. {spelled} *"))
                    .map_err(|e| TestCaseError::fail(format!("{spelled}: {e}")))?;
                prop_assert_eq!(games.len(), 1, "{}", spelled);
                prop_assert_eq!(
                    games[0].moves.len(),
                    1,
                    "{} read as {:?}",
                    spelled,
                    games[0].moves
                );
                let read = notation::resolve(&pos, &games[0].moves[0]);
                prop_assert_eq!(read, Ok(*m), "{} in {}", spelled, fen::write(&pos));
                // `/move` and the console.
                prop_assert_eq!(notation::resolve(&pos, &spelled), Ok(*m), "{}", spelled);
                // The `/move` suggestions for the text typed so far.
                let found = matching_moves(offered.clone(), &spelled);
                prop_assert!(
                    found.contains(&text),
                    "{} not suggested for {}",
                    text,
                    spelled
                );
            }
        }
    }
    Ok(())
}

macro_rules! variant_properties {
    ($($name:ident => $variant:expr),* $(,)?) => {
        $(
            mod $name {
                use super::*;

                proptest! {
                    #![proptest_config(config())]

                    #[test]
                    fn playouts_keep_the_invariants(choices in choices()) {
                        playout($variant, &choices)?;
                    }

                    #[test]
                    fn every_written_move_is_read_back_by_every_reader(
                        choices in prop::collection::vec(any::<u16>(), 0..=40),
                    ) {
                        written_moves_read_back($variant, &choices)?;
                    }

                    #[test]
                    fn play_text_never_panics_and_refuses_cleanly(
                        choices in prop::collection::vec(any::<u16>(), 0..=20),
                        typed in prop::collection::vec(typed(), 1..8),
                    ) {
                        play_text_is_total($variant, &choices, &typed)?;
                    }
                }
            }
        )*
    };
}

variant_properties! {
    bashni => Variant::Bashni,
    lasca => Variant::Lasca,
    russian => Variant::Russian,
    brazilian => Variant::Brazilian,
    kurnik => Variant::Kurnik,
    international => Variant::International,
    canadian => Variant::Canadian,
    english => Variant::English,
}

#[test]
fn a_legal_text_is_played_by_play_text() {
    // Not vacuous: the typed-text property above must sometimes take the Ok branch; make
    // sure at least that branch works for a plain legal move in every variant.
    for v in Variant::ALL {
        let mut game = Game::new(v);
        let first = notation::legal_texts(game.position())[0].clone();
        let m = game.play_text(&first).unwrap();
        assert_eq!(notation::write(game.start(), &m), first, "{v}");
    }
}
