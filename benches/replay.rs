//! Replay GIF time and size for real recorded games from `../shared/games/`: a 60-ply
//! Russian game (`russian/wiegerw-pdn__succeed_ussr1947.pdn`, its first game cut to 60 plies)
//! and the one replayable Lasca game, with towers (`lasca/lasca-org__game1-1976-partial.txt`,
//! 25 plies), over the palette sizes that trade anti-aliasing for size.
//!
//! `cargo bench --bench replay` (where the records are absent it says so and measures nothing;
//! `TOWERS_GAMES_DIR` points elsewhere)
//!
//! Criterion times `Renderer::gif` with the default settings (255 colours); a summary then
//! prints, for 64, 128 and 255 colours, the GIF size, its median encode time over 10 runs, the
//! mean error per channel of a tall-tower frame against the PNG picture, and as the baseline
//! measured in the same run the median time to make the same boards as PNGs (`PNGs ms`).

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{criterion_group, Criterion};
use towers::service::board::view::replay_views;
use towers_render::{BoardView, GifSettings, Renderer};
use towers_rules::{pdn, Game, Variant};

#[path = "../tests/support/records.rs"]
mod records;

/// The first game of `file` (under the records folder) that replays as `variant` with at
/// least `plies` plies, cut to `plies`.
fn recorded(file: &str, variant: Variant, plies: usize) -> Game {
    let dir = records::games_dir().expect("main() checked the records");
    let bytes = std::fs::read(dir.join(file)).expect("a record named in SOURCES.md");
    let text = pdn::decode(&bytes);
    pdn::read_games(&text)
        .into_iter()
        .flatten()
        .filter_map(|g| pdn::replay(&g, variant).ok())
        .find(|g| g.moves().len() >= plies)
        .map(|g| {
            let texts = g.move_texts();
            Game::replay(g.start().clone(), texts[..plies].iter().map(String::as_str))
                .expect("a prefix of a legal game is legal")
        })
        .expect("a long enough game")
}

fn games() -> [(&'static str, Vec<BoardView>); 2] {
    let white = towers_rules::Color::White;
    let russian = recorded(
        "russian/wiegerw-pdn__succeed_ussr1947.pdn",
        Variant::Russian,
        60,
    );
    let lasca = recorded(
        "lasca/lasca-org__game1-1976-partial.txt",
        Variant::Lasca,
        25,
    );
    [
        ("russian 60 plies", replay_views(&russian, white, true)),
        ("lasca 25 plies, towers", replay_views(&lasca, white, true)),
    ]
}

fn bench(c: &mut Criterion) {
    let renderer = Renderer::new();
    let settings = GifSettings::default();
    renderer
        .gif(&games()[0].1[..2], &settings)
        .expect("palette"); // build the palette once
    for (name, views) in games() {
        c.bench_function(&format!("gif {name}"), |b| {
            b.iter(|| renderer.gif(black_box(&views), &settings).unwrap())
        });
    }
}

fn summary() {
    let renderer = Renderer::new();
    println!("\nframes  colours  bytes      KiB/frame  median ms  error/channel  PNGs ms  game");
    for (name, views) in games() {
        let tall = views
            .iter()
            .max_by_key(|v| v.towers.iter().map(|t| t.discs.len()).max());
        for colors in [64u16, 128, 255] {
            let settings = GifSettings {
                colors,
                ..GifSettings::default()
            };
            let first = renderer.gif(&views, &settings).unwrap();
            let mut times: Vec<Duration> = (0..10)
                .map(|_| {
                    let t = Instant::now();
                    black_box(renderer.gif(&views, &settings).unwrap());
                    t.elapsed()
                })
                .collect();
            times.sort();
            let error = renderer.gif_error(tall.unwrap(), colors).unwrap();
            // Baseline in the same run: the same boards as PNGs, one after another.
            let mut png_times: Vec<Duration> = (0..10)
                .map(|_| {
                    let t = Instant::now();
                    for v in &views {
                        black_box(renderer.png(v).unwrap());
                    }
                    t.elapsed()
                })
                .collect();
            png_times.sort();
            let png_ms = png_times[png_times.len() / 2].as_secs_f64() * 1e3;
            println!(
                "{:6}  {colors:7}  {:9}  {:9.1}  {:9.1}  {error:13.2}  {png_ms:6.1}  {name} ({}x{}, halved {}x)",
                first.frames,
                first.bytes.len(),
                first.bytes.len() as f64 / 1024.0 / first.frames as f64,
                times[times.len() / 2].as_secs_f64() * 1e3,
                first.width,
                first.height,
                first.halvings,
            );
        }
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(Duration::from_secs(5));
    targets = bench
}

fn main() {
    if records::games_dir().is_none() {
        return;
    }
    benches();
    Criterion::default().final_summary();
    summary();
}
