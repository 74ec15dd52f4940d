// Builds the Activity into dist/: app-<hash>.js (esbuild, one bundle), style-<hash>.css,
// index.html naming them, and the bot's catalogues copied from ../locales/<lang>/towers.ftl.
// The hashed names let the server tell browsers to keep them for a year (src/web/files.rs);
// no source map is shipped.
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, "dist");
rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

const built = await build({
  entryPoints: { app: join(here, "src/main.ts") },
  bundle: true,
  format: "esm",
  target: "es2022",
  minify: true,
  sourcemap: false,
  outdir: dist,
  // esbuild's hash: 8 capitals or digits, the form the server keeps for long.
  entryNames: "[name]-[hash]",
  metafile: true,
  logLevel: "warning",
});
const app = basename(Object.keys(built.metafile.outputs).find((f) => f.endsWith(".js")));

// The stylesheet under a name of the same form, from its content.
const css = readFileSync(join(here, "style.css"));
const cssHash = BigInt("0x" + createHash("sha256").update(css).digest("hex").slice(0, 10))
  .toString(32)
  .toUpperCase()
  .padStart(8, "0")
  .slice(-8);
const style = `style-${cssHash}.css`;
writeFileSync(join(dist, style), css);

const index = readFileSync(join(here, "index.html"), "utf8")
  .replace('href="style.css"', `href="${style}"`)
  .replace('src="app.js"', `src="${app}"`);
if (!index.includes(app) || !index.includes(style)) throw new Error("index.html does not name app.js and style.css");
writeFileSync(join(dist, "index.html"), index);
const locales = join(here, "..", "locales");
for (const lang of readdirSync(locales)) {
  mkdirSync(join(dist, "locales", lang), { recursive: true });
  cpSync(join(locales, lang, "towers.ftl"), join(dist, "locales", lang, "towers.ftl"));
}
console.log(`built ${dist}`);
