use super::*;
use crate::service::text::locale::Lang;
use towers_store::tournament::{Board, Entrant, GamePace, PointDisplay, Round, State, Unfinished};
use towers_store::Player;

/// Discord's limit on a message's content, in characters.
const LIMIT: usize = 2_000;

/// A Swiss of 80 players with the longest names and ids, every board of round 1 decided by
/// the longest result.
fn crowded() -> TournamentRecord {
    let id = |i: u64| 1_200_000_000_000_000_000 + i;
    let players = (0..80)
        .map(|i| {
            let player = Player {
                id: id(i),
                name: format!("{:_<32}", i),
            };
            Entrant::new(player, 1500, i as u32 + 1, 1)
        })
        .collect();
    let boards = (0..40)
        .map(|i| Board {
            white: id(2 * i),
            black: id(2 * i + 1),
            channel: None,
            game: None,
            result: Some(BoardResult::DoubleForfeit),
            decided: None,
            opening: Vec::new(),
        })
        .collect();
    TournamentRecord {
        id: u64::MAX,
        name: "N".repeat(60),
        guild: None,
        channel: 1,
        thread: None,
        director: Player {
            id: id(99),
            name: "d".into(),
        },
        variant: towers_rules::Variant::International,
        options: Default::default(),
        format: Format::Swiss,
        rounds: 15,
        pace: GamePace::PerMove(86_400),
        round_secs: 30 * 86_400,
        starts_at: 4_000_000_000,
        rated: true,
        tiebreaks: crate::service::tournament::create::default_tiebreaks(),
        entry_limit: 200,
        points: PointDisplay::TwoOneZero,
        unfinished: Unfinished::Adjudicate,
        state: State::Running { round: 1 },
        players,
        forbidden: Vec::new(),
        round_list: vec![Round {
            number: 1,
            input_trf: String::new(),
            pairs: Vec::new(),
            bye: Some(id(79)),
            boards,
            started_at: 4_000_000_000,
            deadline: 4_100_000_000,
            reminded: Vec::new(),
            closed: true,
        }],
        created_at: 0,
        event: None,
        micro_match: false,
    }
}

#[test]
fn every_page_of_pairings_and_standings_fits_a_discord_message_in_every_language() {
    let t = crowded();
    let pages = pairing_pages(&t, 1);
    assert_eq!(pages.len(), 40_usize.div_ceil(BOARDS_PER_PAGE));
    for lang in Lang::all() {
        for page in &pages {
            let text = page.render(lang);
            assert!(
                text.chars().count() <= LIMIT,
                "{lang:?}: {}",
                text.chars().count()
            );
        }
        // The bye is on the last page only.
        let with_bye = pages
            .iter()
            .filter(|p| p.render(lang).contains(&mention(1_200_000_000_000_000_079)))
            .count();
        assert_eq!(with_bye, 1, "{lang:?}");
        let standings = standings_text(&t, 0, 12).render(lang);
        assert!(standings.chars().count() <= LIMIT, "{lang:?}: {standings}");
        for message in [announcement(&t), round_over(&t, 1), final_standings(&t)] {
            assert!(message.render(lang).chars().count() <= LIMIT, "{lang:?}");
        }
    }
}

#[test]
fn adjudicated_boards_are_marked_in_the_pairings_and_listed_at_the_rounds_end() {
    let mut t = crowded();
    for (i, b) in t.round_list[0].boards.iter_mut().enumerate() {
        b.result = Some([BoardResult::WhiteWins, BoardResult::BlackWins][i % 2]);
        b.decided = Some(if i == 1 {
            Decided::Game
        } else {
            Decided::Adjudicated
        });
    }
    for lang in Lang::all() {
        let mark = crate::service::text::locale::text(lang, "tournament-adjudicated", &[]);
        for page in pairing_pages(&t, 1) {
            let text = page.render(lang);
            assert!(text.chars().count() <= LIMIT, "{lang:?}: {text}");
            assert!(text.contains(&mark), "{lang:?}: {text}");
        }
        let over = round_over(&t, 1).render(lang);
        assert!(over.chars().count() <= LIMIT, "{lang:?}: {over}");
        // Every board but the one played out, 40 numbers at most.
        assert!(over.contains(": 1, 3, 4, 5,"), "{lang:?}: {over}");
        assert!(over.ends_with("40"), "{lang:?}: {over}");
    }
    // Without adjudication the round's end says nothing of it.
    let plain = round_over(&crowded(), 1).render(Lang::ENGLISH);
    assert!(!plain.contains("Adjudicated"), "{plain}");
}

#[test]
fn a_micro_matchs_pairings_name_each_opening_once_within_discords_limit() {
    // The longest lines: every game forfeited, or every game adjudicated and so marked.
    for (result, decided) in [
        (BoardResult::BlackForfeits, Decided::Deadline),
        (BoardResult::WhiteWins, Decided::Adjudicated),
    ] {
        let mut t = crowded();
        t.micro_match = true;
        for b in &mut t.round_list[0].boards {
            b.opening = vec!["22-18".into(), "11-15".into(), "18x11".into()];
            b.result = Some(result);
            b.decided = Some(decided);
        }
        for lang in Lang::all() {
            let mut named = 0;
            for page in pairing_pages(&t, 1) {
                let text = page.render(lang);
                let n = text.chars().count();
                assert!(n <= LIMIT, "{lang:?} {result:?}: {n}");
                named += text.matches("22-18 11-15 18x11").count();
            }
            // 40 boards, 20 pairings: the opening with each pairing's first game.
            assert_eq!(named, 20, "{lang:?}");
        }
    }
}
