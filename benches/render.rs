//! Render + PNG encode speed and size of board pictures.
//!
//! `CARGO_TARGET_DIR=/work/target cargo bench --bench render`
//!
//! Criterion measures `png()` (render and encode) for a start position and a tall-tower
//! position; a summary then prints each one's median over 500 runs, its PNG size, and the
//! size and encode time of other PNG settings on the same pixels (to justify the choice in
//! `src/render/png.rs`).

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{criterion_group, Criterion};
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder, RgbImage};
use towers::render::{BoardView, Disc, Renderer, Side, TowerView};

fn man(side: Side) -> Disc {
    Disc { side, king: false }
}

fn view(towers: Vec<TowerView>, highlight: Vec<(u8, u8)>) -> BoardView {
    BoardView {
        files: 8,
        ranks: 8,
        towers,
        highlight,
        path: None,
        flipped: false,
        to_move: Some(Side::Light),
        square_numbers: vec![],
        stacks: true,
        must_capture: vec![],
        material: None,
    }
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
    view(towers, vec![])
}

/// Mid-game Bashni with towers of 2 to 12, kings on top and buried.
fn tall() -> BoardView {
    let (w, b) = (man(Side::Light), man(Side::Dark));
    let king = |side| Disc { side, king: true };
    let tower = |file, rank, discs: Vec<Disc>| TowerView { file, rank, discs };
    let mut twelve = vec![b; 6];
    twelve.extend([w; 6]);
    twelve[8] = king(Side::Light);
    let mut ten: Vec<Disc> = (0..10).map(|i| if i % 3 == 0 { w } else { b }).collect();
    ten[0] = king(Side::Light);
    view(
        vec![
            tower(2, 2, twelve),
            tower(0, 0, ten),
            tower(4, 0, vec![king(Side::Light)]),
            tower(6, 0, vec![w, king(Side::Dark)]),
            tower(3, 5, vec![king(Side::Dark), w, b, w]),
            tower(5, 5, vec![b, b, w]),
            tower(7, 7, vec![king(Side::Dark)]),
            tower(1, 7, vec![b, w]),
            tower(6, 2, vec![w, b, b]),
            tower(1, 1, vec![w, w]),
            tower(7, 3, vec![w]),
            tower(2, 6, vec![b]),
            tower(4, 6, vec![b, b, b, w, w]),
        ],
        vec![(5, 5), (7, 3)],
    )
}

fn cases() -> [(&'static str, BoardView); 2] {
    [("start 8x8", start()), ("tall towers 8x8", tall())]
}

fn bench(c: &mut Criterion) {
    let renderer = Renderer::new();
    for (name, v) in cases() {
        c.bench_function(&format!("png {name}"), |bch| {
            bch.iter(|| renderer.png(black_box(&v)).expect("renders"))
        });
    }
}

fn median(mut runs: Vec<Duration>) -> Duration {
    runs.sort();
    runs[runs.len() / 2]
}

fn encode(img: &RgbImage, c: CompressionType, f: FilterType) -> Vec<u8> {
    let mut out = Vec::new();
    PngEncoder::new_with_quality(&mut out, c, f)
        .write_image(
            img.as_raw(),
            img.width(),
            img.height(),
            ExtendedColorType::Rgb8,
        )
        .expect("encodes");
    out
}

/// Medians and sizes, printed after criterion's own report.
fn summary() {
    let started = Instant::now();
    let renderer = Renderer::new();
    println!(
        "\nRenderer::new: {:.1} ms",
        started.elapsed().as_secs_f64() * 1e3
    );
    for (name, v) in cases() {
        let time = |f: &dyn Fn()| {
            median(
                (0..500)
                    .map(|_| {
                        let t = Instant::now();
                        f();
                        t.elapsed()
                    })
                    .collect(),
            )
        };
        let png = renderer.png(&v).expect("renders");
        let total = time(&|| {
            black_box(renderer.png(black_box(&v)).expect("renders"));
        });
        let render = time(&|| {
            black_box(renderer.rgb(black_box(&v)).expect("renders"));
        });
        println!(
            "{name}: png() median {:.3} ms (render alone {:.3} ms), {} bytes",
            total.as_secs_f64() * 1e3,
            render.as_secs_f64() * 1e3,
            png.len()
        );
        let img = renderer.rgb(&v).expect("renders");
        let settings = [
            ("Fast", CompressionType::Fast, FilterType::Adaptive),
            ("Level(1)", CompressionType::Level(1), FilterType::Up),
            ("Level(1)", CompressionType::Level(1), FilterType::Paeth),
            ("Level(1)", CompressionType::Level(1), FilterType::Adaptive),
            ("Level(1)", CompressionType::Level(1), FilterType::Sub),
            ("Level(2)", CompressionType::Level(2), FilterType::Up),
            ("Default", CompressionType::Default, FilterType::Adaptive),
        ];
        for (cn, c, f) in settings {
            let size = encode(&img, c, f).len();
            let t = time(&|| {
                black_box(encode(black_box(&img), c, f));
            });
            println!(
                "    encode {cn:>8} + {:<8}: {size:>7} bytes {:>7.3} ms",
                format!("{f:?}"),
                t.as_secs_f64() * 1e3
            );
        }
    }
}

criterion_group!(benches, bench);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
    summary();
}
