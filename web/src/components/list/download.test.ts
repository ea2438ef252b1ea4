import { describe, expect, it } from "vitest";
import { fileNameFrom } from "./download.ts";

describe("download file name", () => {
  it("reads quoted, plain and RFC 5987 names", () => {
    expect(fileNameFrom('attachment; filename="recalls.xlsx"', "x")).toBe("recalls.xlsx");
    expect(fileNameFrom("attachment; filename=report.csv", "x")).toBe("report.csv");
    expect(fileNameFrom("attachment; filename*=UTF-8''b%C3%A1o%20c%C3%A1o.csv", "x")).toBe("báo cáo.csv");
    expect(fileNameFrom(null, "fallback.csv")).toBe("fallback.csv");
  });
});
