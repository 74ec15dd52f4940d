//! Move text (RULES.md §6.3): `[variant byte] FEN '\n' move text`. Resolving never panics;
//! an accepted text names a legal move whose full notation resolves back to it.
#![no_main]

use libfuzzer_sys::fuzz_target;
use towers_rules::notation;
use towers_fuzz::{position_and_rest, variant_and_rest};

fuzz_target!(|data: &[u8]| {
    let (variant, rest) = variant_and_rest(data);
    let text = String::from_utf8_lossy(rest);
    let (pos, typed) = position_and_rest(variant, &text);
    let _ = notation::parse_squares(&pos, typed);
    if let Ok(mv) = notation::resolve(&pos, typed) {
        assert!(pos.legal_moves().contains(&mv), "{typed:?} resolved to an illegal move");
        let written = notation::write(&pos, &mv);
        let back = notation::resolve(&pos, &written).expect("full notation resolves");
        assert_eq!(pos.play(&back), pos.play(&mv), "{written}");
    }
});
