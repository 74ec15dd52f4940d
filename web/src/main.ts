// The Activity's entry point: sign in through Discord, load the texts (in the language the
// server words its own in, once it says), open the live socket.

import { SignInError, signIn } from "./discord";
import { langFor, loadTexts } from "./i18n";
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
  // Until the server says which language it chose (its `welcome`), the browser's.
  const texts = await loadTexts(session.locale ?? navigator.language);
  let live: Live | null = null;
  const app = new App(root, texts, (m) => live?.send(m) ?? false);
  live = new Live(session, {
    message: (m) => {
      if (m.type === "welcome") {
        if (langFor(m.lang) !== app.lang()) void loadTexts(m.lang).then((t) => app.setTexts(t));
        app.setDefaults(m.defaults);
        return;
      }
      app.receive(m);
    },
    dropped: () => app.setConnection("reconnecting"),
    stopped: (code) => app.setConnection("stopped", code),
  });
  live.start();
}

void start();
