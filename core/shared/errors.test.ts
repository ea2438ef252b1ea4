import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  AccountLocked,
  APP_ERROR_TAGS,
  Conflict,
  fieldFailure,
  Forbidden,
  isAppError,
  NotFound,
  PayloadTooLarge,
  TooManyRequests,
  Unauthenticated,
  ValidationFailed,
} from "./errors.ts";

describe("isAppError", () => {
  it("recognises every error a use case may end in", () => {
    const errors = [
      new ValidationFailed({ message: "m", fields: [] }),
      new Unauthenticated({ message: "m" }),
      new Forbidden({ message: "m" }),
      new NotFound({ message: "m" }),
      new Conflict({ message: "m" }),
      new AccountLocked({ message: "m" }),
      new TooManyRequests({ message: "m", retryAfterSeconds: 60 }),
      new PayloadTooLarge({ message: "m" }),
    ];
    expect(errors.map((e) => e._tag)).toEqual([...APP_ERROR_TAGS]);
    errors.forEach((error) => expect(isAppError(error)).toBe(true));
    expect(errors.every((error) => error instanceof Error)).toBe(true);
  });

  it("refuses anything else: plain errors, primitives, and objects with a foreign or missing tag", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({
            _tag: fc.string().filter((tag) => !(APP_ERROR_TAGS as readonly string[]).includes(tag)),
          }),
        ),
        (value) => {
          expect(isAppError(value)).toBe(false);
        },
      ),
    );
    expect(isAppError(new Error("boom"))).toBe(false);
    expect(isAppError(null)).toBe(false);
    expect(isAppError({ _tag: "NotFound" })).toBe(true);
  });
});

describe("fieldFailure", () => {
  it("is a ValidationFailed whose message is the one field's message", () => {
    const failure = fieldFailure("email", "Email not valid");
    expect(failure).toBeInstanceOf(ValidationFailed);
    expect(failure).toMatchObject({
      _tag: "ValidationFailed",
      message: "Email not valid",
      fields: [{ field: "email", message: "Email not valid" }],
    });
  });
});
