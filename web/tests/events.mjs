// The Activity's Tournaments tab in a real browser (Debian's Chromium driven by
// playwright-core), against the real `towers serve` and the stand-in Discord that
// tests/e2e/activity_tournament_browser.rs starts.
//
//   node web/tests/events.mjs PLAN.json
//
// PLAN: the server's address, the Chromium to run, where the screenshots go, the channel's
// instance (alice and bob on the board), the running Swiss `spring` (round 1: alice against
// bob, carol's bye), the `autumn` one taking entries (bob entered) and an `arena` under way.
// The script
//   1. opens the Tournaments tab as alice (1280 px): both tournaments are listed; in the
//      Spring Cup her board comes first, marked, with Open my game, every standings column
//      shows; photographs it;
//   2. Open my game shows her game on the Game tab, with the way back to the channel, which
//      brings the channel's own board back;
//   3. bob opens the Spring Cup at 360 px: rank, name, points and the first tiebreak only, and
//      nothing wider than the screen; photographs it;
//   4. alice joins the Autumn Open from the tab: she is listed and the button is Leave now;
//   5. the test records round 1's result in Discord: bob's open view shows the new standings
//      and round 2's pairings without a reload;
//   6. bob opens the arena under way: its live standings and its end, at 360 px; photographs it.
// It prints {"done":true,...} and exits non-zero on any failure.

import { join } from "node:path";
import { ask, closeChecked, launch, newPage, plan, run, say, url, viewport } from "./harness.mjs";

const shots = [];

async function shoot(page, name) {
  const path = join(plan.screenshots, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  shots.push(path);
}

async function openEvents(page) {
  await page.click('[data-tab="events"]');
  await page.waitForSelector(".event-list");
}

async function openEvent(page, id) {
  await page.click(`[data-event="${id}"]`);
  await page.waitForSelector(`section.event[data-event="${id}"]`);
}

/** The texts of the cells shown (not hidden by the layout) in the standings' header. */
async function shownColumns(page) {
  return page.$$eval(".standings thead th", (cells) => cells.filter((c) => getComputedStyle(c).display !== "none").map((c) => c.textContent));
}

async function main() {
  const browser = await launch();
  const { instance, alice, bob, spring, autumn } = plan.events;

  // 1. alice at 1280 px.
  const a = await newPage(browser, "alice", viewport(1280));
  await a.goto(url(alice, instance));
  await openEvents(a);
  await a.waitForSelector(`[data-event="${spring}"]`);
  await a.waitForSelector(`[data-event="${autumn}"]`);
  await openEvent(a, spring);
  const first = await a.waitForSelector(".pairings tbody tr:first-child.yours");
  if (!(await first.textContent()).includes(plan.events.alice_name)) throw new Error("her board is not first");
  // The sweep gives the board its game within moments of the bot's start.
  await a.waitForSelector('.pairings tr.yours [data-action="open-game"]');
  await a.waitForFunction(() => document.querySelectorAll(".standings tbody tr").length === 3);
  const wide = await shownColumns(a);
  if (wide.length !== 3 + plan.events.columns) throw new Error(`at 1280 px the columns shown are ${wide}`);
  await a.waitForSelector(`.standings tr.you[data-player="${alice}"]`);
  await shoot(a, "tournament-1280");

  // 2. Her game, and back.
  await a.click('[data-action="open-game"]');
  await a.waitForSelector('[data-tab="game"][aria-selected="true"]');
  await a.waitForSelector("svg.board");
  await a.waitForFunction((name) => [...document.querySelectorAll(".player .name")].some((n) => n.textContent === name), plan.events.bob_name);
  await a.click('[data-action="home"]');
  await a.waitForSelector(".lobby");
  await a.waitForFunction(() => !document.querySelector("svg.board"));

  // 3. bob at 360 px.
  const b = await newPage(browser, "bob", viewport(360));
  await b.goto(url(bob, instance));
  await openEvents(b);
  await openEvent(b, spring);
  await b.waitForFunction(() => document.querySelectorAll(".standings tbody tr").length === 3);
  const narrow = await shownColumns(b);
  if (narrow.length !== 4) throw new Error(`at 360 px the columns shown are ${narrow}`);
  const overflow = await b.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) throw new Error(`the page is ${overflow} px wider than the screen`);
  await shoot(b, "tournament-360");

  // 4. alice joins the Autumn Open from the tab.
  await a.click('[data-tab="events"]');
  await a.click('[data-action="events-all"]');
  await openEvent(a, autumn);
  await a.click('[data-action="tournament-join"]');
  await a.waitForSelector(`.entrants li.you[data-player="${alice}"]`);
  await a.waitForSelector('[data-action="tournament-leave"]');
  await a.waitForSelector(".said");

  // 5. A result recorded in Discord reaches bob's open view.
  const views = Number(await b.getAttribute(".events", "data-views"));
  await ask("result");
  await b.waitForFunction((n) => Number(document.querySelector(".events")?.getAttribute("data-views")) > n, views);
  // The round is over: Alice has a win's two points, Bob is last, and round 2 is paired.
  await b.waitForFunction((id) => document.querySelector(`.standings tr[data-player="${id}"] td.points`)?.textContent === "2", alice);
  await b.waitForFunction((id) => document.querySelector(".standings tbody tr:last-child")?.getAttribute("data-player") === id, bob);
  await b.waitForFunction(() => document.querySelector("section.event")?.getAttribute("data-round") === "2");
  await shoot(b, "tournament-result-360");

  // 6. The arena under way, in the same view: its live standings (points, the fire marker on
  //    a phone), its end.
  await b.click('[data-action="events-all"]');
  await openEvent(b, plan.events.arena);
  await b.waitForSelector('section.event[data-stage="running"]');
  await b.waitForFunction(() => document.querySelectorAll(".standings tbody tr").length === 2);
  const arenaColumns = await shownColumns(b);
  if (arenaColumns.length !== 4) throw new Error(`the arena at 360 px shows the columns ${arenaColumns}`);
  await b.waitForSelector(".event-when[data-deadline]");
  await shoot(b, "arena-360");

  await closeChecked(browser);
  say({ done: true, shots });
}

run(main);
