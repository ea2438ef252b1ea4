/**
 * A Date as the API writes it (ISO 8601, UTC). `toISOString` is slow enough to show in a list answer of fifty
 * rows, and list pages come from a cache that hands out the same Date objects again and again, so each Date's
 * text is remembered; the time is compared too, so a Date changed since is written afresh.
 */
const written = new WeakMap<Date, { readonly time: number; readonly text: string }>();

export const isoString = (date: Date): string => {
  const time = date.getTime();
  const known = written.get(date);
  if (known?.time === time) return known.text;
  const text = date.toISOString();
  written.set(date, { time, text });
  return text;
};
