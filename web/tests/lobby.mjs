// The Activity's lobby, review and small-frame layout in a real browser (Debian's Chromium
// driven by playwright-core), against the real `towers serve` and the stand-in Discord that
// tests/e2e/activity_lobby_browser.rs starts.
//
//   node web/tests/lobby.mjs PLAN.json
//
// PLAN: the server's address, the Chromium to run, where the screenshots go, an empty channel
// (`lobby`: two players, alice and bob; the server's default game and pace label) and another
// (`bot`: carol alone). The script
//   1. opens the empty channel as alice (1280 px) and bob (360 px): both see the lobby, showing
//      the server's default game and time per move, and each lists the other (not themselves)
//      among the opponents; photographs the lobby;
//      someone not in the session is told so once;
//   2. alice challenges bob to Russian draughts from the lobby, bob accepts there;
//   3. they play moves by clicks, one by the keyboard alone (arrow keys and Enter on the
//      squares, whose labels name their pieces); "Your move" shows in the title of the mover;
//   4. a move clicked in the move list shows the position after it (the pieces as they were
//      then), the right arrow steps on, "Back to the game" shows the live game; while a past
//      position is shown the status line says so and the title still says "Your move";
//      photographs review at 1280 and 360 px;
//   5. at 740×360 and 640×480 the status and every button lie inside the viewport; on a 10×10
//      board at 360 px a tap just below a piece that can move picks it (`intl`);
//   6. alice resigns; New game opens the lobby; bob asks for a rematch, alice accepts it: the
//      new game has bob as White;
//   7. carol starts a game against the bot (level 1) from the lobby, which sends only what she
//      changed (no colour), and sees its answer, resigns, and her rematch is a game against
//      the bot with the colours swapped: the bot opens.
// It prints {"done":true,...} and exits non-zero on any failure.

import { join } from "node:path";
import { clickSquare, closeChecked, launch, newPage, plan, run, say, url, WAIT } from "./harness.mjs";

/** The frames each page sent, by page name. */
const sent = {};

/** The challenges page `name` sent, parsed. */
function challengesSent(name) {
  return sent[name].map((p) => { try { return JSON.parse(p); } catch { return {}; } }).filter((m) => m.type === "challenge");
}

async function open(browser, name, viewport, user, instance) {
  const page = await newPage(browser, name, viewport);
  // The messages the page sends, to see what a challenge carries.
  sent[name] = [];
  page.on("websocket", (ws) => ws.on("framesent", (f) => sent[name].push(String(f.payload))));
  if (process.env.LOBBY_DEBUG) page.on("websocket", (ws) => {
    ws.on("framesent", (f) => console.error(`${name} sent ${String(f.payload).slice(0, 200)}`));
    ws.on("framereceived", (f) => { const p = String(f.payload); if (!p.includes('"state"')) console.error(`${name} got ${p.slice(0, 200)}`); });
    ws.on("close", () => console.error(`${name} socket closed`));
  });
  await page.goto(url(user, instance));
  return page;
}

async function seesCount(page, count) {
  await page.waitForSelector(`.moves[data-count="${count}"]`, { state: "attached" });
}

/** The pieces on the board as `square:top`, sorted: what a position looks like from outside. */
async function pieces(page) {
  return page.$$eval(".pieces [data-square]", (nodes) => nodes.map((n) => `${n.getAttribute("data-square")}:${n.getAttribute("data-top")}`).sort().join(" "));
}

async function showsPieces(page, expected, what) {
  try {
    await page.waitForFunction(
      (want) => [...document.querySelectorAll(".pieces [data-square]")].map((n) => `${n.getAttribute("data-square")}:${n.getAttribute("data-top")}`).sort().join(" ") === want,
      expected,
    );
  } catch {
    const notice = await page.evaluate(() => `${document.querySelector(".notice")?.textContent ?? "none"}; review ${document.querySelector(".review")?.outerHTML}; box ${document.querySelector(".board-box")?.className}; svgs ${document.querySelectorAll("svg.board").length}`);
    throw new Error(`${what}: the board shows ${await pieces(page)}, expected ${expected} (notice: ${notice})`);
  }
}

/** Plays the first move the page offers, by clicks, until the list has `count` plies (or more:
 * the bot may answer before the page is looked at again). */
async function playAny(page, count) {
  const from = await (await page.waitForSelector(".movable")).getAttribute("data-movable");
  await clickSquare(page, from);
  for (;;) {
    const next = await page.waitForSelector(".target, .route-option");
    if (await next.evaluate((n) => n.classList.contains("route-option"))) await next.click();
    else await clickSquare(page, await next.getAttribute("data-target"));
    const state = await page.waitForFunction(
      (n) => (Number(document.querySelector(".moves")?.getAttribute("data-count")) >= n ? "done" : document.querySelector(".target, .route-option") ? "more" : null),
      count,
    );
    if ((await state.jsonValue()) === "done") return;
  }
}

/** Plays the first move the page offers by the keyboard alone: arrows to the square, Enter. */
async function playByKeys(page, count) {
  const square = (name) => [name.charCodeAt(0) - 97, Number(name.slice(1)) - 1];
  const movable = await (await page.waitForSelector(".movable")).getAttribute("data-movable");
  const label = await page.getAttribute(`.hit[data-square="${movable}"]`, "aria-label");
  if (!/white (man|king)/.test(label ?? "") || !/can move|must capture/.test(label ?? "")) {
    throw new Error(`the square ${movable} is labelled ${label}`);
  }
  // Tab reaches one square; the arrows go from there (White's side: up is a higher rank).
  await page.focus(".hit[tabindex='0']");
  let at = square(await page.evaluate(() => document.activeElement?.getAttribute("data-square")));
  const walk = async (to) => {
    while (at[0] !== to[0]) {
      await page.keyboard.press(to[0] > at[0] ? "ArrowRight" : "ArrowLeft");
      at = [at[0] + (to[0] > at[0] ? 1 : -1), at[1]];
    }
    while (at[1] !== to[1]) {
      await page.keyboard.press(to[1] > at[1] ? "ArrowUp" : "ArrowDown");
      at = [at[0], at[1] + (to[1] > at[1] ? 1 : -1)];
    }
    const focused = await page.evaluate(() => document.activeElement?.getAttribute("data-square"));
    if (focused !== String.fromCharCode(97 + to[0]) + String(to[1] + 1)) throw new Error(`the keyboard is on ${focused}`);
    await page.keyboard.press("Enter");
  };
  await walk(square(movable));
  for (;;) {
    const next = await page.waitForSelector(".target");
    await walk(square(await next.getAttribute("data-target")));
    const state = await page.waitForFunction(
      (n) => (Number(document.querySelector(".moves")?.getAttribute("data-count")) >= n ? "done" : document.querySelector(".target") ? "more" : null),
      count,
    );
    if ((await state.jsonValue()) === "done") return;
  }
}

/** The status line of `page` comes to read `text`. */
async function statusReads(page, text, what) {
  try {
    await page.waitForFunction((t) => document.querySelector(".status")?.textContent === t, text, { timeout: WAIT });
  } catch {
    throw new Error(`${what}: the status line reads ${JSON.stringify(await page.textContent(".status"))}, not ${JSON.stringify(text)}`);
  }
}

/** The status line and every button of `page` lie inside its viewport. */
async function allInView(page, what) {
  const outside = await page.evaluate(() => {
    const w = window.innerWidth;
    const h = window.innerHeight;
    const out = [];
    for (const node of [document.querySelector(".status"), ...document.querySelectorAll("button")]) {
      if (!node) {
        out.push("no status line");
        continue;
      }
      const r = node.getBoundingClientRect();
      if (r.left < 0 || r.top < 0 || r.right > w + 0.5 || r.bottom > h + 0.5) out.push(`${node.textContent} at ${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)}`);
    }
    return out;
  });
  if (outside.length) throw new Error(`${what}: outside the viewport: ${outside.join("; ")}`);
}

async function main() {
  const browser = await launch();
  const l = plan.lobby;
  const shots = [];
  const shot = async (page, name, fullPage = true) => {
    const path = join(plan.screenshots, `${name}.png`);
    await page.screenshot({ path, fullPage });
    shots.push(path);
  };

  // 1. The lobby of an empty channel, each player seeing the other.
  const alice = await open(browser, "alice", { width: 1280, height: 860 }, l.alice, l.instance);
  const bob = await open(browser, "bob", { width: 360, height: 760 }, l.bob, l.instance);
  for (const [page, me, other] of [[alice, l.alice, l.bob], [bob, l.bob, l.alice]]) {
    await page.waitForSelector(".lobby");
    await page.waitForSelector(`select[name="opponent"] option[value="${other}"]`, { state: "attached" });
    if ((await page.locator(`select[name="opponent"] option[value="${me}"]`).count()) > 0) throw new Error("the lobby offers yourself as opponent");
  }
  // The lobby shows the server's default game and its time per move.
  for (const page of [alice, bob]) {
    const shown = await page.evaluate(() => ({
      variant: document.querySelector('select[name="variant"]')?.value,
      pace: document.querySelector('select[name="pace"] option[value=""]')?.textContent,
    }));
    if (shown.variant !== l.default_variant || shown.pace !== l.per_move) throw new Error(`the lobby shows ${JSON.stringify(shown)}, not the server's defaults`);
  }
  await shot(alice, "lobby-1280");
  await shot(bob, "lobby-360");

  // Someone not in the board's session is told so once (the banner), not twice.
  const stranger = await open(browser, "stranger", { width: 360, height: 760 }, plan.bot.user, l.instance);
  await stranger.waitForSelector('.banner[data-connection="stopped"]');
  const told = await stranger.evaluate(() => {
    const text = document.querySelector(".banner")?.textContent ?? "";
    return { text, times: document.body.textContent.split(text).length - 1, notices: document.querySelectorAll(".notice").length };
  });
  if (!told.text.includes("not in this board's session") || told.times !== 1 || told.notices !== 0) {
    throw new Error(`the stranger was told ${JSON.stringify(told)}`);
  }
  await stranger.context().close();

  // 2. A challenge made and accepted on the board.
  await alice.selectOption('select[name="opponent"]', l.bob);
  await alice.selectOption('select[name="variant"]', "russian");
  await alice.selectOption('select[name="color"]', "white");
  await alice.click('[data-action="challenge"]');
  await bob.click('[data-action="accept"]');
  for (const page of [alice, bob]) await seesCount(page, 0);
  if ((await alice.textContent('[data-color="white"] .name'))?.trim() !== l.alice_name) throw new Error("alice is not White");

  // 3. Moves by clicks and one by keys; the title says whose move it is.
  await alice.waitForFunction(() => document.title.startsWith("Your move"));
  const after = [];
  const players = [alice, bob];
  for (let ply = 1; ply <= 5; ply++) {
    const mover = players[(ply - 1) % 2];
    if (ply === 3) await playByKeys(mover, ply);
    else await playAny(mover, ply);
    for (const page of players) await seesCount(page, ply);
    after[ply] = await pieces(bob);
  }
  if (await alice.evaluate(() => document.title.startsWith("Your move"))) throw new Error("alice's title says her move on bob's turn");

  // 4. Review: a move clicked in the list shows the position after it.
  await alice.click('.moves [data-ply="1"]');
  await alice.waitForSelector('.review[data-review="1"]');
  await showsPieces(alice, after[1], "after ply 1, clicked");
  await shot(alice, "review-1280");
  await alice.locator("h2").first().click();
  await alice.keyboard.press("ArrowRight");
  await alice.waitForSelector('.review[data-review="2"]');
  await showsPieces(alice, after[2], "after ply 2, by the right arrow");
  await alice.click('[data-action="live"]');
  await alice.waitForSelector(".review", { state: "detached" });
  await showsPieces(alice, after[5], "back to the game");
  await bob.click('.moves [data-ply="2"]');
  await showsPieces(bob, after[2], "bob, after ply 2");
  // Bob's move in the live game: the status line says a past position is shown, the title
  // still says his move; back at the game the status line says it too.
  await statusReads(bob, l.reviewing, "bob reviewing");
  if (!(await bob.evaluate(() => document.title.startsWith("Your move")))) throw new Error("bob's title lost his move while reviewing");
  await shot(bob, "review-360");
  await bob.click('[data-action="live"]');
  await statusReads(bob, l.your_move, "bob back at the game");

  // 5. Phones on their side and small frames.
  for (const viewport of [{ width: 740, height: 360 }, { width: 640, height: 480 }]) {
    const page = await open(browser, `alice-${viewport.width}`, viewport, l.alice, l.instance);
    await seesCount(page, 5);
    await page.waitForSelector('[data-action="resign"]');
    await allInView(page, `${viewport.width}×${viewport.height}`);
    await shot(page, `landscape-${viewport.width}x${viewport.height}`, false);
    await page.context().close();
  }

  // On 10×10 at 360 px a tap just past a piece that can move still picks it.
  const intl = await open(browser, "intl", { width: 360, height: 760 }, l.alice, plan.intl.instance);
  const movable = await (await intl.waitForSelector(".movable")).getAttribute("data-movable");
  const box = await intl.locator(`.hit[data-square="${movable}"]`).boundingBox();
  if (!box || box.width >= 44) throw new Error(`10×10 squares at 360 px are ${box?.width} px: no need to tolerate a miss`);
  await intl.mouse.click(box.x + box.width / 2, box.y + box.height * 1.2);
  await intl.waitForSelector(".target");
  await intl.context().close();

  // 6. After the game: New game opens the lobby, Rematch swaps the colours.
  await alice.click('[data-action="resign"]');
  await alice.click('[data-action="confirm-resign"]');
  for (const page of players) await page.waitForFunction(() => document.querySelector(".status")?.textContent?.includes("0-1"));
  await alice.click('[data-action="new-game"]');
  await alice.waitForSelector(".lobby");
  await bob.click('[data-action="rematch"]');
  await alice.waitForSelector(".lobby", { state: "detached" });
  await alice.click('[data-action="accept"]');
  for (const page of players) {
    await page.waitForFunction((name) => document.querySelector('[data-color="white"] .name')?.textContent?.trim() === name && document.querySelector('.moves[data-count="0"]'), l.bob_name);
  }
  for (const page of players) await page.context().close();

  // 7. A game against the bot, started from the lobby.
  const b = plan.bot;
  const carol = await open(browser, "carol", { width: 1280, height: 860 }, b.user, b.instance);
  await carol.waitForSelector(".lobby");
  await carol.selectOption('select[name="opponent"]', "bot");
  await carol.selectOption('select[name="level"]', "1");
  await carol.selectOption('select[name="variant"]', "russian");
  await carol.click('[data-action="play-bot"]');
  await seesCount(carol, 0);
  // Only what carol changed is sent: the server's settings and /challenge decide the rest.
  const carols = challengesSent("carol");
  if (carols.length !== 1 || JSON.stringify(Object.keys(carols[0]).sort()) !== JSON.stringify(["level", "opponent", "type", "variant"])) {
    throw new Error(`carol's lobby sent ${JSON.stringify(carols)}`);
  }
  await playAny(carol, 1);
  await seesCount(carol, 2);
  // Its rematch: the bot at the same level, colours swapped, so the bot opens.
  await carol.click('[data-action="resign"]');
  await carol.click('[data-action="confirm-resign"]');
  await carol.click('[data-action="rematch"]');
  await carol.waitForFunction((name) => document.querySelector('[data-color="black"] .name')?.textContent?.trim() === name && document.querySelector('.moves[data-count="1"]'), b.name);
  await carol.context().close();

  await closeChecked(browser);
  say({ done: true, shots });
}

run(main);
