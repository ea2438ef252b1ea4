import { expect } from "vitest";

// Whole answers for `expect(answer.body).toEqual(...)`: every field of the envelope is named, so a field that
// leaks into an answer fails the comparison instead of passing unnoticed.

/** A successful answer carrying `d`, with the message the call shows (most calls show none). */
export const okAnswer = (d: unknown, m = "") => ({ ok: true, m, d, error: null });

/** A refused answer: its message, no data, and the error detail. */
export const refusedAnswer = (m: unknown, error: Record<string, unknown>) => ({
  ok: false,
  m,
  d: null,
  error,
});

/** A 400 whose only named field carries the same words as the message. */
export const invalidField = (field: string, message: string) =>
  refusedAnswer(message, { code: "ValidationFailed", fields: [{ field, message }] });

/** One page of a paged list. */
export const pageAnswer = (page: {
  items: unknown;
  total: unknown;
  pageNumber?: unknown;
  pageSize: unknown;
}) => okAnswer({ pageNumber: 1, ...page });

/** A value that is null or matches `matcher`, for fields a test does not pin down. */
export const nullOr = (matcher: unknown) => expect.toBeOneOf([null, matcher]);
