import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Actor } from "../access/actor.ts";
import { PERMISSIONS_BY_ORGANIZATION_TYPE } from "../access/permissions.ts";
import { createFakeQuickLinkRepository } from "../../tests/fakes/quick-link-repository.ts";
import { deleteQuickLink } from "./delete-quick-link.ts";
import { getQuickLink } from "./get-quick-link.ts";
import { listQuickLinks } from "./list-quick-links.ts";
import { normalizeUrl } from "./quick-link.ts";
import { saveQuickLink } from "./save-quick-link.ts";

const operator: Actor = {
  userId: "u-op",
  userType: "NOTISPHERE",
  organizationId: "org-op",
  permissions: [...PERMISSIONS_BY_ORGANIZATION_TYPE.NOTISPHERE],
  roleName: "notisphereadmin",
  siteIds: "all",
};
const readOnly: Actor = {
  ...operator,
  userId: "u-ro",
  permissions: ["Notisphere_ProviderReadOnly"],
  roleName: "Provider Read Only",
};
const supplier: Actor = {
  ...operator,
  userId: "u-s",
  userType: "SUPP",
  organizationId: "org-s",
  permissions: [...PERMISSIONS_BY_ORGANIZATION_TYPE.SUPPLIER],
};

let counter = 0;
const setup = () => {
  const quickLinks = createFakeQuickLinkRepository();
  return {
    quickLinks,
    ids: { next: () => `00000000-0000-7000-8000-${String(++counter).padStart(12, "0")}` },
    clock: { now: () => new Date() },
  };
};
const page = {
  pageNumber: 1,
  pageSize: 50,
  sortField: "name" as const,
  sortDirection: "asc" as const,
  search: undefined,
  filters: {},
};

describe("quick-link use cases", () => {
  it("save creates, then updates by id, storing the url the browser will open", async () => {
    const deps = setup();
    const created = await saveQuickLink(deps, operator, { name: " FDA ", url: "www.fda.gov" });
    expect(created).toMatchObject({
      name: "FDA",
      url: "http://www.fda.gov",
      status: "ACTIVE",
      allowedActions: ["edit", "deactivate", "delete"],
    });
    const updated = await saveQuickLink(deps, operator, {
      id: created.id,
      name: "FDA",
      url: "https://www.fda.gov",
      status: "INACTIVE",
    });
    expect(updated.allowedActions).toEqual(["edit", "activate", "delete"]);
    expect((await getQuickLink(deps, operator, created.id)).url).toBe("https://www.fda.gov");
  });

  it("delete hides the link from every read and cannot happen twice", async () => {
    const deps = setup();
    const { id } = await saveQuickLink(deps, operator, { name: "A", url: "https://a.org" });
    await deleteQuickLink(deps, operator, id);
    await expect(getQuickLink(deps, operator, id)).rejects.toMatchObject({ _tag: "NotFound" });
    await expect(deleteQuickLink(deps, operator, id)).rejects.toMatchObject({ _tag: "NotFound" });
    expect((await listQuickLinks(deps, operator, page)).total).toBe(0);
    expect(deps.quickLinks.rows.get(id)?.deleted).toBe(true);
  });

  it("gives the read-only operator the list without actions, and refuses its writes", async () => {
    const deps = setup();
    const { id } = await saveQuickLink(deps, operator, { name: "A", url: "https://a.org" });
    expect((await listQuickLinks(deps, readOnly, page)).items[0]?.allowedActions).toEqual([]);
    await expect(saveQuickLink(deps, readOnly, { name: "B", url: "https://b.org" })).rejects.toMatchObject({
      _tag: "Forbidden",
    });
    await expect(deleteQuickLink(deps, readOnly, id)).rejects.toMatchObject({ _tag: "Forbidden" });
  });

  it("refuses every use case to a non-operator, whatever its permissions", async () => {
    const deps = setup();
    const { id } = await saveQuickLink(deps, operator, { name: "A", url: "https://a.org" });
    await expect(listQuickLinks(deps, supplier, page)).rejects.toMatchObject({ _tag: "Forbidden" });
    await expect(getQuickLink(deps, supplier, id)).rejects.toMatchObject({ _tag: "Forbidden" });
    await expect(saveQuickLink(deps, supplier, { name: "B", url: "https://b.org" })).rejects.toMatchObject({
      _tag: "Forbidden",
    });
    await expect(deleteQuickLink(deps, supplier, id)).rejects.toMatchObject({ _tag: "Forbidden" });
    expect(deps.quickLinks.rows.size).toBe(1);
  });
});

describe("normalizeUrl", () => {
  it("keeps http and https links and prefixes anything else with http:// exactly once", () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(normalizeUrl(url)).toBe(url);
        expect(normalizeUrl(normalizeUrl(url.replace(/^https?:\/\//, "")))).toBe(
          normalizeUrl(url.replace(/^https?:\/\//, "")),
        );
      }),
    );
    expect(normalizeUrl(" example.org/x ")).toBe("http://example.org/x");
  });
});
