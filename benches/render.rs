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
//! Criterion measures `png()` (render and encode) for each; a summary then prints each one's
//! median over 200 runs and its PNG size, and, as the baseline measured in the same run on the
//! same palette indices, the former deflate (miniz_oxide level 1, `Up`) against the current
//! one (zlib-rs level 2, `Up`): sizes, encode medians and their ratio. Last, per board size,
//! the replay GIF of the seeded game up to that position: bytes per frame, and the first
//! (whole-board) frame against the PNG of the same board.
//!
//! With `TOWERS_PICTURES_DIR=docs/pictures` it also writes each busy board as
//! `before-<variant>.png` (the former deflate) and `after-<variant>.png` (ours): the same
//! pixels, only the deflate differs.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{criterion_group, Criterion};
use towers::render::{BoardView, Disc, GifSettings, Renderer, Side, TowerView};
use towers::rules::{fen, Color, Game, Position, Variant};
use towers::service::{board_view, replay_views};

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

/// The busy positions: variant, random-game seed and ply (found by picking the largest PNG
/// over seeds 0..25, plies 0..70; the summary prints each position's FEN).
const BUSY: [(Variant, u64, usize); 4] = [
    (Variant::Lasca, 5, 23),
    (Variant::Bashni, 14, 25),
    (Variant::International, 0, 46),
    (Variant::Canadian, 10, 52),
];

/// The seeded random game of `variant` (each ply a uniformly drawn legal move), `plies` long.
pub fn random_game(variant: Variant, seed: u64, plies: usize) -> Game {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut game = Game::from_position(Position::initial(variant));
    for _ in 0..plies {
        let moves = game.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.usize(..moves.len())]);
    }
    game
}

/// The busy boards with the replay leading to each.
fn busy() -> Vec<(String, BoardView, Vec<BoardView>)> {
    BUSY.iter()
        .map(|&(variant, seed, ply)| {
            let game = random_game(variant, seed, ply + 1);
            let (before, last) = game.last_move().expect("a ply was played");
            let pos = before.play(last);
            let view = board_view(&pos, Some(last), Color::White, false);
            let name = format!(
                "{} {}x{} (seed {seed} ply {ply}: {})",
                variant.name(),
                view.files,
                view.ranks,
                fen::write(&pos)
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

/// The palette indices (row by row), width and palette of one of our indexed PNGs.
fn indices(png_file: &[u8]) -> (Vec<u8>, usize, Vec<u8>) {
    let mut reader = png::Decoder::new(std::io::Cursor::new(png_file))
        .read_info()
        .expect("our PNG");
    let mut buf = vec![0; reader.output_buffer_size().expect("fits")];
    let info = reader.next_frame(&mut buf).expect("our PNG");
    buf.truncate(info.buffer_size());
    let palette = reader.info().palette.as_ref().expect("indexed").to_vec();
    (buf, info.width as usize, palette)
}

/// PNG filter `Up` over rows of `w` bytes.
fn filter_up(ix: &[u8], w: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(ix.len() + ix.len() / w);
    let mut above: &[u8] = &[];
    for line in ix.chunks_exact(w) {
        out.push(2);
        if above.is_empty() {
            out.extend_from_slice(line);
        } else {
            out.extend(line.iter().zip(above).map(|(x, b)| x.wrapping_sub(*b)));
        }
        above = line;
    }
    out
}

/// The whole indexed PNG file the way the former encoder made it (miniz_oxide level 1, `Up`).
fn former_png(ix: &[u8], w: usize, palette: &[u8]) -> Vec<u8> {
    let zlib = miniz_oxide::deflate::compress_to_vec_zlib(&filter_up(ix, w), 1);
    container(&zlib, w, ix.len() / w, palette)
}

/// The same with the current deflate (zlib-rs level 2, `Up`).
fn current_png(ix: &[u8], w: usize, palette: &[u8]) -> Vec<u8> {
    let filtered = filter_up(ix, w);
    let mut out = vec![0; zlib_rs::compress_bound(filtered.len())];
    let (zlib, _) = zlib_rs::compress_slice(&mut out, &filtered, zlib_rs::DeflateConfig::new(2));
    container(zlib, w, ix.len() / w, palette)
}

fn container(zlib: &[u8], w: usize, h: usize, palette: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, w as u32, h as u32);
    enc.set_color(png::ColorType::Indexed);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_palette(palette.to_vec());
    let mut writer = enc.write_header().expect("header");
    writer.write_chunk(png::chunk::IDAT, zlib).expect("IDAT");
    writer.finish().expect("IEND");
    out
}

/// Medians and sizes, printed after criterion's own report.
fn summary() {
    let renderer = Renderer::new();
    let mut cases = vec![("start-8x8 (no marks)".to_string(), start(), Vec::new())];
    cases.extend(busy());
    println!("\nboard: png() median, bytes | same indices: former deflate bytes, ms -> current bytes, ms (size ratio, encode time ratio)");
    for (name, v, _) in &cases {
        let file = renderer.png(v).expect("renders");
        let total = median(200, &mut || {
            black_box(renderer.png(black_box(v)).expect("renders"));
        });
        let (ix, w, palette) = indices(&file);
        let former = former_png(&ix, w, &palette);
        let current = current_png(&ix, w, &palette);
        assert_eq!(current.len(), file.len(), "the bench's copy of the encoder");
        if let Ok(dir) = std::env::var("TOWERS_PICTURES_DIR") {
            let variant = name.split(' ').next().unwrap_or("board");
            std::fs::write(format!("{dir}/before-{variant}.png"), &former).expect("writes");
            std::fs::write(format!("{dir}/after-{variant}.png"), &current).expect("writes");
        }
        let t_former = median(100, &mut || {
            black_box(former_png(black_box(&ix), w, &palette));
        });
        let t_current = median(100, &mut || {
            black_box(current_png(black_box(&ix), w, &palette));
        });
        println!(
            "{name}: png() {:.3} ms, {} bytes | {} bytes {:.3} ms -> {} bytes {:.3} ms ({:.2}x size, {:.2}x time)",
            total.as_secs_f64() * 1e3,
            file.len(),
            former.len(),
            t_former.as_secs_f64() * 1e3,
            current.len(),
            t_current.as_secs_f64() * 1e3,
            current.len() as f64 / former.len() as f64,
            t_current.as_secs_f64() / t_former.as_secs_f64(),
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
    benches();
    Criterion::default().configure_from_args().final_summary();
    summary();
}
