import { describe, expect, it } from "vitest";
import { problemsOf } from "./fuzz-run.ts";

const answer = (status: number, text: string) => ({ status, text, contentType: "", milliseconds: 1 });
const envelope = (m: string) => JSON.stringify({ ok: false, m, d: null, error: { code: "X" } });

describe("what the fuzzer counts as an improper answer", () => {
  it("accepts results and 4xx error envelopes with a message", () => {
    expect(problemsOf(answer(200, "anything, even at x (y.ts:1:2)"))).toEqual([]);
    expect(problemsOf(answer(400, envelope("name: Field required")))).toEqual([]);
    expect(problemsOf(answer(499, envelope("x")))).toEqual([]);
  });

  it("refuses 5xx, 4xx outside the envelope or without a message, and stack traces", () => {
    expect(problemsOf(answer(500, envelope("Something went wrong")))).toEqual(["a 500"]);
    expect(problemsOf(answer(400, "Bad Request"))).toEqual([
      "a 4xx that is not the error envelope {ok: false, d: null}",
    ]);
    expect(problemsOf(answer(404, JSON.stringify({ ok: true, m: "x", d: null })))).toHaveLength(1);
    expect(problemsOf(answer(400, envelope(" ")))).toEqual(["an error envelope without a message"]);
    expect(problemsOf(answer(400, envelope("TypeError: x\n    at run (/srv/app.ts:3:9)")))).toEqual([
      "a stack trace in the body",
    ]);
  });
});
