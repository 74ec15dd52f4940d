// Which move the player is building from clicks: a piece, then its landing squares in order.
// Pure: it knows only the state's `legal` list, nothing of the page.

import { LegalMove, Square, sameSquare } from "../protocol";

export interface Selection {
  from: Square;
  /** The landing squares clicked so far, in order. */
  landings: Square[];
}

/** What a click leads to. */
export type Step =
  | { kind: "select"; selection: Selection }
  | { kind: "clear" }
  | { kind: "play"; move: LegalMove }
  /** Several moves share the origin and landings but jump different pieces: ask which. */
  | { kind: "choose"; moves: LegalMove[]; selection: Selection };

function startsWith(move: LegalMove, landings: Square[]): boolean {
  return (
    move.landings.length >= landings.length &&
    landings.every((sq, i) => sameSquare(sq, move.landings[i]))
  );
}

/** The legal moves that go on from `selection` (its origin and landings so far). */
export function candidates(legal: LegalMove[], selection: Selection): LegalMove[] {
  return legal.filter((m) => sameSquare(m.from, selection.from) && startsWith(m, selection.landings));
}

/** The squares a click can go to next: the next landing of every move still possible. */
export function targets(legal: LegalMove[], selection: Selection | null): Square[] {
  if (!selection) return [];
  const out: Square[] = [];
  for (const m of candidates(legal, selection)) {
    const next = m.landings[selection.landings.length];
    if (next && !out.some((sq) => sameSquare(sq, next))) out.push(next);
  }
  return out;
}

/** Whether a piece on `square` has a legal move. */
export function canMoveFrom(legal: LegalMove[], square: Square): boolean {
  return legal.some((m) => sameSquare(m.from, square));
}

/** The result of clicking `square` with `selection` current. */
export function click(legal: LegalMove[], selection: Selection | null, square: Square): Step {
  if (selection) {
    const landings = [...selection.landings, square];
    const next: Selection = { from: selection.from, landings };
    const going = candidates(legal, next);
    if (going.length > 0) {
      const complete = going.filter((m) => m.landings.length === landings.length);
      if (complete.length === going.length) {
        return complete.length === 1
          ? { kind: "play", move: complete[0] }
          : { kind: "choose", moves: complete, selection: next };
      }
      if (complete.length > 0) return { kind: "choose", moves: complete, selection: next };
      return { kind: "select", selection: next };
    }
    if (sameSquare(square, selection.from) && selection.landings.length === 0) return { kind: "clear" };
  }
  if (canMoveFrom(legal, square)) return { kind: "select", selection: { from: square, landings: [] } };
  return { kind: "clear" };
}
