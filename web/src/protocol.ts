// The messages of the Activity's WebSocket, as docs/activity.md describes them.

/** A square as `[file, rank]`, 0-based from White's lower left. */
export type Square = [number, number];

export type Role = "white" | "black" | "spectator";
export type Color = "white" | "black";
export type Side = "light" | "dark";

export interface Person {
  id: string;
  name: string;
}

export interface Disc {
  side: Side;
  king: boolean;
}

export interface Tower {
  file: number;
  rank: number;
  /** Top first: the commander first. */
  discs: Disc[];
}

export interface SideCount {
  men: number;
  kings: number;
  prisoners: number;
}

export interface Board {
  files: number;
  ranks: number;
  stacks: boolean;
  towers: Tower[];
  highlight: Square[];
  path: null | { squares: Square[]; jumped: Square[] };
  must_capture: Square[];
  /** `[file, rank, number]` for the games written with square numbers; empty otherwise. */
  square_numbers: [number, number, number][];
  material: { light: SideCount; dark: SideCount };
}

export interface LegalMove {
  notation: string;
  from: Square;
  landings: Square[];
  captured: Square[];
}

export interface Clock {
  white_ms: number;
  black_ms: number;
  increment_ms: number;
  running: Color | null;
}

export interface GameState {
  id: string;
  variant: string;
  white: Person;
  black: Person;
  to_move: Color | null;
  over: boolean;
  result: null | "1-0" | "0-1" | "1/2-1/2";
  reason: string | null;
  board: Board;
  legal: LegalMove[];
  moves: string[];
  clock: Clock | null;
  draw_offer: Color | null;
  takeback_request: Color | null;
}

export interface Challenge {
  from: Person;
  to: Person | null;
  variant: string;
  clock: string | null;
  can_accept: boolean;
}

export interface LiveState {
  you: { id: string; role: Role };
  game: GameState | null;
  challenge: Challenge | null;
}

/** A stage of the lessons, with the learner's stars in it. */
export interface LessonStage {
  id: string;
  title: string;
  stars: number;
  most: number;
}

/** The answer to a Learn tab's request (docs/activity.md). */
export interface Lesson {
  /** One paragraph a line, in the learner's language. */
  text: string;
  variant: string | null;
  /** The learner's side: the board is seen from it. */
  side: Color | null;
  board: Board | null;
  /** The moves that can be clicked now (none after a solved or failed move: Next then). */
  legal: LegalMove[];
  /** The stars a solved level earned. */
  stars: number | null;
  failed: boolean;
  stages: LessonStage[];
}

/** The lobby's challenge: each field as `/challenge`'s option of that name, absent for its default. */
export interface LobbyChallenge {
  /** `"bot"`, a member's id, or absent for anyone here. */
  opponent?: string;
  variant?: string;
  level?: number;
  clock?: string;
  time?: string;
  color?: "white" | "black" | "random";
}

/** The server's settings a challenge from the lobby gets for what it leaves out (`/settings`). */
export interface LobbyDefaults {
  /** The server's default variant, as records name it. */
  variant: string;
  /** The server's time per move, in seconds. */
  time_secs: number;
  /** The pace field's label for that time, worded by the server. */
  per_move: string;
}

/** What kind of event: the Tournaments tab shows every kind in one shape. */
export type EventKind = "swiss" | "round-robin" | "arena";
export type EventStage = "enrolling" | "running" | "paused" | "finished";

/** One event in the server's list. */
export interface EventSummary {
  id: string;
  kind: EventKind;
  name: string;
  variant: string;
  stage: EventStage;
  /** The round being played or last played (0 before the first). */
  round: number;
  rounds: number;
  players: number;
}

/** One line of the standings: `extra` has a value per column of the view's `columns`. */
export interface EventRow {
  rank: number;
  player: Person;
  points: string;
  extra: string[];
}

/** One board of the current round. */
export interface EventBoard {
  board: number;
  white: Person;
  black: Person;
  /** The score as the event shows points (`2-0`, `½-½`, `+/-`), once known. */
  result: string | null;
  game: string | null;
}

/** An event as the Tournaments tab shows it (docs/activity.md). */
export interface EventView extends EventSummary {
  /** Unix seconds. */
  starts_at: number;
  /** Unix seconds: the current round's deadline, while one runs. */
  deadline: number | null;
  entry_limit: number;
  entrants: Person[];
  /** The standings' columns after rank, name and points (the first one shown on a phone),
   * each worded as `tournament-column-<column>`. */
  columns: string[];
  standings: EventRow[];
  pairings: EventBoard[];
  bye: Person | null;
}

export type ServerMessage =
  | { type: "state"; state: LiveState }
  | { type: "lesson"; lesson: Lesson }
  | { type: "refused"; text: string }
  | { type: "error"; code: string }
  /** Once the user is known: the server's language for its texts, its beat period, and what
   * a challenge that leaves the variant or pace out gets on this server. */
  | { type: "welcome"; lang: string; beat_ms: number; defaults: LobbyDefaults }
  /** The server is still there. */
  | { type: "beat" }
  /** Who has the board open in this channel, you too. */
  | { type: "members"; members: Person[] }
  /** The board of `game` after `ply` moves (review). */
  | { type: "position"; game: string; ply: number; board: Board }
  /** This server's tournaments. */
  | { type: "tournaments"; tournaments: EventSummary[] }
  /** The tournament watched: as asked, then after each change. */
  | { type: "tournament"; tournament: EventView }
  /** What a request did (a join), worded by the server. */
  | { type: "said"; text: string };

export type ClientMessage =
  | { type: "hello"; access_token: string; instance_id: string; locale: string | null }
  | { type: "move"; notation: string }
  | { type: "resign" }
  | { type: "draw" }
  | { type: "takeback" }
  | { type: "accept" }
  | { type: "decline" }
  | { type: "learn"; stage?: string }
  | { type: "learn-move"; notation: string }
  | { type: "learn-hint" }
  | { type: "learn-next" }
  | ({ type: "challenge" } & LobbyChallenge)
  | { type: "rematch"; game: string }
  | { type: "position"; game: string; ply: number }
  /** Who has the board open here: answered now and again on every change. */
  | { type: "members" }
  | { type: "tournaments" }
  /** Watch a tournament (no id: stop). */
  | { type: "tournament"; id?: string }
  | { type: "tournament-join"; id: string }
  | { type: "tournament-leave"; id: string }
  /** Follow one's own game of the tournament's current round on the board. */
  | { type: "tournament-board"; id: string }
  /** Back to the Activity's own channel. */
  | { type: "home" };

/** Whether a parsed frame looks like a server message (the rest is trusted to the server). */
export function isServerMessage(value: unknown): value is ServerMessage {
  if (typeof value !== "object" || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return (
    type === "state" ||
    type === "lesson" ||
    type === "refused" ||
    type === "error" ||
    type === "welcome" ||
    type === "beat" ||
    type === "members" ||
    type === "position" ||
    type === "tournaments" ||
    type === "tournament" ||
    type === "said"
  );
}

export function sameSquare(a: Square, b: Square): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** The algebraic name of a square (a1 = [0, 0]), used to address squares in the page. */
export function squareName([file, rank]: Square): string {
  return String.fromCharCode(97 + file) + String(rank + 1);
}
