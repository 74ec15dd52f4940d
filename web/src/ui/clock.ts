// The clocks of a timed game, counted down locally from the moment the state arrived.

import { Clock, Color } from "../protocol";

/** Milliseconds left on `color`'s clock `elapsed` ms after the state arrived. */
export function remaining(clock: Clock, color: Color, elapsed: number): number {
  const base = color === "white" ? clock.white_ms : clock.black_ms;
  return Math.max(0, clock.running === color ? base - elapsed : base);
}

/** `m:ss`, or `s.d` under ten seconds. */
export function formatClock(ms: number): string {
  if (ms < 10_000) return (Math.floor(ms / 100) / 10).toFixed(1);
  const seconds = Math.ceil(ms / 1000);
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, "0")}`;
}
