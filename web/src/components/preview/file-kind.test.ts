import { describe, expect, it } from "vitest";
import { extensionOf, previewKindOf } from "./file-kind.ts";

describe("previewKindOf", () => {
  it.each([
    ["photo.PNG", "image"],
    ["scan.jpeg", "image"],
    ["notice.pdf", "pdf"],
    ["readme.txt", "text"],
    ["locations.csv", "table"],
    ["training.mp4", "video"],
    ["letter.docx", "unsupported"],
    ["slides.pptx", "unsupported"],
    ["sheet.xlsx", "unsupported"],
    ["archive.zip", "unsupported"],
    ["no-extension", "unsupported"],
  ])("shows %s as %s", (name, kind) => {
    expect(previewKindOf(name)).toBe(kind);
  });
});

describe("extensionOf", () => {
  it("takes the last extension in lower case and ignores dots in folders and leading dots", () => {
    expect(extensionOf("Report.Final.XLSX")).toBe("xlsx");
    expect(extensionOf("some.dir/file")).toBe("");
    expect(extensionOf(".env")).toBe("");
    expect(extensionOf("trailing.")).toBe("");
  });
});
