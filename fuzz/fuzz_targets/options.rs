//! `/challenge` option values as text (variant, colour, rule options, level): parsing never
//! panics; accepted rule options check against every variant and their text form reads back.
#![no_main]

use libfuzzer_sys::fuzz_target;
use towers_engine::Level;
use towers_rules::{RuleOptions, Variant};
use towers::service::ColorChoice;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(v) = text.parse::<Variant>() {
        assert_eq!(v.name().parse::<Variant>(), Ok(v));
    }
    if let Ok(c) = text.parse::<ColorChoice>() {
        assert_eq!(c.name().parse::<ColorChoice>(), Ok(c));
    }
    if let Ok(options) = text.parse::<RuleOptions>() {
        assert_eq!(options.to_string().parse::<RuleOptions>(), Ok(options));
        for v in Variant::ALL {
            let _ = options.check(v);
            let _ = towers_rules::settings::initial_position(v, options);
        }
    }
    if let Some(&n) = data.first() {
        if let Some(level) = Level::new(n) {
            assert_eq!(level.number(), n);
        }
    }
});
