import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { RESEND_WAIT_SECONDS, secondsLeft, waitAfterFailure } from "./resend-countdown.ts";

describe("the resend countdown", () => {
  it("counts whole seconds up to the end and stops at zero", () => {
    expect(secondsLeft(30_000, 0)).toBe(30);
    expect(secondsLeft(30_000, 29_001)).toBe(1);
    expect(secondsLeft(30_000, 30_000)).toBe(0);
    expect(secondsLeft(30_000, 45_000)).toBe(0);
  });

  it("waits as long as the server's rate limit says, and not at all after other failures", () => {
    expect(waitAfterFailure(new ApiError(429, "Too many attempts", undefined, undefined, 42))).toBe(42);
    expect(waitAfterFailure(new ApiError(429, "Too many attempts"))).toBe(RESEND_WAIT_SECONDS);
    expect(waitAfterFailure(new ApiError(400, "Enter a valid email"))).toBe(0);
    expect(waitAfterFailure(new Error("offline"))).toBe(0);
  });
});
