import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, screenshot } from "./support/browser.ts";
import { startPortal, type Portal } from "./support/portal-process.ts";
import { signIn } from "./support/web-actions.ts";

let portal: Portal;
let browser: Browser;
let tab: Page;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
  tab = await newPage(browser, portal.url);
  await signIn(tab, "operator.admin@example.org");
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const total = (): Promise<string> => tab.getByTestId("grid-total").innerText();
const count = async (): Promise<number> => Number(/Total (\d+)/.exec(await total())?.[1]);
const rows = () => tab.locator("[role=row].ag-row");
const statusCells = () => tab.locator("[role=row].ag-row [col-id=status]");

/** The entry as the API has it now, read with the page's own session (the browser's view is not the oracle). */
const entryNamed = (name: string) =>
  tab.evaluate(async (wanted) => {
    const token = (JSON.parse(localStorage.getItem("token") ?? "{}") as { access_token?: string })
      .access_token;
    const answer = await fetch(
      `/api/notisphere/organizations/suppliers-list?search=${encodeURIComponent(wanted)}`,
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    const page = (await answer.json()) as {
      d: { items: Array<{ name: string; status: string; linkedOrganizationName: string | null }> };
    };
    return page.d.items.find((item) => item.name === wanted);
  }, name);

const chooseStatus = async (label: string | null): Promise<void> => {
  const filter = tab.getByTestId("status-filter");
  if (label === null) {
    await filter.fill("");
    await filter.press("Escape");
    return;
  }
  await filter.click();
  await tab.getByRole("option", { name: label, exact: true }).click();
};

describe("supplier master screen in Chromium", () => {
  it("filters by status, links an entry to a supplier account and changes its status", async () => {
    await tab.goto("/notisphere/manage-supplier-list");
    await expect.poll(total, { timeout: 15_000 }).toMatch(/^Total \d+ records$/);
    const everything = await count();
    expect(everything).toBeGreaterThan(400);
    expect(await tab.title()).toContain("Manage Supplier Master");

    // Status filter: only pending entries, fewer than all.
    await chooseStatus("Pending");
    await expect.poll(count, { timeout: 15_000 }).toBeLessThan(everything);
    await expect
      .poll(async () => new Set(await statusCells().allInnerTexts()), { timeout: 15_000 })
      .toEqual(new Set(["Pending"]));
    await screenshot(tab, "supplier-master-pending");

    // Link the look-alike pending entry to Acme Medical, the account the dialog offers first.
    await tab.getByTestId("list-search").fill("ACME MEDICAL DEVICES");
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 1 record");
    await tab.getByRole("button", { name: "Link to a supplier: ACME MEDICAL DEVICES" }).click();
    const dialog = tab.getByTestId("link-supplier-dialog");
    await dialog.getByRole("radio").first().waitFor();
    expect((await dialog.getByRole("radio").first().getAttribute("value"))?.length).toBeGreaterThan(0);
    await dialog.getByRole("radio", { name: "Acme Medical", exact: true }).check();
    await screenshot(tab, "supplier-master-link-dialog");
    await dialog.getByRole("button", { name: "Link", exact: true }).click();
    await tab.getByText("'ACME MEDICAL DEVICES' linked to Acme Medical.").waitFor();
    expect(await entryNamed("ACME MEDICAL DEVICES")).toMatchObject({
      status: "LINKED",
      linkedOrganizationName: "Acme Medical",
    });

    // Now linked, it is no longer pending; with all statuses it shows Linked and its account.
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 0 records");
    await chooseStatus("Linked");
    await expect.poll(() => rows().first().innerText(), { timeout: 15_000 }).toContain("Acme Medical");
    expect(await rows().first().innerText()).toContain("Linked");

    // Unlink (back to Active), then deactivate.
    await tab.getByRole("button", { name: "Unlink ACME MEDICAL DEVICES" }).click();
    const confirm = tab.getByRole("dialog", { name: "Unlink 'ACME MEDICAL DEVICES'?" });
    await confirm.getByRole("button", { name: "Unlink" }).click();
    await tab.getByText("'ACME MEDICAL DEVICES' is now Active.").waitFor();
    await chooseStatus("Active");
    await tab.getByRole("button", { name: "Set Deactivated: ACME MEDICAL DEVICES" }).click();
    await tab.getByText("'ACME MEDICAL DEVICES' is now Deactivated.").waitFor();
    expect(await entryNamed("ACME MEDICAL DEVICES")).toMatchObject({
      status: "INACTIVE",
      linkedOrganizationName: null,
    });
    await chooseStatus("Deactivated");
    await expect
      .poll(() => rows().first().innerText(), { timeout: 15_000 })
      .toContain("ACME MEDICAL DEVICES");
    await screenshot(tab, "supplier-master-deactivated");
  });

  it("adds an entry and refuses a second one for the same firm, on a phone too", async () => {
    await tab.goto("/notisphere/manage-supplier-list");
    await expect.poll(total, { timeout: 15_000 }).toMatch(/^Total \d+ records$/);
    await tab.getByRole("button", { name: "Add entry" }).click();
    const form = tab.getByTestId("supplier-master-form");
    await form.locator("input[name=name]").fill("Lakeshore Surgical Supply, Inc.");
    await form.locator("input[name=state]").fill("IL");
    await form.getByRole("button", { name: "Save" }).click();
    await tab.getByText("Entry 'Lakeshore Surgical Supply, Inc.' added.").waitFor();
    await tab.getByRole("button", { name: "Add entry" }).click();
    await form.locator("input[name=name]").fill("LAKESHORE SURGICAL SUPPLY LLC");
    await form.getByRole("button", { name: "Save" }).click();
    await form.getByText("A master entry named Lakeshore Surgical Supply, Inc. already exists").waitFor();
    await form.getByRole("button", { name: "Cancel" }).click();

    await tab.setViewportSize({ width: 390, height: 844 });
    await tab.getByTestId("list-search").fill("Lakeshore");
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 1 record");
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(tab, "supplier-master-phone");
    await tab.setViewportSize({ width: 1400, height: 900 });
  });
});
