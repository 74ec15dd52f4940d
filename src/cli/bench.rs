//! `towers bench`: perft speed of every variant's initial position (paths counting,
//! bulk-counted last ply), then the move generators' speed without bulk counting.

use std::time::Instant;

use towers_rules::perft::{perft, perft_moves, Counting, Generator};
use towers_rules::{Position, Variant};

/// Depths of `towers bench` ("paths" counting, bulk counting at the last ply): 20-400 M nodes,
/// about a second each on the 2-core build machine.
const BENCH_DEPTHS: [(Variant, u32); 8] = [
    (Variant::Bashni, 10),
    (Variant::Russian, 11),
    (Variant::Brazilian, 11),
    (Variant::Kurnik, 11),
    (Variant::English, 12),
    (Variant::International, 10),
    (Variant::Canadian, 9),
    (Variant::Lasca, 17),
];

/// `towers bench`.
pub fn run() -> anyhow::Result<()> {
    println!(
        "{:<14} {:>5} {:>12} {:>9} {:>14}",
        "variant", "depth", "nodes", "seconds", "M nodes/s"
    );
    for (variant, depth) in BENCH_DEPTHS {
        let pos = Position::initial(variant);
        let t = Instant::now();
        let n = perft(&pos, depth, Counting::Paths);
        let secs = t.elapsed().as_secs_f64();
        println!(
            "{:<14} {depth:>5} {n:>12} {secs:>9.3} {:>14.1}",
            variant.name(),
            n as f64 / secs.max(1e-9) / 1e6
        );
    }
    println!();
    println!("move lists (Position::legal_moves' generator vs the general one), no bulk counting:");
    println!(
        "{:<14} {:>5} {:>12} {:>15} {:>15} {:>7}",
        "variant", "depth", "nodes", "bitboard M/s", "general M/s", "ratio"
    );
    for (variant, depth) in BENCH_DEPTHS {
        let pos = Position::initial(variant);
        // Two plies less than the perft above: every node's moves are built.
        let depth = depth - 2;
        let mut secs = [0.0; 2];
        let mut nodes = 0;
        for (i, generator) in [Generator::Bitboard, Generator::General]
            .into_iter()
            .enumerate()
        {
            let t = Instant::now();
            nodes = perft_moves(&pos, depth, generator);
            secs[i] = t.elapsed().as_secs_f64().max(1e-9);
        }
        println!(
            "{:<14} {depth:>5} {nodes:>12} {:>15.1} {:>15.1} {:>7.2}",
            variant.name(),
            nodes as f64 / secs[0] / 1e6,
            nodes as f64 / secs[1] / 1e6,
            secs[1] / secs[0]
        );
    }
    Ok(())
}
