// How the board feels: a move slides into place, sounds for a move, a capture, the player's
// turn and their clock running low (each on until the player turns it off, remembered), what a
// screen reader says of a square, and a press near a piece or target on a board of small
// squares taken as meant for it.

import { Board, LiveState, Square, sameSquare } from "../protocol";
import { Texts } from "../i18n";
import { S } from "../board/bands";
import { centre, corner, squareAt } from "../board/draw";
import { button, h } from "./dom";
import { remaining } from "./clock";
import { squareLabel } from "./panel";
import { Prefs, loadPrefs, savePrefs } from "./prefs";
import { Sounds } from "./sound";

/** How long a move slides, in ms. */
const SLIDE_MS = 180;

/** Under this much time on the player's own clock, the low-time sound (once a turn). */
const LOW_TIME_MS = 10_000;

/** Boards from this many files up have squares too small to hit reliably on a phone. */
const SNAP_FROM_FILES = 10;

/** How far from a square's centre a press still counts for it on such boards (SVG units). */
const SNAP_REACH = 0.8 * S;

export class Feel {
  readonly prefs: Prefs = loadPrefs();
  private readonly sounds = new Sounds(() => this.prefs.sound);
  /** The move to slide on the next drawing: from, to. */
  private slide: [Square, Square] | null = null;
  /** The turn (game id and ply) the low-time sound was played for. */
  private warned: string | null = null;

  constructor(
    private t: Texts,
    private readonly redraw: () => void,
  ) {}

  /** Words the controls in `texts` from now on (the server's choice of language). */
  setTexts(texts: Texts): void {
    this.t = texts;
  }

  /** A new state came after `before`: the sound of what happened, and the move to slide. */
  changed(before: LiveState | null, after: LiveState): void {
    const was = before?.game;
    const now = after.game;
    this.slide = null;
    if (!was || !now || was.id !== now.id || now.moves.length !== was.moves.length + 1) return;
    const [from, to] = now.board.highlight;
    if (from && to) this.slide = [from, to];
    this.sounds.play(now.board.path ? "capture" : "move");
    if (!now.over && now.to_move === after.you.role) window.setTimeout(() => this.sounds.play("turn"), 220);
  }

  /** Called as the clock runs: the low-time sound once a turn when the player's own clock is low. */
  clock(state: LiveState | null, elapsed: number): void {
    const game = state?.game;
    const clock = game?.clock;
    if (!game || !clock?.running || clock.running !== state?.you.role) return;
    const turn = `${game.id}:${game.moves.length}`;
    if (this.warned === turn || remaining(clock, clock.running, elapsed) > LOW_TIME_MS) return;
    this.warned = turn;
    this.sounds.play("low-time");
  }

  /** Slides the moved piece of `board` from its origin, once, if animation is on. */
  animate(box: HTMLElement, board: Board, flipped: boolean): void {
    const slide = this.slide;
    this.slide = null;
    if (!slide || !this.prefs.animation || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const [from, to] = slide;
    const name = String.fromCharCode(97 + to[0]) + String(to[1] + 1);
    const piece = box.querySelector<SVGElement>(`.pieces [data-square="${name}"]`);
    if (!piece || typeof piece.animate !== "function") return;
    const [x0, y0] = corner(board, flipped, from);
    const [x1, y1] = corner(board, flipped, to);
    piece.animate([{ transform: `translate(${x0 - x1}px, ${y0 - y1}px)` }, { transform: "translate(0, 0)" }], {
      duration: SLIDE_MS,
      easing: "ease-out",
    });
  }

  /** The square a press at `x`, `y` means: on large boards, a near miss of one of `clickable`. */
  snap(board: Board | null, flipped: boolean, clickable: Square[], x: number, y: number): Square | null {
    if (!board) return null;
    const under = squareAt(board, flipped, x, y);
    if (board.files < SNAP_FROM_FILES || clickable.length === 0) return under;
    if (under && clickable.some((sq) => sameSquare(sq, under))) return under;
    let best: Square | null = null;
    let bestDistance = SNAP_REACH;
    for (const sq of clickable) {
      const [cx, cy] = centre(board, flipped, sq);
      const distance = Math.hypot(cx - x, cy - y);
      if (distance < bestDistance) {
        best = sq;
        bestDistance = distance;
      }
    }
    return best ?? under;
  }

  /** What a screen reader says of `sq`: its name, its pieces from the top, and what it can do now. */
  squareLabel(board: Board, sq: Square, movable: Square[], targets: Square[]): string {
    const name = squareLabel(board, sq);
    const tower = board.towers.find((tw) => tw.file === sq[0] && tw.rank === sq[1]);
    const parts = [
      tower
        ? this.t.t("activity-square-pieces", {
            square: name,
            pieces: tower.discs.map((d) => this.t.t(`activity-piece-${d.side}-${d.king ? "king" : "man"}`)).join(", "),
          })
        : this.t.t("activity-square-empty", { square: name }),
    ];
    if (board.must_capture.some((m) => sameSquare(m, sq))) parts.push(this.t.t("activity-square-must-capture"));
    else if (movable.some((m) => sameSquare(m, sq))) parts.push(this.t.t("activity-square-can-move"));
    if (targets.some((m) => sameSquare(m, sq))) parts.push(this.t.t("activity-square-target"));
    return parts.join("; ");
  }

  /** The switches for sounds and animation. */
  toggles(): HTMLElement {
    const toggle = (key: keyof Prefs, label: string) =>
      button(
        label,
        () => {
          this.prefs[key] = !this.prefs[key];
          savePrefs(this.prefs);
          this.redraw();
        },
        { class: "secondary toggle", "aria-pressed": String(this.prefs[key]), "data-pref": key },
      );
    return h("div", { class: "actions prefs" }, [
      toggle("sound", this.t.t("activity-sound")),
      toggle("animation", this.t.t("activity-animation")),
    ]);
  }
}
