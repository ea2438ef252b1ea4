import { Worker } from "node:worker_threads";
import type { ThreadAnswer, ThreadRequest } from "./protocol.ts";

const THREAD = new URL("./match-thread.ts", import.meta.url);

/** A thread's failure, raised where its answer was awaited. */
export class ThreadFailed extends Error {
  readonly answer: Extract<ThreadAnswer, { type: "failed" }> | undefined;

  constructor(message: string, answer?: Extract<ThreadAnswer, { type: "failed" }>) {
    super(message);
    this.name = "ThreadFailed";
    this.answer = answer;
  }
}

/**
 * A few matching threads (match-thread.ts). Each answers its requests in order, so a request's promise is the
 * next in that thread's queue; a thread that dies fails every request it still owed.
 */
export class MatchingThreads {
  readonly #workers: Worker[] = [];
  readonly #dead = new Map<Worker, Error>();
  readonly #waiting = new Map<Worker, { resolve: (a: ThreadAnswer) => void; reject: (e: Error) => void }[]>();

  constructor(count: number) {
    for (let n = 0; n < count; n++) {
      // A small young generation: the threads make short-lived strings by the million, and the default
      // semi-spaces of several threads would add a few hundred megabytes beside the shared index.
      const worker = new Worker(THREAD, { resourceLimits: { maxYoungGenerationSizeMb: 8 } });
      const waiting: { resolve: (a: ThreadAnswer) => void; reject: (e: Error) => void }[] = [];
      this.#waiting.set(worker, waiting);
      worker.on("message", (answer: ThreadAnswer) => waiting.shift()?.resolve(answer));
      const failAll = (error: Error) => {
        // A request sent later must fail at once too: a dead thread never answers.
        if (!this.#dead.has(worker)) this.#dead.set(worker, error);
        for (const request of waiting.splice(0)) request.reject(error);
      };
      worker.on("error", failAll);
      worker.on("exit", (code) => failAll(new ThreadFailed(`a matching thread stopped (exit code ${code})`)));
      this.#workers.push(worker);
    }
  }

  get size(): number {
    return this.#workers.length;
  }

  /** Sends `request` to thread `n`; resolves with its answer, rejects with ThreadFailed when it failed. */
  ask<T extends ThreadAnswer["type"]>(
    n: number,
    request: ThreadRequest,
  ): Promise<Extract<ThreadAnswer, { type: T }>> {
    const worker = this.#workers[n];
    if (worker === undefined) return Promise.reject(new Error(`no matching thread ${n}`));
    const dead = this.#dead.get(worker);
    if (dead !== undefined) return Promise.reject(dead);
    return new Promise<ThreadAnswer>((resolve, reject) => {
      this.#waiting.get(worker)?.push({ resolve, reject });
      worker.postMessage(request);
    }).then((answer) => {
      if (answer.type === "failed") throw new ThreadFailed(answer.message, answer);
      return answer as Extract<ThreadAnswer, { type: T }>;
    });
  }

  async close(): Promise<void> {
    for (const worker of this.#workers)
      this.#dead.set(worker, new ThreadFailed("the matching threads are closed"));
    await Promise.all(this.#workers.map((worker) => worker.terminate()));
  }
}
