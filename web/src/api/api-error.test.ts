import { describe, expect, it } from "vitest";
import { readErrorDetails } from "./api-error.ts";

describe("envelope error details", () => {
  it("reads the code and the server's field list", () => {
    expect(
      readErrorDetails({
        code: "ValidationFailed",
        fields: [
          { field: "url", message: "Url is not valid" },
          { field: "url", message: "second" },
        ],
      }),
    ).toEqual({ code: "ValidationFailed", fieldErrors: { url: "Url is not valid" } });
  });

  it("reads a plain field map and ignores anything else", () => {
    expect(readErrorDetails({ fieldErrors: { name: ["Field required"] } })).toEqual({
      fieldErrors: { name: "Field required" },
    });
    expect(readErrorDetails("boom")).toEqual({});
    expect(readErrorDetails({ code: "AccountLocked" })).toEqual({ code: "AccountLocked" });
  });
});
