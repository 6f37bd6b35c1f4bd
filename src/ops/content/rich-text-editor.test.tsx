import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { AppRoot } from "@telegram-apps/telegram-ui";
import { act, fireEvent, render } from "@testing-library/react";
import { StrictMode } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { RichTextEditor } from "./rich-text-editor";

beforeAll(() => {
  i18n.load("en", {});
  i18n.activate("en");
});

function setup(value = "<p>Hello</p>") {
  const onChange = vi.fn();
  const ui = (html: string) => (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppRoot>
          <RichTextEditor value={html} onChange={onChange} label="Text" lang="en" testId="body" />
        </AppRoot>
      </I18nProvider>
    </StrictMode>
  );
  const view = render(ui(value));
  const area = view.getByTestId("body-area");
  const button = (name: string) => view.getByRole("button", { name });
  return { ...view, area, onChange, button, rerenderWith: (html: string) => view.rerender(ui(html)) };
}

describe("RichTextEditor", () => {
  it("shows the article it is given, in one labelled text box (React's double start leaves no second)", () => {
    const { area, getAllByRole } = setup("<h2>News</h2><p>Body</p>");
    expect(getAllByRole("textbox")).toHaveLength(1);
    expect(area.innerHTML).toBe("<h2>News</h2><p>Body</p>");
    expect(area.getAttribute("role")).toBe("textbox");
    expect(area.getAttribute("aria-label")).toBe("Text");
    expect(area.getAttribute("lang")).toBe("en");
    expect(area.getAttribute("contenteditable")).toBe("true");
  });

  it("reads an older article into its schema: synonyms become its elements, anything else goes", () => {
    const { area } = setup('<div><b>Hi</b></div><p onclick="x()">a<script>alert(1)</script></p><h1>T</h1>');
    expect(area.innerHTML).toBe("<p><strong>Hi</strong></p><p>a</p><h2>T</h2>");
    expect(area.querySelector("script, [onclick]")).toBeNull();
  });

  it("formats with the toolbar and reports the article's HTML", () => {
    const { onChange, button } = setup("<p>Hello</p>");
    act(() => {
      fireEvent.click(button("Heading"));
    });
    expect(onChange).toHaveBeenLastCalledWith("<h2>Hello</h2>");
    expect(button("Heading").getAttribute("aria-pressed")).toBe("true");
    act(() => {
      fireEvent.click(button("Heading"));
      fireEvent.click(button("Bulleted list"));
    });
    expect(onChange).toHaveBeenLastCalledWith("<ul><li><p>Hello</p></li></ul>");
    act(() => {
      fireEvent.click(button("Numbered list"));
    });
    expect(onChange).toHaveBeenLastCalledWith("<ol><li><p>Hello</p></li></ol>");
  });

  it("pastes HTML cleaned to the schema and text as escaped paragraphs", () => {
    const { area, onChange } = setup("");
    const paste = (data: Record<string, string>) =>
      act(() => {
        fireEvent.paste(area, { clipboardData: { types: Object.keys(data), getData: (type: string) => data[type] ?? "" } });
      });
    paste({
      "text/html":
        '<span style="color:red"><b>Sale</b></span><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
      "text/plain": "Sale",
    });
    expect(onChange).toHaveBeenLastCalledWith("<p><strong>Sale</strong>x</p>");
    expect(area.querySelector("script, img, a")).toBeNull();
    paste({ "text/plain": "\n\n<script>alert(1)</script>\nnext line\n\nnew paragraph" });
    // The first pasted paragraph joins the one at the caret; a single line break stays a <br>.
    expect(onChange).toHaveBeenLastCalledWith(
      "<p><strong>Sale</strong>x&lt;script&gt;alert(1)&lt;/script&gt;<br>next line</p><p>new paragraph</p>",
    );
    expect(area.querySelector("script")).toBeNull();
  });

  it("adds a link with a safe address only", () => {
    const { onChange, button, getByRole, container } = setup("");
    act(() => {
      fireEvent.click(button("Link"));
    });
    const address = container.querySelector(".ops-rte__link input") as HTMLInputElement;
    expect(address.value).toBe("https://");
    fireEvent.change(address, { target: { value: "javascript:alert(1)" } });
    expect((getByRole("button", { name: "Add link" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(address, { target: { value: "https://lazzat.uz/stocks" } });
    act(() => {
      fireEvent.click(getByRole("button", { name: "Add link" }));
    });
    expect(container.querySelector(".ops-rte__link")).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith('<p><a href="https://lazzat.uz/stocks">https://lazzat.uz/stocks</a></p>');
  });

  it("takes an outside change (what the server kept) without reporting it back", () => {
    const { area, onChange, rerenderWith } = setup("<p>Hello</p>");
    rerenderWith("<p>Kept</p>");
    expect(area.innerHTML).toBe("<p>Kept</p>");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("reports an emptied article as nothing", () => {
    const { onChange, rerenderWith, button } = setup("<p>Hello</p>");
    rerenderWith("");
    act(() => {
      fireEvent.click(button("Bold"));
    });
    expect(onChange.mock.calls.every(([html]) => html === "")).toBe(true);
  });

  it("has a labelled toolbar for bold, italic, heading, lists and links", () => {
    const { getByRole } = setup();
    const names = [...getByRole("toolbar").querySelectorAll("button")].map((b) => b.getAttribute("aria-label"));
    expect(names).toEqual(["Bold", "Italic", "Heading", "Bulleted list", "Numbered list", "Link"]);
  });
});
