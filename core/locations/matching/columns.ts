/**
 * Growable typed columns that end in shared memory. A million known sites are kept as a few typed arrays;
 * once loading is over they are copied into SharedArrayBuffers, so worker threads that match rows in
 * parallel read the same bytes instead of each holding a copy (the budget is 1 GB for the whole process).
 */

export const sharedInt32 = (values: ArrayLike<number>): Int32Array => {
  const array = new Int32Array(new SharedArrayBuffer(values.length * Int32Array.BYTES_PER_ELEMENT));
  array.set(values);
  return array;
};

export const sharedFloat64 = (values: ArrayLike<number>): Float64Array => {
  const array = new Float64Array(new SharedArrayBuffer(values.length * Float64Array.BYTES_PER_ELEMENT));
  array.set(values);
  return array;
};

/** A growable Int32Array: one typed array per column instead of one object per site. */
export class IntColumn {
  #data: Int32Array = new Int32Array(1024);
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

  /** The filled part, moved to shared memory and trimmed to its length (call once adding is over). */
  freeze(): Int32Array {
    this.#data = sharedInt32(this.#data.subarray(0, this.length));
    return this.#data;
  }

  get array(): Int32Array {
    return this.#data;
  }

  /** A column over values another store filled (read-only use: `at` and `array`). */
  static of(values: Int32Array): IntColumn {
    const column = new IntColumn();
    column.#data = values;
    column.length = values.length;
    return column;
  }
}

/** A growable Float64Array (phone numbers above 2^31). */
export class FloatColumn {
  #data: Float64Array = new Float64Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.#data.length) {
      const bigger = new Float64Array(this.#data.length * 2);
      bigger.set(this.#data);
      this.#data = bigger;
    }
    this.#data[this.length++] = value;
  }

  at(i: number): number {
    return this.#data[i] as number;
  }

  freeze(): Float64Array {
    this.#data = sharedFloat64(this.#data.subarray(0, this.length));
    return this.#data;
  }

  static of(values: Float64Array): FloatColumn {
    const column = new FloatColumn();
    column.#data = values;
    column.length = values.length;
    return column;
  }
}
