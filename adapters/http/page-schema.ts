import { Schema } from "effect";

/** The answer of every paged list: one page of items and the total across pages (Page<T> of core/shared/paging). */
export const pageOf = <Item extends Schema.Top>(item: Item, identifier: string) =>
  Schema.Struct({
    items: Schema.Array(item),
    total: Schema.Int,
    pageNumber: Schema.Int,
    pageSize: Schema.Int,
  }).annotate({ identifier });
