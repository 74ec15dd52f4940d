//! Development aid: replays every round of the TRF files given through the Dutch pairing and
//! prints each difference and a summary (`cargo run -p towers-pairing --example replay -- FILES`).

fn main() {
    let mut rounds = 0;
    let mut same = 0;
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).expect("readable file");
        let t = towers_pairing::trf::read(&text).expect("valid TRF");
        for r in 1..=t.played {
            let (boards, bye) = t.recorded_round(r);
            if boards.is_empty() && bye.is_none() {
                continue;
            }
            rounds += 1;
            let cut = t.cut_before(r);
            match towers_pairing::pair(&cut) {
                Ok(p) => {
                    let mut got = p.boards.clone();
                    got.sort();
                    if got == boards && p.bye == bye {
                        same += 1;
                    } else {
                        let missing: Vec<_> = boards.iter().filter(|b| !got.contains(b)).collect();
                        let extra: Vec<_> = got.iter().filter(|b| !boards.contains(b)).collect();
                        println!("{path} round {r}: expected {missing:?} bye {bye:?}, got {extra:?} bye {:?}", p.bye);
                    }
                }
                Err(e) => println!("{path} round {r}: {e}"),
            }
        }
    }
    println!(
        "rounds {rounds}, identical {same} ({:.1}%)",
        100.0 * same as f64 / rounds.max(1) as f64
    );
}
