import { lingui } from "@lingui/vite-plugin";
import babel, { defineRolldownBabelPreset } from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { defineConfig, type Plugin } from "vite";

// Every build gets its own id: compiled into the app and written to dist/build.json, which the
// server reads to tell the app which build is current (deployment detection).
const buildId = `${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}-${Math.random().toString(36).slice(2, 8)}`;

// The browser build only (not the server's prerender build).
const browserBuild = (_: unknown, env: { command: string; isSsrBuild?: boolean }) => env.command === "build" && !env.isSsrBuild;

function buildIdFile(): Plugin {
  return {
    name: "storefront-build-id",
    apply: browserBuild,
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "build.json", source: JSON.stringify({ buildId }) });
    },
  };
}

// Every text asset also gets .br and .gz twins, which the server sends to browsers that accept them
// (no compression work per request).
function precompress(): Plugin {
  return {
    name: "storefront-precompress",
    apply: browserBuild,
    writeBundle(options) {
      const dir = options.dir ?? "dist";
      const walk = (d: string): string[] =>
        fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
      for (const file of walk(dir)) {
        if (!/\.(js|css|svg|json|txt)$/.test(file) || file.endsWith(".map")) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

// Source maps carry the whole source: they leave dist/ for .sourcemaps/<build id>/ (with the
// scripts they describe), which only the error reporter's upload reads.
function sourcemapsAside(): Plugin {
  return {
    name: "storefront-sourcemaps-aside",
    apply: browserBuild,
    writeBundle(options) {
      const dir = options.dir ?? "dist";
      const aside = path.join(".sourcemaps", buildId);
      fs.rmSync(".sourcemaps", { recursive: true, force: true });
      for (const entry of fs.readdirSync(path.join(dir, "assets"))) {
        if (!entry.endsWith(".js.map")) continue;
        fs.mkdirSync(path.join(aside, "assets"), { recursive: true });
        fs.renameSync(path.join(dir, "assets", entry), path.join(aside, "assets", entry));
        fs.copyFileSync(path.join(dir, "assets", entry.slice(0, -4)), path.join(aside, "assets", entry.slice(0, -4)));
      }
    },
  };
}

// The staff console is a page of its own (src/ops/index.html, its own entry and chunks). In
// development Vite serves it at /src/ops/; this sends /ops, /en/ops, /uz/ops and their sub-paths
// there, as the production server does (server/http/ops-page.ts).
function opsDevPage(): Plugin {
  return {
    name: "storefront-ops-dev-page",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const pathname = (req.url ?? "").split("?")[0];
        if (/^\/(?:en\/|uz\/)?ops(?:\/|$)/.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname)) req.url = "/src/ops/index.html";
        next();
      });
    },
  };
}

// What both pages start with (React, its scheduler, Lingui, TanStack's query core) goes into one
// chunk. Left to itself, rolldown cuts the query core where the console's react-query and the
// storefront's jotai-tanstack-query use different parts of it, and the storefront's first load
// then fetches those parts as extra chunks of their own.
// Left to itself, rolldown also gives each small module shared by the menu and a lazy page a chunk
// of its own (money 0.2 KB, a cart-line key 0.3 KB, …): a dozen files of the first load, each
// paying its own gzip and import overhead. "common" gathers those both pages start with, "shared"
// the storefront's; together 1.4 KB less to download (scripts/bundle-size.ts).
const FRAMEWORK_CHUNKS = [
  // Vite's preload helper stays a chunk of its own: the page's entry imports it, and in a chunk
  // that imports the framework it made the HTML modulepreload the framework ahead of the CSS
  // (first paint 0.97 → 1.57 s in Lighthouse's mobile run).
  { name: "preload-helper", test: /vite[\\/]preload-helper/, priority: 4 },
  {
    name: "framework",
    test: /node_modules[\\/](?:react|react-dom|scheduler|@lingui[\\/](?:core|react)|@tanstack[\\/]query-core)[\\/]/,
    priority: 3,
  },
  {
    name: "shared",
    test: /src[\\/](?:domain[\\/](?:variant-key|line-key|location)|lib[\\/]telegram[\\/]state|features[\\/]location[\\/]api[\\/]address-name-key|features[\\/]menu[\\/]deep-link|lib[\\/]http[\\/]api|components[\\/]map[\\/]map-chunk)\.tsx?$/,
    priority: 1,
  },
  {
    name: "common",
    test: /src[\\/](?:config[\\/]runtime|domain[\\/]money|lib[\\/]telegram[\\/]launch|lib[\\/]http[\\/]own-server|i18n[\\/]catalogue-loader)\.tsx?$/,
    priority: 2,
  },
];

// The API server used by `npm run dev` (scripts/dev.mjs starts it on this port).
const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // plugin-react 6 ignores `react({ babel })`; Lingui's macros need their own Babel pass. As a
    // preset with a code filter it runs only on the files that import a macro (about a fifth):
    // Babel over every file was most of the unit tests' transform time.
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: () => ({ plugins: ["@lingui/babel-plugin-lingui-macro"] }),
          rolldown: { filter: { code: /@lingui\/(?:[a-z]+\/)?macro\b/ } },
        }),
      ],
    }),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    buildIdFile(),
    precompress(),
    sourcemapsAside(),
    opsDevPage(),
  ],
  define: { __BUILD_ID__: JSON.stringify(process.env.VITEST ? "dev" : buildId) },
  server: {
    proxy: { "/api": `http://localhost:${apiPort}` },
  },
  // The prerender build (`vite build --ssr`, see package.json) is one self-contained file for the
  // server: React and the rest are bundled in their production form.
  ssr: { noExternal: true },
  build: {
    target: "es2022",
    // Hidden: no sourceMappingURL in the served files; sourcemapsAside() moves the maps out of
    // dist/ for the error reporter (scripts/upload-sourcemaps.ts), so they are never served.
    sourcemap: isSsrBuild ? false : "hidden",
    copyPublicDir: !isSsrBuild,
    // Read by scripts/bundle-size.ts to follow what the first page load imports.
    manifest: true,
    // The Lingui transform overlaps other plugins; rolldown's timing note about it is noise.
    rolldownOptions: {
      checks: { pluginTimings: false },
      // Two pages: the storefront and the staff console (whose telegram-ui never reaches the
      // storefront's first load: scripts/bundle-size.ts checks it). The SSR build has its own input.
      ...(isSsrBuild
        ? {}
        : { input: { main: "index.html", ops: "src/ops/index.html" }, output: { codeSplitting: { groups: FRAMEWORK_CHUNKS } } }),
    },
  },
}));
