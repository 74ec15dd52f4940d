// The live connection: the WebSocket `api/ws` (relative to the page; `wss:` under https),
// `hello` first, then the server's states. When the socket drops it is opened again after a
// growing pause (0.5 s doubling to 10 s, reset once a state arrives); the server then sends the
// whole state again. The server sends a `beat` every few seconds (its `welcome` says how
// often): a socket that hears nothing for twice that (at least 10 s), or that does not open
// within 10 s, is given up as dead even though it never closed (a network that stopped
// relaying), and a new one is opened at once.

import { ClientMessage, ServerMessage, isServerMessage } from "./protocol";
import { Session } from "./discord";

/** Error codes after which reconnecting cannot help: the player must open the board again. */
const FINAL = new Set(["bad-token", "not-in-instance"]);

/** The least silence after which a socket is given up, in milliseconds. */
export const SILENCE_MS = 10_000;

export interface Handlers {
  message(message: ServerMessage): void;
  /** The socket is down and will be opened again (`code` if the server said why). */
  dropped(code: string | null): void;
  /** The server refused the session for good. */
  stopped(code: string): void;
}

export function socketUrl(): string {
  const url = new URL("api/ws", window.location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}

export class Live {
  private socket: WebSocket | null = null;
  private delay = 500;
  private stopped = false;
  private lastError: string | null = null;
  /** How long this socket may stay silent (from the server's `welcome`). */
  private silence = SILENCE_MS;
  private watchdog: number | undefined;

  constructor(
    private readonly session: Session,
    private readonly handlers: Handlers,
  ) {}

  start(): void {
    this.open();
  }

  /** Sends `message` if the socket is open; whether it was sent. */
  send(message: ClientMessage): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Gives `socket` up when nothing arrives on it within the silence bound. */
  private watch(socket: WebSocket): void {
    window.clearTimeout(this.watchdog);
    this.watchdog = window.setTimeout(() => {
      if (this.socket !== socket || this.stopped) return;
      // A dead network may hold the close handshake for long: the socket is left behind.
      this.socket = null;
      socket.close();
      this.handlers.dropped(null);
      this.open();
    }, this.silence);
  }

  private open(): void {
    const socket = new WebSocket(socketUrl());
    this.socket = socket;
    this.lastError = null;
    this.silence = SILENCE_MS;
    this.watch(socket);
    socket.addEventListener("open", () => {
      socket.send(
        JSON.stringify({
          type: "hello",
          access_token: this.session.accessToken,
          instance_id: this.session.instanceId,
          locale: this.session.locale,
        } satisfies ClientMessage),
      );
    });
    socket.addEventListener("message", (event) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (this.socket !== socket) return;
      this.watch(socket);
      if (!isServerMessage(parsed)) return;
      if (parsed.type === "welcome") this.silence = Math.max(SILENCE_MS, 2 * parsed.beat_ms);
      if (parsed.type === "beat") return;
      if (parsed.type === "state") this.delay = 500;
      if (parsed.type === "error") this.lastError = parsed.code;
      this.handlers.message(parsed);
    });
    socket.addEventListener("close", () => {
      if (this.socket !== socket || this.stopped) return;
      window.clearTimeout(this.watchdog);
      const code = this.lastError;
      if (code !== null && FINAL.has(code)) {
        this.stopped = true;
        this.handlers.stopped(code);
        return;
      }
      this.handlers.dropped(code);
      const wait = this.delay;
      this.delay = Math.min(this.delay * 2, 10_000);
      window.setTimeout(() => this.open(), wait);
    });
  }
}
