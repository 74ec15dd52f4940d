//! The fixed positions of `towers bench-engine`: every variant's initial position and
//! middle games reached by seeded play (engine moves mixed with random ones), including
//! Bashni and Lasca positions with tall towers (tower FEN, docs/rules.md#tower-fen).

use towers_rules::Variant;

/// `(variant, label, FEN)`; an empty FEN is the initial position.
pub const POSITIONS: [(Variant, &str, &str); 16] = [
    (Variant::Bashni, "start", ""),
    (
        Variant::Bashni,
        "towers of 6",
        "W:Wa1,c1,g1,d2www,a3,Kd8:Bh2,g3bbbwww,f4bbb,h4bbw,c5bb,f8",
    ),
    (
        Variant::Bashni,
        "towers of 5",
        "W:Wb2,f2wb,a3wb,e3,g3wb,f4wB:Bc5,d6bw,f6bwwww,h6bw,g7,b8,d8,h8",
    ),
    (Variant::Lasca, "start", ""),
    (
        Variant::Lasca,
        "towers of 5",
        "W:We1,g1,f2,e3,g3,b6Wwbb:Bb2bw,d2bwW,c3bbbbb,b4bw,g7",
    ),
    (
        Variant::Lasca,
        "towers of 4",
        "W:Wc1,d2,g3,g5wb,c7Wwb:Bf2Bwww,b4bw,d4,f4bW,e5bbbb,e7",
    ),
    (Variant::Russian, "start", ""),
    (
        Variant::Russian,
        "middle game",
        "W:Wa1,c1,g1,f2,h2,a3,f4:Bh4,c5,b6,a7,e7,h8",
    ),
    (Variant::Brazilian, "start", ""),
    (
        Variant::Brazilian,
        "middle game",
        "W:Wa1,c1,d2,c3,e3,f4,h4:Ba3,a5,c5,d6,f6,h6,e7,b8",
    ),
    (Variant::Kurnik, "start", ""),
    (Variant::International, "start", ""),
    (
        Variant::International,
        "middle game",
        "W:W16,23,25,26,28,36,40,46,47,48,49,50:B5,10,12,14,17,19,20",
    ),
    (Variant::Canadian, "start", ""),
    (Variant::English, "start", ""),
    (
        Variant::English,
        "kings",
        "B:WK12,18,27,29,32:B4,9,20,22,23,K25,26",
    ),
];

#[cfg(test)]
mod tests {
    use super::*;
    use towers_rules::fen;

    #[test]
    fn every_bench_position_reads_and_has_moves() {
        for (variant, label, text) in POSITIONS {
            if text.is_empty() {
                continue;
            }
            let pos = fen::read(variant, text).unwrap_or_else(|e| panic!("{label}: {e}"));
            assert!(!pos.legal_moves().is_empty(), "{label}");
        }
    }
}
