/** A delivered or waiting e-mail as the development mailbox shows it. */
export interface MailView {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly status: string;
  readonly createdAt: Date;
  readonly sentAt: Date | null;
}

export interface MailboxReader {
  /** Newest first; optionally only mail to one address. */
  list(options: { to?: string; limit: number }): Promise<readonly MailView[]>;
}

/** An outbox row as its delivery job reads it. */
export interface OutboxMail {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  /** PENDING, SENDING, SENT, or KEPT (no SMTP server: kept for the development mailbox). */
  readonly status: string;
  readonly attempts: number;
}

/** What the mail delivery job reads and writes in the outbox; each call is its own statement. */
export interface MailOutboxStore {
  find(id: string): Promise<OutboxMail | undefined>;
  markKept(id: string): Promise<void>;
  markSending(id: string, attempts: number): Promise<void>;
  markSent(id: string, sentAt: Date, providerMessageId: string): Promise<void>;
  /** Back to PENDING with the error, so the job's retry sends it again. */
  markFailed(id: string, error: string): Promise<void>;
}
