import { expect } from "vitest";

// Whole answers for `expect(answer.body).toEqual(...)`: every field of the envelope is named, so a field that
// leaks into an answer fails the comparison instead of passing unnoticed.

/** A successful answer carrying `d`, with the message the call shows (most calls show none). */
export const okAnswer = (d: unknown, m = "") => ({ ok: true, m, d, error: null });

/** A refused answer: its message, no data, and the error detail (with the message's `messageKey` and `params`). */
export const refusedAnswer = (m: unknown, error: Record<string, unknown>) => ({
  ok: false,
  m,
  d: null,
  error,
});

/** The values of a message's placeholders as the answer carries them (all strings); none when it has none. */
const withParams = (params?: Record<string, string>) => (params === undefined ? {} : { params });

/**
 * A 400 whose only named field carries the same words as the message: the message's catalogue key names both
 * the answer and the field, and `params` (when the message has placeholders) fill the answer's message.
 */
export const invalidField = (
  field: string,
  message: string,
  messageKey: string,
  params?: Record<string, string>,
) =>
  refusedAnswer(message, {
    code: "ValidationFailed",
    messageKey,
    ...withParams(params),
    fields: [{ field, message, messageKey }],
  });

/**
 * A 400 whose only field's problem does not name the field itself, so the message puts the field in front:
 * "name: Field required" (key request.fieldProblem), while the field keeps its own words and key.
 */
export const invalidNamedField = (field: string, problem: string, problemKey: string) =>
  refusedAnswer(`${field}: ${problem}`, {
    code: "ValidationFailed",
    messageKey: "request.fieldProblem",
    params: { field, problem },
    fields: [{ field, message: problem, messageKey: problemKey }],
  });

/** The answer to a call that needs a signed-in caller and got none (or a token no longer valid). */
export const unauthorizedAnswer = refusedAnswer("Unauthorized", {
  code: "Unauthenticated",
  messageKey: "common.unauthorized",
});

/** The answer to a signed-in caller whose permissions do not cover the call. */
export const noPermissionAnswer = refusedAnswer("You don't have permission to access.", {
  code: "Forbidden",
  messageKey: "common.noPermission",
});

/** One page of a paged list. */
export const pageAnswer = (page: {
  items: unknown;
  total: unknown;
  pageNumber?: unknown;
  pageSize: unknown;
}) => okAnswer({ pageNumber: 1, ...page });

/** A value that is null or matches `matcher`, for fields a test does not pin down. */
export const nullOr = (matcher: unknown) => expect.toBeOneOf([null, matcher]);
