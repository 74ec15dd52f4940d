#!/usr/bin/env python3
"""Drives `towers hub` with pydraughts' HubEngine (a Hub GUI's side written by others) and
checks every move towers answers with pydraughts' own move generator.

    hub_pydraughts.py TOWERS_BINARY PLIES FEN [FEN ...]

For each FEN (a ballot position, PDN style), a game of PLIES plies from it: towers plays both
sides, with a different limit by turns (move time, depth, nodes, a clock with increment).
Each move must be one of pydraughts' legal moves; each search must have sent an info line
with a depth and a principal variation. Prints one line per game; exits 1 on the first
failure, 3 when pydraughts (pip install pydraughts==0.6.7) is not importable.
"""

import sys

try:
    import draughts
    from draughts.engine import HubEngine, Limit
except ImportError as e:
    print(f"pydraughts not importable: {e}")
    sys.exit(3)

LIMITS = [
    Limit(movetime=0.05),
    Limit(depth=4),
    Limit(nodes=20000),
    Limit(time=3, inc=0.05),
]


def fail(text: str) -> None:
    print(f"FAIL {text}")
    sys.exit(1)


def main() -> None:
    binary, plies, fens = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    engine = HubEngine([binary, "hub"])
    if engine.id.get("name") != "towers":
        fail(f"hub answered id {engine.id}")
    if engine.variants != {"normal"}:
        fail(f"declared variants {engine.variants}")
    engine.configure({"variant": "normal"})
    engine.init()
    engine.ping()
    for fen in fens:
        board = draughts.Board(variant="standard", fen=fen)
        engine.send("new-game")
        played = []
        for ply in range(plies):
            legal = board.legal_moves()
            if not legal:
                break
            limit = LIMITS[ply % len(LIMITS)]
            # play() reads towers' answer back through pydraughts' Move, which looks the
            # text up among the legal moves; the comparison below says so in plain terms.
            try:
                result = engine.play(board, limit, ponder=False)
            except KeyError as e:
                fail(f"{fen} after {played}: towers' move is not legal ({e})")
            if result.move.board_move not in [m.board_move for m in legal]:
                fail(f"{fen} after {played}: {result.move.hub_move} not among {[m.hub_move for m in legal]}")
            if len(legal) > 1 and ("depth" not in engine.info or not engine.info.get("pv")):
                fail(f"{fen} after {played}: no info line with depth and pv ({engine.info})")
            played.append(result.move.hub_move)
            board.push(result.move)
        print(f"ok {fen[:12]}... {' '.join(played)}")
    engine.quit()
    engine.p.wait(timeout=10)


if __name__ == "__main__":
    main()
