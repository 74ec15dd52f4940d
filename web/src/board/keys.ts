// Keyboard play on the board: every square is a button a screen reader names (`aria-label`),
// one of them reached by Tab; the arrow keys move between squares as seen on the screen, and
// Enter or Space acts as a click on the square (pick a piece, then its landings).

import { Board, Square } from "../protocol";

export interface BoardKeys {
  board(): Board | null;
  flipped(): boolean;
  /** The square the keyboard is on. */
  cursor(): Square | null;
  /** Put the keyboard on `square` (the board is drawn again with it focusable). */
  moveCursor(square: Square): void;
  /** Enter or Space on `square`. */
  activate(square: Square): void;
}

/** Screen directions as [columns right, rows down]. */
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

function squareOf(element: EventTarget | null): Square | null {
  if (!(element instanceof Element)) return null;
  const name = element.getAttribute("data-square");
  if (!name || !element.classList.contains("hit")) return null;
  const file = name.charCodeAt(0) - 97;
  const rank = Number(name.slice(1)) - 1;
  return Number.isInteger(rank) && file >= 0 ? [file, rank] : null;
}

export function listenKeys(container: HTMLElement, keys: BoardKeys): void {
  container.addEventListener("keydown", (event) => {
    const sq = squareOf(event.target);
    const board = keys.board();
    if (!sq || !board) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      keys.activate(sq);
      return;
    }
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    // On the screen, right is a higher file unless flipped; down is a lower rank unless flipped.
    const sign = keys.flipped() ? -1 : 1;
    const file = sq[0] + sign * arrow[0];
    const rank = sq[1] - sign * arrow[1];
    if (file < 0 || rank < 0 || file >= board.files || rank >= board.ranks) return;
    keys.moveCursor([file, rank]);
  });
  container.addEventListener("focusin", (event) => {
    const sq = squareOf(event.target);
    const at = keys.cursor();
    if (sq && (!at || at[0] !== sq[0] || at[1] !== sq[1])) keys.moveCursor(sq);
  });
}
