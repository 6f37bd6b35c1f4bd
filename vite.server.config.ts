// The production server's build: server/index.ts and the shared code it imports (src/domain,
// src/contract) bundled into one ES module, dist/server/index.js, run by `npm run serve` with plain
// `node` (no tsx or TypeScript at run time). Packages stay in node_modules (Vite's SSR build keeps
// every dependency external), among them the native and WebAssembly ones: @electric-sql/pglite,
// sharp, pg. The drizzle migrations are copied next to it (server/db/client.ts finds them beside
// the running file), and so are the bot's catalogues. `npm run build` runs it after the app's
// build, which empties dist/.
import fs from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";

function copyMigrations(): Plugin {
  return {
    name: "storefront-server-migrations",
    apply: "build",
    writeBundle(options) {
      const dir = options.dir ?? "dist/server";
      fs.rmSync(path.join(dir, "migrations"), { recursive: true, force: true });
      fs.cpSync("server/db/migrations", path.join(dir, "migrations"), { recursive: true });
    },
  };
}

// The bot's catalogues (locales/<locale>/bot.po), which server/bot/i18n.ts reads beside the
// running file: dist/server/locales/<locale>/bot.po.
function copyBotCatalogues(): Plugin {
  return {
    name: "storefront-server-bot-catalogues",
    apply: "build",
    writeBundle(options) {
      const dir = path.join(options.dir ?? "dist/server", "locales");
      fs.rmSync(dir, { recursive: true, force: true });
      for (const locale of fs.readdirSync("locales")) {
        const file = path.join("locales", locale, "bot.po");
        if (!fs.existsSync(file)) continue;
        fs.mkdirSync(path.join(dir, locale), { recursive: true });
        fs.copyFileSync(file, path.join(dir, locale, "bot.po"));
      }
    },
  };
}

export default defineConfig({
  // Nothing of the app's: no public folder, no React or Lingui plugins (the server has no macros).
  publicDir: false,
  plugins: [copyMigrations(), copyBotCatalogues()],
  logLevel: "warn",
  build: {
    ssr: "server/index.ts",
    outDir: "dist/server",
    emptyOutDir: true,
    target: "node20",
    // Readable stack traces in the log without source maps: names and lines as written.
    minify: false,
    sourcemap: false,
    rolldownOptions: {
      output: { entryFileNames: "index.js", chunkFileNames: "[name]-[hash].js" },
      checks: { pluginTimings: false },
    },
  },
});
