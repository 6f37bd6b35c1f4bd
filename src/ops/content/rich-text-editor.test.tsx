import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { AppRoot } from "@telegram-apps/telegram-ui";
import { fireEvent, render } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { RichTextEditor } from "./rich-text-editor";

beforeAll(() => {
  i18n.load("en", {});
  i18n.activate("en");
});

function setup(value = "<p>Hello</p>") {
  const onChange = vi.fn();
  const view = render(
    <I18nProvider i18n={i18n}>
      <AppRoot>
        <RichTextEditor value={value} onChange={onChange} label="Text" testId="body" />
      </AppRoot>
    </I18nProvider>,
  );
  const area = view.getByTestId("body-area");
  return { ...view, area, onChange };
}

describe("RichTextEditor", () => {
  it("shows the article it is given", () => {
    const { area } = setup("<h2>News</h2><p>Body</p>");
    expect(area.innerHTML).toBe("<h2>News</h2><p>Body</p>");
  });

  it("reports cleaned HTML when the content changes: a script or a handler never leaves it", () => {
    const { area, onChange } = setup();
    area.innerHTML = '<p onclick="x()">Hi <b>there</b><script>alert(1)</script></p>';
    fireEvent.input(area);
    expect(onChange).toHaveBeenLastCalledWith("<p>Hi <strong>there</strong></p>");
  });

  it("pastes HTML cleaned and text as escaped paragraphs", () => {
    const { area, onChange } = setup("");
    const paste = (data: Record<string, string>) =>
      fireEvent.paste(area, { clipboardData: { getData: (type: string) => data[type] ?? "" } });
    paste({ "text/html": '<span style="color:red"><b>Sale</b></span><script>alert(1)</script>', "text/plain": "Sale" });
    expect(onChange).toHaveBeenLastCalledWith("<strong>Sale</strong>");
    paste({ "text/plain": "<script>alert(1)</script>" });
    expect(onChange.mock.lastCall?.[0]).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(area.querySelector("script")).toBeNull();
  });

  it("has a labelled toolbar for bold, italic, heading, lists and links", () => {
    const { getByRole } = setup();
    const names = [...getByRole("toolbar").querySelectorAll("button")].map((b) => b.getAttribute("aria-label"));
    expect(names).toEqual(["Bold", "Italic", "Heading", "Bulleted list", "Numbered list", "Link"]);
  });
});
