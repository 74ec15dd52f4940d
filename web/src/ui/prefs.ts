// The player's choices about the board's feel: sounds and move animation, both on until the
// player turns them off, remembered in the browser (localStorage; a browser that refuses it
// keeps them for the page only).

export interface Prefs {
  sound: boolean;
  animation: boolean;
}

const KEY = "towers.prefs";

export function loadPrefs(): Prefs {
  const prefs: Prefs = { sound: true, animation: true };
  try {
    const kept = JSON.parse(window.localStorage.getItem(KEY) ?? "{}") as Partial<Prefs>;
    if (typeof kept.sound === "boolean") prefs.sound = kept.sound;
    if (typeof kept.animation === "boolean") prefs.animation = kept.animation;
  } catch {
    // Storage refused or unreadable: the defaults.
  }
  return prefs;
}

export function savePrefs(prefs: Prefs): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(prefs));
  } catch {
    // Storage refused: the choice lasts for this page.
  }
}
