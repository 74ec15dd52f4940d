//! FEN with the tower extension (RULES.md §6.1, §6.4): `[variant byte] text`. Reading never
//! panics; whatever reads is written and read back to the same position.
#![no_main]

use libfuzzer_sys::fuzz_target;
use towers_rules::fen;
use towers_fuzz::variant_and_rest;

fuzz_target!(|data: &[u8]| {
    let (variant, rest) = variant_and_rest(data);
    let text = String::from_utf8_lossy(rest);
    if let Ok(pos) = fen::read(variant, &text) {
        let written = fen::write(&pos);
        assert_eq!(fen::read(variant, &written).as_ref(), Ok(&pos), "{written}");
        // The position is playable: its legal moves can be listed.
        let _ = pos.legal_moves();
    }
});
