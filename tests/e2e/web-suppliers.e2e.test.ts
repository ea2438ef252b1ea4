import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { badgePng } from "../../adapters/db/seed/small-png.ts";
import { seriousViolations } from "./support/axe.ts";
import { launchBrowser, newPage, screenshot } from "./support/browser.ts";
import { startPortal, type Portal } from "./support/portal-process.ts";
import { signIn } from "./support/web-actions.ts";

let portal: Portal;
let browser: Browser;
let tab: Page;
let files: string;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
  tab = await newPage(browser, portal.url);
  await signIn(tab, "operator.admin@example.org");
  files = await mkdtemp(join(tmpdir(), "suppliers-e2e-"));
  await writeFile(join(files, "meridian-logo.png"), badgePng("#0b5394", "#f1c232", 96));
  await writeFile(join(files, "not-a-logo.png"), "this is text, whatever the name says");
  await writeFile(
    join(files, "suppliers.csv"),
    [
      "Name,Type,Address 1,Address 2,City,State,ZIP,SSO,Status",
      "Northgate Infusion,SUPPLIER,1 Main St,,Boston,MA,02115,No,",
      "Penumbra Inc.,SUPPLIER,1 Main St,,Boston,MA,02115,No,",
      "Lakeside Catheters,SUPPLIER,2 Main St,,Boston,MA,9021,No,",
    ].join("\n"),
  );
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const total = (): Promise<string> => tab.getByTestId("grid-total").innerText();
const rows = () => tab.locator("[role=row].ag-row");
const pick = async (testId: string, option: string): Promise<void> => {
  await tab.getByTestId(testId).click();
  await tab.getByRole("option", { name: option, exact: true }).click();
};

describe("suppliers screen in Chromium", () => {
  it("lists the demo suppliers with logos and filters them by type, SSO and status", async () => {
    await tab.goto("/notisphere/suppliers");
    await expect.poll(total, { timeout: 20_000 }).toMatch(/^Total \d+ records$/);
    expect(Number(/Total (\d+)/.exec(await total())?.[1])).toBeGreaterThanOrEqual(25);
    expect(await tab.title()).toContain("Suppliers");
    await screenshot(tab, "suppliers-grid");
    await pick("type-filter", "Distributor");
    await expect.poll(total, { timeout: 15_000 }).toMatch(/^Total [1-9]\d* records?$/);
    await expect
      .poll(async () => (await rows().allInnerTexts()).every((text) => text.includes("Distributor")))
      .toBe(true);
    await pick("status-filter", "Pending");
    await expect.poll(() => rows().first().innerText(), { timeout: 15_000 }).toContain("Pending");
    await tab.reload();
  });

  it("creates a supplier with a logo, finds it by filter, edits it and deactivates it", async () => {
    await expect.poll(total, { timeout: 20_000 }).toMatch(/^Total \d+ records$/);
    await tab.getByRole("button", { name: "Add supplier" }).click();
    const form = tab.getByTestId("supplier-form");
    // A text file named .png is refused by content and the form says so under the logo.
    await form.locator("input[type=file]").setInputFiles(join(files, "not-a-logo.png"));
    await form.getByText("The logo must be a PNG, JPEG, GIF or WebP image; this file is not one").waitFor();
    await form.locator("input[type=file]").setInputFiles(join(files, "meridian-logo.png"));
    await expect
      .poll(() => form.getByTestId("logo-preview").locator("img").getAttribute("src"))
      .toMatch(/^\/api\/organizations\/logos\//);

    await form.locator("input[name=name]").fill("Meridian Surgical Devices");
    await form.locator("input[name=add1]").fill("710 Medtronic Parkway");
    await form.locator("input[name=city]").fill("Minneapolis");
    await form.getByLabel("State").fill("MN");
    await tab.getByRole("option", { name: "MN", exact: true }).click();
    await form.locator("input[name=zip]").fill("90210");
    await form.getByRole("switch", { name: "Signs in through single sign-on (SSO)" }).check();
    await screenshot(tab, "suppliers-form");
    await form.getByRole("button", { name: "Save" }).click();
    // The server's ZIP rule answers under the field.
    await form.getByText("ZIP code 90210 is not in MN").waitFor();
    await form.locator("input[name=zip]").fill("55432");
    await form.getByRole("button", { name: "Save" }).click();
    await tab.getByText("Supplier 'Meridian Surgical Devices' created.").waitFor();

    await pick("sso-filter", "Yes");
    await tab.getByTestId("list-search").fill("Meridian");
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 1 record");
    const row = rows().first();
    await expect.poll(() => row.innerText()).toContain("Meridian Surgical Devices");
    expect(await row.locator("img").getAttribute("src")).toMatch(/^\/api\/organizations\/logos\//);
    await screenshot(tab, "suppliers-found");

    await tab.getByRole("button", { name: "Edit Meridian Surgical Devices" }).click();
    await form.locator("input[name=city]").fill("Fridley");
    await form.getByRole("button", { name: "Save" }).click();
    await tab.getByText("Supplier 'Meridian Surgical Devices' saved.").waitFor();
    await expect.poll(() => rows().first().innerText(), { timeout: 15_000 }).toContain("Fridley");

    await tab.getByRole("button", { name: "Deactivate Meridian Surgical Devices" }).click();
    const dialog = tab.getByRole("dialog", { name: "Deactivate supplier 'Meridian Surgical Devices'?" });
    await dialog.getByRole("button", { name: "Deactivate" }).click();
    await tab.getByText("Supplier 'Meridian Surgical Devices' deactivated.").waitFor();
    await expect.poll(() => rows().first().innerText(), { timeout: 15_000 }).toContain("Deactivated");
    await pick("status-filter", "Active");
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 0 records");
  });

  it("reports every bad row of a bulk file and creates none", async () => {
    await tab.reload();
    await expect.poll(total, { timeout: 20_000 }).toMatch(/^Total \d+ records$/);
    const before = await total();
    await tab.getByRole("button", { name: "Upload suppliers" }).click();
    const form = tab.getByTestId("bulk-form");
    await form.locator("input[type=file]").setInputFiles(join(files, "suppliers.csv"));
    await form.getByRole("button", { name: "Upload" }).click();
    const report = tab.getByTestId("bulk-report");
    await report.waitFor();
    expect(await tab.getByTestId("bulk-error").innerText()).toContain(
      "No supplier was created: 2 rows have problems",
    );
    expect(await report.locator("tbody tr").allInnerTexts()).toEqual([
      "3\tName\tAn organisation with this name already exists",
      "4\tZIP\tEnter a 5-digit ZIP code, or ZIP+4 such as 55401-1234",
    ]);
    await screenshot(tab, "suppliers-bulk-report");
    await tab.getByRole("button", { name: "Cancel" }).click();
    expect(await total()).toBe(before);
  });

  it("shows the grid on a phone and has no serious accessibility violations", async () => {
    expect(await seriousViolations(tab)).toEqual([]);
    const phone = await newPage(browser, portal.url, "phone");
    await signIn(phone, "operator.admin@example.org");
    await phone.goto("/notisphere/suppliers");
    await expect
      .poll(() => phone.getByTestId("grid-total").innerText(), { timeout: 20_000 })
      .toMatch(/^Total \d+ records$/);
    await screenshot(phone, "suppliers-phone");
    // The grid scrolls its columns sideways inside the screen; the page itself is never wider than the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.getByRole("button", { name: "Add supplier" }).click();
    await phone.getByTestId("supplier-form").waitFor();
    await screenshot(phone, "suppliers-form-phone");
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.context().close();
  });
});
