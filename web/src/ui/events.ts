// The Tournaments tab: the server's tournaments (open, running, or just finished), and for the
// one chosen its round and deadline (local time, and how long is left), the pairings of the
// current round (the player's own board first, marked, with a button that opens their game on
// the board), the standings with the tournament's tiebreaks (on a phone rank, name, points and
// the first tiebreak; the rest on wider screens), the players entered, and Join / Leave (the
// same requests as the announcement's buttons). The server pushes the view again whenever the
// tournament changes. An arena comes in the same shape: its live standings (points, on fire,
// games), the games being played now, its end as the deadline, Join and Leave (pause).

import { ClientMessage, EventBoard, EventSummary, EventView } from "../protocol";
import { Texts } from "../i18n";
import { button, h } from "./dom";
import { variantName } from "./panel";

/** How long is left until `at` (Unix seconds), in the two largest units: "2 days 3 hours". */
export function timeLeft(t: Texts, at: number, nowSecs: number): string {
  const left = Math.floor(at - nowSecs);
  if (left <= 0) return t.t("activity-event-passed");
  const days = Math.floor(left / 86400);
  const hours = Math.floor((left % 86400) / 3600);
  const minutes = Math.max(1, Math.floor((left % 3600) / 60));
  const parts =
    days > 0
      ? [t.t("duration-days", { n: days }), ...(hours > 0 ? [t.t("duration-hours", { n: hours })] : [])]
      : hours > 0
        ? [t.t("duration-hours", { n: hours }), ...(left % 3600 >= 60 ? [t.t("duration-minutes", { n: minutes })] : [])]
        : [t.t("duration-minutes", { n: minutes })];
  return t.t("activity-event-left", { time: parts.join(" ") });
}

/** `at` (Unix seconds) as a date and time in the reader's own format and time zone. */
export function localTime(lang: string, at: number): string {
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(new Date(at * 1000));
  } catch {
    return new Date(at * 1000).toLocaleString();
  }
}

function kindName(t: Texts, kind: EventSummary["kind"]): string {
  return kind === "arena" ? t.t("activity-event-kind-arena") : t.t(`choice-${kind}`);
}

function stageText(t: Texts, e: EventSummary): string {
  // An arena has no rounds: it is under way until its end.
  if (e.kind === "arena" && e.stage === "running") return t.t("activity-event-stage-live");
  return t.t(`activity-event-stage-${e.stage}`, { round: e.round, rounds: e.rounds });
}

/** The pairings with `you`'s board first. */
export function yoursFirst(boards: EventBoard[], you: string): EventBoard[] {
  const mine = boards.filter((b) => b.white.id === you || b.black.id === you);
  return [...mine, ...boards.filter((b) => !mine.includes(b))];
}

export class EventsTab {
  private list: EventSummary[] | null = null;
  private view: EventView | null = null;
  /** The tournament chosen (watched), if any. */
  private chosen: string | null = null;
  private asked = false;
  /** Views received so far (the page's `data-views`, which the browser test waits on). */
  private views = 0;

  constructor(
    private t: Texts,
    private readonly send: (m: ClientMessage) => boolean,
    private readonly changed: () => void,
    /** Opens the player's own game of tournament `id` on the Game tab. */
    private readonly openGame: (id: string) => void,
  ) {}

  setTexts(texts: Texts): void {
    this.t = texts;
  }

  /** The tab is shown: asks for the list (and the chosen tournament) once per socket. */
  shown(): void {
    if (this.asked) return;
    this.asked = this.send({ type: "tournaments" });
    if (this.asked && this.chosen) this.send({ type: "tournament", id: this.chosen });
  }

  /** The socket came back: the list and the watch are asked for again when the tab is shown. */
  reconnected(): void {
    this.asked = false;
  }

  receiveList(list: EventSummary[]): void {
    this.list = list;
  }

  receiveView(view: EventView): void {
    if (view.id !== this.chosen) return;
    this.view = view;
    this.views += 1;
  }

  private choose(id: string | null): void {
    this.chosen = id;
    this.view = null;
    this.send(id === null ? { type: "tournament" } : { type: "tournament", id });
    if (id === null) this.send({ type: "tournaments" });
    this.changed();
  }

  render(you: string, notice: string | null, said: string | null): HTMLElement {
    const parts: (Node | string)[] = [];
    if (notice) parts.push(h("p", { class: "notice", role: "alert" }, [notice]));
    if (said) parts.push(h("p", { class: "said", role: "status" }, [said]));
    if (this.chosen === null) parts.push(this.renderList());
    else parts.push(this.renderView(you));
    return h("div", { class: "events", "data-views": this.views }, parts);
  }

  private renderList(): HTMLElement {
    const section = h("section", { class: "event-list", "aria-labelledby": "events-title" }, [h("h2", { id: "events-title" }, [this.t.t("activity-events-title")])]);
    if (this.list === null) return section;
    if (this.list.length === 0) {
      section.append(h("p", { class: "empty" }, [this.t.t("activity-events-none")]));
      return section;
    }
    const items = this.list.map((e) =>
      h("li", {}, [
        button("", () => this.choose(e.id), { class: "event-item secondary", "data-event": e.id }),
      ]),
    );
    this.list.forEach((e, i) => {
      const b = items[i].firstChild as HTMLElement;
      b.append(
        h("span", { class: "event-name" }, [e.name]),
        h("span", { class: "event-meta" }, [`${kindName(this.t, e.kind)} · ${variantName(this.t, e.variant)} · ${stageText(this.t, e)} · ${this.t.t("activity-event-players", { players: e.players })}`]),
      );
    });
    section.append(h("ul", { class: "event-items" }, items));
    return section;
  }

  private renderView(you: string): HTMLElement {
    const back = button(this.t.t("activity-events-all"), () => this.choose(null), { class: "secondary", "data-action": "events-all" });
    const view = this.view;
    if (!view) return h("section", { class: "event" }, [back]);
    const now = Date.now() / 1000;
    const head: (Node | string)[] = [
      back,
      h("h2", { class: "event-title" }, [view.name]),
      h("p", { class: "event-meta" }, [`${kindName(this.t, view.kind)} · ${variantName(this.t, view.variant)} · ${stageText(this.t, view)} · ${this.t.t("activity-event-players", { players: view.players })}`]),
    ];
    if (view.stage === "enrolling") {
      head.push(h("p", { class: "event-when", "data-starts": view.starts_at }, [this.t.t("activity-event-starts", { date: localTime(this.t.lang, view.starts_at), left: timeLeft(this.t, view.starts_at, now) })]));
    }
    if (view.deadline !== null) {
      const label = view.kind === "arena" ? "activity-event-ends" : "activity-event-deadline";
      head.push(h("p", { class: "event-when", "data-deadline": view.deadline }, [this.t.t(label, { date: localTime(this.t.lang, view.deadline), left: timeLeft(this.t, view.deadline, now) })]));
    }
    const entered = view.entrants.some((p) => p.id === you);
    const actions = h("div", { class: "actions" });
    if (view.stage !== "finished") {
      if (!entered) actions.append(button(this.t.t("button-join-tournament"), () => this.send({ type: "tournament-join", id: view.id }), { class: "primary", "data-action": "tournament-join" }));
      else actions.append(button(this.t.t("button-leave-tournament"), () => this.send({ type: "tournament-leave", id: view.id }), { "data-action": "tournament-leave" }));
    }
    head.push(actions);
    const body: (Node | string)[] = [];
    if (view.pairings.length > 0 || view.bye) body.push(this.pairings(view, you));
    body.push(this.standings(view, you));
    if (view.stage === "enrolling") body.push(this.entrants(view, you));
    return h("section", { class: "event", "data-event": view.id, "data-stage": view.stage, "data-round": view.round }, [...head, h("div", { class: "event-body" }, body)]);
  }

  private pairings(view: EventView, you: string): HTMLElement {
    const rows = yoursFirst(view.pairings, you).map((b) => {
      const mine = b.white.id === you || b.black.id === you;
      const cells: (Node | string)[] = [
        h("td", { class: "board-no" }, [String(b.board)]),
        h("td", { class: "white" }, [b.white.name]),
        h("td", { class: "score" }, [b.result ?? "–"]),
        h("td", { class: "black" }, [b.black.name]),
      ];
      const open = mine && b.result === null && b.game !== null;
      cells.push(h("td", { class: "open" }, open ? [button(this.t.t("activity-event-open-game"), () => this.openGame(view.id), { class: "primary", "data-action": "open-game" })] : []));
      return h("tr", { class: mine ? "yours" : "", "data-board": b.board, "aria-label": this.t.t("activity-event-board", { board: b.board }) }, cells);
    });
    const section = h("section", { class: "pairings" }, [
      h("h3", {}, [view.kind === "arena" ? this.t.t("activity-event-games-now") : this.t.t("activity-event-pairings", { round: view.round })]),
      h("table", {}, [h("tbody", {}, rows)]),
    ]);
    if (view.bye) section.append(h("p", { class: view.bye.id === you ? "bye yours" : "bye" }, [this.t.t("activity-event-bye", { player: view.bye.name })]));
    return section;
  }

  private standings(view: EventView, you: string): HTMLElement {
    const section = h("section", { class: "standings" }, [h("h3", {}, [this.t.t("activity-event-standings")])]);
    if (view.standings.length === 0) {
      section.append(h("p", { class: "empty" }, [this.t.t("activity-event-no-standings")]));
      return section;
    }
    // The first extra column (the first tiebreak) shows on a phone; the rest on wider screens.
    const extraClass = (i: number) => (i === 0 ? "extra" : "extra wide");
    const header = h("tr", {}, [
      h("th", { class: "rank" }, [this.t.t("tournament-column-rank")]),
      h("th", { class: "name" }, [this.t.t("tournament-column-name")]),
      h("th", { class: "points" }, [this.t.t("tournament-column-points")]),
      ...view.columns.map((c, i) => h("th", { class: extraClass(i), "data-column": c }, [this.t.t(`tournament-column-${c}`)])),
    ]);
    const rows = view.standings.map((r) =>
      h("tr", { class: r.player.id === you ? "you" : "", "data-player": r.player.id }, [
        h("td", { class: "rank" }, [String(r.rank)]),
        h("td", { class: "name" }, [r.player.name]),
        h("td", { class: "points" }, [r.points]),
        ...r.extra.map((v, i) => h("td", { class: extraClass(i) }, [v])),
      ]),
    );
    section.append(h("table", {}, [h("thead", {}, [header]), h("tbody", {}, rows)]));
    return section;
  }

  private entrants(view: EventView, you: string): HTMLElement {
    return h("section", { class: "entrants" }, [
      h("h3", {}, [this.t.t("activity-event-entrants", { players: view.entrants.length })]),
      h("ul", {}, view.entrants.map((p) => h("li", { class: p.id === you ? "you" : "", "data-player": p.id }, [p.name]))),
    ]);
  }
}
