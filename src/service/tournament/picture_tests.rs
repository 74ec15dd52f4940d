use super::*;
use towers_store::tournament::{
    Board, BoardResult, Decided, Entrant, Format, GamePace, Round, State, Unfinished,
};
use towers_store::Player;

/// Four players after one round: 1 beat 2 (board 1), 3 and 4 drew (board 2).
fn four(points: PointDisplay) -> TournamentRecord {
    let players = (1..=4)
        .map(|i| {
            let player = Player {
                id: 100 + i,
                name: format!("p{i}"),
            };
            Entrant::new(player, 1500, i as u32, 1)
        })
        .collect();
    let board = |white, black, result| Board {
        white,
        black,
        channel: None,
        game: None,
        result: Some(result),
        decided: None,
        opening: Vec::new(),
    };
    TournamentRecord {
        id: 7,
        name: "Spring".into(),
        guild: None,
        channel: 1,
        thread: None,
        director: Player {
            id: 1,
            name: "d".into(),
        },
        variant: towers_rules::Variant::International,
        options: Default::default(),
        format: Format::Swiss,
        rounds: 3,
        pace: GamePace::PerMove(86_400),
        round_secs: 86_400,
        starts_at: 0,
        rated: true,
        tiebreaks: crate::service::tournament::create::default_tiebreaks(),
        entry_limit: 64,
        points,
        unfinished: Unfinished::Adjudicate,
        state: State::Running { round: 1 },
        players,
        forbidden: Vec::new(),
        round_list: vec![Round {
            number: 1,
            input_trf: String::new(),
            pairs: vec![(1, 2), (3, 4)],
            bye: None,
            boards: vec![
                board(101, 102, BoardResult::WhiteWins),
                board(103, 104, BoardResult::Draw),
            ],
            started_at: 0,
            deadline: 86_400,
            reminded: Vec::new(),
            closed: true,
        }],
        created_at: 0,
        event: None,
        micro_match: false,
    }
}

#[test]
fn points_are_written_as_the_server_shows_them() {
    assert_eq!(points_shown(20), "2");
    assert_eq!(points_shown(5), "½");
    assert_eq!(points_shown(35), "3½");
    assert_eq!(points_shown(0), "0");
}

#[test]
fn the_rows_carry_points_records_and_the_cross_table_in_the_shown_system() {
    for (display, win, draw) in [
        (PointDisplay::TwoOneZero, "2", "1"),
        (PointDisplay::OneHalfZero, "1", "½"),
    ] {
        let t = four(display);
        let rows = picture_rows(&t, &standing_rows(&t));
        let names: Vec<&str> = rows.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["p1", "p3", "p4", "p2"]);
        assert_eq!(rows[0].points, win);
        assert_eq!(rows[1].points, draw);
        assert_eq!(rows[3].points, "0");
        assert_eq!((rows[0].wins, rows[0].draws, rows[0].losses), (1, 0, 0));
        assert_eq!((rows[3].wins, rows[3].draws, rows[3].losses), (0, 0, 1));
        assert_eq!(rows[0].tiebreaks.len(), 5);
        // p1 beat p2 (rank 4); p3 drew p4 (rank 3).
        assert_eq!(rows[0].cross[0].mark, CrossMark::Own);
        assert_eq!(rows[0].cross[3].mark, CrossMark::Win);
        assert_eq!(rows[0].cross[3].text, win);
        assert_eq!(rows[3].cross[0].mark, CrossMark::Loss);
        assert_eq!(rows[1].cross[2].mark, CrossMark::Draw);
        assert_eq!(rows[1].cross[2].text, draw);
        assert_eq!(rows[0].cross[1].mark, CrossMark::Empty);
    }
}

#[test]
fn the_standings_and_podium_are_pngs_in_every_language() {
    let t = four(PointDisplay::OneHalfZero);
    for lang in Lang::all() {
        let pages = standings_pngs(&t, lang).expect("standings");
        assert_eq!(pages.len(), 1);
        let page = image::load_from_memory(&pages[0]).expect("a PNG");
        // Four rows and their cross-table (docs/tournaments.md's sizes); wider than 720 px
        // only for long tiebreak headers.
        assert!(page.width() >= towers_render::STANDINGS_W, "{lang:?}");
        assert_eq!(
            page.height(),
            14 + 56 + 34 + 34 * 4 + 14 + 18 + 30 + 36 * 4,
            "{lang:?}"
        );
        let podium =
            image::load_from_memory(&podium_picture(&t, lang).expect("podium")).expect("a PNG");
        assert_eq!(
            (podium.width(), podium.height()),
            (towers_render::PODIUM_W, towers_render::PODIUM_H)
        );
        for id in [
            "tournament-picture-title",
            "tournament-column-name",
            "tournament-column-sb",
        ] {
            assert!(
                crate::service::text::locale::lookup(lang, id, &[("name", "x"), ("rounds", "1")])
                    .is_some(),
                "{lang:?} lacks {id}"
            );
        }
    }
}

#[test]
fn forfeits_are_marked_unplayed_with_the_points_they_gave() {
    for (display, win) in [
        (PointDisplay::TwoOneZero, "2"),
        (PointDisplay::OneHalfZero, "1"),
    ] {
        let mut t = four(display);
        // Board 1: p1 (White) never moved, so p2 wins by forfeit; board 2 stays a played draw.
        t.round_list[0].boards[0].result = Some(BoardResult::WhiteForfeits);
        let rows = picture_rows(&t, &standing_rows(&t));
        let names: Vec<&str> = rows.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["p2", "p3", "p4", "p1"]);
        // The forfeit win and loss are told apart from games played, their points kept.
        assert_eq!(rows[0].cross[3].mark, CrossMark::Unplayed);
        assert_eq!(rows[0].cross[3].text, win);
        assert_eq!(rows[3].cross[0].mark, CrossMark::Unplayed);
        assert_eq!(rows[3].cross[0].text, "0");
        assert_eq!(rows[1].cross[2].mark, CrossMark::Draw);
        // The counts still score the forfeit as the win and loss it gave.
        assert_eq!((rows[0].wins, rows[3].losses), (1, 1));
    }
}

#[test]
fn a_double_forfeit_is_two_unplayed_zeros() {
    let mut t = four(PointDisplay::TwoOneZero);
    t.round_list[0].boards[1].result = Some(BoardResult::DoubleForfeit);
    let rows = picture_rows(&t, &standing_rows(&t));
    let at = |name: &str| rows.iter().position(|r| r.name == name).expect("row");
    let (p3, p4) = (at("p3"), at("p4"));
    for (me, them) in [(p3, p4), (p4, p3)] {
        assert_eq!(rows[me].cross[them].mark, CrossMark::Unplayed);
        assert_eq!(rows[me].cross[them].text, "0");
    }
}

#[test]
fn an_adjudicated_game_keeps_its_result_and_is_marked_in_the_cross_table() {
    let mut t = four(PointDisplay::TwoOneZero);
    // Board 2 (p3 - p4, a draw) decided by adjudication at the deadline.
    t.round_list[0].boards[1].decided = Some(Decided::Adjudicated);
    let rows = picture_rows(&t, &standing_rows(&t));
    let at = |name: &str| rows.iter().position(|r| r.name == name).expect("row");
    let (p3, p4) = (at("p3"), at("p4"));
    for (me, them) in [(p3, p4), (p4, p3)] {
        assert_eq!(rows[me].cross[them].mark, CrossMark::Draw);
        assert_eq!(rows[me].cross[them].text, format!("1{ADJUDICATED_MARK}"));
    }
    // The game played out is not marked.
    let (p1, p2) = (at("p1"), at("p2"));
    assert!(!rows[p1].cross[p2].text.contains(ADJUDICATED_MARK));
    let page = &standings_pngs(&t, Lang::ENGLISH).expect("standings")[0];
    assert!(image::load_from_memory(page).is_ok());
}
