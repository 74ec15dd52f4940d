//! The standings picture of 200 players (five pages of 40 rows, three tiebreaks, names in
//! Latin and Cyrillic) rendered and encoded as PNGs, and the podium
//! (`cargo bench -p towers-render --bench standings`). After criterion's runs it prints the
//! pages' sizes in bytes. With `TOWERS_PICTURES_DIR=DIR` it writes the pages and the
//! podium there (`standings-N.png`, `podium.png`).

use std::hint::black_box;

use criterion::{criterion_group, Criterion};
use towers_render::{
    podium_png, standings_png, Podium, PodiumPlace, StandingsColumns, StandingsPicture,
    StandingsRow,
};

const TIEBREAKS: [&str; 3] = ["Solkoff-1", "Solkoff", "SB"];
const NAMES: [&str; 6] = [
    "Anna Kowalska",
    "Пётр Иванов",
    "Maximilian Oberhausen-Wittgenstein",
    "Jan de Vries",
    "Ольга Смирнова",
    "Lee",
];

/// 200 players after 9 rounds of a Swiss on 2/1/0 points.
fn rows() -> Vec<StandingsRow> {
    (0..200u32)
        .map(|i| {
            let points = 18 - (i * 18 / 200);
            StandingsRow {
                rank: i + 1,
                name: format!("{} {}", NAMES[i as usize % NAMES.len()], i + 1),
                points: points.to_string(),
                tiebreaks: vec![
                    (90 - i / 3).to_string(),
                    (100 - i / 3).to_string(),
                    format!("{}½", 80 - i / 3),
                ],
                wins: points / 2,
                draws: points % 2,
                losses: 9 - points / 2 - points % 2,
                cross: Vec::new(),
            }
        })
        .collect()
}

fn picture(rows: &[StandingsRow]) -> StandingsPicture<'_> {
    StandingsPicture {
        title: "Bashni Swiss · round 9 of 9",
        columns: StandingsColumns {
            rank: "#",
            name: "Player",
            points: "Pts",
            tiebreaks: &TIEBREAKS,
            record: "W-D-L",
        },
        rows,
    }
}

fn bench(c: &mut Criterion) {
    let rows = rows();
    let picture = picture(&rows);
    c.bench_function("standings 200 players (5 PNG pages)", |b| {
        b.iter(|| standings_png(black_box(&picture)).expect("the standings draw"))
    });
    let places: Vec<PodiumPlace> = rows
        .iter()
        .take(3)
        .map(|r| PodiumPlace {
            name: r.name.clone(),
            points: r.points.clone(),
        })
        .collect();
    let podium = Podium {
        title: "Bashni Swiss",
        places: &places,
    };
    c.bench_function("podium", |b| {
        b.iter(|| podium_png(black_box(&podium)).expect("the podium draws"))
    });
}

criterion_group!(benches, bench);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
    let rows = rows();
    let pages = standings_png(&picture(&rows)).expect("the standings draw");
    let sizes: Vec<usize> = pages.iter().map(Vec::len).collect();
    println!(
        "standings of 200 players: {} pages, PNG bytes {sizes:?}",
        pages.len()
    );
    if let Ok(dir) = std::env::var("TOWERS_PICTURES_DIR") {
        for (i, page) in pages.iter().enumerate() {
            std::fs::write(format!("{dir}/standings-{}.png", i + 1), page)
                .expect("the pictures folder is writable");
        }
        let places: Vec<PodiumPlace> = rows
            .iter()
            .take(3)
            .map(|r| PodiumPlace {
                name: r.name.clone(),
                points: r.points.clone(),
            })
            .collect();
        let podium = Podium {
            title: "Bashni Swiss",
            places: &places,
        };
        std::fs::write(
            format!("{dir}/podium.png"),
            podium_png(&podium).expect("the podium draws"),
        )
        .expect("the pictures folder is writable");
    }
}
