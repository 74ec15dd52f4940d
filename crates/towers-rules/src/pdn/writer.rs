//! Writing a [`Game`] as PDN (docs/rules.md#pdn-files): the seven-tag roster, GameType or Variant,
//! SetUp/FEN for a non-initial start, numbered moves with full capture paths, the result.

use super::game_type_of;
use crate::{fen, Color, Game, Outcome, Position, Rules, Variant};

/// Tags the writer computes itself; callers' values for these are ignored.
const COMPUTED: [&str; 4] = ["GameType", "Variant", "SetUp", "FEN"];

/// Writes `game` as one PDN game ending with a blank line.
///
/// Tags: Event, Site, Date, White, Black (from `tags`, `?` when missing), Result (from `tags`,
/// else from the game's outcome by the rules, else `*`), then the variant (`GameType` number for
/// the standard games; `[Variant "Bashni"]`, `"Lasca"` or `"Kurnik"` otherwise), `SetUp` and
/// `FEN` when the start is not the initial position, then the remaining `tags` in order.
pub fn write_game(game: &Game, tags: &[(&str, &str)]) -> String {
    let given = |name: &str| {
        tags.iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.to_string())
    };
    let result = given("Result").unwrap_or_else(|| result_of(game));
    let mut out = String::new();
    for name in ["Event", "Site", "Date", "White", "Black"] {
        tag(
            &mut out,
            name,
            &given(name).unwrap_or_else(|| "?".to_string()),
        );
    }
    tag(&mut out, "Result", &result);
    let variant = game.variant();
    match game_type_of(variant) {
        Some(n) => tag(&mut out, "GameType", &n.to_string()),
        None => tag(&mut out, "Variant", &variant_tag(variant)),
    }
    if *game.start() != Position::initial(variant) {
        tag(&mut out, "SetUp", "1");
        tag(&mut out, "FEN", &fen::write(game.start()));
    }
    for (name, value) in tags {
        let standard = ["Event", "Site", "Date", "White", "Black", "Result"];
        if !standard
            .iter()
            .chain(&COMPUTED)
            .any(|s| s.eq_ignore_ascii_case(name))
        {
            tag(&mut out, name, value);
        }
    }
    out.push('\n');
    out.push_str(&move_text(game, &result));
    out.push_str("\n\n");
    out
}

/// The `Variant` tag value: the variant's name capitalised (`Bashni`, `Lasca`, `Kurnik`).
fn variant_tag(v: Variant) -> String {
    let name = v.name();
    let mut chars = name.chars();
    chars
        .next()
        .map(|c| c.to_ascii_uppercase().to_string() + chars.as_str())
        .unwrap_or_default()
}

fn tag(out: &mut String, name: &str, value: &str) {
    let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
    out.push_str(&format!("[{name} \"{escaped}\"]\n"));
}

/// `1-0`, `0-1` or `1/2-1/2` when the rules ended the game, else `*`.
fn result_of(game: &Game) -> String {
    match game.outcome() {
        Some(Outcome::Win {
            winner: Color::White,
            ..
        }) => "1-0",
        Some(Outcome::Win { .. }) => "0-1",
        Some(Outcome::Draw { .. }) => "1/2-1/2",
        None => "*",
    }
    .to_string()
}

/// Numbered moves, wrapped before 80 columns, then the result.
fn move_text(game: &Game, result: &str) -> String {
    let first = Rules::of(game.variant()).first;
    let offset = usize::from(game.start().side_to_move() != first);
    let mut words = Vec::new();
    for (i, text) in game.move_texts().into_iter().enumerate() {
        let n = i + offset;
        if n % 2 == 0 {
            words.push(format!("{}.", n / 2 + 1));
        } else if i == 0 {
            words.push(format!("{}...", n / 2 + 1));
        }
        words.push(text);
    }
    words.push(result.to_string());
    let mut out = String::new();
    let mut width = 0;
    for w in words {
        if width > 0 && width + 1 + w.len() > 79 {
            out.push('\n');
            width = 0;
        } else if width > 0 {
            out.push(' ');
            width += 1;
        }
        width += w.len();
        out.push_str(&w);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::write_game;
    use crate::{fen, Game, Variant};

    #[test]
    fn the_bashni_seed_game_as_pdn() {
        let mut game = Game::new(Variant::Bashni);
        for m in "c3-b4 b6-c5 b4-a5 a7-b6 b2-c3 c5-b4 a3:c5:a7 c7-b6 a5:c7:e5 f6:d4:b2 a1:c3 d8-c7"
            .split(' ')
        {
            game.play_text(m).unwrap();
        }
        let text = write_game(&game, &[("White", "Ann \"A\""), ("Annotator", "me")]);
        assert_eq!(
            text,
            "[Event \"?\"]\n[Site \"?\"]\n[Date \"?\"]\n[White \"Ann \\\"A\\\"\"]\n[Black \"?\"]\n\
             [Result \"*\"]\n[Variant \"Bashni\"]\n[Annotator \"me\"]\n\n\
             1. c3-b4 b6-c5 2. b4-a5 a7-b6 3. b2-c3 c5-b4 4. a3:c5:a7 c7-b6 5. a5:c7:e5\n\
             f6:d4:b2 6. a1:c3 d8-c7 *\n\n"
        );
        let from_fen = Game::from_fen(Variant::International, "B:W31,K5:B20").unwrap();
        let text = write_game(&from_fen, &[("Result", "0-2")]);
        assert!(
            text.contains("[GameType \"20\"]\n[SetUp \"1\"]\n[FEN \"B:WK5,31:B20\"]\n"),
            "{text}"
        );
        assert!(text.ends_with("\n\n0-2\n\n"), "{text}");
        assert_eq!(fen::write(from_fen.start()), "B:WK5,31:B20");
    }
}
