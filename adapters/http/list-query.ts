import type { SchemaAST } from "effect";
import { Effect, Schema, SchemaIssue, SchemaTransformation } from "effect";
import {
  toPageRequest,
  type PageQueryProblem,
  type PageRequest,
  type SortDirection,
} from "#core/shared/paging.ts";
import { decodesValidInputWith } from "./decode.ts";

/** A query parameter restricted to a catalogue, compared after trimming and folding to the catalogue's case. */
export interface EnumParam<Value extends string> {
  readonly kind: "enum";
  readonly values: readonly Value[];
  readonly case: "upper" | "lower";
  readonly description: string;
}

/** Free text (trimmed; blank means absent), such as "url contains". */
export interface TextParam {
  readonly kind: "text";
  readonly description: string;
}

/** An instant: ISO 8601 with a zone when a time is given, so no bound depends on the server's clock zone. */
export interface InstantParam {
  readonly kind: "instant";
  readonly description: string;
}

export type ListParam = EnumParam<string> | TextParam | InstantParam;

export const enumParam = <Value extends string>(
  values: readonly Value[],
  description: string,
  letterCase: "upper" | "lower" = "upper",
): EnumParam<Value> => ({ kind: "enum", values, case: letterCase, description });
export const textParam = (description: string): TextParam => ({ kind: "text", description });
export const instantParam = (description: string): InstantParam => ({ kind: "instant", description });

type ParamValue<P> =
  P extends EnumParam<infer Value>
    ? Value
    : P extends InstantParam
      ? Date
      : P extends TextParam
        ? string
        : never;

/** What a list handler receives: the PageRequest and the list's own parameters, all checked. */
export type ListQuery<
  SortField extends string,
  FilterField extends string,
  Params extends Record<string, ListParam>,
> = PageRequest<SortField, FilterField> & { readonly [K in keyof Params]?: ParamValue<Params[K]> };

export interface ListQueryOptions<
  SortField extends string,
  FilterField extends string,
  Params extends Record<string, ListParam>,
> {
  /** The query's name in the OpenAPI document. */
  readonly identifier: string;
  readonly sort: {
    readonly fields: readonly SortField[];
    readonly default: SortField;
    readonly defaultDirection?: SortDirection;
    /** Absent: the list has one fixed order and offers no sortField/sortDirection parameters. */
    readonly description?: string;
  };
  readonly searchDescription: string;
  /** Header filters (AG Grid's filterModel) the list accepts; absent: no filterModel parameter. */
  readonly filters?: { readonly fields: readonly FilterField[]; readonly description: string };
  readonly params?: Params;
}

type RawQuery = { readonly [name: string]: string | undefined };

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/;

const choices = (values: readonly string[]): string =>
  values.length === 2 ? `${values[0]} or ${values[1]}` : `one of ${values.join(", ")}`;

const optionalText = (description?: string) =>
  description === undefined
    ? Schema.optional(Schema.String)
    : Schema.optional(Schema.String).annotate({ description });

/** One parameter's value, or the problem with it. */
const readParam = (
  name: string,
  param: ListParam,
  raw: string | undefined,
): { value?: string | Date; problem?: PageQueryProblem } => {
  const text = raw?.trim() || undefined;
  if (text === undefined) return {};
  switch (param.kind) {
    case "text":
      return { value: text };
    case "enum": {
      const folded = param.case === "upper" ? text.toUpperCase() : text.toLowerCase();
      return param.values.includes(folded)
        ? { value: folded }
        : { problem: { field: name, message: `${name} must be ${choices(param.values)}` } };
    }
    case "instant": {
      const date = ISO_INSTANT.test(text) ? new Date(text) : undefined;
      return date !== undefined && !Number.isNaN(date.getTime())
        ? { value: date }
        : { problem: { field: name, message: `${name} must be an ISO 8601 date or date-time` } };
    }
  }
};

/**
 * The Schema of a list call's query: paging, sort, search, header filters and the list's own enumerated, text
 * and date parameters. It decodes the raw strings into a typed PageRequest plus those parameters, refusing
 * every problem at once (400 naming each field), so handlers hold no checks of their own. Its encoded side is
 * the documented query (all strings), which is what the OpenAPI document shows.
 */
export const listQuery = <
  SortField extends string,
  FilterField extends string = never,
  Params extends Record<string, ListParam> = Record<never, ListParam>,
>(
  options: ListQueryOptions<SortField, FilterField, Params>,
) => {
  const params = (options.params ?? {}) as Params;
  // The parameters differ per list, so the struct's field types are not known statically: every one is an
  // optional string, which is what the record type says.
  const fields = {
    pageNumber: optionalText(),
    pageSize: optionalText(),
    ...(options.sort.description === undefined
      ? {}
      : {
          sortField: optionalText(options.sort.description),
          sortDirection: optionalText("asc or desc"),
        }),
    search: optionalText(options.searchDescription),
    ...Object.fromEntries(Object.entries(params).map(([name, p]) => [name, optionalText(p.description)])),
    ...(options.filters ? { filterModel: optionalText(options.filters.description) } : {}),
  };
  const fieldNames = Object.keys(fields);
  const Raw: Schema.Codec<RawQuery, RawQuery> = Schema.Struct(fields).annotate({
    identifier: options.identifier,
  }) as unknown as Schema.Codec<RawQuery, RawQuery>;
  type Decoded = ListQuery<SortField, FilterField, Params>;

  /** The query's values, or every problem with them. */
  const check = (raw: RawQuery): { value: Decoded } | { problems: PageQueryProblem[] } => {
    const paging = toPageRequest(raw, {
      sortFields: options.sort.fields,
      defaultSort: options.sort.default,
      defaultDirection: options.sort.defaultDirection,
      filterFields: options.filters?.fields ?? [],
    });
    const problems = paging.ok ? [] : [...paging.problems];
    const values: Record<string, string | Date> = {};
    for (const [name, param] of Object.entries(params)) {
      const { value, problem } = readParam(name, param, raw[name]);
      if (problem) problems.push(problem);
      else if (value !== undefined) values[name] = value;
    }
    if (problems.length > 0 || !paging.ok) return { problems };
    return { value: { ...paging.value, ...values } as Decoded };
  };

  const decode = (raw: RawQuery, parseOptions: SchemaAST.ParseOptions) => {
    const checked = check(raw);
    if ("value" in checked) return Effect.succeed(checked.value);
    const [first, ...rest] = checked.problems.map(
      ({ field, message }) =>
        new SchemaIssue.Pointer([field], new SchemaIssue.InvalidValue({ message }, raw[field], parseOptions)),
    );
    return Effect.fail(
      new SchemaIssue.Composite(Raw.ast, [first ?? new SchemaIssue.InvalidValue({}), ...rest], raw),
    );
  };

  /**
   * What the Schema decodes, without running it, for a query that is all strings and has no problem (every
   * list call decodes one). Anything else is left to the Schema, which words the refusal.
   */
  const decodeValid = (input: unknown): Decoded | undefined => {
    if (typeof input !== "object" || input === null) return undefined;
    const raw: Record<string, string> = {};
    for (const name of fieldNames) {
      const value = (input as Record<string, unknown>)[name];
      if (value === undefined) continue;
      if (typeof value !== "string") return undefined;
      raw[name] = value;
    }
    const checked = check(raw);
    return "value" in checked ? checked.value : undefined;
  };

  const encode = (query: Decoded): RawQuery => ({
    pageNumber: String(query.pageNumber),
    pageSize: String(query.pageSize),
    ...(options.sort.description === undefined
      ? {}
      : { sortField: query.sortField, sortDirection: query.sortDirection }),
    search: query.search,
    ...Object.fromEntries(
      Object.keys(params).map((name) => {
        const value = (query as Record<string, unknown>)[name];
        return [name, value instanceof Date ? value.toISOString() : (value as string | undefined)];
      }),
    ),
  });

  const schema = Raw.pipe(
    Schema.decodeTo(
      Schema.declare((u: unknown): u is Decoded => typeof u === "object" && u !== null),
      SchemaTransformation.transformEffect<Decoded, RawQuery>({
        decode: (raw, parseOptions) => decode(raw, parseOptions),
        encode: (query) => Effect.succeed(encode(query)),
      }),
    ),
  );
  decodesValidInputWith(schema, decodeValid);
  // Route contracts take any encoded input (query strings arrive as a plain object).
  return schema as Schema.Codec<Decoded, unknown> & typeof schema;
};
