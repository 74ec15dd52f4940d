//! `rated: false`: an unrated tournament's games finish like any other but change no
//! rating, while a rated tournament's games do; the tournament's end carries the podium
//! picture.

use std::sync::Arc;

use towers::service::api::{ServerAnswer, ServerQuery, TournamentSpec};
use towers::service::GameService;
use towers_rules::Variant;
use towers_store::{MemoryStore, Player};

use crate::players::T0;
use crate::store_fixtures::named;

const GUILD: u64 = 5;

/// A one-round Swiss of two players on `GUILD`, whose game is drawn after a move each;
/// returns the notices of the sweep that ends it.
fn play_one(s: &GameService, rated: bool, first_id: u64, channel: u64) -> Vec<Vec<u8>> {
    let mut spec = TournamentSpec::new(channel, Variant::Bashni);
    spec.guild = Some(GUILD);
    spec.starts_at = Some(T0 + 60);
    spec.rounds = Some(1);
    spec.rated = rated;
    let director = named(1, "director");
    let t = s.create_tournament(&spec, &director, T0).unwrap();
    let p: Vec<Player> = (0..2)
        .map(|i| named(first_id + i, &format!("p{}", first_id + i)))
        .collect();
    for x in &p {
        s.join_tournament(t.id, x, T0).unwrap();
    }
    s.start_tournament(t.id, &director, T0).unwrap();
    let w = s.tournament_boards_waiting().unwrap();
    assert_eq!(w.len(), 1);
    s.open_board(w[0].tournament, w[0].round, w[0].board, channel + 1, T0)
        .unwrap();
    let b = s.tournament(t.id).unwrap().round_list[0].boards[0].clone();
    let by_id = |id: u64| p.iter().find(|x| x.id == id).unwrap();
    let (white, black) = (by_id(b.white), by_id(b.black));
    let ch = b.channel.unwrap();
    let first = s.move_choices(ch, white.id, "").unwrap();
    s.play(ch, white, &first[0], T0).unwrap();
    let reply = s.move_choices(ch, black.id, "").unwrap();
    s.play(ch, black, &reply[0], T0).unwrap();
    s.draw(ch, white, T0, None).unwrap();
    s.draw(ch, black, T0, None).unwrap();
    s.sweep(T0)
        .unwrap()
        .into_iter()
        .filter_map(|n| n.reply.image)
        .collect()
}

fn rated_players(s: &GameService) -> Vec<u64> {
    let answer = s
        .server(
            GUILD,
            &ServerQuery::Leaderboard {
                variant: Some(Variant::Bashni),
            },
        )
        .unwrap();
    let ServerAnswer::Leaderboard(board) = answer else {
        panic!("{answer:?}");
    };
    let mut ids: Vec<u64> = board.rows.iter().map(|r| r.player).collect();
    ids.sort_unstable();
    ids
}

#[test]
fn an_unrated_tournaments_games_change_no_rating_and_a_rated_ones_do() {
    let s = GameService::new(Arc::new(MemoryStore::new()));
    let pictures = play_one(&s, false, 200, 40_000);
    assert!(rated_players(&s).is_empty(), "{:?}", rated_players(&s));
    // The round's end carries the standings, the tournament's end the podium (720 × 420).
    let sizes: Vec<(u32, u32)> = pictures
        .iter()
        .map(|png| {
            let img =
                image::load_from_memory_with_format(png, image::ImageFormat::Png).expect("a PNG");
            (img.width(), img.height())
        })
        .collect();
    assert_eq!(sizes.len(), 2, "{sizes:?}");
    assert!(sizes.contains(&(720, 420)), "{sizes:?}");
    play_one(&s, true, 300, 50_000);
    assert_eq!(rated_players(&s), [300, 301]);
}
