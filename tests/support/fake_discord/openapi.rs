//! The stand-in held to Discord's own description of its HTTP API: every request the bot
//! sends is matched (method, path with the templated segments) to an operation of
//! `../shared/discord/openapi.json` and its JSON body (for multipart, the `payload_json`
//! part) validated against the operation's request schema; every answer the stand-in gives is
//! validated against the operation's schema for its status. A mismatch is recorded as a
//! violation ([`super::FakeDiscord::schema_violations`]); dropping the stand-in with
//! violations fails the test that caused them, listing them.
//!
//! A request the stand-in refused as Discord would (400, 50035 "Invalid Form Body": over one
//! of the limits in `limits.rs`) is not a violation: that refusal is the test's subject.
//!
//! Two differences between the schema and what Discord accepts (both written the other way in
//! Discord's own documentation examples, `../shared/discord/README.md`) are tolerated: see
//! [`tolerate`].
//!
//! The file is Discord's, not ours, and not copied here. `TOWERS_DISCORD_OPENAPI` points
//! elsewhere; where it is absent the check is skipped (one line on stderr), unless
//! `TOWERS_REQUIRE_OPENAPI` is set (CI), which fails instead.

use std::collections::HashMap;
use std::io::Write as _;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, Once, OnceLock};

use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::middleware::Next;
use axum::response::Response;
use jsonschema::error::ValidationErrorKind;
use jsonschema::{Draft, Registry, ValidationError, Validator};
use serde_json::{json, Value};

use super::state::Shared;

/// Largest body the check reads (the routes' own limit).
const BODY_LIMIT: usize = 32 * 1024 * 1024;

/// The URI the description is registered under (never fetched).
const BASE: &str = "https://discord.invalid/openapi.json";

/// The path prefix of Discord's REST routes (the description's paths are without it).
const PREFIX: &str = "/api/v10";

/// Discord's API description, its paths and the validators compiled so far.
pub struct Spec {
    doc: &'static Value,
    registry: Registry<'static>,
    /// Each path template split into segments (`{name}` matches any one segment).
    paths: Vec<(String, Vec<String>)>,
    /// Validators by JSON pointer into the document, compiled on first use.
    validators: Mutex<HashMap<String, Arc<Validator>>>,
}

/// The description, loaded and prepared once per test binary; `None` (after one skip line on
/// stderr) when the file is absent.
///
/// # Panics
/// When the file is absent and `TOWERS_REQUIRE_OPENAPI` is set, or present but unreadable.
pub fn spec() -> Option<&'static Spec> {
    static SPEC: OnceLock<Option<Spec>> = OnceLock::new();
    SPEC.get_or_init(load).as_ref()
}

fn load() -> Option<Spec> {
    let (file, shown) = match std::env::var_os("TOWERS_DISCORD_OPENAPI") {
        Some(file) => (PathBuf::from(&file), PathBuf::from(file)),
        None => (
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/discord/openapi.json"),
            PathBuf::from("../shared/discord/openapi.json"),
        ),
    };
    if !file.is_file() {
        assert!(
            std::env::var_os("TOWERS_REQUIRE_OPENAPI").is_none(),
            "Discord's API description not found at {} and TOWERS_REQUIRE_OPENAPI is set",
            shown.display()
        );
        static SAID: Once = Once::new();
        SAID.call_once(|| {
            let _ = writeln!(
                std::io::stderr(),
                "\nskipped: Discord's API description not found at {} (set \
                 TOWERS_DISCORD_OPENAPI); the stand-in does not check requests against it",
                shown.display()
            );
        });
        return None;
    }
    let text = std::fs::read_to_string(&file)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display()));
    let doc: &'static Value =
        Box::leak(Box::new(serde_json::from_str(&text).unwrap_or_else(|e| {
            panic!("{} is not JSON: {e}", file.display())
        })));
    let registry = Registry::new()
        .draft(Draft::Draft202012)
        .add(BASE, doc)
        .and_then(|builder| builder.prepare())
        .unwrap_or_else(|e| panic!("{}: not a usable schema document: {e}", file.display()));
    let paths = doc["paths"]
        .as_object()
        .map(|paths| {
            paths
                .keys()
                .map(|p| (p.clone(), p.split('/').map(str::to_string).collect()))
                .collect()
        })
        .unwrap_or_default();
    Some(Spec {
        doc,
        registry,
        paths,
        validators: Mutex::new(HashMap::new()),
    })
}

impl Spec {
    /// The description's path template for a request path under `/api/v10`, the one with the
    /// most literal segments when several match (`/users/@me` before `/users/{user_id}`).
    pub fn template(&self, path: &str) -> Option<&str> {
        let path = path.strip_prefix(PREFIX)?;
        let given: Vec<&str> = path.split('/').collect();
        self.paths
            .iter()
            .filter(|(_, segments)| {
                segments.len() == given.len()
                    && segments.iter().zip(&given).all(|(s, g)| {
                        (s.starts_with('{') && s.ends_with('}') && !g.is_empty()) || s == g
                    })
            })
            .max_by_key(|(_, segments)| segments.iter().filter(|s| !s.starts_with('{')).count())
            .map(|(template, _)| template.as_str())
    }

    /// The errors of `instance` against the schema at `pointer` (a JSON pointer into the
    /// document), one line each; empty when it validates.
    fn errors(&self, pointer: &str, instance: &Value) -> Vec<String> {
        let validator = {
            let mut cache = self.validators.lock().unwrap_or_else(|e| e.into_inner());
            match cache.get(pointer) {
                Some(v) => v.clone(),
                None => {
                    let compiled = jsonschema::options()
                        .with_draft(Draft::Draft202012)
                        .with_registry(&self.registry)
                        .build(&json!({"$ref": format!("{BASE}#{}", fragment(pointer))}));
                    match compiled {
                        Ok(v) => {
                            let v = Arc::new(v);
                            cache.insert(pointer.to_string(), v.clone());
                            v
                        }
                        Err(e) => {
                            return vec![format!("the schema at {pointer} compiles not: {e}")]
                        }
                    }
                }
            }
        };
        validator
            .iter_errors(instance)
            .flat_map(|e| describe(&e))
            .collect()
    }
}

/// One line per leaf error: for `anyOf`/`oneOf`, the errors of the alternative that came
/// closest (fewest mismatched `const`/`enum` discriminators, then fewest errors).
fn describe(error: &ValidationError<'_>) -> Vec<String> {
    let context = match error.kind() {
        ValidationErrorKind::AnyOf { context } | ValidationErrorKind::OneOfNotValid { context } => {
            Some(context)
        }
        _ => None,
    };
    if let Some(closest) = context.and_then(|branches| {
        branches.iter().filter(|b| !b.is_empty()).min_by_key(|b| {
            let discriminators = b
                .iter()
                .filter(|e| matches!(e.kind().keyword(), "const" | "enum"))
                .count();
            (discriminators, b.len())
        })
    }) {
        return closest.iter().flat_map(describe).collect();
    }
    let mut line = format!(
        "{}: {error}",
        pointer_or_root(error.instance_path().as_str())
    );
    if line.chars().count() > 300 {
        line = line.chars().take(300).collect::<String>() + "...";
    }
    vec![line]
}

fn pointer_or_root(pointer: &str) -> &str {
    if pointer.is_empty() {
        "(body)"
    } else {
        pointer
    }
}

/// A JSON pointer as a URI fragment (`{` and `}` of path templates percent-encoded).
fn fragment(pointer: &str) -> String {
    pointer.replace('{', "%7B").replace('}', "%7D")
}

/// `~` and `/` escaped for a JSON pointer segment.
fn escape(segment: &str) -> String {
    segment.replace('~', "~0").replace('/', "~1")
}

/// The two documented differences between Discord's schema and what Discord accepts, made
/// to agree with the schema before validation (`../shared/discord/README.md`):
/// - attachment ids in uploads are sent as integers (`"attachments": [{"id": 0}]`), the
///   schema says snowflake string: such ids become strings;
/// - `default_member_permissions` is sent as a string bit set (`"32"`), the schema says
///   integer: such strings become integers.
pub fn tolerate(body: &mut Value) {
    for at in ["/data/attachments", "/attachments"] {
        let attachments = body.pointer_mut(at).and_then(Value::as_array_mut);
        for a in attachments.into_iter().flatten() {
            if let Some(id) = a.get("id").and_then(Value::as_u64) {
                a["id"] = json!(id.to_string());
            }
        }
    }
    let commands: Vec<&mut Value> = if body.is_array() {
        body.as_array_mut().into_iter().flatten().collect()
    } else {
        vec![body]
    };
    for command in commands {
        let Some(permissions) = command
            .as_object_mut()
            .and_then(|c| c.get_mut("default_member_permissions"))
        else {
            continue;
        };
        if let Some(bits) = permissions.as_str().and_then(|s| s.parse::<u64>().ok()) {
            *permissions = json!(bits);
        }
    }
}

/// A third difference, in Discord's answers: the field errors of a 400 "Invalid Form Body"
/// (`"errors": {"content": {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH", ...}]}}`) carry
/// string codes, as Discord sends them and serenity reads them; the schema's `Error` says
/// integer. Such codes become 0 before validation.
pub fn tolerate_answer(body: &mut Value) {
    fn walk(node: &mut Value) {
        let Some(fields) = node.as_object_mut() else {
            return;
        };
        for (key, value) in fields.iter_mut() {
            if key == "_errors" {
                for e in value.as_array_mut().into_iter().flatten() {
                    if e.get("code").is_some_and(Value::is_string) {
                        e["code"] = json!(0);
                    }
                }
            } else {
                walk(value);
            }
        }
    }
    if let Some(errors) = body.get_mut("errors") {
        walk(errors);
    }
}

/// The request's JSON body, or the `payload_json` part of a multipart body; `None` for an
/// empty body.
async fn json_body(headers: &HeaderMap, bytes: &Bytes) -> Result<Option<Value>, String> {
    if bytes.is_empty() {
        return Ok(None);
    }
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    if !content_type.starts_with("multipart/form-data") {
        return serde_json::from_slice(bytes)
            .map(Some)
            .map_err(|e| format!("not JSON: {e}"));
    }
    let boundary = multer::parse_boundary(content_type).map_err(|e| e.to_string())?;
    let whole = bytes.clone();
    let stream = futures::stream::once(async move { Ok::<_, std::io::Error>(whole) });
    let mut multipart = multer::Multipart::new(stream, boundary);
    while let Some(field) = multipart.next_field().await.map_err(|e| e.to_string())? {
        if field.name() == Some("payload_json") {
            let part = field.bytes().await.map_err(|e| e.to_string())?;
            return serde_json::from_slice(&part)
                .map(Some)
                .map_err(|e| format!("payload_json is not JSON: {e}"));
        }
    }
    Err("multipart without payload_json".into())
}

/// The problems of a request (`method`, `path`, body) against the description, one line
/// each; empty when it is one Discord accepts. `path` is under `/api/v10`.
pub fn request_errors(spec: &Spec, method: &str, path: &str, body: Option<&Value>) -> Vec<String> {
    let Some(template) = spec.template(path) else {
        return vec!["Discord has no such route".into()];
    };
    let method = method.to_ascii_lowercase();
    let operation = format!("/paths/{}/{method}", escape(template));
    if spec.doc.pointer(&operation).is_none() {
        return vec![format!("Discord has no {method} on {template}")];
    }
    let schema = format!("{operation}/requestBody/content/application~1json/schema");
    match (spec.doc.pointer(&schema), body) {
        (Some(_), Some(body)) => {
            let mut body = body.clone();
            tolerate(&mut body);
            spec.errors(&schema, &body)
        }
        (Some(_), None) => {
            let required = spec
                .doc
                .pointer(&format!("{operation}/requestBody/required"));
            if required == Some(&Value::Bool(true)) {
                vec!["no body; Discord requires one".into()]
            } else {
                Vec::new()
            }
        }
        (None, _) => Vec::new(),
    }
}

/// The problems of the stand-in's answer (`status`, JSON `body`) to `method path`, one line
/// each: the body against the operation's schema for the status (or its `4XX`-style range);
/// nothing is checked for a status the description does not list (an injected 500).
pub fn response_errors(
    spec: &Spec,
    method: &str,
    path: &str,
    status: StatusCode,
    body: Option<&Value>,
) -> Vec<String> {
    let Some(template) = spec.template(path) else {
        return Vec::new();
    };
    let responses = format!(
        "/paths/{}/{}/responses",
        escape(template),
        method.to_ascii_lowercase()
    );
    let code = status.as_u16().to_string();
    let range = format!("{}XX", status.as_u16() / 100);
    let Some(key) = [code, range]
        .into_iter()
        .find(|k| spec.doc.pointer(&format!("{responses}/{k}")).is_some())
    else {
        return if status.is_success() {
            vec![format!("Discord never answers {status} here")]
        } else {
            Vec::new()
        };
    };
    let mut response = spec
        .doc
        .pointer(&format!("{responses}/{key}"))
        .cloned()
        .unwrap_or(Value::Null);
    let mut pointer = format!("{responses}/{key}");
    if let Some(target) = response["$ref"].as_str().and_then(|r| r.strip_prefix('#')) {
        pointer = target.to_string();
        response = spec.doc.pointer(target).cloned().unwrap_or(Value::Null);
    }
    let has_schema = !response["content"]["application/json"]["schema"].is_null();
    match (has_schema, body) {
        (true, Some(body)) => {
            let mut body = body.clone();
            tolerate_answer(&mut body);
            spec.errors(
                &format!("{pointer}/content/application~1json/schema"),
                &body,
            )
        }
        (true, None) => vec![format!("an empty {status} answer; Discord sends a body")],
        (false, Some(_)) => vec![format!("a body with {status}; Discord sends none")],
        (false, None) => Vec::new(),
    }
}

/// Middleware: checks every `/api/v10` request and the stand-in's answer to it against the
/// description, recording violations in the shared state (and on stderr). A request the
/// stand-in refused with 400, 50035 (over a limit, as Discord would) is not a violation.
pub async fn check(State(shared): State<Arc<Shared>>, req: Request, next: Next) -> Response {
    let Some(spec) = spec() else {
        return next.run(req).await;
    };
    // OAuth2's code exchange is not in the description (a form, answered as OAuth2 says).
    if !req.uri().path().starts_with(PREFIX) || req.uri().path() == super::activity::OAUTH2_TOKEN {
        return next.run(req).await;
    }
    let method = req.method().to_string();
    let path = req.uri().path().to_string();
    let (parts, body) = req.into_parts();
    let bytes = match axum::body::to_bytes(body, BODY_LIMIT).await {
        Ok(bytes) => bytes,
        Err(e) => {
            record(&shared, format!("{method} {path}: unreadable body: {e}"));
            return super::rest::error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
        }
    };
    let request_problems = match json_body(&parts.headers, &bytes).await {
        Ok(body) => request_errors(spec, &method, &path, body.as_ref()),
        Err(e) => vec![e],
    };
    let answer = next
        .run(Request::from_parts(parts, Body::from(bytes)))
        .await;
    let (parts, body) = answer.into_parts();
    let Ok(answer_bytes) = axum::body::to_bytes(body, BODY_LIMIT).await else {
        record(
            &shared,
            format!("{method} {path}: the stand-in's answer is unreadable"),
        );
        return Response::from_parts(parts, Body::empty());
    };
    let answer_json: Option<Value> = serde_json::from_slice(&answer_bytes).ok();
    let refused_as_discord = parts.status == StatusCode::BAD_REQUEST
        && answer_json.as_ref().and_then(|a| a["code"].as_u64()) == Some(50035);
    if !refused_as_discord {
        for problem in request_problems {
            record(&shared, format!("{method} {path}: the request: {problem}"));
        }
    }
    let answer_problems = if answer_bytes.is_empty() || answer_json.is_some() {
        response_errors(spec, &method, &path, parts.status, answer_json.as_ref())
    } else {
        vec!["not JSON".into()]
    };
    for problem in answer_problems {
        record(
            &shared,
            format!(
                "{method} {path}: the stand-in's answer {}: {problem}",
                parts.status
            ),
        );
    }
    Response::from_parts(parts, Body::from(answer_bytes))
}

fn record(shared: &Shared, violation: String) {
    eprintln!("fake discord: not as Discord's API description says: {violation}");
    shared.lock().violations.push(violation);
}
