//! REST failures the fake injects on request: a status (5xx, or 429 with `retry_after`),
//! on requests whose method and path match, a given number of times.

use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

/// One injected failure rule. Build with [`Fault::on`], then [`Fault::status`] or
/// [`Fault::rate_limited`], and [`Fault::times`].
#[derive(Clone, Debug)]
pub struct Fault {
    /// HTTP method to match (`"POST"`), or `"*"` for any.
    pub method: String,
    /// Substring the request path must contain (`"/callback"`, `"/channels/"`).
    pub path_contains: String,
    /// Status to answer with.
    pub status: u16,
    /// For 429: seconds to wait, sent as `Retry-After` and as `retry_after` in the body.
    pub retry_after: Option<f64>,
    /// How many matching requests fail; then the rule is spent.
    pub times: usize,
    /// Let the request through first (the fake acts on it), then answer with the failure:
    /// a response lost on the way back.
    pub after_processing: bool,
}

impl Fault {
    /// A rule for `method` requests whose path contains `path_contains`: 500, once.
    pub fn on(method: &str, path_contains: &str) -> Fault {
        Fault {
            method: method.to_string(),
            path_contains: path_contains.to_string(),
            status: 500,
            retry_after: None,
            times: 1,
            after_processing: false,
        }
    }

    /// Answer with `status`.
    pub fn status(mut self, status: u16) -> Fault {
        self.status = status;
        self
    }

    /// Answer 429 "You are being rate limited." with `retry_after` seconds.
    pub fn rate_limited(mut self, retry_after: f64) -> Fault {
        self.status = 429;
        self.retry_after = Some(retry_after);
        self
    }

    /// Fail `times` matching requests.
    pub fn times(mut self, times: usize) -> Fault {
        self.times = times;
        self
    }

    /// Process the request, then answer with the failure anyway.
    pub fn after_processing(mut self) -> Fault {
        self.after_processing = true;
        self
    }

    pub(super) fn matches(&self, method: &str, path: &str) -> bool {
        self.times > 0
            && (self.method == "*" || self.method.eq_ignore_ascii_case(method))
            && path.contains(&self.path_contains)
    }

    /// The error response Discord would send.
    pub(super) fn response(&self) -> Response {
        let status = StatusCode::from_u16(self.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        match self.retry_after {
            Some(secs) => {
                let body = json!({
                    "message": "You are being rate limited.",
                    "retry_after": secs,
                    "global": false,
                    "code": 0,
                });
                let mut response = (status, Json(body)).into_response();
                let headers = response.headers_mut();
                if let Ok(v) = HeaderValue::from_str(&secs.to_string()) {
                    headers.insert("retry-after", v.clone());
                    headers.insert("x-ratelimit-reset-after", v);
                }
                headers.insert("x-ratelimit-remaining", HeaderValue::from_static("0"));
                headers.insert("x-ratelimit-scope", HeaderValue::from_static("user"));
                response
            }
            None => {
                let body = json!({"message": format!("{status}"), "code": 0});
                (status, Json(body)).into_response()
            }
        }
    }
}
