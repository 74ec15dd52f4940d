//! `towers --help`: the subcommands grouped by what they are for (play, study, host, tools)
//! instead of one flat list, players' commands first.

/// The groups of `towers --help`, each a heading and its subcommands in order.
const GROUPS: &[(&str, &[&str])] = &[
    ("Play", &["play"]),
    ("Study", &["analyze", "replay", "moves", "render"]),
    ("Host", &["serve", "health", "check-store", "egdb"]),
    (
        "Tools",
        &[
            "perft",
            "ballots",
            "bench",
            "bench-engine",
            "match",
            "samples",
            "puzzles",
            "tune",
            "patterns",
            "think",
            "hub",
            "fuzz-seeds",
            "help",
        ],
    ),
];

/// `cmd` with its help listing the subcommands under [`GROUPS`]' headings (a subcommand in
/// no group is listed under the last one), each with the first sentence of its description.
pub fn grouped(cmd: clap::Command) -> clap::Command {
    let mut cmd = cmd;
    cmd.build();
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    let width = names.iter().map(String::len).max().unwrap_or(0);
    let about = |name: &str| {
        cmd.find_subcommand(name)
            .and_then(|s| s.get_about())
            .map(|a| first_sentence(&a.to_string()))
            .unwrap_or_default()
    };
    let mut listing = String::new();
    for (i, (heading, members)) in GROUPS.iter().enumerate() {
        let last = i + 1 == GROUPS.len();
        let listed: Vec<&String> = names
            .iter()
            .filter(|n| {
                members.contains(&n.as_str())
                    || (last && !GROUPS.iter().any(|(_, m)| m.contains(&n.as_str())))
            })
            .collect();
        if listed.is_empty() {
            continue;
        }
        listing.push_str(&format!("{heading}:\n"));
        for name in listed {
            let room = LINE.saturating_sub(width + 4);
            listing.push_str(&format!(
                "  {name:<width$}  {}\n",
                clipped(&about(name), room)
            ));
        }
        listing.push('\n');
    }
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{{usage-heading}} {{usage}}\n\n{listing}\
         Options:\n{{options}}{{after-help}}"
    );
    cmd.help_template(template)
}

/// The width of a line of the listing: a terminal's usual width.
const LINE: usize = 80;

/// The first sentence of `text`, up to its first `. ` (or the first line's end), for one
/// line per subcommand.
fn first_sentence(text: &str) -> String {
    let line = text.lines().next().unwrap_or_default();
    let end = line.find(". ").unwrap_or(line.len());
    line[..end].trim_end_matches('.').to_string()
}

/// `text` within `room` characters: cut at a word's end, with `…`, when longer.
fn clipped(text: &str, room: usize) -> String {
    if text.chars().count() <= room {
        return text.to_string();
    }
    let mut out = String::new();
    for word in text.split(' ') {
        if out.chars().count() + word.chars().count() + 2 > room {
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out.push('…');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_are_cut_at_their_period() {
        assert_eq!(first_sentence("Play a game. Stored too."), "Play a game");
        assert_eq!(first_sentence("One line\nmore"), "One line");
        assert_eq!(clipped("one two three", 9), "one two…");
    }
}
