import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { AppRoot } from "@telegram-apps/telegram-ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DeepLink } from "../../contract/operator-links";

const links: DeepLink[] = [];
vi.mock("../api", () => ({ opsApi: { GET: vi.fn(async () => links) } }));
const { LinksSection } = await import("./links-section");
const { createOpsQueryClient } = await import("../shared/query-client");

afterEach(cleanup);
beforeAll(() => {
  i18n.load("en", {});
  i18n.activate("en");
});

const show = () =>
  render(
    <QueryClientProvider client={createOpsQueryClient()}>
      <I18nProvider i18n={i18n}>
        <AppRoot>
          <LinksSection />
        </AppRoot>
      </I18nProvider>
    </QueryClientProvider>,
  );

describe("LinksSection", () => {
  it("says plainly that Telegram links are off when the server has no bot or app name, and still offers the site link and its QR code", async () => {
    links.splice(0, links.length, { kind: "folder", id: "1", name: "Pizza", telegram: null, web: "/#1" });
    show();
    expect((await screen.findByTestId("no-telegram")).textContent).toContain("TELEGRAM_APP_NAME");
    expect(screen.getByText("not set up")).toBeTruthy();
    expect(screen.getByText(`${window.location.origin}/#1`)).toBeTruthy();
    expect(screen.getByTestId("qr").querySelector("svg path")).not.toBeNull();
    expect(screen.queryByTestId("copy-telegram")).toBeNull();
  });

  it("shows no notice when links have their Telegram address", async () => {
    links.splice(0, links.length, {
      kind: "tag",
      id: "spicy",
      name: "spicy",
      telegram: "https://t.me/b/a?startapp=tag-spicy",
      web: "https://x.uz/?tag=spicy",
    });
    show();
    await screen.findByText("https://t.me/b/a?startapp=tag-spicy");
    expect(screen.queryByTestId("no-telegram")).toBeNull();
  });
});
