import { describe, expect, it } from "vitest";
import { cvProblem, fileSize, MAX_CV_BYTES } from "./cv-check";

const file = (content: BlobPart[], name = "cv.pdf", type = "application/pdf") => new File(content, name, { type });

describe("cvProblem", () => {
  it("accepts a PDF by its first bytes", async () => {
    expect(await cvProblem(file(["%PDF-1.4\n1 0 obj\n"]))).toBeNull();
  });

  it("refuses a file that only has a PDF's name or type", async () => {
    expect(await cvProblem(file(["Hello, I am a text file"]))).toBe("notPdf");
    expect(await cvProblem(file([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])]))).toBe("notPdf");
  });

  it("refuses an empty or tiny file", async () => {
    expect(await cvProblem(file([]))).toBe("notPdf");
    expect(await cvProblem(file(["%PDF"]))).toBe("notPdf");
  });

  it("refuses a file over 5 MB before reading it, and takes one of exactly 5 MB", async () => {
    const big = new Uint8Array(MAX_CV_BYTES + 1);
    big.set([...new TextEncoder().encode("%PDF-")]);
    expect(await cvProblem(file([big]))).toBe("tooLarge");
    expect(await cvProblem(file([big.subarray(0, MAX_CV_BYTES)]))).toBeNull();
  });
});

describe("fileSize", () => {
  it("writes the size in the page's language", () => {
    expect(fileSize(350 * 1024, "en")).toBe("350\u00a0KB");
    expect(fileSize(1.25 * 1024 * 1024, "en")).toBe("1.3\u00a0MB");
    expect(fileSize(1.25 * 1024 * 1024, "ru")).toBe("1,3\u00a0МБ");
    expect(fileSize(10, "uz")).toBe("1\u00a0KB");
  });
});
