// The Learn tab: the user's lessons (the same ones, and the same stars, as /learn in the
// channel). The lesson's board, played by clicks as a game is; its text (the level, the rule,
// the goal, the moves left; after a wrong move why it failed, the rule and the hint); the stars
// of a solved level with Next; Hint; and a chooser of stages with the stars earned in each.

import { ClientMessage, Lesson, Square } from "../protocol";
import { Texts } from "../i18n";
import { drawBoard } from "../board/draw";
import { listen } from "../board/input";
import { Picking, dropPicking, newPicking, pickSquare } from "../board/picking";
import { targets } from "../board/selection";
import { button, h } from "./dom";
import { chooser, variantName } from "./panel";

export class LearnTab {
  private lesson: Lesson | null = null;
  private readonly pick: Picking = newPicking();
  private asked = false;
  /** Lessons received so far (the page's `data-answers`, which the browser test waits on). */
  private answers = 0;
  private readonly boardBox = h("div", { class: "board-box" });

  constructor(
    private t: Texts,
    private readonly send: (m: ClientMessage) => boolean,
    private readonly changed: () => void,
  ) {
    listen(this.boardBox, {
      board: () => this.lesson?.board ?? null,
      flipped: () => this.lesson?.side === "black",
      square: (sq, phase) => this.onSquare(sq, phase),
    });
  }

  /** Words the tab in `texts` from now on (the server's choice of language). */
  setTexts(texts: Texts): void {
    this.t = texts;
  }

  /** The tab is shown: the first time (or until the socket takes it), asks for the open lesson. */
  shown(): void {
    if (!this.asked) this.asked = this.send({ type: "learn" });
  }

  /** The socket came back: the lesson is asked for again when the tab is next shown. */
  reconnected(): void {
    this.asked = false;
  }

  receive(lesson: Lesson): void {
    this.lesson = lesson;
    this.answers += 1;
    dropPicking(this.pick);
  }

  /** A refusal: whatever was being chosen is dropped. */
  refused(): void {
    dropPicking(this.pick);
  }

  private act(message: ClientMessage): void {
    dropPicking(this.pick);
    this.send(message);
    this.changed();
  }

  private onSquare(sq: Square, phase: "press" | "release" | "drop"): void {
    const picked = pickSquare(this.pick, this.lesson?.legal ?? [], sq, phase);
    if (picked === "redraw") this.changed();
    else if (picked !== "none") this.act({ type: "learn-move", notation: picked.notation });
  }

  private stagePicker(lesson: Lesson): HTMLElement {
    const picker = h("select", { class: "stages", "data-action": "learn-stage", "aria-label": this.t.t("activity-learn-stage") });
    picker.append(h("option", { value: "" }, [this.t.t("activity-learn-stage")]));
    for (const stage of lesson.stages) {
      picker.append(h("option", { value: stage.id }, [this.t.t("activity-learn-stage-stars", { title: stage.title, stars: stage.stars, most: stage.most })]));
    }
    picker.addEventListener("change", () => {
      if (picker.value) this.act({ type: "learn", stage: picker.value });
    });
    return picker;
  }

  render(notice: string | null): HTMLElement {
    const lesson = this.lesson;
    const column: (Node | string)[] = [];
    const side: (Node | string)[] = [];
    this.boardBox.replaceChildren();
    if (!lesson) {
      side.push(h("p", { class: "status", role: "status" }, [this.t.t("activity-connecting")]));
    } else {
      if (lesson.variant) column.push(h("h1", { class: "variant" }, [variantName(this.t, lesson.variant)]));
      if (lesson.board) {
        const sel = this.pick.selection;
        this.boardBox.append(
          drawBoard({
            board: lesson.board,
            flipped: lesson.side === "black",
            toMove: lesson.legal.length > 0 ? lesson.side : null,
            selected: sel?.from ?? null,
            route: sel?.landings ?? [],
            targets: this.pick.choosing ? [] : targets(lesson.legal, sel),
          }),
        );
        column.push(this.boardBox);
        if (this.pick.choosing) {
          column.push(
            chooser(this.t, lesson.board, this.pick.choosing, (m) => this.act({ type: "learn-move", notation: m.notation }), () => {
              dropPicking(this.pick);
              this.changed();
            }),
          );
        }
      }
      if (lesson.stars !== null) {
        const stars = "★".repeat(lesson.stars) + "☆".repeat(3 - lesson.stars);
        side.push(h("p", { class: "stars", "data-stars": lesson.stars, role: "status" }, [stars]));
      }
      const text = h("div", { class: lesson.failed ? "lesson-text failed" : "lesson-text", "data-failed": lesson.failed, role: lesson.failed ? "alert" : undefined });
      for (const line of lesson.text.split("\n")) text.append(h("p", {}, [line]));
      side.push(text);
    }
    if (notice) side.push(h("p", { class: "notice", role: "alert" }, [notice]));
    const row = h("div", { class: "actions" });
    if (lesson && (lesson.stars !== null || lesson.failed) && lesson.variant) {
      const label = lesson.failed ? "lesson-again-button" : "lesson-next-button";
      row.append(button(this.t.t(label), () => this.act({ type: "learn-next" }), { class: "primary", "data-action": "learn-next" }));
    }
    if (lesson && lesson.legal.length > 0) {
      row.append(button(this.t.t("lesson-hint-button"), () => this.act({ type: "learn-hint" }), { class: "secondary", "data-action": "learn-hint" }));
    }
    side.push(row);
    if (lesson) side.push(this.stagePicker(lesson));
    return h("div", { class: lesson?.board ? "layout with-game learn" : "layout learn", "data-answers": this.answers }, [
      h("div", { class: "main" }, column),
      h("aside", { class: "side" }, side),
    ]);
  }
}
