// Deep links for bot operators (docs/operator-api.md, "Deep links"): every visible menu folder and
// every tag of active products, with the mini-app link and the site link.
import { z } from "zod";
import { language } from "./fields";

export const deepLink = z
  .object({
    kind: z.enum(["folder", "tag"]),
    id: z.string().meta({ description: "The folder's id as text, or the tag", example: "12" }),
    name: z.string().meta({ description: "The folder's name in the language asked, or the tag itself" }),
    telegram: z.string().nullable().meta({
      description: "https://t.me/<bot>/<app>?startapp=folder-<id> | tag-<tag>; null when TELEGRAM_BOT_NAME or TELEGRAM_APP_NAME is unset",
    }),
    web: z.string().meta({ description: "The menu on the site: …/#<id> or …/?tag=<tag>; a path when PUBLIC_URL is unset" }),
  })
  .meta({ id: "DeepLink" });
export const deepLinks = z.array(deepLink);
export const linksQuery = z.object({ Language: language });

export type DeepLink = z.infer<typeof deepLink>;
