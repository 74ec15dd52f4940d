// The Activity's entry point: sign in through Discord, load the texts, open the live socket.

import { SignInError, signIn } from "./discord";
import { loadTexts } from "./i18n";
import { Live } from "./socket";
import { App } from "./ui/app";

async function start(): Promise<void> {
  const root = document.getElementById("app");
  if (!root) return;
  const params = new URLSearchParams(window.location.search);
  let session;
  try {
    session = await signIn();
  } catch (error) {
    const texts = await loadTexts(params.get("locale") ?? navigator.language);
    const reason = error instanceof SignInError ? error.reason : "sdk";
    root.replaceChildren();
    const p = document.createElement("p");
    p.className = "banner";
    p.dataset.connection = "stopped";
    p.textContent = texts.t("activity-sign-in-failed", { reason });
    root.append(p);
    return;
  }
  const texts = await loadTexts(session.locale);
  let live: Live | null = null;
  const app = new App(root, texts, (m) => live?.send(m) ?? false);
  live = new Live(session, {
    message: (m) => app.receive(m),
    dropped: () => app.setConnection("reconnecting"),
    stopped: (code) => app.setConnection("stopped", code),
  });
  live.start();
}

void start();
