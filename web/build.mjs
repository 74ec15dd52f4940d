// Builds the Activity into dist/: app.js (esbuild, one bundle), index.html, style.css, and the
// bot's catalogues copied from ../locales/<lang>/towers.ftl.
import { build } from "esbuild";
import { cpSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, "dist");
rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

await build({
  entryPoints: [join(here, "src/main.ts")],
  bundle: true,
  format: "esm",
  target: "es2022",
  minify: true,
  sourcemap: true,
  outfile: join(dist, "app.js"),
  logLevel: "warning",
});

for (const file of ["index.html", "style.css"]) cpSync(join(here, file), join(dist, file));
const locales = join(here, "..", "locales");
for (const lang of readdirSync(locales)) {
  mkdirSync(join(dist, "locales", lang), { recursive: true });
  cpSync(join(locales, lang, "towers.ftl"), join(dist, "locales", lang, "towers.ftl"));
}
console.log(`built ${dist}`);
