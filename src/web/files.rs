//! The built client (`TOWERS_WEB_DIR`), served as static files; without it, the API still
//! works and `/` says how to build the client.
//!
//! Only what the build ships is served: no dotfile or dot-folder (`.env`, `.git`), no source
//! map, nothing a symlink leads to outside the folder. Answers are compressed (gzip or
//! brotli, as the browser accepts) and say how long to keep them: the build's hashed assets
//! (`app-XXXXXXXX.js`) a year, anything else (`index.html`, which names them; the
//! catalogues) revalidated each time.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use axum::extract::Request;
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::Router;
use tower_http::compression::CompressionLayer;
use tower_http::services::ServeDir;

/// `Cache-Control` of a hashed asset: its name changes with its content.
const FOREVER: &str = "public, max-age=31536000, immutable";

/// `Cache-Control` of everything else: kept, but asked again (a 304 when unchanged).
const REVALIDATE: &str = "no-cache";

/// The files under `dir` (`index.html` for `/`); a path that is not there, or not shipped,
/// is a 404, whose text says how to build the client when `dir` has no `index.html`.
pub fn service(dir: &Path) -> Router {
    let index = dir.join("index.html");
    let missing = axum::routing::get(move || not_found(index.clone()));
    let files = ServeDir::new(dir).fallback(missing);
    let folder = Arc::new(dir.to_path_buf());
    Router::new()
        .fallback_service(files)
        .layer(axum::middleware::from_fn(move |request, next| {
            shipped_only(folder.clone(), request, next)
        }))
        .layer(CompressionLayer::new())
}

/// Refuses what the build does not ship, and says how long to keep the rest.
async fn shipped_only(dir: Arc<PathBuf>, request: Request, next: Next) -> Response {
    let Some(relative) = shipped_path(request.uri().path()) else {
        return not_found(dir.join("index.html")).await.into_response();
    };
    if !inside(&dir, &relative).await {
        return not_found(dir.join("index.html")).await.into_response();
    }
    let hashed = is_hashed(&relative);
    let mut response = next.run(request).await;
    if response.status().is_success() || response.status() == StatusCode::NOT_MODIFIED {
        let keep = if hashed { FOREVER } else { REVALIDATE };
        response
            .headers_mut()
            .insert(header::CACHE_CONTROL, HeaderValue::from_static(keep));
    }
    response
}

/// The file path of a request path, decoded as ServeDir decodes it; `None` for a path that
/// names a dotfile or dot-folder (`..` too), a source map, or what cannot be a file name.
fn shipped_path(path: &str) -> Option<PathBuf> {
    let decoded = percent_encoding::percent_decode_str(path)
        .decode_utf8()
        .ok()?;
    let mut relative = PathBuf::new();
    for segment in decoded.split('/').filter(|s| !s.is_empty()) {
        if segment.starts_with('.') || segment.contains(['\\', '\0']) || segment.contains(':') {
            return None;
        }
        relative.push(segment);
    }
    if relative
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("map"))
    {
        return None;
    }
    Some(relative)
}

/// Whether `relative` under `dir` is inside `dir` once symlinks are followed (a path that
/// does not exist is: ServeDir answers it with the 404).
async fn inside(dir: &Path, relative: &Path) -> bool {
    let Ok(root) = tokio::fs::canonicalize(dir).await else {
        return true;
    };
    match tokio::fs::canonicalize(dir.join(relative)).await {
        Ok(real) => real.starts_with(&root),
        Err(_) => true,
    }
}

/// Whether the file is named by its content's hash, as the build names its assets:
/// `name-XXXXXXXX.js` or `.css` (8 capitals or digits).
fn is_hashed(relative: &Path) -> bool {
    let (Some(stem), Some(extension)) = (
        relative.file_stem().and_then(|s| s.to_str()),
        relative.extension().and_then(|e| e.to_str()),
    ) else {
        return false;
    };
    let hash = stem.rsplit_once('-').map(|(_, hash)| hash);
    matches!(extension, "js" | "css")
        && hash.is_some_and(|h| {
            h.len() == 8
                && h.bytes()
                    .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
        })
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dotfiles_maps_and_odd_names_are_not_shipped() {
        assert_eq!(shipped_path("/"), Some(PathBuf::new()));
        assert_eq!(
            shipped_path("/locales/fr/towers.ftl"),
            Some(PathBuf::from("locales/fr/towers.ftl"))
        );
        for bad in [
            "/.env",
            "/%2eenv",
            "/.git/config",
            "/a/../../etc/passwd",
            "/%2e%2e/x",
            "/app.js.map",
            "/APP.JS.MAP",
            "/a%5cb",
            "/%ff",
        ] {
            assert_eq!(shipped_path(bad), None, "{bad}");
        }
    }

    #[test]
    fn only_the_builds_hashed_assets_are_kept_for_long() {
        assert!(is_hashed(Path::new("app-4XK2ZQ7A.js")));
        assert!(is_hashed(Path::new("style-0123ABCD.css")));
        for plain in [
            "index.html",
            "app.js",
            "locales/fr/towers.ftl",
            "app-short.js",
        ] {
            assert!(!is_hashed(Path::new(plain)), "{plain}");
        }
    }
}
