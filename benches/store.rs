//! What a durable move costs: one store update (a game record of 40 plies, as a move writes
//! it) with its flush, for [`Durability::OsCache`] (sled's flush alone, the baseline) and
//! [`Durability::Disk`] (the default: sled's flush, then `fdatasync` of its log file), measured
//! in the same run on the same disk.
//!
//! `cargo bench --bench store` (the data directory is a temporary folder under the target
//! directory, on the disk the bot would use; `TMPDIR` moves it).

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use towers_store::StoreExt;
use towers_store::{Change, ChannelRecord, Durability, SledStore};

#[path = "../tests/support/store_fixtures.rs"]
mod store_fixtures;

fn bench(c: &mut Criterion) {
    let moves: Vec<String> = (0..40).map(|i| format!("m{i}-n{i}")).collect();
    let texts: Vec<&str> = moves.iter().map(String::as_str).collect();
    let record = store_fixtures::game(1, 7, &texts);
    let mut group = c.benchmark_group("store update + flush");
    for (name, durability) in [
        ("os cache (sled flush)", Durability::OsCache),
        ("disk (flush + fdatasync)", Durability::Disk),
    ] {
        let dir = tempfile::Builder::new()
            .prefix("towers-store-bench")
            .tempdir_in(env!("CARGO_TARGET_TMPDIR"))
            .expect("a temporary directory");
        let store = SledStore::open_with(dir.path(), durability).expect("the store opens");
        let mut n = 0u64;
        group.bench_function(name, |b| {
            b.iter(|| {
                n += 1;
                let mut next = record.clone();
                next.updated_at += n;
                store
                    .update::<_, ()>(7, &|_| {
                        Ok((Change::Put(ChannelRecord::Game(next.clone())), ()))
                    })
                    .expect("the update is stored")
                    .expect("the change applies");
                black_box(&store);
            })
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30).measurement_time(Duration::from_secs(5));
    targets = bench
}
criterion_main!(benches);
