import { makeFloat64, makeInt32 } from "./columns.ts";

/**
 * Numbers each distinct key (a whole number below 2^53) 0, 1, 2… in the order first seen. An open-addressing
 * table in two typed arrays: the blocking index asks it once per posting (about eight million times for a
 * million sites), and a Map keyed by numbers above 2^31 boxes every key and was most of the index's build.
 */
/** A NumberIds table as plain data (in shared memory), for a worker thread to open. */
export interface NumberIdsTable {
  readonly keys: Float64Array;
  readonly ids: Int32Array;
  readonly size: number;
}

export class NumberIds {
  #keys: Float64Array;
  #ids: Int32Array;
  #mask: number;
  size = 0;

  constructor(expected = 1024) {
    let capacity = 1024;
    while (capacity < expected * 2) capacity *= 2;
    this.#keys = makeFloat64(capacity, true);
    this.#ids = makeInt32(capacity, true).fill(-1);
    this.#mask = capacity - 1;
  }

  /** Slot of `key`: its own when present, else the empty slot where it would go (linear probing). */
  #slot(key: number): number {
    // Both halves of the key through a murmur3-style finaliser: families differ only in high bits, and a
    // pair's first id sits above bit 22, so keeping the low bits of one product would pile keys together.
    let hash = Math.imul((key >>> 0) ^ Math.imul(Math.floor(key / 4_294_967_296), 0x9e3779b1), 0x85ebca6b);
    hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
    let slot = (hash ^ (hash >>> 16)) & this.#mask;
    while (this.#ids[slot] !== -1 && this.#keys[slot] !== key) slot = (slot + 1) & this.#mask;
    return slot;
  }

  /** The id of `key`, numbering it when new. */
  idOf(key: number): number {
    let slot = this.#slot(key);
    const known = this.#ids[slot] as number;
    if (known !== -1) return known;
    if ((this.size + 1) * 2 > this.#ids.length) {
      this.#grow();
      slot = this.#slot(key);
    }
    this.#keys[slot] = key;
    this.#ids[slot] = this.size;
    return this.size++;
  }

  /** The id of `key`, or -1 when it was never numbered. */
  find(key: number): number {
    return this.#ids[this.#slot(key)] as number;
  }

  /** The table (already in shared memory) as plain data; numbering more keys after this may grow a new one. */
  table(): NumberIdsTable {
    return { keys: this.#keys, ids: this.#ids, size: this.size };
  }

  /** Lookups over a table another thread built (`find` only: its arrays are not grown here). */
  static open(table: NumberIdsTable): NumberIds {
    const numbers = new NumberIds();
    numbers.#keys = table.keys;
    numbers.#ids = table.ids;
    numbers.#mask = table.ids.length - 1;
    numbers.size = table.size;
    return numbers;
  }

  #grow(): void {
    const keys = this.#keys;
    const ids = this.#ids;
    this.#keys = makeFloat64(keys.length * 2, true);
    this.#ids = makeInt32(ids.length * 2, true).fill(-1);
    this.#mask = this.#ids.length - 1;
    for (let at = 0; at < ids.length; at++) {
      if (ids[at] === -1) continue;
      const slot = this.#slot(keys[at] as number);
      this.#keys[slot] = keys[at] as number;
      this.#ids[slot] = ids[at] as number;
    }
  }
}
