//! The material a puzzle's claim is judged by: men 1, kings 3; in the tower
//! games what each side commands and the prisoners it holds, as the board's top bar counts
//! them; the captures a line forces after its end, played out; and the endings known to be
//! drawn whatever the material count says.

use towers_rules::{tally, Color, Move, Position, Variant};

/// A man's worth.
pub const MAN: i32 = 1;
/// A king's worth (in men).
pub const KING: i32 = 3;
/// The longest run of forced captures played out after a line (plies).
const PLAYOUT_PLIES: usize = 16;
/// The most positions one playout visits before it stops choosing (then takes the first
/// capture): captures branch little, and this bounds the rare position where they do.
const PLAYOUT_NODES: usize = 20_000;

/// `side`'s material in `pos`: its men and kings, plus (tower games) the prisoners its
/// towers hold, each prisoner a man.
pub fn material(pos: &Position, side: Color) -> i32 {
    let t = tally(pos, side);
    (i32::from(t.men) + i32::from(t.prisoners)) * MAN + i32::from(t.kings) * KING
}

/// `side`'s material minus the other side's.
pub fn balance(pos: &Position, side: Color) -> i32 {
    material(pos, side) - material(pos, !side)
}

/// The captures forced from `pos` on: while the side to move must capture (every legal move
/// is a capture), it plays the capture that is best for it by the [`balance`] at the end of
/// the captures (a short minimax over captures only, at most [`PLAYOUT_PLIES`]). The moves,
/// with the position each is played from; empty when `pos` has no capture to make.
pub fn forced_captures(pos: &Position) -> Vec<(Position, Move)> {
    let mut budget = PLAYOUT_NODES;
    let (_, line) = best_captures(pos, PLAYOUT_PLIES, &mut budget);
    let mut out = Vec::with_capacity(line.len());
    let mut at = pos.clone();
    for mv in line {
        let next = at.play(&mv);
        out.push((at, mv));
        at = next;
    }
    out
}

/// (the balance for the side to move in `pos` at the end of the best captures, the moves).
fn best_captures(pos: &Position, plies: usize, budget: &mut usize) -> (i32, Vec<Move>) {
    let side = pos.side_to_move();
    let moves = pos.legal_moves();
    if plies == 0 || moves.is_empty() || !moves.iter().all(Move::is_capture) {
        return (balance(pos, side), Vec::new());
    }
    let mut best: Option<(i32, Vec<Move>)> = None;
    for mv in &moves {
        *budget = budget.saturating_sub(1);
        let (theirs, rest) = best_captures(&pos.play(mv), plies - 1, budget);
        let mine = -theirs;
        if best.as_ref().is_none_or(|(b, _)| mine > *b) {
            let mut line = vec![*mv];
            line.extend(rest);
            best = Some((mine, line));
        }
        if *budget == 0 {
            break;
        }
    }
    best.unwrap_or_default()
}

/// Whether `pos` is an ending known to be drawn although `solver` may count more material
/// (docs/rules.md#at-a-glance): the other side has a lone king against at most two pieces in
/// Russian draughts (king and man against king, two kings against king), or against at most three
/// in the international-rules games (Brazilian, kurnik, international, Canadian: the endings of the
/// FMJD endgame counters, three kings or two kings and a man or a king and two men against a king),
/// or only kings are left and `solver` has no more of them than the other side (every game without
/// towers). None in Bashni and Lasca.
pub fn known_draw(pos: &Position, solver: Color) -> bool {
    let variant = pos.variant();
    if matches!(variant, Variant::Bashni | Variant::Lasca) {
        return false;
    }
    let mut pieces = [0u32; 2];
    let mut kings = [0u32; 2];
    let mut men = 0u32;
    for (_, tower) in pos.towers() {
        let Some(owner) = tower.owner() else { continue };
        let i = usize::from(owner == solver);
        pieces[i] += 1;
        if tower.top_is_king() {
            kings[i] += 1;
        } else {
            men += 1;
        }
    }
    let [theirs, mine] = pieces;
    let lone_king = theirs == 1 && kings[0] == 1;
    let most = match variant {
        Variant::Russian => 2,
        Variant::Brazilian | Variant::Kurnik | Variant::International | Variant::Canadian => 3,
        _ => 0,
    };
    (lone_king && mine <= most) || (men == 0 && kings[1] <= kings[0])
}

#[cfg(test)]
mod tests {
    use super::*;
    use towers_rules::{fen, notation};

    fn russian(text: &str) -> Position {
        fen::read(Variant::Russian, text).unwrap()
    }

    #[test]
    fn kings_count_three_and_prisoners_count_for_their_holder() {
        let pos = russian("B:Wa7,Kf8:BKg1,f4,c7");
        assert_eq!(material(&pos, Color::White), 4);
        assert_eq!(balance(&pos, Color::Black), 1);
        let bashni = fen::read(Variant::Bashni, "W:Wc3wb,e3:Bf6bww").unwrap();
        // White commands c3 and e3 and holds one prisoner; Black commands f6 and holds two.
        assert_eq!(material(&bashni, Color::White), 3);
        assert_eq!(material(&bashni, Color::Black), 3);
    }

    #[test]
    fn the_forced_recapture_is_played_out() {
        // Russian #4 after c7-b6 a7:c5: Black must take back with the king.
        let pos = russian("B:Wa7,Kf8:BKg1,f4,c7");
        let mut at = pos.clone();
        for text in ["c7-b6", "a7:c5"] {
            let mv = notation::resolve(&at, text).unwrap();
            at.apply(&mv);
        }
        let forced = forced_captures(&at);
        assert_eq!(forced.len(), 1);
        assert!(notation::write(&forced[0].0, &forced[0].1).starts_with("g1:"));
        let end = forced[0].0.play(&forced[0].1);
        assert_eq!(balance(&end, Color::Black), 1);
        assert!(known_draw(&end, Color::Black), "king and man against king");
        assert!(forced_captures(&pos).is_empty());
    }

    #[test]
    fn a_lone_king_against_four_pieces_is_no_known_draw() {
        let pos = russian("W:WKa1,c3,e3,g3:BKh8");
        assert!(!known_draw(&pos, Color::White));
        let three = russian("W:WKa1,c3,e3:BKh8");
        assert!(!known_draw(&three, Color::White));
        let two = russian("W:WKa1,c3:BKh8");
        assert!(known_draw(&two, Color::White));
        let intl = fen::read(Variant::International, "W:WK46,36,37:BK5").unwrap();
        assert!(known_draw(&intl, Color::White));
    }
}
