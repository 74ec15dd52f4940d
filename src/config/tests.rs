//! The settings as `towers serve` reads them: defaults, each check, the secrets kept out of
//! what is printed.

use super::*;
use std::path::PathBuf;

/// The configuration of `vars` (name, value), read as `serve` reads them.
fn config(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
    Config::from_vars(vars.iter().copied())
}

/// Whether `result` is the refusal of variable `name`.
fn refused<T>(result: &Result<T, ConfigError>, name: &str) -> bool {
    matches!(result, Err(ConfigError::Invalid { name: n, .. }) if n == name)
}

#[test]
fn every_variable_keeps_its_name_and_option() {
    let cmd = Config::augment_args(clap::Command::new("serve"));
    let mut seen: Vec<(String, String)> = cmd
        .get_arguments()
        .map(|arg| {
            let env = arg.get_env().expect("every setting has a variable");
            let long = arg.get_long().expect("every setting has an option");
            (env.to_string_lossy().into_owned(), long.to_string())
        })
        .collect();
    seen.sort();
    let mut expected = [
        ("DISCORD_TOKEN", "discord-token"),
        ("TOWERS_DATA_DIR", "data-dir"),
        ("TOWERS_DATABASE_URL", "database-url"),
        ("DISCORD_GUILD_ID", "guild-id"),
        ("DISCORD_API_BASE", "api-base"),
        ("TOWERS_RATE_LIMIT", "rate-limit"),
        ("TOWERS_DEFER_AFTER", "defer-after"),
        ("TOWERS_ENGINE_THREADS", "engine-threads"),
        ("TOWERS_ENGINE_TABLE_MB", "engine-table-mb"),
        ("TOWERS_EGDB_CACHE_MB", "egdb-cache-mb"),
        ("TOWERS_EGDB_BUILD", "egdb-build"),
        ("TOWERS_HEARTBEAT_EVERY", "heartbeat-every"),
        ("TOWERS_WEB_ADDR", "web-addr"),
        ("DISCORD_CLIENT_ID", "client-id"),
        ("DISCORD_CLIENT_SECRET", "client-secret"),
        ("TOWERS_WEB_DIR", "web-dir"),
        ("TOWERS_WEB_TRUSTED_PROXIES", "web-trusted-proxies"),
        ("TOWERS_WEB_ORIGINS", "web-origins"),
        ("TOWERS_WEB_MAX_CONNECTIONS", "web-max-connections"),
        (
            "TOWERS_WEB_MAX_CONNECTIONS_PER_IP",
            "web-max-connections-per-ip",
        ),
        ("TOWERS_WEB_MAX_SOCKETS", "web-max-sockets"),
        ("TOWERS_WEB_MAX_SOCKETS_PER_IP", "web-max-sockets-per-ip"),
        ("TOWERS_WEB_SOCKET_RATE", "web-socket-rate"),
        ("TOWERS_WEB_TOKEN_RATE", "web-token-rate"),
        ("TOWERS_WEB_DISCORD_RATE", "web-discord-rate"),
        ("TOWERS_WEB_HEADER_TIMEOUT", "web-header-timeout"),
        ("TOWERS_WEB_BODY_TIMEOUT", "web-body-timeout"),
        ("TOWERS_WEB_HELLO_TIMEOUT", "web-hello-timeout"),
        ("TOWERS_WEB_RECHECK_EVERY", "web-recheck-every"),
        ("TOWERS_WEB_PING_EVERY", "web-ping-every"),
        ("TOWERS_WEB_SILENT_CLOSE", "web-silent-close"),
    ]
    .map(|(env, long)| (env.to_string(), long.to_string()));
    expected.sort();
    assert_eq!(seen, expected);
    for secret in [
        "DISCORD_TOKEN",
        "TOWERS_DATABASE_URL",
        "DISCORD_CLIENT_SECRET",
    ] {
        let arg = cmd
            .get_arguments()
            .find(|arg| arg.get_env() == Some(std::ffi::OsStr::new(secret)))
            .unwrap();
        assert!(arg.is_hide_env_values_set(), "{secret}");
    }
}

#[test]
fn a_refusal_comes_out_of_clap_naming_the_variable_without_the_secret() {
    // The process's other variables play no part.
    let cmd =
        Config::augment_args(clap::Command::new("serve").no_binary_name(true)).mut_args(|arg| {
            match arg.get_long() {
                Some("engine-threads") => arg,
                _ => arg.env(None::<&'static str>),
            }
        });
    let err = cmd
        .try_get_matches_from(["--engine-threads= many "])
        .expect_err("refused");
    assert_eq!(
        ConfigError::from_clap(&err),
        Some(ConfigError::Invalid {
            name: "TOWERS_ENGINE_THREADS".to_string(),
            reason: "expected a number of searches from 1 to 256, found 'many'".to_string(),
        })
    );
    assert!(err
        .to_string()
        .contains("TOWERS_ENGINE_THREADS is invalid: expected a number of searches from 1 to 256"));
    let url = "mysql://towers:pa55@127.0.0.1/towers";
    let err = config(&[("TOWERS_DATABASE_URL", url)]).unwrap_err();
    assert!(!err.to_string().contains("pa55"), "{err}");
    let unknown = clap::Command::new("serve")
        .try_get_matches_from(["serve", "--nope"])
        .unwrap_err();
    assert_eq!(ConfigError::from_clap(&unknown), None);
}

#[test]
fn debug_never_shows_the_token() {
    let c = config(&[("DISCORD_TOKEN", "sekrit.token-value")]).unwrap();
    let shown = format!(
        "{c:?} {c:#?} {:?} {}",
        c.token().unwrap(),
        c.token().unwrap()
    );
    assert!(!shown.contains("sekrit"), "{shown}");
    assert!(shown.contains("redacted"));
    assert_eq!(c.token().unwrap().expose(), "sekrit.token-value");
}

#[test]
fn defaults_when_unset_or_empty() {
    let c = config(&[("DISCORD_TOKEN", ""), ("DISCORD_GUILD_ID", " ")]).unwrap();
    assert_eq!(c.discord.token, None);
    assert_eq!(c.token(), Err(ConfigError::Missing("DISCORD_TOKEN")));
    assert_eq!(c.store.data_dir, PathBuf::from("./data"));
    assert_eq!(c.discord.guild_id, None);
    assert_eq!(c.discord.api_base, None);
    assert_eq!(c.discord.rate_limit, Some(DEFAULT_RATE_LIMIT));
    assert_eq!(c.discord.defer_after, Duration::from_secs(2));
    // The constants the code falls back on are the options' defaults.
    assert_eq!(c.discord.defer_after, DEFAULT_DEFER_AFTER);
    assert_eq!(c.store.data_dir, PathBuf::from(DEFAULT_DATA_DIR));
    assert_eq!(c.activity.dir, PathBuf::from(DEFAULT_WEB_DIR));
}

#[test]
fn reads_the_defer_threshold() {
    let after = |v: &str| config(&[("TOWERS_DEFER_AFTER", v)]).map(|c| c.discord.defer_after);
    assert_eq!(after("1500ms"), Ok(Duration::from_millis(1500)));
    assert_eq!(after(" 1m "), Ok(Duration::from_secs(60)));
    assert_eq!(after("1s 500ms"), Ok(Duration::from_millis(1500)));
    for bad in ["0s", "2", "s", "2 lunes", "-1s"] {
        assert!(
            refused(&after(bad), "TOWERS_DEFER_AFTER"),
            "{bad} was accepted"
        );
    }
}

#[test]
fn the_web_front_end_is_off_unless_its_address_is_set_and_then_needs_its_client() {
    assert_eq!(
        config(&[("DISCORD_CLIENT_ID", "123")]).unwrap().web(),
        Ok(None)
    );
    let on = [
        ("TOWERS_WEB_ADDR", "127.0.0.1:8080"),
        ("DISCORD_CLIENT_ID", "123"),
        ("DISCORD_CLIENT_SECRET", "sekrit-client"),
    ];
    let c = config(&on).unwrap();
    let web = c.web().unwrap().expect("on");
    assert_eq!(web.addr, "127.0.0.1:8080".parse().unwrap());
    assert_eq!(web.client_id, 123);
    assert_eq!(web.client_secret.expose(), "sekrit-client");
    assert_eq!(web.dir, PathBuf::from("web/dist"));
    // The limits' clap defaults are WebLimits::default.
    assert_eq!(web.limits, crate::config::WebLimits::default());
    assert!(!format!("{c:?}").contains("sekrit"), "{c:?}");
    assert_eq!(
        config(&on[..2]),
        Err(ConfigError::Missing("DISCORD_CLIENT_SECRET"))
    );
    assert_eq!(
        config(&[on[0], on[2]]),
        Err(ConfigError::Missing("DISCORD_CLIENT_ID"))
    );
    for (name, bad) in [
        ("TOWERS_WEB_ADDR", "localhost"),
        ("TOWERS_WEB_ADDR", "8080"),
        ("DISCORD_CLIENT_ID", "abc"),
        ("DISCORD_CLIENT_ID", "0"),
    ] {
        let mut vars = on.to_vec();
        vars.retain(|(n, _)| *n != name);
        vars.push((name, bad));
        assert!(refused(&config(&vars), name), "{name}={bad} was accepted");
    }
}

#[test]
fn reads_the_rate_limit() {
    let limit = |v: &str| config(&[("TOWERS_RATE_LIMIT", v)]).map(|c| c.discord.rate_limit);
    assert_eq!(limit("off"), Ok(None));
    assert_eq!(limit("OFF"), Ok(None));
    assert_eq!(
        limit(" 10/500ms "),
        Ok(Some(RateLimit {
            burst: 10,
            every: Duration::from_millis(500)
        }))
    );
    assert_eq!(
        limit("3/2m"),
        Ok(Some(RateLimit {
            burst: 3,
            every: Duration::from_secs(120)
        }))
    );
    assert_eq!(limit("5/1s"), Ok(Some(DEFAULT_RATE_LIMIT)));
    for bad in [
        "5", "5/", "/1s", "0/1s", "5/0s", "5/1", "5/1x", "-1/1s", "5/s", "x/1s",
    ] {
        assert!(
            refused(&limit(bad), "TOWERS_RATE_LIMIT"),
            "{bad} was accepted"
        );
    }
}

#[test]
fn no_database_url_by_default() {
    let c = config(&[]).unwrap();
    assert_eq!(c.store.database_url, None);
}

#[test]
fn database_url_is_read_only_by_a_postgres_build_and_never_printed() {
    let url = "postgres://towers:pa55@127.0.0.1:5433/towers";
    let c = config(&[("TOWERS_DATABASE_URL", url)]);
    if cfg!(feature = "postgres") {
        let c = c.unwrap();
        let shown = format!("{c:?} {}", c.store.database_url.as_ref().unwrap());
        assert!(!shown.contains("pa55"), "{shown}");
        assert!(shown.contains("postgres://towers:[redacted]@127.0.0.1:5433/towers"));
        assert_eq!(c.store.database_url.unwrap().expose(), url);
        assert!(refused(
            &config(&[("TOWERS_DATABASE_URL", "mysql://x")]),
            "TOWERS_DATABASE_URL"
        ));
    } else {
        let err = c.unwrap_err();
        let shown = err.to_string();
        assert!(shown.contains("--features postgres"), "{shown}");
        assert!(!shown.contains("pa55"), "{shown}");
    }
}

#[test]
fn reads_every_variable() {
    let c = config(&[
        ("DISCORD_TOKEN", "t"),
        ("TOWERS_DATA_DIR", "/var/lib/towers"),
        ("DISCORD_GUILD_ID", "1000000000000000004"),
        ("DISCORD_API_BASE", "http://127.0.0.1:3000/"),
    ])
    .unwrap();
    assert_eq!(c.store.data_dir, PathBuf::from("/var/lib/towers"));
    assert_eq!(c.discord.guild_id, Some(1000000000000000004));
    assert_eq!(c.discord.api_base.as_deref(), Some("http://127.0.0.1:3000"));
}

#[test]
fn reads_the_engine_threads_and_the_heartbeat() {
    let c = config(&[
        ("TOWERS_ENGINE_THREADS", "3"),
        ("TOWERS_HEARTBEAT_EVERY", "500ms"),
    ])
    .unwrap();
    assert_eq!(c.engine.threads, Some(3));
    assert_eq!(c.heartbeat_every, Duration::from_millis(500));
    let c = config(&[]).unwrap();
    assert_eq!(c.engine.threads, None);
    assert_eq!(c.heartbeat_every, crate::health::DEFAULT_HEARTBEAT_EVERY);
    for (name, bad) in [
        ("TOWERS_ENGINE_THREADS", "0"),
        ("TOWERS_ENGINE_THREADS", "many"),
        ("TOWERS_HEARTBEAT_EVERY", "0s"),
        ("TOWERS_HEARTBEAT_EVERY", "soon"),
    ] {
        assert!(refused(&config(&[(name, bad)]), name), "{name}={bad}");
    }
}

#[test]
fn reads_the_engine_table_and_egdb_cache_sizes_and_refuses_bad_ones() {
    let c = config(&[
        ("TOWERS_ENGINE_TABLE_MB", " 256 "),
        ("TOWERS_EGDB_CACHE_MB", "1024"),
    ])
    .unwrap();
    assert_eq!(c.engine.table_mb, Some(256));
    assert_eq!(c.engine.egdb_cache_mb, Some(1024));
    let unset = config(&[]).unwrap();
    assert_eq!(
        (unset.engine.table_mb, unset.engine.egdb_cache_mb),
        (None, None)
    );
    for name in ["TOWERS_ENGINE_TABLE_MB", "TOWERS_EGDB_CACHE_MB"] {
        for bad in ["0", "65537", "-4", "64MB", "lots", "1.5"] {
            let err = config(&[(name, bad)]).unwrap_err();
            assert!(
                matches!(&err, ConfigError::Invalid { name: n, .. } if n == name),
                "{name}={bad}: {err:?}"
            );
            let text = err.to_string();
            assert!(text.contains("1 to 65536") && text.contains(bad), "{text}");
        }
    }
}

#[test]
fn serve_builds_the_endgame_databases_unless_told_off() {
    assert!(config(&[]).unwrap().engine.builds_egdb());
    for (text, on) in [("off", false), (" OFF ", false), ("0", false), ("on", true)] {
        let c = config(&[("TOWERS_EGDB_BUILD", text)]).unwrap();
        assert_eq!(c.engine.builds_egdb(), on, "{text}");
    }
    let err = config(&[("TOWERS_EGDB_BUILD", "later")]).unwrap_err();
    assert!(
        matches!(&err, ConfigError::Invalid { name, .. } if name == "TOWERS_EGDB_BUILD"),
        "{err:?}"
    );
    assert!(err.to_string().contains("on or off"), "{err}");
}

#[test]
fn the_data_directory_is_created_but_not_its_parent() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("data");
    let c = config(&[("TOWERS_DATA_DIR", dir.to_str().unwrap())]).unwrap();
    c.store.prepare_data_dir().unwrap();
    assert!(dir.is_dir());
    c.store
        .prepare_data_dir()
        .expect("an existing directory is fine");

    let deep = tmp.path().join("typo").join("data");
    let c = config(&[("TOWERS_DATA_DIR", deep.to_str().unwrap())]).unwrap();
    let err = c.store.prepare_data_dir().unwrap_err().to_string();
    assert!(
        err.contains("TOWERS_DATA_DIR") && err.contains("typo"),
        "{err}"
    );
    assert!(err.contains("parent directory"), "{err}");
    assert!(!deep.exists() && !deep.parent().unwrap().exists());

    let file = tmp.path().join("file");
    std::fs::write(&file, "x").unwrap();
    let c = config(&[("TOWERS_DATA_DIR", file.to_str().unwrap())]).unwrap();
    let err = c.store.prepare_data_dir().unwrap_err().to_string();
    assert!(err.contains(file.to_str().unwrap()), "{err}");
    assert!(err.contains("not a directory"), "{err}");
}

#[test]
fn rejects_bad_values() {
    assert!(refused(
        &config(&[("DISCORD_GUILD_ID", "general")]),
        "DISCORD_GUILD_ID"
    ));
    assert!(refused(
        &config(&[("DISCORD_GUILD_ID", "0")]),
        "DISCORD_GUILD_ID"
    ));
    assert!(refused(
        &config(&[("DISCORD_API_BASE", "127.0.0.1:3000")]),
        "DISCORD_API_BASE"
    ));
}
