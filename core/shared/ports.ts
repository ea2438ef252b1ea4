/** Ports every capability shares. Adapters implement them; tests use the fakes in tests/fakes. */
export interface Clock {
  now(): Date;
}

export interface IdGenerator {
  /** A new time-ordered UUID (v7). */
  next(): string;
}

/** An e-mail to be written to the outbox in the same transaction as the change that causes it. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}
