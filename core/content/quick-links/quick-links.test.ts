import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result, Schema, SchemaIssue } from "effect";
import type { Actor } from "../../access/actor.ts";
import { PERMISSIONS_BY_ORGANIZATION_TYPE } from "../../permissions-catalogue.ts";
import { createFakeQuickLinkRepository } from "../../../tests/fakes/quick-link-repository.ts";
import { deleteQuickLink } from "./delete-quick-link.ts";
import { getQuickLink } from "./get-quick-link.ts";
import { listAccountLinks } from "./list-account-links.ts";
import { listQuickLinks } from "./list-quick-links.ts";
import { MAX_ICON_LENGTH, normalizeUrl, QuickLinkInput } from "./quick-link.ts";
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

describe("quick-link use cases, edges", () => {
  it("refuses to update a link that does not exist, and creates nothing", async () => {
    const deps = setup();
    await expect(
      saveQuickLink(deps, operator, { id: "missing", name: "A", url: "https://a.org" }),
    ).rejects.toMatchObject({ _tag: "NotFound", message: "Quick link not found" });
    expect(deps.quickLinks.rows.size).toBe(0);
  });

  it("stores a trimmed description, a blank one as none, and the icon as given", async () => {
    const deps = setup();
    const icon = "data:image/png;base64,AAAA";
    const described = await saveQuickLink(deps, operator, {
      name: "A",
      url: "https://a.org",
      description: "  Recalls  ",
      path: icon,
    });
    expect(described).toMatchObject({ description: "Recalls", path: icon });
    const blank = await saveQuickLink(deps, operator, {
      name: "B",
      url: "https://b.org",
      description: "   ",
    });
    expect(blank).toMatchObject({ description: null, path: null });
    expect(deps.quickLinks.rows.get(blank.id)).toMatchObject({ description: null, path: null });
  });

  it("keeps the stored icon when an edit or a status toggle sends no path, and clears it on an explicit null", async () => {
    const deps = setup();
    const icon = "data:image/png;base64,AAAA";
    const { id } = await saveQuickLink(deps, operator, { name: "A", url: "https://a.org", path: icon });
    const edited = await saveQuickLink(deps, operator, { id, name: "A2", url: "https://a.org" });
    expect(edited.path).toBe(icon);
    await saveQuickLink(deps, operator, { id, name: "A2", url: "https://a.org", status: "INACTIVE" });
    expect(deps.quickLinks.rows.get(id)).toMatchObject({ status: "INACTIVE", path: icon });
    const cleared = await saveQuickLink(deps, operator, { id, name: "A2", url: "https://a.org", path: null });
    expect(cleared.path).toBeNull();
  });
});

describe("listAccountLinks", () => {
  it("gives every signed-in user the active, undeleted links with only what the shell shows", async () => {
    const deps = setup();
    const active = await saveQuickLink(deps, operator, {
      name: "FDA",
      url: "https://fda.gov",
      description: "Agency",
      path: "data:image/png;base64,AAAA",
    });
    await saveQuickLink(deps, operator, { name: "Old", url: "https://old.org", status: "INACTIVE" });
    const deleted = await saveQuickLink(deps, operator, { name: "Gone", url: "https://gone.org" });
    await deleteQuickLink(deps, operator, deleted.id);
    expect(await listAccountLinks(deps)).toEqual([
      { id: active.id, name: "FDA", url: "https://fda.gov", path: "data:image/png;base64,AAAA" },
    ]);
  });
});

describe("QuickLinkInput", () => {
  const formatter = SchemaIssue.makeFormatterStandardSchemaV1();
  const problems = (input: unknown) => {
    const result = Schema.decodeUnknownResult(QuickLinkInput)(input, { errors: "all" });
    return Result.isSuccess(result)
      ? []
      : formatter(result.failure.issue).issues.map((issue) => ({
          field: issue.path?.join("."),
          message: issue.message,
        }));
  };

  it("accepts a complete form and a minimal one", () => {
    expect(
      problems({
        id: "x",
        name: "FDA",
        url: "www.fda.gov",
        description: null,
        status: "INACTIVE",
        path: "data:image/jpeg;base64,/9j/AA==",
      }),
    ).toEqual([]);
    expect(problems({ name: "FDA", url: "https://www.fda.gov/recalls?q=1" })).toEqual([]);
  });

  it("reports blank, too long and malformed fields with the spec's words", () => {
    expect(
      problems({
        name: "   ",
        url: `https://${"a".repeat(2000)}.org`,
        description: "d".repeat(2001),
        path: "data:image/gif;base64,AAAA",
      }),
    ).toEqual([
      { field: "name", message: "Field required" },
      { field: "url", message: "Maximum 2000 characters" },
      { field: "url", message: "Enter a full web address starting with https:// or http://" },
      { field: "description", message: "Expected a value with a length of at most 2000" },
      { field: "path", message: "The document types should be either of .png, .jpg" },
    ]);
    expect(problems({ name: "n".repeat(201), url: "not a url" })).toEqual([
      { field: "name", message: "Maximum 200 characters" },
      { field: "url", message: "Enter a full web address starting with https:// or http://" },
    ]);
  });

  it("refuses an icon over the size limit even when it is a PNG", () => {
    const prefix = "data:image/png;base64,";
    const exactly = `${prefix}${"A".repeat(MAX_ICON_LENGTH - prefix.length)}`;
    expect(problems({ name: "A", url: "a.org", path: exactly })).toEqual([]);
    expect(problems({ name: "A", url: "a.org", path: `${exactly}A` })).toEqual([
      { field: "path", message: "The document types should be either of .png, .jpg" },
    ]);
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
