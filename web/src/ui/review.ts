// Review: an earlier position of the game shown, asked of the server by its ply (0: the start),
// while the live game goes on underneath. Arrow keys step through the moves; the last ply is
// the live game again.

import { Board, GameState } from "../protocol";

export class Review {
  /** The game and ply looked at; null: the live game. */
  private at: { game: string; ply: number } | null = null;
  private board: Board | null = null;

  /** The ply looked at, if reviewing. */
  ply(): number | null {
    return this.at?.ply ?? null;
  }

  /** The board to show instead of the live one, once it has come. */
  shown(): Board | null {
    return this.at ? this.board : null;
  }

  /**
   * Looks at ply `ply` of `game` (the live game again at its last ply or past it); the ply to
   * ask the server for, if any.
   */
  go(game: GameState, ply: number): number | null {
    if (game.moves.length === 0 || ply >= game.moves.length) {
      this.leave();
      return null;
    }
    const target = Math.max(0, ply);
    if (this.at?.game === game.id && this.at.ply === target) return null;
    this.at = { game: game.id, ply: target };
    return target;
  }

  /** One step: -1 back, +1 forward, from the ply looked at (the live game: its last ply). */
  step(game: GameState, by: number): number | null {
    const from = this.at?.ply ?? game.moves.length;
    return this.go(game, from + by);
  }

  leave(): void {
    this.at = null;
    this.board = null;
  }

  /** A board the server sent: kept if it is the one looked at. */
  received(game: string, ply: number, board: Board): boolean {
    if (this.at?.game !== game || this.at.ply !== ply) return false;
    this.board = board;
    return true;
  }

  /** A new state: review ends with another game, or when the looked-at ply no longer exists. */
  follow(game: GameState | null): void {
    if (!this.at) return;
    if (!game || game.id !== this.at.game || this.at.ply >= game.moves.length) this.leave();
  }
}
