// Clicks and drags on the board, turned into squares: a press on a square, then its release on
// the same square (a click) or over another one (a drag).

import { Board, Square } from "../protocol";
import { squareAt } from "./draw";

export interface BoardInput {
  board(): Board | null;
  flipped(): boolean;
  /** `press`: the pointer went down on `square`; `release`: it came up on the square it went
   * down on; `drop`: it came up over another square (the end of a drag). */
  square(square: Square, phase: "press" | "release" | "drop"): void;
  /** The square meant by a press at `x`, `y` (SVG units), if not simply the one under it:
   * a near miss of a piece or target on a board of small squares. */
  snap?(x: number, y: number): Square | null;
}

function pointSquare(container: HTMLElement, input: BoardInput, event: PointerEvent): Square | null {
  const board = input.board();
  const svg = container.querySelector("svg");
  if (!board || !svg) return null;
  const matrix = svg.getScreenCTM();
  if (!matrix) return null;
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  return input.snap?.(point.x, point.y) ?? squareAt(board, input.flipped(), point.x, point.y);
}

export function listen(container: HTMLElement, input: BoardInput): void {
  let down: Square | null = null;
  container.addEventListener("pointerdown", (event) => {
    if (event.button !== 0) return;
    down = pointSquare(container, input, event);
    if (!down) return;
    container.setPointerCapture(event.pointerId);
    input.square(down, "press");
  });
  container.addEventListener("pointerup", (event) => {
    const start = down;
    down = null;
    if (container.hasPointerCapture(event.pointerId)) container.releasePointerCapture(event.pointerId);
    if (!start) return;
    const up = pointSquare(container, input, event);
    if (!up) return;
    input.square(up, up[0] === start[0] && up[1] === start[1] ? "release" : "drop");
  });
  container.addEventListener("pointercancel", () => {
    down = null;
  });
}
