// What the player is picking on a board by presses and releases: the selection built so far,
// the moves offered when several share it, and whether releasing on the picked piece drops it.
// Shared by the game's board and the Learn tab's; pure: the owner draws and sends.

import { LegalMove, Square, sameSquare } from "../protocol";
import { Selection, click } from "./selection";

export interface Picking {
  selection: Selection | null;
  /** The moves offered when several share the selection's origin and landings. */
  choosing: LegalMove[] | null;
  /** A press on the picked piece: its release drops the selection. */
  clearOnRelease: boolean;
}

export function newPicking(): Picking {
  return { selection: null, choosing: null, clearOnRelease: false };
}

/** Drops whatever was being picked. */
export function dropPicking(picking: Picking): void {
  picking.selection = null;
  picking.choosing = null;
}

/**
 * A press, release or drop on `square` with `legal` the moves allowed: the move it completes
 * (to play), "redraw" when the picking changed, or "none".
 */
export function pickSquare(picking: Picking, legal: LegalMove[], square: Square, phase: "press" | "release" | "drop"): LegalMove | "redraw" | "none" {
  if (picking.choosing) return "none";
  const sel = picking.selection;
  const onPicked = sel !== null && sel.landings.length === 0 && sameSquare(sel.from, square);
  if (phase === "press" && onPicked) {
    picking.clearOnRelease = true;
    return "none";
  }
  if (phase === "release") {
    const clear = picking.clearOnRelease && onPicked;
    if (clear) picking.selection = null;
    picking.clearOnRelease = false;
    return clear ? "redraw" : "none";
  }
  picking.clearOnRelease = false;
  const step = click(legal, sel, square);
  switch (step.kind) {
    case "select":
      picking.selection = step.selection;
      break;
    case "clear":
      picking.selection = null;
      break;
    case "play":
      return step.move;
    case "choose":
      picking.selection = step.selection;
      picking.choosing = step.moves;
      break;
  }
  return "redraw";
}
