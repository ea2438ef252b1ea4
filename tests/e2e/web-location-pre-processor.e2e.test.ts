import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, screenshot } from "./support/browser.ts";
import { startPortal, type Portal } from "./support/portal-process.ts";
import { signIn } from "./support/web-actions.ts";

let portal: Portal;
let browser: Browser;
let tab: Page;

const ROUTE = "/notisphere/location-pre-processor";
const FILE_NAME = "northwind-shipto-e2e.csv";

/**
 * A distributor's ship-to file built from demo provider sites (adapters/db/seed/hospitals.json): exact and
 * near copies (abbreviations, suite and dock noise) that match, weaker ones the matcher leaves for review,
 * and an address no provider has.
 */
const SHIP_TO = [
  "Ship To Number,Ship To Name,Address 1,Address 2,City,State,Zip Code,Phone",
  "NW-1,Ochsner Lafayette General Med Ctr,1214 Coolidge Ave,ATTN: PHARMACY,Lafayette,LA,70503-1234,337-289-7991",
  "NW-2,Ochsner Medical Center,1516 Jefferson Highway,,New Orleans,LA,70121,",
  "NW-3,Mayo Clinic Hospital Rochester - Receiving,1216 2nd St SW,Dock 4,Rochester,MN,55902,",
  "NW-4,Ochsner LSU Health,4864 Jackson St,,Monroe,LA,71201,",
  "NW-5,Corner Pharmacy,55 Main St,,Springfield,IL,62701,217-555-0101",
  "NW-6,Mayo Clinic Red Wing,700 Hewitt Blvd,,Red Wing,MN,55066,",
].join("\n");

/** The first bytes of a PNG, named .csv: the server checks the content, not the name. */
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4", "hex");

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
const detail = () => tab.getByRole("dialog", { name: /^Job:/ });
const count = (name: string) => detail().getByTestId(`count-${name}`).innerText();
const toast = (text: string | RegExp) => tab.locator(".mantine-Notification-root").filter({ hasText: text });

const uploadFile = async (file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> => {
  await tab.getByRole("button", { name: "Upload File" }).click();
  const form = tab.getByTestId("upload-form");
  await form.getByTestId("upload-supplier").click();
  await form.getByTestId("upload-supplier").fill("North");
  await tab.getByRole("option", { name: "Northwind Distribution" }).click();
  await form.locator("input[type=file]").setInputFiles(file);
  await form.getByRole("button", { name: "Upload" }).click();
};

/** Scans once toasts and closing dialogs are gone: their fade animations read as low contrast mid-way. */
const scan = async (): Promise<string[]> => {
  await expect.poll(() => tab.locator(".mantine-Notification-root").count(), { timeout: 15_000 }).toBe(0);
  await expect.poll(() => tab.locator(".mantine-Modal-content").count(), { timeout: 15_000 }).toBe(0);
  const result = await new AxeBuilder({ page: tab }).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
};

describe("location pre-processor screen in Chromium", () => {
  it("uploads a ship-to file, follows the job to Completed and opens its detail from the URL", async () => {
    await tab.goto(ROUTE);
    await expect.poll(total, { timeout: 15_000 }).toMatch(/^Total \d+ records?$/);
    expect(await tab.title()).toContain("Location Pre-Processor");
    await expect.poll(() => tab.getByTestId("sidebar").innerText()).toContain("Location Pre-Processor");

    // A fresh portal opens on the demo operator's own upload, matched by the worker at start.
    await expect
      .poll(() => rows().first().innerText(), { timeout: 60_000 })
      .toMatch(/northwind-ship-to-list\.csv[\s\S]*Completed[\s\S]*Olivia Operator/);

    await uploadFile({ name: FILE_NAME, mimeType: "text/csv", buffer: Buffer.from(SHIP_TO) });
    await toast("File uploaded").first().waitFor();
    await tab.getByTestId("list-search").fill("northwind-shipto");
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 1 record");
    // The grid polls while the job is pending or in progress, so Completed shows without a reload.
    await expect.poll(() => rows().first().innerText(), { timeout: 60_000 }).toContain("Completed");
    expect(await rows().first().innerText()).toContain("Northwind Distribution");
    await screenshot(tab, "location-pre-processor-grid");

    await tab.getByRole("button", { name: `View ${FILE_NAME}` }).click();
    await detail().waitFor();
    expect(new URL(tab.url()).searchParams.get("job")).toMatch(/^[0-9a-f-]{36}$/);
    await tab.reload();
    await detail().waitFor();
    await expect.poll(() => count("total")).toContain("6");
    expect(await count("matched")).toContain("3");
    expect(await count("review")).toContain("2");
    expect(await count("unmatched")).toContain("1");
    expect(await detail().getByTestId("job-status").innerText()).toBe("Completed");
  });

  it("confirms one review row, rejects another and downloads the results", async () => {
    await detail().getByTestId("count-review").click();
    const table = detail().getByTestId("job-rows");
    await expect
      .poll(() => table.getByTestId("table-total").innerText(), { timeout: 15_000 })
      .toBe("Total 2 records");
    const reviewRows = table.locator("tbody tr");
    const first = Number(await reviewRows.nth(0).locator("td").first().innerText());
    const second = Number(await reviewRows.nth(1).locator("td").first().innerText());
    // The reason in plain words with its evidence, and what the score means with the real thresholds.
    const firstRow = await reviewRows.nth(0).innerText();
    expect(firstRow).toContain("Some evidence, not enough to match");
    expect(firstRow).toContain("Same street and number, same city, name 70% alike");
    expect(await detail().getByTestId("score-guide").innerText()).toContain(
      "without them it goes to review from 0.31 and stays unmatched below",
    );
    await screenshot(tab, "location-pre-processor-review");

    // A decision takes effect at once; its toast offers Undo, which puts the row back to review.
    await table.getByRole("button", { name: `Confirm Row ${first}` }).click();
    await toast("Location confirmed").first().waitFor();
    await expect.poll(() => count("confirmed")).toContain("1");
    await screenshot(tab, "location-pre-processor-undo-toast");
    await toast("Location confirmed")
      .first()
      .getByRole("button", { name: `Undo Row ${first}` })
      .click();
    await toast("Decision undone").first().waitFor();
    await expect.poll(() => count("review")).toContain("2");
    expect(await count("confirmed")).toContain("0");
    await expect.poll(() => table.getByTestId("table-total").innerText()).toBe("Total 2 records");

    await table.getByRole("button", { name: `Confirm Row ${first}` }).click();
    await toast("Location confirmed").first().waitFor();
    await table.getByRole("button", { name: `Reject Row ${second}` }).click();
    await toast("Location rejected").first().waitFor();
    await expect.poll(() => count("review")).toContain("0");
    expect(await count("confirmed")).toContain("1");
    expect(await count("rejected")).toContain("1");

    // A rejected row may still be confirmed, to a site the operator picks from the known locations.
    await detail().getByTestId("count-rejected").click();
    await expect.poll(() => table.getByTestId("table-total").innerText()).toBe("Total 1 record");
    await table.getByRole("button", { name: `Choose location Row ${second}` }).click();
    await tab
      .getByRole("dialog", { name: new RegExp(`^Choose location for row ${second}: Mayo Clinic Red Wing`) })
      .waitFor();
    const picker = tab.getByTestId("confirm-location-form");
    await picker.getByTestId("known-location-picker").fill("Rochester");
    await tab
      .getByRole("option", { name: /MAYO CLINIC HOSPITAL ROCHESTER/ })
      .first()
      .click();
    await screenshot(tab, "location-pre-processor-picker");
    // The first "Location confirmed" toast (3 s) may be gone by now on a loaded machine, so the second
    // confirmation is recognised by its own answer rather than by counting toasts.
    const answer = tab.waitForResponse((r) => r.request().method() === "PUT" && r.url().endsWith("/confirm"));
    await picker.getByRole("button", { name: "Confirm this location" }).click();
    expect((await answer).status()).toBe(200);
    await toast("Location confirmed").last().waitFor();
    await expect.poll(() => count("rejected")).toContain("0");
    expect(await count("confirmed")).toContain("2");
    await detail().getByTestId("count-confirmed").click();
    await expect.poll(() => table.innerText()).toContain("MAYO CLINIC HOSPITAL ROCHESTER");

    const download = tab.waitForEvent("download");
    await detail().getByRole("button", { name: "Results CSV" }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await saved.path()) as string, "utf8");
    expect(csv.split(/\r?\n/)[0]).toMatch(/decision/i);
    expect(csv).toContain("NW-5");
    expect(csv).toMatch(/confirmed/);
    expect(csv).toContain("MAYO CLINIC HOSPITAL ROCHESTER");

    await detail().getByRole("button", { name: "Preview source file" }).click();
    const preview = tab.getByRole("dialog", { name: "File Preview" });
    // The file as a table: its header row as column headers, each field in its own cell.
    const sheet = preview.getByTestId("preview-table");
    await sheet.waitFor({ timeout: 15_000 });
    expect(await sheet.getByRole("columnheader").allInnerTexts()).toEqual(SHIP_TO.split("\n")[0]?.split(","));
    expect(await sheet.locator("tbody tr").count()).toBe(6);
    expect(
      await sheet
        .getByRole("cell", { name: "Mayo Clinic Hospital Rochester - Receiving", exact: true })
        .count(),
    ).toBe(1);
    expect(await preview.innerText()).toContain(FILE_NAME);
    expect(await preview.innerText()).toContain("533 Bytes");
    await screenshot(tab, "location-pre-processor-preview");
    await preview.getByRole("button", { name: "Close" }).click();
    await preview.waitFor({ state: "detached" });
    await screenshot(tab, "location-pre-processor-detail");
    expect(await scan()).toEqual([]);

    // On a phone the table scrolls inside the preview; the page does not grow wider than the screen.
    await tab.setViewportSize({ width: 390, height: 844 });
    await detail().getByRole("button", { name: "Preview source file" }).click();
    await preview.getByTestId("preview-table").waitFor({ timeout: 15_000 });
    expect(await preview.getByRole("columnheader", { name: "Ship To Number" }).count()).toBe(1);
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(tab, "location-pre-processor-preview-phone");
    await preview.getByRole("button", { name: "Close" }).click();
    await preview.waitFor({ state: "detached" });
    await screenshot(tab, "location-pre-processor-detail-phone");
    // Back at desktop size the page is loaded afresh (the grid lays itself out for the width it starts at).
    await tab.setViewportSize({ width: 1400, height: 900 });
    await tab.reload();
    await detail().waitFor();
    await detail().getByRole("button", { name: "Close" }).click();
    await detail().waitFor({ state: "detached" });
    expect(new URL(tab.url()).searchParams.get("job")).toBeNull();
  });

  it("shows the server's words for a PNG renamed .csv", async () => {
    await uploadFile({ name: "logo.csv", mimeType: "text/csv", buffer: PNG });
    // The server's words, under the file field when it names the field, else in the form's alert.
    const error = tab.getByTestId("upload-form");
    await expect
      .poll(() => error.innerText(), { timeout: 15_000 })
      .toContain("the content is not a CSV file with a header row (it is a PNG image)");
    await screenshot(tab, "location-pre-processor-upload-error");
    await tab.getByTestId("upload-form").getByRole("button", { name: "Cancel" }).click();
  });

  it("deletes a job after confirmation", async () => {
    // The demo operator's own upload is in the list too; this test's file is found by its name.
    await tab.getByTestId("list-search").fill(FILE_NAME);
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 1 record");
    await tab.getByRole("button", { name: `Delete ${FILE_NAME}` }).click();
    await tab.getByTestId("dialog").getByRole("button", { name: "Delete" }).click();
    await toast(`Job of '${FILE_NAME}' deleted.`).first().waitFor();
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 0 records");
    await tab.getByTestId("list-search").fill("");
  });

  it("scans the screen without serious accessibility violations", async () => {
    await expect.poll(total, { timeout: 15_000 }).toMatch(/^Total \d+ records?$/);
    expect(await scan()).toEqual([]);
  });

  it("shows an operator without Notisphere_ManageLocations the denial modal, and sends a supplier to Forbidden", async () => {
    const readonlyTab = await newPage(browser, portal.url);
    await signIn(readonlyTab, "operator.readonly@example.org");
    await readonlyTab.goto(ROUTE);
    const modal = readonlyTab.getByRole("dialog", { name: "Access denied" });
    await modal.waitFor();
    expect(await modal.innerText()).toContain("You don't have permission to access.");
    expect(await readonlyTab.getByTestId("sidebar").innerText()).not.toContain("Location Pre-Processor");
    await screenshot(readonlyTab, "location-pre-processor-denied");
    await readonlyTab.context().close();

    // Another user type is not refused a permission but the whole operator area (guard: wrongUserType).
    const supplierTab = await newPage(browser, portal.url);
    await signIn(supplierTab, "supplier.admin@example.org");
    await supplierTab.goto(ROUTE);
    await supplierTab.waitForURL((url) => url.pathname === "/forbidden");
    await supplierTab.context().close();
  });
});
