// Calls of the operator API as a given person, for the menu's API tests.
import { DEMO_ADMIN_PHONE, DEMO_MANAGER_PHONE } from "../../db/seed/staff";
import { createTestApp } from "../../test/test-app";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function menuTestApp(clock?: () => Date) {
  const t = await createTestApp({ OPERATOR_TOKEN: "op-secret" }, clock);
  const admin = (await t.signIn(DEMO_ADMIN_PHONE)).cookie;
  const manager = (await t.signIn(DEMO_MANAGER_PHONE)).cookie;
  const stranger = (await t.signIn("+998901000077")).cookie;
  const call = (path: string, cookie: string | null, init: { method?: string; body?: unknown; bearer?: string } = {}) =>
    t.app.request(`/api/operator${path}`, {
      method: init.method ?? "GET",
      headers: {
        ...(cookie ? { Cookie: cookie } : {}),
        ...(init.bearer ? { Authorization: `Bearer ${init.bearer}` } : {}),
        ...(init.body !== undefined ? { "Content-Type": "application/json" } : {}),
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
  const upload = (productId: string, cookie: string | null, file: Blob | string, name = "photo.jpg") => {
    const form = new FormData();
    form.set("photo", typeof file === "string" ? new Blob([file], { type: "text/plain" }) : file, name);
    return t.app.request(`/api/operator/products/${productId}/photo`, {
      method: "POST",
      headers: cookie ? { Cookie: cookie } : {},
      body: form,
    });
  };
  const shop = async (query = "") => (await (await t.get(`/api/shop${query}`)).json()) as ShopBody;
  return { t, admin, manager, stranger, call, upload, shop };
}

export interface ShopBody {
  folders: { id: number; name: string }[];
  products: {
    id: string;
    parentId: number;
    name: string;
    price: number;
    imageUrl: string;
    image: { src: string; srcset: Record<"avif" | "webp" | "jpeg", string>; width: number; height: number } | null;
  }[];
  productsForCart: { id: string; price: number; modifiers: { id: string; price: number; inStopList: boolean }[] }[];
}
