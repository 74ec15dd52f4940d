#!/bin/sh
# Engine matches of the report: each level against the level below in Bashni and Lasca, full
# strength against the random and greedy players, and a quick check in Russian and
# international draughts. 10 openings (20 games) per pairing; levels think TIME_SCALE x their
# budget (0.1: level 6 uses 0.2 s a move). Usage: benches/engine_matches.sh [TOWERS_BINARY]
set -e
TOWERS=${1:-target/release/towers}
OPENINGS=${OPENINGS:-10}
TIME_SCALE=${TIME_SCALE:-0.1}
run() {
    "$TOWERS" match --openings "$OPENINGS" --time-scale "$TIME_SCALE" "$@"
}
for variant in bashni lasca; do
    for pair in "2 1" "3 2" "4 3" "5 4" "6 5"; do
        set -- $pair
        run --variant "$variant" --a "$1" --b "$2"
    done
    run --variant "$variant" --a 6 --b random
    run --variant "$variant" --a 6 --b greedy
done
for variant in russian international; do
    run --variant "$variant" --a 6 --b greedy
    run --variant "$variant" --a 6 --b 3
done
