//! Bytes on disk: every stored value is a versioned JSON envelope
//! `{"schema":N,"record":{...}}`.
//!
//! Reading accepts the current [`SCHEMA_VERSION`] and every older version that has a
//! migration in [`MIGRATIONS`]; anything else (garbage bytes, a newer version, a record that
//! does not fit its type) is a [`DecodeError`], never a panic. The caller turns that into
//! `StoreError::Corrupt` with the channel it was reading.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{GameResult, Player, DEFAULT_MOVE_LIMIT_SECS, SCHEMA_VERSION};

/// One migration: takes the `record` value of version `n` and returns it as version `n + 1`.
/// The error text ends up in `StoreError::Corrupt::reason`.
pub type Migration = fn(Value) -> Result<Value, String>;

/// `MIGRATIONS[i]` migrates a record of schema `i + 1` to schema `i + 2`.
///
/// Adding v1→v2 means: bump `SCHEMA_VERSION` to 2, write `fn v1_to_v2(Value) -> Result<Value,
/// String>` and list it here. The test `migrations_cover_every_old_version` keeps the table
/// and the version in step.
pub const MIGRATIONS: &[Migration] = &[
    v1_to_v2,
    v2_to_v3,
    v3_to_v4,
    v4_to_v5,
    v5_to_v6,
    v6_to_v7,
    super::text_fields::v7_to_v8,
];

/// Schema 1 to 2: games gain `options` (empty: the rule book's defaults) and `bot` (none:
/// schema 1 had no bot games); challenges gain `options` and `challenger_white` (true: in
/// schema 1 the challenger always played White).
///
/// The value is a channel record (`{"Game": {...}}` or `{"Challenge": {...}}`) or a bare
/// finished game (the archive stores `GameRecord`s).
fn v1_to_v2(mut record: Value) -> Result<Value, String> {
    fn game(game: &mut Value) -> Result<(), String> {
        let fields = game.as_object_mut().ok_or("a game that is not an object")?;
        fields.entry("options").or_insert(Value::from(""));
        fields.entry("bot").or_insert(Value::Null);
        Ok(())
    }
    let Some(fields) = record.as_object_mut() else {
        return Err("a record that is not an object".into());
    };
    if let Some(g) = fields.get_mut("Game") {
        game(g)?;
    } else if let Some(c) = fields.get_mut("Challenge") {
        let c = c
            .as_object_mut()
            .ok_or("a challenge that is not an object")?;
        c.entry("options").or_insert(Value::from(""));
        c.entry("challenger_white").or_insert(Value::Bool(true));
    } else if fields.contains_key("moves") {
        game(&mut record)?;
    } else {
        return Err("neither a game nor a challenge".into());
    }
    Ok(record)
}

/// Schema 2 to 3 (move time limits, takebacks, open challenges): games gain
/// `move_limit_secs` ([`DEFAULT_MOVE_LIMIT_SECS`], none in games against the bot),
/// `turn_started_at` (the old `updated_at`: the last change, usually the last move),
/// `turn_notices` (nothing posted yet) and `takeback_offer` (none); challenges gain
/// `move_limit_secs` (the default) and `open` (false: schema 2 challenges named an opponent).
///
/// The value is a channel record or a bare finished game, as in [`v1_to_v2`].
fn v2_to_v3(mut record: Value) -> Result<Value, String> {
    fn game(game: &mut Value) -> Result<(), String> {
        let fields = game.as_object_mut().ok_or("a game that is not an object")?;
        let against_bot = fields.get("bot").is_some_and(|b| !b.is_null());
        let limit = if against_bot {
            Value::Null
        } else {
            Value::from(DEFAULT_MOVE_LIMIT_SECS)
        };
        let since = fields
            .get("updated_at")
            .and_then(Value::as_u64)
            .ok_or("a game without updated_at")?;
        fields.entry("move_limit_secs").or_insert(limit);
        fields
            .entry("turn_started_at")
            .or_insert(Value::from(since));
        fields
            .entry("turn_notices")
            .or_insert(serde_json::json!({"reminded": false, "overdue": false}));
        fields.entry("takeback_offer").or_insert(Value::Null);
        Ok(())
    }
    let Some(fields) = record.as_object_mut() else {
        return Err("a record that is not an object".into());
    };
    if let Some(g) = fields.get_mut("Game") {
        game(g)?;
    } else if let Some(c) = fields.get_mut("Challenge") {
        let c = c
            .as_object_mut()
            .ok_or("a challenge that is not an object")?;
        c.entry("move_limit_secs")
            .or_insert(Value::from(DEFAULT_MOVE_LIMIT_SECS));
        c.entry("open").or_insert(Value::Bool(false));
    } else if fields.contains_key("moves") {
        game(&mut record)?;
    } else {
        return Err("neither a game nor a challenge".into());
    }
    Ok(record)
}

/// Schema 3 to 4 (the stored position): games gain `position` (none: the game is replayed
/// from its moves until its next move stores one); challenges are unchanged.
///
/// The value is a channel record or a bare finished game, as in [`v1_to_v2`].
fn v3_to_v4(mut record: Value) -> Result<Value, String> {
    let Some(fields) = record.as_object_mut() else {
        return Err("a record that is not an object".into());
    };
    let game = if let Some(g) = fields.get_mut("Game") {
        g
    } else if fields.contains_key("Challenge") {
        return Ok(record);
    } else if fields.contains_key("moves") {
        &mut record
    } else {
        return Err("neither a game nor a challenge".into());
    };
    game.as_object_mut()
        .ok_or("a game that is not an object")?
        .entry("position")
        .or_insert(Value::Null);
    Ok(record)
}

/// Schema 4 to 5 (typed open challenges): a challenge's `open` flag goes, and the opponent
/// of an open challenge (a placeholder player, id 0, named "anyone") becomes `null`; games
/// are unchanged.
///
/// The value is a channel record or a bare finished game, as in [`v1_to_v2`].
fn v4_to_v5(mut record: Value) -> Result<Value, String> {
    let Some(fields) = record.as_object_mut() else {
        return Err("a record that is not an object".into());
    };
    if fields.contains_key("Game") || fields.contains_key("moves") {
        return Ok(record);
    }
    let challenge = fields
        .get_mut("Challenge")
        .ok_or("neither a game nor a challenge")?
        .as_object_mut()
        .ok_or("a challenge that is not an object")?;
    let open = challenge
        .remove("open")
        .ok_or("a challenge without open")?
        .as_bool()
        .ok_or("a challenge whose open is not true or false")?;
    if open {
        challenge.insert("opponent".into(), Value::Null);
    }
    Ok(record)
}

/// Schema 6 to 7 (clocks): games and challenges gain `clock` (none: no game had clocks
/// before); `EndStatus` gains `FlagFell`, which no older record holds.
///
/// The value is a channel record or a bare finished game, as in [`v1_to_v2`].
fn v6_to_v7(mut record: Value) -> Result<Value, String> {
    let Some(fields) = record.as_object_mut() else {
        return Err("a record that is not an object".into());
    };
    let inner = if let Some(g) = fields.get_mut("Game") {
        g
    } else if let Some(c) = fields.get_mut("Challenge") {
        c
    } else if fields.contains_key("moves") {
        &mut record
    } else {
        return Err("neither a game nor a challenge".into());
    };
    let inner = inner
        .as_object_mut()
        .ok_or("a game or challenge that is not an object")?;
    inner.entry("clock").or_insert(Value::Null);
    Ok(record)
}

/// Schema 5 to 6 (typed end status): a finished game's `reason`, the English sentence it
/// was shown with, becomes `end`, an [`super::EndStatus`] with player ids instead of names
/// ([`super::legacy_reason::end_status`]); a text it cannot map is kept as
/// `EndStatus::Other`. Active games and challenges are unchanged.
///
/// The value is a channel record or a bare finished game, as in [`v1_to_v2`].
fn v5_to_v6(mut record: Value) -> Result<Value, String> {
    let Some(fields) = record.as_object_mut() else {
        return Err("a record that is not an object".into());
    };
    let game = if let Some(g) = fields.get_mut("Game") {
        g
    } else if fields.contains_key("Challenge") {
        return Ok(record);
    } else if fields.contains_key("moves") {
        &mut record
    } else {
        return Err("neither a game nor a challenge".into());
    };
    let game = game.as_object_mut().ok_or("a game that is not an object")?;
    let player = |side: &str| {
        serde_json::from_value::<Player>(game.get(side).cloned().unwrap_or(Value::Null))
            .map_err(|e| format!("a game whose {side} is not a player: {e}"))
    };
    let (white, black) = (player("white")?, player("black")?);
    let limit = game.get("move_limit_secs").and_then(Value::as_u64);
    let Some(finished) = game
        .get_mut("status")
        .ok_or("a game without status")?
        .get_mut("Finished")
    else {
        return Ok(record);
    };
    let finished = finished
        .as_object_mut()
        .ok_or("a finished status that is not an object")?;
    let result = serde_json::from_value::<GameResult>(
        finished.get("result").cloned().unwrap_or(Value::Null),
    )
    .map_err(|e| format!("a finished game without a result: {e}"))?;
    let reason = finished
        .remove("reason")
        .ok_or("a finished game without reason")?;
    let reason = reason
        .as_str()
        .ok_or("a finished game whose reason is not text")?;
    let end = super::legacy_reason::end_status(reason, &result, &white, &black, limit);
    let end = serde_json::to_value(end).map_err(|e| format!("cannot encode the end: {e}"))?;
    finished.insert("end".into(), end);
    Ok(record)
}

/// Why stored bytes could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct DecodeError(pub String);

#[derive(Serialize)]
struct EnvelopeOut<'a, R> {
    schema: u32,
    record: &'a R,
}

#[derive(Deserialize)]
struct EnvelopeIn {
    schema: u32,
    record: Value,
}

/// Encodes `record` at the current [`SCHEMA_VERSION`].
///
/// Errors: only if serde_json refuses the value (not possible for the record types, which
/// have string map keys only); the text says why.
pub fn encode<R: Serialize>(record: &R) -> Result<Vec<u8>, DecodeError> {
    serde_json::to_vec(&EnvelopeOut {
        schema: SCHEMA_VERSION,
        record,
    })
    .map_err(|e| DecodeError(format!("cannot encode record: {e}")))
}

/// Decodes bytes written by [`encode`] at this or an older schema version.
///
/// Errors: bytes that are not an envelope, a schema version of 0 or newer than
/// [`SCHEMA_VERSION`], a failing migration, or a record that does not match `R`.
pub fn decode<R: DeserializeOwned>(bytes: &[u8]) -> Result<R, DecodeError> {
    let envelope: EnvelopeIn = serde_json::from_slice(bytes)
        .map_err(|e| DecodeError(format!("not a record envelope: {e}")))?;
    let record = upgrade(envelope.schema, envelope.record, SCHEMA_VERSION, MIGRATIONS)?;
    serde_json::from_value(record).map_err(|e| {
        DecodeError(format!(
            "schema {SCHEMA_VERSION} record does not match its type: {e}"
        ))
    })
}

/// Encodes `record` in the same envelope at `schema`: the records kept beside the games
/// (tournaments) version their own shape.
///
/// Errors: only if serde_json refuses the value.
pub fn encode_versioned<R: Serialize>(schema: u32, record: &R) -> Result<Vec<u8>, DecodeError> {
    serde_json::to_vec(&EnvelopeOut { schema, record })
        .map_err(|e| DecodeError(format!("cannot encode record: {e}")))
}

/// Decodes bytes written by [`encode_versioned`] at `current` or older, running
/// `migrations` (`migrations[i]` goes from `i + 1` to `i + 2`).
///
/// Errors: as [`decode`].
pub fn decode_versioned<R: DeserializeOwned>(
    bytes: &[u8],
    current: u32,
    migrations: &[Migration],
) -> Result<R, DecodeError> {
    let envelope: EnvelopeIn = serde_json::from_slice(bytes)
        .map_err(|e| DecodeError(format!("not a record envelope: {e}")))?;
    let record = upgrade(envelope.schema, envelope.record, current, migrations)?;
    serde_json::from_value(record).map_err(|e| {
        DecodeError(format!(
            "schema {current} record does not match its type: {e}"
        ))
    })
}

/// Brings a record of version `schema` up to `current` by running `migrations` in order
/// (`migrations[i]` goes from `i + 1` to `i + 2`).
fn upgrade(
    schema: u32,
    mut record: Value,
    current: u32,
    migrations: &[Migration],
) -> Result<Value, DecodeError> {
    if schema == 0 || schema > current {
        return Err(DecodeError(format!(
            "unknown schema version {schema} (this build reads 1 to {current})"
        )));
    }
    for from in schema..current {
        let step = migrations.get(from as usize - 1).ok_or_else(|| {
            DecodeError(format!("no migration from schema {from} to {}", from + 1))
        })?;
        record = step(record)
            .map_err(|e| DecodeError(format!("migrating schema {from} to {}: {e}", from + 1)))?;
    }
    Ok(record)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ChannelRecord, Player};
    use towers_rules::{RuleOptions, Variant};

    fn sample() -> ChannelRecord {
        ChannelRecord::Challenge(crate::Challenge {
            challenger: Player {
                id: 1,
                name: "a".into(),
            },
            opponent: Some(Player {
                id: 2,
                name: "b".into(),
            }),
            variant: towers_rules::Variant::Kurnik,
            created_at: 10,
            expires_at: 20,
            options: towers_rules::RuleOptions {
                optional_captures: true,
                ..Default::default()
            },
            challenger_white: false,
            move_limit_secs: 600,
            guild: None,
            clock: Some(crate::TimeControl {
                base_ms: 300_000,
                increment_ms: 3_000,
            }),
        })
    }

    fn player(id: u64, name: &str) -> Value {
        serde_json::json!({"id": id, "name": name})
    }

    /// A game exactly as schema 1 wrote it (before bot games and rule options).
    fn v1_game() -> Value {
        serde_json::json!({
            "id": 7, "channel": 5, "variant": "bashni",
            "white": player(1, "a"), "black": player(2, "b"),
            "start_fen": "W:W:B", "moves": ["c3-b4", "b6-c5"],
            "status": "Active", "draw_offer": null, "started_at": 10, "updated_at": 20
        })
    }

    #[test]
    fn schema_1_records_load_as_schema_2() {
        let v1 = |record: Value| {
            serde_json::to_vec(&serde_json::json!({"schema": 1, "record": record})).unwrap()
        };

        let active = decode::<ChannelRecord>(&v1(serde_json::json!({"Game": v1_game()}))).unwrap();
        let ChannelRecord::Game(g) = active else {
            panic!("not a game: {active:?}")
        };
        assert_eq!((g.id, g.moves.len()), (7, 2));
        assert_eq!(g.options, RuleOptions::default());
        assert_eq!(g.bot, None);

        let archived = decode::<crate::GameRecord>(&v1(v1_game())).unwrap();
        assert_eq!(
            (archived.id, archived.options, archived.bot),
            (7, RuleOptions::default(), None)
        );

        let challenge = serde_json::json!({"Challenge": {
            "challenger": player(1, "a"), "opponent": player(2, "b"),
            "variant": "lasca", "created_at": 10, "expires_at": 20
        }});
        let ChannelRecord::Challenge(c) = decode::<ChannelRecord>(&v1(challenge)).unwrap() else {
            panic!("not a challenge")
        };
        assert_eq!(
            (c.variant, c.options, c.challenger_white),
            (Variant::Lasca, RuleOptions::default(), true)
        );

        // Without the migration the schema 1 game would not fit the type.
        assert!(serde_json::from_value::<crate::GameRecord>(v1_game()).is_err());
        assert!(v1_to_v2(serde_json::json!([1])).is_err());
        assert!(v1_to_v2(serde_json::json!({"Other": {}})).is_err());
    }

    /// A record exactly as schema 2 wrote it.
    fn v2(record: Value) -> Vec<u8> {
        serde_json::to_vec(&serde_json::json!({"schema": 2, "record": record})).unwrap()
    }

    fn v2_game(bot: Value) -> Value {
        let mut g = v1_game();
        g["options"] = Value::from("");
        g["bot"] = bot;
        g
    }

    #[test]
    fn schema_2_records_load_as_schema_3_with_the_default_time_limit() {
        let ChannelRecord::Game(g) =
            decode::<ChannelRecord>(&v2(serde_json::json!({"Game": v2_game(Value::Null)})))
                .unwrap()
        else {
            panic!("not a game")
        };
        assert_eq!(g.move_limit_secs, Some(DEFAULT_MOVE_LIMIT_SECS));
        assert_eq!(DEFAULT_MOVE_LIMIT_SECS, 259_200);
        // The deadline runs from the last change the old record knew of.
        assert_eq!(g.turn_started_at, 20);
        assert_eq!(g.turn_notices, crate::TurnNotices::default());
        assert_eq!(g.takeback_offer, None);
        assert_eq!(g.moves.len(), 2);

        // Games against the bot have no limit.
        let bot = serde_json::json!({"player": 2, "level": 3});
        let archived = decode::<crate::GameRecord>(&v2(v2_game(bot))).unwrap();
        assert_eq!(archived.move_limit_secs, None);
        assert_eq!(archived.turn_started_at, 20);

        let challenge = serde_json::json!({"Challenge": {
            "challenger": player(1, "a"), "opponent": player(2, "b"),
            "variant": "lasca", "created_at": 10, "expires_at": 20,
            "options": "", "challenger_white": false
        }});
        let ChannelRecord::Challenge(c) = decode::<ChannelRecord>(&v2(challenge)).unwrap() else {
            panic!("not a challenge")
        };
        assert_eq!(
            (
                c.move_limit_secs,
                c.challenger_white,
                c.opponent.map(|o| o.id)
            ),
            (DEFAULT_MOVE_LIMIT_SECS, false, Some(2))
        );

        // A schema 1 game goes through both steps.
        let bytes =
            serde_json::to_vec(&serde_json::json!({"schema": 1, "record": v1_game()})).unwrap();
        let g = decode::<crate::GameRecord>(&bytes).unwrap();
        assert_eq!(
            (g.move_limit_secs, g.bot),
            (Some(DEFAULT_MOVE_LIMIT_SECS), None)
        );

        // Without the migration a schema 2 game does not fit the type; broken shapes are errors.
        assert!(serde_json::from_value::<crate::GameRecord>(v2_game(Value::Null)).is_err());
        let mut no_time = v2_game(Value::Null);
        no_time.as_object_mut().unwrap().remove("updated_at");
        assert!(v2_to_v3(no_time).is_err());
        assert!(v2_to_v3(serde_json::json!("x")).is_err());
        assert!(v2_to_v3(serde_json::json!({"Other": {}})).is_err());
    }

    #[test]
    fn schema_3_games_load_without_a_stored_position() {
        let v3 = |record: Value| {
            serde_json::to_vec(&serde_json::json!({"schema": 3, "record": record})).unwrap()
        };
        let mut g = v2_game(Value::Null);
        g["move_limit_secs"] = Value::from(600);
        g["turn_started_at"] = Value::from(20);
        g["turn_notices"] = serde_json::json!({"reminded": false, "overdue": false});
        g["takeback_offer"] = Value::Null;
        let ChannelRecord::Game(active) =
            decode::<ChannelRecord>(&v3(serde_json::json!({"Game": g.clone()}))).unwrap()
        else {
            panic!("not a game")
        };
        assert_eq!((active.position, active.moves.len()), (None, 2));
        let archived = decode::<crate::GameRecord>(&v3(g.clone())).unwrap();
        assert_eq!(archived.position, None);
        assert_eq!(v3_to_v4(g).unwrap()["position"], Value::Null);
        let challenge = serde_json::json!({"Challenge": {}});
        assert_eq!(v3_to_v4(challenge.clone()).unwrap(), challenge);
        assert!(v3_to_v4(serde_json::json!({"Other": {}})).is_err());
        assert!(v3_to_v4(serde_json::json!({"Game": 1})).is_err());
    }

    #[test]
    fn round_trip_writes_the_current_schema() {
        let bytes = encode(&sample()).unwrap();
        let v: Value = serde_json::from_slice(&bytes).unwrap();
        assert_eq!(v["schema"], Value::from(SCHEMA_VERSION));
        assert_eq!(decode::<ChannelRecord>(&bytes).unwrap(), sample());
    }

    #[test]
    fn future_and_zero_versions_are_refused() {
        let record = serde_json::to_value(sample()).unwrap();
        for schema in [0, SCHEMA_VERSION + 1, u32::MAX] {
            let bytes = serde_json::to_vec(&serde_json::json!({
                "schema": schema, "record": record
            }))
            .unwrap();
            let err = decode::<ChannelRecord>(&bytes).unwrap_err();
            assert!(
                err.0.contains(&format!("unknown schema version {schema}")),
                "{err}"
            );
        }
    }

    #[test]
    fn garbage_and_wrong_shapes_are_errors() {
        for bytes in [
            &b""[..],
            b"\xff\x00garbage",
            b"{\"schema\":1}",
            b"{\"schema\":\"1\",\"record\":{}}",
            b"{\"schema\":1,\"record\":{\"Game\":{}}}",
            b"[1,2,3]",
        ] {
            assert!(decode::<ChannelRecord>(bytes).is_err(), "{bytes:?}");
        }
    }

    #[test]
    fn upgrade_runs_each_migration_once_in_order() {
        fn one_to_two(mut v: Value) -> Result<Value, String> {
            v["trail"] = Value::from(format!("{}2", v["trail"].as_str().unwrap_or("")));
            Ok(v)
        }
        fn two_to_three(mut v: Value) -> Result<Value, String> {
            v["trail"] = Value::from(format!("{}3", v["trail"].as_str().unwrap_or("")));
            Ok(v)
        }
        fn failing(_: Value) -> Result<Value, String> {
            Err("no".into())
        }
        let table: &[Migration] = &[one_to_two, two_to_three];
        let start = serde_json::json!({ "trail": "" });
        assert_eq!(upgrade(1, start.clone(), 3, table).unwrap()["trail"], "23");
        assert_eq!(upgrade(2, start.clone(), 3, table).unwrap()["trail"], "3");
        assert_eq!(upgrade(3, start.clone(), 3, table).unwrap()["trail"], "");
        assert!(upgrade(4, start.clone(), 3, table).is_err());
        let err = upgrade(1, start.clone(), 3, &[one_to_two, failing]).unwrap_err();
        assert!(err.0.contains("migrating schema 2 to 3: no"), "{err}");
        let err = upgrade(1, start, 3, &[one_to_two]).unwrap_err();
        assert!(err.0.contains("no migration from schema 2 to 3"), "{err}");
    }

    #[test]
    fn schema_4_open_challenges_load_without_their_placeholder() {
        let v4 = |record: Value| {
            serde_json::to_vec(&serde_json::json!({"schema": 4, "record": record})).unwrap()
        };
        let challenge = |opponent: Value, open: bool| {
            serde_json::json!({"Challenge": {
                "challenger": player(1, "a"), "opponent": opponent,
                "variant": "bashni", "created_at": 10, "expires_at": 20,
                "options": "", "challenger_white": true, "move_limit_secs": 60,
                "open": open, "guild": 7
            }})
        };
        let opponent = |bytes: Vec<u8>| match decode::<ChannelRecord>(&bytes).unwrap() {
            ChannelRecord::Challenge(c) => c.opponent,
            other => panic!("not a challenge: {other:?}"),
        };
        assert_eq!(opponent(v4(challenge(player(0, "anyone"), true))), None);
        let named = opponent(v4(challenge(player(2, "b"), false))).expect("an opponent");
        assert_eq!((named.id, named.name.as_str()), (2, "b"));
        // Games pass unchanged; a challenge without the flag is an error, not a guess.
        assert_eq!(v4_to_v5(v1_game()), Ok(v1_game()));
        let mut no_flag = challenge(player(2, "b"), false);
        no_flag["Challenge"].as_object_mut().unwrap().remove("open");
        assert!(v4_to_v5(no_flag).is_err());
        assert!(v4_to_v5(serde_json::json!({"Other": {}})).is_err());
    }

    /// A game exactly as schema 5 wrote it (white "abort", black "Bob resigned"), with
    /// `status` as given.
    fn v5_game(status: Value) -> Value {
        serde_json::json!({
            "id": 9, "channel": 5, "variant": "bashni",
            "white": player(11, "abort"), "black": player(22, "Bob resigned"),
            "start_fen": "W:W:B", "moves": ["c3-b4", "b6-c5", "b4-a5"],
            "status": status, "draw_offer": null, "started_at": 10, "updated_at": 20,
            "options": "", "bot": null, "move_limit_secs": 3600, "turn_started_at": 20,
            "turn_notices": {"reminded": true, "overdue": false}, "takeback_offer": null,
            "guild": 7, "position": null
        })
    }

    #[test]
    fn schema_5_end_reasons_load_as_typed_end_statuses() {
        use crate::{DrawRule, EndStatus, GameRecord, GameStatus};
        let finished = |result: &str, reason: &str| {
            v5_game(serde_json::json!({"Finished": {"result": result, "reason": reason}}))
        };
        let cases = [
            (
                "BlackWins",
                "abort resigned",
                EndStatus::Resigned { by: 11 },
            ),
            (
                "WhiteWins",
                "Bob resigned resigned",
                EndStatus::Resigned { by: 22 },
            ),
            (
                "BlackWins",
                "won on time (abort did not move within 1 hour)",
                EndStatus::OutOfTime {
                    by: 11,
                    limit_secs: 3600,
                },
            ),
            ("Draw", "draw by agreement", EndStatus::Agreement),
            ("Draw", "threefold repetition", EndStatus::Repetition),
            (
                "WhiteWins",
                "Black has no pieces left to move",
                EndStatus::NoPieces,
            ),
            ("BlackWins", "White has no legal move", EndStatus::NoMove),
            (
                "Draw",
                "25 moves each with only kings moving and no capture",
                EndStatus::DrawRule {
                    rule: DrawRule::KingsOnly,
                    moves: 25,
                },
            ),
            // Unmappable texts are kept, whatever they say.
            ("Draw", "aborted", EndStatus::Other("aborted".into())),
            (
                "WhiteWins",
                "abort resigned",
                EndStatus::Other("abort resigned".into()),
            ),
        ];
        for (result, reason, end) in cases {
            let bytes = serde_json::to_vec(&serde_json::json!({
                "schema": 5, "record": finished(result, reason)
            }))
            .unwrap();
            let g = decode::<GameRecord>(&bytes).unwrap();
            let expected: GameResult = serde_json::from_value(Value::from(result)).unwrap();
            assert_eq!(
                g.status,
                GameStatus::Finished {
                    result: expected,
                    end
                },
                "{reason}"
            );
            assert_eq!((g.id, g.moves.len(), g.guild), (9, 3, Some(7)));
            // Written back, the record holds no text reason any more.
            let written: Value = serde_json::from_slice(&encode(&g).unwrap()).unwrap();
            assert!(written["record"]["status"]["Finished"]
                .get("reason")
                .is_none());
        }

        // Active games (also inside a channel record) and challenges pass unchanged.
        let active = serde_json::json!({"Game": v5_game(Value::from("Active"))});
        assert_eq!(v5_to_v6(active.clone()), Ok(active.clone()));
        let bytes =
            serde_json::to_vec(&serde_json::json!({"schema": 5, "record": active})).unwrap();
        let ChannelRecord::Game(g) = decode::<ChannelRecord>(&bytes).unwrap() else {
            panic!("not a game")
        };
        assert_eq!(g.status, GameStatus::Active);
        let challenge = serde_json::json!({"Challenge": {"any": 1}});
        assert_eq!(v5_to_v6(challenge.clone()), Ok(challenge));

        // A finished game in a channel record is migrated too.
        let in_channel = serde_json::json!({"Game": finished("Draw", "threefold repetition")});
        let migrated = v5_to_v6(in_channel).unwrap();
        assert_eq!(
            migrated["Game"]["status"]["Finished"],
            serde_json::json!({"result": "Draw", "end": "Repetition"})
        );

        // Broken shapes are errors, not guesses.
        let mut no_reason = finished("Draw", "x");
        no_reason["status"]["Finished"]
            .as_object_mut()
            .unwrap()
            .remove("reason");
        assert!(v5_to_v6(no_reason).is_err());
        assert!(v5_to_v6(finished("Nobody", "x")).is_err());
        let mut no_white = finished("Draw", "x");
        no_white.as_object_mut().unwrap().remove("white");
        assert!(v5_to_v6(no_white).is_err());
        assert!(v5_to_v6(serde_json::json!({"Other": {}})).is_err());
        // Without the migration a schema 5 finished game does not fit the type.
        assert!(serde_json::from_value::<GameRecord>(finished("Draw", "x")).is_err());
    }

    #[test]
    fn migrations_cover_every_old_version() {
        assert_eq!(MIGRATIONS.len(), SCHEMA_VERSION as usize - 1);
    }
}
