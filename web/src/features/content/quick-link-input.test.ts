import { describe, expect, it } from "vitest";
import type { QuickLink } from "../../api/generated/model/quickLink.ts";
import { quickLinkInput, toggledQuickLink, urlProblem } from "./quick-link-input.ts";

const ICON = "data:image/png;base64,AAAA";
const link: QuickLink = {
  id: "00000000-0000-7000-8000-000000000001",
  name: "FDA",
  url: "https://fda.gov",
  description: null,
  status: "ACTIVE",
  path: ICON,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  allowedActions: ["edit", "deactivate", "delete"],
};

describe("the quick-link form's body", () => {
  it("sends the link's icon with an edit, so saving the form keeps it", () => {
    const values = { name: " FDA 2 ", url: " fda.gov ", description: "Recalls", status: "ACTIVE" };
    expect(quickLinkInput(link, values)).toEqual({
      id: link.id,
      path: ICON,
      name: "FDA 2",
      url: "fda.gov",
      description: "Recalls",
      status: "ACTIVE",
    });
  });

  it("sends the icon with a status toggle too", () => {
    expect(toggledQuickLink(link)).toMatchObject({ id: link.id, path: ICON, status: "INACTIVE" });
    expect(toggledQuickLink({ ...link, status: "INACTIVE" })).toMatchObject({ path: ICON, status: "ACTIVE" });
  });

  it("sends no id and no icon for a new link", () => {
    const body = quickLinkInput(null, { name: "A", url: "a.org", description: "", status: "ACTIVE" });
    expect(body).not.toHaveProperty("id");
    expect(body).not.toHaveProperty("path");
  });
});

describe("the quick-link form's address check", () => {
  it("asks for a full web address only when something was typed that is not one", () => {
    expect(urlProblem("not a url")).toBe("quickLinks.urlInvalid");
    expect(urlProblem("https://www.fda.gov/recalls")).toBeUndefined();
    expect(urlProblem("   ")).toBeUndefined();
  });
});
