import { afterAll, beforeAll, describe, expect, it } from "vitest";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, screenshot } from "./support/browser.ts";
import { startPortal, type Portal } from "./support/portal-process.ts";
import { signIn } from "./support/web-actions.ts";

let portal: Portal;
let browser: Browser;
let tab: Page;

const ROUTE = "/notisphere/locations-verification";

/**
 * Northwind's ship-to rows under ids of their own (RV-…), so the queue's search finds exactly this file's rows:
 * two the matcher leaves for review (RV-4, RV-6), one no provider has (RV-5), and three it matches.
 */
const SHIP_TO = [
  "Ship To Number,Ship To Name,Address 1,Address 2,City,State,Zip Code,Phone",
  "RV-1,Ochsner Lafayette General Med Ctr,1214 Coolidge Ave,ATTN: PHARMACY,Lafayette,LA,70503-1234,337-289-7991",
  "RV-2,Ochsner Medical Center,1516 Jefferson Highway,,New Orleans,LA,70121,",
  "RV-3,Mayo Clinic Hospital Rochester - Receiving,1216 2nd St SW,Dock 4,Rochester,MN,55902,",
  "RV-4,Ochsner LSU Health,4864 Jackson St,,Monroe,LA,71201,",
  "RV-5,Corner Pharmacy,55 Main St,,Springfield,IL,62701,217-555-0101",
  "RV-6,Mayo Clinic Red Wing,700 Hewitt Blvd,,Red Wing,MN,55066,",
].join("\n");

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
const rows = () => tab.locator("[role=row].ag-row");
const toast = (text: string | RegExp) => tab.locator(".mantine-Notification-root").filter({ hasText: text });

/** Uploads the file for Northwind on the pre-processor screen; its job runs on the portal's worker. */
const uploadShipTo = async (): Promise<void> => {
  await tab.goto("/notisphere/location-pre-processor");
  await tab.getByRole("button", { name: "Upload File" }).click();
  const form = tab.getByTestId("upload-form");
  await form.getByTestId("upload-supplier").click();
  await form.getByTestId("upload-supplier").fill("North");
  await tab.getByRole("option", { name: "Northwind Distribution" }).click();
  await form
    .locator("input[type=file]")
    .setInputFiles({ name: "review-e2e.csv", mimeType: "text/csv", buffer: Buffer.from(SHIP_TO) });
  await form.getByRole("button", { name: "Upload" }).click();
  await toast("File uploaded").first().waitFor();
};

/** The queue searched for this file's rows, reloaded until the job's results are in. */
const openQueue = async (): Promise<void> => {
  await expect
    .poll(
      async () => {
        await tab.goto(ROUTE);
        await tab.getByTestId("list-search").fill("RV-");
        await expect.poll(total, { timeout: 15_000 }).toMatch(/^Total \d+ records?$/);
        await tab.waitForTimeout(700);
        return total();
      },
      { timeout: 60_000, interval: 1000 },
    )
    .toBe("Total 3 records");
};

describe("operator review queue in Chromium", () => {
  it("confirms a review row, rejects another from its detail and creates a location from an unmatched one", async () => {
    await uploadShipTo();
    await openQueue();
    expect(await tab.title()).toContain("Locations Verification");
    expect(await rows().allInnerTexts()).toEqual([
      // Badges are upper case on screen; the reason is the matcher's own.
      expect.stringMatching(/Corner Pharmacy[\s\S]*RV-5[\s\S]*Northwind Distribution[\s\S]*UNMATCHED/),
      expect.stringMatching(/Mayo Clinic Red Wing[\s\S]*RV-6[\s\S]*REVIEW[\s\S]*not conclusive/),
      expect.stringMatching(/Ochsner LSU Health[\s\S]*RV-4[\s\S]*REVIEW[\s\S]*not conclusive/),
    ]);
    // Only what the server allows: an unmatched row without a candidate has no Confirm or Reject.
    expect(await tab.getByRole("button", { name: "Confirm Corner Pharmacy" }).count()).toBe(0);
    await screenshot(tab, "location-review-queue");

    // Another location can be picked: the dialog shows the ship-to row and starts its search on a name.
    await tab.getByRole("button", { name: "Pick a location for Ochsner LSU Health" }).click();
    const pick = tab.getByRole("dialog", { name: "Pick a location for Ochsner LSU Health" });
    await pick.getByTestId("review-location-picker").waitFor();
    expect(await pick.innerText()).toContain("4864 Jackson St");
    expect(await pick.getByTestId("review-location-picker").inputValue()).not.toBe("");
    await pick.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => tab.locator(".mantine-Modal-content").count(), { timeout: 15_000 }).toBe(0);

    await tab.getByRole("button", { name: "Confirm Mayo Clinic Red Wing" }).click();
    await toast("Location confirmed").first().waitFor();
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 2 records");

    // The detail puts the ship-to row beside the known locations near it, the candidate first.
    await tab.getByRole("button", { name: "Review Ochsner LSU Health" }).click();
    const detail = tab.getByRole("dialog", { name: "Review Ochsner LSU Health" });
    await detail.getByTestId("review-ship-to").waitFor();
    expect(await detail.getByTestId("review-ship-to").innerText()).toContain("4864 Jackson St");
    await expect.poll(() => detail.getByTestId("review-candidate").count()).toBeGreaterThan(0);
    expect(await detail.getByTestId("review-candidate").first().innerText()).toMatch(/CANDIDATE[\s\S]*Score/);
    await screenshot(tab, "location-review-detail");
    await detail.getByRole("button", { name: "Reject Ochsner LSU Health" }).click();
    await toast("Location rejected").first().waitFor();
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 1 record");

    await tab.getByRole("button", { name: "Create location from Corner Pharmacy" }).click();
    const create = tab.getByTestId("create-location-form");
    await create.getByTestId("create-known-provider").click();
    await tab.getByRole("option").first().click();
    await create.getByRole("button", { name: "Create location" }).click();
    await toast("Location created and mapped").first().waitFor();
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 0 records");
  });

  it("has no serious accessibility violations", async () => {
    await tab.getByTestId("list-search").fill("");
    await expect.poll(() => tab.locator(".mantine-Notification-root").count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => tab.locator(".mantine-Modal-content").count(), { timeout: 15_000 }).toBe(0);
    const result = await new AxeBuilder({ page: tab }).analyze();
    expect(
      result.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });
});
