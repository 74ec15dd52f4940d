#!/usr/bin/env python3
"""Engine-vs-engine matches: towers (`towers think`, a persistent process) against a peer engine.

Peers (installed by run.sh into a virtualenv; the project never depends on them):

* ``py-draughts``: SimpleEngine (py-draughts' alpha-beta engine, called AlphaBetaEngine in older
  releases) in Russian, Brazilian, English and international draughts. It takes a time limit,
  but checks it only between iterations and every 2048 nodes, so a 100 ms budget can run far
  past 100 ms; the harness also sets the engine's own ``stop_search`` flag from a timer at the
  deadline, which is how its built-in time limit stops a search.
* ``dame-rs``: ``dame.Engine.search(board, time=...)`` in international draughts.

Each opening is a few random plies (seeded RNG), or with ``--ballots FILE`` a ballot position
(one FEN a line, e.g. ../shared/openings/international-3-move-ballots.fen), played twice,
towers taking each colour once.
Both sides get the same time per move; with ``--peer towers`` (another towers binary, e.g. the
engine of an earlier commit), ``--nodes N`` gives both the same node budget instead, so a
new-against-old match does not depend on the machine's load. towers is the referee: a game ends when its rules say
so (no legal move = loss, repetition and the variant's draw rules) or at the ply cap (a draw).
Every ply the harness checks that both programs agree on the position and on the legal moves
(origin-destination pairs), and notes where one side's draw rules end the game and the other's
do not; each disagreement is reported with the FEN. crosscheck.py does the same on random games. Scores are from towers'
side: W/D/L, score %, Elo difference with a 95% error bar, average time per move of each side.

    match.py --peer py-draughts --variants russian,english --games 20 --ms 100
"""

from __future__ import annotations

import argparse
import math
import random
import re
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field

SPLIT = re.compile(r"[-:x]")


def squares_of(text: str) -> list[str]:
    """The square tokens of a move text: 'c3:e5:g3' -> ['c3', 'e5', 'g3']."""
    return [t for t in SPLIT.split(text) if t]


def parse_fen(text: str) -> tuple[str, dict[str, str]]:
    """A towers FEN without towers (W:Wa1,Kc3:Bb8) -> side ('W'/'B'), {square: 'w'|'W'|'b'|'B'}."""
    parts = text.strip().rstrip(".").split(":")
    pieces: dict[str, str] = {}
    for group in parts[1:]:
        color, entries = group[:1], group[1:]
        for entry in filter(None, entries.split(",")):
            king = entry.startswith("K")
            sq = entry[1:] if king else entry
            pieces[sq] = color.upper() if king else color.lower()
    return parts[0], pieces


class Towers:
    """The `towers think` process for one variant."""

    def __init__(self, binary: str, variant: str, tweak: str = ""):
        self.proc = subprocess.Popen(
            [binary, "think", "--variant", variant] + (["--tweak", tweak] if tweak else []),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )

    def ask(self, line: str) -> str:
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline().strip()
        if not answer:
            raise RuntimeError(f"towers think exited after: {line}")
        return answer

    def position(self, moves: list[str], start: str = "startpos") -> str | None:
        """Sets the game (`start`: a FEN or startpos); returns the error text if towers refuses a move."""
        answer = self.ask(f"position {start} moves " + " ".join(moves) if moves else f"position {start}")
        return None if answer == "ok" else answer

    def go(self, ms: int, nodes: int | None = None) -> tuple[str, dict[str, int]]:
        """Searches `ms` milliseconds, or `nodes` nodes when given (a load-independent budget)."""
        words = self.ask(f"go --nodes {nodes}" if nodes else f"go --movetime {ms}").split()
        info = {words[i]: int(words[i + 1]) for i in range(2, len(words) - 1, 2)}
        return words[1], info

    def moves(self) -> list[str]:
        return self.ask("moves").split()[1:]

    def fen(self) -> str:
        return self.ask("fen").split(maxsplit=1)[1]

    def outcome(self) -> tuple[str, str, str]:
        """('none', '', ''), ('win', 'white'|'black', reason) or ('draw', '', reason)."""
        words = self.ask("outcome").split(maxsplit=2)[1:] + [""]
        if words[0] == "win":
            winner, _, reason = words[1].partition(" ")
            return "win", winner, reason
        return words[0], "", words[1]

    def close(self) -> None:
        try:
            self.ask("quit")
        except (RuntimeError, BrokenPipeError):
            pass
        self.proc.wait(timeout=10)


class HarnessError(Exception):
    """A move one side played that the other cannot read or does not allow."""


class PyDraughts:
    """py-draughts' SimpleEngine on its board, squares named in towers' notation."""

    def __init__(self, variant: str, ms: int):
        import draughts
        from draughts.boards._core import CORE_AMERICAN

        class EnglishBoard(draughts.AmericanBoard):
            """py-draughts' American board with compulsory captures (RULES.md §2.5, WCDF
            rules); py-draughts 1.10.1 offers quiet moves beside captures."""

            @property
            def legal_moves(self):
                return self._legal_moves_from_core(CORE_AMERICAN, max_capture=False)

        boards = {
            "russian": draughts.RussianBoard,
            "brazilian": draughts.BrazilianBoard,
            "english": EnglishBoard,
            "international": draughts.StandardBoard,
        }
        self.board_class = boards[variant]
        n = self.board_class.SQUARES_COUNT
        if variant in ("russian", "brazilian"):
            names = list(self.board_class.SQUARE_NAMES)  # index 0 = b8, as towers' a1..h8
        elif variant == "english":
            # py-draughts puts the first player on 21-32 moving up; towers (RULES.md §0.2)
            # puts dark (Black, moving first) on 1-12: a half turn, squares 1..32 -> 32..1.
            names = [str(n - i) for i in range(n)]
        else:
            names = [str(i + 1) for i in range(n)]
        self.name_of = names
        self.index_of = {name: i for i, name in enumerate(names)}
        self.swap_colors = variant == "english"
        self.ms = ms
        self.draughts = draughts

    def new_game(self, fen: str | None = None) -> None:
        self.board = self.board_class.from_fen(fen) if fen else self.board_class()
        self.engine = self.draughts.SimpleEngine(depth_limit=64, time_limit=self.ms / 1000)

    def text_of(self, move) -> str:
        names = [self.name_of[i] for i in move.square_list]
        return ("x" if move.captured_list else "-").join(names)

    def push(self, text: str) -> None:
        try:
            path = [self.index_of[s] for s in squares_of(text)]
        except KeyError as e:
            raise HarnessError(f"py-draughts cannot name square {e} of {text}") from None
        legal = self.board.legal_moves
        found = [m for m in legal if list(m.square_list) == path]
        if not found:
            found = [m for m in legal if m.square_list[0] == path[0] and m.square_list[-1] == path[-1]]
        if len(found) != 1:
            raise HarnessError(
                f"py-draughts: {text} matches {len(found)} of its legal moves "
                f"{[self.text_of(m) for m in legal]}"
            )
        self.board.push(found[0])

    def push_own(self, move) -> None:
        self.board.push(move)

    def think(self):
        timer = threading.Timer(self.ms / 1000, lambda: setattr(self.engine, "stop_search", True))
        timer.start()
        try:
            move = self.engine.get_best_move(self.board)
        finally:
            timer.cancel()
        return move

    def towers_text(self, move, towers_legal: list[str]) -> str:
        """The towers move text of py-draughts' `move`: same path, else same origin and end."""
        path = [self.name_of[i] for i in move.square_list]
        same = [t for t in towers_legal if squares_of(t) == path]
        if not same:
            same = [t for t in towers_legal if squares_of(t)[0] == path[0] and squares_of(t)[-1] == path[-1]]
        if len(same) != 1:
            raise HarnessError(
                f"py-draughts move {self.text_of(move)} matches {same} of towers' {towers_legal}"
            )
        return same[0]

    def over(self) -> str | None:
        """Why py-draughts ends the game here by its rules, if it does."""
        return "draw" if self.board.is_draw else None

    def pairs(self) -> set[tuple[str, str]]:
        return {
            (self.name_of[m.square_list[0]], self.name_of[m.square_list[-1]]) for m in self.board.legal_moves
        }

    def pieces(self) -> tuple[str, dict[str, str]]:
        b = self.board
        white, black = ("b", "w") if self.swap_colors else ("w", "b")
        out = {}
        for bits, letter in (
            (b.white_men, white),
            (b.white_kings, white.upper()),
            (b.black_men, black),
            (b.black_kings, black.upper()),
        ):
            for i in range(self.board_class.SQUARES_COUNT):
                if bits >> i & 1:
                    out[self.name_of[i]] = letter
        white_to_move = b.turn == self.draughts.Color.WHITE
        side = "W" if white_to_move != self.swap_colors else "B"
        return side, out


class DameRs:
    """dame-rs' engine (international draughts), searched with a time limit."""

    def __init__(self, variant: str, ms: int):
        if variant != "international":
            raise SystemExit("dame-rs plays international draughts only")
        import dame

        self.dame = dame
        self.ms = ms
        self.engine = dame.Engine(hash_mb=64)

    def new_game(self, fen: str | None = None) -> None:
        self.board = self.dame.Board(fen=fen) if fen else self.dame.Board()
        self.engine.clear()

    @staticmethod
    def _coords(n: int) -> tuple[int, int]:
        """Square 1-50 (1 = b10) -> (row from the top, column from the left)."""
        row = (n - 1) // 5
        return row, 2 * ((n - 1) % 5) + (1 if row % 2 == 0 else 0)

    def captured_of(self, text: str) -> list[int]:
        """The squares a towers move text (origin then every landing square) captures on the
        current board: the occupied squares between consecutive landings."""
        number = {self._coords(n): n for n in range(1, 51)}
        occupied = self.board.piece_map()
        sq = [int(s) for s in squares_of(text)]
        taken = []
        for a, b in zip(sq, sq[1:]):
            (r0, c0), (r1, c1) = self._coords(a), self._coords(b)
            dr, dc = (r1 > r0) - (r1 < r0), (c1 > c0) - (c1 < c0)
            r, c = r0 + dr, c0 + dc
            while (r, c) != (r1, c1) and (r, c) in number:
                if number[(r, c)] in occupied:
                    taken.append(number[(r, c)])
                r, c = r + dr, c + dc
        return sorted(taken)

    def _matches(self, text: str, move) -> bool:
        sq = squares_of(text)
        return (
            sq[0] == str(move.from_square)
            and sq[-1] == str(move.to_square)
            and self.captured_of(text) == sorted(move.captured)
        )

    def push(self, text: str) -> None:
        found = [m for m in self.board.legal_moves if self._matches(text, m)]
        if len(found) != 1:
            raise HarnessError(
                f"dame-rs: {text} matches {len(found)} of {[m.hub() for m in self.board.legal_moves]}"
            )
        self.board.push(found[0])

    def push_own(self, move) -> None:
        self.board.push(move)

    def think(self):
        result = self.engine.search(self.board, time=self.ms / 1000)
        return result.best_move

    def towers_text(self, move, towers_legal: list[str]) -> str:
        """The towers move text of dame's `move`: same origin, end and captured pieces."""
        same = [t for t in towers_legal if self._matches(t, move)]
        if not same:
            raise HarnessError(f"dame-rs move {move.hub()} matches none of towers' {towers_legal}")
        # Several towers paths can take the same pieces in another order (a king's loop); with
        # the same origin, end and captured set they all lead to the same position.
        return same[0]

    def over(self) -> str | None:
        """Why dame-rs ends the game here by its rules, if it does."""
        outcome = self.board.outcome()
        return None if outcome is None else str(outcome.termination).split(".")[-1]

    def pairs(self) -> set[tuple[str, str]]:
        return {(str(m.from_square), str(m.to_square)) for m in self.board.legal_moves}

    def pieces(self) -> tuple[str, dict[str, str]]:
        out = {}
        for sq, p in self.board.piece_map().items():
            letter = "w" if p.color == self.dame.Color.WHITE else "b"
            out[str(sq)] = letter.upper() if p.is_king else letter
        return ("W" if self.board.turn == self.dame.Color.WHITE else "B"), out


class OtherTowers:
    """Another towers binary (e.g. built from main) through `towers think`, for new-against-old
    matches in the same run; towers is the referee, so this side only has to search."""

    def __init__(self, variant: str, ms: int, binary: str, nodes: int | None = None):
        self.proc = Towers(binary, variant)
        self.ms = ms
        self.nodes = nodes
        self.moves: list[str] = []

    def new_game(self, fen: str | None = None) -> None:
        self.proc.ask("newgame")
        self.moves = []
        self.start = fen or "startpos"

    def push(self, text: str) -> None:
        error = self.proc.position(self.moves + [text], self.start)
        if error:
            raise HarnessError(f"the other towers refuses {text}: {error}")
        self.moves.append(text)

    def push_own(self, move: str) -> None:
        self.push(move)

    def think(self) -> str:
        self.proc.position(self.moves, self.start)
        return self.proc.go(self.ms, self.nodes)[0]

    def towers_text(self, move: str, towers_legal: list[str]) -> str:
        if move not in towers_legal:
            raise HarnessError(f"the other towers plays {move}, not in {towers_legal}")
        return move

    def over(self) -> str | None:
        outcome = self.proc.outcome()
        return None if outcome[0] == "none" else outcome[2]

    def pairs(self) -> set[tuple[str, str]]:
        return {(squares_of(t)[0], squares_of(t)[-1]) for t in self.proc.moves()}

    def pieces(self) -> tuple[str, dict[str, str]]:
        return parse_fen(self.proc.fen())


@dataclass
class Tally:
    wins: int = 0
    draws: int = 0
    losses: int = 0
    aborted: int = 0
    towers_time: list[float] = field(default_factory=list)
    peer_time: list[float] = field(default_factory=list)
    towers_depth: list[int] = field(default_factory=list)
    plies: list[int] = field(default_factory=list)
    disagreements: list[str] = field(default_factory=list)
    endings: dict[str, int] = field(default_factory=dict)

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses


def elo(score: float) -> float:
    return -400 * math.log10(1 / score - 1)


def elo_text(t: Tally) -> tuple[str, str]:
    """Elo difference and its 95% interval from the per-game score variance (normal
    approximation, as cutechess-cli and fishtest report it); at 0% or 100% the interval's far
    end comes from the rule of three (a 95% bound of 3/N on the rarer result)."""
    n = t.games
    if n == 0:
        return "-", "-"
    s = (t.wins + 0.5 * t.draws) / n
    var = (t.wins * (1 - s) ** 2 + t.draws * (0.5 - s) ** 2 + t.losses * s**2) / n
    half = 1.96 * math.sqrt(var / n)
    lo, hi = max(s - half, 0.0), min(s + half, 1.0)
    if s >= 1:
        return "+inf", f"[{elo(1 - 3 / n):+.0f}, +inf]" if n > 3 else "[-inf, +inf]"
    if s <= 0:
        return "-inf", f"[-inf, {elo(3 / n):+.0f}]" if n > 3 else "[-inf, +inf]"
    lo_e = "-inf" if lo <= 0 else f"{elo(lo):+.0f}"
    hi_e = "+inf" if hi >= 1 else f"{elo(hi):+.0f}"
    return f"{elo(s):+.0f}", f"[{lo_e}, {hi_e}]"


def opening(towers: Towers, rng: random.Random, plies: int) -> list[str]:
    moves: list[str] = []
    for _ in range(plies):
        towers.position(moves)
        legal = towers.moves()
        if not legal:
            break
        moves.append(rng.choice(legal))
    return moves


def play(
    towers: Towers, peer, start: list[str], towers_white: bool, args, tally: Tally, moves: list[str], fen: str | None = None
) -> str:
    """Plays one game from `fen` (None: the initial position) and the plies `start`, appending
    its plies to `moves`; returns 'W', 'D', 'L' (towers' side) or 'X' (aborted by a harness or
    rules disagreement, recorded in tally.disagreements)."""
    towers.ask("newgame")
    peer.new_game(fen)
    origin = fen or "startpos"
    checked_legal = True
    reported: set[str] = set()
    try:
        for text in start:
            peer.push(text)
            moves.append(text)
        while True:
            error = towers.position(moves, origin)
            if error:
                raise HarnessError(f"towers refuses {moves[-1]}: {error}")
            fen = towers.fen()
            side, pieces = parse_fen(fen)
            if (side, pieces) != peer.pieces():
                raise HarnessError(f"positions differ after {moves[-1:]}: towers {fen}, peer {peer.pieces()}")
            outcome = towers.outcome()
            if outcome[0] != "none":
                key = f"{outcome[0]}: {outcome[2]}"
                if outcome[0] == "draw" and not peer.over():
                    tally.disagreements.append(
                        f"towers ends the game ({outcome[2]}) in {fen} after {len(moves)} plies; the peer plays on"
                    )
                tally.endings[key] = tally.endings.get(key, 0) + 1
                tally.plies.append(len(moves))
                if outcome[0] == "draw":
                    return "D"
                return "W" if (outcome[1] == "white") == towers_white else "L"
            why = peer.over()
            if why and why not in reported:
                reported.add(why)
                tally.disagreements.append(
                    f"the peer ends the game ({why}) in {fen} after {len(moves)} plies; towers plays on"
                )
            if why and not peer.pairs():
                # A draw rule of the peer's that towers' rules do not apply here, and the
                # peer will not move on (dame-rs): the game is a draw.
                key = f"draw: peer's rule ({why})"
                tally.endings[key] = tally.endings.get(key, 0) + 1
                tally.plies.append(len(moves))
                return "D"
            if len(moves) >= args.ply_cap:
                key = f"ply cap {args.ply_cap}"
                tally.endings[key] = tally.endings.get(key, 0) + 1
                tally.plies.append(len(moves))
                return "D"
            legal = towers.moves()
            if checked_legal and not why:
                ours = {(squares_of(t)[0], squares_of(t)[-1]) for t in legal}
                theirs = peer.pairs()
                if ours != theirs:
                    tally.disagreements.append(
                        f"legal moves differ in {fen}: only towers {sorted(ours - theirs)}, only peer {sorted(theirs - ours)}"
                    )
                    checked_legal = False  # report once per game; the game goes on
            towers_to_move = (side == "W") == towers_white
            clock = time.perf_counter()
            if towers_to_move:
                text, info = towers.go(args.ms, args.nodes if args.peer == "towers" else None)
                tally.towers_time.append(time.perf_counter() - clock)
                tally.towers_depth.append(info.get("depth", 0))
                peer.push(text)
            else:
                move = peer.think()
                tally.peer_time.append(time.perf_counter() - clock)
                text = peer.towers_text(move, legal)
                peer.push_own(move)
            moves.append(text)
    except HarnessError as e:
        tally.disagreements.append(f"game aborted ({' '.join(moves)}): {e}")
        return "X"


def mean(xs) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def run_variant(variant: str, args) -> Tally:
    if args.peer == "py-draughts":
        peer = PyDraughts(variant, args.ms)
    elif args.peer == "dame-rs":
        peer = DameRs(variant, args.ms)
    else:
        peer = OtherTowers(variant, args.ms, args.other, args.nodes)
    towers = Towers(args.towers, variant, args.tweak)
    rng = random.Random(f"{args.seed}-{variant}")
    tally = Tally()
    pdn = open(args.pdn, "a", encoding="utf-8") if args.pdn else None
    seen: set[tuple[str, ...]] = set()
    ballots = read_ballots(args)
    try:
        for pair in range(args.games // 2):
            fen = None
            if ballots:
                fen, start = ballots[pair % len(ballots)], []
            else:
                start = opening(towers, rng, args.opening_plies)
                for _ in range(20):
                    if tuple(start) not in seen:
                        break
                    start = opening(towers, rng, args.opening_plies)
                seen.add(tuple(start))
            for towers_white in (True, False):
                moves: list[str] = []
                r = play(towers, peer, start, towers_white, args, tally, moves, fen)
                if pdn is not None:
                    number = 2 * pair + (0 if towers_white else 1) + 1
                    write_pdn(pdn, variant, args, number, towers_white, r, moves, fen)
                if r == "W":
                    tally.wins += 1
                elif r == "D":
                    tally.draws += 1
                elif r == "L":
                    tally.losses += 1
                else:
                    tally.aborted += 1
                colour = "White" if towers_white else "Black"
                print(
                    f"  {variant} game {2 * pair + (0 if towers_white else 1) + 1}: "
                    f"opening {fen or ' '.join(start)}, towers {colour}: {r}",
                    file=sys.stderr,
                    flush=True,
                )
    finally:
        towers.close()
        if pdn is not None:
            pdn.close()
    return tally


def read_ballots(args) -> list[str]:
    """The ballot FENs of --ballots from --first on, or [] for random openings."""
    if not args.ballots:
        return []
    with open(args.ballots, encoding="utf-8") as f:
        fens = [line.strip() for line in f if line.strip()]
    return fens[args.first :]


def write_pdn(
    out, variant: str, args, number: int, towers_white: bool, result: str, moves: list[str], fen: str | None = None
) -> None:
    """Appends one game to a PDN file (`towers analyze --pdn FILE --game N` reads it back).
    The result tag is White's score in the two-point notation: 2-0, 1-1, 0-2; '*' if aborted."""
    white_won = {"W": towers_white, "L": not towers_white}.get(result)
    tag = "1-1" if result == "D" else "*" if white_won is None else "2-0" if white_won else "0-2"
    towers_name, peer_name = "towers", args.peer
    white, black = (towers_name, peer_name) if towers_white else (peer_name, towers_name)
    out.write(f'[Event "match.py {variant} seed {args.seed}"]\n[Round "{number}"]\n')
    # towers analyze replays the game in the variant the tags name (it no longer guesses).
    out.write(f'[Variant "{variant}"]\n')
    out.write(f'[White "{white}"]\n[Black "{black}"]\n[Result "{tag}"]\n')
    out.write(f'[SetUp "1"]\n[FEN "{fen}"]\n\n' if fen else "\n")
    body = []
    for i, text in enumerate(moves):
        if i % 2 == 0:
            body.append(f"{i // 2 + 1}.")
        body.append(text)
    body.append(tag)
    line, lines = "", []
    for token in body:
        if len(line) + len(token) + 1 > 78:
            lines.append(line)
            line = token
        else:
            line = f"{line} {token}" if line else token
    lines.append(line)
    out.write("\n".join(lines) + "\n\n")
    out.flush()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument(
        "--peer",
        choices=["py-draughts", "dame-rs", "towers"],
        required=True,
        help="towers = another towers binary (--other), for new-against-old matches",
    )
    ap.add_argument("--other", default="target/towers-base", help="the other towers binary (--peer towers)")
    ap.add_argument(
        "--variants",
        default="russian,brazilian,english,international",
        help="comma-separated towers variant names",
    )
    ap.add_argument(
        "--games", type=int, default=10, help="games per variant (even: each opening twice, colours swapped)"
    )
    ap.add_argument("--ms", type=int, default=100, help="time per move of each side, milliseconds")
    ap.add_argument(
        "--nodes",
        type=int,
        help="--peer towers: both sides search this many nodes a move instead of --ms (load-independent)",
    )
    ap.add_argument("--opening-plies", type=int, default=4, help="random plies of each opening")
    ap.add_argument("--ply-cap", type=int, default=300, help="a game reaching this many plies is a draw")
    ap.add_argument("--seed", default="towers", help="seed of the opening RNG")
    ap.add_argument("--towers", default="target/release/towers", help="the towers binary")
    ap.add_argument("--tweak", default="", help="search switches of towers (towers think --tweak, e.g. contempt=20)")
    ap.add_argument("--ballots", help="start each pair of games from the next FEN of this file (one a line)")
    ap.add_argument("--first", type=int, default=0, help="with --ballots: skip this many ballots")
    ap.add_argument("--pdn", help="append every game to this PDN file (towers analyze --pdn reads it)")
    args = ap.parse_args()
    if args.games < 2 or args.games % 2:
        ap.error("--games must be even and at least 2")

    print(
        f"towers vs {args.peer}: {args.games} games per variant, "
        + (f"{args.nodes} nodes per move, " if args.nodes and args.peer == "towers" else f"{args.ms} ms per move, ")
        + (
            f"ballots of {args.ballots} from {args.first + 1}"
            if args.ballots
            else f"{args.opening_plies}-ply random openings (seed {args.seed!r})"
        )
        + f", draw at {args.ply_cap} plies"
    )
    rows = []
    for variant in args.variants.split(","):
        began = time.perf_counter()
        t = run_variant(variant, args)
        e, ci = elo_text(t)
        score = 100 * (t.wins + 0.5 * t.draws) / t.games if t.games else float("nan")
        rows.append(
            f"| {variant} | {args.peer} | {t.games} | {t.wins}/{t.draws}/{t.losses} | {score:.1f}% | {e} {ci} "
            f"| {1000 * mean(t.towers_time):.0f} / {1000 * mean(t.peer_time):.0f} | {mean(t.towers_depth):.1f} "
            f"| {mean(t.plies):.0f} | {t.aborted} | {time.perf_counter() - began:.0f} s |"
        )
        print(f"{variant}: endings {t.endings}")
        for d in t.disagreements:
            print(f"{variant}: DISAGREEMENT {d}")
    print()
    print(
        "| variant | peer | games | W/D/L (towers) | score | Elo [95%] | ms/move towers / peer | towers depth | plies | aborted | wall |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for row in rows:
        print(row)


if __name__ == "__main__":
    main()
