import { describe, expect, it } from "vitest";
import { combineStores } from "./store-deps.ts";

describe("combineStores", () => {
  it("keeps each context's stores lazy: a store is built only when a handler reads it", () => {
    const built: string[] = [];
    const identity = {
      get auth() {
        built.push("auth");
        return "auth store";
      },
    };
    const content = {
      get quickLinks() {
        built.push("quickLinks");
        return "quick-link store";
      },
    };
    const stores = combineStores(identity, content);
    expect(built).toEqual([]);
    expect(stores.quickLinks).toBe("quick-link store");
    expect(built).toEqual(["quickLinks"]);
    expect(stores.auth).toBe("auth store");
    expect(built).toEqual(["quickLinks", "auth"]);
  });
});
