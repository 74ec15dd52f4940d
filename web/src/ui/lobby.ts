// The lobby: with no game in the channel (or after one), the board starts the next game. The
// player picks an opponent (anyone here, the bot, or someone who has the board open), the game,
// the bot's level or the pace (the server's time per move, or clocks), and a colour; the server
// turns that into the same challenge /challenge makes. The form shows the server's defaults
// (its `welcome`) and /challenge's, and sends only what the player changed, so the server's
// settings decide the rest as they do for /challenge. After a game: Rematch and New game.

import { ClientMessage, LiveState, LobbyChallenge, LobbyDefaults, Person } from "../protocol";
import { Texts } from "../i18n";
import { button, h } from "./dom";
import { variantName } from "./panel";

/** The games, as records name them, in the order the slash command lists them. */
export const VARIANTS = ["bashni", "lasca", "russian", "brazilian", "kurnik", "international", "canadian", "english"];

/** The clock presets /challenge offers (src/service/game/time_control.rs, PRESETS). */
export const CLOCKS = ["1+0", "3+2", "5+3", "10+5", "15+10"];

/** The bot's levels (towers_engine::Level, 1 to MAX). */
export const LEVELS = [1, 2, 3, 4, 5, 6];

/** The level and colour /challenge gives when none is named (DEFAULT_BOT_LEVEL, DEFAULT_COLOR). */
const SHOWN_LEVEL = 3;
const SHOWN_COLOR = "white";

const BOT = "bot";

type Color = "white" | "black" | "random";

/** What the player has picked so far (`null`: not changed, the default applies); kept across states. */
export interface LobbyChoice {
  /** `""`: anyone here; `"bot"`; or a member's id. */
  opponent: string;
  variant: string | null;
  level: number | null;
  /** `""`: the server's time per move; else a clock preset. */
  pace: string;
  color: Color | null;
}

export function defaultChoice(): LobbyChoice {
  return { opponent: "", variant: null, level: null, pace: "", color: null };
}

/** The challenge message for `choice`: only what the player changed (the level only against
 * the bot, the pace only against a person); the server applies its defaults to the rest. */
export function challengeMessage(choice: LobbyChoice): ClientMessage {
  const options: LobbyChallenge = {};
  if (choice.color) options.color = choice.color;
  if (choice.variant) options.variant = choice.variant;
  if (choice.opponent === BOT) {
    options.opponent = BOT;
    if (choice.level !== null) options.level = choice.level;
  } else {
    if (choice.opponent) options.opponent = choice.opponent;
    if (choice.pace) options.clock = choice.pace;
  }
  return { type: "challenge", ...options };
}

/** Whether the lobby's form belongs on the page: no game on and no challenge open. */
export function lobbyOpen(state: LiveState): boolean {
  return !state.challenge && (!state.game || state.game.over);
}

function select(
  name: string,
  label: string,
  options: [string, string][],
  value: string,
  change: (v: string) => void,
): HTMLElement {
  const id = `lobby-${name}`;
  const field = h("select", { id, name, "data-field": name });
  for (const [v, text] of options) {
    const option = h("option", { value: v }, [text]);
    if (v === value) option.selected = true;
    field.append(option);
  }
  field.addEventListener("change", () => change(field.value));
  return h("div", { class: "field" }, [h("label", { for: id }, [label]), field]);
}

/**
 * The lobby's form for `state`, with `members` to challenge and the server's `defaults` shown
 * for what the player has not changed; `changed` redraws after a pick, `send` sends the
 * challenge.
 */
export function lobbyForm(
  t: Texts,
  state: LiveState,
  members: Person[],
  choice: LobbyChoice,
  defaults: LobbyDefaults | null,
  changed: () => void,
  send: (m: ClientMessage) => void,
): HTMLElement {
  const others = members.filter((m) => m.id !== state.you.id);
  if (choice.opponent && choice.opponent !== BOT && !others.some((m) => m.id === choice.opponent)) {
    choice.opponent = "";
  }
  const variant = choice.variant ?? defaults?.variant ?? VARIANTS[0];
  const set = (apply: (v: string) => void) => (v: string) => {
    apply(v);
    changed();
  };
  const fields: HTMLElement[] = [
    select(
      "opponent",
      t.t("activity-lobby-opponent"),
      [["", t.t("activity-lobby-anyone")], [BOT, t.t("activity-lobby-bot")], ...others.map((m): [string, string] => [m.id, m.name])],
      choice.opponent,
      set((v) => (choice.opponent = v)),
    ),
    select(
      "variant",
      t.t("activity-lobby-variant"),
      VARIANTS.map((v): [string, string] => [v, variantName(t, v)]),
      VARIANTS.includes(variant) ? variant : VARIANTS[0],
      set((v) => (choice.variant = v)),
    ),
  ];
  const bot = choice.opponent === BOT;
  if (bot) {
    fields.push(
      select("level", t.t("activity-lobby-level"), LEVELS.map((l): [string, string] => [String(l), String(l)]), String(choice.level ?? SHOWN_LEVEL), set((v) => (choice.level = Number(v)))),
    );
  } else {
    fields.push(
      select(
        "pace",
        t.t("activity-lobby-pace"),
        [["", defaults?.per_move ?? t.t("activity-lobby-pace")], ...CLOCKS.map((c): [string, string] => [c, t.t("activity-lobby-clock", { clock: c })])],
        choice.pace,
        set((v) => (choice.pace = v)),
      ),
    );
  }
  fields.push(
    select(
      "color",
      t.t("activity-lobby-color"),
      (["white", "black", "random"] as const).map((c): [string, string] => [c, t.t(`choice-${c}`)]),
      choice.color ?? SHOWN_COLOR,
      set((v) => (choice.color = v as Color)),
    ),
  );
  const start = button(
    t.t(bot ? "activity-lobby-play-bot" : "activity-lobby-challenge"),
    () => send(challengeMessage(choice)),
    { class: "primary", "data-action": bot ? "play-bot" : "challenge" },
  );
  return h("section", { class: "lobby", "aria-labelledby": "lobby-title" }, [
    h("h2", { id: "lobby-title" }, [t.t("activity-lobby-title")]),
    h("div", { class: "fields" }, fields),
    h("div", { class: "actions" }, [start]),
  ]);
}
