// A test app with the demo admin, the demo manager (Mirabad) and a signed-in customer who is no
// staff (`stranger`) signed in, and calls of the operator API as one of them, for the API tests.
import { DEMO_ADMIN_PHONE, DEMO_MANAGER_PHONE } from "../db/seed/staff";
import { createTestApp } from "../test/test-app";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
/** A call of /api/operator{path} with this session cookie (null: none) and, when given, a JSON body. */
export type StaffCall = (path: string, cookie: string | null, method?: string, body?: unknown) => ReturnType<TestApp["app"]["request"]>;

export async function staffTestApp(strangerPhone: string, clock?: () => Date) {
  const t = await createTestApp({}, clock);
  const admin = (await t.signIn(DEMO_ADMIN_PHONE)).cookie;
  const manager = (await t.signIn(DEMO_MANAGER_PHONE)).cookie;
  const stranger = (await t.signIn(strangerPhone)).cookie;
  const call: StaffCall = (path, cookie, method = "GET", body) =>
    t.app.request(`/api/operator${path}`, {
      method,
      headers: { ...(cookie ? { Cookie: cookie } : {}), ...(body !== undefined ? { "Content-Type": "application/json" } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  return { t, admin, manager, stranger, call };
}
