// What the Activity's browser scripts (browser.mjs, quiet.mjs, lobby.mjs, learn.mjs) share: the
// plan the Rust test wrote (its path is the first argument), Chromium launched headless, pages
// opened on the Activity, the JSON lines the Rust test reads (`say`) and its answers on stdin
// (`ask`), and the run that reports a failure as {"failed":...} and exits non-zero.

import { readFileSync, mkdirSync } from "node:fs";
import { createInterface } from "node:readline";
import { chromium } from "playwright-core";

export const plan = JSON.parse(readFileSync(process.argv[2], "utf8"));
/** How long a page may take for one step, in milliseconds. */
export const WAIT = plan.wait_ms ?? 15_000;
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** The errors thrown in any page, each prefixed by its page's name. */
export const errors = [];

/** Prints one JSON line for the Rust test. */
export function say(object) {
  process.stdout.write(JSON.stringify(object) + "\n");
}

let lines = null;
const pending = [];
const queued = [];
/** The next line on stdin (read from the first call on). */
function nextLine() {
  if (!lines) {
    lines = createInterface({ input: process.stdin });
    lines.on("line", (line) => {
      const waiter = pending.shift();
      if (waiter) waiter(line);
      else queued.push(line);
    });
  }
  return queued.length ? Promise.resolve(queued.shift()) : new Promise((resolve) => pending.push(resolve));
}

/** Asks the Rust test for `need` (with `fields`) and waits until it answers "done". */
export async function ask(need, fields = {}) {
  say({ need, ...fields });
  const answer = (await nextLine()).trim();
  if (answer !== "done") throw new Error(`the test answered ${answer} to ${need}`);
}

/** Launches the plan's Chromium, the plan's screenshot folder made if it has one. */
export async function launch() {
  if (plan.screenshots) mkdirSync(plan.screenshots, { recursive: true });
  return chromium.launch({ executablePath: plan.chromium, args: FLAGS });
}

/** A phone-sized viewport under 500 px wide, else a desktop's. */
export function viewport(width) {
  return { width, height: width < 500 ? 760 : 860 };
}

/** A new page in its own context, its errors kept under `name`. */
export async function newPage(browser, name, size) {
  const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT);
  page.on("pageerror", (e) => errors.push(`${name}: ${e.message}`));
  return page;
}

/** The Activity's address for `user` in `instance`; no `locale` parameter when `locale` is null. */
export function url(user, instance, locale = "en-US", base = plan.base) {
  const u = new URL(base);
  u.searchParams.set("user_id", user);
  u.searchParams.set("instance_id", instance);
  if (locale) u.searchParams.set("locale", locale);
  return u.toString();
}

/** Waits until `page` lists `count` plies, the last one `notation`. */
export async function seesPly(page, count, notation) {
  await page.waitForSelector(`.moves[data-count="${count}"]`, { state: "attached" });
  const shown = await page.textContent(`.moves [data-ply="${count}"]`);
  if (shown?.trim() !== notation) throw new Error(`ply ${count}: the page shows ${shown}, expected ${notation}`);
}

export async function clickSquare(page, name) {
  await page.click(`.hit[data-square="${name}"]`);
}

/** Clicks a move's origin, then each landing once it lights up. */
export async function clickMove(page, move) {
  await clickSquare(page, move.from);
  for (const landing of move.landings) {
    await page.waitForSelector(`.target[data-target="${landing}"]`);
    await clickSquare(page, landing);
  }
}

/** Closes the browser; fails if any page threw. */
export async function closeChecked(browser) {
  await browser.close();
  if (errors.length) throw new Error(`errors in the page: ${errors.join("; ")}`);
}

/** Runs the script's `main`: exits 0 once it is done, else says why and exits 1. */
export function run(main) {
  main().then(
    () => process.exit(0),
    (error) => {
      say({ failed: String(error?.stack ?? error) });
      process.exit(1);
    },
  );
}
