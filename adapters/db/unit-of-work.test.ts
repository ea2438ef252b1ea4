import type { EntityManager } from "@mikro-orm/postgresql";
import { describe, expect, it } from "vitest";
import type { AfterCommit, LazyEntityManager } from "./store-deps.ts";
import { createUnitOfWork, type StoresOn } from "./unit-of-work.ts";

/**
 * The follow-ups a repository defers (dropping a cached row) must run only once the transaction is committed.
 * The transaction itself is proven on PostgreSQL by tests/integration/unit-of-work.test.ts.
 */
const events: string[] = [];
const fakeEm = (name: string): EntityManager =>
  ({
    async transactional<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
      events.push(`${name}: begin`);
      try {
        const result = await work(fakeEm(`${name}/tx`));
        events.push(`${name}: commit`);
        return result;
      } catch (error) {
        events.push(`${name}: rollback`);
        throw error;
      }
    },
    name,
  }) as unknown as EntityManager;

interface Stores {
  readonly em: string;
  readonly afterCommit: AfterCommit;
  readonly unitOfWork: ReturnType<typeof createUnitOfWork<Stores>>;
}
const storesOn: StoresOn<Stores> = (em: LazyEntityManager, afterCommit = (effect) => effect()) => ({
  em: (em() as unknown as { name: string }).name,
  afterCommit,
  unitOfWork: createUnitOfWork(em, storesOn, afterCommit),
});

describe("createUnitOfWork", () => {
  it("hands the work stores on the transaction and runs their follow-ups after the commit", async () => {
    events.length = 0;
    const result = await storesOn(() => fakeEm("request")).unitOfWork.run(async (stores) => {
      stores.afterCommit(() => events.push("forget cached profile"));
      events.push(`write on ${stores.em}`);
      return 42;
    });
    expect(result).toBe(42);
    expect(events).toEqual([
      "request: begin",
      "write on request/tx",
      "request: commit",
      "forget cached profile",
    ]);
  });

  it("drops the follow-ups of a rolled-back work", async () => {
    events.length = 0;
    const failing = storesOn(() => fakeEm("request")).unitOfWork.run(async (stores) => {
      stores.afterCommit(() => events.push("forget cached profile"));
      throw new Error("second write failed");
    });
    await expect(failing).rejects.toThrow("second write failed");
    expect(events).toEqual(["request: begin", "request: rollback"]);
  });

  it("hands a nested work's follow-ups to the outer one, which alone runs them after its commit", async () => {
    events.length = 0;
    await storesOn(() => fakeEm("request")).unitOfWork.run(async (outer) => {
      await outer.unitOfWork.run(async (inner) => {
        inner.afterCommit(() => events.push("forget cached profile"));
      });
      events.push("outer continues");
    });
    expect(events).toEqual([
      "request: begin",
      "request/tx: begin",
      "request/tx: commit",
      "outer continues",
      "request: commit",
      "forget cached profile",
    ]);
  });
});
