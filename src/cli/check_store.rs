//! `towers check-store`: every record of a data directory decoded and replayed, and every
//! channel compared with the acknowledged-change ledger (changes a damaged log lost), on a
//! copy of the directory in a temporary one (`TMPDIR` moves it), so the original is not
//! changed by a byte: opening sled writes, and its recovery zeroes a damaged log from the
//! damage on. Prints one line per problem and the summary; fails when there are problems.

use std::path::PathBuf;

use towers::service::api::store_check::{check_records, rolled_back};
use towers_store::{copy_data_dir, in_use, Durability, SledStore, Store};

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
    let copy = tempfile::Builder::new()
        .prefix("towers-check-store")
        .tempdir()?;
    copy_data_dir(data, copy.path())?;
    let store = SledStore::open_with(copy.path(), Durability::OsCache)?;
    let mut report = check_records(&store.raw_records()?);
    report.problems.extend(rolled_back(&store.rolled_back()));
    for problem in &report.problems {
        println!("{problem}");
    }
    println!("{report}");
    let quarantined = store.quarantined()?.len();
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
