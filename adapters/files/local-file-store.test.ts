import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalFileStore } from "./local-file-store.ts";

const root = await mkdtemp(join(tmpdir(), "file-store-"));
afterAll(() => rm(root, { recursive: true, force: true }));

const readAll = async (body: AsyncIterable<Uint8Array>): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
};

describe("local file store", () => {
  it("reads back what was put", async () => {
    const store = createLocalFileStore(root);
    await store.put("jobs/a", new TextEncoder().encode("id,name\n1,A\n"));
    expect(await readAll(store.read("jobs/a"))).toBe("id,name\n1,A\n");
  });

  it("reports a missing file to whoever reads it", async () => {
    const store = createLocalFileStore(root);
    await expect(readAll(store.read("jobs/missing"))).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("opens nothing until read, so an unread missing file raises no uncaught error", async () => {
    const store = createLocalFileStore(root);
    const uncaught: unknown[] = [];
    const listener = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", listener);
    try {
      store.read("jobs/never-read");
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      process.off("uncaughtException", listener);
    }
    expect(uncaught).toEqual([]);
  });
});
