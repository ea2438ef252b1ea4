import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createFakeGridStateStore } from "../../../tests/fakes/grid-state-store.ts";
import type { Actor } from "../../access/actor.ts";
import { getGridState, GRID_STATE_MAX_BYTES, resetGridState, saveGridState } from "./grid-state.ts";

const supplier: Actor = {
  userId: "u-1",
  userType: "SUPP",
  organizationId: "org-acme",
  permissions: [],
  roleName: "Administrator",
  siteIds: "all",
};
const sameUserAsProvider: Actor = { ...supplier, userType: "PROV", organizationId: "org-och" };
const otherUser: Actor = { ...supplier, userId: "u-2" };
const state = { columns: [{ colId: "name", width: 240, sort: "asc" }], filters: { name: { filter: "fda" } } };

const setup = () => ({ gridStates: createFakeGridStateStore() });
const badKey = {
  _tag: "ValidationFailed",
  message: "tableKey must be letters, digits, - or _ and start with a letter",
  fields: [
    { field: "tableKey", message: "tableKey must be letters, digits, - or _ and start with a letter" },
  ],
};
const VALID_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,99}$/;

describe("grid state", () => {
  it("is null until saved, then returns what was saved, then null again after a reset", async () => {
    const deps = setup();
    expect(await getGridState(deps, supplier, "communications")).toBeNull();
    await saveGridState(deps, supplier, "communications", state);
    expect(await getGridState(deps, supplier, "communications")).toEqual(state);
    await resetGridState(deps, supplier, "communications");
    expect(await getGridState(deps, supplier, "communications")).toBeNull();
    expect(deps.gridStates.rows.size).toBe(0);
  });

  it("keeps one state per user, login type and table; a save replaces it", async () => {
    const deps = setup();
    await saveGridState(deps, supplier, "communications", state);
    await saveGridState(deps, supplier, "communications", { columns: [] });
    await saveGridState(deps, supplier, "quick-links", { columns: ["url"] });
    expect(await getGridState(deps, supplier, "communications")).toEqual({ columns: [] });
    expect(await getGridState(deps, supplier, "quick-links")).toEqual({ columns: ["url"] });
    expect(await getGridState(deps, sameUserAsProvider, "communications")).toBeNull();
    expect(await getGridState(deps, otherUser, "communications")).toBeNull();
    await resetGridState(deps, otherUser, "communications");
    expect(deps.gridStates.rows.size).toBe(2);
  });

  it("accepts state up to the size limit and refuses anything larger, keeping the saved state", async () => {
    const deps = setup();
    const sized = (length: number) => ({ blob: "x".repeat(length - JSON.stringify({ blob: "" }).length) });
    expect(JSON.stringify(sized(GRID_STATE_MAX_BYTES)).length).toBe(GRID_STATE_MAX_BYTES);
    await saveGridState(deps, supplier, "communications", sized(GRID_STATE_MAX_BYTES));
    await expect(
      saveGridState(deps, supplier, "communications", sized(GRID_STATE_MAX_BYTES + 1)),
    ).rejects.toMatchObject({
      _tag: "ValidationFailed",
      message: "Grid settings are too large to save",
      fields: [{ field: "state", message: "Grid settings are too large to save" }],
    });
    expect(await getGridState(deps, supplier, "communications")).toEqual(sized(GRID_STATE_MAX_BYTES));
  });

  it("accepts exactly the table keys of the pattern, in every use case, and stores nothing for the rest", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 110 }), fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,101}$/)),
        async (tableKey) => {
          const deps = setup();
          const outcomes = await Promise.all(
            [
              getGridState(deps, supplier, tableKey),
              saveGridState(deps, supplier, tableKey, state),
              resetGridState(deps, supplier, tableKey),
            ].map((p) =>
              p.then(
                () => "ok",
                (error: unknown) => error,
              ),
            ),
          );
          if (VALID_KEY.test(tableKey)) expect(outcomes).toEqual(["ok", "ok", "ok"]);
          else {
            outcomes.forEach((outcome) => expect(outcome).toMatchObject(badKey));
            expect(deps.gridStates.rows.size).toBe(0);
          }
        },
      ),
      { numRuns: 200 },
    );
    const deps = setup();
    await expect(saveGridState(deps, supplier, `a${"b".repeat(99)}`, state)).resolves.toBeUndefined();
    await expect(saveGridState(deps, supplier, `a${"b".repeat(100)}`, state)).rejects.toMatchObject(badKey);
    await expect(getGridState(deps, supplier, "1table")).rejects.toMatchObject(badKey);
  });
});
