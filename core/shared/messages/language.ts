/** The languages the server answers in; English is the default and the fallback. */
export const SERVER_LANGUAGES = ["en", "vi"] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];

const isServerLanguage = (tag: string): tag is ServerLanguage =>
  (SERVER_LANGUAGES as readonly string[]).includes(tag);

/**
 * The language of an `Accept-Language` header: the supported language with the highest weight (`vi-VN` counts
 * as `vi`; `q=0` refuses a language), English when the header is missing or names none we have.
 */
export const languageOfRequest = (acceptLanguage: string | null | undefined): ServerLanguage => {
  if (!acceptLanguage) return "en";
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...options] = part.trim().split(";");
      const q = options.map((o) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(o)?.[1]).find((v) => v !== undefined);
      const weight = q === undefined ? 1 : Number(q);
      return {
        base: tag.trim().toLowerCase().split("-")[0] ?? "",
        weight: Number.isNaN(weight) ? 0 : weight,
        index,
      };
    })
    .filter((entry) => entry.weight > 0 && isServerLanguage(entry.base))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (ranked[0]?.base as ServerLanguage | undefined) ?? "en";
};
