import fc from "fast-check";
import type { Portal } from "../../../adapters/http/portal.ts";
import { passesDeclaredAccess, type Identity } from "./identities.ts";
import type { ObjectVariant } from "./object-fixtures.ts";
import { describeOperation, type Operation } from "./openapi-operations.ts";
import { send, showAnswer, showRequest, type Received, type SentRequest } from "./portal-http.ts";
import { requestFor, type RequestParts } from "./requests.ts";
import {
  hostileId,
  hostileString,
  hostileValue,
  malformedJson,
  validObject,
  validValue,
  wrongContentType,
} from "./schema-arbitraries.ts";

export interface FuzzOptions {
  /** Requests per operation. */
  readonly runs: number;
  readonly seed: number;
  /** Called after every request (the long run prints them). */
  readonly onAnswer?: (operation: Operation, request: SentRequest, answer: Received | Error) => void;
}

export interface FuzzReport {
  readonly requests: number;
  readonly byStatus: ReadonlyMap<string, number>;
  readonly failures: readonly string[];
}

type Case = { readonly kind: string; readonly parts: RequestParts };

// A stack frame ("at fn (file.ts:1:2)"), a Node internal, or a source path: internals that must not leak.
const STACK_TRACE = /\n\s+at\s|\bat [\w.$<>]+ \(|node:internal|node_modules\/|\.ts:\d+:\d+/;

/** What is wrong with an answer to a fuzzed request; empty when it is a proper answer. */
export const problemsOf = (answer: Received): string[] => {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`a ${answer.status}`);
  if (answer.status >= 400 && STACK_TRACE.test(answer.text)) problems.push("a stack trace in the body");
  if (answer.status >= 400 && answer.status < 500) {
    let envelope: { ok?: unknown; m?: unknown; d?: unknown } | undefined;
    try {
      envelope = JSON.parse(answer.text);
    } catch {
      envelope = undefined;
    }
    if (!envelope || envelope.ok !== false || envelope.d !== null)
      problems.push("a 4xx that is not the error envelope {ok: false, d: null}");
    else if (typeof envelope.m !== "string" || envelope.m.trim() === "")
      problems.push("an error envelope without a message");
  }
  return problems;
};

/** Segments sent as they are: bytes that are not UTF-8, encoded slashes and dots, a NUL. */
const rawSegment = fc
  .constantFrom("%ED%A0%80", "%FF%FE", "%C0%AF", "%00", "%2F", "..%2F..", "%", "%E2%82", "a%20b", "%25%32%66")
  .map((raw) => ({ raw }));

const pick = <T>(items: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...items);

/** Valid query values for a random subset of the operation's query parameters. */
const validQuery = (operation: Operation): fc.Arbitrary<Record<string, unknown>> =>
  fc.record(
    Object.fromEntries(
      operation.queryParameters.map((p) => [p.name, validValue(p.schema, { forQuery: true })]),
    ),
    { requiredKeys: operation.queryParameters.filter((p) => p.required).map((p) => p.name) },
  );

/** Valid requests, then each way of breaking one: the generator follows the schemas of openapi.yaml. */
const casesOf = (operation: Operation, variant: ObjectVariant): fc.Arbitrary<Case> => {
  const pathValues = variant.values;
  const bodySchema = operation.jsonBody ?? operation.multipartBody;
  const bodyFields = Object.keys((bodySchema?.properties ?? {}) as object).filter(
    (name) => bodySchema?.properties[name]?.format !== "binary",
  );
  const required = ((bodySchema?.required ?? []) as string[]).filter((name) => bodyFields.includes(name));
  const body = validObject(bodySchema);
  const withBody = (parts: Omit<RequestParts, "pathValues">, value: unknown): RequestParts => ({
    pathValues,
    ...parts,
    ...(operation.multipartBody
      ? { fields: value as Record<string, unknown> }
      : operation.jsonBody
        ? { body: value }
        : {}),
  });
  const cases: Array<fc.Arbitrary<Case>> = [
    fc.record({ query: validQuery(operation), body }).map(({ query, body: value }) => ({
      kind: "valid",
      parts: withBody({ query }, value),
    })),
    fc
      .record({
        name: fc.oneof(pick(operation.queryParameters.map((p) => p.name).concat("unexpected")), fc.string()),
        value: hostileValue,
        body,
      })
      .map(({ name, value, body: valid }) => ({
        kind: "hostile query",
        parts: withBody({ query: { [name]: value } }, valid),
      })),
  ];
  if (operation.pathParameters.length > 0)
    cases.push(
      fc
        .record({
          name: pick(operation.pathParameters.map((p) => p.name)),
          value: fc.oneof(hostileId, rawSegment),
          body,
        })
        .map(({ name, value, body: valid }) => ({
          kind: "hostile path parameter",
          parts: {
            ...withBody({}, valid),
            pathValues: { ...pathValues, [name]: typeof value === "string" ? value : value.raw },
            rawPath: typeof value !== "string",
          },
        })),
    );
  if (bodySchema) {
    cases.push(
      fc.record({ value: hostileValue }).map(({ value }) => ({
        kind: "body of a wrong type",
        parts: withBody({}, value),
      })),
      fc.record({ valid: body, extra: fc.string({ maxLength: 12 }), value: hostileValue }).map((c) => ({
        kind: "extra field",
        parts: withBody({}, { ...c.valid, [c.extra || "extra"]: c.value }),
      })),
      fc.record({ contentType: wrongContentType, text: fc.oneof(malformedJson, hostileString) }).map((c) => ({
        kind: "malformed body",
        parts: { pathValues, rawBody: c.text, contentType: c.contentType || "application/json" },
      })),
      fc.record({ valid: body, contentType: wrongContentType }).map(({ valid, contentType }) => ({
        kind: "wrong content type",
        parts: { ...withBody({}, valid), contentType },
      })),
    );
    if (bodyFields.length > 0)
      cases.push(
        fc
          .record({ valid: body, name: pick(bodyFields), value: hostileValue })
          .map(({ valid, name, value }) => ({
            kind: "hostile field",
            parts: withBody({}, { ...valid, [name]: value }),
          })),
      );
    if (required.length > 0)
      cases.push(
        fc.record({ valid: body, drop: fc.subarray(required, { minLength: 1 }) }).map(({ valid, drop }) => ({
          kind: "missing field",
          parts: withBody({}, Object.fromEntries(Object.entries(valid).filter(([k]) => !drop.includes(k)))),
        })),
      );
    if (operation.multipartBody)
      cases.push(
        fc.record({ valid: body }).map(({ valid }) => ({
          kind: "upload without a file",
          parts: { ...withBody({}, valid), noFile: true },
        })),
      );
  }
  return fc.oneof(...cases);
};

const DEEP_NESTING = `{"a":${"[".repeat(5000)}${"]".repeat(5000)}}`;

/**
 * The breakers that have broken servers before, for every operation on every run (the random cases may miss
 * them): NUL and huge numbers in each query parameter, hostile ids, and per body NUL in every field, a 1 MB
 * string, deep nesting and bodies of the wrong kind.
 */
const canonicalCases = (operation: Operation, variant: ObjectVariant): Case[] => {
  const pathValues = variant.values;
  const cases: Case[] = operation.queryParameters.flatMap((p) =>
    ["a\u0000b", "99999999999999999999999999", "-1"].map((value) => ({
      kind: "known breaker in the query",
      parts: { pathValues, query: { [p.name]: value } },
    })),
  );
  for (const p of operation.pathParameters)
    cases.push(
      { kind: "known breaker in the path", parts: { pathValues: { ...pathValues, [p.name]: "not-a-uuid" } } },
      {
        kind: "known breaker in the path",
        parts: { pathValues: { ...pathValues, [p.name]: "%00" }, rawPath: true },
      },
    );
  const bodySchema = operation.jsonBody ?? operation.multipartBody;
  if (bodySchema) {
    const fields = Object.keys((bodySchema.properties ?? {}) as object);
    const all = (value: unknown) => Object.fromEntries(fields.map((name) => [name, value]));
    const asBody = (value: unknown): Partial<RequestParts> =>
      operation.multipartBody ? { fields: value as Record<string, unknown> } : { body: value };
    const nul = "a\u0000b";
    // NUL as every field, and inside objects and arrays (fields stored as JSON).
    for (const value of [
      all(nul),
      all({ k: nul }),
      all([nul]),
      all("x".repeat(1_000_000)),
      { [nul]: 1 },
      [],
      null,
      1e308,
    ])
      cases.push({ kind: "known breaker in the body", parts: { pathValues, ...asBody(value) } });
    cases.push({ kind: "known breaker in the body", parts: { pathValues, rawBody: DEEP_NESTING } });
  }
  return cases;
};

/** The identity that may call the operation on the variant's object, so requests reach input handling. */
const callerOf = (operation: Operation, variant: ObjectVariant, identities: readonly Identity[]) =>
  identities.find(
    (identity) =>
      (operation.access.kind === "public" ? identity.token === undefined : identity.userType !== undefined) &&
      passesDeclaredAccess(operation.access, identity) &&
      (variant.owner === "*" || variant.owner === identity.organization),
  );

/**
 * Schema-driven fuzzing of every operation: valid requests and broken ones. Every answer must be a proper
 * answer: a 4xx in the error envelope with a message, never a 5xx, a hang or a stack trace.
 */
export const fuzzOperations = async (
  portal: Portal,
  operations: readonly Operation[],
  identities: readonly Identity[],
  objects: (operation: Operation) => Promise<ObjectVariant[]>,
  options: FuzzOptions,
): Promise<FuzzReport> => {
  const byStatus = new Map<string, number>();
  const failures: string[] = [];
  let requests = 0;
  for (const [index, operation] of operations.entries()) {
    const [variant] = await objects(operation);
    const caller = variant && callerOf(operation, variant, identities);
    if (!variant || !caller) {
      failures.push(`${describeOperation(operation)}: no identity may call it, so nothing reached its input`);
      continue;
    }
    const cases = [
      ...canonicalCases(operation, variant),
      ...fc.sample(casesOf(operation, variant), { numRuns: options.runs, seed: options.seed + index }),
    ];
    for (const { kind, parts } of cases) {
      const request = requestFor(operation, caller, parts);
      requests += 1;
      let answer: Received | Error;
      try {
        answer = await send(portal, request);
      } catch (error) {
        answer = error as Error;
      }
      options.onAnswer?.(operation, request, answer);
      const status = answer instanceof Error ? "hang" : String(answer.status);
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      const problems = answer instanceof Error ? [answer.message] : problemsOf(answer);
      if (problems.length > 0)
        failures.push(
          `${describeOperation(operation)}, ${kind}, as ${caller.name}: ${problems.join(", ")}\n` +
            `  ${showRequest(request)}\n  → ${answer instanceof Error ? answer.message : showAnswer(answer)}`,
        );
    }
  }
  return { requests, byStatus, failures };
};

/** "200: 12, 400: 80, ..." in status order. */
export const statusSummary = (byStatus: ReadonlyMap<string, number>): string =>
  [...byStatus.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
