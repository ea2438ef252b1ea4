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

const FILE_NAME = "acme-supplier-shipto-e2e.csv";

/**
 * The supplier's own master ship-to list, built from demo provider sites (adapters/db/seed/hospitals.json):
 * copies that match, weaker ones the matcher leaves for review, an address no provider has. Ship-to ids carry
 * a prefix no demo row has, so the search finds exactly these.
 */
const SHIP_TO = [
  "Ship To Number,Ship To Name,Address 1,Address 2,City,State,Zip Code,Phone",
  "ZQX-1,Ochsner Lafayette General Med Ctr,1214 Coolidge Ave,ATTN: PHARMACY,Lafayette,LA,70503-1234,337-289-7991",
  "ZQX-2,Ochsner Medical Center,1516 Jefferson Highway,,New Orleans,LA,70121,",
  "ZQX-3,Mayo Clinic Hospital Rochester - Receiving,1216 2nd St SW,Dock 4,Rochester,MN,55902,",
  "ZQX-4,Ochsner LSU Health,4864 Jackson St,,Monroe,LA,71201,",
  "ZQX-5,Corner Pharmacy,55 Main St,,Springfield,IL,62701,217-555-0101",
  "ZQX-6,Mayo Clinic Red Wing,700 Hewitt Blvd,,Red Wing,MN,55066,",
].join("\n");

/** The first bytes of a PNG, named .csv: the server checks the content, not the name. */
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4", "hex");

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
  tab = await newPage(browser, portal.url);
  await signIn(tab, "supplier.admin@example.org");
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const total = (): Promise<string> => tab.getByTestId("grid-total").innerText();
const rows = () => tab.locator("[role=row].ag-row");
const toast = (text: string | RegExp) => tab.locator(".mantine-Notification-root").filter({ hasText: text });

const uploadFile = async (file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> => {
  await tab.getByRole("button", { name: "Upload ship-to file" }).click();
  const form = tab.getByTestId("supplier-upload-form");
  await form.locator("input[type=file]").setInputFiles(file);
  await form.getByRole("button", { name: "Upload", exact: true }).click();
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

describe("supplier location management in Chromium", () => {
  it("uploads the supplier's ship-to file, follows it to Completed and opens its detail", async () => {
    await tab.goto("/supplier/location-files");
    await expect.poll(total, { timeout: 15_000 }).toMatch(/^Total \d+ records?$/);
    expect(await tab.title()).toContain("Location Files");

    // A PNG renamed .csv is refused by content, with the server's words under the file field.
    await uploadFile({ name: "logo.csv", mimeType: "text/csv", buffer: PNG });
    await expect
      .poll(() => tab.getByTestId("supplier-upload-form").innerText(), { timeout: 15_000 })
      .toContain("the content is not a CSV file with a header row");
    await tab.getByTestId("supplier-upload-form").getByRole("button", { name: "Cancel" }).click();

    await uploadFile({ name: FILE_NAME, mimeType: "text/csv", buffer: Buffer.from(SHIP_TO) });
    await toast("File uploaded").first().waitFor();
    await tab.getByTestId("list-search").fill("acme-supplier-shipto");
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 1 record");
    // The grid polls while the job runs, so Completed shows without a reload.
    await expect.poll(() => rows().first().innerText(), { timeout: 60_000 }).toContain("Completed");
    expect(await rows().first().innerText()).toMatch(/Completed[\s\S]*6[\s\S]*3[\s\S]*2[\s\S]*1/);
    await screenshot(tab, "supplier-location-files");

    await tab.getByRole("button", { name: FILE_NAME }).click();
    const detail = tab.getByRole("dialog", { name: `Ship-to file ${FILE_NAME}` });
    await detail.waitFor();
    expect(new URL(tab.url()).searchParams.get("file")).toMatch(/^[0-9a-f-]{36}$/);
    await tab.reload();
    await detail.waitFor();
    await expect.poll(() => detail.getByTestId("supplier-file-status").innerText()).toBe("Completed");
    expect(await detail.getByTestId("supplier-file-counts").innerText()).toMatch(
      /Total rows\s*6[\s\S]*Matched\s*3[\s\S]*In review\s*2[\s\S]*Unmatched\s*1/,
    );
    const download = tab.waitForEvent("download");
    await detail.getByRole("button", { name: "Download original file" }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(FILE_NAME);
    expect(await readFile((await saved.path()) as string, "utf8")).toBe(SHIP_TO);
    await detail.getByRole("button", { name: "Close" }).click();
    expect(await scan()).toEqual([]);
  });

  it("shows every row's mapping and status, filters them and downloads one status as CSV", async () => {
    await tab.goto("/supplier/locations");
    await tab.getByTestId("list-search").fill("ZQX-");
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 6 records");
    await tab.getByTestId("supplier-status-filter").click();
    await tab.getByRole("option", { name: "In review" }).click();
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 2 records");
    expect(new URL(tab.url()).searchParams.get("status")).toBe("review");
    await screenshot(tab, "supplier-locations");

    const download = tab.waitForEvent("download");
    await tab.getByRole("button", { name: "Download CSV" }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^Ship-To Locations In review .*\.csv$/);
    const lines = (await readFile((await saved.path()) as string, "utf8")).trim().split(/\r?\n/);
    expect(lines.slice(1).every((line) => line.includes(",In review,"))).toBe(true);
    expect(lines.filter((line) => line.startsWith("ZQX-"))).toHaveLength(2);
    expect(await scan()).toEqual([]);
  });

  it("shows a verification progress bar per provider and opens the provider's rows", async () => {
    await tab.goto("/supplier/providers");
    await expect.poll(total, { timeout: 15_000 }).toMatch(/^Total \d+ records?$/);
    const bars = tab.getByRole("progressbar", { name: /^Verification progress for / });
    await expect.poll(() => bars.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // Each bar's value is the whole percent of the "<n> of <total> verified" beside it.
    const first = rows().first();
    const [, verified, mapped] = (await first.getByTestId("verification-progress-text").innerText()).match(
      /^(\d+) of (\d+) verified$/,
    )!;
    const bar = first.getByRole("progressbar");
    expect(Number(await bar.getAttribute("aria-valuenow"))).toBe(
      Math.floor((Number(verified) * 100) / Number(mapped)),
    );
    const name = (await bar.getAttribute("aria-label"))!.replace("Verification progress for ", "");
    await screenshot(tab, "supplier-providers");
    expect(await scan()).toEqual([]);

    await first.getByRole("link", { name }).click();
    await tab.waitForURL(
      (url) => url.pathname === "/supplier/locations" && url.searchParams.has("providerId"),
    );
    await expect.poll(total, { timeout: 15_000 }).toBe(`Total ${mapped} record${mapped === "1" ? "" : "s"}`);
    // The provider filter shows the provider it came from.
    expect(await tab.getByTestId("supplier-providerId-filter").inputValue()).toBe(name);
  });
});
