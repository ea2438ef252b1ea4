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

  constructor() {
    this.idOf("");
  }
}

/** A growable Int32Array: one typed array per column instead of one object per site. */
export class IntColumn {
  #data = new Int32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.#data.length) {
      const bigger = new Int32Array(this.#data.length * 2);
      bigger.set(this.#data);
      this.#data = bigger;
    }
    this.#data[this.length++] = value;
  }

  at(i: number): number {
    return this.#data[i] as number;
  }

  /** The filled part, trimmed to its length (call once adding is over). */
  freeze(): Int32Array {
    this.#data = this.#data.slice(0, this.length);
    return this.#data;
  }

  get array(): Int32Array {
    return this.#data;
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
const phoneText = (value: number): string => (value === 0 ? "" : String(value - 1).padStart(10, "0"));

/**
 * The known sites after normalisation, stored by column: each field an id in one shared StringTable, name
 * words in one flat column. `site(i)` rebuilds the PreparedLocation the scorer compares, only for the few
 * candidates of a row. Strings the index needs per site (ZIP, city) are read by id without rebuilding.
 */
export class SiteStore {
  readonly strings = new StringTable();
  /** COLUMNS ids per site, field after field. */
  readonly #fields = new IntColumn();
  /** Offsets into #words: site i's words are [#nameStart[i], #nameStart[i + 1]), then its head's words. */
  readonly #nameStart = new IntColumn();
  /** Number of words of the name's head (0: no head); the head's words follow the name's in #words. */
  readonly #headLength = new IntColumn();
  readonly #words = new IntColumn();
  #phones = new Float64Array(1024);
  count = 0;

  add(site: PreparedLocation): void {
    if (this.count === 0) this.#nameStart.push(0);
    const s = this.strings;
    for (const field of FIELDS) this.#fields.push(s.idOf(site[field]));
    for (const part of ADDRESS) this.#fields.push(s.idOf(site.address[part]));
    for (const word of site.name.tokens) this.#words.push(s.idOf(word));
    const head = site.name.head ?? [];
    for (const word of head) this.#words.push(s.idOf(word));
    this.#headLength.push(head.length);
    this.#nameStart.push(this.#words.length);
    if (this.count === this.#phones.length) {
      const bigger = new Float64Array(this.count * 2);
      bigger.set(this.#phones);
      this.#phones = bigger;
    }
    this.#phones[this.count] = phoneNumber(site.phone);
    this.count++;
  }

  /** Site i's phone as a number (phoneNumber), 0 when it has none. */
  phone(i: number): number {
    return this.#phones[i] as number;
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

  /** Trims the columns once every site is in. */
  freeze(): void {
    this.#fields.freeze();
    this.#nameStart.freeze();
    this.#headLength.freeze();
    this.#words.freeze();
    this.#phones = this.#phones.slice(0, this.count);
  }
}
