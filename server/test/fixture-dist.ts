// A stand-in for the production build (dist/), so the API suite runs on a clean clone without
// `vite build`. The page routes need an index.html (without one they answer 503) and read the
// build manifest for each language's catalogue and the start chunks. There is no prerender build
// in it, so pages are served with an empty root, as the server does whenever that build is absent.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { LOCALES } from "../../src/domain/locales";

/** Writes the stand-in into a new temporary folder and returns its path. */
export function writeFixtureDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-api-dist-"));
  // The app's own page template, as the build would copy it.
  fs.copyFileSync("index.html", path.join(dist, "index.html"));
  fs.writeFileSync(path.join(dist, "build.json"), JSON.stringify({ buildId: "api-test-build" }));
  fs.mkdirSync(path.join(dist, "assets"));
  const manifest: Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }> = {
    "src/app-start.tsx": { file: "assets/app-start-test.js", css: ["assets/app-start-test.css"] },
  };
  for (const locale of LOCALES) manifest[`locales/${locale}/messages.po`] = { file: `assets/messages-${locale}-test.js` };
  for (const { file, css } of Object.values(manifest)) {
    for (const asset of [file, ...(css ?? [])]) fs.writeFileSync(path.join(dist, asset), "/* stand-in */\n");
  }
  fs.mkdirSync(path.join(dist, ".vite"));
  fs.writeFileSync(path.join(dist, ".vite", "manifest.json"), JSON.stringify(manifest));
  return dist;
}
