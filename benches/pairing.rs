//! Pairing time of the FIDE Dutch system for 32, 200 and 1,000 players
//! (`cargo bench --bench pairing`): a tournament is played with seeded random results for a
//! few rounds (paired by the same code), then the next round's pairing is timed. The goal
//! (docs/tournaments.md) is 200 players in under a second on 2 cores. 1,000 players take
//! seconds a round, too long for repeated samples: each of the first three rounds is paired
//! once and its time printed.

use std::hint::black_box;
use std::time::Instant;

use criterion::{criterion_group, Criterion};
use towers_pairing::{Colour, Outcome, Pairing, Player, PointSystem, RoundEntry, Tournament};

/// `players` players and no round played, in a tournament of `total` rounds.
fn entrants(players: u32, total: usize) -> Tournament {
    let mut t = Tournament::new("bench", total, PointSystem::DRAUGHTS);
    for n in 1..=players {
        t.players
            .push(Player::new(n, &format!("Player {n}"), 2400 - n));
    }
    t
}

/// Plays the round `p` pairs in `t` with random results.
fn play(t: &mut Tournament, p: Pairing, rng: &mut fastrand::Rng) {
    for (w, b) in p.boards {
        let roll = rng.u32(0..100);
        let (rw, rb) = match roll {
            0..40 => (Outcome::Win, Outcome::Loss),
            40..70 => (Outcome::Draw, Outcome::Draw),
            _ => (Outcome::Loss, Outcome::Win),
        };
        for (me, opp, colour, result) in [(w, b, Colour::White, rw), (b, w, Colour::Black, rb)] {
            let player = t
                .players
                .iter_mut()
                .find(|x| x.number == me)
                .expect("paired player");
            player.rounds.push(RoundEntry {
                opponent: Some(opp),
                colour: Some(colour),
                outcome: result,
            });
        }
    }
    if let Some(x) = p.bye {
        let player = t
            .players
            .iter_mut()
            .find(|q| q.number == x)
            .expect("bye player");
        player.rounds.push(RoundEntry::alone(Outcome::PairingBye));
    }
    t.played += 1;
}

/// A tournament of `players` with `rounds` rounds played (random results, seed 7).
fn played(players: u32, rounds: usize) -> Tournament {
    let mut t = entrants(players, rounds + 2);
    let mut rng = fastrand::Rng::with_seed(7);
    for _ in 0..rounds {
        let p = towers_pairing::pair(&t).expect("a random Swiss pairs");
        play(&mut t, p, &mut rng);
    }
    t
}

fn pairing(c: &mut Criterion) {
    let mut group = c.benchmark_group("pairing");
    group.sample_size(10);
    for (players, rounds) in [(32, 5), (200, 5)] {
        let started = Instant::now();
        let t = played(players, rounds);
        eprintln!(
            "{players} players: {rounds} rounds paired and played in {:.1} s",
            started.elapsed().as_secs_f64()
        );
        group.bench_function(format!("{players} players, round {}", rounds + 1), |b| {
            b.iter(|| towers_pairing::pair(black_box(&t)).expect("pairs"))
        });
    }
    group.finish();
    let mut t = entrants(1_000, 5);
    let mut rng = fastrand::Rng::with_seed(7);
    for round in 1..=3 {
        let started = Instant::now();
        let p = towers_pairing::pair(black_box(&t)).expect("pairs");
        eprintln!(
            "1000 players, round {round}: paired once in {:.2} s",
            started.elapsed().as_secs_f64()
        );
        play(&mut t, p, &mut rng);
    }
}

criterion_group!(benches, pairing);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
}
