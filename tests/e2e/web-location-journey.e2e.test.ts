import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { launchBrowser, newPage, screenshot, VIEWPORTS } from "./support/browser.ts";
import { startPortal, type Portal } from "./support/portal-process.ts";
import { DEMO_PASSWORD, signIn } from "./support/web-actions.ts";

/**
 * The journey across three organisations: Northwind uploads its ship-to file, the operator confirms the
 * row the matcher was unsure of, Ochsner Health (provider.admin) marks it Covered with the site that handles
 * it, and Northwind's verification progress for Ochsner moves.
 */
const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/locations/journey-shipto.csv");
const FILE_NAME = "journey-shipto.csv";
/** The fixture's one review row: Ochsner's Monroe building under another name and a neighbouring ZIP. */
const REVIEW_NAME = "OCHSNER MONROE MEDICAL CENTER";
const SITE = /OCHSNER LSU HEALTH MONROE/;
const PROVIDER = "Ochsner Health";
/** The provider's supplier filter names the supplier with its rows to verify: "Northwind Distribution (3 of 11 to verify)". */
const SUPPLIER = /^Northwind Distribution \(\d+ of \d+ to verify\)$/;

let portal: Portal;
let browser: Browser;
let supplier: Page;
let operator: Page;
let provider: Page;
let before: { percent: number; verified: number; total: number };

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const toast = (page: Page) => page.locator(".mantine-Notification-root");

/** A select by its label, whether the screen renders a native select or a combobox with a list of options. */
const choose = async (page: Page, scope: Page | Locator, label: string, option: string | RegExp) => {
  // By role: an open Mantine list is labelled by the same label, and a native select is a combobox too.
  const field = scope.getByRole("combobox", { name: label, exact: true });
  if ((await field.evaluate((element) => element.tagName)) === "SELECT") {
    const options = await field.locator("option").allInnerTexts();
    const wanted = options.find((text) => (typeof option === "string" ? text === option : option.test(text)));
    expect(wanted, `option ${String(option)} of ${label} in ${options.join(" | ")}`).toBeDefined();
    await field.selectOption({ label: wanted! });
    return;
  }
  // A click that lands while the list is still opening is lost: check the field took the option, try again.
  const took = (value: string) => (typeof option === "string" ? value === option : option.test(value));
  for (let attempt = 0; attempt < 3; attempt++) {
    await field.click();
    const item = page.getByRole("option", { name: option, exact: typeof option === "string" }).first();
    await item.waitFor({ state: "visible" });
    await item.click();
    if (
      await expect
        .poll(() => field.inputValue(), { timeout: 2_000 })
        .toSatisfy(took)
        .then(
          () => true,
          () => false,
        )
    )
      return;
  }
  throw new Error(
    `${label} did not take the option ${String(option)}; it shows "${await field.inputValue()}"`,
  );
};

/**
 * Waits until no pre-processor job is pending or running. A fresh portal queues the demo operator's upload of a
 * Northwind list (adapters/http/demo-location-job.ts) whose rows map onto Ochsner too: read before it completes,
 * the "before" figure would move on its own.
 */
const jobsSettled = async (): Promise<void> => {
  const token = await fetch(`${portal.url}/api/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      client_id: "web-client",
      grant_type: "password",
      email: "operator.admin@example.org",
      password: DEMO_PASSWORD,
    }),
  }).then(async (r) => ((await r.json()) as { d: { access_token: string } }).d.access_token);
  const running = async () => {
    const answer = await fetch(`${portal.url}/api/notisphere/locationPreProcessor?pageSize=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await answer.json()) as { d: { items: Array<{ status: string }> } };
    return body.d.items.filter((job) => job.status === "PENDING" || job.status === "IN PROGRESS").length;
  };
  await expect.poll(running, { timeout: 60_000, interval: 500 }).toBe(0);
};

/** Northwind's progress bar for Ochsner: its aria-valuenow and the "<n> of <total> verified" next to it. */
const progress = async (page: Page) => {
  await page.goto("/supplier/providers");
  const bar = page.getByRole("progressbar", { name: `Verification progress for ${PROVIDER}`, exact: true });
  await bar.waitFor({ timeout: 30_000 });
  // The nearest ancestor that holds the counts is this provider's row or card, not the whole list.
  const holder = bar.locator("xpath=ancestor::*[contains(normalize-space(.), ' verified')][1]");
  const counts = /(\d+) of (\d+) verified/.exec(await holder.innerText());
  expect(counts, "the counts beside the progress bar").not.toBeNull();
  return {
    percent: Number(await bar.getAttribute("aria-valuenow")),
    verified: Number(counts![1]),
    total: Number(counts![2]),
  };
};

/** The same screen at phone size (loaded afresh, once `ready` shows), for its screenshot; then desktop again. */
const phoneShot = async (page: Page, name: string, ready: Locator) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.reload();
  await ready.waitFor({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.reload();
};

/** aria-valuenow is the percent verified (rounded however the screen rounds it). */
const percentOf = (p: { verified: number; total: number }) => (100 * p.verified) / p.total;

describe("location verification journey in Chromium", () => {
  it("lets the second supplier upload its ship-to file and follow the job to Completed", async () => {
    supplier = await newPage(browser, portal.url);
    await signIn(supplier, "distributor.admin@example.org");
    await jobsSettled();
    before = await progress(supplier);
    // Demo data leaves some of Northwind's Ochsner rows unverified, so the bar has room to move.
    expect(before.verified).toBeLessThan(before.total);
    expect(Math.abs(before.percent - percentOf(before))).toBeLessThan(1);
    await screenshot(supplier, "location-journey-providers-before");

    await supplier.goto("/supplier/location-files");
    await supplier.getByRole("button", { name: "Upload ship-to file" }).click();
    const modal = supplier.getByRole("dialog");
    await modal.waitFor();
    await modal.locator("input[type=file]").setInputFiles(FIXTURE);
    await screenshot(supplier, "location-journey-upload");
    await modal.getByRole("button", { name: "Upload", exact: true }).click();
    await modal.waitFor({ state: "detached", timeout: 15_000 });

    const job = supplier.getByRole("row").filter({ hasText: FILE_NAME }).first();
    // The list follows the job while it is pending or running; Completed shows without a reload.
    await expect.poll(() => job.innerText(), { timeout: 60_000 }).toContain("Completed");
    await screenshot(supplier, "location-journey-files");
    await phoneShot(supplier, "location-journey-files", job);
  });

  it("lets the operator confirm the row the matcher left for review", async () => {
    operator = await newPage(browser, portal.url);
    await signIn(operator, "operator.admin@example.org");
    await operator.goto("/notisphere/locations-verification");
    await operator.getByTestId("list-search").fill(REVIEW_NAME);
    const confirm = operator.getByRole("button", { name: `Confirm ${REVIEW_NAME}`, exact: true });
    await confirm.waitFor({ timeout: 30_000 });
    // The grid may draw its rows again as the search settles: ask until it shows exactly the one row.
    await expect.poll(() => confirm.count(), { timeout: 10_000 }).toBe(1);
    await screenshot(operator, "location-journey-review");
    await phoneShot(operator, "location-journey-review", operator.getByTestId("list-search"));

    await operator.getByTestId("list-search").fill(REVIEW_NAME);
    const answer = operator.waitForResponse(
      (r) =>
        r.request().method() === "PUT" &&
        /\/notisphere\/locations-verification\/[^/]+\/confirm$/.test(r.url()),
    );
    await confirm.click();
    expect((await answer).status()).toBe(200);
    await toast(operator).first().waitFor();
    // Confirmed rows leave the queue: the search finds the row no more.
    await expect.poll(() => confirm.count(), { timeout: 15_000 }).toBe(0);
  });

  it("lets the provider mark the confirmed row Covered with the site that handles it", async () => {
    provider = await newPage(browser, portal.url);
    await signIn(provider, "provider.admin@example.org");
    await provider.goto("/provider/locations-verification");
    await choose(provider, provider, "Supplier", SUPPLIER);
    const mark = provider.getByRole("button", { name: `Mark ${REVIEW_NAME} Covered`, exact: true });
    await mark.waitFor({ timeout: 30_000 });
    await screenshot(provider, "location-journey-provider");
    await phoneShot(
      provider,
      "location-journey-provider",
      provider.getByRole("combobox", { name: "Supplier", exact: true }),
    );

    await choose(provider, provider, "Supplier", SUPPLIER);
    await mark.click();
    const dialog = provider.getByRole("dialog");
    await dialog.waitFor();
    await choose(provider, dialog, "Site that handles it", SITE);
    await screenshot(provider, "location-journey-mark-covered");
    const answer = provider.waitForResponse(
      (r) => r.request().method() === "PUT" && r.url().endsWith("/provider/locations-verification/mark"),
    );
    await dialog.getByRole("button", { name: "Mark Covered", exact: true }).click();
    expect((await answer).status()).toBe(200);
    await toast(provider).first().waitFor();
    await dialog.waitFor({ state: "detached", timeout: 15_000 });
  });

  it("shows the supplier the provider's progress bar moved", async () => {
    // Another user's write reaches a cached page within a second (count-cache.ts): read until it has.
    let after = await progress(supplier);
    for (let tries = 0; after.verified === before.verified && tries < 5; tries++) {
      await supplier.waitForTimeout(500);
      after = await progress(supplier);
    }
    // The confirmed row joined Ochsner's rows for Northwind and is verified now.
    expect({ verified: after.verified, total: after.total }).toEqual({
      verified: before.verified + 1,
      total: before.total + 1,
    });
    expect(Math.abs(after.percent - percentOf(after))).toBeLessThan(1);
    expect(after.percent).toBeGreaterThan(before.percent);
    await screenshot(supplier, "location-journey-providers-after");

    const phone = await newPage(browser, portal.url, "phone");
    await signIn(phone, "distributor.admin@example.org");
    expect((await progress(phone)).verified).toBe(after.verified);
    await screenshot(phone, "location-journey-providers-after-phone");
    await phone.context().close();
  });
});
