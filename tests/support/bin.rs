//! The `towers` binary the tests run: `TOWERS_BIN` when set (CI sets it to the release build
//! made exactly as README's first command makes it, in its own target directory, so no
//! dev-dependency feature leaks into it), else Cargo's build of the binary for this test run.

use std::path::PathBuf;

/// Path of the binary under test: `TOWERS_BIN`, else `CARGO_BIN_EXE_towers`.
pub fn towers_bin() -> PathBuf {
    std::env::var_os("TOWERS_BIN")
        .filter(|p| !p.is_empty())
        .map_or_else(
            || PathBuf::from(env!("CARGO_BIN_EXE_towers")),
            PathBuf::from,
        )
}
