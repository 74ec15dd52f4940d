//! The built client (`TOWERS_WEB_DIR`), served as static files; without it, the API still
//! works and `/` says how to build the client.

use std::path::{Path, PathBuf};

use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::routing::MethodRouter;
use tower_http::services::ServeDir;

/// The files under `dir` (`index.html` for `/`); a path that is not there is a 404, whose
/// text says how to build the client when `dir` has no `index.html`.
pub fn service(dir: &Path) -> ServeDir<MethodRouter> {
    let index = dir.join("index.html");
    let missing = axum::routing::get(move || not_found(index.clone()));
    ServeDir::new(dir).fallback(missing)
}

/// The 404 answer. (For the host, not for players: in English, as the startup errors are.)
async fn not_found(index: PathBuf) -> impl IntoResponse {
    if index.is_file() {
        (StatusCode::NOT_FOUND, String::from("not found"))
    } else {
        (
            StatusCode::NOT_FOUND,
            format!(
                "The Activity's client is not built: run `npm ci && npm run build` in web/, \
                 or set TOWERS_WEB_DIR to its build ({} has no index.html).",
                index.parent().unwrap_or(Path::new(".")).display()
            ),
        )
    }
}
