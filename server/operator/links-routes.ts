// Deep links for bot operators (any staff): every visible menu folder and every tag of the active
// products in visible folders, with the mini-app link (t.me/<bot>/<app>?startapp=folder-12, read
// by src/telegram/start-params.ts) and the site's (/#12 as src/features/menu/deep-link.ts reads it,
// /?tag=hit as the menu's tag filter does).
import { createRoute } from "@hono/zod-openapi";
import { and, asc, eq } from "drizzle-orm";
import { deepLinks, linksQuery } from "../../src/contract/operator-links";
import { pick } from "../../src/domain/localized";
import type { Locale } from "../../src/domain/locales";
import { withLocale } from "../../src/domain/paths";
import type { Config } from "../config";
import { folders, products } from "../db/schema";
import { apiApp, json, refusals, SECURITY } from "../openapi/routes";
import type { OperatorDeps } from "./deps";
import type { StaffEnv } from "./staff-auth";

const linksRoute = createRoute({
  method: "get",
  path: "/links",
  tags: ["Operator API"],
  security: SECURITY.operator,
  summary: "Links to every visible menu folder and every tag in use, for the bot and the site (any staff)",
  request: { query: linksQuery },
  responses: { 200: json(deepLinks, "Folders in menu order, then tags alphabetically"), ...refusals(400, 401, 403, 503) },
});

type LinkConfig = Pick<Config, "telegramBotName" | "telegramAppName" | "publicUrl">;

/** The mini-app's link with a start parameter, or null without a bot name and an app name. */
export function telegramLink(config: LinkConfig, startParam: string): string | null {
  const bot = config.telegramBotName?.replace(/^@/, "");
  const app = config.telegramAppName;
  if (!bot || !app) return null;
  return `https://t.me/${encodeURIComponent(bot)}/${encodeURIComponent(app)}?startapp=${encodeURIComponent(startParam)}`;
}

/** The site's menu in `locale` with `suffix` (`#12`, `?tag=hit`): absolute with PUBLIC_URL, else a path. */
export const webLink = (config: LinkConfig, locale: Locale, suffix: string) =>
  `${config.publicUrl ?? ""}${withLocale("/", locale)}${suffix}`;

export function linksRoutes({ db, config }: OperatorDeps) {
  return apiApp<StaffEnv>().openapi(linksRoute, async (c) => {
    const locale = c.req.valid("query").Language;
    const [folderRows, tagRows] = await Promise.all([
      db.select().from(folders).where(eq(folders.isVisible, true)).orderBy(asc(folders.sort), asc(folders.id)),
      db
        .select({ tags: products.tags })
        .from(products)
        .innerJoin(folders, eq(folders.id, products.folderId))
        .where(and(eq(products.isActive, true), eq(folders.isVisible, true))),
    ]);
    const tags = [...new Set(tagRows.flatMap((r) => r.tags))].sort();
    c.header("Cache-Control", "no-store");
    return c.json(
      [
        ...folderRows.map((f) => ({
          kind: "folder" as const,
          id: String(f.id),
          name: pick(f.name, locale),
          telegram: telegramLink(config, `folder-${f.id}`),
          web: webLink(config, locale, `#${f.id}`),
        })),
        ...tags.map((tag) => ({
          kind: "tag" as const,
          id: tag,
          name: tag,
          telegram: telegramLink(config, `tag-${tag}`),
          web: webLink(config, locale, `?tag=${encodeURIComponent(tag)}`),
        })),
      ],
      200,
    );
  });
}
