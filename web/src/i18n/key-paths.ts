/** Every leaf key of a nested translation object, as dotted paths; used by the parity test. */
export const keyPaths = (value: unknown, prefix = ""): string[] => {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keyPaths(child, prefix === "" ? key : `${prefix}.${key}`),
  );
};

/** Keys present in one language and not the other, both ways. */
export const keyDifferences = (a: unknown, b: unknown): { onlyInA: string[]; onlyInB: string[] } => {
  const left = new Set(keyPaths(a));
  const right = new Set(keyPaths(b));
  return {
    onlyInA: [...left].filter((key) => !right.has(key)).sort(),
    onlyInB: [...right].filter((key) => !left.has(key)).sort(),
  };
};
