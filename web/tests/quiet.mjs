// The Activity's connection and the channel it keeps quiet, in a real browser (Debian's
// Chromium driven by playwright-core), against the real `towers serve` and the stand-in
// Discord that tests/e2e/activity_quiet.rs starts.
//
//   node web/tests/quiet.mjs PLAN.json
//
// PLAN (written by the Rust test): the server's address and the address of a pausable proxy
// in front of it, the Chromium to run, and the game: its instance, its players (the challenge
// already issued), the plies to play (origin and landing squares) and the language Black's
// Discord account has. The script
//   1. opens the game as White (1280 px, straight to the server) and Black (360 px, through
//      the proxy, with no `?locale=`: its language comes from Black's Discord account);
//   2. Black accepts by its button; the plies are played by clicks, each seen in both tabs;
//      White resigns by its buttons; both tabs show the game over;
//   3. prints {"need":"count"} and waits for "done" (the Rust side counts the channel's
//      messages, edits and pings);
//   4. prints {"need":"pause"}; once the proxy holds everything, measures how long Black's tab
//      takes to show "reconnecting" (and that its board is no longer live);
//   5. prints {"need":"change-and-resume"}: the Rust side issues a new challenge and resumes
//      the proxy; measures how long Black's tab takes to be live again, showing the challenge.
// It prints {"done":true,...} with the figures, and exits non-zero on any failure.

import { ask, clickMove, closeChecked, launch, newPage, plan, run, say, seesPly, url, viewport } from "./harness.mjs";

async function open(browser, name, base, width, user, locale) {
  const page = await newPage(browser, name, viewport(width));
  await page.goto(url(user, plan.game.instance, locale, base));
  return page;
}

async function main() {
  const browser = await launch();
  const g = plan.game;
  const white = await open(browser, "white", plan.base, 1280, g.white, "en-US");
  const black = await open(browser, "black", plan.proxied, 360, g.black, null);
  const tabs = [white, black];

  await black.click('[data-action="accept"]');
  for (const tab of tabs) await tab.waitForSelector('.moves[data-count="0"]', { state: "attached" });
  // Black's page is worded in Black's Discord language, which the SDK did not give.
  const blackLang = await black.evaluate(() => document.documentElement.lang);
  if (blackLang !== g.black_lang) throw new Error(`Black's page is in ${blackLang}, not ${g.black_lang}`);

  for (const [i, ply] of g.plies.entries()) {
    const mover = ply.color === "white" ? white : black;
    await clickMove(mover, ply);
    for (const tab of tabs) await seesPly(tab, i + 1, ply.notation);
  }
  await white.click('[data-action="resign"]');
  await white.click('[data-action="confirm-resign"]');
  for (const tab of tabs) {
    await tab.waitForFunction(() => !document.querySelector('[data-action="draw"]') && document.querySelector('[data-action="flip"]'));
  }
  await ask("count");

  // The network under Black's tab stops relaying without closing anything.
  await ask("pause");
  const paused = Date.now();
  await black.waitForSelector('.banner[data-connection="reconnecting"]', { timeout: 30_000 });
  const reconnectingMs = Date.now() - paused;
  if ((await black.getAttribute(".layout", "data-live")) !== "false") throw new Error("a stale board is shown as live");

  await ask("change-and-resume");
  const resumed = Date.now();
  // Live again, on the current state: the challenge made while the tab was cut off.
  await black.waitForSelector('[data-action="accept"]', { timeout: 30_000 });
  await black.waitForSelector(".banner", { state: "detached", timeout: 30_000 });
  const liveAgainMs = Date.now() - resumed;
  if ((await black.getAttribute(".layout", "data-live")) !== "true") throw new Error("the board is not live again");

  await closeChecked(browser);
  say({ done: true, plies: g.plies.length, black_lang: blackLang, reconnecting_ms: reconnectingMs, live_again_ms: liveAgainMs });
}

run(main);
