//! Players, rounds and results of a tournament, and its point system.

/// A colour on the board: white moves first.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    /// The other colour.
    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// What a player got in one round.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Outcome {
    /// A game played and won (TRF `1`, or `W` for an unrated game).
    Win,
    /// A game played and drawn (`=`, `D`).
    Draw,
    /// A game played and lost (`0`, `L`).
    Loss,
    /// Won because the opponent did not play (`+`): a forfeit.
    ForfeitWin,
    /// Lost by not playing (`-` against an opponent).
    ForfeitLoss,
    /// The pairing-allocated bye (`U`), worth a win.
    PairingBye,
    /// A requested half-point bye (`H`), worth a draw.
    HalfBye,
    /// A full-point bye given by the director (`F`), worth a win.
    FullBye,
    /// Absent with zero points (`Z`, or `-` with no opponent): a zero-point bye, a late
    /// joiner's missed rounds, or a withdrawn player's.
    Absent,
}

impl Outcome {
    /// Whether a game was played over the board.
    pub fn played(self) -> bool {
        matches!(self, Outcome::Win | Outcome::Draw | Outcome::Loss)
    }

    /// Points in the tournament's system.
    pub fn points(self, system: PointSystem) -> u32 {
        match self {
            Outcome::Win | Outcome::ForfeitWin | Outcome::PairingBye | Outcome::FullBye => {
                system.win
            }
            Outcome::Draw | Outcome::HalfBye => system.draw,
            Outcome::Loss | Outcome::ForfeitLoss | Outcome::Absent => system.loss,
        }
    }

    /// The TRF result letter.
    pub fn code(self) -> char {
        match self {
            Outcome::Win => '1',
            Outcome::Draw => '=',
            Outcome::Loss => '0',
            Outcome::ForfeitWin => '+',
            Outcome::ForfeitLoss => '-',
            Outcome::PairingBye => 'U',
            Outcome::HalfBye => 'H',
            Outcome::FullBye => 'F',
            Outcome::Absent => 'Z',
        }
    }

    /// Whether the result is a win-equivalent scored without playing (a forfeit win or a
    /// full-point bye): such a player may not get the pairing-allocated bye (C.04.1).
    pub fn unplayed_win(self) -> bool {
        matches!(
            self,
            Outcome::ForfeitWin | Outcome::PairingBye | Outcome::FullBye
        )
    }
}

/// One player's round: the opponent's pairing number (none for byes and absences), the colour
/// (none when there was no game to play), and the outcome.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RoundEntry {
    pub opponent: Option<u32>,
    pub colour: Option<Colour>,
    pub outcome: Outcome,
}

impl RoundEntry {
    /// An entry without an opponent (a bye or an absence).
    pub fn alone(outcome: Outcome) -> RoundEntry {
        RoundEntry {
            opponent: None,
            colour: None,
            outcome,
        }
    }

    /// The colour actually played, for colour history: none unless the game was played.
    pub fn played_colour(&self) -> Option<Colour> {
        if self.outcome.played() {
            self.colour
        } else {
            None
        }
    }
}

/// Points for a win, a draw and a loss, in tenths of a point: chess 1 / ½ / 0 is
/// `10 / 5 / 0`, draughts 2 / 1 / 0 is `20 / 10 / 0` (TRF `162 W 2.0 D 1.0`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PointSystem {
    pub win: u32,
    pub draw: u32,
    pub loss: u32,
}

impl PointSystem {
    /// 1 for a win, ½ for a draw.
    pub const CHESS: PointSystem = PointSystem {
        win: 10,
        draw: 5,
        loss: 0,
    };
    /// 2 for a win, 1 for a draw: the draughts system.
    pub const DRAUGHTS: PointSystem = PointSystem {
        win: 20,
        draw: 10,
        loss: 0,
    };
}

impl Default for PointSystem {
    fn default() -> PointSystem {
        PointSystem::CHESS
    }
}

/// Tenths of a point as text with one decimal (`15` is `1.5`).
pub fn points_text(tenths: u32) -> String {
    format!("{}.{}", tenths / 10, tenths % 10)
}

/// A player: pairing number (1-based, the initial ranking), name, rating, and one entry per
/// round so far. `rounds[r]` is round `r + 1`; an entry for the round about to be paired (a
/// requested bye or a known absence) may be there already.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Player {
    pub number: u32,
    pub name: String,
    pub rating: u32,
    pub rounds: Vec<RoundEntry>,
    /// Withdrawn: not paired again (until the director lets them rejoin).
    pub withdrawn: bool,
    /// The TRF line's columns the reader keeps as they were (sex, title, federation, id,
    /// birth date), so that writing a file gives them back.
    pub extra: String,
}

impl Player {
    /// A player with no rounds yet.
    pub fn new(number: u32, name: &str, rating: u32) -> Player {
        Player {
            number,
            name: name.to_string(),
            rating,
            rounds: Vec::new(),
            withdrawn: false,
            extra: String::new(),
        }
    }

    /// Points after the first `rounds` rounds.
    pub fn points_after(&self, rounds: usize, system: PointSystem) -> u32 {
        self.rounds
            .iter()
            .take(rounds)
            .map(|e| e.outcome.points(system))
            .sum()
    }
}

/// A tournament as the pairing sees it: the players, the rounds played, the total number of
/// rounds, the first round's colour for the top board, the point system, and the director's
/// forbidden pairs.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Tournament {
    pub name: String,
    pub players: Vec<Player>,
    /// Rounds already paired and played; the next round to pair is `played + 1`.
    pub played: usize,
    /// Rounds in all (`XXR`).
    pub total_rounds: usize,
    /// The colour of the top player of round 1's top board (`XXC white1` / `black1`).
    pub initial_colour: Colour,
    pub points: PointSystem,
    /// Pairs of pairing numbers that must never meet (the director's list).
    pub forbidden: Vec<(u32, u32)>,
    /// The file's other lines, kept for writing it back (`092`, comments, ...).
    pub other_lines: Vec<String>,
}

impl Tournament {
    /// An empty tournament of `total_rounds` rounds on `points`.
    pub fn new(name: &str, total_rounds: usize, points: PointSystem) -> Tournament {
        Tournament {
            name: name.to_string(),
            players: Vec::new(),
            played: 0,
            total_rounds,
            initial_colour: Colour::White,
            points,
            forbidden: Vec::new(),
            other_lines: Vec::new(),
        }
    }

    /// The player of pairing number `number`.
    pub fn player(&self, number: u32) -> Option<&Player> {
        self.players.iter().find(|p| p.number == number)
    }

    /// A player's points after the rounds played.
    pub fn score(&self, player: &Player) -> u32 {
        player.points_after(self.played, self.points)
    }

    /// Adds a player who joins now: the rounds already played are absences (zero points);
    /// `half_point_bye` gives the last of them as a half-point bye instead (a late join
    /// until half the rounds comes with one). Returns the new pairing number.
    pub fn join_late(&mut self, name: &str, rating: u32, half_point_bye: bool) -> u32 {
        let number = self.players.iter().map(|p| p.number).max().unwrap_or(0) + 1;
        let mut player = Player::new(number, name, rating);
        player.rounds = vec![RoundEntry::alone(Outcome::Absent); self.played];
        if half_point_bye {
            if let Some(last) = player.rounds.last_mut() {
                last.outcome = Outcome::HalfBye;
            }
        }
        self.players.push(player);
        number
    }

    /// Records a requested bye (`HalfBye`, `FullBye` or `Absent`) for the next round: the
    /// player is not paired in it.
    pub fn request_bye(&mut self, number: u32, outcome: Outcome) -> bool {
        let played = self.played;
        match self.players.iter_mut().find(|p| p.number == number) {
            Some(p) if p.rounds.len() == played => {
                p.rounds.push(RoundEntry::alone(outcome));
                true
            }
            _ => false,
        }
    }

    /// Whether the pair may not meet by the director's decision.
    pub fn is_forbidden(&self, a: u32, b: u32) -> bool {
        self.forbidden
            .iter()
            .any(|&(x, y)| (x == a && y == b) || (x == b && y == a))
    }
}

impl Tournament {
    /// The tournament as it stood before round `round` (1-based) was paired: every player's
    /// rounds before it, plus their entry for that round when it was known beforehand (a
    /// requested bye or an absence, not the pairing-allocated bye). The input of that
    /// round's pairing, as the reference check replays it.
    pub fn cut_before(&self, round: usize) -> Tournament {
        let mut t = self.clone();
        let keep = round.saturating_sub(1);
        for p in &mut t.players {
            let pre = p.rounds.get(keep).copied().filter(|e| {
                e.opponent.is_none()
                    && matches!(
                        e.outcome,
                        Outcome::HalfBye | Outcome::FullBye | Outcome::Absent
                    )
            });
            p.rounds.truncate(keep);
            p.rounds.extend(pre);
        }
        t.played = keep.min(self.played);
        t
    }

    /// Round `round`'s pairing as recorded: boards (white, black) and the pairing-allocated
    /// bye.
    pub fn recorded_round(&self, round: usize) -> (Vec<(u32, u32)>, Option<u32>) {
        let mut boards = Vec::new();
        let mut bye = None;
        for p in &self.players {
            let Some(e) = round.checked_sub(1).and_then(|r| p.rounds.get(r)) else {
                continue;
            };
            match (e.opponent, e.colour) {
                (Some(o), Some(Colour::White)) => boards.push((p.number, o)),
                (None, _) if e.outcome == Outcome::PairingBye => bye = Some(p.number),
                _ => {}
            }
        }
        boards.sort();
        (boards, bye)
    }
}
