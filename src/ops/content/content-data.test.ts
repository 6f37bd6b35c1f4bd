import { describe, expect, it } from "vitest";
import { contentBody, statusOf, vacancyBody } from "./content-data";

const title = { ru: "Т", en: "T", uz: "T" };
const now = new Date("2026-11-23T12:00:00Z");

describe("content status", () => {
  it("is a draft when unpublished, scheduled before its time, published after", () => {
    expect(statusOf("news", { id: 1, title, isPublished: false, publishedAt: "2026-01-01T00:00:00Z" }, now)).toBe("draft");
    expect(statusOf("news", { id: 1, title, publishedAt: "2026-11-24T00:00:00Z" }, now)).toBe("scheduled");
    expect(statusOf("news", { id: 1, title, publishedAt: "2026-11-22T00:00:00Z" }, now)).toBe("published");
  });

  it("reads a promotion's start and end", () => {
    expect(statusOf("stocks", { id: 1, title, startsAt: "2026-12-01T00:00:00Z", endsAt: null }, now)).toBe("scheduled");
    expect(statusOf("stocks", { id: 1, title, startsAt: "2026-11-01T00:00:00Z", endsAt: "2026-11-20T00:00:00Z" }, now)).toBe("ended");
    expect(statusOf("stocks", { id: 1, title, startsAt: "2026-11-01T00:00:00Z", endsAt: null }, now)).toBe("published");
  });

  it("trusts the server's own status when it sends one", () => {
    expect(statusOf("news", { id: 1, title, status: "draft", publishedAt: "2026-11-22T00:00:00Z" }, now)).toBe("draft");
  });
});

describe("content request bodies", () => {
  const form = { title, body: title, imageUrl: " ", publishedAt: "2026-11-24T10:00:00.000Z", startsAt: null, endsAt: null, draft: false };
  it("sends each kind only its own scheduling fields", () => {
    expect(contentBody("news", form)).toEqual({ title, body: title, publishedAt: form.publishedAt, isPublished: true });
    expect(contentBody("stocks", { ...form, startsAt: "2026-11-24T10:00:00.000Z" })).toEqual({
      title,
      body: title,
      startsAt: "2026-11-24T10:00:00.000Z",
      endsAt: null,
      isActive: true,
    });
    expect(contentBody("news", { ...form, imageUrl: " /images/a.svg ", draft: true })).toMatchObject({
      imageUrl: "/images/a.svg",
      isPublished: false,
    });
  });
});

describe("vacancy request bodies", () => {
  it("sends a region, plain-text description, schedule, salary and whether it is open", () => {
    const text = { ru: "a", en: "b", uz: "c" };
    expect(vacancyBody({ regionId: 1, title: text, description: text, schedule: text, salary: text, closed: true })).toEqual({
      regionId: 1,
      title: text,
      description: text,
      schedule: text,
      salary: text,
      isActive: false,
    });
  });
});
