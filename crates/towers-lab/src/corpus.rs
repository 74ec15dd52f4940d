//! The texts the parsers are fuzzed and property-tested with (`towers fuzz-seeds`,
//! `tests/logic/parse_robustness.rs`): real game records cut game by game, games towers plays
//! itself, and positions of those games with the move played there.

use std::io;
use std::path::Path;

use towers_rules::{pdn, Game, Move, Position, Variant};

/// The record folders of `../shared/games` and the variant their games are read as.
const RECORD_FOLDERS: [(&str, Variant); 5] = [
    ("english", Variant::English),
    ("international", Variant::International),
    ("russian", Variant::Russian),
    ("lasca", Variant::Lasca),
    ("pdn-syntax", Variant::International),
];

/// The most games kept of one record file, and the longest game text kept, in bytes.
const GAMES_PER_FILE: usize = 6;
const MAX_GAME_BYTES: usize = 6000;

/// PDN texts of games towers plays itself: 41 plies of every variant, moves picked
/// deterministically (captures and promotions where they happen), as `pdn::write_game` writes.
pub fn own_game_texts() -> Vec<(Variant, String)> {
    Variant::ALL
        .iter()
        .map(|&variant| {
            let mut game = Game::new(variant);
            for ply in 0..41 {
                let moves = game.position().legal_moves();
                if moves.is_empty() {
                    break;
                }
                game.play(moves[(ply * 7) % moves.len()]);
            }
            (variant, pdn::write_game(&game, &[("Event", "own game")]))
        })
        .collect()
}

/// Each record file under `root`'s variant folders, its games as separate texts (cut before
/// a tag line that follows a non-tag line), at most [`GAMES_PER_FILE`] per file and
/// [`MAX_GAME_BYTES`] each, with the variant of the folder; files in name order.
///
/// Errors: a folder or file that cannot be read.
pub fn record_texts(root: &Path) -> io::Result<Vec<(Variant, String)>> {
    let mut out = Vec::new();
    for (dir, variant) in RECORD_FOLDERS {
        let mut files: Vec<_> = std::fs::read_dir(root.join(dir))?
            .flatten()
            .map(|e| e.path())
            .collect();
        files.sort();
        for file in files {
            let bytes = std::fs::read(&file)?;
            let text = pdn::decode(&bytes);
            let mut game = String::new();
            let mut previous_tag = true;
            let mut kept = 0;
            for line in text.split_inclusive('\n') {
                let tag = line.trim_start().starts_with('[');
                if (tag && !previous_tag) || game.len() > MAX_GAME_BYTES {
                    if kept < GAMES_PER_FILE && !game.trim().is_empty() {
                        out.push((variant, std::mem::take(&mut game)));
                        kept += 1;
                    }
                    game.clear();
                }
                game.push_str(line);
                previous_tag = tag;
            }
            if kept < GAMES_PER_FILE && !game.trim().is_empty() && game.len() <= MAX_GAME_BYTES {
                out.push((variant, game));
            }
        }
    }
    Ok(out)
}

/// Positions of the games of `texts` (every 5th ply of those that replay) with the move played
/// there as the record writes it, and the move the replay chose for it (a start-end capture
/// may be ambiguous on its own and chosen by the rest of the game).
pub fn recorded_moves(texts: &[(Variant, String)]) -> Vec<(Position, String, Move)> {
    let mut out = Vec::new();
    for (variant, text) in texts {
        for game in pdn::read_games(text).into_iter().flatten() {
            let Ok(replayed) = pdn::replay(&game, *variant) else {
                continue;
            };
            let mut pos = replayed.start().clone();
            for (ply, mv) in replayed.moves().iter().enumerate() {
                if ply % 5 == 0 {
                    out.push((pos.clone(), game.moves[ply].clone(), *mv));
                }
                pos = pos.play(mv);
            }
        }
    }
    out
}
