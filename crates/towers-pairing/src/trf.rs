//! TRF-2026 files (FIDE's tournament report format): the reader and the writer.
//!
//! What is read: `012` (the name), `001` player lines (pairing number at columns 5-8, name
//! 15-47, rating 49-52, points 81-84, then one 10-column block a round from column 92:
//! opponent, colour `w`/`b`/`-`, result), `162 W x D y` (the point system when not 1 / ½),
//! and the JaVaFo extension lines `XXR <rounds>` and `XXC white1|black1`. `XXF a b` lists a
//! pair the director forbids (our extension: one pair a line). Other lines are kept as
//! they are. Every error names its line.

use std::fmt;

use crate::model::{Colour, Outcome, Player, PointSystem, RoundEntry, Tournament};

/// A line of a TRF file that cannot be read, with its 1-based line number.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub struct TrfError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for TrfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

fn error(line: usize, message: impl Into<String>) -> TrfError {
    TrfError {
        line,
        message: message.into(),
    }
}

/// Characters `from..to` (0-based, end excluded) of a line, trimmed; empty past its end.
fn columns(chars: &[char], from: usize, to: usize) -> String {
    let to = to.min(chars.len());
    if from >= to {
        return String::new();
    }
    chars[from..to]
        .iter()
        .collect::<String>()
        .trim()
        .to_string()
}

/// A decimal number of points (`2.0`, `1.5`, `10`) in tenths.
fn tenths(text: &str) -> Option<u32> {
    let (whole, frac) = match text.split_once('.') {
        Some((w, f)) => (w, f),
        None => (text, ""),
    };
    let whole: u32 = if whole.is_empty() {
        0
    } else {
        whole.parse().ok()?
    };
    let first = match frac.chars().next() {
        None => 0,
        Some(c) => c.to_digit(10)?,
    };
    if !frac.chars().all(|c| c.is_ascii_digit()) || whole > 100_000 {
        return None;
    }
    Some(whole * 10 + first)
}

fn outcome(code: char, has_opponent: bool) -> Option<Outcome> {
    Some(match code {
        '1' | 'W' => Outcome::Win,
        '=' | 'D' => Outcome::Draw,
        '0' | 'L' => Outcome::Loss,
        '+' => Outcome::ForfeitWin,
        '-' if has_opponent => Outcome::ForfeitLoss,
        '-' | 'Z' | ' ' => Outcome::Absent,
        'U' => Outcome::PairingBye,
        'H' => Outcome::HalfBye,
        'F' => Outcome::FullBye,
        _ => return None,
    })
}

/// One player line (`001`).
fn player_line(line: usize, text: &str) -> Result<Player, TrfError> {
    let chars: Vec<char> = text.chars().collect();
    let number_text = columns(&chars, 4, 8);
    let number: u32 = number_text.parse().map_err(|_| {
        error(
            line,
            format!("pairing number {number_text:?} is not a number"),
        )
    })?;
    if number == 0 || number > 100_000 {
        return Err(error(
            line,
            format!("pairing number {number} is out of range"),
        ));
    }
    let name = columns(&chars, 14, 47);
    let rating_text = columns(&chars, 48, 52);
    let rating = if rating_text.is_empty() {
        0
    } else {
        rating_text
            .parse()
            .map_err(|_| error(line, format!("rating {rating_text:?} is not a number")))?
    };
    let mut player = Player::new(number, &name, rating);
    player.extra = columns(&chars, 9, 14) + "|" + &columns(&chars, 53, 80);
    let mut start = 91;
    while start < chars.len() {
        let block = columns(&chars, start, start + 8);
        let round = (start - 91) / 10 + 1;
        if block.is_empty() {
            // A blank block (trailing spaces of a shorter line): absent that round.
            player.rounds.push(RoundEntry::alone(Outcome::Absent));
            start += 10;
            continue;
        }
        let opp_text = columns(&chars, start, start + 4);
        let colour_char = chars.get(start + 5).copied().unwrap_or(' ');
        let result_char = chars.get(start + 7).copied().unwrap_or(' ');
        let opponent = if opp_text.is_empty() || opp_text.chars().all(|c| c == '0') {
            None
        } else {
            let n: u32 = opp_text.parse().map_err(|_| {
                error(
                    line,
                    format!("round {round}: opponent {opp_text:?} is not a pairing number"),
                )
            })?;
            if n == number {
                return Err(error(
                    line,
                    format!("round {round}: player {number} meets themself"),
                ));
            }
            Some(n)
        };
        let colour = match colour_char {
            'w' | 'W' => Some(Colour::White),
            'b' | 'B' => Some(Colour::Black),
            '-' | ' ' => None,
            c => {
                return Err(error(
                    line,
                    format!("round {round}: colour {c:?} is not w, b or -"),
                ))
            }
        };
        let outcome = outcome(result_char, opponent.is_some()).ok_or_else(|| {
            error(
                line,
                format!("round {round}: result {result_char:?} is not a TRF result"),
            )
        })?;
        if opponent.is_some()
            && !matches!(
                outcome,
                Outcome::Win
                    | Outcome::Draw
                    | Outcome::Loss
                    | Outcome::ForfeitWin
                    | Outcome::ForfeitLoss
            )
        {
            return Err(error(
                line,
                format!("round {round}: result {result_char:?} cannot have an opponent"),
            ));
        }
        if opponent.is_none() && outcome.played() {
            return Err(error(
                line,
                format!("round {round}: a played result {result_char:?} needs an opponent"),
            ));
        }
        player.rounds.push(RoundEntry {
            opponent,
            colour,
            outcome,
        });
        start += 10;
    }
    Ok(player)
}

/// Reads a TRF-2026 file.
pub fn read(text: &str) -> Result<Tournament, TrfError> {
    let mut t = Tournament::new("", 0, PointSystem::CHESS);
    let mut total_rounds = None;
    let mut has_initial = false;
    let mut lines_of = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let raw = raw.trim_end_matches('\r');
        if raw.trim().is_empty() {
            continue;
        }
        let code: String = raw.chars().take(3).collect();
        let rest: String = raw.chars().skip(3).collect();
        let rest = rest.trim();
        match code.as_str() {
            "001" => {
                let player = player_line(line, raw)?;
                if t.players.iter().any(|p| p.number == player.number) {
                    return Err(error(
                        line,
                        format!("pairing number {} twice", player.number),
                    ));
                }
                lines_of.push(line);
                t.players.push(player);
            }
            "012" => t.name = rest.to_string(),
            "162" => {
                let words: Vec<&str> = rest.split_whitespace().collect();
                let mut system = PointSystem::CHESS;
                let mut k = 0;
                while k < words.len() {
                    let value = words
                        .get(k + 1)
                        .and_then(|w| tenths(w))
                        .ok_or_else(|| error(line, "162 wants `W <points> D <points>`"))?;
                    match words[k] {
                        "W" => system.win = value,
                        "D" => system.draw = value,
                        "L" => system.loss = value,
                        other => return Err(error(line, format!("162: unknown result {other:?}"))),
                    }
                    k += 2;
                }
                if system.win < system.draw || system.draw < system.loss {
                    return Err(error(line, "162: a win must be worth a draw at least"));
                }
                t.points = system;
            }
            "XXR" => {
                let n: usize = rest
                    .parse()
                    .ok()
                    .filter(|&n| n > 0 && n <= 1000)
                    .ok_or_else(|| error(line, format!("XXR {rest:?}: not a number of rounds")))?;
                total_rounds = Some(n);
            }
            "XXC" => {
                has_initial = true;
                t.initial_colour = match rest.split_whitespace().next() {
                    Some("white1") => Colour::White,
                    Some("black1") => Colour::Black,
                    _ => return Err(error(line, format!("XXC {rest:?}: white1 or black1"))),
                };
            }
            "XXF" => {
                let pair: Vec<u32> = rest
                    .split_whitespace()
                    .map(|w| w.parse::<u32>())
                    .collect::<Result<_, _>>()
                    .map_err(|_| error(line, "XXF wants two pairing numbers"))?;
                if pair.len() != 2 || pair[0] == pair[1] {
                    return Err(error(line, "XXF wants two different pairing numbers"));
                }
                t.forbidden.push((pair[0], pair[1]));
            }
            _ => t.other_lines.push(raw.to_string()),
        }
    }
    // Rounds played: the last round in which someone had an opponent. A player's entry past
    // it, without an opponent, is known before the pairing (a requested bye, an absence).
    t.played = t
        .players
        .iter()
        .map(|p| {
            p.rounds
                .iter()
                .rposition(|e| e.opponent.is_some() || e.outcome == Outcome::PairingBye)
                .map_or(0, |i| i + 1)
        })
        .max()
        .unwrap_or(0);
    for (p, &line) in t.players.iter_mut().zip(&lines_of) {
        while p.rounds.len() < t.played {
            p.rounds.push(RoundEntry::alone(Outcome::Absent));
        }
        if let Some(e) = p.rounds[t.played..].iter().find(|e| e.opponent.is_some()) {
            return Err(error(
                line,
                format!("a game against {:?} after the last round", e.opponent),
            ));
        }
    }
    // Opponents must exist and agree with each other.
    for (p, &line) in t.players.iter().zip(&lines_of) {
        for (r, e) in p.rounds.iter().enumerate() {
            let Some(o) = e.opponent else { continue };
            let Some(opp) = t.player(o) else {
                return Err(error(line, format!("round {}: no player {o}", r + 1)));
            };
            let back = opp.rounds.get(r).and_then(|x| x.opponent);
            if back != Some(p.number) {
                return Err(error(
                    line,
                    format!(
                        "round {}: player {o}'s line does not have {} as opponent",
                        r + 1,
                        p.number
                    ),
                ));
            }
        }
    }
    for &(a, b) in &t.forbidden {
        if t.player(a).is_none() || t.player(b).is_none() {
            return Err(error(0, format!("XXF {a} {b}: no such player")));
        }
    }
    // Without XXC, the first round's colour of the lowest pairing number who played it is
    // the initial colour (as the reference replay writes XXC for a cut file).
    if !has_initial {
        let mut by_number: Vec<&Player> = t.players.iter().collect();
        by_number.sort_by_key(|p| p.number);
        if let Some(c) = by_number
            .iter()
            .find_map(|p| p.rounds.first().and_then(|e| e.colour))
        {
            t.initial_colour = c;
        }
    }
    t.total_rounds = total_rounds.unwrap_or_else(|| {
        t.players
            .iter()
            .map(|p| p.rounds.len())
            .max()
            .unwrap_or(0)
            .max(t.played)
    });
    Ok(t)
}

/// Writes a TRF-2026 file: the name, the players (points after the rounds played), the
/// other lines read, the point system when not 1 / ½, and the XXR, XXC and XXF lines.
pub fn write(t: &Tournament) -> String {
    let mut out = String::new();
    out.push_str(&format!("012 {}\n", t.name));
    let mut ranked: Vec<&Player> = t.players.iter().collect();
    ranked.sort_by_key(|p| (std::cmp::Reverse(t.score(p)), p.number));
    for p in &t.players {
        let rank = ranked
            .iter()
            .position(|q| q.number == p.number)
            .unwrap_or(0)
            + 1;
        let (left, right) = p.extra.split_once('|').unwrap_or(("", ""));
        let mut line = format!(
            "001 {:>4} {:<4} {:<33} {:>4} {:<26} {:>4} {:>4}",
            p.number,
            left,
            p.name.chars().take(33).collect::<String>(),
            if p.rating > 0 {
                p.rating.to_string()
            } else {
                String::new()
            },
            right.chars().take(26).collect::<String>(),
            crate::model::points_text(p.points_after(p.rounds.len(), t.points)),
            rank
        );
        for e in &p.rounds {
            let opp = e.opponent.map_or("0000".to_string(), |o| format!("{o:>4}"));
            let colour = match e.colour {
                Some(Colour::White) => 'w',
                Some(Colour::Black) => 'b',
                None => '-',
            };
            line.push_str(&format!("  {opp} {colour} {}", e.outcome.code()));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out.push('\n');
    for l in &t.other_lines {
        out.push_str(l);
        out.push('\n');
    }
    if t.points != PointSystem::CHESS {
        out.push_str(&format!(
            "162  W {}    D {}\n",
            crate::model::points_text(t.points.win),
            crate::model::points_text(t.points.draw)
        ));
    }
    out.push_str(&format!("XXR {}\n", t.total_rounds));
    out.push_str(match t.initial_colour {
        Colour::White => "XXC white1\n",
        Colour::Black => "XXC black1\n",
    });
    for (a, b) in &t.forbidden {
        out.push_str(&format!("XXF {a} {b}\n"));
    }
    out
}
