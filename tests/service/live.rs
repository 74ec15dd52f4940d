//! The live view of a channel (`GameService::live`, the Activity's `LiveState`) and the game events
//! every change publishes (`GameService::events`), through the service API as a front end uses it.

use std::sync::Arc;

use crate::players::T0;
use serde_json::{json, Value};
use tokio::sync::broadcast::error::TryRecvError;
use towers::service::api::{
    ColorChoice, GameEvent, GameService, Lang, Level, MemoryStore, Origin, Player, Request,
    ServiceError, Setup, Variant,
};

const CHANNEL: u64 = 1_000_000_000_000_000_007;

fn player(id: u64, name: &str) -> Player {
    Player {
        id,
        name: name.into(),
    }
}

fn alice() -> Player {
    player(11, "Alice")
}
fn bob() -> Player {
    player(22, "Bob")
}
fn carol() -> Player {
    player(33, "Carol")
}

fn games() -> Arc<GameService> {
    Arc::new(GameService::new(Arc::new(MemoryStore::new())))
}

fn run(games: &Arc<GameService>, origin: Origin, user: &Player, request: Request) {
    games
        .clone()
        .handle_from(origin, CHANNEL, user, &request, T0)
        .unwrap_or_else(|e| panic!("{request:?} by {}: {e}", user.name));
}

fn play(notation: &str) -> Request {
    Request::Play {
        notation: notation.into(),
    }
}

/// The state `viewer` sees, as the JSON the Activity receives.
fn seen(games: &Arc<GameService>, viewer: &Player, lang: Lang) -> Value {
    serde_json::to_value(games.live(CHANNEL, viewer.id, lang).unwrap()).unwrap()
}

fn challenge_bob(games: &Arc<GameService>) {
    run(
        games,
        Origin::Chat,
        &alice(),
        Request::ChallengeTimed {
            opponent: Some(bob()),
            setup: Setup::new(Variant::Bashni),
            move_limit_secs: 3600,
            clock: None,
        },
    );
}

#[test]
fn a_challenge_then_a_game_as_players_and_a_spectator_see_them() {
    let games = games();
    let empty = seen(&games, &carol(), Lang::ENGLISH);
    assert_eq!(
        empty,
        json!({"you": {"id": "33", "role": "spectator"}, "game": null, "challenge": null})
    );
    challenge_bob(&games);
    let for_bob = seen(&games, &bob(), Lang::ENGLISH);
    assert_eq!(
        for_bob["challenge"],
        json!({"from": {"id": "11", "name": "Alice"}, "to": {"id": "22", "name": "Bob"},
               "variant": "bashni", "clock": null, "can_accept": true})
    );
    assert_eq!(
        seen(&games, &alice(), Lang::ENGLISH)["challenge"]["can_accept"],
        false
    );
    assert_eq!(
        seen(&games, &carol(), Lang::ENGLISH)["challenge"]["can_accept"],
        false
    );

    run(&games, Origin::Activity, &bob(), Request::Accept);
    let white = seen(&games, &alice(), Lang::ENGLISH);
    let black = seen(&games, &bob(), Lang::ENGLISH);
    let watcher = seen(&games, &carol(), Lang::ENGLISH);
    assert_eq!(white["you"], json!({"id": "11", "role": "white"}));
    assert_eq!(black["you"]["role"], "black");
    assert_eq!(watcher["you"]["role"], "spectator");
    assert_eq!(white["challenge"], Value::Null);
    let game = &white["game"];
    assert_eq!(game["variant"], "bashni");
    assert_eq!(game["to_move"], "white");
    assert_eq!(
        (game["over"].clone(), game["result"].clone()),
        (json!(false), Value::Null)
    );
    assert_eq!(game["board"]["files"], 8);
    assert_eq!(game["board"]["stacks"], true);
    assert_eq!(game["board"]["towers"].as_array().unwrap().len(), 24);
    assert_eq!(
        game["board"]["material"]["light"],
        json!({"men": 12, "kings": 0, "prisoners": 0})
    );
    assert_eq!(game["moves"], json!([]));
    assert_eq!(game["clock"], Value::Null);
    // Seven opening moves for White, each one step with no capture; only White gets them.
    let legal = game["legal"].as_array().unwrap();
    assert_eq!(legal.len(), 7, "{legal:?}");
    assert!(legal.contains(
        &json!({"notation": "c3-d4", "from": [2, 2], "landings": [[3, 3]], "captured": []})
    ));
    assert_eq!(black["game"]["legal"], json!([]));
    assert_eq!(watcher["game"]["legal"], json!([]));
    // Apart from the viewer and the legal moves, everyone sees the same game.
    let mut same = black["game"].clone();
    same["legal"] = game["legal"].clone();
    assert_eq!(&same, game);
}

#[test]
fn a_capture_forms_a_tower_with_its_route_and_the_moves_in_notation() {
    let games = games();
    challenge_bob(&games);
    run(&games, Origin::Chat, &bob(), Request::Accept);
    let opening = ["c3-b4", "b6-c5", "b4-a5", "a7-b6", "b2-c3", "c5-b4"];
    for (i, mv) in opening.iter().enumerate() {
        let mover = if i % 2 == 0 { alice() } else { bob() };
        run(&games, Origin::Activity, &mover, play(mv));
    }
    // White must capture: the capture's route comes with the legal move.
    let white = seen(&games, &alice(), Lang::ENGLISH);
    assert_eq!(white["game"]["board"]["must_capture"], json!([[0, 2]]));
    let legal = white["game"]["legal"].as_array().unwrap();
    assert!(
        legal.contains(&json!({"notation": "a3:c5:a7", "from": [0, 2],
        "landings": [[2, 4], [0, 6]], "captured": [[1, 3], [1, 5]]})),
        "{legal:?}"
    );
    run(&games, Origin::Activity, &alice(), play("a3:c5:a7"));
    let board = seen(&games, &carol(), Lang::ENGLISH)["game"]["board"].clone();
    assert_eq!(board["highlight"], json!([[0, 2], [0, 6]]));
    assert_eq!(
        board["path"],
        json!({"squares": [[0, 2], [2, 4], [0, 6]], "jumped": [[1, 3], [1, 5]]})
    );
    let a7 = board["towers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["file"] == 0 && t["rank"] == 6)
        .expect("a tower on a7");
    assert_eq!(
        a7["discs"],
        json!([{"side": "light", "king": false}, {"side": "dark", "king": false},
               {"side": "dark", "king": false}]),
        "the white man on top, two black prisoners under it"
    );
    assert_eq!(board["material"]["light"]["prisoners"], 2);
    let moves = seen(&games, &bob(), Lang::ENGLISH)["game"]["moves"].clone();
    assert_eq!(
        moves,
        json!(["c3-b4", "b6-c5", "b4-a5", "a7-b6", "b2-c3", "c5-b4", "a3:c5:a7"])
    );
}

#[test]
fn each_change_is_published_with_its_origin_and_nothing_else_is() {
    let games = games();
    let mut events = games.events();
    let event = |origin| GameEvent {
        channel: CHANNEL,
        origin,
    };
    challenge_bob(&games);
    assert_eq!(events.try_recv().unwrap(), event(Origin::Chat));
    run(&games, Origin::Activity, &bob(), Request::Accept);
    assert_eq!(events.try_recv().unwrap(), event(Origin::Activity));
    run(&games, Origin::Chat, &carol(), Request::Board);
    let before = seen(&games, &alice(), Lang::ENGLISH);
    // A stranger's move is refused, changes nothing and publishes nothing.
    let refused =
        games
            .clone()
            .handle_from(Origin::Activity, CHANNEL, &carol(), &play("c3-d4"), T0);
    assert!(
        matches!(refused, Err(ServiceError::Refused(_))),
        "a stranger moved"
    );
    let refused = games
        .clone()
        .handle_from(Origin::Activity, CHANNEL, &bob(), &play("f6-e5"), T0);
    assert!(
        matches!(refused, Err(ServiceError::Refused(_))),
        "not Bob's turn"
    );
    assert_eq!(events.try_recv(), Err(TryRecvError::Empty));
    assert_eq!(seen(&games, &alice(), Lang::ENGLISH), before);
    run(&games, Origin::Activity, &alice(), Request::Draw);
    assert_eq!(events.try_recv().unwrap(), event(Origin::Activity));
    assert_eq!(
        seen(&games, &carol(), Lang::ENGLISH)["game"]["draw_offer"],
        "white"
    );
}

#[test]
fn a_finished_game_shows_its_result_and_reason_in_the_viewers_language() {
    let games = games();
    challenge_bob(&games);
    run(&games, Origin::Chat, &bob(), Request::Accept);
    run(&games, Origin::Activity, &alice(), play("c3-d4"));
    run(&games, Origin::Activity, &bob(), Request::Resign);
    let english = seen(&games, &alice(), Lang::ENGLISH)["game"].clone();
    let french = seen(&games, &alice(), Lang::from_code("fr").unwrap())["game"].clone();
    assert_eq!(english["over"], true);
    assert_eq!(english["result"], "1-0");
    assert_eq!(english["to_move"], Value::Null);
    assert_eq!(english["legal"], json!([]));
    assert_eq!(english["board"]["must_capture"], json!([]));
    assert_eq!(english["moves"], json!(["c3-d4"]));
    let (en, fr) = (
        english["reason"].as_str().unwrap(),
        french["reason"].as_str().unwrap(),
    );
    assert!(en.contains("Bob"), "{en}");
    assert!(fr.contains("Bob") && fr != en, "{fr} / {en}");
}

#[test]
fn the_bots_move_is_published_as_the_bots() {
    let games = games();
    let mut events = games.events();
    let start = Request::ChallengeBot {
        bot: player(99, "towers"),
        level: Level::new(1).unwrap(),
        setup: Setup {
            color: ColorChoice::Black,
            ..Setup::new(Variant::Russian)
        },
    };
    let turn = games
        .clone()
        .handle_from(Origin::Activity, CHANNEL, &alice(), &start, T0)
        .unwrap();
    assert_eq!(events.try_recv().unwrap().origin, Origin::Activity);
    assert_eq!(
        seen(&games, &alice(), Lang::ENGLISH)["game"]["legal"],
        json!([])
    );
    turn.bot.expect("the bot opens").run();
    assert_eq!(
        events.try_recv().unwrap(),
        GameEvent {
            channel: CHANNEL,
            origin: Origin::Bot
        }
    );
    let state = seen(&games, &alice(), Lang::ENGLISH);
    assert_eq!(state["game"]["moves"].as_array().unwrap().len(), 1);
    assert_eq!(state["you"]["role"], "black");
    assert_eq!(state["game"]["legal"].as_array().unwrap().len(), 7);
}
