#!/usr/bin/env python3
"""Rules cross-check: random games played in towers and in a peer library side by side.

Each ply both must list the same legal moves (origin-destination pairs) and, after the move, hold
the same position; the first difference of each game is printed with the FEN (towers' FEN, in
towers' square names). Moves are chosen uniformly among towers' legal moves (seeded RNG).

    crosscheck.py --peer py-draughts --variants russian,brazilian,english,international --games 200
"""

from __future__ import annotations

import argparse
import random

from match import DameRs, HarnessError, PyDraughts, Towers, parse_fen, squares_of


def check_game(towers: Towers, peer, rng: random.Random, ply_cap: int) -> tuple[int, str | None]:
    """Plays one random game; returns (plies, first disagreement or None)."""
    towers.ask("newgame")
    peer.new_game()
    moves: list[str] = []
    try:
        while len(moves) < ply_cap:
            error = towers.position(moves)
            if error:
                return len(moves), f"towers refuses {moves[-1]}: {error}"
            fen = towers.fen()
            if parse_fen(fen) != peer.pieces():
                return (
                    len(moves),
                    f"positions differ after {' '.join(moves)}: towers {fen}, peer {peer.pieces()}",
                )
            towers_over = towers.outcome()
            why = peer.over()
            if why and towers_over[0] == "none":
                return (
                    len(moves),
                    f"the peer ends the game ({why}) in {fen} after {' '.join(moves)}; towers plays on",
                )
            if towers_over[0] != "none":
                if towers_over[0] == "draw" and not why:
                    return (
                        len(moves),
                        f"towers ends the game ({towers_over[2]}) in {fen} after {' '.join(moves)}; the peer plays on",
                    )
                return len(moves), None
            legal = towers.moves()
            ours = {(squares_of(t)[0], squares_of(t)[-1]) for t in legal}
            theirs = peer.pairs()
            if ours != theirs:
                return len(moves), (
                    f"legal moves differ in {fen} after {' '.join(moves)}: only towers {sorted(ours - theirs)}, "
                    f"only peer {sorted(theirs - ours)}"
                )
            text = rng.choice(legal)
            peer.push(text)
            moves.append(text)
    except HarnessError as e:
        return len(moves), f"after {' '.join(moves)}: {e}"
    return len(moves), None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--peer", choices=["py-draughts", "dame-rs"], required=True)
    ap.add_argument("--variants", default="russian,brazilian,english,international")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--ply-cap", type=int, default=300)
    ap.add_argument("--seed", default="crosscheck")
    ap.add_argument("--towers", default="target/release/towers")
    args = ap.parse_args()
    for variant in args.variants.split(","):
        peer = PyDraughts(variant, 100) if args.peer == "py-draughts" else DameRs(variant, 100)
        towers = Towers(args.towers, variant)
        rng = random.Random(f"{args.seed}-{variant}")
        plies, found = 0, []
        try:
            for _ in range(args.games):
                n, diff = check_game(towers, peer, rng, args.ply_cap)
                plies += n
                if diff:
                    found.append(diff)
        finally:
            towers.close()
        print(
            f"{variant} vs {args.peer}: {args.games} random games, {plies} plies, {len(found)} with a difference"
        )
        for d in found:
            print(f"  {d}")


if __name__ == "__main__":
    main()
