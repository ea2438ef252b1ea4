import { v7 } from "uuid";
import type { IdGenerator } from "#core/shared/ports.ts";

/** Time-ordered UUIDs keep inserts at the end of the primary-key index. */
export const newId = (): string => v7();
export const uuidV7Generator: IdGenerator = { next: newId };
