#!/usr/bin/env bash
# Perft speed of towers against dame-rs (a Rust international-draughts library on PyPI) in
# the same run on this machine: international initial position, "unique" counting (the
# convention dame-rs counts), depth 9 (41,022,423 nodes). dame-rs is installed into a
# virtualenv under target/; the project itself never depends on it.
#
#   bash benches/dame_rs.sh [DEPTH]
set -euo pipefail
cd "$(dirname "$0")/.."
depth="${1:-9}"
target="${CARGO_TARGET_DIR:-target}"
venv="$target/bench-venv"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet dame-rs
fi
cargo build --release --quiet --bin towers
towers="$target/release/towers"

best() { sort -n | head -1; }
# towers prints each depth's time on stderr ("  0.615 s, 66.6 M nodes/s"); take the last.
towers_secs=$(for _ in 1 2 3; do
  "$towers" perft --variant international --counting unique --depth "$depth" 2>&1 >/dev/null |
    tail -1 | awk '{print $1}'
done | best)
dame_secs=$("$venv/bin/python" - "$depth" <<'PY'
import sys, time, dame
depth = int(sys.argv[1])
board = dame.Board()
times = []
for _ in range(3):
    t = time.perf_counter()
    nodes = dame.perft(board, depth)
    times.append(time.perf_counter() - t)
print(f"{min(times):.3f}")
PY
)
nodes=$("$towers" perft --variant international --counting unique --depth "$depth" 2>/dev/null | tail -1 | awk '{print $3}')
python3 - "$nodes" "$towers_secs" "$dame_secs" <<'PY'
import sys
nodes, t, d = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3])
print(f"international perft (unique) {nodes} nodes, best of 3")
print(f"towers  {t:7.3f} s  {nodes / t / 1e6:6.1f} M nodes/s ")
print(f"dame-rs {d:7.3f} s  {nodes / d / 1e6:6.1f} M nodes/s")
print(f"towers / dame-rs speed ratio: {d / t:.2f}")
PY
