// Fails when a message of the app is missing from any catalogue. It first re-extracts the
// messages from src/ (so a new message with no translation is caught), then reads every .po file.
// Run by `npm test`; `npm run i18n:extract` does only the extraction.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parsePo } from "../server/bot/po";

const LOCALES_DIR = "locales";
const SOURCE_LOCALE = "en";

execFileSync(path.join("node_modules", ".bin", "lingui"), ["extract", "--clean"], {
  stdio: ["ignore", "ignore", "inherit"],
});

let missing = 0;
const locales = fs.readdirSync(LOCALES_DIR).filter((d) => fs.existsSync(path.join(LOCALES_DIR, d, "messages.po")));
// Every catalogue of a locale: the storefront's messages.po, the staff console's ops.po and the bot's bot.po.
for (const locale of locales) {
  if (locale === SOURCE_LOCALE) continue;
  for (const file of fs.readdirSync(path.join(LOCALES_DIR, locale)).filter((f) => f.endsWith(".po"))) {
    const entries = parsePo(fs.readFileSync(path.join(LOCALES_DIR, locale, file), "utf8"));
    const empty = [...entries].filter(([, str]) => str === "").map(([id]) => id);
    for (const id of empty) console.error(`  ${locale}/${file}: missing translation for "${id}"`);
    missing += empty.length;
    console.log(`${locale}/${file}: ${entries.size} messages, ${empty.length} missing`);
  }
}
if (missing > 0) {
  console.error(`\n${missing} translation(s) missing: add them to locales/<locale>/<catalogue>.po`);
  process.exit(1);
}
