#!/usr/bin/env bash
# towers against other engines, measured in one run on this machine (issue 4):
#   - py-draughts' SimpleEngine (its alpha-beta engine; AlphaBetaEngine in older releases) in
#     Russian, Brazilian, English and international draughts;
#   - dame-rs' engine in international draughts.
# Equal time per move for both sides; each random opening is played twice with colours swapped.
# The peers are installed into a virtualenv under target/; the project never depends on them.
#
#   bash benches/peers/run.sh [GAMES_PER_VARIANT_VS_PY_DRAUGHTS] [GAMES_VS_DAME_RS] [MS_PER_MOVE]
#   bash benches/peers/run.sh 16 36 100      (about 15 minutes on 2 busy cores)
#
# CROSSCHECK=1 first plays random games in towers and each peer side by side (crosscheck.py,
# about a minute) and lists every rule difference. PEERS=py-draughts or PEERS=dame-rs runs one
# peer only; VARIANTS=russian,english narrows the py-draughts variants. For a new-against-old
# match: match.py --peer towers --other OLD_BINARY --variants international.
set -euo pipefail
cd "$(dirname "$0")/../.."
games="${1:-16}"
dame_games="${2:-36}"
ms="${3:-100}"
variants="${VARIANTS:-russian,brazilian,english,international}"
peers="${PEERS:-py-draughts dame-rs}"
target="${CARGO_TARGET_DIR:-target}"
venv="$target/peers-venv"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
# Pinned to the versions the harness was written against (their APIs change between releases).
"$venv/bin/pip" install --quiet --disable-pip-version-check "py-draughts==1.10.1" "dame-rs==0.2.0"
cargo build --release --locked --quiet --bin towers
towers="$target/release/towers"

echo "date: $(date -u '+%Y-%m-%d %H:%M UTC'); commit: $(git rev-parse --short HEAD); $(nproc) cores"
if [ "${CROSSCHECK:-0}" = 1 ]; then
  for peer in $peers; do
    case "$peer" in
      py-draughts) vs="$variants" n=100 ;;
      *) vs=international n=300 ;;
    esac
    "$venv/bin/python" benches/peers/crosscheck.py --towers "$towers" --peer "$peer" \
      --variants "$vs" --games "$n"
  done
fi
for peer in $peers; do
  case "$peer" in
    py-draughts) vs="$variants" n="$games" ;;
    dame-rs) vs=international n="$dame_games" ;;
    *) echo "unknown peer $peer" >&2; exit 2 ;;
  esac
  "$venv/bin/python" benches/peers/match.py --towers "$towers" --peer "$peer" \
    --variants "$vs" --games "$n" --ms "$ms"
done
