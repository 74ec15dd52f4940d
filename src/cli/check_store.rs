//! `towers check-store`: every record of a data directory decoded and replayed, and every
//! channel compared with the acknowledged-change ledger (changes a damaged log lost), on a
//! copy of the directory in a temporary one (`TMPDIR` moves it), so the original is not
//! changed by a byte: opening sled writes, and its recovery zeroes a damaged log from the
//! damage on. Prints one line per problem and the summary; fails when there are problems.
//! Losses and ledger notes stay problems until `--clear-losses` clears them in DIR itself
//! (the bot stopped). Snapshot files sled would call corrupt are named (`serve` sets them
//! aside at its start) but are no problem: the log holds the data. Every message names DIR,
//! never the temporary copy.

use std::path::{Path, PathBuf};

use towers::service::api::store_check::{check_records, rolled_back, store_notes};
use towers_store::{copy_data_dir, in_use, Durability, SledStore, Store, StoreError};

/// Runs the check of data directory `data`.
///
/// Errors: `data` is not a directory or a running bot holds it; the copy or the store
/// cannot be made or read; the check found problems (their count).
/// Options of `towers check-store`.
#[derive(clap::Args)]
pub struct CheckStoreArgs {
    /// Data directory of the store (must exist).
    #[arg(long, env = "TOWERS_DATA_DIR", default_value = towers::config::DEFAULT_DATA_DIR)]
    data: PathBuf,
    /// Forget the reported losses and ledger notes of DIR once they are dealt with (the
    /// lost moves replayed, a backup restored, or accepted): opens DIR itself, then checks.
    #[arg(long)]
    clear_losses: bool,
}

/// `e` with the temporary copy's path replaced by `data`'s.
fn in_data(e: impl std::fmt::Display, copy: &Path, data: &Path) -> anyhow::Error {
    let text = e
        .to_string()
        .replace(&copy.display().to_string(), &data.display().to_string());
    anyhow::anyhow!(text)
}

/// `towers check-store`.
pub fn run(args: CheckStoreArgs) -> anyhow::Result<()> {
    let data = &args.data;
    anyhow::ensure!(
        data.is_dir(),
        "{} is not a data directory (give --data or TOWERS_DATA_DIR)",
        data.display()
    );
    anyhow::ensure!(
        !in_use(data),
        "cannot check {}: another towers process is using this data directory (stop it, or \
         check a copy taken while it is stopped)",
        data.display()
    );
    if args.clear_losses {
        let store = SledStore::open(data)?;
        let cleared = store.clear_reports()?;
        println!(
            "{cleared} reported losses and ledger notes cleared in {}",
            data.display()
        );
    }
    let copy = tempfile::Builder::new()
        .prefix("towers-check-store")
        .tempdir()?;
    let here = copy.path();
    copy_data_dir(data, here).map_err(|e| in_data(e, here, data))?;
    let store =
        SledStore::open_with(here, Durability::OsCache).map_err(|e| in_data(e, here, data))?;
    for aside in store.set_aside_snapshots() {
        println!(
            "{}/{} ({} bytes): {}; towers serve sets it aside at its start (sled's log is read instead, nothing is lost)",
            data.display(),
            aside.name,
            aside.bytes,
            aside.why()
        );
    }
    let records = store
        .raw_records()
        .map_err(|e: StoreError| in_data(e, here, data))?;
    let mut report = check_records(&records);
    let losses = rolled_back(&store.rolled_back());
    let notes = store_notes(&store.store_notes());
    // Only losses and ledger notes are kept until cleared; a damaged record is its own report.
    let clearable = !losses.is_empty() || !notes.is_empty();
    report.problems.extend(losses);
    report.problems.extend(notes);
    for problem in &report.problems {
        println!("{}", in_data(problem, here, data));
    }
    if clearable {
        println!(
            "losses and ledger notes are reported until cleared: `towers check-store --clear-losses --data {}` once dealt with",
            data.display()
        );
    }
    println!("{report}");
    let quarantined = store
        .quarantined()
        .map_err(|e| in_data(e, here, data))?
        .len();
    if quarantined > 0 {
        println!("{quarantined} records set aside earlier are in the quarantine tree");
    }
    anyhow::ensure!(
        report.problems.is_empty(),
        "{} problems in {}",
        report.problems.len(),
        data.display()
    );
    Ok(())
}
