import type { ServerLanguage } from "../shared/messages/language.ts";
import { fillTemplate, type MessageParams, type Said } from "../shared/messages/message.ts";
import { SERVER_MESSAGES_EN } from "./server-messages.en.ts";
import { SERVER_MESSAGES_VI } from "./server-messages.vi.ts";

export const SERVER_MESSAGES: Readonly<Record<ServerLanguage, Readonly<Record<string, string>>>> = {
  en: SERVER_MESSAGES_EN,
  vi: SERVER_MESSAGES_VI,
};

/** A template is recognised in a finished text only when enough of it is fixed words, not placeholders. */
const MIN_FIXED_CHARACTERS = 8;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const EXACT = new Map<string, string>();
const PATTERNS: Array<{ key: string; names: readonly string[]; pattern: RegExp; fixed: number }> = [];
for (const [key, template] of Object.entries(SERVER_MESSAGES_EN)) {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (names.length === 0) {
    if (!EXACT.has(template)) EXACT.set(template, key);
    continue;
  }
  const fixed = template.replace(/\{\w+\}/g, "").length;
  if (fixed < MIN_FIXED_CHARACTERS) continue;
  const source = template
    .split(/\{\w+\}/)
    .map(escapeRegExp)
    .join("(.+?)");
  PATTERNS.push({ key, names, pattern: new RegExp(`^${source}$`, "s"), fixed });
}
PATTERNS.sort((a, b) => b.fixed - a.fixed);

/**
 * The key and values of an English text said without them (a rule's message, a Schema check's message): the
 * catalogue's text that equals it, or the most specific template it fits. Unknown texts stay as they are.
 */
export const recognise = (said: Said | string): Said => {
  // Read field by field: an error's message is not an own enumerable property, so a spread would lose it.
  const s: Said =
    typeof said === "string"
      ? { message: said }
      : {
          message: said.message,
          ...(said.code === undefined ? {} : { code: said.code }),
          ...(said.params === undefined ? {} : { params: said.params }),
        };
  if (s.code !== undefined) return s;
  const exact = EXACT.get(s.message);
  if (exact !== undefined) return { message: s.message, code: exact };
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(s.message);
    if (match === null) continue;
    const params: Record<string, string> = {};
    names.forEach((name, index) => (params[name] = match[index + 1]!));
    return { message: s.message, code: key, params };
  }
  return { message: s.message };
};

/** The message in the language: its key's template there with its values, else the English text as said. */
export const sayIn = (language: ServerLanguage, said: Said | string): string => {
  const known = recognise(said);
  if (language === "en") return known.message;
  const template = known.code === undefined ? undefined : SERVER_MESSAGES[language][known.code];
  if (template === undefined) return known.message;
  return fillTemplate(template, known.params, (nested) => sayIn(language, nested));
};

/** The values of a message as text in the language, for clients that build their own sentence from the key. */
export const paramsIn = (
  language: ServerLanguage,
  params: MessageParams | undefined,
): Record<string, string> | undefined =>
  params === undefined
    ? undefined
    : Object.fromEntries(
        Object.entries(params).map(([name, value]) => [
          name,
          typeof value === "object" ? sayIn(language, value) : String(value),
        ]),
      );
