//! `towers fuzz-seeds`: the seed corpus of the fuzz targets in `fuzz/` (docs/testing.md).

use std::path::PathBuf;

use anyhow::Context;

use towers::service::api::{Action, Button, ColorChoice};
use towers_lab::corpus;
use towers_rules::{fen, notation, Variant};

/// Options of `towers fuzz-seeds`.
#[derive(clap::Args)]
pub struct FuzzSeedsArgs {
    /// The real game records (`SOURCES.md` and a folder per variant); without them only
    /// games towers plays itself are seeds.
    #[arg(long, env = "TOWERS_GAMES_DIR", default_value = "../shared/games")]
    games: PathBuf,
    /// The corpus folder: one folder per fuzz target is written in it.
    #[arg(long, default_value = "fuzz/corpus")]
    out: PathBuf,
}

/// `towers fuzz-seeds`: real games one by one (`pdn`), positions of those games as FEN (`fen`)
/// and with the move played there, as recorded and in full notation (`notation`), button
/// custom ids (`buttons`) and `/challenge` option values (`options`). Inputs start with the
/// variant's index in `Variant::ALL`.
pub fn run(args: FuzzSeedsArgs) -> anyhow::Result<()> {
    let FuzzSeedsArgs { games, out } = args;
    let mut texts = Vec::new();
    if games.join("SOURCES.md").is_file() {
        texts =
            corpus::record_texts(&games).with_context(|| format!("reading {}", games.display()))?;
    } else {
        eprintln!(
            "no game records at {} (SOURCES.md): seeding from towers' own games only",
            games.display()
        );
    }
    texts.extend(corpus::own_game_texts());
    let write = |target: &str, name: String, data: Vec<u8>| -> anyhow::Result<()> {
        let dir = out.join(target);
        std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
        let path = dir.join(name);
        std::fs::write(&path, data).with_context(|| format!("writing {}", path.display()))
    };
    let byte = |v: Variant| Variant::ALL.iter().position(|&x| x == v).unwrap_or(0) as u8;
    let with_byte = |v: Variant, text: &str| {
        let mut data = vec![byte(v)];
        data.extend_from_slice(text.as_bytes());
        data
    };
    for (i, (v, text)) in texts.iter().enumerate() {
        write("pdn", format!("game{i}"), with_byte(*v, text))?;
    }
    for (i, (pos, recorded, mv)) in corpus::recorded_moves(&texts).iter().enumerate() {
        let v = pos.variant();
        let fen_text = fen::write(pos);
        write("fen", format!("pos{i}"), with_byte(v, &fen_text))?;
        let full = notation::write(pos, mv);
        for (k, t) in [recorded, &full].into_iter().enumerate() {
            let data = with_byte(v, &format!("{fen_text}\n{t}"));
            write("notation", format!("pos{i}-{k}"), data)?;
        }
    }
    for a in Action::ALL {
        for (key, ply) in [(0, 0), (1_800_000_000, 0), (42, 7), (u64::MAX, 300)] {
            let id = Button::new(a, key, ply).custom_id();
            write("buttons", id.replace(':', "_"), id.into_bytes())?;
        }
    }
    let mut options: Vec<String> = Variant::ALL
        .iter()
        .flat_map(|v| [v.name().to_string(), v.title().to_string()])
        .collect();
    options.extend(ColorChoice::ALL.iter().map(|c| c.name().to_string()));
    options.extend(
        [
            "optional-captures",
            "black-first",
            "white-first",
            "immediate-transfer",
        ]
        .map(String::from),
    );
    for (i, o) in options.into_iter().enumerate() {
        write("options", format!("o{i}"), o.into_bytes())?;
    }
    println!("seeds written to {}", out.display());
    Ok(())
}
