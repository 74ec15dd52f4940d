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

import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { chromium } from "playwright-core";

const plan = JSON.parse(readFileSync(process.argv[2], "utf8"));
const WAIT = 15_000;
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const lines = createInterface({ input: process.stdin });
const pending = [];
const queued = [];
lines.on("line", (line) => {
  const waiter = pending.shift();
  if (waiter) waiter(line);
  else queued.push(line);
});
function nextLine() {
  return queued.length ? Promise.resolve(queued.shift()) : new Promise((resolve) => pending.push(resolve));
}
function say(object) {
  process.stdout.write(JSON.stringify(object) + "\n");
}
async function ask(need) {
  say({ need });
  const answer = (await nextLine()).trim();
  if (answer !== "done") throw new Error(`the test answered ${answer} to ${need}`);
}

const errors = [];

async function open(browser, name, base, width, user, locale) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 760 : 860 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT);
  page.on("pageerror", (e) => errors.push(`${name}: ${e.message}`));
  const u = new URL(base);
  u.searchParams.set("user_id", user);
  u.searchParams.set("instance_id", plan.game.instance);
  if (locale) u.searchParams.set("locale", locale);
  await page.goto(u.toString());
  return page;
}

async function seesPly(page, count, notation) {
  await page.waitForSelector(`.moves[data-count="${count}"]`, { state: "attached" });
  const shown = await page.textContent(`.moves [data-ply="${count}"]`);
  if (shown?.trim() !== notation) throw new Error(`ply ${count}: the page shows ${shown}, expected ${notation}`);
}

async function playByClicks(page, ply) {
  await page.click(`.hit[data-square="${ply.from}"]`);
  for (const landing of ply.landings) {
    await page.waitForSelector(`.target[data-target="${landing}"]`);
    await page.click(`.hit[data-square="${landing}"]`);
  }
}

async function main() {
  const browser = await chromium.launch({ executablePath: plan.chromium, args: FLAGS });
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
    await playByClicks(mover, ply);
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

  await browser.close();
  if (errors.length) throw new Error(`errors in the page: ${errors.join("; ")}`);
  say({ done: true, plies: g.plies.length, black_lang: blackLang, reconnecting_ms: reconnectingMs, live_again_ms: liveAgainMs });
}

main().then(
  () => process.exit(0),
  (error) => {
    say({ failed: String(error?.stack ?? error) });
    process.exit(1);
  },
);
