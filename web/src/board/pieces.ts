// A square's pieces as SVG, drawn as the PNG draws them (crates/towers-render/src/compose.rs): in the tower
// games a stack seen slightly from the side with a band per piece (a gold stripe on a buried
// king, a crown on a king on top, the height on a badge, and for very tall towers one band per
// run of equal pieces with its count and chips counting each colour); in the other games a
// disc seen from above, crowned for a king. The crown's outline (CROWN) is checked against the
// renderer's by crates/towers-render/src/client_copy.rs.

import { Disc, Side } from "../protocol";
import { Band, GEOM, S, bands, compact } from "./bands";
import * as P from "./palette";
import { r2, svg } from "./svg";

const CROWN: [number, number][] = [
  [-0.78, 0],
  [0.78, 0],
  [1, 0.92],
  [0.5, 0.42],
  [0, 1],
  [-0.5, 0.42],
  [-1, 0.92],
];

/** A gold crown whose base centre is (bx, by), half-width `hw`, height `h`. */
function crown(bx: number, by: number, hw: number, h: number): SVGElement {
  const pts = CROWN.map(([u, v]) => `${r2(bx + u * hw)},${r2(by - v * h)}`).join(" ");
  const jewels = [CROWN[2], CROWN[4], CROWN[6]].map(([u, v]) =>
    svg("circle", { cx: r2(bx + u * hw), cy: r2(by - v * h), r: r2(0.11 * hw), fill: P.GOLD, stroke: P.GOLD_EDGE, "stroke-width": 1 }),
  );
  return svg("g", { class: "crown" }, [
    svg("polygon", { points: pts, fill: P.GOLD, stroke: P.GOLD_EDGE, "stroke-width": 1.6, "stroke-linejoin": "round" }),
    ...jewels,
  ]);
}

/** The gradient id of a side's band (darker at both ends, as lit from the front). */
export function bandGradient(side: Side): string {
  return `band-${side}`;
}

/** The gradients the bands use, once per board. */
export function pieceDefs(): SVGElement {
  const grads = (["light", "dark"] as Side[]).map((side) => {
    const c = P.discColors(side);
    return svg("linearGradient", { id: bandGradient(side), x1: 0, x2: 1, y1: 0, y2: 0 }, [
      svg("stop", { offset: "0", "stop-color": c.bodyShade }),
      svg("stop", { offset: "0.5", "stop-color": c.body }),
      svg("stop", { offset: "1", "stop-color": c.bodyShade }),
    ]);
  });
  return svg("defs", {}, grads);
}

/** A band's body: the side of a disc from its face's centre line down `t` units. */
function body(cx: number, cy: number, band: Band, buriedKing: boolean): SVGElement[] {
  const { rx, ry } = GEOM;
  const c = P.discColors(band.disc.side);
  const d =
    `M${r2(cx - rx)},${r2(cy)} V${r2(cy + band.t)} ` +
    `A${rx},${ry} 0 0 0 ${r2(cx + rx)},${r2(cy + band.t)} V${r2(cy)} ` +
    `A${rx},${ry} 0 0 0 ${r2(cx - rx)},${r2(cy)} Z`;
  const out: SVGElement[] = [
    svg("path", { d, fill: `url(#${bandGradient(band.disc.side)})`, stroke: c.edge, "stroke-width": r2(GEOM.edge) }),
  ];
  if (buriedKing) {
    const inset = Math.min(3, Math.max(1, 0.2 * band.t));
    const top = cy + ry + inset;
    const h = Math.max(1, band.t - 2 * inset);
    out.push(
      svg("rect", {
        class: "buried-king",
        x: r2(cx - 0.5 * rx),
        y: r2(top),
        width: r2(rx),
        height: r2(h),
        fill: P.GOLD,
        stroke: h >= 5 ? P.GOLD_EDGE : "none",
        "stroke-width": 1,
      }),
    );
  }
  if (band.count > 1 && band.t >= 14) {
    out.push(
      svg(
        "text",
        {
          x: r2(cx - 0.7 * rx),
          y: r2(cy + ry + band.t / 2),
          class: "run-count",
          fill: band.disc.side === "light" ? P.COUNT_ON_LIGHT : P.COUNT_ON_DARK,
          "font-size": Math.min(18, band.t - 2),
        },
        [String(band.count)],
      ),
    );
  }
  return out;
}

/** A round label: the tower's height (badge) or one colour's count (chip). */
function chip(cx: number, cy: number, text: string, fill: string, ink: string, ring: string): SVGElement {
  return svg("g", { class: "chip" }, [
    svg("circle", { cx: r2(cx), cy: r2(cy), r: GEOM.badgeR, fill, stroke: ring, "stroke-width": 1.8 }),
    svg("text", { x: r2(cx), y: r2(cy), class: "chip-text", fill: ink, "font-size": text.length > 1 ? 17 : 20 }, [text]),
  ]);
}

/** The badge's or first chip's centre for a piece whose top is at `top`, inside the square. */
function badgeCentre(sx: number, sy: number, top: number): [number, number] {
  const r = GEOM.badgeR;
  const cx = Math.min(sx + S / 2 + 0.78 * GEOM.rx, sx + S - r - 1);
  const cy = Math.max(top + r / 2, sy + r + 1);
  return [cx, cy];
}

/** A tower seen slightly from the side, in the square whose top-left corner is (sx, sy). */
export function stack(sx: number, sy: number, discs: Disc[]): SVGElement {
  const laid = bands(discs);
  const cx = sx + S / 2;
  const g = svg("g", { class: "tower", "data-height": discs.length });
  for (let i = laid.length - 1; i >= 0; i--) {
    const band = laid[i];
    const cy = sy + band.y + 1 + GEOM.ry;
    for (const part of body(cx, cy, band, i > 0 && band.disc.king)) g.append(part);
  }
  const first = laid[0];
  if (!first) return g;
  const c = P.discColors(first.disc.side);
  const fy = sy + first.y + 1 + GEOM.ry;
  g.append(
    svg("ellipse", { cx, cy: r2(fy), rx: GEOM.rx, ry: GEOM.ry, fill: c.face, stroke: c.edge, "stroke-width": r2(GEOM.edge) }),
    svg("ellipse", { cx, cy: r2(fy), rx: r2(0.7 * GEOM.rx), ry: r2(0.7 * GEOM.ry), fill: "none", stroke: c.ring, "stroke-width": 1.6 }),
  );
  if (first.disc.king) g.append(crown(cx, fy + 0.45 * GEOM.ry, 0.5 * GEOM.rx, 1.3 * GEOM.ry));
  const top = sy + first.y;
  if (compact(discs.length)) {
    let [bx, by] = badgeCentre(sx, sy, top);
    for (const side of ["light", "dark"] as Side[]) {
      const count = discs.filter((d) => d.side === side).length;
      if (count === 0) continue;
      const cc = P.discColors(side);
      const ink = side === "light" ? P.COUNT_ON_LIGHT : P.BADGE_INK;
      by = Math.min(by, sy + S - GEOM.badgeR - 1);
      g.append(chip(bx, by, String(count), side === "light" ? cc.face : P.BADGE, ink, side === "light" ? P.BADGE : P.BADGE_INK));
      by += 2 * GEOM.badgeR + 1;
      bx = Math.min(bx, sx + S - GEOM.badgeR - 1);
    }
  } else if (discs.length >= 3) {
    const [bx, by] = badgeCentre(sx, sy, top);
    g.append(chip(bx, by, String(discs.length), P.BADGE, P.BADGE_INK, P.BADGE_INK));
  }
  return g;
}

/** A disc seen from above (the games without towers), with its height badge if taller. */
export function flat(sx: number, sy: number, discs: Disc[]): SVGElement {
  const g = svg("g", { class: "piece", "data-height": discs.length });
  const top = discs[0];
  if (!top) return g;
  const c = P.discColors(top.side);
  const cx = sx + S / 2;
  const cy = sy + S / 2;
  const r = GEOM.flatR;
  g.append(
    svg("circle", { cx, cy: r2(cy + 0.06 * r), r, fill: "rgba(0,0,0,0.28)" }),
    svg("circle", { cx, cy, r: r2(r - GEOM.edge / 2), fill: c.face, stroke: c.edge, "stroke-width": r2(GEOM.edge) }),
    svg("circle", { cx, cy, r: r2(0.74 * r), fill: "none", stroke: c.ring, "stroke-width": 2 }),
  );
  if (top.king) g.append(crown(cx, cy + 0.3 * r, 0.56 * r, 0.6 * r));
  if (discs.length >= 2) {
    const [bx, by] = badgeCentre(sx, sy, sy);
    g.append(chip(bx, by, String(discs.length), P.BADGE, P.BADGE_INK, P.BADGE_INK));
  }
  return g;
}
