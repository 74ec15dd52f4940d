//! The standings picture is paged (40 players a page): the end of a round posts every page
//! in its one message, and `/tournament standings` gets every page too.

use std::sync::Arc;

use towers::service::api::{BoardResult, Lang, TournamentSpec};
use towers::service::GameService;
use towers_rules::Variant;
use towers_store::MemoryStore;

use crate::players::T0;
use crate::store_fixtures::named;

const HOME: u64 = 710_000;

/// Width and height of a PNG.
fn size(png: &[u8]) -> (u32, u32) {
    let page = image::load_from_memory(png).expect("a PNG");
    (page.width(), page.height())
}

#[test]
fn a_round_of_45_players_ends_with_both_standings_pages() {
    let s = GameService::new(Arc::new(MemoryStore::new()));
    let director = named(1, "director");
    let mut spec = TournamentSpec::new(HOME, Variant::Russian);
    spec.name = Some("Big Swiss".into());
    spec.starts_at = Some(T0 + 60);
    let t = s.create_tournament(&spec, &director, T0).unwrap();
    for i in 0..45u64 {
        s.join_tournament(t.id, &named(100 + i, &format!("p{i}")), T0)
            .unwrap();
    }
    s.sweep(T0 + 60).unwrap();
    let boards = s.tournament(t.id).unwrap().round_list[0].boards.len();
    assert_eq!(boards, 22, "45 players: 22 boards and a bye");
    let mut notices = Vec::new();
    for board in 0..boards {
        let result = [BoardResult::WhiteWins, BoardResult::Draw][board % 2];
        let (_, n) = s
            .set_board_result(t.id, &director, 1, board, result, T0 + 120)
            .unwrap();
        notices.extend(n);
    }
    let over: Vec<_> = notices
        .iter()
        .filter(|n| n.reply.text().contains("Round 1 of Big Swiss is over"))
        .collect();
    assert_eq!(over.len(), 1, "one message for the round's end");
    let reply = &over[0].reply;
    let first = reply.image.as_deref().expect("the first page");
    assert_eq!(
        reply.more_images.len(),
        1,
        "the second page in the same message"
    );
    // A full page of 40 rows, then the last 5 (docs/tournaments.md's sizes).
    assert_eq!(size(first).1, 14 + 56 + 34 + 34 * 40 + 14);
    assert_eq!(size(&reply.more_images[0]).1, 14 + 56 + 34 + 34 * 5 + 14);

    let pages = s
        .tournament_standings_pictures(t.id, Lang::ENGLISH)
        .unwrap();
    assert_eq!(pages.len(), 2);
    assert_eq!(pages[0], first);
    assert_eq!(pages[1], reply.more_images[0]);
}
