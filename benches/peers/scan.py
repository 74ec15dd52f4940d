#!/usr/bin/env python3
"""towers against Scan (Fabien Letouzey's international-draughts engine), from the FMJD-style
3-move ballots, each played twice with colours reversed.

Scan is built by the user outside this repository (it is GPL-3; nothing of it is copied here)
and named by its directory, SCAN_DIR, which holds the `scan` binary, `scan.ini` and `data/`.
Written against Scan 2.0 (github.com/rhalbersma/scan, commit 57082ee), driven over its Hub
protocol of that version (`scan hub`):

* `set book false` and `set threads 1` before `init` (book off, one thread; its bitbases stay
  as scan.ini sets them);
* every move: `pos <w|b + 50 squares>` (the ballot), `move M` for each move played since (so it
  sees repetitions), then `time <ms>` (`pos` resets its time setting), then `go`; the answer is
  `move M [PONDER]`. Its `go` plays the move on its own board, which the next `pos` resets;
* a capture is written from x to x then the captured squares (`28x19x23`), as towers hub does;
* Scan's own clock is not looked at before depth 12, so at the deadline the harness sends
  `stop`, as a GUI would (any input ends its search).

towers plays through `towers hub` (Hub protocol version 2), driven by pydraughts' HubEngine
with `level move-time`. Every move of both sides is looked up in pydraughts' own legal moves
(a check by a program that neither side is); towers (`towers think`) is the referee of the
draw rules (FMJD: threefold repetition, 25 king moves each, the 16- and 5-move endgame rules)
and of the end of the game. Scores are from towers' side: W/D/L, score, Elo with its 95%
interval, and each side's mean think time and depth on moves with a choice.

    scan.py --scan-dir DIR --towers target/release/towers --games 20 --ms 100

(benches/peers/scan.sh builds towers, installs pydraughts and runs this.)
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from match import HarnessError, Tally, Towers, elo_text, mean  # noqa: E402

import draughts  # noqa: E402  (pydraughts 0.6.7)
from draughts.engine import HubEngine  # noqa: E402


class Scan:
    """Scan 2.0 in Hub mode (its protocol version 1), a persistent process."""

    def __init__(self, scan_dir: str, ms: int):
        self.ms = ms
        self.proc = subprocess.Popen(
            [os.path.join(scan_dir, "scan"), "hub"],
            cwd=scan_dir,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )
        self.lock = threading.Lock()
        self.send("hub")
        self.read_until("wait")
        self.send("set book false")
        self.send("set threads 1")
        self.send("init")
        self.read_until("ready")
        self.overruns = 0

    def send(self, line: str) -> None:
        assert self.proc.stdin
        with self.lock:
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()

    def read_until(self, word: str) -> tuple[str, list[str]]:
        """Reads lines until one starts with `word`; returns it and the lines before."""
        assert self.proc.stdout
        before = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(f"scan exited while waiting for '{word}': {before[-5:]}")
            line = line.strip()
            if line.split(" ", 1)[0] == word:
                return line, before
            if line.startswith("error"):
                raise HarnessError(f"scan: {line}")
            before.append(line)

    def new_game(self) -> None:
        self.send("new")

    def think(self, start_hub: str, moves: list[str]) -> tuple[str, int]:
        """Scan's move (Hub text) after `moves` from `start_hub`, and its last depth."""
        self.send("pos " + start_hub[0].lower() + start_hub[1:])
        for m in moves:
            self.send("move " + m)
        self.send(f"time {self.ms}")
        self.send("go")
        timer = threading.Timer(self.ms / 1000, self._overrun)
        timer.start()
        try:
            line, before = self.read_until("move")
        finally:
            timer.cancel()
        depths = [int(w.split()[1]) for w in before if w.startswith("info ") and len(w.split()) > 1]
        return line.split()[1], depths[-1] if depths else 0

    def _overrun(self) -> None:
        self.overruns += 1
        self.send("stop")

    def close(self) -> None:
        try:
            self.send("quit")
            self.proc.wait(timeout=10)
        except (BrokenPipeError, subprocess.TimeoutExpired):
            self.proc.kill()
        for pipe in (self.proc.stdin, self.proc.stdout):
            if pipe:
                pipe.close()


def towers_text(move) -> str:
    """towers' notation of a pydraughts move: origin then every landing square."""
    steps = move.board_move
    path = [steps[0][0]] + [s[1] for s in steps]
    return ("x" if "x" in move.hub_move else "-").join(str(s) for s in path)


def legal(board, hub_text: str, who: str):
    """pydraughts' legal move that `hub_text` names, or HarnessError."""
    for m in board.legal_moves():
        if m.hub_move == hub_text:
            return m
    try:
        return draughts.Move(board, hub_move=hub_text)
    except (KeyError, ValueError, IndexError):
        raise HarnessError(
            f"{who} played {hub_text}, not among pydraughts' legal moves {[m.hub_move for m in board.legal_moves()]}"
        ) from None


def play(ballot: str, towers_white: bool, scan: Scan, hub: HubEngine, referee: Towers, args, t: Tally, stats) -> str:
    board = draughts.Board(variant="standard", fen=ballot)
    start_hub = board._game.initial_hub_fen
    scan.new_game()
    hub.send("new-game")
    hub_moves: list[str] = []
    paths: list[str] = []
    while True:
        answer = referee.ask(f"position {ballot} moves {' '.join(paths)}" if paths else f"position {ballot}")
        if answer != "ok":
            raise HarnessError(f"the referee refuses {paths[-1:]}: {answer}")
        outcome = referee.outcome()
        if outcome[0] != "none":
            key = f"{outcome[0]}: {outcome[2]}"
            t.endings[key] = t.endings.get(key, 0) + 1
            t.plies.append(len(paths))
            if outcome[0] == "draw":
                return "D"
            return "W" if (outcome[1] == "white") == towers_white else "L"
        if len(paths) >= args.ply_cap:
            key = f"ply cap {args.ply_cap}"
            t.endings[key] = t.endings.get(key, 0) + 1
            t.plies.append(len(paths))
            return "D"
        choices = len(board.legal_moves())
        white_to_move = board.turn == draughts.WHITE
        clock = time.perf_counter()
        if white_to_move == towers_white:
            text, _ = hub.go(start_hub, moves=" ".join(hub_moves) or None, movetime=args.ms / 1000)
            spent = time.perf_counter() - clock
            move = legal(board, text, "towers")
            if choices > 1:
                t.towers_time.append(spent)
                t.towers_depth.append(int(hub.info.get("depth", 0)))
        else:
            text, depth = scan.think(start_hub, hub_moves)
            spent = time.perf_counter() - clock
            move = legal(board, text, "scan")
            if choices > 1:
                t.peer_time.append(spent)
                stats["scan_depth"].append(depth)
        board.push(move)
        hub_moves.append(move.hub_move)
        paths.append(towers_text(move))


def main() -> None:
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--scan-dir", default=os.environ.get("SCAN_DIR"), help="Scan's directory (SCAN_DIR)")
    ap.add_argument("--towers", default="target/release/towers", help="the towers binary")
    ap.add_argument(
        "--ballots",
        default=os.path.join(here, "../../../shared/openings/international-3-move-ballots.fen"),
        help="one FEN a line",
    )
    ap.add_argument("--games", type=int, default=20, help="even: each ballot twice, colours reversed")
    ap.add_argument("--first", type=int, default=0, help="skip this many ballots")
    ap.add_argument("--ms", type=int, default=100, help="time per move of each side, milliseconds")
    ap.add_argument("--ply-cap", type=int, default=400, help="a game reaching this many plies is a draw")
    ap.add_argument("--tweak", default="", help="search switches of towers (towers hub --tweak, e.g. contempt=0)")
    args = ap.parse_args()
    if not args.scan_dir or not os.path.isfile(os.path.join(args.scan_dir, "scan.ini")):
        ap.error("name Scan's directory (holding scan, scan.ini and data/) with --scan-dir or SCAN_DIR")
    if args.games < 2 or args.games % 2:
        ap.error("--games must be even and at least 2")
    with open(args.ballots, encoding="utf-8") as f:
        ballots = [line.strip() for line in f if line.strip()]
    ballots = ballots[args.first : args.first + args.games // 2]

    scan = Scan(args.scan_dir, args.ms)
    hub = HubEngine([os.path.abspath(args.towers), "hub"] + (["--tweak", args.tweak] if args.tweak else []))
    hub.init()
    referee = Towers(args.towers, "international")
    t = Tally()
    stats: dict[str, list[int]] = {"scan_depth": []}
    began = time.perf_counter()
    print(f"towers (hub) vs Scan: {2 * len(ballots)} games from ballots {args.first + 1}-{args.first + len(ballots)}, "
          f"{args.ms} ms a move" + (f", towers --tweak {args.tweak}" if args.tweak else ""))
    try:
        for i, ballot in enumerate(ballots):
            for towers_white in (True, False):
                try:
                    r = play(ballot, towers_white, scan, hub, referee, args, t, stats)
                except HarnessError as e:
                    t.disagreements.append(f"ballot {args.first + i + 1}: {e}")
                    r = "X"
                if r == "W":
                    t.wins += 1
                elif r == "D":
                    t.draws += 1
                elif r == "L":
                    t.losses += 1
                else:
                    t.aborted += 1
                colour = "White" if towers_white else "Black"
                print(f"  ballot {args.first + i + 1}, towers {colour}: {r}", file=sys.stderr, flush=True)
    finally:
        scan.close()
        hub.quit()
        hub.p.wait(timeout=10)
        hub.p.stdin.close()
        hub.p.stdout.close()
        referee.close()
        referee.proc.stdin.close()
        referee.proc.stdout.close()
    e, ci = elo_text(t)
    score = 100 * (t.wins + 0.5 * t.draws) / t.games if t.games else float("nan")
    med = lambda xs: statistics.median(xs) if xs else 0  # noqa: E731
    print(f"endings {t.endings}")
    for d in t.disagreements:
        print(f"DISAGREEMENT {d}")
    print(f"scan overran its time and was sent stop {scan.overruns} times")
    print()
    print("| games | W/D/L (towers) | score | Elo [95%] | ms/move towers / scan | depth towers / scan (median) | plies | aborted | wall |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    print(
        f"| {t.games} | {t.wins}/{t.draws}/{t.losses} | {score:.1f}% | {e} {ci} "
        f"| {1000 * mean(t.towers_time):.1f} / {1000 * mean(t.peer_time):.1f} "
        f"| {med(t.towers_depth)} / {med(stats['scan_depth'])} | {mean(t.plies):.0f} | {t.aborted} "
        f"| {time.perf_counter() - began:.0f} s |"
    )


if __name__ == "__main__":
    main()
