import { FloatColumn, IntColumn } from "./columns.ts";
import type { PreparedLocation } from "./prepare-location.ts";

/**
 * Strings numbered once: a million known sites repeat a few hundred thousand words, streets, towns and ZIPs,
 * so a site keeps small integers instead of references to string objects (4 bytes against 8 plus an object).
 */
export class StringTable {
  readonly #ids = new Map<string, number>();
  readonly #values: string[] = [];

  /** The id of `value`, numbering it when new. The empty string is always 0. */
  idOf(value: string): number {
    if (value === "") return 0;
    let id = this.#ids.get(value);
    if (id === undefined) {
      id = this.#values.length;
      this.#values.push(value);
      this.#ids.set(value, id);
    }
    return id;
  }

  /** The id of `value` when some site has it, else -1 (a row's word the known sites never use). */
  find(value: string): number {
    return this.#ids.get(value) ?? -1;
  }

  valueOf(id: number): string {
    return this.#values[id] as string;
  }

  get size(): number {
    return this.#values.length;
  }

  /** Every string, in id order (a copy: the table keeps numbering its own). */
  values(): string[] {
    return [...this.#values];
  }

  constructor() {
    this.#values.push("");
    this.#ids.set("", 0);
  }
}

/** Single-field string columns of a prepared site, in the order they are stored (phones apart, as numbers). */
const FIELDS = ["city", "state", "zip", "hin", "gln"] as const;
const ADDRESS = ["number", "street", "core", "poBox"] as const;
const COLUMNS = FIELDS.length + ADDRESS.length;

/** Column positions for `fieldId`. */
export const COLUMN = {
  city: 0,
  state: 1,
  zip: 2,
  hin: 3,
  gln: 4,
  number: 5,
  street: 6,
  core: 7,
  poBox: 8,
} as const;

/**
 * A normalised phone (ten digits or empty) as a number: phones are nearly unique per site, so as strings they
 * would be most of the string table. Plus one, so that 0 means none even for "0000000000"; below 2^34.
 */
export const phoneNumber = (phone: string): number => (phone === "" ? 0 : Number(phone) + 1);
const phoneText = (value: number): string => {
  if (value === 0) return "";
  // Two five-digit halves: small integers print several times faster than a ten-digit double, and the
  // scorer rebuilds a phone for each of a row's candidates (millions on a national import).
  const digits = value - 1;
  const high = Math.floor(digits / 100_000);
  return String(high).padStart(5, "0") + String(digits - high * 100_000).padStart(5, "0");
};

/**
 * A store's columns as plain data: what a worker thread loaded and sends back, or what a matching worker
 * opens. After `freeze` the typed arrays live in shared memory; `strings` numbers the ids in the columns.
 */
export interface SiteColumns {
  readonly count: number;
  readonly strings: readonly string[];
  readonly fields: Int32Array;
  readonly nameStart: Int32Array;
  readonly headLength: Int32Array;
  readonly words: Int32Array;
  readonly phones: Float64Array;
}

/**
 * The known sites after normalisation, stored by column: each field an id in one shared StringTable, name
 * words in one flat column. `site(i)` rebuilds the PreparedLocation the scorer compares, only for the few
 * candidates of a row. Strings the index needs per site (ZIP, city) are read by id without rebuilding.
 */
export class SiteStore {
  readonly strings = new StringTable();
  /** COLUMNS ids per site, field after field. */
  #fields = new IntColumn();
  /** Offsets into #words: site i's words are [#nameStart[i], #nameStart[i + 1]), then its head's words. */
  #nameStart = new IntColumn();
  /** Number of words of the name's head (0: no head); the head's words follow the name's in #words. */
  #headLength = new IntColumn();
  #words = new IntColumn();
  #phones = new FloatColumn();
  count = 0;

  add(site: PreparedLocation): void {
    if (this.#nameStart.length === 0) this.#nameStart.push(0);
    const s = this.strings;
    for (const field of FIELDS) this.#fields.push(s.idOf(site[field]));
    for (const part of ADDRESS) this.#fields.push(s.idOf(site.address[part]));
    for (const word of site.name.tokens) this.#words.push(s.idOf(word));
    const head = site.name.head ?? [];
    for (const word of head) this.#words.push(s.idOf(word));
    this.#headLength.push(head.length);
    this.#nameStart.push(this.#words.length);
    this.#phones.push(phoneNumber(site.phone));
    this.count++;
  }

  /**
   * Adds the sites of another store, in their order, as if each had been added here: its string ids are
   * renumbered into this store's table (a national list repeats under 100,000 distinct strings, so this is a
   * pass over integer columns, not over sites).
   */
  append(other: SiteColumns): void {
    if (this.#nameStart.length === 0) this.#nameStart.push(0);
    const ids = Int32Array.from(other.strings, (value) => this.strings.idOf(value));
    for (let at = 0; at < other.fields.length; at++)
      this.#fields.push(ids[other.fields[at] as number] as number);
    const wordBase = this.#words.length;
    for (let at = 0; at < other.words.length; at++)
      this.#words.push(ids[other.words[at] as number] as number);
    for (let i = 0; i < other.count; i++) {
      this.#headLength.push(other.headLength[i] as number);
      this.#nameStart.push(wordBase + (other.nameStart[i + 1] as number));
      this.#phones.push(other.phones[i] as number);
    }
    this.count += other.count;
  }

  /** Site i's phone as a number (phoneNumber), 0 when it has none. */
  phone(i: number): number {
    return this.#phones.at(i);
  }

  /** Id of one single-field column of site i (a COLUMN value). */
  fieldId(i: number, column: number): number {
    return this.#fields.at(i * COLUMNS + column);
  }

  /** Word ids of site i's name (head excluded). */
  nameWordIds(i: number): Int32Array {
    const start = this.#nameStart.at(i);
    const end = this.#nameStart.at(i + 1) - this.#headLength.at(i);
    return this.#words.array.subarray(start, end);
  }

  site(i: number): PreparedLocation {
    const s = this.strings;
    const base = i * COLUMNS;
    const value = (column: number) => s.valueOf(this.#fields.at(base + column));
    const start = this.#nameStart.at(i);
    const end = this.#nameStart.at(i + 1);
    const headLength = this.#headLength.at(i);
    const words: string[] = [];
    for (let w = start; w < end; w++) words.push(s.valueOf(this.#words.at(w)));
    return {
      name: {
        tokens: headLength === 0 ? words : words.slice(0, words.length - headLength),
        head: headLength === 0 ? undefined : words.slice(words.length - headLength),
      },
      address: {
        number: value(COLUMN.number),
        street: value(COLUMN.street),
        core: value(COLUMN.core),
        poBox: value(COLUMN.poBox),
      },
      city: value(COLUMN.city),
      state: value(COLUMN.state),
      zip: value(COLUMN.zip),
      phone: phoneText(this.phone(i)),
      hin: value(COLUMN.hin),
      gln: value(COLUMN.gln),
    };
  }

  /** Trims the columns into shared memory once every site is in; answers them as plain data. */
  freeze(): SiteColumns {
    if (this.#nameStart.length === 0) this.#nameStart.push(0);
    return {
      count: this.count,
      strings: this.strings.values(),
      fields: this.#fields.freeze(),
      nameStart: this.#nameStart.freeze(),
      headLength: this.#headLength.freeze(),
      words: this.#words.freeze(),
      phones: this.#phones.freeze(),
    };
  }

  /** A store over columns another thread froze (read-only: no `add` after this). */
  static open(columns: SiteColumns): SiteStore {
    const store = new SiteStore();
    for (const value of columns.strings) store.strings.idOf(value);
    store.#fields = IntColumn.of(columns.fields);
    store.#nameStart = IntColumn.of(columns.nameStart);
    store.#headLength = IntColumn.of(columns.headLength);
    store.#words = IntColumn.of(columns.words);
    store.#phones = FloatColumn.of(columns.phones);
    store.count = columns.count;
    return store;
  }
}
