// How a tower's discs are laid out on a square of S units, as the PNG lays them out
// (crates/towers-render/src/geometry.rs): one band per disc while they fit, thinner for taller towers, and for
// towers too tall for readable bands one band per run of equal discs with its count.
// crates/towers-render/src/client_copy.rs checks S, GEOM, FACE_H and ROOM against the renderer's.

import { Disc } from "../protocol";

/** Square size in SVG units. */
export const S = 100;

export const GEOM = {
  rx: 0.44 * S,
  ry: 0.16 * S,
  edge: S / 60,
  tMax: Math.round(0.14 * S),
  runMax: Math.round(0.24 * S),
  layerMin: Math.max(4, Math.round(0.07 * S)),
  pad: Math.max(2, Math.round(0.03 * S)),
  minThickness: 2,
  badgeR: 0.16 * S,
  flatR: 0.42 * S,
};

/** Height of a face as seen from the side, with a unit of margin above and below. */
const FACE_H = Math.ceil(2 * GEOM.ry) + 2;

/** Units a tower's bands can use inside the square. */
const ROOM = Math.max(0, S - 2 * GEOM.pad - FACE_H);

/** One band: a disc, or a run of `count` equal discs; `y` is its sprite's top, `t` its thickness. */
export interface Band {
  disc: Disc;
  count: number;
  y: number;
  t: number;
}

/** Whether a tower of `height` discs is drawn in its compact form (one band per run). */
export function compact(height: number): boolean {
  return Math.floor(ROOM / Math.max(1, height)) < GEOM.layerMin;
}

function sameDisc(a: Disc, b: Disc): boolean {
  return a.side === b.side && a.king === b.king;
}

/** The bands of a tower whose discs are `discs` (top first), top band first. */
export function bands(discs: Disc[]): Band[] {
  const n = Math.max(1, discs.length);
  let groups: [Disc, number][];
  if (!compact(discs.length)) {
    groups = discs.map((d) => [d, 1]);
  } else {
    groups = [];
    for (const d of discs) {
      const last = groups[groups.length - 1];
      if (last && sameDisc(last[0], d)) last[1] += 1;
      else groups.push([d, 1]);
    }
  }
  const cap = groups.length === discs.length && Math.floor(ROOM / n) >= GEOM.layerMin ? GEOM.tMax : GEOM.runMax;
  const fit = Math.max(1, Math.floor(ROOM / GEOM.minThickness));
  const shown = Math.max(1, Math.min(groups.length, fit));
  const total = Math.min(ROOM, shown * cap);
  const base = Math.floor(total / shown);
  const extra = total % shown;
  let y = Math.floor(Math.max(0, S - (FACE_H + total)) / 2);
  return groups.slice(0, shown).map(([disc, count], i) => {
    const t = base + (i < extra ? 1 : 0);
    const band = { disc, count, y, t };
    y += t;
    return band;
  });
}
