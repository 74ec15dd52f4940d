//! Render + PNG encode speed and size of board pictures, and replay GIF bytes per frame.
//!
//! `cargo bench --bench render` (about a minute)
//!
//! The boards: a start position (8×8, no marks) and for each board size the busiest position
//! (largest PNG) of 25 seeded random games of 70 plies, with the capture that led to it drawn
//! (route, jumped squares, tints), the must-capture marks and the piece count, as the bot
//! sends them (`service::board_view`): 7×7 Lasca with towers of 4, 8×8 Bashni with towers of
//! 3 and 4, 10×10 international and 12×12 Canadian with square numbers.
//!
//! Criterion measures `png()` (render and encode) for each; a summary then prints, interleaved
//! in the same run, `png()`'s and the usual route's (`rgb()`, then `image`'s `PngEncoder` at its
//! fast level: an RGB PNG) medians and PNG sizes, and, per board size, the
//! replay GIF of the seeded game up to that position: bytes per frame, and the first
//! (whole-board) frame against the PNG of the same board. `TOWERS_BENCH_QUICK=1` skips
//! criterion and prints only the summary.
//!
//! With `TOWERS_PICTURES_DIR=docs/pictures` it also writes each busy board as
//! `after-<variant>.png` (`docs/pictures/README.md`).

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{criterion_group, Criterion};
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::ImageEncoder;
use towers::service::board::view::replay_views;
use towers_render::{BoardView, Disc, GifSettings, Renderer, Side, TowerView};
use towers_rules::{fen, Color};

#[path = "../tests/support/busy_boards.rs"]
mod busy_boards;
use busy_boards::BUSY;

fn man(side: Side) -> Disc {
    Disc { side, king: false }
}

/// 12 men a side on the first and last three ranks.
fn start() -> BoardView {
    let mut towers = Vec::new();
    for rank in (0..3).chain(5..8) {
        for file in (0..8u8).filter(|f| (f + rank) % 2 == 0) {
            let side = if rank < 3 { Side::Light } else { Side::Dark };
            towers.push(TowerView {
                file,
                rank,
                discs: vec![man(side)],
            });
        }
    }
    BoardView {
        files: 8,
        ranks: 8,
        towers,
        highlight: vec![],
        path: None,
        flipped: false,
        to_move: Some(Side::Light),
        square_numbers: vec![],
        stacks: true,
        must_capture: vec![],
        material: None,
    }
}

/// The busy boards with the replay leading to each.
fn busy() -> Vec<(String, BoardView, Vec<BoardView>)> {
    BUSY.iter()
        .map(|&(variant, seed, plies)| {
            let (view, game) = busy_boards::busy(variant, seed, plies);
            let (before, last) = game.last_move().expect("a ply was played");
            let name = format!(
                "{} {}x{} (seed {seed} ply {}: {})",
                variant.name(),
                view.files,
                view.ranks,
                plies - 1,
                fen::write(&before.play(last))
            );
            (name, view, replay_views(&game, Color::White, false))
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let renderer = Renderer::new();
    let mut cases = vec![("start 8x8".to_string(), start())];
    cases.extend(busy().into_iter().map(|(n, v, _)| (n, v)));
    for (name, v) in cases {
        let short: String = name.split(" (").next().unwrap_or(&name).to_string();
        c.bench_function(&format!("png {short}"), |bch| {
            bch.iter(|| renderer.png(black_box(&v)).expect("renders"))
        });
    }
}

/// The baseline: the picture as RGB pixels, encoded by `image`'s own PNG encoder (RGB, fast
/// level), the route a renderer without its own indexed encoder would take.
fn png_via_image(renderer: &Renderer, view: &BoardView) -> Vec<u8> {
    let rgb = renderer.rgb(view).expect("renders");
    let mut out = Vec::new();
    PngEncoder::new_with_quality(&mut out, CompressionType::Fast, FilterType::Adaptive)
        .write_image(
            rgb.as_raw(),
            rgb.width(),
            rgb.height(),
            image::ExtendedColorType::Rgb8,
        )
        .expect("encodes");
    out
}

fn median(runs: usize, f: &mut dyn FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .collect();
    times.sort();
    times[times.len() / 2]
}

/// Medians and sizes, printed after criterion's own report.
fn summary() {
    let renderer = Renderer::new();
    let mut cases = vec![("start-8x8 (no marks)".to_string(), start(), Vec::new())];
    cases.extend(busy());
    println!("\nboard: png() median, bytes | same run, the usual route (rgb(), then image's PngEncoder): median, bytes (time ratio)");
    for (name, v, _) in &cases {
        let file = renderer.png(v).expect("renders");
        let old = png_via_image(&renderer, v);
        let mut t_new = Vec::new();
        let mut t_old = Vec::new();
        // Interleaved, so that load from other processes hits both alike.
        for _ in 0..5 {
            t_new.push(median(40, &mut || {
                black_box(renderer.png(black_box(v)).expect("renders"));
            }));
            t_old.push(median(40, &mut || {
                black_box(png_via_image(&renderer, black_box(v)));
            }));
        }
        t_new.sort();
        t_old.sort();
        let (t_new, t_old) = (t_new[2], t_old[2]);
        if let Ok(dir) = std::env::var("TOWERS_PICTURES_DIR") {
            let variant = name.split(' ').next().unwrap_or("board");
            std::fs::write(format!("{dir}/after-{variant}.png"), &file).expect("writes");
        }
        println!(
            "{name}: png() {:.3} ms, {} bytes | usual route {:.3} ms, {} bytes ({:.2}x time)",
            t_new.as_secs_f64() * 1e3,
            file.len(),
            t_old.as_secs_f64() * 1e3,
            old.len(),
            t_new.as_secs_f64() / t_old.as_secs_f64(),
        );
    }
    println!("\nreplay GIF (default settings) of the seeded game up to the busy position:");
    for (name, _, replay) in &cases[1..] {
        let gif = renderer
            .gif(replay, &GifSettings::default())
            .expect("animates");
        let first = renderer
            .gif(&replay[..1], &GifSettings::default())
            .expect("animates");
        let first_png = renderer.png(&replay[0]).expect("renders");
        let pngs: usize = replay
            .iter()
            .map(|v| renderer.png(v).expect("renders").len())
            .sum();
        println!(
            "{name}: {} frames, {} bytes, {:.0} bytes/frame (PNGs {:.0} bytes each); first frame {} bytes (its PNG {} bytes)",
            gif.frames,
            gif.bytes.len(),
            gif.bytes.len() as f64 / gif.frames as f64,
            pngs as f64 / replay.len() as f64,
            first.bytes.len(),
            first_png.len(),
        );
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    targets = bench
}

fn main() {
    if std::env::var_os("TOWERS_BENCH_QUICK").is_none() {
        benches();
    }
    Criterion::default().configure_from_args().final_summary();
    summary();
}
