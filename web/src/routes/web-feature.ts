import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { PageKey } from "./route-table.ts";

export type LazyScreen = LazyExoticComponent<ComponentType>;

/** A nested text tree of one language; each feature owns its own top-level namespaces. */
export interface Texts {
  readonly [key: string]: string | Texts;
}

/**
 * What one bounded context of the web app brings (GUIDE: one folder per context): its screens, by the route
 * table's page id, and its texts in every language. The app only lists the features (app/features.ts).
 */
export interface WebFeature {
  /** The context's folder name, shared with core/, the HTTP routes and the database adapter. */
  readonly name: string;
  readonly screens: Partial<Record<PageKey, LazyScreen>>;
  readonly texts: { readonly en: Texts; readonly vi: Texts };
}

/**
 * Every built screen loads on demand, so the sign-in page never pulls in the grid or the editor. Named
 * exports are adapted to lazy()'s default-export shape here, once.
 */
export const lazyScreen = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyScreen => lazy(async () => ({ default: (await load())[name] }));
