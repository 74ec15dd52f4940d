// Every word the page shows, from the bot's own catalogues (locales/<lang>/towers.ftl, copied
// into dist/ by the build), in the player's Discord language, English where a message or the
// whole language is missing.

import { FluentBundle, FluentResource, FluentVariable } from "@fluent/bundle";

/** The catalogues there are (locales/<code>/). */
export const LANGS = ["en", "fr", "nl", "pl", "pt-BR", "ru", "uk"] as const;

/** The catalogue for a Discord locale (`en-US`, `pt-BR`, `fr`, ...): exact, then by language, else English. */
export function langFor(locale: string | null | undefined): string {
  if (!locale) return "en";
  const exact = LANGS.find((l) => l.toLowerCase() === locale.toLowerCase());
  if (exact) return exact;
  const base = locale.split(/[-_]/)[0].toLowerCase();
  return LANGS.find((l) => l.toLowerCase() === base) ?? "en";
}

export type Args = Record<string, FluentVariable>;

export class Texts {
  constructor(
    readonly lang: string,
    private readonly bundles: FluentBundle[],
  ) {}

  /** The message `id` with `args`; the id itself if no catalogue has it. */
  t(id: string, args?: Args): string {
    for (const bundle of this.bundles) {
      const message = bundle.getMessage(id);
      if (message?.value) return bundle.formatPattern(message.value, args, []);
    }
    return id;
  }

  /** Whether some catalogue has `id`. */
  has(id: string): boolean {
    return this.bundles.some((b) => b.hasMessage(id));
  }
}

async function bundle(lang: string): Promise<FluentBundle | null> {
  try {
    const answer = await fetch(`locales/${lang}/towers.ftl`);
    if (!answer.ok) return null;
    const b = new FluentBundle(lang, { useIsolating: false });
    b.addResource(new FluentResource(await answer.text()));
    return b;
  } catch {
    return null;
  }
}

/** The texts for `locale`, falling back to English. */
export async function loadTexts(locale: string | null | undefined): Promise<Texts> {
  const lang = langFor(locale);
  const chain = lang === "en" ? ["en"] : [lang, "en"];
  const bundles = (await Promise.all(chain.map(bundle))).filter((b): b is FluentBundle => b !== null);
  return new Texts(lang, bundles);
}
