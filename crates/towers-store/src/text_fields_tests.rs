//! Schema 7's text fields read into schema 8 ([`crate::text_fields`]), through the codec.

use crate::codec::decode;
use crate::text_fields::v7_to_v8;
use crate::{ChannelRecord, GameRecord};
use serde_json::Value;
use towers_rules::Color;
use towers_rules::{RuleOptions, Variant};

/// A game exactly as schema 7 wrote it, `variant`, `options` and `moves` as given.
fn v7_game(variant: &str, options: &str, moves: &str) -> String {
    format!(
        r#"{{"id":9,"channel":5,"variant":"{variant}","white":{{"id":11,"name":"a"}},"black":{{"id":22,"name":"b"}},"start_fen":"W:W21-32:B1-12","moves":{moves},"status":"Active","draw_offer":null,"started_at":10,"updated_at":20,"options":"{options}","bot":null,"move_limit_secs":3600,"turn_started_at":20,"turn_notices":{{"reminded":false,"overdue":false}},"takeback_offer":null,"guild":7,"position":null,"clock":null}}"#
    )
}

fn v7_challenge(variant: &str, options: &str) -> String {
    format!(
        r#"{{"Challenge":{{"challenger":{{"id":1,"name":"a"}},"opponent":null,"variant":"{variant}","created_at":10,"expires_at":20,"options":"{options}","challenger_white":true,"move_limit_secs":60,"guild":null,"clock":{{"base_ms":300000,"increment_ms":3000}}}}}}"#
    )
}

fn bytes(record: &str) -> Vec<u8> {
    format!(r#"{{"schema":7,"record":{record}}}"#).into_bytes()
}

#[test]
fn schema_7_text_fields_load_typed() {
    let moves = r#"["c3-b4","b6-c5","b4:d6"]"#;
    let g = decode::<GameRecord>(&bytes(&v7_game("bashni", "", moves))).unwrap();
    assert_eq!(
        (g.variant, g.options),
        (Variant::Bashni, RuleOptions::default())
    );
    assert_eq!(g.moves, ["c3-b4", "b6-c5", "b4:d6"]);

    // Old spellings are read as the rules read them and normalized.
    let lasca = decode::<ChannelRecord>(&bytes(&format!(
        r#"{{"Game":{}}}"#,
        v7_game("Lasca", "Black_First", r#"["1-5"]"#)
    )))
    .unwrap();
    let ChannelRecord::Game(lasca) = lasca else {
        panic!("not a game: {lasca:?}")
    };
    assert_eq!(lasca.variant, Variant::Lasca);
    assert_eq!(lasca.options.first, Some(Color::Black));
    assert_eq!(lasca.moves, ["1-5"]);
    let by_the_book = decode::<GameRecord>(&bytes(&v7_game("lasca", "white-first", "[]")))
        .unwrap()
        .options;
    assert_eq!(by_the_book, RuleOptions::default());

    let ChannelRecord::Challenge(c) =
        decode::<ChannelRecord>(&bytes(&v7_challenge("kurnik", "optional-captures"))).unwrap()
    else {
        panic!("not a challenge")
    };
    assert_eq!(c.variant, Variant::Kurnik);
    assert!(c.options.optional_captures);
}

#[test]
fn schema_7_texts_the_rules_refuse_do_not_decode() {
    let games = [
        v7_game("chess", "", "[]"),
        v7_game("bashni", "optional-captures", "[]"),
        v7_game("bashni", "castling", "[]"),
        v7_game("bashni", "", r#"["c3-b4","task 3"]"#),
        v7_game("bashni", "", r#"["c3-b4","z9-a1"]"#),
        v7_game("bashni", "", r#"["c3-b4","33-29"]"#),
        v7_game("bashni", "", r#"["c3-b4",5]"#),
        v7_game("bashni", "", r#"{"c3":"b4"}"#),
    ];
    let refused = |bytes: Vec<u8>, what: &str| {
        let err = decode::<ChannelRecord>(&bytes).expect_err(what);
        assert!(err.0.contains("migrating schema 7 to 8"), "{err}");
    };
    for game in games {
        refused(bytes(&format!(r#"{{"Game":{game}}}"#)), &game);
        let err = decode::<GameRecord>(&bytes(&game)).expect_err(&game);
        assert!(err.0.contains("migrating schema 7 to 8"), "{err}");
    }
    for challenge in [
        v7_challenge("lasca", "optional-captures"),
        v7_challenge("", ""),
    ] {
        refused(bytes(&challenge), &challenge);
    }
    let mut no_variant: Value = serde_json::from_str(&v7_game("bashni", "", "[]")).unwrap();
    no_variant.as_object_mut().unwrap().remove("variant");
    assert!(v7_to_v8(no_variant).is_err());
    assert!(v7_to_v8(serde_json::json!({"Other": {}})).is_err());
    assert!(v7_to_v8(serde_json::json!([])).is_err());
}
