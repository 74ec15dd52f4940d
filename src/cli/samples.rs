//! `towers samples`: sample board pictures for a person to look at after a change to the
//! renderer (every board size, tall towers, a capture path, the flipped board).

use std::path::PathBuf;

use anyhow::Context;

use towers::service::api::board_view;
use towers_render::Renderer;
use towers_rules::{Color, Variant};

use super::start;

/// Options of `towers samples`.
#[derive(clap::Args)]
pub struct SamplesArgs {
    /// The folder the pictures are written to (created if missing).
    #[arg(long, default_value = "/tmp/towers-look")]
    out: PathBuf,
}

/// Each sample: file name, variant, FEN (`None`: the initial position), whether its first
/// legal move is played and drawn as the last move, and whether Black views it.
const SAMPLES: [(&str, Variant, Option<&str>, bool, bool); 6] = [
    (
        "bashni",
        Variant::Bashni,
        Some("W:Wc1,e1,g1,b2ww,d2,f2,h2,c3wb,e3,g3,a7wbb:Be5bb,h6,c7,e7,g7,b8,f8,h8"),
        true,
        false,
    ),
    (
        "tall",
        Variant::Bashni,
        Some("B:Wc3wwwwbbbb,Ke1,g1wB:Bd6Bw,f6bbbbwwww,Kh8,b8bW"),
        false,
        false,
    ),
    (
        "flipped",
        Variant::Bashni,
        Some("W:Wc1,e1,g1,b2ww,d2,f2,h2,c3wb,e3,g3,a7wbb:Be5bb,h6,c7,e7,g7,b8,f8,h8"),
        true,
        true,
    ),
    (
        "lasca-7x7",
        Variant::Lasca,
        Some("B:Wa1,c1,e1,b2,d2,f2,a3,c3wb,e3,g3:Ba7,c7,e7,g7,b6,d6,a5,c5bbw,e5"),
        false,
        false,
    ),
    (
        "international-10x10",
        Variant::International,
        None,
        true,
        false,
    ),
    ("canadian-12x12", Variant::Canadian, None, false, false),
];

/// `towers samples`: writes each sample as `<name>.png` and prints its size.
pub fn run(args: SamplesArgs) -> anyhow::Result<()> {
    let SamplesArgs { out } = args;
    std::fs::create_dir_all(&out).with_context(|| format!("creating {}", out.display()))?;
    let renderer = Renderer::new();
    for (name, variant, text, last, flipped) in SAMPLES {
        let mut pos = start(variant, text).with_context(|| format!("sample {name}"))?;
        let mut last_move = None;
        if let Some(&mv) = pos.legal_moves().first().filter(|_| last) {
            pos = pos.play(&mv);
            last_move = Some(mv);
        }
        let viewer = if flipped { Color::Black } else { Color::White };
        let png = renderer.png(&board_view(&pos, last_move.as_ref(), viewer, false))?;
        let path = out.join(format!("{name}.png"));
        std::fs::write(&path, &png).with_context(|| format!("writing {}", path.display()))?;
        println!("{}: {} bytes", path.display(), png.len());
    }
    Ok(())
}
