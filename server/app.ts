// Builds the Hono app from its parts. index.ts only serves it, so tests call app.request()
// without a socket.
import { cachedCatalog } from "./orders/catalog";
import { promoCheckRoutes } from "./promo/check-route";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { CodeSender } from "./auth/code-sender";
import { CODE_REPORT_PATH, createCodeSender, ESKIZ_REPORT_PATH } from "./auth/create-code-sender";
import { codeReportRoutes } from "./auth/code-report-routes";
import { DEFAULT_PHONE_AUTH, phoneAuthRoutes } from "./auth/phone-routes";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { ApiError, errorResponse } from "./http/errors";
import { compressAnswers } from "./http/compression";
import { sameOriginWrites } from "./http/same-origin";
import { pageRoutes } from "./http/pages";
import { requestLog } from "./log";
import { defaultBodyLimit, securityHeaders } from "./http/security";
import { mainApiAuth } from "./auth/main-api-auth";
import { restaurantRoutes } from "./main-api/restaurants";
import { cachedShop, initialMenu, shopRoutes } from "./main-api/shop";
import { contentPageExists, contentRoutes } from "./content/routes";
import { createGeocoder } from "./geo/create-geocoder";
import { addressRoutes } from "./storefront/address";
import { activeZones, addressSearchRoutes } from "./storefront/address-search";
import { meRoutes } from "./storefront/me";
import { telegramAuthRoutes } from "./auth/telegram-routes";
import { tgApiRoutes } from "./tg-api/routes";
import { careersRoutes, careersTokenRoute } from "./careers/routes";
import { courierPositionRoutes } from "./couriers/routes";
import { loyaltyRoutes } from "./loyalty/routes";
import { operatorApi } from "./operator/routes";
import { broadcastOpenedRoutes } from "./bot/broadcasts/opened";
import { broadcastPhotoRoutes } from "./bot/broadcasts/photo-route";
import { broadcastsRoutes } from "./bot/broadcasts/routes";
import { ratingsRoutes } from "./bot/ratings-routes";
import { botRoutes } from "./bot/routes";
import { mediaRoutes } from "./media/routes";
import { isUploadPath } from "./media/upload-paths";
import { orderPlacer } from "./orders/place-order";
import { orderRoutes } from "./orders/routes";
import { EVENT_TIMING } from "./orders/events";
import { orderStatusFeed } from "./orders/status-feed";
import { streamLimits } from "./orders/stream-limits";
import { storefrontRoutes } from "./storefront/routes";
import { openApiDocument } from "./openapi/document";
import { PAYMENT_PROVIDER_PATHS } from "./payments/paths";
import { paymentSettings } from "./payments/checkout";
import { paymentMethodRoutes } from "./storefront/payment-methods";
import { paymeRoutes } from "./payments/payme/routes";
import { clickRoutes } from "./payments/click/routes";
import { documentRoutes } from "./openapi/document-routes";

export interface AppDeps {
  config: Config;
  database: Database;
  tokenSecret: string;
  /** Signs the careers (HR API) bearer (GET /api/hr_token). */
  careersSecret: string;
  /** Signs the bot API's header (GET /api/hash). */
  tgSecret: string;
  /** Where sign-in codes go; by default the senders CODE_SENDER names. */
  codeSender?: CodeSender;
  /** The time rules (opening hours, slots) are checked against; tests fix it. */
  clock?: () => Date;
}

export function buildApp({
  config,
  database,
  tokenSecret,
  careersSecret,
  tgSecret,
  codeSender = createCodeSender(config),
  clock = () => new Date(),
}: AppDeps) {
  // OpenAPIHono: each API app mounted below brings its routes' schemas into one document.
  const app = new OpenAPIHono();
  app.onError((err, c) => errorResponse(c, err));
  app.use("*", requestLog);
  app.use("*", securityHeaders(config));
  // Payme's Merchant API answers everything in JSON-RPC with HTTP 200, so it comes before the body
  // limit and the write guards (its own limit; the caller proven by the key).
  app.route("/", paymeRoutes({ db: database.db, key: config.payme?.key ?? null, clock }));
  app.use("/api/*", async (c, next) => (isUploadPath(c.req.path) ? next() : defaultBodyLimit(c, next)));
  const signed = [CODE_REPORT_PATH, ESKIZ_REPORT_PATH, ...PAYMENT_PROVIDER_PATHS];
  app.use("/api/*", (c, next) => sameOriginWrites({ uploads: isUploadPath(c.req.path) ? [c.req.path] : [], signed })(c, next));
  // Everything compressible is compressed (pages carry the menu); static files have .br/.gz twins.
  app.use("*", compressAnswers(["/api/delivery/Events"]));

  // The storefront server's own endpoints.
  app.route("/api", storefrontRoutes(database, config, tokenSecret));
  app.route(
    "/api",
    phoneAuthRoutes(database.db, codeSender, {
      ...DEFAULT_PHONE_AUTH,
      ...config.signInLimits,
      trustProxy: config.trustProxy,
      cookieSecure: config.cookieSecure,
    }),
  );
  app.route("/api", codeReportRoutes(database.db, config));

  // Main API (reference implementation).
  // Main API (reference implementation); every call checks the storefront token.
  const auth = mainApiAuth(tokenSecret);
  for (const prefix of [
    "/api/shop",
    "/api/regions",
    "/api/restaurants/*",
    "/api/delivery/*",
    "/api/news",
    "/api/news/*",
    "/api/stocks",
    "/api/stocks/*",
    "/api/chain",
    "/api/orders/*",
    "/api/promo/*",
  ]) {
    app.use(prefix, auth);
  }
  app.route("/api", contentRoutes(database.db, clock));
  const shop = cachedShop(database.db);
  app.route("/api", shopRoutes(shop));
  // One placer (and one cached catalog) for web and Telegram orders.
  const payments = paymentSettings(config);
  const placeOrder = orderPlacer(database.db, undefined, payments);
  // Live tracking: one status listener per process, streams capped per customer and per process.
  const events = { ...EVENT_TIMING, feed: orderStatusFeed(database), limits: streamLimits(config.streamLimits) };
  app.route("/api", orderRoutes(database.db, placeOrder, clock, config.orderLimitPer10Min, events, payments));
  app.route("/api", paymentMethodRoutes(database.db, payments));
  // The cart's preview of a promo code (the order checks it again).
  app.route("/api", promoCheckRoutes(database.db, { clock, trustProxy: config.trustProxy, catalog: cachedCatalog(database.db) }));
  // The signed-in customer's loyalty points and their history.
  app.route("/api", loyaltyRoutes(database.db));
  // The courier's position for the order's owner (the tracker's map).
  app.route("/api", courierPositionRoutes(database.db));
  // The chain's staff: console, CLI and integrations (staff sign-in or OPERATOR_TOKEN).
  const operatorDeps = { database, db: database.db, config, clock };
  // The bot's broadcasts and ratings are operator-API areas that live with the bot (server/bot).
  app.route("/api/operator", operatorApi(operatorDeps, [broadcastPhotoRoutes, broadcastsRoutes, ratingsRoutes]));
  // The bot behind the mini-app: Telegram's updates.
  app.route("/api", botRoutes(operatorDeps));
  // A broadcast's button opened the mini-app (attribution).
  app.route("/api", broadcastOpenedRoutes(database.db, clock));
  // Click's SHOP API callbacks (Prepare/Complete), signed by Click; receipts and reversals follow.
  app.route("/api", clickRoutes({ db: database.db, config, clock }));

  // Careers: the HR API's reference implementation (docs/api.md) and the storefront's hr_token for it.
  app.route("/api", careersTokenRoute(careersSecret, config.tokenTtlSeconds));
  app.route("/api", careersRoutes(database.db, careersSecret, clock, config.cvLimits));
  app.route("/api", restaurantRoutes(database.db));

  // Address names for points on the map (web customers; the bot API's tg_address uses the same).
  const geocoder = createGeocoder(config.geocoder);
  app.route("/api", addressRoutes(geocoder));
  app.route("/api", addressSearchRoutes(geocoder, activeZones(database.db)));
  app.route("/api", meRoutes(database.db));

  // Telegram identity and the messenger-bot API (reference implementation).
  app.route(
    "/api",
    telegramAuthRoutes(database.db, {
      botToken: config.telegramBotToken,
      maxAgeSeconds: config.telegramAuthMaxAge,
      cookieSecure: config.cookieSecure,
      tgSecret,
      tokenTtlSeconds: config.tokenTtlSeconds,
    }),
  );
  app.route("/api", tgApiRoutes(database.db, placeOrder, tgSecret, geocoder, clock, config.orderLimitPer10Min, payments));

  // The reference of everything above (GET /api/openapi.json, GET /api/docs).
  app.route("/api", documentRoutes(openApiDocument(app, "1")));

  app.all("/api/*", (c) => {
    throw new ApiError(404, "not_found", `No such endpoint: ${c.req.method} ${c.req.path}`);
  });
  // Uploaded photos (menu), in every size and format the app asks for.
  app.route("/", mediaRoutes(database.db));
  app.route("/", pageRoutes(config, contentPageExists(database.db, clock), initialMenu(shop)));
  return app;
}
