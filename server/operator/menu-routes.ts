// Menu: folders, products, modifiers, photos and the half pricing, for the console's menu editor (admins only; a
// manager gets 403 admin_only). One file per kind under ./menu/.
import { createRoute } from "@hono/zod-openapi";
import { operatorMenu as operatorMenuSchema } from "../../src/contract/operator-menu";
import { apiApp, json, refusals } from "../openapi/routes";
import type { OperatorDeps } from "./deps";
import { folderRoutes } from "./menu/folder-routes";
import { modifierRoutes } from "./menu/modifier-routes";
import { photoRoutes } from "./menu/photo-route";
import { productRoutes } from "./menu/product-routes";
import { operatorMenu } from "./menu/read-menu";
import { settingsRoutes } from "./menu/settings-route";
import { security, tags } from "./menu/shared";
import { adminsOnly, requireChain, type StaffEnv } from "./staff-auth";

const menuRoute = createRoute({
  method: "get",
  path: "/menu",
  tags,
  security,
  middleware: [adminsOnly] as const,
  summary: "The whole menu for the editor: hidden folders and inactive products too, in ru, en and uz (admins only)",
  responses: { 200: json(operatorMenuSchema, "Folders, products and their modifiers"), ...refusals(401, 403, 503) },
});

export function menuRoutes(deps: OperatorDeps) {
  const app = apiApp<StaffEnv>().openapi(menuRoute, async (c) => {
    requireChain(c);
    c.header("Cache-Control", "no-store");
    return c.json(await operatorMenu(deps.db), 200);
  });
  for (const part of [folderRoutes, productRoutes, modifierRoutes, photoRoutes, settingsRoutes]) app.route("/", part(deps));
  return app;
}
