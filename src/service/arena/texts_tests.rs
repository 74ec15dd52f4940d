use super::*;
use crate::service::text::locale::Lang;
use towers_rules::{RuleOptions, Variant};
use towers_store::arena::{ArenaEntrant, ArenaPairing, ArenaState};
use towers_store::{GameResult, Player, TimeControl};

/// Discord's limit on a message's content, in characters.
const LIMIT: usize = 2_000;

/// A full arena of 200 players with the longest names (every character escaped) and ids,
/// everyone with wins.
fn crowded() -> ArenaRecord {
    let id = |i: u64| 1_200_000_000_000_000_000 + i;
    let players = (0..200)
        .map(|i| ArenaEntrant {
            player: Player {
                id: id(i),
                name: "*_".repeat(16),
            },
            rating: 1500,
            ready: true,
            free_since: 0,
        })
        .collect();
    let games = (0..100)
        .map(|i| ArenaPairing {
            white: id(2 * i),
            black: id(2 * i + 1),
            paired_at: 0,
            channel: None,
            game: None,
            result: Some(GameResult::WhiteWins),
            plies: 40,
            first: Some(id(2 * i)),
            white_berserk: true,
            black_berserk: false,
            void: false,
        })
        .collect();
    ArenaRecord {
        id: u64::MAX,
        name: "N".repeat(40),
        guild: None,
        channel: 1,
        thread: None,
        director: Player {
            id: id(999),
            name: "d".into(),
        },
        variant: Variant::International,
        options: RuleOptions::default(),
        control: TimeControl {
            base_ms: 900_000,
            increment_ms: 10_000,
        },
        starts_at: 4_000_000_000,
        ends_at: 4_000_021_600,
        rated: false,
        state: ArenaState::Finished,
        players,
        games,
        created_at: 0,
    }
}

#[test]
fn every_arena_message_fits_discord_in_every_language() {
    let a = crowded();
    for lang in Lang::all() {
        let messages = [
            announcement(&a),
            started(&a),
            pairing(&a, &a.games[0]),
            final_standings(&a),
            podium(&a),
        ];
        for m in messages {
            let text = m.render(lang);
            assert!(text.chars().count() <= LIMIT, "{lang:?}: {text}");
            assert!(!text.contains("arena-"), "{lang:?}: a raw id in {text}");
        }
        let standings = final_standings(&a).render(lang);
        assert_eq!(standings.lines().count(), 1 + TOP, "{lang:?}");
        assert!(
            standings.contains("3"),
            "{lang:?}: the berserk winners' points"
        );
    }
}

#[test]
fn the_standings_lines_show_points_and_fire() {
    let mut a = crowded();
    a.players.truncate(2);
    let (x, y) = (a.players[0].player.id, a.players[1].player.id);
    a.games = (0..3)
        .map(|_| ArenaPairing {
            white: x,
            black: y,
            paired_at: 0,
            channel: None,
            game: None,
            result: Some(GameResult::WhiteWins),
            plies: 10,
            first: Some(x),
            white_berserk: false,
            black_berserk: false,
            void: false,
        })
        .collect();
    let text = final_standings(&a).render(Lang::ENGLISH);
    // 2 + 2 + 4: the third win doubled, and still on fire.
    assert!(text.contains(": 8 points 🔥"), "{text}");
    assert!(text.contains(": 0 points"), "{text}");
}
