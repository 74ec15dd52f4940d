//! PDN files (lexer, reader, replay) and the ACF archive format: `[variant byte] file bytes`.
//! Decoding, reading and replaying never panic and finish.
#![no_main]

use libfuzzer_sys::fuzz_target;
use towers_rules::pdn;
use towers_fuzz::variant_and_rest;

fuzz_target!(|data: &[u8]| {
    let (variant, rest) = variant_and_rest(data);
    let text = pdn::decode(rest);
    for game in pdn::read_games(&text).into_iter().flatten() {
        let _ = pdn::replay(&game, variant);
    }
    let _ = pdn::replay_text(&text, variant);
});
