// The generated types of the OpenAPI document (openapi.ts, `npm run openapi:types`) and the zod
// types the app names its data with describe the same shapes. Checked by the type check of this
// project (`npm run typecheck`); the `it` only makes the file a test. Answers are compared with the
// schemas' output (what the server sends), bodies with their input (what a client may send).
import { describe, expectTypeOf, it } from "vitest";
import type { AddressFound } from "./address-search";
import type { CodeSent, MainToken, Me, MePatchInput, Verified } from "./auth";
import type { Basket, BasketBodyInput } from "./bot";
import type { ApplicationCreated, Vacancy } from "./careers";
import type { Chain, NewsItem, NewsSummary, Promotion, PromotionSummary } from "./content";
import type { MenuFolder, MenuModifier, MenuProduct, ProductForCart, Region, RestaurantWire, Shop } from "./menu";
import type { components, paths } from "./openapi";
import type { ListedOrder, OrderBodyInput, OrderCreated, OrderDetail, StatusEntry, TgOrderBody, TgOrderCreated } from "./order";
import type { AddressName, RuntimeConfig } from "./storefront";

type S = components["schemas"];
type Json<R> = R extends { content: { "application/json": infer T } } ? T : never;

describe("the OpenAPI document's types", () => {
  it("agree with the contract's zod types", () => {
    // Answers.
    expectTypeOf<S["MainToken"]>().toEqualTypeOf<MainToken>();
    expectTypeOf<S["CodeSent"]>().toEqualTypeOf<CodeSent>();
    expectTypeOf<S["Me"]>().toEqualTypeOf<Me>();
    expectTypeOf<S["Shop"]>().toEqualTypeOf<Shop>();
    expectTypeOf<S["MenuFolder"]>().toEqualTypeOf<MenuFolder>();
    expectTypeOf<S["MenuProduct"]>().toEqualTypeOf<MenuProduct>();
    expectTypeOf<S["MenuModifier"]>().toEqualTypeOf<MenuModifier>();
    expectTypeOf<S["ProductForCart"]>().toEqualTypeOf<ProductForCart>();
    expectTypeOf<S["Region"]>().toEqualTypeOf<Region>();
    expectTypeOf<S["Restaurant"]>().toEqualTypeOf<RestaurantWire>();
    expectTypeOf<S["Chain"]>().toEqualTypeOf<Chain>();
    expectTypeOf<S["NewsSummary"]>().toEqualTypeOf<NewsSummary>();
    expectTypeOf<S["NewsItem"]>().toEqualTypeOf<NewsItem>();
    expectTypeOf<S["PromotionSummary"]>().toEqualTypeOf<PromotionSummary>();
    expectTypeOf<S["Promotion"]>().toEqualTypeOf<Promotion>();
    expectTypeOf<S["Vacancy"]>().toEqualTypeOf<Vacancy>();
    expectTypeOf<Json<paths["/api/vacancies/apply"]["post"]["responses"][201]>>().toEqualTypeOf<ApplicationCreated>();
    expectTypeOf<S["OrderCreated"]>().toEqualTypeOf<OrderCreated>();
    expectTypeOf<S["TgOrderCreated"]>().toEqualTypeOf<TgOrderCreated>();
    expectTypeOf<S["OrderDetail"]>().toEqualTypeOf<OrderDetail>();
    expectTypeOf<S["StatusEntry"]>().toEqualTypeOf<StatusEntry>();
    expectTypeOf<S["ListedOrder"]>().toEqualTypeOf<ListedOrder>();
    // One component serves a body and an answer: CartLine is written as a body reads it (modifiers
    // may be left out, default []), so the basket the server sends (always with them) only fits it.
    expectTypeOf<Basket>().toExtend<S["Basket"]>();
    expectTypeOf<S["AddressName"]>().toEqualTypeOf<AddressName>();
    expectTypeOf<S["AddressFound"]>().toEqualTypeOf<AddressFound>();
    expectTypeOf<S["RuntimeConfig"]>().toEqualTypeOf<RuntimeConfig>();
    expectTypeOf<Json<paths["/api/auth/verify"]["post"]["responses"][200]>>().toEqualTypeOf<Verified>();
    // Bodies.
    expectTypeOf<S["OrderBody"]>().toEqualTypeOf<OrderBodyInput>();
    expectTypeOf<S["TgOrderBody"]>().toEqualTypeOf<TgOrderBody>();
    expectTypeOf<S["CartLine"]>().toEqualTypeOf<OrderBodyInput["products"][number]>();
    expectTypeOf<S["MePatch"]>().toEqualTypeOf<MePatchInput>();
    expectTypeOf<S["BasketRequest"]>().toEqualTypeOf<BasketBodyInput>();
  });
});
