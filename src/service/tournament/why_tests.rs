use super::*;
use crate::service::text::locale::Lang;
use towers_store::tournament::{
    Board, BoardResult, Entrant, GamePace, PointDisplay, Round, State, Unfinished,
};
use towers_store::Player as Who;

fn board(white: u64, black: u64, result: Option<BoardResult>) -> Board {
    Board {
        white,
        black,
        channel: None,
        game: None,
        result,
        decided: None,
        opening: Vec::new(),
    }
}

fn round(number: u32, boards: Vec<Board>, bye: Option<u64>, closed: bool) -> Round {
    Round {
        number,
        input_trf: String::new(),
        pairs: Vec::new(),
        bye,
        boards,
        started_at: 0,
        deadline: 1,
        reminded: Vec::new(),
        closed,
    }
}

/// Five players (ids 101-105; 105 withdrawn before round 2). Round 1: 101 beat 102 (101
/// White), 103 drew 104 (103 White), 105 had the bye. Round 2 as paired: 101 (2 points)
/// against 105 (2 points, the bye's win) with Black, 103 (1) against 102 (0) with Black,
/// 104 the bye.
fn five() -> TournamentRecord {
    let players = (1..=5)
        .map(|i| {
            let player = Who {
                id: 100 + i,
                name: format!("p{i}"),
            };
            Entrant::new(player, 1500, i as u32, 1)
        })
        .collect();
    TournamentRecord {
        id: 3,
        name: "Cup".into(),
        guild: None,
        channel: 1,
        thread: None,
        director: Who {
            id: 1,
            name: "d".into(),
        },
        variant: towers_rules::Variant::Russian,
        options: Default::default(),
        format: Format::Swiss,
        rounds: 3,
        pace: GamePace::PerMove(86_400),
        round_secs: 86_400,
        starts_at: 0,
        rated: true,
        tiebreaks: crate::service::tournament::create::default_tiebreaks(),
        entry_limit: 64,
        points: PointDisplay::TwoOneZero,
        unfinished: Unfinished::Adjudicate,
        state: State::Running { round: 2 },
        players,
        forbidden: Vec::new(),
        round_list: vec![
            round(
                1,
                vec![
                    board(101, 102, Some(BoardResult::WhiteWins)),
                    board(103, 104, Some(BoardResult::Draw)),
                ],
                Some(105),
                true,
            ),
            round(
                2,
                vec![board(105, 101, None), board(102, 103, None)],
                Some(104),
                false,
            ),
        ],
        created_at: 0,
        event: None,
        micro_match: false,
    }
}

#[test]
fn colour_preferences_follow_the_colour_difference_and_the_last_two_games() {
    use Colour::{Black, White};
    assert_eq!(preference(&[]), Preference::None);
    assert_eq!(preference(&[White]), Preference::Strong(Black));
    assert_eq!(preference(&[White, Black]), Preference::Mild(White));
    assert_eq!(preference(&[White, White]), Preference::Absolute(Black));
    assert_eq!(
        preference(&[Black, White, White]),
        Preference::Absolute(Black)
    );
    assert_eq!(
        preference(&[White, Black, White]),
        Preference::Strong(Black)
    );
}

#[test]
fn the_explanation_names_the_score_groups_floats_colours_and_the_bye() {
    let t = five();
    let en = |user| explain(&t, user).render(Lang::ENGLISH);
    // 101 and 105 both on 2 points: within the group; 101 played White in round 1 (a strong
    // preference for Black) and has Black.
    let top = en(101);
    assert!(
        top.contains("(points: 2) met <@105> (points: 2) within their score group"),
        "{top}"
    );
    assert!(
        top.contains("Colour: Black; it met their strong colour preference"),
        "{top}"
    );
    // 105 had the bye in round 1 (no game, no preference).
    assert!(en(105).contains("no game played before"), "{}", en(105));
    // 102 (0) met 103 (1): floated up; 103 floated down and had Black after White.
    let up = en(102);
    assert!(up.contains("by floating up"), "{up}");
    assert!(up.contains("Colour: White; it met their strong"), "{up}");
    let down = en(103);
    assert!(down.contains("by floating down"), "{down}");
    // 104 had the bye of round 2 on 1 point.
    let bye = en(104);
    assert!(
        bye.contains("<@104> (points: 1) had the pairing-allocated bye"),
        "{bye}"
    );
    // Nobody else.
    assert!(en(999).contains("is not playing"), "{}", en(999));
}

#[test]
fn a_player_not_paired_is_told_why_and_a_denied_preference_says_so() {
    let mut t = five();
    t.players[3].withdrawn = true;
    t.round_list[1].bye = None;
    let out = explain(&t, 104).render(Lang::ENGLISH);
    assert!(
        out.contains("was not paired (they were withdrawn)"),
        "{out}"
    );
    t.players[3].byes.push(2);
    let out = explain(&t, 104).render(Lang::ENGLISH);
    assert!(out.contains("they asked for a bye"), "{out}");
    // 103 played White in round 1; given White again, against its preference.
    t.round_list[1].boards[1] = board(103, 102, None);
    let out = explain(&t, 103).render(Lang::ENGLISH);
    assert!(
        out.contains("went against their strong colour preference"),
        "{out}"
    );
}

#[test]
fn every_language_words_every_case() {
    let t = five();
    for lang in Lang::all() {
        for user in [101, 102, 103, 104, 105] {
            let text = explain(&t, user).render(lang);
            assert!(
                !text.starts_with("tournament") && !text.contains('$'),
                "{lang:?}: {text}"
            );
            assert!(text.chars().count() < 2_000, "{lang:?}");
        }
    }
}

#[test]
fn every_criterion_is_worded_in_every_language() {
    let keys = ["none", "bye", "unplayed", "order"]
        .map(String::from)
        .into_iter()
        .chain((5..=19).map(|n| format!("c{n}")));
    for key in keys {
        for decided in ["pair", "float", "bye"] {
            for lang in Lang::all() {
                let text = Message::new("tournament-why-criterion")
                    .text("decided", decided)
                    .text("criterion", key.clone())
                    .render(lang);
                assert!(
                    !text.starts_with("tournament") && !text.contains('$'),
                    "{lang:?} {decided} {key}: {text}"
                );
            }
        }
    }
    // Each key has its own words, in English at least.
    let en = |key: &str| {
        Message::new("tournament-why-criterion")
            .text("decided", "pair")
            .text("criterion", key)
            .render(Lang::ENGLISH)
    };
    assert!(en("c14").contains("C14: fewest players who float down as two rounds before"));
    assert!(en("c10").contains("C10: fewest colour preferences not granted"));
    assert_ne!(en("c16"), en("order"));
}
