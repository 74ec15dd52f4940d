use super::*;
use towers_rules::Variant;

/// A Russian position: White has seven men at home, Black two far away, White to move.
const WHITE_FIVE_UP: &str = "W:W21,22,23,24,25,26,27:B1,2";

#[test]
fn a_position_five_men_up_is_won_for_whoever_has_them() {
    let game = Game::from_fen(Variant::Russian, WHITE_FIVE_UP).expect("a position");
    assert_eq!(
        search_verdict(&game, ADJUDICATION_NODES),
        BoardResult::WhiteWins
    );
    // The same men, Black's: Black wins, though White is to move.
    let game = Game::from_fen(Variant::Russian, "W:W31,32:B6,7,8,9,10,11,12").expect("a position");
    assert_eq!(
        search_verdict(&game, ADJUDICATION_NODES),
        BoardResult::BlackWins
    );
}

#[test]
fn the_initial_position_is_a_draw_in_every_variant() {
    for variant in [Variant::Russian, Variant::International, Variant::Bashni] {
        let game = Game::new(variant);
        assert_eq!(
            search_verdict(&game, ADJUDICATION_NODES),
            BoardResult::Draw,
            "{variant:?}"
        );
    }
}

#[test]
fn nothing_is_judged_before_the_deadline_and_the_tables_alone_do_not_search() {
    let game = Game::from_fen(Variant::Russian, WHITE_FIVE_UP).expect("a position");
    assert_eq!(verdict(&game, Judge::Not), None);
    // Russian positions are in no table: a command's path leaves the board to the sweep.
    assert_eq!(verdict(&game, Judge::Tables), None);
    assert_eq!(verdict(&game, Judge::Search), Some(BoardResult::WhiteWins));
}
