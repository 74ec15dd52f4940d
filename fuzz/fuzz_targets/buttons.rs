//! Button custom ids (`tw1:<action>:<key>:<ply>`): parsing never panics, and an accepted id
//! is exactly the one its button writes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use towers::service::Button;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(button) = Button::parse(&text) {
        assert_eq!(button.custom_id(), text);
    }
});
