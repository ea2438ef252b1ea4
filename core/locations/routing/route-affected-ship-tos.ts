import { ROUTING_TAGS, routingTagOf, type RoutingTag, type ShipToFacts } from "./routing-tag.ts";

export interface TaggedShipTo<F> {
  /** The id as the supplier's row holds it, trimmed. */
  readonly shipToId: string;
  readonly tag: RoutingTag;
  /** What the platform knows about it; undefined when Unrecognized. */
  readonly facts: F | undefined;
}

export interface AffectedShipToTags<F> {
  /** One entry per distinct id, in the order the ids first appeared. */
  readonly items: readonly TaggedShipTo<F>[];
  readonly counts: Readonly<Record<RoutingTag, number>>;
}

/**
 * The distinct ship-to ids of an event's affected list: trimmed (a spreadsheet cell often carries a stray
 * space), blanks dropped (an empty cell names nothing), each id once, in the order it first appeared.
 */
export const distinctShipToIds = (ids: readonly string[]): string[] => {
  const seen = new Set<string>();
  for (const raw of ids) {
    const id = raw.trim();
    if (id !== "") seen.add(id);
  }
  return [...seen];
};

export const emptyTagCounts = (): Record<RoutingTag, number> =>
  Object.fromEntries(ROUTING_TAGS.map((tag) => [tag, 0])) as Record<RoutingTag, number>;

/**
 * Tags every affected ship-to id of an event from the supplier's facts, keyed by trimmed ship-to id (an id
 * missing from the map was never seen for this supplier). Duplicates are reported once.
 */
export const routeAffectedShipTos = <F extends ShipToFacts>(
  ids: readonly string[],
  factsById: ReadonlyMap<string, F>,
): AffectedShipToTags<F> => {
  const counts = emptyTagCounts();
  const items = distinctShipToIds(ids).map((shipToId) => {
    const facts = factsById.get(shipToId);
    const tag = routingTagOf(facts);
    counts[tag] += 1;
    return { shipToId, tag, facts };
  });
  return { items, counts };
};
