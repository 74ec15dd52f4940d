//! The service's messages as the console says them. The service words its replies for
//! Discord: commands with a slash, buttons to press, `/challenge` to start a game, a time
//! per move, players with names. The console has commands without a slash, no buttons, `new`
//! to start a game, no clock, and its own players: a person playing the bot (stored as
//! [`HUMAN`]) or two people at one keyboard (stored as [`WHITE`] and [`BLACK`], the sides'
//! names). Here those messages become the console's own catalogue messages (`console-*`),
//! in the reader's language, before they are rendered.

use crate::service::api::{Arg, Color, Message};

/// The stored name of the person playing the bot; shown as `console-player`.
pub const HUMAN: &str = "Player";
/// The stored names of the two sides of a game at one keyboard.
pub const WHITE: &str = "White";
pub const BLACK: &str = "Black";

/// `message` in the console's words (see the module docs); parts that mean nothing at the
/// console (the time per move and its clock) are left out.
pub fn for_console(message: Message) -> Message {
    match message {
        Message::Sentences(parts) => {
            Message::Sentences(parts.into_iter().map(for_console).collect())
        }
        Message::Lines(parts) => Message::Lines(parts.into_iter().map(for_console).collect()),
        Message::One { id, args } => one(id, args),
    }
}

/// `message` without its parts of catalogue id `id` (at any depth of its groups).
pub fn without(message: Message, id: &str) -> Message {
    match message {
        Message::Sentences(parts) => Message::Sentences(
            parts
                .into_iter()
                .filter(|m| !matches!(m, Message::One { id: i, .. } if *i == id))
                .map(|m| without(m, id))
                .collect(),
        ),
        Message::Lines(parts) => Message::Lines(
            parts
                .into_iter()
                .filter(|m| !matches!(m, Message::One { id: i, .. } if *i == id))
                .map(|m| without(m, id))
                .collect(),
        ),
        one => one,
    }
}

/// The side a stored name stands for: the names of a game at one keyboard.
fn side_named(name: &str) -> Option<Color> {
    match name {
        WHITE => Some(Color::White),
        BLACK => Some(Color::Black),
        _ => None,
    }
}

/// The side named by the text argument `name` of `args`, when it is a side's name.
fn side_of(args: &[(&'static str, Arg)], name: &str) -> Option<Color> {
    args.iter().find_map(|(n, arg)| match arg {
        Arg::Text(text) if *n == name => side_named(text),
        _ => None,
    })
}

/// `white` or `black`, by `side`.
fn by_side(side: Color, white: &'static str, black: &'static str) -> &'static str {
    match side {
        Color::White => white,
        Color::Black => black,
    }
}

fn one(id: &'static str, args: Vec<(&'static str, Arg)>) -> Message {
    let args: Vec<(&'static str, Arg)> = args.into_iter().map(|(n, a)| (n, arg(a))).collect();
    let player = side_of(&args, "player");
    let at_one_keyboard = side_of(&args, "white") == Some(Color::White)
        && side_of(&args, "black") == Some(Color::Black);
    let id = match (id, player) {
        // No clock at the console: a time per move would not be kept.
        ("time-per-move" | "board-time-left" | "board-time-run-out", _) => {
            return Message::default()
        }
        ("refuse-no-game", _) => "console-no-game",
        ("refuse-game-in-progress" | "refuse-channel-has-game", _) => "console-game-in-progress",
        ("record-set-aside", _) => "console-record-set-aside",
        // Puzzles are answered with moves at the console, and left with `giveup`.
        ("puzzle-answer-hint", _) => "console-puzzle-answer-hint",
        ("puzzle-still-open", _) => "console-puzzle-still-open",
        ("refuse-no-puzzle", _) => "console-no-puzzle",
        ("refuse-nothing-to-export", _) => "console-nothing-to-export",
        ("refuse-channel-no-games", _) => "console-no-finished-games",
        ("bot-offers-draw", _) => "console-bot-offers-draw",
        ("game-starts", _) if at_one_keyboard => "console-game-starts",
        ("game-starts-bot", _) => match side_of_human(&args) {
            Some(side) => by_side(
                side,
                "console-game-starts-bot-white",
                "console-game-starts-bot-black",
            ),
            None => id,
        },
        ("board-header", _) if at_one_keyboard => "console-board-header",
        ("player-color-to-move" | "player-to-move", Some(side)) => {
            by_side(side, "console-white-to-move", "console-black-to-move")
        }
        ("color-played", _) => match color_of(&args) {
            Some(side) => by_side(side, "console-white-played", "console-black-played"),
            None => id,
        },
        ("player-played", Some(side)) => {
            by_side(side, "console-white-played", "console-black-played")
        }
        ("result-white-wins" | "result-black-wins", Some(side)) => {
            by_side(side, "console-white-wins", "console-black-wins")
        }
        ("reason-resigned", Some(side)) => {
            by_side(side, "console-white-resigned", "console-black-resigned")
        }
        ("draw-offered", Some(side)) => by_side(
            side,
            "console-white-offers-draw",
            "console-black-offers-draw",
        ),
        ("draw-offered", None) => "console-draw-offered",
        _ => id,
    };
    Message::One { id, args }
}

/// The colour argument `color` of `args`.
fn color_of(args: &[(&'static str, Arg)]) -> Option<Color> {
    args.iter().find_map(|(n, arg)| match arg {
        Arg::Color(c) if *n == "color" => Some(*c),
        _ => None,
    })
}

/// The side the person playing the bot plays, from a game start's `white` and `black`.
fn side_of_human(args: &[(&'static str, Arg)]) -> Option<Color> {
    args.iter().find_map(|(n, arg)| match (n, arg) {
        (&"white", Arg::Message(m)) if **m == human() => Some(Color::White),
        (&"black", Arg::Message(m)) if **m == human() => Some(Color::Black),
        _ => None,
    })
}

/// The person playing the bot, as the catalogue names them.
fn human() -> Message {
    Message::new("console-player")
}

/// An argument in the console's words: inner messages rewritten, the person playing the
/// bot named by the catalogue.
fn arg(arg: Arg) -> Arg {
    match arg {
        Arg::Text(text) if text == HUMAN => Arg::Message(Box::new(human())),
        Arg::Message(inner) => Arg::Message(Box::new(for_console(*inner))),
        other => other,
    }
}

/// A service text as the console says it: its commands have no slash (`/resign` becomes
/// `resign`). A slash inside a word (`1/2-1/2`) or starting a path (`/tmp/board.png`)
/// stays.
pub fn without_slashes(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('/') {
        out.push_str(&rest[..at]);
        let after = &rest[at + 1..];
        let word_start = at == 0 || rest[..at].ends_with([' ', '(', '`', '"', '«', '„', '“']);
        let word_end = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
            .unwrap_or(after.len());
        let next = &after[word_end..];
        let path = next.starts_with('/')
            || (next.starts_with('.')
                && next[1..].starts_with(|c: char| c.is_ascii_alphanumeric()));
        let command = after.starts_with(|c: char| c.is_ascii_lowercase()) && !path;
        if !(word_start && command) {
            out.push('/');
        }
        rest = after;
    }
    out.push_str(rest);
    out
}

/// Markdown (as Discord shows it) as plain terminal text: no `**`, `__`, backticks or `#`
/// heading marks; `- ` list items become `* `.
pub fn plain_text(markdown: &str) -> String {
    markdown
        .lines()
        .map(|line| {
            let line = line.trim_start_matches('#').trim_start_matches(' ');
            let line = line.replace("**", "").replace("__", "").replace('`', "");
            match line.strip_prefix("- ") {
                Some(item) => format!("* {item}"),
                None => line,
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::api::locale::Lang;

    fn english(message: Message) -> String {
        for_console(message).render(Lang::ENGLISH)
    }

    #[test]
    fn sides_at_one_keyboard_are_named_once() {
        let to_move = Message::new("player-color-to-move")
            .text("player", BLACK)
            .color("color", Color::Black);
        assert_eq!(english(to_move), "Black to move.");
        let played = Message::new("player-played")
            .text("player", WHITE)
            .color("color", Color::White)
            .text("move", "c3-d4");
        assert_eq!(english(played), "White played c3-d4.");
        let won = Message::new("result-white-wins")
            .text("player", WHITE)
            .message(
                "reason",
                Message::new("reason-resigned").text("player", BLACK),
            );
        assert_eq!(english(won), "White wins: Black resigned. 1-0");
    }

    #[test]
    fn discord_words_become_the_consoles() {
        let no_game = Message::new("refuse-no-game");
        assert!(!english(no_game.clone()).contains("challenge"));
        assert!(english(no_game).contains("new"));
        let timed = Message::new("player-to-move")
            .text("player", "Ann")
            .then(Message::new("time-per-move").duration("time", 60));
        assert_eq!(english(timed), "Ann to move.");
        // The person playing the bot is named by the catalogue, in the reader's language.
        let polish = Lang::all().find(|l| l.code() == "pl").unwrap();
        let played = Message::new("player-played")
            .text("player", HUMAN)
            .color("color", Color::White)
            .text("move", "c3-d4");
        let text = for_console(played).render(polish);
        assert!(!text.contains(HUMAN), "{text}");
    }

    #[test]
    fn commands_lose_their_slash_but_scores_keep_theirs() {
        assert_eq!(
            without_slashes("use /resign or /draw; 1/2-1/2"),
            "use resign or draw; 1/2-1/2"
        );
        assert_eq!(without_slashes("«/draw»"), "«draw»");
        assert_eq!(
            without_slashes("(picture: /tmp/b.png)"),
            "(picture: /tmp/b.png)"
        );
        assert_eq!(without_slashes("/claim."), "claim.");
    }
}
