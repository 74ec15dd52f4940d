//! Text from users and files never panics the parsers: arbitrary strings, and valid FEN,
//! move texts, PDN games, button custom ids and `/challenge` option values with characters
//! changed, inserted or deleted; round trips where a writer exists (FEN, custom ids, rule
//! options); and large inputs (1 MB comments, a million nested variations, pathological
//! lines) that must be read in linear time and bounded memory.
//!
//! The long run of the same properties is `cargo fuzz` (see `fuzz/`); its findings are the
//! regression tests at the end of this file.

use std::sync::OnceLock;

use poise::ChoiceParameter;
use proptest::prelude::*;
use towers::discord::VariantChoice;
use towers::service::game::buttons::Action;
use towers::service::game::buttons::Button;
use towers::service::game::setup::ColorChoice;
use towers_engine::Level;
use towers_rules::{fen, notation, pdn, Color, Move, Position, RuleOptions, Variant};

const FENS: [&str; 3] = [
    "W:Wc1,e1,g1,b2ww,d2,f2,h2,c3wb,e3,g3,a7wbb:Be5bb,h6,c7,e7,g7,b8,f8,h8",
    "B:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46:BK17,K24",
    "W:W21-32:B1-12",
];

fn variant_strategy() -> impl Strategy<Value = Variant> {
    prop::sample::select(Variant::ALL.to_vec())
}

/// A valid text with one edit: replace, insert or delete a character.
fn mutated(base: &'static str) -> impl Strategy<Value = String> {
    edited(base.to_string())
}

/// `base` with one edit: replace, insert or delete a character.
fn edited(base: String) -> impl Strategy<Value = String> {
    let len = base.chars().count();
    (0..len + 1, any::<char>(), 0..3u8).prop_map(move |(at, c, kind)| {
        let mut chars: Vec<char> = base.chars().collect();
        let at = at.min(chars.len());
        match kind {
            0 if at < chars.len() => chars[at] = c,
            1 => chars.insert(at, c),
            _ if at < chars.len() => {
                chars.remove(at);
            }
            _ => chars.push(c),
        }
        chars.into_iter().collect()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn fen_reader_never_panics(variant in variant_strategy(), text in "\\PC{0,60}") {
        let _ = fen::read(variant, &text);
    }

    #[test]
    fn fen_reader_survives_edits_and_round_trips_what_it_accepts(
        variant in variant_strategy(),
        text in prop::sample::select(FENS.to_vec()).prop_flat_map(mutated),
    ) {
        if let Ok(pos) = fen::read(variant, &text) {
            let written = fen::write(&pos);
            prop_assert_eq!(fen::read(variant, &written).unwrap(), pos);
        }
    }

    #[test]
    fn move_resolver_never_panics(variant in variant_strategy(), text in "[a-l0-9x:*\\- ]{0,20}|\\PC{0,20}") {
        let pos = Position::initial(variant);
        let _ = notation::resolve(&pos, &text);
    }
}

// ---------------------------------------------------------------------------------------
// Real games from `../shared/games` (where present; see support/records.rs) and games towers
// plays and writes itself: their texts, and positions with the moves played.

use crate::records;
use towers_lab::corpus;

/// Each real record file's games as separate texts ([`corpus::record_texts`]), followed by
/// towers' own games ([`corpus::own_game_texts`], the only ones where the records are absent).
fn game_texts() -> &'static [(Variant, String)] {
    static TEXTS: OnceLock<Vec<(Variant, String)>> = OnceLock::new();
    TEXTS.get_or_init(|| {
        let mut out = Vec::new();
        if let Some(root) = records::games_dir() {
            out = corpus::record_texts(&root).expect("the game records read");
            assert!(out.len() > 100, "only {} record games", out.len());
        }
        out.extend(corpus::own_game_texts());
        out
    })
}

/// Positions of the games of [`game_texts`] (every 5th ply of those that replay) with the move
/// played there as the record writes it, and the move the replay chose for it (a start-end
/// capture may be ambiguous on its own and chosen by the rest of the game).
fn recorded_moves() -> &'static [(Position, String, Move)] {
    static MOVES: OnceLock<Vec<(Position, String, Move)>> = OnceLock::new();
    MOVES.get_or_init(|| {
        let out = corpus::recorded_moves(game_texts());
        let least = if records::games_dir().is_some() {
            500
        } else {
            50
        };
        assert!(out.len() > least, "only {} recorded moves", out.len());
        out
    })
}

/// A real game's text with up to three edits.
fn edited_game() -> impl Strategy<Value = (Variant, String)> {
    prop::sample::select(game_texts().to_vec()).prop_flat_map(|(v, text)| {
        edited(text)
            .prop_flat_map(edited)
            .prop_flat_map(edited)
            .prop_map(move |t| (v, t))
    })
}

/// Reads and replays every game of `text`; returns how many games were read.
fn read_and_replay(text: &str, variant: Variant) -> usize {
    let games = pdn::read_games(text);
    for game in games.iter().flatten() {
        let _ = pdn::replay(game, variant);
    }
    let reports = pdn::replay_text(text, variant);
    assert!(reports.len() <= games.len().max(text.lines().count()));
    games.len()
}

/// A valid FEN built from random towers: `(square index, own pieces, prisoners, king bits)`;
/// only positions that can occur (the FEN reader refuses the others): one piece per square
/// and no man on its promotion row outside Bashni and Lasca, no more pieces of a colour than
/// the variant starts with.
fn random_fen() -> impl Strategy<Value = (Variant, Color, String)> {
    let tower = (any::<u8>(), 1..5u8, 0..5u8, any::<u8>(), any::<bool>());
    (
        variant_strategy(),
        any::<bool>(),
        prop::collection::vec(tower, 0..30),
        any::<bool>(),
    )
        .prop_map(|(variant, white_to_move, towers, numeric)| {
            let side = if white_to_move {
                Color::White
            } else {
                Color::Black
            };
            let geo = Position::empty(variant, side).geometry();
            let squares: Vec<_> = geo.squares().collect();
            let rules = towers_rules::Rules::of(variant);
            let numbering = rules.numbers;
            let most = Position::initial(variant)
                .towers()
                .map(|(_, t)| t.count(Color::White))
                .sum::<u32>();
            let mut counts = [0u32; 2];
            let mut used = std::collections::HashSet::new();
            let mut groups = [Vec::new(), Vec::new()];
            for (at, own, prisoners, kings, white) in towers {
                let sq = squares[at as usize % squares.len()];
                let (own, prisoners) = if rules.towers {
                    (own, prisoners)
                } else {
                    (1, 0)
                };
                let (mine, theirs) = (usize::from(!white), usize::from(white));
                if counts[mine] + u32::from(own) > most
                    || counts[theirs] + u32::from(prisoners) > most
                    || !used.insert(sq)
                {
                    continue;
                }
                counts[mine] += u32::from(own);
                counts[theirs] += u32::from(prisoners);
                let color = if white { Color::White } else { Color::Black };
                let crowned = !rules.towers && geo.is_promotion_row(sq.0, color);
                let (me, them) = if white { ('w', 'b') } else { ('b', 'w') };
                let mut stack = String::new();
                for i in 0..own + prisoners {
                    let c = if i < own { me } else { them };
                    let king = crowned || kings & (1 << (i % 8)) != 0;
                    stack.push(if king { c.to_ascii_uppercase() } else { c });
                }
                let name = if numeric {
                    geo.number(sq, numbering).to_string()
                } else {
                    geo.name(sq)
                };
                groups[usize::from(!white)].push(format!("{name}{stack}"));
            }
            let letter = if white_to_move { 'W' } else { 'B' };
            let text = format!("{letter}:W{}:B{}", groups[0].join(","), groups[1].join(","));
            (variant, side, text)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn pdn_reader_never_panics_on_any_text(variant in variant_strategy(), text in "\\PC{0,300}") {
        read_and_replay(&text, variant);
    }

    #[test]
    fn pdn_reader_never_panics_on_pdn_like_text(
        variant in variant_strategy(),
        text in r#"(\[[A-Za-z]{0,6} "[^"\n]{0,8}"?\]?\n|[0-9]{1,2}\.{1,3} |[a-h][1-8][-x:][a-h][1-8] |[0-9]{1,2}[-x][0-9]{1,2} |[{}()";%*$/\\]|1-0|0-1|2-0|\n| ){0,60}"#,
    ) {
        read_and_replay(&text, variant);
    }

    #[test]
    fn pdn_reader_survives_edits_of_real_games((variant, text) in edited_game()) {
        read_and_replay(&text, variant);
    }

    #[test]
    fn pdn_bytes_in_any_encoding_decode_and_read(
        variant in variant_strategy(),
        bytes in prop::collection::vec(any::<u8>(), 0..400),
    ) {
        read_and_replay(&pdn::decode(&bytes), variant);
    }

    /// See [`check_recorded`], for a sample with marks appended.
    #[test]
    fn recorded_moves_resolve_and_their_notation_round_trips(
        k in any::<prop::sample::Index>(),
        edit in "[ *!?+]{0,2}",
    ) {
        let (pos, text, mv) = &recorded_moves()[k.index(recorded_moves().len())];
        check_recorded(pos, text, *mv, &edit)?;
    }

    /// Any tower position (each tower: own pieces over prisoners, kings anywhere) reads,
    /// writes and reads back the same, with squares given by name or by number.
    #[test]
    fn fen_with_random_towers_round_trips((variant, side, text) in random_fen()) {
        let pos = fen::read(variant, &text).unwrap();
        prop_assert_eq!(pos.side_to_move(), side);
        let written = fen::write(&pos);
        prop_assert_eq!(fen::read(variant, &written), Ok(pos.clone()));
        prop_assert_eq!(fen::write(&fen::read(variant, &written).unwrap()), written);
        let _ = pos.legal_moves();
    }

    #[test]
    fn every_button_round_trips(
        action in prop::sample::select(Action::ALL.to_vec()),
        key in any::<u64>(),
        ply in any::<u32>(),
    ) {
        let b = Button::new(action, key, ply as usize);
        let id = b.custom_id();
        prop_assert!(id.len() <= 100, "{}", id);
        prop_assert_eq!(Button::parse(&id), Ok(b));
        let padded = format!("{id} ");
        prop_assert!(Button::parse(&padded).is_err());
        prop_assert!(Button::parse(&id.to_uppercase()).is_err());
    }

    #[test]
    fn edited_custom_ids_parse_only_to_what_they_say(
        id in (prop::sample::select(Action::ALL.to_vec()), any::<u64>(), any::<u32>())
            .prop_map(|(a, k, p)| Button::new(a, k, p as usize).custom_id())
            .prop_flat_map(edited),
    ) {
        if let Ok(b) = Button::parse(&id) {
            prop_assert_eq!(b.custom_id(), id);
        }
    }

    /// The `/challenge` option values as text: the variant (by name or title, also as the
    /// Discord choice), the colour, the rule options and the level.
    #[test]
    fn challenge_option_values_parse_without_panic_and_round_trip(
        text in "\\PC{0,40}|[A-Za-z_ ,;-]{0,40}",
        level in any::<u8>(),
    ) {
        if let Ok(v) = text.parse::<Variant>() {
            prop_assert_eq!(v.name().parse::<Variant>(), Ok(v));
        }
        if let Some(choice) = VariantChoice::from_name(&text) {
            prop_assert_eq!(VariantChoice::from_name(choice.name()), Some(choice));
        }
        if let Ok(c) = text.parse::<ColorChoice>() {
            prop_assert_eq!(c.name().parse::<ColorChoice>(), Ok(c));
        }
        if let Ok(options) = text.parse::<RuleOptions>() {
            prop_assert_eq!(options.to_string().parse::<RuleOptions>(), Ok(options));
            for v in Variant::ALL {
                if options.check(v).is_ok() {
                    towers_rules::settings::initial_position(v, options).unwrap();
                }
            }
        }
        prop_assert_eq!(Level::new(level).is_some(), (1..=6).contains(&level));
    }

    #[test]
    fn every_rule_option_set_round_trips_through_its_text(
        optional in any::<bool>(),
        first in prop::option::of(any::<bool>()),
        immediate in any::<bool>(),
        shout in any::<bool>(),
    ) {
        let options = RuleOptions {
            optional_captures: optional,
            first: first.map(|w| if w { Color::White } else { Color::Black }),
            prisoners: if immediate {
                towers_rules::PrisonerTiming::Immediate
            } else {
                towers_rules::PrisonerTiming::EndOfMove
            },
        };
        let text = options.to_string();
        let text = if shout { text.to_uppercase().replace('-', "_") } else { text };
        prop_assert_eq!(text.parse::<RuleOptions>(), Ok(options));
    }
}

/// A recorded move of a real game resolves to the move the replay played (or is ambiguous
/// among moves that include it); that move's full notation (with `edit` appended, and in
/// capitals) resolves back to it, and its start-end text either names it or is ambiguous
/// among moves that include it.
fn check_recorded(pos: &Position, text: &str, mv: Move, edit: &str) -> Result<(), TestCaseError> {
    prop_assert!(pos.legal_moves().contains(&mv));
    let full = notation::write(pos, &mv);
    match notation::resolve(pos, text) {
        Ok(m) => prop_assert_eq!(pos.play(&m), pos.play(&mv), "{}", text),
        Err(notation::MoveError::Ambiguous { candidates, .. }) => {
            prop_assert!(
                candidates.contains(&full),
                "{} not among {:?}",
                full,
                candidates
            )
        }
        Err(e) => prop_assert!(false, "{} in {}: {}", text, fen::write(pos), e),
    }
    prop_assert_eq!(notation::resolve(pos, &full), Ok(mv));
    prop_assert_eq!(notation::resolve(pos, &format!("{full}{edit}")), Ok(mv));
    let upper = full.to_uppercase();
    prop_assert_eq!(
        pos.play(&notation::resolve(pos, &upper).unwrap()),
        pos.play(&mv)
    );
    let sep = if mv.is_capture() { ':' } else { '-' };
    let squares = notation::parse_squares(pos, &full).unwrap();
    let geo = pos.geometry();
    let short = format!(
        "{}{sep}{}",
        geo.name(squares[0]),
        geo.name(*squares.last().unwrap())
    );
    match notation::resolve(pos, &short) {
        Ok(m) => prop_assert_eq!(pos.play(&m), pos.play(&mv), "{}", short),
        Err(notation::MoveError::Ambiguous { candidates, .. }) => {
            prop_assert!(
                candidates.contains(&full),
                "{} not among {:?}",
                full,
                candidates
            )
        }
        Err(e) => prop_assert!(false, "{} in {}: {}", short, fen::write(pos), e),
    }
    Ok(())
}

#[test]
fn every_sampled_recorded_move_resolves_and_round_trips() {
    for (pos, text, mv) in recorded_moves() {
        check_recorded(pos, text, *mv, "").unwrap();
    }
}

// ---------------------------------------------------------------------------------------
// Large and pathological inputs: each must be read in linear time (a quadratic reader takes
// minutes on these) and bounded memory.

#[test]
fn a_one_megabyte_comment_is_one_comment() {
    let text = format!(
        "[Event \"x\"]\n1. 32-28 {{{}}} 19-23 *\n",
        "a comment ".repeat(100_000)
    );
    let games = pdn::read(&text).unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].moves, ["32-28", "19-23"]);
}

#[test]
fn a_million_nested_variations_neither_recurse_nor_fail() {
    let deep = format!(
        "[Event \"x\"]\n1. 32-28 {}19-23{} 19-23 *\n",
        "(".repeat(1 << 20),
        ")".repeat(1 << 20)
    );
    let games = pdn::read(&deep).unwrap();
    assert_eq!(games[0].moves, ["32-28", "19-23"]);
    // Never closed: one error, at the first parenthesis.
    let open = format!("[Event \"x\"]\n1. 32-28 {}\n", "(".repeat(1 << 20));
    let e = pdn::read(&open).unwrap_err();
    assert_eq!((e.line, e.column), (2, 10));
}

#[test]
fn a_long_line_of_would_be_tags_is_read_in_linear_time() {
    // Capitalised words followed by a string, on one 1 MB line: each asks whether the line
    // ends with `"]` (a tag that lost its `[`). Found by reading the lexer for cargo fuzz.
    let line = "Ab \"c\" ".repeat(150_000);
    let games = pdn::read_games(&format!("[Event \"x\"]\n1. 32-28 {line}\n"));
    assert_eq!(games.len(), 1);
    // Many tags on one line that does not end with `"]`: each tag asks the same.
    let tags = "[Ab \"c\"] ".repeat(100_000);
    let games = pdn::read_games(&format!("{tags}x\n1. 32-28 *"));
    assert!(!games.is_empty());
}

#[test]
fn a_game_with_many_different_tags_is_read_in_linear_time() {
    let tags: String = (0..100_000).map(|i| format!("[T{i} \"v\"]\n")).collect();
    let games = pdn::read(&format!("{tags}1. 32-28 *")).unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].tags.len(), 100_000);
}

#[test]
fn many_games_with_unclosed_variations_are_not_reread_once_each() {
    // Each game's variation is never closed: reading it goes to the end of the text, and
    // the recovery restarts at the next game. Bounded: after a while the rest is one error.
    let text = "[Event \"x\"]\n1. 32-28 ( 19-23\n".repeat(60_000);
    let games = pdn::read_games(&text);
    assert!(games.iter().all(Result::is_err));
    let last = games.last().unwrap().as_ref().unwrap_err();
    assert!(last.what.contains("too many syntax errors"), "{last}");
    assert!(games.len() < 1_000, "{} errors", games.len());
}

#[test]
fn many_games_with_local_errors_are_all_recovered() {
    // Errors that end at their own game do not use up the recovery budget.
    let game = "[Event \"bad\"]\n1. 32-28 { a { b } }\n\n[Event \"good\"]\n1. 32-28 19-23 *\n\n";
    let text = game.repeat(5_000);
    let games = pdn::read_games(&text);
    assert_eq!(games.len(), 10_000);
    assert_eq!(games.iter().filter(|g| g.is_ok()).count(), 5_000);
}
