/** Core's label files use flat dotted keys ("status.account.ACTIVE"); i18next reads dots as nesting. */
export const nestKeys = (flat: Readonly<Record<string, string>>): Record<string, unknown> => {
  const root: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split(".");
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node = (typeof next === "object" && next !== null ? next : (node[part] = {})) as Record<
        string,
        unknown
      >;
    }
    node[parts[parts.length - 1] ?? key] = text;
  }
  return root;
};
