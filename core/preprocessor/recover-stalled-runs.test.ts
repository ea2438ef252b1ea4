import { describe, expect, it } from "vitest";
import { recoverStalledRuns, type StalledRun, type StalledRunStore } from "./recover-stalled-runs.ts";
import { ABANDONED_RUN_MESSAGE } from "./run-preprocessor-job.ts";

const store = (runs: StalledRun[], stillStalled = true) => {
  const calls = { requeued: [] as string[], failed: [] as Array<[string, string]>, cutOff: [] as Date[] };
  const fake: StalledRunStore = {
    async stalledRuns(staleBefore) {
      calls.cutOff.push(staleBefore);
      return runs;
    },
    async requeueStalled(id) {
      calls.requeued.push(id);
      return stillStalled;
    },
    async failStalled(id, _staleBefore, message) {
      calls.failed.push([id, message]);
      return stillStalled;
    },
  };
  return { fake, calls };
};
const clock = { now: () => new Date("2026-11-23T00:00:10Z") };

describe("recoverStalledRuns", () => {
  it("queues a run that died once again and ends one that died twice (or more) in ERROR", async () => {
    const { fake, calls } = store([
      { id: "never-started", attempts: 0 },
      { id: "once", attempts: 1 },
      { id: "twice", attempts: 2 },
      { id: "thrice", attempts: 3 },
    ]);
    expect(await recoverStalledRuns({ store: fake, clock }, 10_000)).toEqual({
      requeued: ["never-started", "once"],
      failed: ["twice", "thrice"],
    });
    expect(calls.failed).toEqual([
      ["twice", ABANDONED_RUN_MESSAGE],
      ["thrice", ABANDONED_RUN_MESSAGE],
    ]);
    expect(calls.cutOff).toEqual([new Date("2026-11-23T00:00:00Z")]);
  });

  it("reports nothing for runs that came back to life meanwhile", async () => {
    const { fake } = store(
      [
        { id: "once", attempts: 1 },
        { id: "twice", attempts: 2 },
      ],
      false,
    );
    expect(await recoverStalledRuns({ store: fake, clock }, 10_000)).toEqual({ requeued: [], failed: [] });
  });
});
