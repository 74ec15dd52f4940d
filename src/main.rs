//! The `towers` binary: the Discord bot (`serve`), a local game (`play`), the rules tools
//! (`perft`, `moves`, `replay`, `render`), the engine tools (`bench-engine`, `match`,
//! `analyze`, `puzzles`), and the engine behind a line protocol for match scripts (`think`);
//! one file per subcommand in `src/cli/`. Here: the exit code of each kind of failure.

mod cli;

fn main() -> std::process::ExitCode {
    match cli::run() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        // The reader of the output went away (`towers perft ... | head -1`): nothing more to say.
        Err(e) if is_broken_pipe(&e) => std::process::ExitCode::SUCCESS,
        // Unusable input of `towers analyze` (missing file, no such game, illegal move): 2.
        Err(e) if e.downcast_ref::<cli::analyze::BadInput>().is_some() => {
            eprintln!("error: {e:#}");
            std::process::ExitCode::from(2)
        }
        // A puzzle file that cannot be read or parsed: 2.
        Err(e) if e.downcast_ref::<cli::puzzles::BadFile>().is_some() => {
            eprintln!("error: {e:#}");
            std::process::ExitCode::from(2)
        }
        // A TRF file that cannot be read or parsed (`towers pairings`): 2.
        Err(e) if e.downcast_ref::<cli::pairings::BadTrf>().is_some() => {
            eprintln!("error: {e:#}");
            std::process::ExitCode::from(2)
        }
        Err(e) => {
            eprintln!("error: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}

/// Whether `e` is a write to a closed pipe.
fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
