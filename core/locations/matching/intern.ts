/**
 * One shared copy of each repeated string (words, streets, ZIPs). A million known sites repeat the same few
 * hundred thousand words; keeping one copy of each saves hundreds of megabytes and garbage-collection time.
 * The pool is bounded so that a long-running process does not grow without limit.
 */
const pool = new Map<string, string>();
const MAX_POOL = 2_000_000;

export const intern = (value: string): string => {
  const known = pool.get(value);
  if (known !== undefined) return known;
  if (pool.size >= MAX_POOL) pool.clear();
  pool.set(value, value);
  return value;
};
