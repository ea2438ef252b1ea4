/**
 * The spec's permission check (doc 1 §6): an item that lists no permission passes; otherwise holding any one
 * listed permission passes. Used by the HTTP route contracts and by the web route table alike.
 */
export const passesPermission = (required: readonly string[] | undefined, held: readonly string[]): boolean =>
  required === undefined || required.length === 0 || required.some((permission) => held.includes(permission));
