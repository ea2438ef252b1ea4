import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { seriousViolations } from "./support/axe.ts";
import { launchBrowser, newPage, screenshot } from "./support/browser.ts";
import { startPortal, type Portal } from "./support/portal-process.ts";
import { DEMO_PASSWORD, signIn } from "./support/web-actions.ts";

let portal: Portal;
let browser: Browser;
let tab: Page;

const ROUTE = "/provider/locations-verification";
const HEADER = "Ship To Number,Ship To Name,Address 1,Address 2,City,State,Zip Code,Phone";
/** Exact copies of Ochsner Health sites (the demo provider's), under ship-to ids only this test uses. */
const ACME_FILE = [
  HEADER,
  "E2EV-1,Ochsner Lafayette General Medical Center,1214 Coolidge Avenue,,Lafayette,LA,70503,",
  "E2EV-2,Ochsner Medical Center Acute,1516 Jefferson Hwy,,New Orleans,LA,70121,",
  "E2EV-3,Ochsner St Mary,1125 Marguerite Street,,Morgan City,LA,70380,",
].join("\n");
const NORTHWIND_FILE = [
  HEADER,
  "E2EW-1,Ochsner Lafayette General Medical Center,1214 Coolidge Avenue,Dock 2,Lafayette,LA,70503,",
].join("\n");

const api = async (path: string, init: RequestInit & { token?: string } = {}) => {
  const response = await fetch(`${portal.url}/api${path}`, {
    ...init,
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers },
  });
  return (await response.json()) as { ok: boolean; m: string; d: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
};

/** The operator uploads a supplier's ship-to file and waits until the matcher has written its rows. */
const uploadAndMatch = async (token: string, supplierName: string, csv: string, fileName: string) => {
  const form = new FormData();
  form.set("supplierName", supplierName);
  form.set("file", new Blob([csv], { type: "text/csv" }), fileName);
  const uploaded = await api("/notisphere/locationPreProcessor/upload-locationpreprocessor-file", {
    method: "POST",
    body: form,
    token,
  });
  expect(uploaded.ok, uploaded.m).toBe(true);
  // expect.poll belongs to tests; this runs in beforeAll, so it waits by hand.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = (await api(`/notisphere/locationPreProcessor?search=${fileName}`, { token })).d.items[0];
    if (job?.status === "COMPLETED") return;
    if (Date.now() > deadline) throw new Error(`${fileName} did not complete: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

beforeAll(async () => {
  portal = await startPortal();
  const operator = await api("/auth/token", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      client_id: "web-client",
      grant_type: "password",
      email: "operator.admin@example.org",
      password: DEMO_PASSWORD,
    }),
  });
  await uploadAndMatch(operator.d.access_token, "Acme Medical", ACME_FILE, "acme-verification-e2e.csv");
  await uploadAndMatch(
    operator.d.access_token,
    "Northwind Distribution",
    NORTHWIND_FILE,
    "nw-verification-e2e.csv",
  );
  browser = await launchBrowser();
  tab = await newPage(browser, portal.url);
  await signIn(tab, "provider.admin@example.org");
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const total = (page: Page = tab): Promise<string> => page.getByTestId("grid-total").innerText();
const search = (text: string) => tab.getByTestId("list-search").fill(text);
const toast = (text: string) => tab.locator(".mantine-Notification-root").filter({ hasText: text });
/** The first row's text (status, proposal and site come right after the name, so they are rendered). */
const centreRow = () => tab.locator("[role=row].ag-row").first().innerText();
const LAFAYETTE = "Ochsner Lafayette General Medical Center";

describe("provider location verification in Chromium", () => {
  it("marks a row Covered at a site, then accepts the proposal for the other supplier's row", async () => {
    await tab.goto(ROUTE);
    await expect.poll(() => total(), { timeout: 15_000 }).toMatch(/^Total \d+ records?$/);
    // The supplier select lists Acme with its rows to verify.
    await tab.getByRole("combobox", { name: "Supplier" }).click();
    await tab.getByRole("option", { name: /^Acme Medical \(\d+ of \d+ to verify\)$/ }).click();
    await search("E2EV-1");
    await expect.poll(() => total(), { timeout: 15_000 }).toBe("Total 1 record");
    await screenshot(tab, "provider-locations-verification-desktop");
    await tab.getByRole("button", { name: `Mark ${LAFAYETTE} Covered` }).click();
    const dialog = tab.getByRole("dialog", { name: `Mark ${LAFAYETTE} Covered` });
    // The known location's own site is proposed (clicking it again would clear it: Mantine deselects).
    const site = dialog.getByRole("combobox", { name: "Site that handles it" });
    await expect.poll(() => site.inputValue()).toBe("OCHSNER LAFAYETTE GENERAL MEDICAL CENTER");
    await dialog.getByRole("button", { name: "Mark Covered" }).click();
    await toast("1 row marked Covered.").waitFor();
    await expect.poll(() => centreRow()).toContain("Covered");

    // The same building for Northwind: proposed from Acme's row, accepted in one click.
    await tab.getByRole("combobox", { name: "Supplier" }).click();
    await tab.getByRole("option", { name: /^Northwind Distribution/ }).click();
    await search("E2EW-1");
    await expect.poll(() => total(), { timeout: 15_000 }).toBe("Total 1 record");
    await tab.getByText("Covered at OCHSNER LAFAYETTE GENERAL MEDICAL CENTER, as for Acme Medical").waitFor();
    await tab.getByRole("button", { name: `Accept proposal for ${LAFAYETTE}` }).click();
    await toast("1 proposal accepted.").waitFor();
    await expect.poll(() => centreRow()).toContain("OCHSNER LAFAYETTE");
  });

  it("marks checked rows Not Covered in bulk", async () => {
    await tab.goto(ROUTE);
    await search("E2EV-");
    await tab.getByRole("combobox", { name: "Status" }).click();
    await tab.getByRole("option", { name: "Unverified" }).click();
    await expect.poll(() => total(), { timeout: 15_000 }).toBe("Total 2 records");
    await tab.getByRole("checkbox", { name: "Select Ochsner Medical Center Acute" }).check();
    await tab.getByRole("checkbox", { name: "Select Ochsner St Mary" }).check();
    await tab.getByText("2 rows selected").waitFor();
    await tab.getByRole("button", { name: "Not Covered", exact: true }).click();
    await toast("2 rows marked Not Covered.").waitFor();
    await expect.poll(() => total(), { timeout: 15_000 }).toBe("Total 0 records");
    await tab.getByText("0 rows selected").waitFor();
    expect(await seriousViolations(tab)).toEqual([]);
  });

  it("fits a phone: the grid scrolls inside its box and the bulk bar wraps", async () => {
    const phone = await newPage(browser, portal.url, "phone");
    await signIn(phone, "provider.admin@example.org");
    await phone.goto(ROUTE);
    await expect.poll(() => total(phone), { timeout: 15_000 }).toMatch(/^Total \d+ records?$/);
    const bar = phone.getByTestId("verification-bulk-bar");
    const box = await bar.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // Nothing but the grid's own viewport scrolls sideways.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.getByRole("button", { name: "Accept proposals" }).waitFor();
    await screenshot(phone, "provider-locations-verification-phone");
    await phone.context().close();
  });
});
