//! Discord's limits on what the bot sends, as the stand-in enforces them: message content,
//! action rows and buttons, custom ids, autocomplete choices (answered 400, code 50035
//! "Invalid Form Body" with Discord's `errors` tree) and upload sizes (413, code 40005).

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Map, Value};

use super::clock::{refusal, RefusalCode};
use super::recorded::File;

/// Characters of message content.
pub const MAX_CONTENT_CHARS: usize = 2000;
/// Action rows in a message.
pub const MAX_ROWS: usize = 5;
/// Buttons in an action row.
pub const MAX_BUTTONS_PER_ROW: usize = 5;
/// Characters of a component's `custom_id`.
pub const MAX_CUSTOM_ID_CHARS: usize = 100;
/// Choices in an autocomplete result.
pub const MAX_CHOICES: usize = 25;
/// Bytes of one uploaded file (Discord's default upload limit since 2024: 10 MiB).
pub const MAX_UPLOAD_BYTES: usize = 10 * 1024 * 1024;

/// One field error: its path in the body, Discord's error code and message.
struct FieldError {
    path: Vec<String>,
    code: &'static str,
    message: String,
}

fn field(path: &[&str], code: &'static str, message: String) -> FieldError {
    FieldError {
        path: path.iter().map(|p| p.to_string()).collect(),
        code,
        message,
    }
}

/// The errors of a message body (content, components) under `prefix` (`["data"]` for a
/// callback).
fn message_errors(message: &Value, prefix: &[&str]) -> Vec<FieldError> {
    let mut errors = Vec::new();
    let at = |rest: &[&str]| -> Vec<String> {
        prefix
            .iter()
            .chain(rest)
            .map(|p| p.to_string())
            .collect::<Vec<_>>()
    };
    if let Some(content) = message["content"].as_str() {
        if content.chars().count() > MAX_CONTENT_CHARS {
            errors.push(FieldError {
                path: at(&["content"]),
                code: "BASE_TYPE_MAX_LENGTH",
                message: format!("Must be {MAX_CONTENT_CHARS} or fewer in length."),
            });
        }
    }
    let rows = message["components"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    if rows.len() > MAX_ROWS {
        errors.push(FieldError {
            path: at(&["components"]),
            code: "BASE_TYPE_BAD_LENGTH",
            message: format!("Must be between 1 and {MAX_ROWS} in length."),
        });
    }
    for (r, row) in rows.iter().enumerate() {
        let r = r.to_string();
        let items = row["components"].as_array().cloned().unwrap_or_default();
        if items.is_empty() || items.len() > MAX_BUTTONS_PER_ROW {
            errors.push(FieldError {
                path: at(&["components", &r, "components"]),
                code: "BASE_TYPE_BAD_LENGTH",
                message: format!("Must be between 1 and {MAX_BUTTONS_PER_ROW} in length."),
            });
        }
        for (b, item) in items.iter().enumerate() {
            let too_long = item["custom_id"]
                .as_str()
                .is_some_and(|id| id.chars().count() > MAX_CUSTOM_ID_CHARS);
            if too_long {
                errors.push(FieldError {
                    path: at(&["components", &r, "components", &b.to_string(), "custom_id"]),
                    code: "BASE_TYPE_MAX_LENGTH",
                    message: format!("Must be {MAX_CUSTOM_ID_CHARS} or fewer in length."),
                });
            }
        }
    }
    errors
}

/// Discord's answer to a callback body over a limit, if it is: a message (types 4 and 7)
/// is checked as [`check_message`] under `data`, an autocomplete result (type 8) for at
/// most [`MAX_CHOICES`] choices.
pub fn check_callback(body: &Value, files: &[File]) -> Option<Response> {
    let data = &body["data"];
    let errors = match body["type"].as_u64() {
        Some(4 | 7) => message_errors(data, &["data"]),
        Some(8) => {
            let choices = data["choices"].as_array().map_or(0, Vec::len);
            if choices > MAX_CHOICES {
                vec![field(
                    &["data", "choices"],
                    "BASE_TYPE_MAX_LENGTH",
                    format!("Must be {MAX_CHOICES} or fewer in length."),
                )]
            } else {
                Vec::new()
            }
        }
        _ => Vec::new(),
    };
    refused(errors, files)
}

/// Discord's answer to a message body (follow-up, edit, channel message) over a limit, if
/// it is: content over [`MAX_CONTENT_CHARS`], more than [`MAX_ROWS`] rows or
/// [`MAX_BUTTONS_PER_ROW`] buttons a row, a `custom_id` over [`MAX_CUSTOM_ID_CHARS`] (400,
/// 50035 with the `errors` tree), a file over [`MAX_UPLOAD_BYTES`] (413, 40005).
pub fn check_message(message: &Value, files: &[File]) -> Option<Response> {
    refused(message_errors(message, &[]), files)
}

fn refused(errors: Vec<FieldError>, files: &[File]) -> Option<Response> {
    if files.iter().any(|f| f.bytes.len() > MAX_UPLOAD_BYTES) {
        return Some(refusal(
            StatusCode::PAYLOAD_TOO_LARGE,
            40005,
            "Request entity too large",
        ));
    }
    if errors.is_empty() {
        return None;
    }
    let body = json!({
        "code": 50035,
        "message": "Invalid Form Body",
        "errors": tree(&errors),
    });
    let mut answer = (StatusCode::BAD_REQUEST, Json(body)).into_response();
    answer.extensions_mut().insert(RefusalCode(50035));
    Some(answer)
}

/// Discord's nested `errors` object: each path's keys nested, the leaf `{"_errors": [...]}`.
fn tree(errors: &[FieldError]) -> Value {
    let mut root = Value::Object(Map::new());
    for e in errors {
        let mut node = &mut root;
        for key in &e.path {
            node = node
                .as_object_mut()
                .expect("error tree nodes are objects")
                .entry(key.clone())
                .or_insert_with(|| Value::Object(Map::new()));
        }
        let leaf = node
            .as_object_mut()
            .expect("error tree nodes are objects")
            .entry("_errors")
            .or_insert_with(|| json!([]));
        if let Some(list) = leaf.as_array_mut() {
            list.push(json!({"code": e.code, "message": e.message}));
        }
    }
    root
}
