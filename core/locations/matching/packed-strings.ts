import { IntColumn } from "./columns.ts";

/** Packed strings as plain data (shared memory): UTF-16 code units and where each string starts. */
export interface PackedStringsData {
  readonly units: Uint16Array;
  /** String i is units[starts[i] .. starts[i + 1]). */
  readonly starts: Int32Array;
}

/**
 * A list of strings (the known sites' ids) in two typed arrays instead of a million string objects: a
 * tenth of the memory, and worker threads read it from shared memory instead of each receiving a copy.
 */
export class PackedStrings {
  #units: Uint16Array = new Uint16Array(1 << 16);
  #used = 0;
  #starts = new IntColumn();

  constructor() {
    this.#starts.push(0);
  }

  push(value: string): void {
    this.#reserve(value.length);
    for (let at = 0; at < value.length; at++) this.#units[this.#used++] = value.charCodeAt(at);
    this.#starts.push(this.#used);
  }

  /** Adds every string of another list, in order (a worker's share of the known sites). */
  append(other: PackedStringsData): void {
    this.#reserve(other.units.length);
    this.#units.set(other.units, this.#used);
    const base = this.#used;
    for (let i = 1; i < other.starts.length; i++) this.#starts.push(base + (other.starts[i] as number));
    this.#used += other.units.length;
  }

  #reserve(units: number): void {
    if (this.#used + units <= this.#units.length) return;
    let size = this.#units.length * 2;
    while (size < this.#used + units) size *= 2;
    const bigger = new Uint16Array(size);
    bigger.set(this.#units.subarray(0, this.#used));
    this.#units = bigger;
  }

  get length(): number {
    return this.#starts.length - 1;
  }

  at(i: number): string {
    const start = this.#starts.at(i);
    const end = this.#starts.at(i + 1);
    let value = "";
    // In slices: String.fromCharCode takes one argument per unit, and ids are short but not bounded.
    for (let from = start; from < end; from += 4096)
      value += String.fromCharCode(...this.#units.subarray(from, Math.min(end, from + 4096)));
    return value;
  }

  /** Moves the strings to shared memory (adding is over) and answers them as plain data. */
  freeze(): PackedStringsData {
    const units = new Uint16Array(new SharedArrayBuffer(this.#used * Uint16Array.BYTES_PER_ELEMENT));
    units.set(this.#units.subarray(0, this.#used));
    this.#units = units;
    return { units, starts: this.#starts.freeze() };
  }

  static open(data: PackedStringsData): PackedStrings {
    const strings = new PackedStrings();
    strings.#units = data.units;
    strings.#used = data.units.length;
    strings.#starts = IntColumn.of(data.starts);
    return strings;
  }
}
