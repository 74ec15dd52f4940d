//! PNG size and deflate time of the board pictures at other zlib-rs levels and PNG filters than
//! the renderer's (level 2, filter `Up`: `crates/towers-render/src/png.rs`), for revisiting that
//! choice. The palette indices are the renderer's own (its PNG decoded without expansion), then
//! filtered and deflated here as the renderer does, at each setting.
//!
//! `cargo bench --bench png_settings` (seconds): one line per board, level and filter.

use std::time::Instant;

use towers_render::Renderer;
use zlib_rs::{compress_bound, compress_slice, DeflateConfig, ReturnCode};

#[path = "../tests/support/busy_boards.rs"]
mod busy_boards;

/// The picture's width and its palette indices, row by row, as the renderer encoded them.
fn indices(png_file: &[u8]) -> (usize, Vec<u8>) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png_file));
    decoder.set_transformations(png::Transformations::IDENTITY);
    let mut reader = decoder.read_info().expect("the renderer's PNG");
    assert_eq!(reader.info().color_type, png::ColorType::Indexed);
    let mut buffer = vec![0; reader.output_buffer_size().expect("a board-sized picture")];
    let frame = reader.next_frame(&mut buffer).expect("one frame");
    buffer.truncate(frame.buffer_size());
    (frame.width as usize, buffer)
}

/// The scanlines of `indices` (rows of `width`) with filter `filter`: 0 `None` or 2 `Up`.
fn filtered(indices: &[u8], width: usize, filter: u8) -> Vec<u8> {
    let mut out = Vec::with_capacity(indices.len() + indices.len() / width);
    let mut above: &[u8] = &[];
    for line in indices.chunks_exact(width) {
        out.push(filter);
        if filter == 0 || above.is_empty() {
            out.extend_from_slice(line);
        } else {
            out.extend(line.iter().zip(above).map(|(x, b)| x.wrapping_sub(*b)));
        }
        above = line;
    }
    out
}

/// The zlib stream's length at `level`.
fn deflated(data: &[u8], level: i32) -> usize {
    let mut out = vec![0; compress_bound(data.len())];
    let (stream, code) = compress_slice(&mut out, data, DeflateConfig::new(level));
    assert_eq!(code, ReturnCode::Ok);
    stream.len()
}

fn main() {
    let renderer = Renderer::new();
    println!("board: level filter: zlib bytes, deflate ms (median of 9)");
    for (variant, seed, plies) in busy_boards::BUSY {
        let (view, _) = busy_boards::busy(variant, seed, plies);
        let (width, indices) = indices(&renderer.png(&view).expect("renders"));
        for level in [1, 2, 3, 6, 9] {
            for (filter, name) in [(0u8, "None"), (2, "Up")] {
                let mut times: Vec<f64> = (0..9)
                    .map(|_| {
                        let t = Instant::now();
                        deflated(&filtered(&indices, width, filter), level);
                        t.elapsed().as_secs_f64() * 1e3
                    })
                    .collect();
                times.sort_by(f64::total_cmp);
                let bytes = deflated(&filtered(&indices, width, filter), level);
                println!(
                    "{} {}x{}: level {level} {name}: {bytes} bytes, {:.2} ms",
                    variant.name(),
                    view.files,
                    view.ranks,
                    times[4]
                );
            }
        }
    }
}
