//! Glicko-2 ratings per server and variant, derived from the archive of finished games:
//! the crate's numbers against Glickman's published example, which games are rated, and
//! that ratings survive a restart unchanged (they are replayed from the archive).

use crate::support;
use std::sync::Arc;

use serde_json::json;
use skillratings::glicko2::{glicko2_rating_period, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use support::fake_discord::Recorded;
use towers::service::game::setup::Setup;
use towers::service::server::ratings::{is_rated, replay};
use towers::service::server::settings::SettingsChange;
use towers::service::text::locale::Lang;
use towers::service::GameService;
use towers_engine::Level;
use towers_rules::Variant;
use towers_store::index::GameSummary;
use towers_store::{Player, SledStore};

const GUILD: u64 = 900_000_000_000_000_001;
const OTHER_GUILD: u64 = 900_000_000_000_000_002;

use crate::support::players::{alice, bob, carol, T0};
use support::store_fixtures::named as player;

fn service(dir: &std::path::Path) -> GameService {
    GameService::new(Arc::new(SledStore::open(dir).unwrap()))
}

fn setup(variant: Variant, guild: Option<u64>) -> Setup {
    Setup {
        guild,
        ..Setup::new(variant)
    }
}

/// `white` and `black` play `plies` opening plies of Bashni in `channel` on `guild`, then
/// `loser` resigns; returns the time after the game.
#[allow(clippy::too_many_arguments)]
fn game(
    s: &GameService,
    channel: u64,
    guild: Option<u64>,
    white: &Player,
    black: &Player,
    plies: usize,
    loser: &Player,
    now: u64,
) -> u64 {
    const OPENING: [&str; 4] = ["c3-b4", "b6-c5", "b4-a5", "a7-b6"];
    s.challenge_with(channel, white, black, setup(Variant::Bashni, guild), now)
        .unwrap();
    s.accept(channel, black, now + 1, None).unwrap();
    for (i, mv) in OPENING.iter().take(plies).enumerate() {
        let mover = if i % 2 == 0 { white } else { black };
        s.play(channel, mover, mv, now + 2 + i as u64).unwrap();
    }
    s.resign(channel, loser, now + 10, None).unwrap();
    now + 20
}

#[test]
fn crate_matches_glickmans_published_example() {
    // Glickman, "Example of the Glicko-2 system" (glicko.net/glicko/glicko2.pdf): a player
    // rated 1500, RD 200, volatility 0.06 beats a 1400 (RD 30), loses to a 1550 (RD 100)
    // and to a 1700 (RD 300): new rating 1464.06, RD 151.52, volatility 0.05999.
    let player = Glicko2Rating {
        rating: 1500.0,
        deviation: 200.0,
        volatility: 0.06,
    };
    let opponent = |rating, deviation| Glicko2Rating {
        rating,
        deviation,
        volatility: 0.06,
    };
    let results = [
        (opponent(1400.0, 30.0), Outcomes::WIN),
        (opponent(1550.0, 100.0), Outcomes::LOSS),
        (opponent(1700.0, 300.0), Outcomes::LOSS),
    ];
    let new = glicko2_rating_period(&player, &results, &Glicko2Config::new());
    assert!((new.rating - 1464.06).abs() < 0.01, "{new:?}");
    assert!((new.deviation - 151.52).abs() < 0.01, "{new:?}");
    assert!((new.volatility - 0.05999).abs() < 0.00001, "{new:?}");
}

#[test]
fn one_rated_game_between_newcomers() {
    // Two newcomers (1500 ± 350, volatility 0.06), one decisive game as one rating period:
    // the winner goes to 1662.31 ± 290.32 and the loser to 1337.69 ± 290.32 (the paper's
    // steps 1-8 computed independently).
    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    game(&s, 1, Some(GUILD), &alice(), &bob(), 2, &bob(), T0);
    let standings = s.ratings().standings(GUILD, Variant::Bashni).unwrap();
    assert_eq!(standings.len(), 2);
    let (first, second) = (&standings[0], &standings[1]);
    assert_eq!((first.player, second.player), (11, 22));
    assert!((first.rating - 1662.31).abs() < 0.01, "{first:?}");
    assert!((second.rating - 1337.69).abs() < 0.01, "{second:?}");
    assert!((first.deviation - 290.32).abs() < 0.01, "{first:?}");
    assert_eq!((first.games, second.games), (1, 1));
    let text = s
        .ratings()
        .rating_reply(GUILD, 11, "alice", Variant::Bashni)
        .unwrap()
        .to_string();
    assert_eq!(
        text,
        "alice's Bashni rating on this server: 1662 ± 290 after 1 rated game (#1 of 2)."
    );
}

#[test]
fn only_real_games_on_a_server_are_rated() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    let mut now = T0;
    // Resigned after one ply: aborted, unrated.
    now = game(&s, 1, Some(GUILD), &alice(), &bob(), 1, &bob(), now);
    // Not on a server (console, direct messages): unrated.
    now = game(&s, 1, None, &alice(), &bob(), 2, &bob(), now);
    // Another server: rated there only.
    now = game(&s, 1, Some(OTHER_GUILD), &carol(), &bob(), 2, &bob(), now);
    // Against the bot: unrated while the server has not turned that on.
    let bot = player(99, "towers");
    s.start_bot_game(
        2,
        &alice(),
        &bot,
        Level::new(1).unwrap(),
        Setup {
            color: towers::service::game::setup::ColorChoice::White,
            ..setup(Variant::Bashni, Some(GUILD))
        },
        now,
    )
    .unwrap();
    s.play(2, &alice(), "c3-b4", now + 1).unwrap();
    s.bot_reply(
        2,
        &towers::service::text::message::Message::default(),
        now + 2,
    )
    .unwrap();
    s.resign(2, &alice(), now + 3, None).unwrap();

    assert!(s
        .ratings()
        .standings(GUILD, Variant::Bashni)
        .unwrap()
        .is_empty());
    assert_eq!(
        s.ratings()
            .leaderboard(GUILD, Variant::Bashni)
            .unwrap()
            .text()
            .to_string(),
        "No rated Bashni games on this server yet."
    );
    let other = s.ratings().standings(OTHER_GUILD, Variant::Bashni).unwrap();
    assert_eq!(other.iter().map(|p| p.player).collect::<Vec<_>>(), [33, 22]);
    assert!(s
        .ratings()
        .standings(OTHER_GUILD, Variant::Lasca)
        .unwrap()
        .is_empty());

    // The server turns rated bot games on: the bot game counts (the bot won).
    s.servers()
        .change(
            GUILD,
            &SettingsChange {
                rated_bot_games: Some(true),
                ..SettingsChange::default()
            },
        )
        .unwrap();
    let with_bot = s.ratings().standings(GUILD, Variant::Bashni).unwrap();
    assert_eq!(
        with_bot.iter().map(|p| p.player).collect::<Vec<_>>(),
        [99, 11]
    );
}

#[test]
fn a_players_name_never_decides_whether_a_game_is_rated() {
    // Issue 27: the end of a game was stored as an English sentence with the names in it,
    // and a game whose sentence contained "abort" was left unrated. A player named "abort",
    // one named "Eve resigned" and one named "Labortechnik" who resign or lose on time leave
    // rated games.
    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    let abort = player(44, "abort");
    let eve = player(55, "Eve resigned");
    let labor = player(66, "Labortechnik");
    let now = game(&s, 1, Some(GUILD), &alice(), &abort, 2, &abort, T0);
    let now = game(&s, 2, Some(GUILD), &eve, &bob(), 2, &eve, now);
    // Labortechnik (White, to move after two plies) lets the time run out; carol claims.
    s.challenge_with(
        3,
        &labor,
        &carol(),
        setup(Variant::Bashni, Some(GUILD)),
        now,
    )
    .unwrap();
    s.accept(3, &carol(), now + 1, None).unwrap();
    s.play(3, &labor, "c3-b4", now + 2).unwrap();
    s.play(3, &carol(), "b6-c5", now + 3).unwrap();
    let won = s
        .claim(
            3,
            &carol(),
            now + 3 + towers_store::DEFAULT_MOVE_LIMIT_SECS,
            None,
        )
        .unwrap();
    assert_eq!(
        won.text(),
        "carol (Black) wins: Labortechnik did not move within 3 days. 0-1"
    );

    let standings = s.ratings().standings(GUILD, Variant::Bashni).unwrap();
    let games = |id: u64| standings.iter().find(|p| p.player == id).map(|p| p.games);
    for id in [11, 22, 33, 44, 55, 66] {
        assert_eq!(games(id), Some(1), "player {id}: {standings:?}");
    }
    let history = s.history(1, Some(44)).unwrap();
    assert!(
        history[0].summary.to_string().contains("abort resigned"),
        "{:?}",
        history[0].summary.to_string()
    );
}

#[test]
fn ratings_are_replayed_in_finish_order_and_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let board;
    {
        let s = service(dir.path());
        let mut now = T0;
        now = game(&s, 1, Some(GUILD), &alice(), &bob(), 2, &bob(), now);
        now = game(&s, 2, Some(GUILD), &carol(), &alice(), 2, &alice(), now);
        game(&s, 1, Some(GUILD), &bob(), &carol(), 4, &carol(), now);
        board = s
            .ratings()
            .leaderboard(GUILD, Variant::Bashni)
            .unwrap()
            .text()
            .to_string();
        // Each game updates both players as its own rating period, in finish order.
        let games: Vec<GameSummary> = s
            .store()
            .all_finished_games()
            .unwrap()
            .iter()
            .filter_map(GameSummary::of)
            .collect();
        let rated: Vec<_> = games.iter().filter(|g| is_rated(g, false)).collect();
        assert_eq!(rated.len(), 3);
        let table = replay(&rated);
        let mut reversed = rated.clone();
        reversed.reverse();
        assert_eq!(replay(&reversed), table, "order comes from finish times");
    }
    let lines: Vec<&str> = board.lines().collect();
    assert_eq!(lines[0], "Bashni leaderboard of this server:");
    assert_eq!(lines.len(), 4, "{board}");
    for (line, place) in lines[1..].iter().zip(1..) {
        assert!(line.starts_with(&format!("{place}. ")), "{board}");
        assert!(line.ends_with("(2 games)"), "{board}");
    }
    let s = service(dir.path());
    assert_eq!(
        s.ratings()
            .leaderboard(GUILD, Variant::Bashni)
            .unwrap()
            .text()
            .to_string(),
        board
    );
    assert_eq!(
        s.ratings()
            .stats_reply(GUILD, 11, "alice")
            .unwrap()
            .to_string(),
        "alice's results on this server:\nBashni: 1 win, 0 draws, 1 loss"
    );
}

/// `/stats`, `/rating` and `/leaderboard` in Polish: every word from the catalogue, with the
/// three plural forms (1 wygrana, 2 remisy, 5 porażek), and nothing in English.
#[test]
fn stats_rating_and_leaderboard_speak_polish_with_its_plural_forms() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    let mut now = game(&s, 1, Some(GUILD), &alice(), &bob(), 2, &bob(), T0);
    for _ in 0..2 {
        s.challenge_with(
            1,
            &alice(),
            &bob(),
            setup(Variant::Bashni, Some(GUILD)),
            now,
        )
        .unwrap();
        s.accept(1, &bob(), now + 1, None).unwrap();
        s.play(1, &alice(), "c3-b4", now + 2).unwrap();
        s.play(1, &bob(), "b6-c5", now + 3).unwrap();
        s.draw(1, &alice(), now + 4, None).unwrap();
        s.draw(1, &bob(), now + 5, None).unwrap();
        now += 20;
    }
    for _ in 0..5 {
        now = game(&s, 1, Some(GUILD), &alice(), &bob(), 2, &alice(), now);
    }
    let pl = Lang::from_discord("pl");
    let stats = s.ratings().stats_reply(GUILD, 11, "alice").unwrap();
    assert_eq!(
        stats.render(pl),
        "Wyniki gracza alice na tym serwerze:\nBashni: 1 wygrana, 2 remisy, 5 porażek"
    );
    assert_eq!(
        stats.to_string(),
        "alice's results on this server:\nBashni: 1 win, 2 draws, 5 losses"
    );
    assert_eq!(
        s.ratings()
            .stats_reply(GUILD, 33, "carol")
            .unwrap()
            .render(pl),
        "carol nie ma jeszcze zakończonych partii na tym serwerze."
    );
    let rating = s
        .ratings()
        .rating_reply(GUILD, 11, "alice", Variant::Bashni)
        .unwrap()
        .render(pl);
    assert!(
        rating.starts_with("Ranking gracza alice (Bashni) na tym serwerze: ")
            && rating.contains(" po 8 partiach rankingowych (miejsce 2 z 2)."),
        "{rating}"
    );
    let board = s
        .ratings()
        .leaderboard(GUILD, Variant::Bashni)
        .unwrap()
        .text()
        .render(pl);
    let lines: Vec<&str> = board.lines().collect();
    assert_eq!(lines[0], "Ranking na tym serwerze – Bashni:", "{board}");
    assert!(
        lines[1].starts_with("1. bob — ") && lines[1].ends_with(" (8 partii)"),
        "{board}"
    );
    assert_eq!(
        s.ratings()
            .leaderboard(GUILD, Variant::Lasca)
            .unwrap()
            .text()
            .render(pl),
        "Nie ma jeszcze partii rankingowych (Lasca) na tym serwerze."
    );
    for text in [stats.render(pl), rating, board] {
        for english in [
            "results",
            "rating",
            "leaderboard",
            "game",
            "win",
            "draw",
            "loss",
        ] {
            assert!(!text.contains(english), "{english} in {text}");
        }
        assert!(
            !text.contains("stats-") && !text.contains("leaderboard-"),
            "{text}"
        );
    }
}

/// A public answer that pings nobody; its text.
fn public_text(reply: &Recorded, what: &str) -> String {
    assert_eq!(reply.kind, 4, "{what}: {reply:?}");
    assert!(!reply.is_ephemeral(), "{what} should be public: {reply:?}");
    assert_eq!(reply.allowed_mentions()["parse"], json!([]), "{what}");
    reply.content().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_game_on_discord_shows_in_rating_leaderboard_and_stats() {
    let (fake, bot, _sled, _dir) = support::e2e::start().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));

    let none = fake.slash(&alice, "leaderboard", &[]).await;
    assert_eq!(
        public_text(&none, "/leaderboard"),
        "No rated Bashni games on this server yet."
    );

    fake.slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    fake.slash(&bob, "accept", &[]).await;
    fake.slash(&alice, "move", &[("notation", "c3-b4")]).await;
    fake.slash(&bob, "move", &[("notation", "b6-c5")]).await;
    let resigned = fake.slash(&alice, "resign", &[]).await;
    assert!(resigned.content().contains("resigned"), "{resigned:?}");

    let mine = fake.slash(&bob, "rating", &[]).await;
    assert_eq!(
        public_text(&mine, "/rating"),
        "Bob's Bashni rating on this server: 1662 ± 290 after 1 rated game (#1 of 2)."
    );
    let theirs = fake
        .slash(
            &bob,
            "rating",
            &[("player", "@alice"), ("variant", "Bashni")],
        )
        .await;
    assert_eq!(
        public_text(&theirs, "/rating player"),
        "Alice's Bashni rating on this server: 1338 ± 290 after 1 rated game (#2 of 2)."
    );
    let lasca = fake.slash(&bob, "rating", &[("variant", "Lasca")]).await;
    assert!(
        public_text(&lasca, "/rating Lasca").starts_with("Bob has no rated Lasca games"),
        "{lasca:?}"
    );
    let board = fake.slash(&alice, "leaderboard", &[]).await;
    assert_eq!(
        public_text(&board, "/leaderboard"),
        "",
        "the embed carries it"
    );
    let embeds = board.message()["embeds"].as_array().expect("embeds");
    assert_eq!(embeds.len(), 1, "{board:?}");
    assert_eq!(embeds[0]["title"], "Bashni leaderboard of this server");
    assert_eq!(
        embeds[0]["description"],
        "**1.** Bob — 1662 ± 290 (1 game)\n**2.** Alice — 1338 ± 290 (1 game)",
        "best first"
    );
    let lasca_board = fake
        .slash(&alice, "leaderboard", &[("variant", "Lasca")])
        .await;
    assert_eq!(
        public_text(&lasca_board, "/leaderboard Lasca"),
        "No rated Lasca games on this server yet."
    );
    assert!(lasca_board.message()["embeds"]
        .as_array()
        .is_none_or(|e| e.is_empty()));
    let stats = fake.slash(&alice, "stats", &[("player", "@bob")]).await;
    assert_eq!(
        public_text(&stats, "/stats"),
        "Bob's results on this server:\nBashni: 1 win, 0 draws, 0 losses"
    );
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}
