//! The game service over a real sled store: challenges, the seed game, refusals that change
//! nothing, draws, resignation, expiry and restarts.

use std::sync::Arc;

use towers::service::text::locale::Lang;
use towers::service::text::message::Message;
use towers::service::{GameService, ServiceError, CHALLENGE_TTL_SECS};
use towers_rules::Variant;
use towers_store::{ChannelRecord, GameResult, GameStatus, Player, SledStore};

const CHANNEL: u64 = 1_000_000_000_000_000_005;

const SEED: [&str; 12] = [
    "c3-b4", "b6-c5", "b4-a5", "a7-b6", "b2-c3", "c5-b4", "a3:c5:a7", "c7-b6", "a5:c7:e5",
    "f6:d4:b2", "a1:c3", "d8-c7",
];

fn service(dir: &std::path::Path) -> GameService {
    GameService::new(Arc::new(SledStore::open(dir).unwrap()))
}

fn started(dir: &std::path::Path) -> GameService {
    started_over(Arc::new(SledStore::open(dir).unwrap()))
}

/// A game of alice (White) and bob on `store`.
fn started_over(store: Arc<dyn towers_store::Store>) -> GameService {
    let s = GameService::new(store);
    s.challenge(CHANNEL, &alice(), &bob(), Variant::Bashni, T0)
        .unwrap();
    s.accept(CHANNEL, &bob(), T0 + 5, None).unwrap();
    s
}

fn refused(result: Result<towers::service::Reply, ServiceError>) -> String {
    match result {
        Err(ServiceError::Refused(why)) => why.to_string(),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

fn snapshot(s: &GameService) -> Option<ChannelRecord> {
    s.store().load(CHANNEL).unwrap()
}

#[test]
fn seed_game_through_the_service() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    let reply = s
        .challenge(CHANNEL, &alice(), &bob(), Variant::Bashni, T0)
        .unwrap();
    assert!(
        reply.text().contains("alice challenges bob"),
        "{}",
        reply.text()
    );
    assert_eq!(reply.mention, Some(bob().id));
    let reply = s.accept(CHANNEL, &bob(), T0 + 1, None).unwrap();
    assert!(reply.text().contains("alice to move"), "{}", reply.text());
    assert!(reply
        .image
        .as_ref()
        .is_some_and(|png| png.starts_with(b"\x89PNG")));
    for (i, m) in SEED.iter().enumerate() {
        let player = if i % 2 == 0 { alice() } else { bob() };
        let reply = s.play(CHANNEL, &player, m, T0 + 10 + i as u64).unwrap();
        assert!(
            reply.text().contains(&format!("played {m}")),
            "{}",
            reply.text()
        );
        let png = reply.image.expect("board picture");
        let img = image::load_from_memory(&png).expect("a PNG");
        assert!(img.width() >= 400 && img.height() >= 400);
    }
    match snapshot(&s) {
        Some(ChannelRecord::Game(g)) => {
            assert_eq!(g.moves, SEED);
            assert_eq!(g.status, GameStatus::Active);
        }
        other => panic!("{other:?}"),
    }
    let board = s.board(CHANNEL, T0 + 100).unwrap();
    assert!(board.text().contains("move 7"), "{}", board.text());
}

#[test]
fn refusals_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    // No game yet.
    assert!(refused(s.play(CHANNEL, &alice(), "c3-d4", T0)).contains("no game in this channel"));
    assert!(refused(s.accept(CHANNEL, &bob(), T0, None)).contains("no challenge"));
    assert!(
        refused(s.challenge(CHANNEL, &alice(), &alice(), Variant::Bashni, T0))
            .contains("cannot challenge yourself")
    );
    assert_eq!(snapshot(&s), None);

    s.challenge(CHANNEL, &alice(), &bob(), Variant::Bashni, T0)
        .unwrap();
    let pending = snapshot(&s);
    assert!(refused(s.accept(CHANNEL, &carol(), T0 + 1, None)).contains("Only bob"));
    assert!(
        refused(s.challenge(CHANNEL, &carol(), &bob(), Variant::Bashni, T0 + 1))
            .contains("already challenged")
    );
    assert!(refused(s.play(CHANNEL, &alice(), "c3-d4", T0 + 1)).contains("waiting for bob"));
    assert_eq!(snapshot(&s), pending);

    s.accept(CHANNEL, &bob(), T0 + 2, None).unwrap();
    let start = snapshot(&s);
    for (who, text, why) in [
        (bob(), "b6-a5", "alice's turn"),
        (carol(), "c3-d4", "not playing"),
        (alice(), "zz9", "not a move"),
        (alice(), "c3-e5", "Legal moves: a3-b4"),
        (alice(), "b6-a5", "not White's"),
    ] {
        let why_text = refused(s.play(CHANNEL, &who, text, T0 + 3));
        assert!(why_text.contains(why), "{text}: {why_text}");
        assert_eq!(snapshot(&s), start, "{text} changed the game");
    }
    assert!(refused(s.resign(CHANNEL, &carol(), T0 + 3, None)).contains("Only the players"));
    assert!(refused(s.draw(CHANNEL, &carol(), T0 + 3, None)).contains("Only the players"));
    assert!(
        refused(s.challenge(CHANNEL, &carol(), &alice(), Variant::Bashni, T0 + 3))
            .contains("already has a game")
    );
    assert_eq!(snapshot(&s), start);
    // The next legal move still works.
    s.play(CHANNEL, &alice(), "c3-d4", T0 + 4).unwrap();
}

/// The refusal of `result`, as the message the front end words.
fn refusal(result: Result<towers::service::Reply, ServiceError>) -> Message {
    match result {
        Err(ServiceError::Refused(why)) => why,
        other => panic!("expected a refusal, got {other:?}"),
    }
}

/// Why a move is refused is said in the reader's language, with the squares, the side to move
/// and the legal continuation of the rules' reason (issue 13).
#[test]
fn a_refused_move_gives_its_reason_in_polish_and_russian() {
    let dir = tempfile::tempdir().unwrap();
    let s = started(dir.path());
    let (pl, ru) = (Lang::from_discord("pl"), Lang::from_discord("ru"));

    let not_yours = refusal(s.play(CHANNEL, &alice(), "b6-a5", T0 + 6));
    let text = not_yours.render(pl);
    assert!(
        text.starts_with(
            "b6-a5 jest tu niedozwolony: bierka na b6 nie należy do strony na ruchu: \
             ruch mają białe. Dozwolone ruchy: a3-b4, "
        ),
        "{text}"
    );
    let text = not_yours.render(ru);
    assert!(
        text.starts_with(
            "Ход b6-a5 здесь невозможен: шашка на поле b6 не ваша: сейчас ходят белые. \
             Допустимые ходы: a3-b4, "
        ),
        "{text}"
    );

    let unreadable = refusal(s.play(CHANNEL, &alice(), "c3/d4", T0 + 6));
    assert_eq!(
        unreadable.render(ru),
        "«c3/d4» — это не ход: неожиданный символ «/»; записывайте ходы так: a3-b4."
    );

    // After c3-d4 f6-e5, White must take e5: a quiet move is refused for the capture.
    s.play(CHANNEL, &alice(), "c3-d4", T0 + 7).unwrap();
    s.play(CHANNEL, &bob(), "f6-e5", T0 + 8).unwrap();
    let must = refusal(s.play(CHANNEL, &alice(), "a3-b4", T0 + 9));
    assert_eq!(
        must.render(pl),
        "a3-b4 jest tu niedozwolony: bicie jest obowiązkowe, a ta bierka nie ma bicia. \
         Dozwolone ruchy: d4:f6."
    );
    assert_eq!(
        must.render(ru),
        "Ход a3-b4 здесь невозможен: взятие обязательно, а эта шашка не может бить. \
         Допустимые ходы: d4:f6."
    );
    assert_eq!(
        must.render(Lang::ENGLISH),
        "a3-b4 is not legal here: capturing is compulsory, and this piece cannot capture. \
         Legal moves: d4:f6."
    );
}

#[test]
fn challenges_expire_and_can_be_declined_or_withdrawn() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    s.challenge(CHANNEL, &alice(), &bob(), Variant::Bashni, T0)
        .unwrap();
    let late = T0 + CHALLENGE_TTL_SECS;
    assert!(refused(s.accept(CHANNEL, &bob(), late, None)).contains("expired"));
    // An expired challenge does not block a new one.
    s.challenge(CHANNEL, &carol(), &bob(), Variant::Bashni, late)
        .unwrap();
    assert!(refused(s.decline(CHANNEL, &alice(), late + 1, None)).contains("Only bob"));
    let reply = s.decline(CHANNEL, &bob(), late + 1, None).unwrap();
    assert!(reply.text().contains("bob declined"), "{}", reply.text());
    assert_eq!(snapshot(&s), None);
    s.challenge(CHANNEL, &alice(), &bob(), Variant::Bashni, late + 2)
        .unwrap();
    let reply = s.decline(CHANNEL, &alice(), late + 3, None).unwrap();
    assert!(reply.text().contains("withdrew"), "{}", reply.text());
}

#[test]
fn draw_offer_then_acceptance_and_a_move_declines_it() {
    let dir = tempfile::tempdir().unwrap();
    let s = started(dir.path());
    let offer = s.draw(CHANNEL, &alice(), T0 + 10, None).unwrap();
    assert!(
        offer.text().contains("alice offers a draw"),
        "{}",
        offer.text()
    );
    assert_eq!(offer.mention, Some(bob().id));
    assert!(refused(s.draw(CHANNEL, &alice(), T0 + 11, None)).contains("already offered"));
    // Playing on declines the offer.
    s.play(CHANNEL, &alice(), "c3-d4", T0 + 12).unwrap();
    let offer = s.draw(CHANNEL, &bob(), T0 + 13, None).unwrap();
    assert!(offer.text().contains("bob offers"));
    let agreed = s.draw(CHANNEL, &alice(), T0 + 14, None).unwrap();
    assert!(
        agreed.text().contains("draw by agreement"),
        "{}",
        agreed.text()
    );
    assert_eq!(snapshot(&s), None, "the channel is free again");
    let archived = s.store().finished_games(CHANNEL).unwrap();
    assert_eq!(archived.len(), 1);
    assert!(matches!(
        archived[0].status,
        GameStatus::Finished {
            result: GameResult::Draw,
            ..
        }
    ));
}

#[test]
fn resignation_ends_the_game_and_keeps_it() {
    let dir = tempfile::tempdir().unwrap();
    let s = started(dir.path());
    s.play(CHANNEL, &alice(), "c3-d4", T0 + 10).unwrap();
    let reply = s.resign(CHANNEL, &alice(), T0 + 11, None).unwrap();
    assert!(
        reply.text().contains("bob (Black) wins: alice resigned"),
        "{}",
        reply.text()
    );
    assert!(refused(s.play(CHANNEL, &bob(), "b6-a5", T0 + 12)).contains("no game"));
    let archived = s.store().finished_games(CHANNEL).unwrap();
    assert_eq!(archived[0].moves, vec!["c3-d4"]);
}

/// What the board picture's top bar means is said under the first board of a channel's first
/// game (a challenge accepted or a game against the bot), not again once the channel has had
/// a game; another channel hears it once too.
#[test]
fn the_board_legend_is_said_at_a_channels_first_game_only() {
    let legend = Message::new("board-legend").render(Lang::ENGLISH);
    assert!(legend.contains("+2"), "{legend}");
    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    s.challenge(CHANNEL, &alice(), &bob(), Variant::Bashni, T0)
        .unwrap();
    let first = s.accept(CHANNEL, &bob(), T0 + 5, None).unwrap();
    assert!(first.text().contains(&legend), "{}", first.text());
    s.resign(CHANNEL, &alice(), T0 + 11, None).unwrap();
    s.challenge(CHANNEL, &alice(), &bob(), Variant::Bashni, T0 + 20)
        .unwrap();
    let second = s.accept(CHANNEL, &bob(), T0 + 25, None).unwrap();
    assert!(!second.text().contains(&legend), "{}", second.text());
    let elsewhere = s
        .start_bot_game(
            CHANNEL + 1,
            &carol(),
            &bot(),
            level(2),
            setup(Variant::Russian, ColorChoice::White),
            T0,
        )
        .unwrap();
    assert!(elsewhere.text().contains(&legend), "{}", elsewhere.text());
}

#[test]
fn a_restart_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    {
        let s = started(dir.path());
        for (i, m) in SEED[..5].iter().enumerate() {
            let player = if i % 2 == 0 { alice() } else { bob() };
            s.play(CHANNEL, &player, m, T0 + i as u64).unwrap();
        }
    }
    let s = service(dir.path());
    assert!(refused(s.play(CHANNEL, &alice(), SEED[5], T0 + 20)).contains("bob's turn"));
    s.play(CHANNEL, &bob(), SEED[5], T0 + 21).unwrap();
    match snapshot(&s) {
        Some(ChannelRecord::Game(g)) => assert_eq!(g.moves, SEED[..6]),
        other => panic!("{other:?}"),
    }
}

#[test]
fn racing_moves_on_one_channel_apply_once() {
    let dir = tempfile::tempdir().unwrap();
    let s = std::sync::Arc::new(started(dir.path()));
    // Eight threads all try alice's first move at once: exactly one succeeds.
    let handles: Vec<_> = (0..8)
        .map(|_| {
            let s = s.clone();
            std::thread::spawn(move || s.play(CHANNEL, &alice(), "c3-d4", T0 + 10).is_ok())
        })
        .collect();
    let ok = handles
        .into_iter()
        .map(|h| h.join().unwrap())
        .filter(|&applied| applied)
        .count();
    assert_eq!(ok, 1, "exactly one of the racing moves applies");
    match snapshot(&s) {
        Some(ChannelRecord::Game(g)) => assert_eq!(g.moves, vec!["c3-d4"]),
        other => panic!("{other:?}"),
    }
}

// ---- Games against the bot, rule options, colours ----

use towers::service::game::records::rebuild;
use towers::service::game::setup::ColorChoice;
use towers::service::game::setup::Setup;
use towers_engine::Level;
use towers_rules::{notation, RuleOptions};

const BOT: u64 = 99;

fn bot() -> Player {
    Player {
        id: BOT,
        name: "towers".into(),
    }
}

fn level(n: u8) -> Level {
    Level::new(n).unwrap()
}

fn setup(variant: Variant, color: ColorChoice) -> Setup {
    Setup {
        color,
        ..Setup::new(variant)
    }
}

fn stored_game(s: &GameService, channel: u64) -> towers_store::GameRecord {
    match s.store().load(channel).unwrap() {
        Some(ChannelRecord::Game(g)) => g,
        other => panic!("no game: {other:?}"),
    }
}

fn first_legal(s: &GameService) -> String {
    let game = rebuild(&stored_game(s, CHANNEL)).unwrap();
    notation::legal_texts(game.position()).remove(0)
}

#[test]
fn the_bot_answers_each_move_and_both_moves_are_stored() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    let reply = s
        .start_bot_game(
            CHANNEL,
            &alice(),
            &bot(),
            level(1),
            setup(Variant::Bashni, ColorChoice::White),
            T0,
        )
        .unwrap();
    assert!(!reply.bot_to_move);
    assert_eq!(reply.mention, Some(alice().id));
    assert!(reply.text().contains("bot level 1"), "{}", reply.text());
    let record = stored_game(&s, CHANNEL);
    assert_eq!(record.white, alice());
    assert_eq!(record.bot.map(|b| (b.player, b.level)), Some((BOT, 1)));

    for turn in 0..3 {
        let human = first_legal(&s);
        let reply = s.play(CHANNEL, &alice(), &human, T0 + turn).unwrap();
        // The human's move is stored before the bot thinks; nobody is pinged yet.
        assert!(reply.bot_to_move, "{}", reply.text());
        assert_eq!(reply.mention, None);
        assert_eq!(stored_game(&s, CHANNEL).moves.len(), 2 * turn as usize + 1);
        // It is the bot's turn: the human must wait.
        assert!(refused(s.play(CHANNEL, &alice(), "a1-b2", T0)).contains("the bot is thinking"));

        let answer = s.bot_reply(CHANNEL, &reply.message, T0 + turn).unwrap();
        let record = stored_game(&s, CHANNEL);
        assert_eq!(record.moves.len(), 2 * turn as usize + 2);
        let bot_move = record.moves.last().unwrap();
        assert!(
            answer
                .text()
                .starts_with(&format!("alice (White) played {human}.")),
            "{}",
            answer.text()
        );
        assert!(
            answer.text().contains(&format!(
                "towers (Black) played {bot_move}. alice (White) to move."
            )),
            "{}",
            answer.text()
        );
        assert_eq!(answer.mention, Some(alice().id));
        assert!(!answer.bot_to_move);
        assert!(answer.image.is_some_and(|png| png.starts_with(b"\x89PNG")));
        // The stored game replays: the bot's move was legal.
        rebuild(&record).unwrap();
    }
    assert!(refused(s.draw(CHANNEL, &alice(), T0, None)).contains("not a dead draw"));
}

#[test]
fn with_white_the_bot_moves_first() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    let reply = s
        .start_bot_game(
            CHANNEL,
            &alice(),
            &bot(),
            level(2),
            setup(Variant::Russian, ColorChoice::Black),
            T0,
        )
        .unwrap();
    assert!(reply.bot_to_move);
    assert_eq!(reply.mention, None);
    assert!(!reply.text().contains("to move"), "{}", reply.text());
    assert!(refused(s.play(CHANNEL, &alice(), "c3-d4", T0)).contains("the bot is thinking"));
    let answer = s.bot_reply(CHANNEL, &reply.message, T0 + 1).unwrap();
    let record = stored_game(&s, CHANNEL);
    assert_eq!(record.black, alice());
    assert_eq!(record.moves.len(), 1);
    assert!(
        answer.text().contains(&format!(
            "towers (White) played {}. alice (Black) to move.",
            record.moves[0]
        )),
        "{}",
        answer.text()
    );
    assert_eq!(answer.mention, Some(alice().id));
    // Not the bot's turn any more: nothing is played.
    let again = s
        .bot_reply(
            CHANNEL,
            &towers::service::text::message::Message::default(),
            T0 + 2,
        )
        .unwrap();
    assert!(again.text().contains("nothing to play"), "{}", again.text());
    assert_eq!(stored_game(&s, CHANNEL).moves.len(), 1);
}

#[test]
fn a_resignation_while_the_bot_thinks_drops_its_move() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    s.start_bot_game(
        CHANNEL,
        &alice(),
        &bot(),
        level(1),
        setup(Variant::Bashni, ColorChoice::White),
        T0,
    )
    .unwrap();
    s.play(CHANNEL, &alice(), "c3-d4", T0 + 1).unwrap();

    // (1) snapshot, (2) search, then the human resigns before (3) the store update.
    let turn = s.bot_turn(CHANNEL).unwrap().expect("the bot is to move");
    assert_eq!(turn.ply, 1);
    let stop = std::sync::atomic::AtomicBool::new(false);
    let mv = towers_engine::Engine::new()
        .choose(&turn.game, turn.level, &stop)
        .expect("a move");
    s.resign(CHANNEL, &alice(), T0 + 2, None).unwrap();
    assert!(s
        .finish_bot_turn(
            CHANNEL,
            &turn,
            &mv,
            &towers::service::text::message::Message::default(),
            T0 + 3
        )
        .unwrap()
        .is_none());

    assert_eq!(s.store().load(CHANNEL).unwrap(), None);
    let finished = s.store().finished_games(CHANNEL).unwrap();
    assert_eq!(finished.len(), 1);
    assert_eq!(
        finished[0].moves,
        ["c3-d4"],
        "the bot's move was stored after the resignation"
    );
    assert!(matches!(
        finished[0].status,
        GameStatus::Finished {
            result: GameResult::BlackWins,
            ..
        }
    ));

    // A new game in the channel is a different game: the old snapshot does not apply to it.
    s.start_bot_game(
        CHANNEL,
        &alice(),
        &bot(),
        level(1),
        setup(Variant::Bashni, ColorChoice::White),
        T0 + 4,
    )
    .unwrap();
    s.play(CHANNEL, &alice(), "c3-d4", T0 + 5).unwrap();
    assert!(s
        .finish_bot_turn(
            CHANNEL,
            &turn,
            &mv,
            &towers::service::text::message::Message::default(),
            T0 + 6
        )
        .unwrap()
        .is_none());
    assert_eq!(stored_game(&s, CHANNEL).moves, ["c3-d4"]);
    // And a snapshot at the right ply does apply.
    let fresh = s.bot_turn(CHANNEL).unwrap().unwrap();
    assert!(s
        .finish_bot_turn(
            CHANNEL,
            &fresh,
            &mv,
            &towers::service::text::message::Message::default(),
            T0 + 7
        )
        .unwrap()
        .is_some());
    assert_eq!(stored_game(&s, CHANNEL).moves.len(), 2);
}

#[test]
fn bot_games_refuse_a_busy_channel_and_hints_are_for_bot_games_only() {
    let dir = tempfile::tempdir().unwrap();
    let s = started(dir.path());
    let busy = s.start_bot_game(
        CHANNEL,
        &carol(),
        &bot(),
        level(3),
        Setup::new(Variant::Bashni),
        T0,
    );
    assert!(refused(busy).contains("already has a game"));
    assert!(refused(s.hint(CHANNEL, &alice())).contains("only given in games against the bot"));

    let other = CHANNEL + 1;
    s.start_bot_game(
        other,
        &carol(),
        &bot(),
        level(3),
        Setup::new(Variant::Bashni),
        T0,
    )
    .unwrap();
    let hint = s.hint(other, &carol()).unwrap();
    assert!(hint.text().starts_with("Hint: "), "{}", hint.text());
    // Never weaker than level 4, whatever the bot's level.
    assert!(
        hint.text().contains("(the engine at level 4)"),
        "{}",
        hint.text()
    );
    assert!(hint.image.is_none());
    assert!(refused(s.hint(other, &alice())).contains("Only the player"));
}

/// A hint in a game against the level-1 bot is the engine's honest best at level 4: the same
/// move every time it is asked from one position, where the level-1 bot's own choice wanders
/// (its noise and random moves), and the move a level-4 search without noise finds.
#[test]
fn a_hint_against_the_weakest_bot_is_the_engines_best_every_time() {
    use std::sync::atomic::AtomicBool;
    use towers_engine::{Engine, Limits, HINT_NODES};

    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    s.start_bot_game(
        CHANNEL,
        &carol(),
        &bot(),
        level(1),
        setup(Variant::Russian, ColorChoice::White),
        T0,
    )
    .unwrap();
    let game = rebuild(&stored_game(&s, CHANNEL)).unwrap();
    let stop = AtomicBool::new(false);
    // The level-1 bot from this position: more than one move in 8 (seeded) choices.
    let mut chosen: Vec<String> = (0..8)
        .map(|seed| {
            let mv = Engine::with_seed(seed)
                .choose(&game, level(1), &stop)
                .unwrap();
            notation::write(game.position(), &mv)
        })
        .collect();
    chosen.sort();
    chosen.dedup();
    assert!(chosen.len() >= 2, "the level-1 bot always plays {chosen:?}");

    let hints: Vec<String> = (0..4)
        .map(|_| s.hint(CHANNEL, &carol()).unwrap().text())
        .collect();
    assert!(hints.windows(2).all(|w| w[0] == w[1]), "{hints:?}");
    assert!(hints[0].contains("(the engine at level 4)"), "{}", hints[0]);
    // Level 4's depth, searched by an engine with other randomness: the same best move.
    let limits = Limits {
        depth: level(4).limits_in(Variant::Russian).depth,
        nodes: Some(HINT_NODES),
        time: None,
    };
    let best = Engine::with_seed(7)
        .search_to_play(&game, &limits, &stop)
        .unwrap()
        .best;
    let best = notation::write(game.position(), &best);
    assert!(
        hints[0].starts_with(&format!("Hint: {best} (")),
        "{} is not {best}",
        hints[0]
    );
}

#[test]
fn random_colours_are_repeatable_with_a_seed_and_give_both_sides() {
    let colour_of = |seed: u64| {
        let dir = tempfile::tempdir().unwrap();
        let s = service(dir.path()).with_seed(seed);
        s.start_bot_game(
            CHANNEL,
            &alice(),
            &bot(),
            level(1),
            setup(Variant::Bashni, ColorChoice::Random),
            T0,
        )
        .unwrap();
        stored_game(&s, CHANNEL).white == alice()
    };
    let colours: Vec<bool> = (0..12).map(colour_of).collect();
    assert!(
        colours.contains(&true) && colours.contains(&false),
        "{colours:?}"
    );
    assert_eq!(colour_of(5), colours[5]);
}

#[test]
fn a_challenger_may_take_black() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    let reply = s
        .challenge_with(
            CHANNEL,
            &alice(),
            &bob(),
            setup(Variant::Bashni, ColorChoice::Black),
            T0,
        )
        .unwrap();
    assert!(
        reply.text().contains("alice plays Black"),
        "{}",
        reply.text()
    );
    let reply = s.accept(CHANNEL, &bob(), T0 + 1, None).unwrap();
    assert!(
        reply.text().contains("bob plays White, alice plays Black"),
        "{}",
        reply.text()
    );
    assert_eq!(reply.mention, Some(bob().id));
}

fn optional_captures() -> RuleOptions {
    "optional-captures".parse().unwrap()
}

#[test]
fn kurnik_with_optional_captures_allows_a_quiet_move_beside_a_capture_and_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let kurnik = Setup {
        options: optional_captures(),
        ..Setup::new(Variant::Kurnik)
    };
    {
        let s = service(dir.path());
        let reply = s
            .challenge_with(CHANNEL, &alice(), &bob(), kurnik, T0)
            .unwrap();
        assert!(
            reply.text().contains("Rule options: optional-captures."),
            "{}",
            reply.text()
        );
        s.accept(CHANNEL, &bob(), T0 + 1, None).unwrap();
        s.play(CHANNEL, &alice(), "c3-d4", T0 + 2).unwrap();
        s.play(CHANNEL, &bob(), "f6-e5", T0 + 3).unwrap();
    }
    // Reopened: the options come back from the store with the game.
    let s = service(dir.path());
    let record = stored_game(&s, CHANNEL);
    assert_eq!(record.options.to_string(), "optional-captures");
    let game = rebuild(&record).unwrap();
    assert_eq!(game.options(), optional_captures());
    assert!(notation::legal_texts(game.position())
        .iter()
        .any(|m| m == "d4xf6"));
    // d4xf6 is there, but White may make a quiet move instead.
    s.play(CHANNEL, &alice(), "a3-b4", T0 + 4).unwrap();
    assert!(s
        .board(CHANNEL, T0 + 5)
        .unwrap()
        .text()
        .contains("Rule options: optional-captures."));

    // Without the option the same quiet move is refused.
    let other = CHANNEL + 1;
    s.challenge(other, &alice(), &bob(), Variant::Kurnik, T0)
        .unwrap();
    s.accept(other, &bob(), T0 + 1, None).unwrap();
    s.play(other, &alice(), "c3-d4", T0 + 2).unwrap();
    s.play(other, &bob(), "f6-e5", T0 + 3).unwrap();
    assert!(refused(s.play(other, &alice(), "a3-b4", T0 + 4)).contains("compulsory"));
}

#[test]
fn rule_options_of_another_variant_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    let russian = Setup {
        options: optional_captures(),
        ..Setup::new(Variant::Russian)
    };
    assert!(
        refused(s.challenge_with(CHANNEL, &alice(), &bob(), russian, T0))
            .contains("optional-captures")
    );
    assert!(
        refused(s.start_bot_game(CHANNEL, &alice(), &bot(), level(1), russian, T0))
            .contains("optional-captures")
    );
    assert_eq!(snapshot(&s), None);
    // Worded in the reader's language, naming the game the option belongs to.
    let why = refusal(s.challenge_with(CHANNEL, &alice(), &bob(), russian, T0));
    assert_eq!(
        why.render(Lang::ENGLISH),
        "Russian draughts has no rule option optional-captures: it belongs to Polish draughts 8×8 (kurnik)."
    );
    let polish = why.render(Lang::from_discord("pl"));
    assert!(
        polish.contains("nie ma opcji reguł optional-captures: należy ona do gry"),
        "{polish}"
    );

    // Lasca with Black first: Black opens.
    let lasca = Setup {
        options: "black-first".parse().unwrap(),
        ..Setup::new(Variant::Lasca)
    };
    s.challenge_with(CHANNEL, &alice(), &bob(), lasca, T0)
        .unwrap();
    let reply = s.accept(CHANNEL, &bob(), T0 + 1, None).unwrap();
    assert!(reply.text().contains("bob to move"), "{}", reply.text());
    assert!(reply.text().contains("black-first"), "{}", reply.text());
}

#[test]
fn only_one_reply_hands_over_the_bots_turn_and_a_restart_hands_it_over_again() {
    let dir = tempfile::tempdir().unwrap();
    {
        let s = service(dir.path());
        let start = s
            .start_bot_game(
                CHANNEL,
                &alice(),
                &bot(),
                level(1),
                setup(Variant::Bashni, ColorChoice::Black),
                T0,
            )
            .unwrap();
        assert!(start.bot_to_move);
        // A /board while the bot's turn is being run does not start a second one.
        let board = s.board(CHANNEL, T0 + 1).unwrap();
        assert!(!board.bot_to_move, "{}", board.text());
        assert!(
            board.text().contains("towers (White) to move"),
            "{}",
            board.text()
        );
        // The process stops before the bot moved.
    }
    let s = service(dir.path());
    let board = s.board(CHANNEL, T0 + 2).unwrap();
    assert!(
        board.bot_to_move,
        "after a restart the bot's turn is handed over again"
    );
    s.bot_reply(CHANNEL, &board.message, T0 + 3).unwrap();
    assert_eq!(stored_game(&s, CHANNEL).moves.len(), 1);
    assert!(!s.board(CHANNEL, T0 + 4).unwrap().bot_to_move);
}

// ---- Buttons and move choices ----

use crate::players::{alice, bob, carol, T0};
use towers::service::game::buttons::{Action, Button};
use towers::service::game::press::{stale_button_text, stale_challenge_text, Pressed};

fn press_refused(result: Result<Pressed, ServiceError>) -> String {
    match result {
        Err(ServiceError::Refused(why)) => why.to_string(),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn move_choices_go_to_the_player_to_move_only() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    assert!(s.move_choices(CHANNEL, alice().id, "").unwrap().is_empty());
    s.challenge(CHANNEL, &alice(), &bob(), Variant::Bashni, T0)
        .unwrap();
    assert!(
        s.move_choices(CHANNEL, alice().id, "").unwrap().is_empty(),
        "a challenge is no game"
    );
    s.accept(CHANNEL, &bob(), T0 + 5, None).unwrap();
    assert_eq!(
        s.move_choices(CHANNEL, alice().id, "g3").unwrap(),
        ["g3-f4", "g3-h4"]
    );
    assert!(s.move_choices(CHANNEL, bob().id, "").unwrap().is_empty());
    assert!(s.move_choices(CHANNEL, carol().id, "").unwrap().is_empty());
    // Every offered move is accepted by play as written.
    for (ply, text) in SEED[..6].iter().enumerate() {
        let (mover, _) = if ply % 2 == 0 {
            (alice(), bob())
        } else {
            (bob(), alice())
        };
        let offered = s.move_choices(CHANNEL, mover.id, "").unwrap();
        assert!(
            offered.iter().any(|m| m == text),
            "{text} not in {offered:?}"
        );
        s.play(CHANNEL, &mover, text, T0 + 10 + ply as u64).unwrap();
    }
    // Ply 7 of the seed game is a compulsory capture: only captures are offered.
    assert_eq!(
        s.move_choices(CHANNEL, alice().id, "").unwrap(),
        ["a3:c5:a7"]
    );
}

#[test]
fn game_buttons_carry_the_game_and_ply_and_stale_ones_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    let challenge = s
        .challenge(CHANNEL, &alice(), &bob(), Variant::Bashni, T0)
        .unwrap();
    assert_eq!(
        challenge.buttons,
        [
            Button::new(Action::Accept, T0, 0),
            Button::new(Action::Decline, T0, 0)
        ]
    );
    let forged_challenge = Button::new(Action::Accept, T0 + 1, 0);
    assert_eq!(
        press_refused(s.press(CHANNEL, &bob(), &forged_challenge, T0 + 2)),
        stale_challenge_text()
    );
    let started = s
        .press(CHANNEL, &bob(), &challenge.buttons[0], T0 + 5)
        .unwrap();
    assert!(!started.private);
    let game = stored_game(&s, CHANNEL);
    let at0 = |a| Button::new(a, game.id, 0);
    assert_eq!(
        started.reply.buttons,
        [at0(Action::Resign), at0(Action::Draw), at0(Action::Flip)]
    );

    s.play(CHANNEL, &alice(), "c3-b4", T0 + 6).unwrap();
    let before = snapshot(&s);
    for action in [
        Action::Resign,
        Action::ConfirmResign,
        Action::Draw,
        Action::Flip,
    ] {
        assert_eq!(
            press_refused(s.press(CHANNEL, &bob(), &at0(action), T0 + 7)),
            stale_button_text(),
            "{action:?}"
        );
    }
    let other_game = Button::new(Action::ConfirmResign, game.id + 1, 1);
    assert_eq!(
        press_refused(s.press(CHANNEL, &bob(), &other_game, T0 + 7)),
        stale_button_text()
    );
    let at1 = |a| Button::new(a, game.id, 1);
    for action in [
        Action::Resign,
        Action::ConfirmResign,
        Action::Draw,
        Action::Flip,
    ] {
        let why = press_refused(s.press(CHANNEL, &carol(), &at1(action), T0 + 7));
        assert!(why.starts_with("Only the players"), "{action:?}: {why}");
    }
    assert_eq!(snapshot(&s), before, "a refused press changed the channel");

    // Resign asks privately; flip shows Black's side (White's after the move: Black to move).
    let ask = s
        .press(CHANNEL, &bob(), &at1(Action::Resign), T0 + 8)
        .unwrap();
    assert!(ask.private);
    assert_eq!(ask.reply.buttons, [at1(Action::ConfirmResign)]);
    assert_eq!(snapshot(&s), before);
    let flip = s
        .press(CHANNEL, &bob(), &at1(Action::Flip), T0 + 8)
        .unwrap();
    assert!(flip.private && flip.reply.image.is_some());
    assert!(
        flip.reply.text().contains("White's side"),
        "{}",
        flip.reply.text()
    );

    let done = s
        .press(CHANNEL, &bob(), &at1(Action::ConfirmResign), T0 + 9)
        .unwrap();
    assert!(!done.private);
    assert_eq!(done.reply.buttons, [at1(Action::Rematch)]);
    assert_eq!(snapshot(&s), None);

    // Rematch by carol is refused; by bob it challenges alice with colours swapped.
    let why = press_refused(s.press(CHANNEL, &carol(), &at1(Action::Rematch), T0 + 10));
    assert!(why.starts_with("Only the players"), "{why}");
    let rematch = s
        .press(CHANNEL, &bob(), &at1(Action::Rematch), T0 + 10)
        .unwrap();
    assert_eq!(rematch.reply.mention, Some(alice().id));
    match snapshot(&s) {
        Some(ChannelRecord::Challenge(c)) => {
            assert_eq!(
                (c.challenger.id, c.opponent.map(|o| o.id)),
                (bob().id, Some(alice().id))
            );
            assert!(c.challenger_white, "bob had Black, so now White");
            assert_eq!(c.variant, Variant::Bashni);
        }
        other => panic!("no rematch challenge: {other:?}"),
    }
}

/// Issue 15 part 4: a move is acknowledged only after sled's log file was synced to the disk
/// (`fdatasync` after sled's flush, which alone does not make the disk write its cache); with
/// `Durability::OsCache` nothing is synced.
#[test]
fn an_answered_move_was_synced_to_the_disk_first() {
    let dir = tempfile::tempdir().unwrap();
    let sled = Arc::new(SledStore::open(dir.path()).unwrap());
    let s = started_over(sled.clone());
    let before = sled.disk_syncs();
    s.play(CHANNEL, &alice(), SEED[0], T0 + 6).unwrap();
    assert!(
        sled.disk_syncs() > before,
        "the move was answered without an fdatasync ({before} before and after)"
    );

    let dir = tempfile::tempdir().unwrap();
    let sled =
        Arc::new(SledStore::open_with(dir.path(), towers_store::Durability::OsCache).unwrap());
    let cached = GameService::new(sled.clone());
    cached
        .challenge(CHANNEL, &alice(), &bob(), Variant::Bashni, T0)
        .unwrap();
    assert_eq!(sled.disk_syncs(), 0);
}
