// Vitest keeps transformed modules on disk between runs (`experimental.fsModuleCache` in
// vitest.config.ts), keyed by a file's own content. A compiled Lingui catalogue also depends on
// other files: the same catalogue in the other languages (fallbacks, the source language) and
// lingui.config.ts. This adds their content to the key of every `.po` module, so a change to any of
// them compiles the catalogue again.
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vitest/config";

export function catalogueCacheKey(root: string): Plugin {
  const localesDir = path.join(root, "locales");
  return {
    name: "storefront-catalogue-cache-key",
    configureVitest({ experimental_defineCacheKeyGenerator }) {
      experimental_defineCacheKeyGenerator(({ id }) => {
        if (!/\.po(?:$|\?)/.test(id)) return undefined;
        const files = fs
          .readdirSync(localesDir, { recursive: true })
          .map(String)
          .filter((file) => file.endsWith(".po"))
          .sort()
          .map((file) => path.join(localesDir, file));
        files.push(
          ...fs
            .readdirSync(root)
            .filter((file) => /^lingui\.config\./.test(file))
            .map((file) => path.join(root, file)),
        );
        return files.map((file) => `${file}\n${fs.readFileSync(file, "utf8")}`).join("\n");
      });
    },
  };
}
