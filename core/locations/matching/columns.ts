/**
 * Growable typed columns that end in shared memory. A million known sites are kept as a few typed arrays;
 * once loading is over they are copied into SharedArrayBuffers, so worker threads that match rows in
 * parallel read the same bytes instead of each holding a copy (the budget is 1 GB for the whole process).
 */

type NumberArray = Int32Array | Float64Array;

/** Makes an array of a column's kind: in ordinary memory while it grows, in shared memory once frozen. */
type Make<T extends NumberArray> = (length: number, shared: boolean) => T;

const bufferOf = (bytes: number, shared: boolean) =>
  shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
export const makeInt32: Make<Int32Array> = (length, shared) =>
  new Int32Array(bufferOf(length * Int32Array.BYTES_PER_ELEMENT, shared));
export const makeFloat64: Make<Float64Array> = (length, shared) =>
  new Float64Array(bufferOf(length * Float64Array.BYTES_PER_ELEMENT, shared));

export const sharedInt32 = (values: ArrayLike<number>): Int32Array => {
  const array = makeInt32(values.length, true);
  array.set(values);
  return array;
};

/** A growable typed array: one per column instead of one object per site. */
class TypedColumn<T extends NumberArray> {
  readonly #make: Make<T>;
  #data: T;
  length = 0;

  constructor(make: Make<T>, data?: T) {
    this.#make = make;
    this.#data = data ?? make(1024, false);
    this.length = data?.length ?? 0;
  }

  push(value: number): void {
    if (this.length === this.#data.length) {
      const bigger = this.#make(Math.max(1024, this.#data.length * 2), false);
      bigger.set(this.#data);
      this.#data = bigger;
    }
    this.#data[this.length++] = value;
  }

  at(i: number): number {
    return this.#data[i] as number;
  }

  /** The filled part, moved to shared memory and trimmed to its length (call once adding is over). */
  freeze(): T {
    const frozen = this.#make(this.length, true);
    frozen.set(this.#data.subarray(0, this.length));
    this.#data = frozen;
    return frozen;
  }

  get array(): T {
    return this.#data;
  }
}

/** Int32 ids and offsets; `of` wraps values another store froze (read-only use: `at` and `array`). */
export class IntColumn extends TypedColumn<Int32Array> {
  constructor(data?: Int32Array) {
    super(makeInt32, data);
  }

  static of(values: Int32Array): IntColumn {
    return new IntColumn(values);
  }
}

/** Doubles (phone numbers above 2^31). */
export class FloatColumn extends TypedColumn<Float64Array> {
  constructor(data?: Float64Array) {
    super(makeFloat64, data);
  }

  static of(values: Float64Array): FloatColumn {
    return new FloatColumn(values);
  }
}
