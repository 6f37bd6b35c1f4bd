import { defineConfig } from "@lingui/cli";

// Messages are written in English in the code; ru (the default language) and uz are translated in
// locales/<locale>/messages.po. A message missing from any catalogue fails the build (vite plugin
// failOnMissing) and `npm test` (scripts/check-translations.ts).
export default defineConfig({
  sourceLocale: "en",
  locales: ["ru", "en", "uz"],
  // The staff console (src/ops) has its own catalogue, loaded only by the console's chunk; the bot
  // (server/bot) its own, loaded by the server (server/bot/i18n.ts).
  catalogs: [
    { path: "<rootDir>/locales/{locale}/messages", include: ["<rootDir>/src"], exclude: ["<rootDir>/src/ops/**"] },
    { path: "<rootDir>/locales/{locale}/ops", include: ["<rootDir>/src/ops"] },
    // The Telegram bot's texts (server/bot/texts.ts, explicit ids), read by the server at run time.
    { path: "<rootDir>/locales/{locale}/bot", include: ["<rootDir>/server/bot"] },
  ],
  orderBy: "messageId",
});
