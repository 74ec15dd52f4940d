//! `towers patterns blend` as the lab runs it: the mean of two fitted weight files, written
//! as the engine reads it; a file that is not a weight file stops it, naming the file, with
//! nothing written.

use crate::bin;
use bin::towers_bin;

use std::process::{Command, Output};
use towers_engine::patterns::{self, Patterns};
use towers_lab::patterns::Raw;

fn blend(args: &[&std::path::Path], out: &std::path::Path) -> Output {
    Command::new(towers_bin())
        .args(["patterns", "blend"])
        .args(args)
        .arg("-o")
        .arg(out)
        .env("RUST_LOG", "warn")
        .output()
        .expect("run towers")
}

#[test]
fn blend_writes_the_mean_of_two_fits_and_refuses_a_file_that_is_not_one() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b, out) = (
        dir.path().join("a.bin"),
        dir.path().join("b.bin"),
        dir.path().join("out.bin"),
    );
    let mut raw = Raw::zero();
    raw.set(0, 5, 1234, 30.0);
    raw.set(1, 0, 77, -9.0);
    std::fs::write(&a, raw.antisymmetric().to_bytes()).unwrap();
    let mut raw = Raw::zero();
    raw.set(0, 5, 1234, 10.0);
    std::fs::write(&b, raw.antisymmetric().to_bytes()).unwrap();

    let run = blend(&[&a, &b], &out);
    assert!(run.status.success(), "{run:?}");
    let mean = Patterns::from_bytes(&std::fs::read(&out).unwrap()).expect("reads back");
    // (30 + 10) / 2 and (-9 + 0) / 2 = -4.5, away from zero; their twins opposite.
    assert_eq!((mean.weight(0, 5, 1234), mean.weight(1, 0, 77)), (20, -5));
    let (tw, tj) = patterns::flipped(0, 77);
    assert_eq!(mean.weight(1, tw, tj), 5);
    assert_eq!(mean.nonzero(), 4);

    let text = dir.path().join("seed1.txt");
    std::fs::write(&text, "1 0.5 W:W31:B18\n").unwrap();
    let bad_out = dir.path().join("bad.bin");
    let run = blend(&[&a, &text], &bad_out);
    assert!(!run.status.success());
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(
        err.contains("seed1.txt") && err.contains("not a pattern weight file"),
        "{err}"
    );
    assert!(!bad_out.exists());
}
