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
