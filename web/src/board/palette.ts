// The board's colours: those of the PNG (crates/towers-render/src/palette.rs), as CSS colours.
// crates/towers-render/src/client_copy.rs checks each against the renderer's.

export const LIGHT_SQUARE = "rgb(240,217,181)";
export const DARK_SQUARE = "rgb(181,136,99)";
export const FRAME = "rgb(38,36,33)";
export const LABEL = "rgb(196,188,176)";
export const HIGHLIGHT = "rgba(155,199,0,0.41)";
export const SELECTED = "rgba(20,85,30,0.5)";
export const TARGET = "rgba(20,85,30,0.55)";
/** The Activity's own: the ring that keeps a target seen on a tinted square. */
export const TARGET_RING = "rgba(250,246,236,0.9)";
export const GOLD = "rgb(240,186,48)";
export const GOLD_EDGE = "rgb(128,84,12)";
export const BADGE = "rgb(28,28,32)";
export const BADGE_INK = "rgb(242,242,242)";
export const TURN = "rgb(236,186,56)";
export const PATH = "rgba(21,120,27,0.75)";
export const JUMPED = "rgba(136,32,32,0.85)";
export const MUST_CAPTURE = "rgb(232,64,40)";
export const NUMBER_INK = "rgb(250,246,236)";
export const NUMBER_HALO = "rgb(44,32,22)";
export const COUNT_ON_LIGHT = "rgb(40,40,46)";
export const COUNT_ON_DARK = "rgb(240,236,226)";

export interface DiscColors {
  face: string;
  ring: string;
  body: string;
  /** The body's shade at its left and right ends (lit from the front). */
  bodyShade: string;
  edge: string;
}

export const LIGHT_DISC: DiscColors = {
  face: "rgb(246,242,232)",
  ring: "rgb(206,199,186)",
  body: "rgb(232,226,212)",
  bodyShade: "rgb(186,181,170)",
  edge: "rgb(96,90,84)",
};

export const DARK_DISC: DiscColors = {
  face: "rgb(66,66,72)",
  ring: "rgb(42,42,47)",
  body: "rgb(54,54,60)",
  bodyShade: "rgb(43,43,48)",
  edge: "rgb(150,146,156)",
};

export function discColors(side: "light" | "dark"): DiscColors {
  return side === "light" ? LIGHT_DISC : DARK_DISC;
}
