//! A game in progress at the round's deadline, in a tournament that adjudicates: the endgame
//! databases do not hold Russian positions, so the sweep's bounded search decides: a game
//! five men up is won, a level one drawn; a command's path never searches, and a sweep run
//! twice adjudicates once.

use std::sync::Arc;

use towers::service::api::{BoardResult, TournamentSpec, TournamentState};
use towers::service::GameService;
use towers_engine::eval::material;
use towers_rules::{notation, Game, Position, Variant};
use towers_store::tournament::Decided;
use towers_store::{MemoryStore, Player};

use crate::players::T0;
use crate::store_fixtures::named;

const HOME: u64 = 720_000;

/// White's material lead after White's best capture-greedy reply to `pos` (or now).
fn after_white_reply(pos: &Position) -> i32 {
    pos.legal_moves()
        .iter()
        .map(|m| material(&pos.play(m)))
        .max()
        .unwrap_or(material(pos))
}

/// The next move of a game in which White grabs material and Black gives it away.
fn lopsided_move(pos: &Position) -> String {
    let moves = pos.legal_moves();
    let best = if pos.side_to_move() == towers_rules::Color::White {
        moves.iter().max_by_key(|m| material(&pos.play(m)))
    } else {
        moves.iter().max_by_key(|m| after_white_reply(&pos.play(m)))
    };
    notation::write(pos, best.expect("a move"))
}

/// Plays `text` for whoever is to move in `channel`, and in `game`.
fn play(s: &GameService, channel: u64, game: &mut Game, players: [&Player; 2], text: &str) {
    let who = match game.position().side_to_move() {
        towers_rules::Color::White => players[0],
        towers_rules::Color::Black => players[1],
    };
    s.play(channel, who, text, T0 + 120).unwrap();
    game.play_text(text).unwrap();
}

#[test]
fn the_sweep_adjudicates_a_won_game_a_win_and_a_level_one_a_draw_once() {
    let s = GameService::new(Arc::new(MemoryStore::new()));
    let director = named(1, "director");
    let mut spec = TournamentSpec::new(HOME, Variant::Russian);
    spec.name = Some("Cup".into());
    spec.rounds = Some(1);
    spec.starts_at = Some(T0 + 60);
    let t = s.create_tournament(&spec, &director, T0).unwrap();
    let players: Vec<Player> = (0..4).map(|i| named(300 + i, &format!("p{i}"))).collect();
    for p in &players {
        s.join_tournament(t.id, p, T0).unwrap();
    }
    s.sweep(T0 + 60).unwrap();
    for (i, w) in s
        .tournament_boards_waiting()
        .unwrap()
        .into_iter()
        .enumerate()
    {
        s.open_board(w.tournament, w.round, w.board, 60_000 + i as u64, T0 + 60)
            .unwrap();
    }
    let round = s.tournament(t.id).unwrap().round_list[0].clone();
    assert_eq!(round.boards.len(), 2);
    let by_id = |id: u64| players.iter().find(|p| p.id == id).unwrap();
    let sides = |b: usize| [by_id(round.boards[b].white), by_id(round.boards[b].black)];

    // Board 1: White grabs and Black gives away men until White is three men up.
    let won = round.boards[0].channel.unwrap();
    let mut game = Game::new(Variant::Russian);
    while material(game.position()) < 300 {
        assert!(game.plies() < 80, "White never got ahead");
        let text = lopsided_move(game.position());
        play(&s, won, &mut game, sides(0), &text);
    }
    assert!(
        !game.position().legal_moves().is_empty(),
        "the game goes on"
    );
    // Board 2: two quiet moves each, level.
    let level = round.boards[1].channel.unwrap();
    let mut game = Game::new(Variant::Russian);
    for _ in 0..4 {
        let pos = game.position().clone();
        let text = notation::write(&pos, &pos.legal_moves()[0]);
        play(&s, level, &mut game, sides(1), &text);
    }
    assert_eq!(material(game.position()), 0);

    // A command at the deadline (the director's) does not search: both boards wait.
    let _ = s.drive_tournament(t.id, round.deadline).unwrap();
    let t_now = s.tournament(t.id).unwrap();
    assert!(t_now.round_list[0]
        .boards
        .iter()
        .all(|b| b.result.is_none()));

    // The sweep searches, decides both, closes the round and the tournament.
    let notices = s.sweep(round.deadline).unwrap();
    assert_eq!(
        s.sweep(round.deadline).unwrap(),
        Vec::new(),
        "adjudicated once"
    );
    let t_now = s.tournament(t.id).unwrap();
    let boards = &t_now.round_list[0].boards;
    assert_eq!(boards[0].result, Some(BoardResult::WhiteWins));
    assert_eq!(boards[1].result, Some(BoardResult::Draw));
    assert!(boards
        .iter()
        .all(|b| b.decided == Some(Decided::Adjudicated)));
    assert_eq!(t_now.state, TournamentState::Finished);
    let texts: Vec<String> = notices.iter().map(|n| n.reply.text()).collect();
    for channel in [won, level] {
        // (Besides the pace's notice that the player to move is overdue.)
        let said = notices
            .iter()
            .zip(&texts)
            .filter(|(n, t)| n.channel == channel && t.contains("adjudicated"))
            .count();
        assert_eq!(said, 1, "{texts:?}");
    }
    assert!(
        texts
            .iter()
            .any(|t| t.contains("Adjudicated at the deadline, boards: 1, 2")),
        "{texts:?}"
    );
    // The games are finished with their verdicts (archived, so rated as played).
    let pdn = s.export_tournament(t.id).unwrap().pdn;
    assert_eq!(
        pdn.matches("[Termination \"adjudication\"]").count(),
        2,
        "{pdn}"
    );
    assert!(
        pdn.contains("[Result \"1-0\"]") && pdn.contains("[Result \"1/2-1/2\"]"),
        "{pdn}"
    );
    let rows = s.tournament_standings(t.id).unwrap();
    let winner = rows
        .iter()
        .find(|r| r.user == round.boards[0].white)
        .unwrap();
    assert_eq!(winner.wins, 1);
}
