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
