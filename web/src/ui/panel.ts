// The parts of the page around the board: the players' bars (name, colour, material, clock),
// the status line, the buttons, the move list, the route chooser.

import { Board, Color, GameState, LegalMove, LiveState, Person, Side, Square, squareName } from "../protocol";
import { Texts } from "../i18n";
import { formatClock, remaining } from "./clock";
import { button, h } from "./dom";

export function sideOf(color: Color): Side {
  return color === "white" ? "light" : "dark";
}

export function colorName(t: Texts, color: Color): string {
  return t.t(color === "white" ? "color-white" : "color-black");
}

/** A variant's name (`variant-<name>`; a variant with rule options by its base name). */
export function variantName(t: Texts, variant: string): string {
  const base = variant.split(/[^a-z]/)[0];
  return t.t(t.has(`variant-${variant}`) ? `variant-${variant}` : `variant-${base}`);
}

/** A square as the game writes it: its number in the numbered games, else a1-style. */
export function squareLabel(board: Board, sq: Square): string {
  const numbered = board.square_numbers.find(([f, r]) => f === sq[0] && r === sq[1]);
  return numbered ? String(numbered[2]) : squareName(sq);
}

function icon(side: Side): HTMLElement {
  return h("span", { class: `disc-icon ${side}`, "aria-hidden": "true" });
}

/** One player's bar: colour, name, material and (in a timed game) clock. */
export function playerBar(t: Texts, game: GameState, color: Color, youId: string, elapsed: number): HTMLElement {
  const person: Person = game[color];
  const side = sideOf(color);
  const count = game.board.material[side];
  const other: Side = side === "light" ? "dark" : "light";
  const material = h("span", { class: "material" }, [
    icon(side),
    h("span", { class: "men" }, [String(count.men)]),
    h("span", { class: "crown-icon", "aria-hidden": "true" }, ["♛"]),
    h("span", { class: "kings" }, [String(count.kings)]),
  ]);
  if (count.prisoners > 0) material.append(icon(other), h("span", { class: "prisoners" }, [`+${count.prisoners}`]));
  const bar = h(
    "section",
    {
      class: `player ${color}${game.to_move === color ? " to-move" : ""}`,
      "data-color": color,
      "aria-label": `${colorName(t, color)}: ${person.name}`,
    },
    [
      h("span", { class: "who" }, [
        icon(side),
        h("span", { class: "name" }, [person.name]),
        person.id === youId ? h("span", { class: "you" }, [t.t("activity-you")]) : "",
      ]),
      material,
    ],
  );
  if (game.clock) {
    const ms = remaining(game.clock, color, elapsed);
    bar.append(
      h("span", { class: `clock${game.clock.running === color ? " running" : ""}`, "data-clock": color }, [formatClock(ms)]),
    );
  }
  return bar;
}

/** What is going on, in one line. */
export function statusText(t: Texts, state: LiveState): string {
  const game = state.game;
  const challenge = state.challenge;
  if (game && !(game.over && challenge)) {
    if (game.over) {
      const args = { player: "", reason: game.reason ?? "" };
      if (game.result === "1-0") args.player = game.white.name;
      if (game.result === "0-1") args.player = game.black.name;
      const id =
        game.result === "1-0" ? "white-wins" : game.result === "0-1" ? "black-wins" : "draw";
      return game.reason ? t.t(`result-${id}`, args) : t.t(`activity-result-${id}`, args);
    }
    if (game.to_move) {
      if (state.you.role === game.to_move) return t.t("activity-your-move");
      return t.t("player-color-to-move", { player: game[game.to_move].name, color: colorName(t, game.to_move) });
    }
    return "";
  }
  if (challenge) {
    const variant = variantName(t, challenge.variant);
    const text = challenge.to
      ? t.t("activity-challenge", { challenger: challenge.from.name, opponent: challenge.to.name, variant })
      : t.t("activity-open-challenge", { challenger: challenge.from.name, variant });
    return challenge.clock ? `${text} ${t.t("activity-challenge-clock", { clock: challenge.clock })}` : text;
  }
  return t.t("activity-no-game");
}

/** Offers waiting for an answer (draw, takeback). */
export function offerText(t: Texts, game: GameState): string[] {
  const out: string[] = [];
  if (game.over) return out;
  if (game.draw_offer) out.push(t.t("activity-draw-offered", { player: game[game.draw_offer].name }));
  if (game.takeback_request) out.push(t.t("activity-takeback-asked", { player: game[game.takeback_request].name }));
  return out;
}

/**
 * The moves so far in pairs (1. c3-d4 f6-e5), each ply addressable by `data-ply` (1-based)
 * and picked by click or Enter to review the position after it (`pick`); `shown` is the ply
 * under review, if any.
 */
export function moveList(t: Texts, game: GameState, shown: number | null = null, pick?: (ply: number) => void): HTMLElement {
  const list = h("ol", { class: "moves", "aria-label": t.t("activity-moves"), "data-count": game.moves.length });
  const current = shown ?? game.moves.length;
  for (let i = 0; i < game.moves.length; i += 2) {
    const ply = (n: number) => {
      const classes = ["ply"];
      if (n === game.moves.length) classes.push("last");
      if (n === current) classes.push("current");
      const node = h(
        "span",
        { class: classes.join(" "), "data-ply": n, role: pick ? "button" : undefined, tabindex: pick ? 0 : undefined, "aria-current": n === current ? "step" : undefined },
        [game.moves[n - 1]],
      );
      if (pick) {
        node.addEventListener("click", () => pick(n));
        node.addEventListener("keydown", (event) => {
          if (event.key !== "Enter" && event.key !== " ") return;
          event.preventDefault();
          pick(n);
        });
      }
      return node;
    };
    const item = h("li", {}, [ply(i + 1)]);
    if (i + 1 < game.moves.length) item.append(ply(i + 2));
    list.append(item);
  }
  return list;
}

/** The chooser between moves that share origin and landings but jump different pieces. */
export function chooser(t: Texts, board: Board, moves: LegalMove[], pick: (m: LegalMove) => void, cancel: () => void): HTMLElement {
  const options = moves.map((m) =>
    button(
      t.t("activity-route", { squares: m.captured.map((sq) => squareLabel(board, sq)).join(", ") }),
      () => pick(m),
      { class: "route-option", "data-notation": m.notation },
    ),
  );
  return h("div", { class: "chooser", role: "dialog", "aria-modal": "true" }, [
    h("p", {}, [t.t("activity-choose-route")]),
    ...options,
    button(t.t("activity-cancel"), cancel, { class: "secondary" }),
  ]);
}
