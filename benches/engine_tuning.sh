#!/bin/sh
# Self-play checks of evaluation terms: full strength with one weight changed (A) against the
# default weights (B), in Bashni and Lasca. A score well under 50 % for A means the default
# is better. Usage: benches/engine_tuning.sh [TOWERS_BINARY]
set -e
TOWERS=${1:-target/release/towers}
OPENINGS=${OPENINGS:-10}
TIME_SCALE=${TIME_SCALE:-0.05}
for variant in bashni lasca; do
    for tweak in prisoner=0 reserve=50 mobility=0 king=200; do
        "$TOWERS" match --variant "$variant" --a "6/$tweak" --b 6 \
            --openings "$OPENINGS" --time-scale "$TIME_SCALE"
    done
done
