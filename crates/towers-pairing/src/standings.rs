//! Standings with tiebreaks, in the tournament's own point values.
//!
//! Unplayed rounds follow FIDE's tie-break regulations of 2023 (C.07, article 16):
//! - a player's own unplayed round (a forfeit won or lost, a bye of any kind, an absence)
//!   counts in their Solkoff as a game against a *virtual opponent* with the player's own
//!   final points, and in their Sonneborn-Berger as that virtual opponent's points times the
//!   round's result (a forfeit win or a full-point bye 1, a half-point bye ½, else 0);
//! - an opponent's points, as they count for the players who met them, take that opponent's
//!   unplayed rounds as draws (so a forfeit or bye neither pads nor sinks their opponents);
//! - Solkoff cut 1 leaves out the lowest contribution, a voluntary unplayed round's first
//!   (a half-point or zero-point bye, a forfeit loss, an absence), as the regulations cut
//!   those first;
//! - wins count games won over the board (FIDE's WON), not forfeits or byes;
//! - direct encounter ranks players still tied by the points they scored in the games among
//!   themselves, when every pair of them met over the board; otherwise it leaves them tied.

use std::fmt;

use crate::model::{Outcome, Player, Tournament};

/// A tiebreak, by its name in the command line and the settings.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tiebreak {
    /// Solkoff without the lowest opponent (`solkoff-cut1`).
    SolkoffCut1,
    /// The sum of the opponents' final points (`solkoff`).
    Solkoff,
    /// Sonneborn-Berger: each opponent's points times 1, ½ or 0 for the result (`sb`).
    SonnebornBerger,
    /// Games won over the board (`wins`).
    Wins,
    /// Points scored against the other tied players (`direct`).
    Direct,
}

impl Tiebreak {
    /// Every tiebreak, in the draughts default order.
    pub const ALL: [Tiebreak; 5] = [
        Tiebreak::SolkoffCut1,
        Tiebreak::Solkoff,
        Tiebreak::SonnebornBerger,
        Tiebreak::Wins,
        Tiebreak::Direct,
    ];

    /// The name used in lists (`solkoff-cut1,solkoff,sb,wins,direct`).
    pub fn name(self) -> &'static str {
        match self {
            Tiebreak::SolkoffCut1 => "solkoff-cut1",
            Tiebreak::Solkoff => "solkoff",
            Tiebreak::SonnebornBerger => "sb",
            Tiebreak::Wins => "wins",
            Tiebreak::Direct => "direct",
        }
    }

    /// A comma-separated list of names.
    pub fn parse_list(text: &str) -> Result<Vec<Tiebreak>, String> {
        text.split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| {
                Tiebreak::ALL
                    .into_iter()
                    .find(|t| t.name() == s)
                    .ok_or_else(|| {
                        format!(
                            "unknown tiebreak {s:?}: one of {}",
                            Tiebreak::ALL.map(Tiebreak::name).join(", ")
                        )
                    })
            })
            .collect()
    }
}

impl fmt::Display for Tiebreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One line of the standings.
#[derive(Clone, PartialEq, Debug)]
pub struct Standing {
    pub rank: usize,
    pub number: u32,
    pub name: String,
    /// Points in tenths.
    pub points: u32,
    /// The tiebreaks asked for, in points of the tournament (wins as a count).
    pub tiebreaks: Vec<f64>,
}

fn final_points(t: &Tournament, p: &Player) -> f64 {
    f64::from(p.points_after(p.rounds.len(), t.points)) / 10.0
}

/// A player's points as their opponents' tiebreaks see them: unplayed rounds as draws.
fn adjusted_points(t: &Tournament, p: &Player) -> f64 {
    p.rounds
        .iter()
        .map(|e| {
            let tenths = if e.outcome.played() {
                e.outcome.points(t.points)
            } else {
                t.points.draw
            };
            f64::from(tenths) / 10.0
        })
        .sum()
}

/// Each round's Solkoff contribution, its result as a fraction of a win, and whether it was
/// a voluntary unplayed round.
fn contributions(t: &Tournament, p: &Player) -> Vec<(f64, f64, bool)> {
    let own = final_points(t, p);
    let win = f64::from(t.points.win.max(1));
    p.rounds
        .iter()
        .map(|e| {
            let fraction = f64::from(e.outcome.points(t.points)) / win;
            let opponent = e.opponent.and_then(|o| t.player(o));
            match opponent {
                Some(o) if e.outcome.played() => (adjusted_points(t, o), fraction, false),
                _ => {
                    let voluntary = matches!(
                        e.outcome,
                        Outcome::HalfBye | Outcome::Absent | Outcome::ForfeitLoss
                    );
                    (own, fraction, voluntary)
                }
            }
        })
        .collect()
}

fn tiebreak_value(t: &Tournament, p: &Player, tb: Tiebreak) -> f64 {
    let c = contributions(t, p);
    match tb {
        Tiebreak::Solkoff => c.iter().map(|x| x.0).sum(),
        Tiebreak::SolkoffCut1 => {
            let total: f64 = c.iter().map(|x| x.0).sum();
            let cut = c
                .iter()
                .filter(|x| x.2)
                .map(|x| x.0)
                .reduce(f64::min)
                .or_else(|| c.iter().map(|x| x.0).reduce(f64::min))
                .unwrap_or(0.0);
            total - cut
        }
        Tiebreak::SonnebornBerger => c.iter().map(|x| x.0 * x.1).sum(),
        Tiebreak::Wins => p
            .rounds
            .iter()
            .filter(|e| e.outcome == Outcome::Win)
            .count() as f64,
        Tiebreak::Direct => 0.0,
    }
}

/// Points `p` scored over the board against the players of `group`, when every pair of
/// the group met; `None` when some pair did not.
fn direct(t: &Tournament, group: &[&Player]) -> Option<Vec<f64>> {
    let mut out = Vec::new();
    for p in group {
        let mut points = 0.0;
        for q in group {
            if p.number == q.number {
                continue;
            }
            let games: Vec<_> = p
                .rounds
                .iter()
                .filter(|e| e.opponent == Some(q.number) && e.outcome.played())
                .collect();
            if games.is_empty() {
                return None;
            }
            points += games
                .iter()
                .map(|e| f64::from(e.outcome.points(t.points)) / 10.0)
                .sum::<f64>();
        }
        out.push(points);
    }
    Some(out)
}

/// The standings: by points, then each tiebreak in order. Players equal on everything share
/// a rank.
pub fn standings(t: &Tournament, tiebreaks: &[Tiebreak]) -> Vec<Standing> {
    let mut rows: Vec<(&Player, u32, Vec<f64>)> = t
        .players
        .iter()
        .map(|p| {
            let values = tiebreaks
                .iter()
                .map(|&tb| tiebreak_value(t, p, tb))
                .collect();
            (p, p.points_after(p.rounds.len(), t.points), values)
        })
        .collect();
    // Direct encounter within the players tied on everything before it.
    for (k, tb) in tiebreaks.iter().enumerate() {
        if *tb != Tiebreak::Direct {
            continue;
        }
        let keys: Vec<(u32, Vec<f64>)> = rows.iter().map(|r| (r.1, r.2[..k].to_vec())).collect();
        let mut done = vec![false; rows.len()];
        for i in 0..rows.len() {
            if done[i] {
                continue;
            }
            let members: Vec<usize> = (0..rows.len()).filter(|&j| keys[j] == keys[i]).collect();
            members.iter().for_each(|&j| done[j] = true);
            if members.len() < 2 {
                continue;
            }
            let group: Vec<&Player> = members.iter().map(|&j| rows[j].0).collect();
            if let Some(points) = direct(t, &group) {
                for (&j, v) in members.iter().zip(points) {
                    rows[j].2[k] = v;
                }
            }
        }
    }
    let better = |a: &(&Player, u32, Vec<f64>), b: &(&Player, u32, Vec<f64>)| {
        b.1.cmp(&a.1).then_with(|| {
            for (x, y) in a.2.iter().zip(&b.2) {
                match y.partial_cmp(x) {
                    Some(std::cmp::Ordering::Equal) | None => continue,
                    Some(o) => return o,
                }
            }
            std::cmp::Ordering::Equal
        })
    };
    rows.sort_by(|a, b| better(a, b).then(a.0.number.cmp(&b.0.number)));
    let mut out: Vec<Standing> = Vec::new();
    for (i, r) in rows.iter().enumerate() {
        let rank = if i > 0 && better(&rows[i - 1], r) == std::cmp::Ordering::Equal {
            out[i - 1].rank
        } else {
            i + 1
        };
        out.push(Standing {
            rank,
            number: r.0.number,
            name: r.0.name.clone(),
            points: r.1,
            tiebreaks: r.2.clone(),
        });
    }
    out
}

/// A tiebreak value as text: one decimal, two when needed (Sonneborn-Berger's quarters).
pub fn value_text(tb: Tiebreak, v: f64) -> String {
    if tb == Tiebreak::Wins {
        format!("{}", v.round() as i64)
    } else if ((v * 10.0).round() - v * 10.0).abs() < 1e-9 {
        format!("{v:.1}")
    } else {
        format!("{v:.2}")
    }
}
