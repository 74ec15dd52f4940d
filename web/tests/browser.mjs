// The Activity in a real browser (Debian's Chromium driven by playwright-core), against the
// real `towers serve` and the stand-in Discord that tests/e2e/activity_browser.rs starts.
//
//   node web/tests/browser.mjs PLAN.json
//
// PLAN (written by the Rust test): the server's address, the Chromium to run, where the
// screenshots go, the game to play (its three users: two players and a watcher, the challenge
// already issued in its channel, every ply with its origin and landing squares) and the
// channels whose boards are photographed. The script
//   1. opens the game's Activity as White (1280 px wide), Black (360 px) and a watcher;
//   2. Black accepts the challenge by its button;
//   3. plays every ply by clicking its origin and landing squares in the mover's tab, and checks
//      that the move shows in all three tabs; at the ply marked `slash`, it prints
//      {"need":"slash-move","ply":N} and waits for a line on stdin: the Rust side has typed the
//      move as /move through the stand-in's gateway, and the script checks all tabs show it;
//   4. checks the result is shown in every tab, and that the watcher's board never offered moves;
//   5. opens the 1+0 game of `flag` (accepted before the script started, nobody moves) as both
//      players, sees both clocks, and waits until both tabs show White's flag fall;
//   6. photographs each board of `shots` at 360 and 1280 px into the screenshot directory.
// It prints {"done":true,...} with the measured delays, and exits non-zero on any failure.

import { join } from "node:path";
import { ask, clickSquare, closeChecked, launch, newPage, plan, run, say, seesPly, url, viewport } from "./harness.mjs";

async function open(browser, name, width, user, instance, locale) {
  const page = await newPage(browser, name, viewport(width));
  await page.goto(url(user, instance, locale));
  return page;
}

async function playByClicks(page, ply) {
  await clickSquare(page, ply.from);
  for (const [i, landing] of ply.landings.entries()) {
    // The next landing lights up before it is clicked.
    await page.waitForSelector(`.target[data-target="${landing}"]`);
    if (i > 0 && (await page.locator(".landing").count()) !== i) throw new Error(`${ply.notation}: the route so far is not drawn`);
    await clickSquare(page, landing);
  }
}

async function main() {
  const browser = await launch();
  const g = plan.game;
  const white = await open(browser, "white", 1280, g.white, g.instance, "en-US");
  const black = await open(browser, "black", 360, g.black, g.instance, "en-US");
  const watcher = await open(browser, "watcher", 1280, g.watcher, g.instance, "en-US");
  const tabs = [white, black, watcher];

  await black.click('[data-action="accept"]');
  for (const tab of tabs) await tab.waitForSelector('svg.board .pieces');
  for (const tab of tabs) await tab.waitForSelector('.moves[data-count="0"]', { state: "attached" });
  if ((await watcher.getAttribute(".status", "data-role")) !== "spectator") {
    throw new Error("the third tab is not a spectator");
  }

  const delays = [];
  let multi = 0;
  for (const [i, ply] of g.plies.entries()) {
    const count = i + 1;
    if (i === g.slash) {
      await ask("slash-move", { ply: count, notation: ply.notation });
    } else {
      const mover = ply.color === "white" ? white : black;
      const other = ply.color === "white" ? black : white;
      const started = Date.now();
      await playByClicks(mover, ply);
      await seesPly(other, count, ply.notation);
      delays.push(Date.now() - started);
      if (ply.landings.length >= 2) multi += 1;
    }
    for (const tab of tabs) await seesPly(tab, count, ply.notation);
    if ((await watcher.locator(".target").count()) > 0) throw new Error("the watcher was offered a move");
  }
  for (const tab of tabs) {
    await tab.waitForFunction((r) => document.querySelector(".status")?.textContent?.includes(r), g.result);
    if ((await tab.locator('[data-action="resign"]').count()) > 0) throw new Error("a finished game still offers Resign");
  }
  await white.screenshot({ path: join(plan.screenshots, "game-end-1280.png") });
  await black.screenshot({ path: join(plan.screenshots, "game-end-360.png") });
  for (const tab of tabs) await tab.context().close();

  // The 1+0 game that nobody plays: both tabs show the clocks, White's counting down, until
  // the server's timer sweep ends it on time (within a second of the flag).
  const f = plan.flag;
  const flagTabs = [
    await open(browser, "flag-white", 1280, f.white, f.instance, "en-US"),
    await open(browser, "flag-black", 360, f.black, f.instance, "en-US"),
  ];
  for (const tab of flagTabs) {
    await tab.waitForSelector('[data-clock="white"]');
    await tab.waitForSelector('[data-clock="black"]');
  }
  for (const tab of flagTabs) {
    await tab.waitForFunction((r) => document.querySelector(".status")?.textContent?.includes(r), f.result, { timeout: 120_000 });
  }
  await flagTabs[1].screenshot({ path: join(plan.screenshots, "flag-fell-360.png") });
  for (const tab of flagTabs) await tab.context().close();

  const shots = [];
  for (const shot of plan.shots) {
    for (const width of [360, 1280]) {
      const page = await open(browser, shot.name, width, shot.user, shot.instance, shot.locale ?? "en-US");
      await page.waitForSelector("svg.board .pieces");
      await page.waitForSelector(`.moves[data-count="${shot.plies}"]`, { state: "attached" });
      const path = join(plan.screenshots, `${shot.name}-${width}.png`);
      await page.screenshot({ path, fullPage: true });
      const box = await page.locator("svg.board").boundingBox();
      if (!box || box.width > width) throw new Error(`${shot.name} at ${width} px: the board is ${box?.width} px wide`);
      const small = await page.$$eval("button", (bs) => bs.filter((b) => b.getBoundingClientRect().height < 44).length);
      if (small > 0) throw new Error(`${shot.name} at ${width} px: ${small} buttons under 44 px`);
      shots.push(path);
      await page.context().close();
    }
  }
  await closeChecked(browser);
  delays.sort((a, b) => a - b);
  say({ done: true, flag_fell: true, plies: g.plies.length, multi_captures_clicked: multi, shots, click_to_other_tab_ms: { median: delays[delays.length >> 1], max: delays[delays.length - 1] } });
}

run(main);
