import { PgBoss, fromKysely } from "pg-boss";
import type { EntityManager } from "@mikro-orm/postgresql";

/** Every background queue of the product. pg-boss keeps them in the same PostgreSQL database. */
export const QUEUES = {
  mailDeliver: "mail-deliver",
  /** Runs one location pre-processor job ({ jobId }); see core/locations/preprocessor/run-preprocessor-job.ts. */
  locationPreprocess: "location-preprocess",
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export type JobQueue = PgBoss;

/**
 * Starts pg-boss. On the embedded database it gets one connection (every connection shares one PGlite
 * session, STACK.md item 2), on a real server a small pool.
 */
export const startJobQueue = async (url: string, embedded: boolean): Promise<JobQueue> => {
  const boss = new PgBoss({
    connectionString: url,
    schema: "pgboss",
    max: embedded ? 1 : 4,
    connectionTimeoutMillis: 10_000,
    application_name: "notisphere-jobs",
  });
  boss.on("error", (error) => console.error("[jobs]", error));
  await boss.start();
  for (const name of Object.values(QUEUES)) {
    await boss.createQueue(name, { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 });
  }
  return boss;
};

/**
 * Sends a job inside the caller's MikroORM transaction, so the job exists only if the business change commits
 * (a transactional outbox). pg-boss's own pool must not be used inside a transaction: on PGlite it deadlocks.
 */
export const sendJobInTransaction = async (
  boss: JobQueue,
  transaction: EntityManager,
  queue: QueueName,
  data: object,
): Promise<void> => {
  const context = transaction.getTransactionContext();
  if (!context) throw new Error(`sendJobInTransaction(${queue}) needs an open transaction`);
  await boss.send(queue, data, { db: fromKysely(context as Parameters<typeof fromKysely>[0]) });
};
