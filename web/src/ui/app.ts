// The page: holds the latest state from the server and what the player is choosing, and draws
// everything again when either changes.

import { ClientMessage, LegalMove, LiveState, LobbyDefaults, Person, ServerMessage, Square, sameSquare } from "../protocol";
import { Texts } from "../i18n";
import { drawBoard } from "../board/draw";
import { listen } from "../board/input";
import { listenKeys } from "../board/keys";
import { Picking, dropPicking, newPicking, pickSquare } from "../board/picking";
import { targets } from "../board/selection";
import { formatClock, remaining } from "./clock";
import { button, h } from "./dom";
import { Feel } from "./feel";
import { LobbyChoice, defaultChoice, lobbyForm, lobbyOpen } from "./lobby";
import { chooser, moveList, offerText, playerBar, statusText, variantName } from "./panel";
import { LearnTab } from "./learn";
import { Review } from "./review";
import { EventsTab } from "./events";

export type Tab = "game" | "learn" | "events";

export type Connection = "connecting" | "live" | "reconnecting" | "stopped";

export class App {
  private state: LiveState | null = null;
  private received = 0;
  private readonly pick: Picking = newPicking();
  private flipped: boolean | null = null;
  private confirmResign = false;
  private notice: string | null = null;
  private connection: Connection = "connecting";
  private stopReason: string | null = null;
  private readonly boardBox = h("div", { class: "board-box" });
  private tab: Tab = "game";
  private readonly learn: LearnTab;
  private readonly events: EventsTab;
  /** The board shows the player's tournament game, not the Activity's own channel. */
  private away = false;
  /** What the last request did, as the server worded it (a join). */
  private said: string | null = null;
  /** When the Tournaments tab last drew its times ("2 days left"). */
  private drawnTimes = 0;
  /** Who has the board open in the channel (the lobby's opponents). */
  private members: Person[] = [];
  private choice: LobbyChoice = defaultChoice();
  /** The server's settings for what a challenge leaves out (from the `welcome`). */
  private defaults: LobbyDefaults | null = null;
  /** After a game: the lobby's form is shown once New game is pressed. */
  private newGame = false;
  private readonly review = new Review();
  private cursor: Square | null = null;
  private readonly feel: Feel;

  constructor(
    private readonly root: HTMLElement,
    private t: Texts,
    private readonly send: (m: ClientMessage) => boolean,
  ) {
    document.documentElement.lang = t.lang;
    document.title = t.t("activity-title");
    this.feel = new Feel(t, () => this.render());
    listen(this.boardBox, {
      board: () => this.state?.game?.board ?? null,
      flipped: () => this.isFlipped(),
      square: (sq, phase) => this.onSquare(sq, phase),
      snap: (x, y) => this.feel.snap(this.state?.game?.board ?? null, this.isFlipped(), this.clickable(), x, y),
    });
    this.learn = new LearnTab(t, send, () => this.render());
    this.events = new EventsTab(t, send, () => this.render(), (id) => this.openTournamentGame(id));
    listenKeys(this.boardBox, {
      board: () => this.state?.game?.board ?? null,
      flipped: () => this.isFlipped(),
      cursor: () => this.cursor,
      moveCursor: (sq) => this.moveCursor(sq),
      activate: (sq) => {
        this.cursor = sq;
        this.onSquare(sq, "press");
        this.onSquare(sq, "release");
        this.focusCursor();
      },
    });
    document.addEventListener("keydown", (event) => this.onKey(event));
    window.setInterval(() => this.tick(), 200);
    this.render();
  }

  /** The catalogue language the page is worded in. */
  lang(): string {
    return this.t.lang;
  }

  /** Words the page in `texts` from now on (the server's choice of language). */
  setTexts(texts: Texts): void {
    this.t = texts;
    this.learn.setTexts(texts);
    this.events.setTexts(texts);
    this.feel.setTexts(texts);
    document.documentElement.lang = texts.lang;
    document.title = texts.t("activity-title");
    this.render();
  }

  /** The server's defaults the lobby shows until the player changes them. */
  setDefaults(defaults: LobbyDefaults): void {
    this.defaults = defaults;
    this.render();
  }

  setConnection(connection: Connection, reason: string | null = null): void {
    if (connection === "reconnecting") {
      this.learn.reconnected();
      this.events.reconnected();
      // A new socket starts in the Activity's own channel.
      this.away = false;
    }
    this.connection = connection;
    this.stopReason = reason;
    this.render();
  }

  receive(message: ServerMessage): void {
    if (message.type === "members") {
      this.members = message.members;
      this.render();
      return;
    }
    if (message.type === "tournaments") {
      this.events.receiveList(message.tournaments);
      this.render();
      return;
    }
    if (message.type === "tournament") {
      this.events.receiveView(message.tournament);
      this.render();
      return;
    }
    if (message.type === "said") {
      this.said = message.text;
      this.notice = null;
      this.render();
      return;
    }
    if (message.type === "position") {
      if (this.review.received(message.game, message.ply, message.board)) this.render();
      return;
    }
    if (message.type === "state") {
      const before = this.state?.game;
      const after = message.state.game;
      this.feel.changed(this.state, message.state);
      this.review.follow(after);
      if (after && !after.over) this.newGame = false;
      if (!after || !before || before.moves.length !== after.moves.length || before.to_move !== after.to_move || before.id !== after.id) {
        dropPicking(this.pick);
      }
      if (after?.over) this.confirmResign = false;
      // The lobby's list of people on the board, asked for once a socket's first state came.
      if (!this.state || this.connection !== "live") this.send({ type: "members" });
      this.state = message.state;
      this.received = performance.now();
      this.connection = "live";
      this.notice = null;
      // A lesson (or the tournaments) asked for before the socket was live is asked for now.
      if (this.tab === "learn") this.learn.shown();
      if (this.tab === "events") this.events.shown();
    } else if (message.type === "lesson") {
      this.learn.receive(message.lesson);
      this.notice = null;
    } else if (message.type === "refused") {
      this.notice = message.text;
      this.said = null;
      dropPicking(this.pick);
      this.learn.refused();
    } else if (message.type === "error") {
      this.notice = this.t.has(`activity-error-${message.code}`)
        ? this.t.t(`activity-error-${message.code}`)
        : this.t.t("activity-error-other", { code: message.code });
    }
    this.render();
  }

  private isFlipped(): boolean {
    return this.flipped ?? this.state?.you.role === "black";
  }

  private legal(): LegalMove[] {
    const game = this.state?.game;
    if (!game || game.over || this.state?.you.role === "spectator" || this.review.ply() !== null) return [];
    // A position not known to be current is not played on.
    if (this.connection !== "live") return [];
    return game.legal;
  }

  /** The squares a press means something on now: the picked piece and its targets, else the pieces that can move. */
  private clickable(): Square[] {
    const sel = this.pick.selection;
    if (sel) return [sel.from, ...targets(this.legal(), sel)];
    return this.movable();
  }

  /** The origins of the legal moves, while nothing is picked. */
  private movable(): Square[] {
    if (this.pick.selection) return [];
    const out: Square[] = [];
    for (const m of this.legal()) if (!out.some((sq) => sameSquare(sq, m.from))) out.push(m.from);
    return out;
  }

  /** Looks at the position after `ply` moves (the live game at the last one). */
  private reviewAt(ply: number): void {
    const game = this.state?.game;
    if (!game) return;
    const ask = this.review.go(game, ply);
    dropPicking(this.pick);
    if (ask !== null) this.send({ type: "position", game: game.id, ply: ask });
    this.render();
  }

  private backToLive(): void {
    this.review.leave();
    this.render();
  }

  /** Arrow keys outside the board step through the moves; Escape goes back to the live game. */
  private onKey(event: KeyboardEvent): void {
    const game = this.state?.game;
    const target = event.target as HTMLElement | null;
    if (this.tab !== "game") return;
    if (!game || target?.closest?.(".board-box, select, input, .chooser")) return;
    const current = this.review.ply() ?? game.moves.length;
    const to =
      event.key === "ArrowLeft" ? current - 1
      : event.key === "ArrowRight" ? current + 1
      : event.key === "Home" ? 0
      : event.key === "End" || event.key === "Escape" ? game.moves.length
      : null;
    if (to === null || to < 0 || game.moves.length === 0) return;
    event.preventDefault();
    this.reviewAt(Math.min(to, game.moves.length));
  }

  private moveCursor(sq: Square): void {
    this.cursor = sq;
    for (const hit of this.boardBox.querySelectorAll(".hit")) hit.setAttribute("tabindex", "-1");
    this.focusCursor();
  }

  /** Focus on the cursor's square, after the board was drawn again. */
  private focusCursor(): void {
    if (!this.cursor) return;
    const name = String.fromCharCode(97 + this.cursor[0]) + String(this.cursor[1] + 1);
    const hit = this.boardBox.querySelector<SVGElement>(`.hit[data-square="${name}"]`);
    hit?.setAttribute("tabindex", "0");
    hit?.focus();
  }

  private onSquare(sq: Square, phase: "press" | "release" | "drop"): void {
    const picked = pickSquare(this.pick, this.legal(), sq, phase);
    if (picked === "redraw") this.render();
    else if (picked !== "none") this.play(picked);
  }

  private play(move: LegalMove): void {
    dropPicking(this.pick);
    this.act({ type: "move", notation: move.notation });
  }

  private act(message: ClientMessage): void {
    if (!this.send(message)) this.notice = this.t.t("activity-reconnecting");
    this.render();
  }

  /** The Game tab with the player's own game of tournament `id` (the server follows its channel). */
  private openTournamentGame(id: string): void {
    if (!this.send({ type: "tournament-board", id })) return;
    this.away = true;
    this.tab = "game";
    this.notice = null;
    this.render();
  }

  /** Back to the Activity's own channel's game. */
  private goHome(): void {
    if (!this.send({ type: "home" })) return;
    this.away = false;
    this.render();
  }

  /** Counts the running clock down between states. */
  private tick(): void {
    // The Tournaments tab's "time left" is drawn again every half minute.
    if (this.tab === "events" && performance.now() - this.drawnTimes > 30_000) this.render();
    const game = this.state?.game;
    const clock = game?.clock;
    if (!clock?.running || game?.over) return;
    this.feel.clock(this.state, performance.now() - this.received);
    const node = this.root.querySelector(`[data-clock="${clock.running}"]`);
    if (node) node.textContent = formatClock(remaining(clock, clock.running, performance.now() - this.received));
  }

  /** The Game and Learn tabs. */
  private tabs(): HTMLElement {
    const tab = (name: Tab, label: string) =>
      button(this.t.t(label), () => {
        if (this.tab === name) return;
        this.tab = name;
        this.notice = null;
        this.said = null;
        if (name === "learn") this.learn.shown();
        if (name === "events") this.events.shown();
        this.render();
      }, { class: this.tab === name ? "tab current" : "tab secondary", role: "tab", "aria-selected": this.tab === name ? "true" : "false", "data-tab": name });
    return h("nav", { class: "tabs", role: "tablist" }, [tab("game", "activity-tab-game"), tab("learn", "activity-tab-learn"), tab("events", "activity-tab-events")]);
  }

  private buttons(): HTMLElement {
    const state = this.state;
    const row = h("div", { class: "actions" });
    if (!state) return row;
    const { game, challenge, you } = state;
    const playing = game && !game.over && you.role !== "spectator";
    if (playing && game) {
      const them = you.role === "white" ? "black" : "white";
      if (this.confirmResign) {
        row.append(
          h("p", { class: "confirm" }, [this.t.t("confirm-resign", { opponent: game[them].name })]),
          button(this.t.t("button-confirm-resign"), () => {
            this.confirmResign = false;
            this.act({ type: "resign" });
          }, { class: "danger", "data-action": "confirm-resign" }),
          button(this.t.t("activity-cancel"), () => {
            this.confirmResign = false;
            this.render();
          }, { class: "secondary", "data-action": "cancel-resign" }),
        );
        return row;
      }
      const drawLabel = game.draw_offer === them ? "button-accept-draw" : "button-draw";
      const backLabel = game.takeback_request === them ? "button-accept-takeback" : "button-takeback";
      row.append(button(this.t.t(drawLabel), () => this.act({ type: "draw" }), { "data-action": "draw" }));
      // As under the game's messages in the channel: nothing to take back before a move.
      if (game.moves.length > 0) {
        row.append(button(this.t.t(backLabel), () => this.act({ type: "takeback" }), { "data-action": "takeback" }));
      }
      row.append(
        button(this.t.t("button-resign"), () => {
          this.confirmResign = true;
          this.render();
        }, { class: "danger", "data-action": "resign" }),
      );
    }
    if (challenge && (!game || game.over)) {
      if (challenge.can_accept) row.append(button(this.t.t("button-accept"), () => this.act({ type: "accept" }), { class: "primary", "data-action": "accept" }));
      if (challenge.from.id === you.id || challenge.to?.id === you.id) {
        row.append(button(this.t.t("button-decline"), () => this.act({ type: "decline" }), { "data-action": "decline" }));
      }
    }
    if (game?.over && !challenge && you.role !== "spectator") {
      row.append(button(this.t.t("button-rematch"), () => this.act({ type: "rematch", game: game.id }), { class: "primary", "data-action": "rematch" }));
    }
    if (game?.over && !challenge && !this.newGame) {
      row.append(
        button(this.t.t("activity-new-game"), () => {
          this.newGame = true;
          this.render();
        }, { "data-action": "new-game" }),
      );
    }
    if (game) {
      row.append(
        button(this.t.t("button-flip"), () => {
          this.flipped = !this.isFlipped();
          this.render();
        }, { class: "secondary", "data-action": "flip" }),
      );
    }
    return row;
  }

  /** Where review is: the move looked at, steps, and the way back to the live game. */
  private reviewBar(count: number, ply: number): HTMLElement {
    const where = ply === 0 ? this.t.t("activity-review-start") : this.t.t("activity-review", { ply, count });
    return h("div", { class: "review", "data-review": ply }, [
      h("p", { class: "review-where" }, [where]),
      h("div", { class: "actions" }, [
        button("◀", () => this.reviewAt(ply - 1), { class: "secondary", "aria-label": this.t.t("activity-review-previous"), "data-action": "review-previous", disabled: ply === 0 }),
        button("▶", () => this.reviewAt(ply + 1), { class: "secondary", "aria-label": this.t.t("activity-review-next"), "data-action": "review-next" }),
        button(this.t.t("activity-back-to-live"), () => this.backToLive(), { class: "primary", "data-action": "live" }),
      ]),
    ]);
  }

  render(): void {
    const state = this.state;
    const game = state?.game ?? null;
    const flipped = this.isFlipped();
    const parts: (Node | string)[] = [];
    const banner =
      this.connection === "connecting"
        ? this.t.t("activity-connecting")
        : this.connection === "reconnecting"
          ? this.t.t("activity-reconnecting")
          : this.connection === "stopped"
            ? this.t.has(`activity-error-${this.stopReason}`)
              ? this.t.t(`activity-error-${this.stopReason}`)
              : this.t.t("activity-error-other", { code: this.stopReason ?? "" })
            : null;
    if (banner) parts.push(h("div", { class: "banner", role: "status", "data-connection": this.connection }, [banner]));
    parts.push(this.tabs());
    if (this.tab === "learn") {
      parts.push(this.learn.render(this.notice));
      this.root.replaceChildren(...parts);
      return;
    }
    if (this.tab === "events") {
      this.drawnTimes = performance.now();
      parts.push(this.events.render(state?.you.id ?? "", this.connection === "stopped" ? null : this.notice, this.said));
      this.root.replaceChildren(...parts);
      return;
    }
    // While a past position is shown the status line says so (the title still says whose move
    // it is in the live game).
    const past = game ? this.review.ply() !== null : false;
    const status = past ? this.t.t("activity-reviewing") : state ? statusText(this.t, state) : "";
    const side: (Node | string)[] = [
      h("p", { class: "status", "data-role": state?.you.role ?? "", "data-reviewing": String(past), role: "status" }, [status]),
    ];
    if (state?.you.role === "spectator" && game) side.push(h("p", { class: "watching" }, [this.t.t("activity-watching")]));
    if (game) for (const offer of offerText(this.t, game)) side.push(h("p", { class: "offer" }, [offer]));
    // A refusal that closed the socket for good is the banner already.
    if (this.notice && this.connection !== "stopped") side.push(h("p", { class: "notice", role: "alert" }, [this.notice]));
    const reviewing = game ? this.review.ply() : null;
    if (game && reviewing !== null) side.push(this.reviewBar(game.moves.length, reviewing));
    side.push(this.buttons());
    if (this.away) side.push(h("div", { class: "actions" }, [button(this.t.t("activity-event-home"), () => this.goHome(), { class: "secondary", "data-action": "home" })]));
    if (state && lobbyOpen(state) && (!game || this.newGame)) {
      side.push(lobbyForm(this.t, state, this.members, this.choice, this.defaults, () => this.render(), (m) => this.act(m)));
    }
    side.push(this.feel.toggles());
    if (game) {
      side.push(h("h2", {}, [this.t.t("activity-moves")]), moveList(this.t, game, reviewing, (ply) => this.reviewAt(ply)));
    }
    const yourMove = !!game && !game.over && game.to_move === state?.you.role;
    document.title = this.t.t(yourMove ? "activity-title-your-move" : "activity-title");
    const elapsed = performance.now() - this.received;
    const column: (Node | string)[] = [];
    const hadFocus = this.boardBox.contains(document.activeElement);
    this.boardBox.replaceChildren();
    if (game) {
      const top = flipped ? "white" : "black";
      const bottom = flipped ? "black" : "white";
      const sel = this.pick.selection;
      const past = this.review.shown();
      const board = past ?? game.board;
      const shownTargets = this.pick.choosing ? [] : targets(this.legal(), sel);
      const movable = this.movable();
      this.boardBox.classList.toggle("reviewing", reviewing !== null);
      this.boardBox.append(
        drawBoard({
          board,
          flipped,
          toMove: game.over || past ? null : game.to_move,
          selected: sel?.from ?? null,
          route: sel?.landings ?? [],
          targets: shownTargets,
          movable,
          cursor: this.cursor,
          boardLabel: this.t.t("activity-board-label"),
          label: (sq) => this.feel.squareLabel(board, sq, movable, shownTargets),
        }),
      );
      this.feel.animate(this.boardBox, board, flipped);
      if (hadFocus) this.focusCursor();
      // Under review the bars count the material of the position shown.
      const shownGame = past ? { ...game, board: past } : game;
      column.push(
        h("h1", { class: "variant" }, [variantName(this.t, game.variant)]),
        playerBar(this.t, shownGame, top, state?.you.id ?? "", elapsed),
        this.boardBox,
        playerBar(this.t, shownGame, bottom, state?.you.id ?? "", elapsed),
      );
      if (this.pick.choosing) {
        column.push(
          chooser(this.t, game.board, this.pick.choosing, (m) => this.play(m), () => {
            dropPicking(this.pick);
            this.render();
          }),
        );
      }
    }
    // While not live the position shown may be old: dimmed, and nothing can be played.
    const stale = this.connection !== "live" && state !== null ? " stale" : "";
    const layout = h("div", { class: (game ? "layout with-game" : "layout") + stale, "data-live": String(this.connection === "live") }, [
      h("div", { class: "main" }, column),
      h("aside", { class: "side" }, side),
    ]);
    parts.push(layout);
    this.root.replaceChildren(...parts);
  }
}
