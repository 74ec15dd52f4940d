// The Activity's Learn tab in a real browser (Debian's Chromium driven by playwright-core),
// against the real `towers serve` and the stand-in Discord that tests/e2e/activity_learn.rs
// starts.
//
//   node web/tests/learn.mjs PLAN.json
//
// PLAN (written by the Rust test): the server's address, the Chromium to run, where the
// screenshots go, the learner, the instance, the locale, and the levels to play in order, each
// a list of steps: a move by its origin and landing squares, and what follows it ("stars": the
// level is solved with that many stars; "failed": the level is failed and the text must
// contain `explain`; nothing: the level goes on). The script opens the Activity at 360 px wide
// in that locale, opens the Learn tab, asks for the first level's hint, plays every level by clicks (Next after each solved or
// failed one), checks that the stage picker then counts every star, and photographs the tab at
// the start, after the wrong move and after the last level (learn-*-360.png).
// It prints {"done":true,...} and exits non-zero on any failure.

import { join } from "node:path";
import { clickMove, closeChecked, launch, newPage, plan, run, say, url } from "./harness.mjs";

/** How many lesson answers the page has received. */
async function answers(page) {
  return Number(await page.getAttribute(".learn", "data-answers"));
}

/** Waits for the answer after `before` answers. */
async function answered(page, before) {
  await page.waitForSelector(`.learn[data-answers="${before + 1}"]`, { state: "attached" });
}

async function main() {
  const browser = await launch();
  const page = await newPage(browser, "learner", { width: 360, height: 760 });
  await page.goto(url(plan.user, plan.instance, plan.locale));
  await page.waitForSelector('[data-tab="learn"]');
  await page.click('[data-tab="learn"]');
  await page.waitForSelector(".learn svg.board .pieces");
  await page.waitForSelector(".lesson-text");
  await page.screenshot({ path: join(plan.screenshots, "learn-start-360.png"), fullPage: true });
  const shots = ["learn-start-360.png"];
  const asked = await answers(page);
  await page.click('[data-action="learn-hint"]');
  await answered(page, asked);
  const hint = await page.textContent(".lesson-text");
  if (!hint?.includes(plan.hint)) throw new Error(`Hint: ${hint}`);

  let solved = 0;
  let explained = null;
  for (const [i, level] of plan.levels.entries()) {
    for (const step of level) {
      const before = await answers(page);
      await clickMove(page, step);
      await answered(page, before);
      if (step.stars) {
        const stars = await page.getAttribute(".stars", "data-stars");
        if (stars !== String(step.stars)) throw new Error(`level ${i + 1}, ${step.notation}: ${stars} stars, expected ${step.stars}`);
        solved += 1;
      } else if (step.failed) {
        const text = await page.textContent(".lesson-text.failed");
        if (!text?.includes(step.explain)) throw new Error(`level ${i + 1}, ${step.notation}: no explanation in ${text}`);
        explained = text;
        await page.screenshot({ path: join(plan.screenshots, "learn-wrong-360.png"), fullPage: true });
        shots.push("learn-wrong-360.png");
      } else if ((await page.locator(".stars").count()) > 0 || (await page.locator(".lesson-text.failed").count()) > 0) {
        throw new Error(`level ${i + 1}, ${step.notation}: the level ended early`);
      }
      if (step.stars || step.failed) {
        if (i === plan.levels.length - 1 && step.stars) break;
        const next = await answers(page);
        await page.click('[data-action="learn-next"]');
        await answered(page, next);
        await page.waitForSelector(".learn svg.board .pieces");
      }
    }
  }
  await page.screenshot({ path: join(plan.screenshots, "learn-stars-360.png"), fullPage: true });
  shots.push("learn-stars-360.png");

  // The stage picker counts the stars earned, stage by stage.
  const options = await page.$$eval("select.stages option", (os) => os.map((o) => [o.value, o.textContent]));
  for (const [stage, text] of Object.entries(plan.expect_stages)) {
    const option = options.find(([value]) => value === stage);
    if (!option || !option[1].includes(text)) throw new Error(`stage ${stage}: ${option?.[1]}, expected ${text}`);
  }
  const box = await page.locator(".learn svg.board").boundingBox();
  if (!box || box.width > 360) throw new Error(`the board is ${box?.width} px wide at 360`);
  const small = await page.$$eval("button", (bs) => bs.filter((b) => b.getBoundingClientRect().height < 44).length);
  if (small > 0) throw new Error(`${small} buttons under 44 px`);
  const lang = await page.evaluate(() => document.documentElement.lang);
  await closeChecked(browser);
  say({ done: true, lang, solved, explained, shots: shots.map((s) => join(plan.screenshots, s)) });
}

run(main);
