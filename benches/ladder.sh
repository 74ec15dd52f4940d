#!/bin/sh
# The level ladder per variant: each level against the level below, both colours of OPENINGS
# seeded openings (2 * OPENINGS games a step), then the cumulative ladder from level 1 (sum of
# the steps; intervals combined as independent, root of the sum of squares).
# The depth-limited steps (2 vs 1 to 5 vs 4) play at the bot's own time budget (a level 1-5
# search nearly always stops at its depth before its time, so they hardly depend on the
# machine's load); 6 vs 5 plays at TIME_SCALE x the budget (0.05: level 6 thinks 0.1 s, level
# 5 at most 35 ms) and depends on the load: quote it with the figures.
# Usage: benches/ladder.sh [TOWERS_BINARY]
#   VARIANTS="bashni lasca russian brazilian kurnik international canadian english"
#   OPENINGS=20 SEED=7 TIME_SCALE=0.05 DEPTH_SCALE=1 STEPS="2 3 4 5 6"
set -e
lines=$(mktemp)
trap 'rm -f "$lines"' EXIT
TOWERS=${1:-target/release/towers}
VARIANTS=${VARIANTS:-bashni lasca russian brazilian kurnik international canadian english}
OPENINGS=${OPENINGS:-20}
SEED=${SEED:-7}
TIME_SCALE=${TIME_SCALE:-0.05}
DEPTH_SCALE=${DEPTH_SCALE:-1}
STEPS=${STEPS:-2 3 4 5 6}
for variant in $VARIANTS; do
    echo "uptime: $(uptime)"
    for a in $STEPS; do
        b=$((a - 1))
        if [ "$a" -le 5 ]; then scale=$DEPTH_SCALE; else scale=$TIME_SCALE; fi
        "$TOWERS" match --variant "$variant" --a "$a" --b "$b" --openings "$OPENINGS" \
            --seed "$SEED" --time-scale "$scale"
    done
done | tee "$lines"
awk '
    # "<variant> <a> vs <b>: ... Elo <e> ± <h> (95 %) ..." -> per variant, the sum of steps.
    / vs level[0-9]+: / {
        v = $1; e = ""; h = ""
        for (i = 1; i <= NF; i++) {
            if ($i == "Elo" && $(i + 2) == "±") { e = $(i + 1); h = $(i + 3) }
            if (($i == "Elo") && ($(i + 1) == ">" || $(i + 1) == "<")) { e = $(i + 2); h = "nan" }
        }
        if (!(v in sum)) { order[++n] = v }
        sum[v] += e; if (h != "nan") sq[v] += h * h; else open[v] = 1
        steps[v] = steps[v] sprintf(" %+d", e)
    }
    END {
        for (k = 1; k <= n; k++) {
            v = order[k]
            printf "%s ladder from level 1:%s; total %+d ± %.0f%s\n", v, steps[v], sum[v],
                sqrt(sq[v]), (v in open) ? " (a step won every game: its Elo is a bound)" : ""
        }
    }' "$lines"
