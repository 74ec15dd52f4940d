//! `towers render`: a position drawn as a PNG, or a one-frame GIF.

use std::path::PathBuf;

use anyhow::Context;

use towers::service::api::board_view;
use towers_render::{GifSettings, Renderer};
use towers_rules::{notation, Color, Variant};

use super::{start, variant_values};

/// Options of `towers render`.
#[derive(clap::Args)]
pub struct RenderArgs {
    #[arg(long, default_value = "bashni", value_parser = variant_values())]
    variant: Variant,
    /// The position (tower FEN, as `towers replay` prints it); default the initial position.
    #[arg(long)]
    fen: Option<String>,
    /// The picture file: `.png` or `.gif` (any other ending is refused).
    #[arg(short, long, default_value = "board.png")]
    output: PathBuf,
    /// Highlight this move (legal in the position before it: give --fen of that position).
    #[arg(long)]
    last: Option<String>,
    /// Show the board from Black's side.
    #[arg(long)]
    flip: bool,
}

/// `towers render`.
pub fn run(args: RenderArgs) -> anyhow::Result<()> {
    let RenderArgs {
        variant,
        fen,
        output,
        last,
        flip,
    } = args;
    let mut pos = start(variant, fen.as_deref())?;
    let mut last_move = None;
    if let Some(text) = last {
        let mv = notation::resolve(&pos, &text)?;
        pos = pos.play(&mv);
        last_move = Some(mv);
    }
    let viewer = if flip { Color::Black } else { Color::White };
    let view = board_view(&pos, last_move.as_ref(), viewer, false);
    let extension = output
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    let bytes = match extension.as_deref() {
        Some("png") => Renderer::new().png(&view)?,
        Some("gif") => {
            Renderer::new()
                .gif(std::slice::from_ref(&view), &GifSettings::default())?
                .bytes
        }
        _ => anyhow::bail!(
            "{}: towers draws PNG or GIF pictures; name the file *.png or *.gif",
            output.display()
        ),
    };
    std::fs::write(&output, bytes).with_context(|| format!("writing {}", output.display()))?;
    Ok(())
}
