#!/usr/bin/env bash
# towers (through `towers hub`) against Scan 2.0, from the 3-move ballots of ../shared/openings
# (each twice, colours reversed), both sides' moves checked by pydraughts (docs/engine.md,
# "Against Scan"). Scan is built by you, outside this repository, and named by SCAN_DIR (the
# directory holding scan, scan.ini and data/); pydraughts goes into a virtualenv under target/.
#
#   SCAN_DIR=/path/to/scan bash benches/peers/scan.sh [GAMES] [MS_PER_MOVE] [scan.py options]
#   SCAN_DIR=/work/scan bash benches/peers/scan.sh 20 100      (a smoke match, a few minutes)
set -euo pipefail
cd "$(dirname "$0")/../.."
games="${1:-20}"
ms="${2:-100}"
shift $(($# < 2 ? $# : 2))
if [ -z "${SCAN_DIR:-}" ] || [ ! -x "$SCAN_DIR/scan" ] || [ ! -f "$SCAN_DIR/scan.ini" ]; then
  echo "set SCAN_DIR to Scan's directory (scan, scan.ini, data/); see docs/engine.md" >&2
  exit 2
fi
target="${CARGO_TARGET_DIR:-target}"
venv="$target/scan-venv"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
# Pinned: the harness reads pydraughts' Move and HubEngine, whose APIs change between releases.
"$venv/bin/pip" install --quiet --disable-pip-version-check "pydraughts==0.6.7"
cargo build --release --locked --quiet --bin towers
echo "date: $(date -u '+%Y-%m-%d %H:%M UTC'); commit: $(git rev-parse --short HEAD); $(nproc) cores"
"$venv/bin/python" benches/peers/scan.py --scan-dir "$SCAN_DIR" --towers "$target/release/towers" \
  --games "$games" --ms "$ms" "$@"
