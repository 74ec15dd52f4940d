// The board's sounds, made on the spot with WebAudio (no audio files): a move, a capture, the
// player's turn, and their clock running low. Browsers start audio only after a gesture, so the
// context is made at the player's first press or key.

export type Cue = "move" | "capture" | "turn" | "low-time";

/** Each cue as notes: [frequency in Hz, start in s, length in s]. */
const NOTES: Record<Cue, [number, number, number][]> = {
  move: [[520, 0, 0.07]],
  capture: [[440, 0, 0.07], [330, 0.08, 0.1]],
  turn: [[660, 0, 0.09], [880, 0.1, 0.12]],
  "low-time": [[990, 0, 0.05], [990, 0.12, 0.05]],
};

export class Sounds {
  private context: AudioContext | null = null;

  constructor(private readonly enabled: () => boolean) {
    const wake = () => {
      if (this.context || typeof AudioContext === "undefined") return;
      try {
        this.context = new AudioContext();
      } catch {
        this.context = null;
      }
    };
    window.addEventListener("pointerdown", wake, { capture: true });
    window.addEventListener("keydown", wake, { capture: true });
  }

  play(cue: Cue): void {
    const context = this.context;
    if (!context || !this.enabled()) return;
    const now = context.currentTime;
    for (const [frequency, start, length] of NOTES[cue]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = "sine";
      oscillator.frequency.value = frequency;
      // A short rise and a fall, so that notes do not click.
      gain.gain.setValueAtTime(0, now + start);
      gain.gain.linearRampToValueAtTime(0.15, now + start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.001, now + start + length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(now + start);
      oscillator.stop(now + start + length + 0.02);
    }
  }
}
