//! The one message-id check: every id the code uses is in every catalogue
//! (`locales/<lang>/towers.ftl`), so no user ever reads a bare id instead of a sentence.
//!
//! The ids the code uses are found three ways:
//! - written in the source under `src/`: every string literal in kebab case (the catalogue's
//!   form, `refuse-not-your-turn`), and any literal handed straight to `Message::new` or to a
//!   catalogue lookup (`text(lang, "hint")`), outside comments, attributes and test modules
//!   (inline, or files declared `#[cfg(test)] mod name;`, as this one);
//!   [`NOT_MESSAGES`] lists the kebab-case literals that are something else;
//! - built from names: `variant-<name>` and `rules-<name>` of every variant, the description of
//!   every slash command and option (`cmd-<command>[-<option>]-description`) and the label of
//!   every choice ([`choice_id`]);
//! - written in the Activity's client (`web/src/**/*.ts`): every literal passed to `t(...)`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use regex::Regex;

use crate::discord::localize::choice_id;
use crate::service::api::{locale, Lang, Variant};

/// Kebab-case literals of `src/` that are not message ids (every entry must still be in the
/// source: the check refuses stale ones).
const NOT_MESSAGES: &[&str] = &[
    // Button actions in custom ids (service/game/buttons.rs) and the stored board side.
    "resign-yes",
    "draw-yes",
    "takeback-yes",
    "takeback-no",
    "t-join",
    "t-leave",
    "a-join",
    "a-leave",
    "to-move",
    // The Activity's error codes (the client words them as `activity-error-<code>`).
    "bad-code",
    "discord-unreachable",
    // The Activity's HTTP refusal of a foreign page (a 403 no page of ours sees) and HTTP
    // header names and values.
    "bad-origin",
    "no-cache",
    "x-forwarded-for",
    // Discord API paths, retry labels, thread names.
    "activity-instances",
    "follow-up",
    "towers-search",
    "towers-check-store",
    "towers-egdb-build",
    // Rule option words (`/challenge rules:`) and `towers samples`' file names.
    "optional-captures",
    "black-first",
    "white-first",
    "immediate-transfer",
    "lasca-7x7",
    "international-10x10",
    "canadian-12x12",
    // Subcommand names in `towers --help`'s groups (src/cli/help.rs), and the command
    // `towers egdb probe` suggests.
    "bench-engine",
    "check-store",
    "fuzz-seeds",
    "towers-egdb-build",
];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every file under `dir` whose name ends with `extension`, sorted.
fn files(dir: &Path, extension: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                pending.push(path);
            } else if path.to_string_lossy().ends_with(extension) {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// The last `n` bytes of `s` or a few more (from a character boundary).
fn tail(s: &str, n: usize) -> &str {
    let mut at = s.len().saturating_sub(n);
    while !s.is_char_boundary(at) {
        at -= 1;
    }
    &s[at..]
}

/// The string literals of Rust source `code` outside comments, attributes and
/// `#[cfg(test)] mod` blocks, each with the 60 bytes of code before it (comments left out,
/// literals as `""`).
fn literals(code: &str) -> Vec<(String, String)> {
    let test_module = Regex::new(r"#\[cfg\(test\)\]\s*mod\s+\w+\s*\{$").expect("a pattern");
    let b = code.as_bytes();
    let mut out = Vec::new();
    let mut before = String::new();
    let (mut i, mut braces, mut brackets) = (0, 0usize, 0usize);
    // Inside an attribute: the bracket depth of its `#[`; inside a test module: the brace
    // depth outside it.
    let mut attribute: Option<usize> = None;
    let mut test_until: Option<usize> = None;
    while i < b.len() {
        let rest = &code[i..];
        if rest.starts_with("//") {
            i += rest.find('\n').unwrap_or(rest.len());
        } else if rest.starts_with("/*") {
            let mut depth = 0;
            while i < b.len() {
                if code[i..].starts_with("/*") {
                    depth += 1;
                    i += 2;
                } else if code[i..].starts_with("*/") {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if let Some((text, len)) = string_literal(code, i) {
            if attribute.is_none() && test_until.is_none() {
                out.push((text, tail(&before, 60).to_string()));
            }
            before.push_str("\"\"");
            i += len;
        } else if b[i] == b'\'' {
            i += char_literal_len(code, i).unwrap_or_else(|| {
                before.push('\'');
                1
            });
        } else {
            let c = rest.chars().next().expect("not at the end");
            match c {
                '[' => {
                    brackets += 1;
                    if attribute.is_none() && (before.ends_with('#') || before.ends_with("#!")) {
                        attribute = Some(brackets);
                    }
                }
                ']' => {
                    if attribute == Some(brackets) {
                        attribute = None;
                    }
                    brackets = brackets.saturating_sub(1);
                }
                '{' => {
                    braces += 1;
                    let with = format!("{}{{", tail(&before, 60));
                    if test_until.is_none() && test_module.is_match(&with) {
                        test_until = Some(braces - 1);
                    }
                }
                '}' => {
                    braces = braces.saturating_sub(1);
                    if test_until == Some(braces) {
                        test_until = None;
                    }
                }
                _ => {}
            }
            before.push(c);
            i += c.len_utf8();
        }
    }
    out
}

/// The string literal (`"…"`, `r"…"`, `r#"…"#`, `b"…"`) starting at byte `at` of `code`: its
/// text (escapes left as written) and its length in bytes.
fn string_literal(code: &str, at: usize) -> Option<(String, usize)> {
    let b = code.as_bytes();
    let after_word = at > 0 && (b[at - 1].is_ascii_alphanumeric() || b[at - 1] == b'_');
    let mut start = at;
    if !after_word && b[start] == b'b' {
        start += 1;
    }
    if !after_word && b.get(start) == Some(&b'r') {
        let hashes = code[start + 1..].bytes().take_while(|&c| c == b'#').count();
        if b.get(start + 1 + hashes) != Some(&b'"') {
            return None;
        }
        let open = start + 2 + hashes;
        let close = "\"".to_string() + &"#".repeat(hashes);
        let end = open + code[open..].find(&close)?;
        return Some((code[open..end].to_string(), end + close.len() - at));
    }
    if b.get(start) != Some(&b'"') || (start == at && after_word) {
        return None;
    }
    let mut j = start + 1;
    while j < b.len() && b[j] != b'"' {
        j += if b[j] == b'\\' { 2 } else { 1 };
    }
    Some((code[start + 1..j.min(b.len())].to_string(), j + 1 - at))
}

/// The length in bytes of the character literal at byte `at` (`'x'`, `'\n'`, `'\''`), or
/// `None` for a lifetime.
fn char_literal_len(code: &str, at: usize) -> Option<usize> {
    let rest = &code[at + 1..];
    if let Some(escaped) = rest.strip_prefix('\\') {
        let close = escaped.get(1..)?.find('\'')?;
        return Some(close + 4);
    }
    let c = rest.chars().next()?;
    rest[c.len_utf8()..]
        .starts_with('\'')
        .then_some(c.len_utf8() + 2)
}

/// The files of `sources` that are test modules of their own: declared `#[cfg(test)] mod
/// name;` by their parent (`a.rs`'s `name` is `a/name.rs`, `a/mod.rs`'s or `lib.rs`'s is
/// `name.rs` beside it; or `name/mod.rs`).
fn test_module_files(sources: &[PathBuf]) -> Vec<PathBuf> {
    let declared = Regex::new(r"#\[cfg\(test\)\]\s*mod\s+(\w+)\s*;").expect("a pattern");
    let mut out = Vec::new();
    for parent in sources {
        let code = std::fs::read_to_string(parent).expect("a source file");
        let dir = parent.parent().expect("a file in a folder");
        let stem = parent
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default();
        let dir = if ["lib", "main", "mod"].contains(&stem) {
            dir.to_path_buf()
        } else {
            dir.join(stem)
        };
        for found in declared.captures_iter(&code) {
            out.push(dir.join(format!("{}.rs", &found[1])));
            out.push(dir.join(&found[1]).join("mod.rs"));
        }
    }
    out
}

/// The message ids written in the source under `src/`, each with the first file using it, and
/// the entries of [`NOT_MESSAGES`] the source has.
fn source_ids() -> (BTreeMap<String, String>, Vec<String>) {
    let kebab = Regex::new(r"^[a-z][a-z0-9]*(-[a-z0-9_]+)+$").expect("a pattern");
    let lookup =
        Regex::new(r"(Message::new\(|\b(text|text_with|lookup)\(\s*\w+,)\s*$").expect("a pattern");
    let sources = files(&root().join("src"), ".rs");
    let tests = test_module_files(&sources);
    let (mut out, mut excused) = (BTreeMap::new(), Vec::new());
    for path in sources.iter().filter(|p| !tests.contains(p)) {
        let name = path.strip_prefix(root()).expect("under the root");
        let name = name.to_string_lossy().replace('\\', "/");
        let code = std::fs::read_to_string(path).expect("a source file");
        for (text, before) in literals(&code) {
            if NOT_MESSAGES.contains(&text.as_str()) && !lookup.is_match(&before) {
                excused.push(text);
            } else if kebab.is_match(&text) || lookup.is_match(&before) {
                out.entry(text).or_insert_with(|| name.clone());
            }
        }
    }
    (out, excused)
}

/// The message ids built from names: variants, slash commands and options, choices.
fn built_ids() -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for v in Variant::ALL {
        for id in [
            format!("variant-{}", v.name()),
            format!("rules-{}", v.name()),
        ] {
            out.insert(id, "Variant::ALL".to_string());
        }
    }
    for command in crate::discord::commands() {
        let base = format!("cmd-{}", command.name);
        out.insert(format!("{base}-description"), format!("/{}", command.name));
        for p in &command.parameters {
            let at = format!("/{} {}", command.name, p.name);
            out.insert(format!("{base}-{}-description", p.name), at.clone());
            for choice in p.choices.iter() {
                out.insert(choice_id(&choice.name), at.clone());
            }
        }
    }
    out
}

/// The message ids the Activity's client asks for by name (`t("…")`).
fn client_ids() -> BTreeMap<String, String> {
    let call = Regex::new(r#"\bt\(\s*"([^"]+)""#).expect("a pattern");
    let mut out = BTreeMap::new();
    for path in files(&root().join("web/src"), ".ts") {
        let name = path.strip_prefix(root()).expect("under the root");
        let code = std::fs::read_to_string(&path).expect("a client file");
        for found in call.captures_iter(&code) {
            out.entry(found[1].to_string())
                .or_insert_with(|| name.display().to_string());
        }
    }
    out
}

/// The ids of `used` (id, where it is used) missing from a catalogue, one line each.
fn missing(used: &BTreeMap<String, String>) -> Vec<String> {
    let mut out = Vec::new();
    for lang in Lang::all() {
        let ids = locale::ids(lang);
        for (id, at) in used {
            if !ids.contains(id) {
                out.push(format!("{id} ({at}) is not in locales/{}", lang.code()));
            }
        }
    }
    out
}

#[test]
fn every_message_id_the_code_uses_is_in_every_catalogue() {
    let ((source, excused), built, client) = (source_ids(), built_ids(), client_ids());
    let stale: Vec<&&str> = NOT_MESSAGES
        .iter()
        .filter(|n| !excused.iter().any(|e| e == **n))
        .collect();
    assert!(
        stale.is_empty(),
        "NOT_MESSAGES entries no code has: {stale:?}"
    );
    // The scans find what they are for (a broken scan would find nothing and pass).
    assert!(source.len() > 250, "{} ids in src/", source.len());
    assert!(source.contains_key("overdue") && source.contains_key("button-accept"));
    assert!(built.len() > 80, "{} ids built from names", built.len());
    assert!(client.len() > 20, "{} ids in web/src", client.len());
    let mut all = source;
    for (id, at) in built.into_iter().chain(client) {
        all.entry(id).or_insert(at);
    }
    let missing = missing(&all);
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[test]
fn the_literal_scan_skips_comments_attributes_and_test_modules() {
    let code = r##"
        // "in-a-comment"
        /* "in-a-block" /* "nested" */ */
        #[arg(long = "an-option")]
        fn f<'a>(x: &'a str) -> char { let _ = ('"', '\'', 'é'); g("used-id", r#"raw-id"#); '}' }
        #[cfg(test)]
        mod tests { fn t() { h("test-only", "{"); } }
        fn after() { Message::new("hint") }
    "##;
    let found: Vec<String> = literals(code).into_iter().map(|(t, _)| t).collect();
    assert_eq!(found, ["used-id", "raw-id", "hint"]);
}
