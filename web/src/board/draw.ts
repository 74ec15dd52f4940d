// The whole board as one SVG: squares, the last move's tint and capture route, must-capture
// frames, the pieces, coordinates or square numbers, the side to move, and what the player is
// choosing (the picked piece, where it can go, the landings clicked so far).

import { Board, Color, Square, sameSquare, squareName } from "../protocol";
import { S } from "./bands";
import * as P from "./palette";
import { flat, pieceDefs, stack } from "./pieces";
import { r2, svg } from "./svg";

/** Units around the squares, holding the bar of the side to move. */
export const RIM = 9;

export interface View {
  board: Board;
  /** Seen from Black's side (a1 top right). */
  flipped: boolean;
  toMove: Color | null;
  selected: Square | null;
  /** The landings clicked so far, in order. */
  route: Square[];
  targets: Square[];
  /** The pieces that can move now (the player to move, nothing picked yet). */
  movable?: Square[];
  /** The square keyboard focus is on (the only one reached by Tab). */
  cursor?: Square | null;
  /** What a screen reader says of a square. */
  label?: (sq: Square) => string;
  /** The board's own label (how to play it by keys). */
  boardLabel?: string;
}

/** The top-left corner of a square in SVG units. */
export function corner(board: Board, flipped: boolean, [file, rank]: Square): [number, number] {
  const col = flipped ? board.files - 1 - file : file;
  const row = flipped ? rank : board.ranks - 1 - rank;
  return [RIM + col * S, RIM + row * S];
}

export function centre(board: Board, flipped: boolean, sq: Square): [number, number] {
  const [x, y] = corner(board, flipped, sq);
  return [x + S / 2, y + S / 2];
}

/** The square under a point given in SVG units, or null off the board. */
export function squareAt(board: Board, flipped: boolean, x: number, y: number): Square | null {
  const col = Math.floor((x - RIM) / S);
  const row = Math.floor((y - RIM) / S);
  if (col < 0 || row < 0 || col >= board.files || row >= board.ranks) return null;
  const file = flipped ? board.files - 1 - col : col;
  const rank = flipped ? row : board.ranks - 1 - row;
  return [file, rank];
}

function isDark([file, rank]: Square): boolean {
  return (file + rank) % 2 === 0;
}

function squareRect(board: Board, flipped: boolean, sq: Square, attrs: Record<string, string | number>): SVGElement {
  const [x, y] = corner(board, flipped, sq);
  return svg("rect", { x, y, width: S, height: S, ...attrs });
}

function routeLine(board: Board, flipped: boolean, squares: Square[], attrs: Record<string, string | number>): SVGElement {
  const points = squares.map((sq) => centre(board, flipped, sq).map(r2).join(",")).join(" ");
  return svg("polyline", { points, fill: "none", "stroke-linecap": "round", "stroke-linejoin": "round", ...attrs });
}

/** Rank numbers in the left column and file letters along the bottom row, inside the squares. */
function coordinates(board: Board, flipped: boolean): SVGElement {
  const g = svg("g", { class: "coords" });
  for (let row = 0; row < board.ranks; row++) {
    const rank = flipped ? row : board.ranks - 1 - row;
    const file = flipped ? board.files - 1 : 0;
    const [x, y] = corner(board, flipped, [file, rank]);
    const fill = isDark([file, rank]) ? P.LIGHT_SQUARE : P.DARK_SQUARE;
    g.append(svg("text", { x: x + 4, y: y + 4, class: "coord rank", fill }, [String(rank + 1)]));
  }
  for (let col = 0; col < board.files; col++) {
    const file = flipped ? board.files - 1 - col : col;
    const rank = flipped ? board.ranks - 1 : 0;
    const [x, y] = corner(board, flipped, [file, rank]);
    const fill = isDark([file, rank]) ? P.LIGHT_SQUARE : P.DARK_SQUARE;
    g.append(svg("text", { x: x + S - 5, y: y + S - 3, class: "coord file", fill }, [String.fromCharCode(97 + file)]));
  }
  return g;
}

/** Square numbers are larger on 10×10, whose squares are smaller on a screen, as the PNG's are
 * (crates/towers-render/src/geometry.rs: 19-24 pixels on squares of 42-84); on 12×12 they
 * are kept small so that they leave the discs readable. */
function numberSize(board: Board): number {
  const dim = Math.max(board.files, board.ranks);
  return dim >= 12 ? 26 : dim >= 10 ? 34 : 28;
}

function squareNumbers(board: Board, flipped: boolean): SVGElement {
  const g = svg("g", { class: "numbers", "font-size": numberSize(board) });
  for (const [file, rank, n] of board.square_numbers) {
    const [x, y] = corner(board, flipped, [file, rank]);
    g.append(
      svg("text", { x: x + 4, y: y + 3, class: "number", fill: P.NUMBER_INK, stroke: P.NUMBER_HALO }, [String(n)]),
    );
  }
  return g;
}

/** The SVG of `view`; every square carries `data-square` (its algebraic name) for clicks. */
export function drawBoard(view: View): SVGSVGElement {
  const { board, flipped } = view;
  const width = board.files * S + 2 * RIM;
  const height = board.ranks * S + 2 * RIM;
  const root = svg("svg", {
    viewBox: `0 0 ${width} ${height}`,
    class: "board",
    "data-files": board.files,
    "data-ranks": board.ranks,
    "data-flipped": String(flipped),
    role: "group",
    "aria-label": view.boardLabel ?? "",
  });
  root.append(pieceDefs(), svg("rect", { x: 0, y: 0, width, height, fill: P.FRAME }));
  const squares = svg("g", { class: "squares" });
  for (let rank = 0; rank < board.ranks; rank++) {
    for (let file = 0; file < board.files; file++) {
      const sq: Square = [file, rank];
      squares.append(squareRect(board, flipped, sq, { fill: isDark(sq) ? P.DARK_SQUARE : P.LIGHT_SQUARE }));
    }
  }
  root.append(squares);
  for (const sq of board.highlight) root.append(squareRect(board, flipped, sq, { fill: P.HIGHLIGHT, class: "last-move" }));
  if (view.selected) root.append(squareRect(board, flipped, view.selected, { fill: P.SELECTED, class: "selected" }));
  for (const sq of board.must_capture) {
    const w = 6;
    const [x, y] = corner(board, flipped, sq);
    root.append(
      svg("rect", {
        x: x + 1 + w / 2,
        y: y + 1 + w / 2,
        width: S - 2 - w,
        height: S - 2 - w,
        fill: "none",
        stroke: P.MUST_CAPTURE,
        "stroke-width": w,
        class: "must-capture",
      }),
    );
  }
  if (board.path && board.path.squares.length >= 2) {
    root.append(routeLine(board, flipped, board.path.squares, { stroke: P.PATH, "stroke-width": 14, class: "path" }));
    for (const sq of board.path.jumped) {
      const [cx, cy] = centre(board, flipped, sq);
      root.append(svg("circle", { cx, cy, r: 40, fill: "none", stroke: P.JUMPED, "stroke-width": 7, class: "jumped" }));
    }
  }
  if (view.selected && view.route.length > 0) {
    root.append(
      routeLine(board, flipped, [view.selected, ...view.route], {
        stroke: P.SELECTED,
        "stroke-width": 12,
        "stroke-dasharray": "4 18",
        class: "route",
      }),
    );
  }
  root.append(board.square_numbers.length > 0 ? svg("g") : coordinates(board, flipped));
  for (const sq of view.movable ?? []) {
    const [cx, cy] = centre(board, flipped, sq);
    root.append(svg("circle", { cx, cy, r: 46, fill: "none", stroke: P.TURN, "stroke-width": 4, class: "movable", "data-movable": squareName(sq) }));
  }
  const pieces = svg("g", { class: "pieces" });
  for (const tower of board.towers) {
    const [x, y] = corner(board, flipped, [tower.file, tower.rank]);
    const piece = board.stacks ? stack(x, y, tower.discs) : flat(x, y, tower.discs);
    piece.setAttribute("data-square", squareName([tower.file, tower.rank]));
    piece.setAttribute("data-top", tower.discs[0]?.side ?? "");
    pieces.append(piece);
  }
  root.append(pieces);
  if (board.square_numbers.length > 0) root.append(squareNumbers(board, flipped));
  for (const sq of view.targets) {
    const [cx, cy] = centre(board, flipped, sq);
    // Ringed in white, so that the dot stays seen on the last move's tint.
    root.append(
      svg("circle", {
        cx,
        cy,
        r: 18,
        fill: P.TARGET,
        stroke: P.TARGET_RING,
        "stroke-width": 4,
        class: "target",
        "data-target": squareName(sq),
      }),
    );
  }
  for (const sq of view.route) {
    const [cx, cy] = centre(board, flipped, sq);
    root.append(svg("circle", { cx, cy, r: 11, fill: P.TURN, class: "landing" }));
  }
  if (view.toMove) {
    const atBottom = (view.toMove === "white") !== flipped;
    const y = atBottom ? height - RIM + 1 : 1;
    root.append(svg("rect", { x: RIM, y, width: width - 2 * RIM, height: RIM - 2, fill: P.TURN, class: "turn-bar" }));
  }
  const hits = svg("g", { class: "hits" });
  for (let rank = 0; rank < board.ranks; rank++) {
    for (let file = 0; file < board.files; file++) {
      const sq: Square = [file, rank];
      const focused = view.cursor ? sameSquare(view.cursor, sq) : file === 0 && rank === 0;
      hits.append(
        squareRect(board, flipped, sq, {
          fill: "transparent",
          "data-square": squareName(sq),
          class: "hit",
          role: "button",
          tabindex: focused ? 0 : -1,
          "aria-label": view.label ? view.label(sq) : squareName(sq),
        }),
      );
    }
  }
  root.append(hits);
  return root;
}
