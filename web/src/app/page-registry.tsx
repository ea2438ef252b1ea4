import type { PageKey } from "../routes/route-table.ts";
import type { LazyScreen } from "../routes/web-feature.ts";
import { FEATURES } from "./features.ts";

/** The screens of every feature by page id; a route whose page no feature registers shows "not available". */
export const PAGES: Partial<Record<PageKey, LazyScreen>> = Object.assign(
  {},
  ...FEATURES.map((feature) => feature.screens),
) as Partial<Record<PageKey, LazyScreen>>;
