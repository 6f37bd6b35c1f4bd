// Figures of a run (requests per second, latencies, counts), written to .test-data/reliability/
// so that scripts/reliability.mjs prints them together at the end.
import fs from "node:fs";
import path from "node:path";

export const FIGURES_DIR = path.resolve(".test-data/reliability");

export function recordFigures(name: string, figures: Record<string, unknown>): void {
  fs.mkdirSync(FIGURES_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(FIGURES_DIR, `${name}.json`),
    JSON.stringify({ check: name, at: new Date().toISOString(), ...figures }, null, 2),
  );
  console.log(`[reliability] ${name}: ${JSON.stringify(figures)}`);
}
