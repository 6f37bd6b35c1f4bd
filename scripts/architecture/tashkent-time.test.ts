// Tashkent's offset (UTC+5) is known in one place, src/domain/tashkent-time.ts: everything that
// shows or builds a Tashkent time imports its helpers (tashkentIso, tashkentTime, tashkentDate,
// formatTashkent, msUntilTashkent, …) instead of shifting by five hours itself. Fails on a private
// copy of the offset outside src/domain: `5 * 3600_000`, `3600_000 * 5`, `5 * 60 * 60 * 1000`,
// `18_000_000`, `5 * 36e5`, `5 * 3600`, or the time zone "Asia/Tashkent".
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["src", "server", "scripts", "e2e", "reliability"];
const DOMAIN = "src/domain/";
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
// This file names the patterns it looks for.
const SELF = "scripts/architecture/tashkent-time.test.ts";

const HOUR_MS = String.raw`(?:3_?600_?000|36e5|60\s*\*\s*60\s*\*\s*1_?000|3_?600\s*\*\s*1_?000)`;
const OFFSETS: RegExp[] = [
  new RegExp(String.raw`(?<![\w.])5\s*\*\s*${HOUR_MS}(?![\w.])`),
  new RegExp(String.raw`(?<![\w.])${HOUR_MS}\s*\*\s*5(?![\w.])`),
  /(?<![\w.])18_?000_?000(?![\w.])/,
  /(?<![\w.])(?:5\s*\*\s*3_?600|3_?600\s*\*\s*5|5\s*\*\s*60\s*\*\s*60)(?![\w.]|\s*\*)/,
  /["'`]Asia\/Tashkent["'`]/,
];

function files(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return (fs.readdirSync(full, { recursive: true }) as string[])
    .map((file) => `${dir}/${file.split(path.sep).join("/")}`)
    .filter((file) => SOURCE.test(file) && !file.includes("node_modules/") && fs.statSync(path.join(ROOT, file)).isFile());
}

/** `file:line: text` of every private Tashkent offset outside the domain. */
function privateOffsets(read: (file: string) => string, list: string[]): string[] {
  const found: string[] = [];
  for (const file of list) {
    if (file.startsWith(DOMAIN) || file === SELF) continue;
    read(file)
      .split("\n")
      .forEach((line, i) => {
        if (OFFSETS.some((re) => re.test(line))) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  return found;
}

describe("Tashkent time comes from src/domain/tashkent-time.ts", () => {
  it("has no private UTC+5 offset or Asia/Tashkent outside src/domain", () => {
    const offenders = privateOffsets((file) => fs.readFileSync(path.join(ROOT, file), "utf8"), FOLDERS.flatMap(files));
    expect(offenders, "use the helpers of src/domain/tashkent-time.ts").toEqual([]);
  });

  it("recognises the usual ways of writing the offset", () => {
    const lines = [
      "new Date(ms + 5 * 3600_000)",
      "t + 3600000 * 5",
      "x + 5 * 60 * 60 * 1000",
      "d + 18_000_000",
      "d + 5 * 36e5",
      "secs + 5 * 3600",
      'timeZone: "Asia/Tashkent"',
    ];
    const found = privateOffsets(
      (file) => lines[Number(file.slice(4, -3))] ?? "",
      lines.map((_, i) => `src/${i}.ts`),
    );
    expect(found).toHaveLength(lines.length);
    const fine = ["24 * 3600_000", "15 * 3600", "const FIVE = 5;", "2.5 * 3600_000", "55 * 3600_000"];
    expect(
      privateOffsets(
        (file) => fine[Number(file.slice(4, -3))] ?? "",
        fine.map((_, i) => `src/${i}.ts`),
      ),
    ).toEqual([]);
    expect(privateOffsets(() => lines[0] ?? "", ["src/domain/tashkent-time.ts"])).toEqual([]);
  });
});
