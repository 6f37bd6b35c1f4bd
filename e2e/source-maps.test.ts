// Source maps carry the whole source: the production build must neither point to them nor serve
// them, even when a map file is put back into dist/ by hand.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { DIST } from "./support/server";

const baseUrl = inject("baseUrl");

describe("source maps", () => {
  it("are not in dist/, not referenced by any script, and a .map URL is a 404", async () => {
    const assets = fs.readdirSync(path.join(DIST, "assets"));
    expect(assets.filter((f) => f.endsWith(".map"))).toEqual([]);
    const scripts = assets.filter((f) => f.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(5);
    for (const file of scripts) {
      const res = await fetch(`${baseUrl}/assets/${file}`);
      expect(res.status).toBe(200);
      expect(await res.text()).not.toContain("sourceMappingURL");
      expect((await fetch(`${baseUrl}/assets/${file}.map`)).status).toBe(404);
    }
  });

  it("are refused even if a map file lies in dist/", async () => {
    const script = fs.readdirSync(path.join(DIST, "assets")).find((f) => f.endsWith(".js"))!;
    const planted = path.join(DIST, "assets", `${script}.map`);
    fs.writeFileSync(planted, JSON.stringify({ version: 3, sources: ["secret.ts"], mappings: "" }));
    try {
      const res = await fetch(`${baseUrl}/assets/${script}.map`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("secret.ts");
    } finally {
      fs.rmSync(planted);
    }
  });
});
