//! The schema 7 to 8 migration (typed rule fields, `store::codec`): the free text that schema
//! 7 kept for a variant, its rule options and its moves is read with the rules' own readers
//! and written back in the one spelling schema 8 decodes ([`super::rule_fields`],
//! [`super::MoveText`]). A text those readers refuse is an error, so the record is set aside
//! in the quarantine like any record that does not decode, never guessed at.

use serde_json::{Map, Value};
use towers_rules::{notation, Position, RuleOptions, Variant};

use super::MoveText;

/// Schema 7 to 8: a game's or challenge's `variant` becomes the variant's own name
/// (`Variant`'s reader ignores case and surrounding space), `options` the normalized text
/// form of options checked against the variant (empty for the rule book's defaults), and
/// every one of a game's `moves` must be move notation whose squares are on the variant's
/// board; the move texts themselves are kept as they are.
///
/// The value is a channel record (`{"Game": {...}}` or `{"Challenge": {...}}`) or a bare
/// finished game, as in every migration.
pub fn v7_to_v8(mut record: Value) -> Result<Value, String> {
    let Some(fields) = record.as_object_mut() else {
        return Err("a record that is not an object".into());
    };
    let (inner, game) = if let Some(g) = fields.get_mut("Game") {
        (g, true)
    } else if let Some(c) = fields.get_mut("Challenge") {
        (c, false)
    } else if fields.contains_key("moves") {
        (&mut record, true)
    } else {
        return Err("neither a game nor a challenge".into());
    };
    let inner = inner
        .as_object_mut()
        .ok_or("a game or challenge that is not an object")?;
    let variant = typed_rules(inner)?;
    if game {
        check_moves(inner, variant)?;
    }
    Ok(record)
}

/// Rewrites `variant` and `options` of a game or challenge in their schema 8 spelling.
fn typed_rules(fields: &mut Map<String, Value>) -> Result<Variant, String> {
    let text = |name: &str| -> Result<&str, String> {
        fields
            .get(name)
            .and_then(Value::as_str)
            .ok_or_else(|| format!("{name} is missing or not text"))
    };
    let variant: Variant = text("variant")?.parse().map_err(|e| format!("{e}"))?;
    let options: RuleOptions = text("options")?.parse().map_err(|e| format!("{e}"))?;
    options.check(variant).map_err(|e| format!("{e}"))?;
    let options = options.normalized(variant);
    fields.insert("variant".into(), Value::from(variant.name()));
    fields.insert("options".into(), Value::from(options.to_string()));
    Ok(variant)
}

/// Checks that every move of a game is notation naming squares of `variant`'s board.
fn check_moves(fields: &Map<String, Value>, variant: Variant) -> Result<(), String> {
    let moves = fields
        .get("moves")
        .and_then(Value::as_array)
        .ok_or("a game whose moves are not a list")?;
    let board = Position::initial(variant);
    for (ply, text) in moves.iter().enumerate() {
        let text = text
            .as_str()
            .ok_or_else(|| format!("move {} is not text", ply + 1))?;
        let read = |e: &dyn std::fmt::Display| format!("move {}: {e}", ply + 1);
        MoveText::new(text).map_err(|e| read(&e))?;
        notation::parse_squares(&board, text).map_err(|e| read(&e))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codec::decode;
    use crate::{ChannelRecord, GameRecord};
    use towers_rules::Color;

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
}
