import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES as M } from "./messages.ts";
import {
  checkUploads,
  extensionOf,
  isViewableMimeType,
  uploadFileError,
  uploadSelectionError,
  UPLOAD_EXTENSIONS,
} from "./uploads.ts";

describe("uploads", () => {
  it("reads extensions case-insensitively", () => {
    expect(extensionOf("Scan.JPG")).toBe(".jpg");
    expect(extensionOf("archive.tar.pdf")).toBe(".pdf");
    expect(extensionOf("noext")).toBe("");
    expect(extensionOf(".png")).toBe("");
    expect(extensionOf("trailing.")).toBe("");
  });

  it("accepts images .png/.jpg and documents .pdf/.docx/.xlsx/.mp4/.png/.jpg with the spec's messages", () => {
    expect(uploadFileError({ name: "a.png", size: 1 }, "image")).toBeUndefined();
    expect(uploadFileError({ name: "a.pdf", size: 1 }, "image")).toBe(M.imageTypes);
    expect(uploadFileError({ name: "a.xlsx", size: 1 }, "document")).toBeUndefined();
    expect(uploadFileError({ name: "a.exe", size: 1 }, "document")).toBe(M.documentTypes);
    expect(uploadFileError({ name: "a.pdf", size: 0 }, "document")).toBe(
      "Documented failed to upload. Please try again.",
    );
  });

  it("checks every file, not only the first", () => {
    const files = [
      { name: "ok.pdf", size: 10 },
      { name: "bad.exe", size: 10 },
      { name: "empty.docx", size: 0 },
    ];
    const result = checkUploads(files, "document");
    expect(result.accepted).toEqual([files[0]]);
    expect(result.refused).toEqual([
      { file: files[1], message: M.documentTypes },
      { file: files[2], message: M.emptyFile },
    ]);
    expect(uploadSelectionError(files, "document")).toBe(M.documentTypes);
    expect(uploadSelectionError([files[0]!], "document")).toBeUndefined();
  });

  it("passes generated valid files and refuses generated wrong types with the message", () => {
    const base = fc.stringMatching(/^[A-Za-z0-9 _-]{1,12}$/);
    const kind = fc.constantFrom("image" as const, "document" as const);
    fc.assert(
      fc.property(kind, base, fc.integer({ min: 1, max: 1e9 }), fc.boolean(), (k, name, size, shout) =>
        fc.assert(
          fc.property(fc.constantFrom(...UPLOAD_EXTENSIONS[k]), (ext) => {
            const file = { name: name + (shout ? ext.toUpperCase() : ext), size };
            expect(uploadFileError(file, k)).toBeUndefined();
          }),
          { numRuns: 5 },
        ),
      ),
      { numRuns: 50 },
    );
    const otherExt = fc
      .stringMatching(/^\.[a-z0-9]{1,5}$/)
      .filter((e) => !UPLOAD_EXTENSIONS.document.includes(e));
    fc.assert(
      fc.property(base, otherExt, (name, ext) => {
        expect(uploadFileError({ name: name + ext, size: 5 }, "document")).toBe(M.documentTypes);
        expect(uploadFileError({ name: name + ext, size: 5 }, "image")).toBe(M.imageTypes);
      }),
      { numRuns: 200 },
    );
  });

  it("previews images, video and pdf only", () => {
    expect(["image/png", "video/mp4", "application/pdf", "text/csv"].map(isViewableMimeType)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
