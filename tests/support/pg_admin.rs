//! The PostgreSQL test server (`TOWERS_TEST_DATABASE_URL`, from `scripts/pg-test-server.sh`) for
//! the tests built with `--features postgres`: its URL, and statements run on it directly.

/// The test server's URL, or a failure that says how to get one.
pub fn url() -> String {
    match std::env::var("TOWERS_TEST_DATABASE_URL") {
        Ok(url) if !url.trim().is_empty() => url,
        _ => panic!(
            "TOWERS_TEST_DATABASE_URL is not set: these tests need a PostgreSQL server. Start \
             a throwaway one on 127.0.0.1 with `eval \"$(scripts/pg-test-server.sh start)\"` \
             (it exports the variable), run `cargo test --features postgres --test \
             store_postgres --test activity_postgres`, then `scripts/pg-test-server.sh stop`."
        ),
    }
}

/// Runs `sql` (one or more statements) on the test server over a plain connection (setup
/// and damage the store would never do itself); returns the first column of the last row any
/// statement returned, as text. On a thread of its own, so that async tests may call it too.
pub fn admin(sql: &str) -> Option<String> {
    let (url, sql) = (url(), sql.to_string());
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            let (client, connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
                .await
                .expect("admin connection to TOWERS_TEST_DATABASE_URL");
            let driver = tokio::spawn(connection);
            let messages = client.simple_query(&sql).await.unwrap();
            drop(client);
            let _ = driver.await;
            messages.iter().rev().find_map(|m| match m {
                tokio_postgres::SimpleQueryMessage::Row(row) => row.get(0).map(String::from),
                _ => None,
            })
        })
    })
    .join()
    .expect("admin statement failed")
}
