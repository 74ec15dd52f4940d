//! The password of a database URL (`postgres://user:password@host:port/database`), kept out
//! of everything printed: [`redact_url`] for showing the URL, [`url_password`] and [`scrub`]
//! for messages that may quote it. Found without a full parse, so that even a malformed URL's
//! password stays hidden. The one scrubber of the configuration (`config::DatabaseUrl`) and
//! the PostgreSQL store.

/// What a password is replaced with.
pub const REDACTED: &str = "[redacted]";

/// `(scheme, user, password, from the last '@' on)` of `url`, when it has a password.
fn parts(url: &str) -> Option<(&str, &str, &str, &str)> {
    let (scheme, rest) = url.split_once("://")?;
    let at = rest.rfind('@')?;
    let (user, password) = rest[..at].split_once(':')?;
    Some((scheme, user, password, &rest[at..]))
}

/// The password of `url` as written (maybe percent-encoded); `None` without one.
pub fn url_password(url: &str) -> Option<String> {
    parts(url).map(|(_, _, password, _)| password.to_string())
}

/// `url` with its password (between `user:` and the last `@` before the host) replaced by
/// [`REDACTED`]; all of it when it is not a URL at all (no `://`).
pub fn redact_url(url: &str) -> String {
    if !url.contains("://") {
        return REDACTED.into();
    }
    match parts(url) {
        Some((scheme, user, _, host)) => format!("{scheme}://{user}:{REDACTED}{host}"),
        None => url.to_string(),
    }
}

/// `message` with every one of `secrets` replaced by [`REDACTED`].
pub fn scrub(mut message: String, secrets: &[String]) -> String {
    for secret in secrets.iter().filter(|s| !s.is_empty()) {
        message = message.replace(secret.as_str(), REDACTED);
    }
    message
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_are_found_shown_redacted_and_scrubbed() {
        let url = "postgres://towers:s3cr%40t@db.example:5433/towers";
        assert_eq!(url_password(url).as_deref(), Some("s3cr%40t"));
        assert_eq!(
            redact_url(url),
            "postgres://towers:[redacted]@db.example:5433/towers"
        );
        assert_eq!(url_password("postgres://towers@db/towers"), None);
        assert_eq!(
            redact_url("postgres://towers@db/towers"),
            "postgres://towers@db/towers"
        );
        assert_eq!(url_password("postgres://db/towers"), None);
        assert_eq!(redact_url("not a url:secret@x"), "[redacted]");
        // A password with '@' in it: the last '@' ends it.
        assert_eq!(
            redact_url("postgres://u:p@ss@host/db"),
            "postgres://u:[redacted]@host/db"
        );
        let shown = scrub(
            format!("failed for {url}"),
            &["s3cr%40t".to_string(), "s3cr@t".to_string()],
        );
        assert!(!shown.contains("s3cr"), "{shown}");
        assert_eq!(scrub("kept".into(), &[String::new()]), "kept");
    }
}
