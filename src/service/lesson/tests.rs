//! The shipped lessons (every level proved, as `towers learn check` does) and the play session
//! over a store: solving with stars, resuming, a wrong move explained, a refusal changing
//! nothing.

use std::collections::HashSet;
use std::sync::Arc;

use super::goal::Answers;
use super::loader::shipped;
use super::prove::prove;
use super::store;
use super::Lessons;
use crate::service::board::pictures::Pictures;
use crate::service::ServiceError;
use towers_store::{MemoryStore, Store};

fn lessons() -> (Lessons, Arc<dyn Store>) {
    let store: Arc<dyn Store> = Arc::new(MemoryStore::default());
    (
        Lessons::new(store.clone(), Arc::new(Pictures::new(1))),
        store,
    )
}

#[test]
fn every_shipped_level_is_proved_and_the_stages_are_as_the_issue_asks() {
    let families = shipped().expect("the shipped lessons read");
    let mut ids = HashSet::new();
    for family in families {
        for stage in &family.stages {
            assert!(ids.insert(stage.id.clone()), "stage id {} twice", stage.id);
            assert!((2..=5).contains(&stage.levels.len()), "{}", stage.id);
            for (i, level) in stage.levels.iter().enumerate() {
                prove(level, &mut Answers::default())
                    .unwrap_or_else(|e| panic!("{} level {}: {e}", stage.id, i + 1));
            }
        }
    }
    let stages = |name: &str| {
        families
            .iter()
            .find(|f| f.name == name)
            .map_or(0, |f| f.stages.len())
    };
    assert!(stages("towers") >= 8);
    assert!(stages("classic") >= 3);
}

#[test]
fn a_level_solved_earns_its_stars_and_opens_the_next_which_learn_resumes() {
    let (lessons, store) = lessons();
    let first = lessons.learn(7, "").unwrap();
    assert_eq!(
        first.message.ids()[..3],
        ["lesson-title", "lesson-men-title", "lesson-men-explain"]
    );
    assert_eq!(first.moves, ["c3-d4", "c3-b4"]);
    assert!(first.image.is_some());
    let going = lessons.play(7, "c3-d4").unwrap();
    assert!(going.message.ids().contains(&"lesson-budget"));
    let solved = lessons.play(7, "d4-e5").unwrap();
    let text = solved.message.to_string();
    assert!(text.contains("Solved in 2 moves: ★★★"), "{text}");
    // The next level is open and offered at once.
    assert!(text.contains("level 2 of 3"), "{text}");
    assert_eq!(solved.moves, ["d4:f6", "d4:b2"]);
    let learner = store::load(store.as_ref(), 7).unwrap();
    assert_eq!(learner.stars["towers/men/1"], 3);
    assert_eq!(learner.open.unwrap().key, "towers/men/2");
    // Another user's progress is their own.
    assert!(store::load(store.as_ref(), 8).unwrap().stars.is_empty());
    // /learn without arguments resumes where the user left off, moves included.
    lessons.play(7, "d4:b2").unwrap();
    let resumed = lessons.learn(7, "").unwrap();
    assert!(resumed.message.ids().contains(&"lesson-resumed"));
    assert_eq!(resumed.moves, ["d4:f6"]);
    assert!(resumed
        .message
        .to_string()
        .contains("Captures found: 1 of 2."));
}

#[test]
fn a_wrong_move_ends_the_attempt_with_the_lessons_explanation_and_the_level_starts_over() {
    let (lessons, store) = lessons();
    lessons.learn(7, "choice 2").unwrap();
    let failed = lessons.play(7, "c3:e5:c7").unwrap();
    let ids = failed.message.ids();
    for id in [
        "lesson-replied",
        "lesson-failed-lost",
        "lesson-choice-explain",
        "lesson-choice-2-hint",
        "lesson-again",
    ] {
        assert!(ids.contains(&id), "{id} not in {ids:?}");
    }
    assert!(failed.message.to_string().contains("Black answered b8:d6."));
    assert_eq!(failed.moves, ["c3:e5:c7", "c3:e5:g3"]);
    let open = store::load(store.as_ref(), 7).unwrap().open.unwrap();
    assert_eq!(
        (open.key.as_str(), open.plies.len()),
        ("towers/choice/2", 0)
    );
    // The right route holds: solved with three stars.
    let solved = lessons.play(7, "c3:e5:g3").unwrap();
    assert!(solved.message.to_string().contains("★★★"));
    // A move after which the goal is out of reach ends the attempt at once.
    lessons.learn(7, "men 1").unwrap();
    let away = lessons.play(7, "c3-b4").unwrap();
    assert!(away.message.ids().contains(&"lesson-failed-unreachable"));
}

#[test]
fn refusals_change_nothing() {
    let (lessons, store) = lessons();
    let refused = |r: Result<super::LessonView, ServiceError>| match r {
        Err(ServiceError::Refused(m)) => m.ids()[0],
        other => panic!("not refused: {other:?}"),
    };
    assert_eq!(refused(lessons.play(7, "c3-d4")), "refuse-lesson-none");
    assert_eq!(
        refused(lessons.learn(7, "nonsense")),
        "refuse-lesson-unknown"
    );
    lessons.learn(7, "men").unwrap();
    assert_eq!(
        refused(lessons.play(7, "c3-e5")),
        "refuse-move-illegal-here"
    );
    assert!(store::load(store.as_ref(), 7)
        .unwrap()
        .open
        .unwrap()
        .plies
        .is_empty());
    assert!(lessons.stop(7).unwrap());
    assert!(!lessons.is_open(7).unwrap());
}

#[test]
fn the_learn_tab_sees_the_board_its_clickable_moves_the_stars_and_a_failure_explained() {
    use crate::service::text::locale::Lang;
    let (lessons, _) = lessons();
    let lang = Lang::from_discord("pl");
    let start = lessons.live(7, &lessons.current(7).unwrap(), lang).unwrap();
    assert_eq!(start.variant.as_deref(), Some("bashni"));
    let notations: Vec<&str> = start.legal.iter().map(|m| m.notation.as_str()).collect();
    assert_eq!(notations, ["c3-d4", "c3-b4"]);
    // c3 is file 2, rank 2; d4 file 3, rank 3.
    assert_eq!(start.legal[0].from, (2, 2));
    assert_eq!(start.legal[0].landings, [(3, 3)]);
    assert!(start.board.as_ref().is_some_and(|b| b.towers.len() == 2));
    assert_eq!(start.stages[0].id, "men");
    assert_eq!(start.stages[0].stars, 0);
    lessons.play(7, "c3-d4").unwrap();
    let solved = lessons.play(7, "d4-e5").unwrap();
    let solved = lessons.live(7, &solved, lang).unwrap();
    assert_eq!(solved.stars, Some(3));
    assert!(solved.legal.is_empty(), "nothing to click until Next");
    assert_eq!((solved.stages[0].stars, solved.stages[0].most), (3, 9));
    // The board is the solved position: the man stands on e5 (file 4, rank 4).
    let board = solved.board.expect("a board");
    assert!(board.towers.iter().any(|t| (t.file, t.rank) == (4, 4)));
    let next = lessons.live(7, &lessons.current(7).unwrap(), lang).unwrap();
    assert_eq!(next.legal.len(), 2, "the next level's captures");
    lessons.learn(7, "choice 2").unwrap();
    let wrong = lessons.play(7, "c3:e5:c7").unwrap();
    let wrong = lessons.live(7, &wrong, lang).unwrap();
    assert!(wrong.failed && wrong.legal.is_empty());
    let explain = crate::service::text::message::Message::new("lesson-choice-explain").render(lang);
    assert!(wrong.text.contains(&explain), "{}", wrong.text);
}

/// The picture of `fen` (Bashni) after `moves`, from White's side, the last move marked.
fn picture_after(fen: &str, moves: &[&str]) -> Vec<u8> {
    use towers_rules::{fen, notation, Color, Game, Variant};
    let mut game = Game::from_position(fen::read(Variant::Bashni, fen).unwrap());
    for text in moves {
        let mv = notation::resolve(game.position(), text).unwrap();
        game.play(mv);
    }
    Pictures::new(1)
        .of_game(&game, false, Some(Color::White))
        .unwrap()
}

#[test]
fn the_answer_to_a_solving_or_failing_move_pictures_the_position_it_left_and_next_the_next_level() {
    let (lessons, _) = lessons();
    lessons.learn(7, "men 1").unwrap();
    lessons.play(7, "c3-d4").unwrap();
    let solved = lessons.play(7, "d4-e5").unwrap();
    assert_eq!(solved.stars, Some(3));
    assert_eq!(solved.variant, Some(towers_rules::Variant::Bashni));
    assert_eq!(
        solved.image.as_deref(),
        // The opponent passes in this level: the position before the last move has White to move.
        Some(&picture_after("W:Wd4:Bh8", &["d4-e5"])[..]),
        "the solved position, not the next level's start"
    );
    let second_start = lessons.learn(8, "men 2").unwrap().image;
    assert_ne!(solved.image, second_start);
    // Next shows the level the solved one opened, from its start.
    assert_eq!(lessons.current(7).unwrap().image, second_start);
    // A wrong move: its position with the opponent's reply played.
    lessons.learn(7, "choice 2").unwrap();
    let failed = lessons.play(7, "c3:e5:c7").unwrap();
    assert!(failed.failed);
    assert_eq!(
        failed.image.as_deref(),
        Some(&picture_after("W:Wc3,e1:Bd4,f4,d6,b8,h8", &["c3:e5:c7", "b8:d6"])[..])
    );
}

#[test]
fn lessons_without_pictures_draw_none_and_share_the_progress() {
    let (lessons, store) = lessons();
    let plain = lessons.without_pictures();
    let start = plain.learn(7, "men 1").unwrap();
    assert_eq!(start.image, None);
    assert!(start.shown.is_some(), "the position is there to draw");
    assert_eq!(start.moves, ["c3-d4", "c3-b4"]);
    plain.play(7, "c3-d4").unwrap();
    let solved = plain.play(7, "d4-e5").unwrap();
    assert_eq!((solved.stars, solved.image), (Some(3), None));
    assert_eq!(plain.hint(7).unwrap().image, None);
    assert_eq!(plain.current(7).unwrap().image, None);
    // The same progress: the pictured lessons see the level solved and draw it.
    assert_eq!(
        store::load(store.as_ref(), 7).unwrap().stars["towers/men/1"],
        3
    );
    assert!(lessons.current(7).unwrap().image.is_some());
}
