import { describe, expect, it } from "vitest";
import { countParts, formBoundary } from "./multipart";

describe("multipart part counting", () => {
  const boundary = "xYz";
  const body = (parts: number) =>
    Buffer.from(`${`--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n`.repeat(parts)}--${boundary}--\r\n`);

  it("counts the parts of a form, and stops one past the maximum", () => {
    expect(countParts(body(0), boundary, 16)).toBe(0);
    expect(countParts(body(3), boundary, 16)).toBe(3);
    expect(countParts(body(16), boundary, 16)).toBe(16);
    expect(countParts(body(10_000), boundary, 16)).toBe(17);
  });

  it("reads the boundary of a Content-Type, quoted or not", () => {
    expect(formBoundary("multipart/form-data; boundary=abc")).toBe("abc");
    expect(formBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe("a b");
    expect(formBoundary("multipart/form-data")).toBeNull();
    expect(formBoundary(undefined)).toBeNull();
  });
});
