//! Where the real game records are: game files written by other people, which the team keeps
//! in `../shared/games/` beside the checkout (with `SOURCES.md`) and which this repository does
//! not copy. `TOWERS_GAMES_DIR` points elsewhere.
//!
//! A test that needs them starts with `let Some(dir) = records::games_dir() else { return };`:
//! where the folder is absent (a fresh clone on its own) it says once, on the terminal, that it
//! skipped, and passes. With `TOWERS_REQUIRE_GAMES=1` (CI) a missing folder fails instead, so
//! CI cannot go green by skipping.
//!
//! Include it with `#[path = "support/records.rs"] mod records;` (or through `support`).

use std::io::Write as _;
use std::path::PathBuf;
use std::sync::Once;

/// The records folder: `TOWERS_GAMES_DIR`, else `../shared/games` next to the package, when it
/// holds `SOURCES.md`; `None` (after one skip line on stderr) when it does not.
///
/// # Panics
/// When the folder is missing and `TOWERS_REQUIRE_GAMES` is set (CI).
pub fn games_dir() -> Option<PathBuf> {
    let (dir, shown) = match std::env::var_os("TOWERS_GAMES_DIR") {
        Some(dir) => (PathBuf::from(&dir), PathBuf::from(dir)),
        None => (
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/games"),
            PathBuf::from("../shared/games"),
        ),
    };
    if dir.join("SOURCES.md").is_file() {
        return Some(dir);
    }
    assert!(
        std::env::var_os("TOWERS_REQUIRE_GAMES").is_none(),
        "real game records not found at {} and TOWERS_REQUIRE_GAMES is set",
        shown.display()
    );
    static SAID: Once = Once::new();
    SAID.call_once(|| {
        // Straight to stderr (the test harness captures `eprintln!` of passing tests), on a
        // line of its own even when the harness has begun a "test name ..." line.
        let _ = writeln!(
            std::io::stderr(),
            "\nskipped: real game records not found at {} (set TOWERS_GAMES_DIR)",
            shown.display()
        );
    });
    None
}
