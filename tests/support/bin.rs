//! The `towers` binary the tests run: `TOWERS_BIN` when set (CI points it at the release
//! build users get), else the one cargo built for the tests.

use std::path::PathBuf;

/// The binary to run as a child process.
pub fn towers_bin() -> PathBuf {
    std::env::var_os("TOWERS_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_towers")))
}
