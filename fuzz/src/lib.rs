//! Shared pieces of the fuzz targets: how a fuzz input names a variant and a position.

use towers_rules::{fen, Position, Variant};

/// The variant named by the input's first byte (modulo the number of variants), and the
/// rest of the input. An empty input is Bashni with no text.
pub fn variant_and_rest(data: &[u8]) -> (Variant, &[u8]) {
    match data.split_first() {
        Some((&b, rest)) => (Variant::ALL[b as usize % Variant::ALL.len()], rest),
        None => (Variant::Bashni, data),
    }
}

/// Splits `text` at its first newline into a FEN and what follows. The position is the
/// FEN's when it reads, else the variant's initial position.
pub fn position_and_rest(variant: Variant, text: &str) -> (Position, &str) {
    let (fen_text, rest) = text.split_once('\n').unwrap_or(("", text));
    let pos = fen::read(variant, fen_text).unwrap_or_else(|_| Position::initial(variant));
    (pos, rest)
}
