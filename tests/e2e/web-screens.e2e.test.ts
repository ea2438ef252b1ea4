import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, screenshot, VIEWPORTS, type ViewportName } from "./support/browser.ts";
import { seriousViolations } from "./support/axe.ts";
import { startPortal, type Portal } from "./support/portal-process.ts";
import { signIn, submitLoginPatiently } from "./support/web-actions.ts";
import { DEMO_RECALLS } from "../../adapters/db/seed/demo-recalls.ts";

/**
 * Every built screen at desktop and phone size: a screenshot for people to look at
 * (artifacts/screenshots/<screen>-<size>.png), no serious or critical axe finding, and nothing wider than
 * the window.
 */

let portal: Portal;
let browser: Browser;

const SHIP_TO = [
  "Ship To Number,Ship To Name,Address 1,Address 2,City,State,Zip Code,Phone",
  "SC-1,Ochsner Medical Center,1516 Jefferson Highway,,New Orleans,LA,70121,",
  "SC-2,Corner Pharmacy,55 Main St,,Springfield,IL,62701,217-555-0101",
].join("\n");

/** One finished pre-processor job, so its list shows a real row (status, counts, uploader) in the pictures. */
const uploadJob = async (tab: Page): Promise<void> => {
  await tab.goto("/notisphere/location-pre-processor");
  await tab.getByRole("button", { name: "Upload File" }).click();
  const form = tab.getByTestId("upload-form");
  await form.getByTestId("upload-supplier").click();
  await form.getByTestId("upload-supplier").fill("North");
  await tab.getByRole("option", { name: "Northwind Distribution" }).click();
  await form
    .locator("input[type=file]")
    .setInputFiles({ name: "screens-shipto.csv", mimeType: "text/csv", buffer: Buffer.from(SHIP_TO) });
  await form.getByRole("button", { name: "Upload" }).click();
  // The grid polls while the job runs, so Completed shows without a reload.
  await tab
    .locator("[role=row].ag-row")
    .filter({ hasText: "Completed" })
    .first()
    .waitFor({ timeout: 60_000 });
};

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
  const setup = await newPage(browser, portal.url);
  await signIn(setup, "operator.admin@example.org");
  await uploadJob(setup);
  await setup.context().close();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** Toasts and dialogs fade in and out; axe reads a half-faded text as low contrast, so wait for them. */
const settle = async (tab: Page): Promise<void> => {
  await tab.waitForLoadState("networkidle");
  await expect.poll(() => tab.locator(".mantine-Notification-root").count(), { timeout: 15_000 }).toBe(0);
  await tab.waitForTimeout(300);
};

const check = async (tab: Page, screen: string, size: ViewportName): Promise<void> => {
  await settle(tab);
  await screenshot(tab, `${screen}-${size}`);
  expect(await seriousViolations(tab), screen).toEqual([]);
  const width = await tab.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${screen} is wider than the window`).toBeLessThanOrEqual(VIEWPORTS[size].width);
};

describe.each<ViewportName>(["desktop", "phone"])("every built screen at %s size", (size) => {
  let visitor: Page;
  let operator: Page;

  beforeAll(async () => {
    visitor = await newPage(browser, portal.url, size);
    operator = await newPage(browser, portal.url, size);
    await signIn(operator, "operator.admin@example.org");
  });

  it.each([
    ["login", "/login", "input[name=email]"],
    ["forgot-password", "/forgot-password", "input[name=email]"],
    ["reset-password", "/reset-password", "a[href='/forgot-password']"],
    ["success", "/success?type=password", "[data-testid=success-text]"],
  ])("public screen %s", async (screen, path, ready) => {
    await visitor.goto(path);
    await visitor.locator(ready).first().waitFor();
    await check(visitor, screen, size);
  });

  it("type picker", async () => {
    const tab = await newPage(browser, portal.url, size);
    await tab.goto("/login");
    await submitLoginPatiently(tab, "multi@example.org");
    const picker = tab.getByRole("dialog", { name: "Select type of login" });
    await picker.waitFor();
    const box = await picker.boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= VIEWPORTS[size].width).toBe(true);
    await tab.waitForTimeout(400);
    await check(tab, "type-picker", size);
    await tab.context().close();
  });

  it("access denied", async () => {
    const [, recall] = DEMO_RECALLS;
    const tab = await newPage(browser, portal.url, size);
    await signIn(tab, "provider.responder@example.org");
    await tab.goto(
      `/provider/product-disruption/accessdenied/${recall.id}/${recall.providerCommunicationId}`,
    );
    await tab.getByRole("button", { name: "Ok" }).waitFor();
    await check(tab, "access-denied", size);
    await tab.context().close();
  });

  it.each([
    ["profile", "/account", "[data-testid=profile]"],
    ["account-edit", "/account/edit", "form input"],
    ["not-found", "/not-found", "h1"],
    ["forbidden", "/forbidden", "h1"],
  ])("signed-in screen %s", async (screen, path, ready) => {
    await operator.goto(path);
    await operator.locator(ready).first().waitFor();
    await check(operator, screen, size);
  });

  it.each([
    ["quick-links", "/notisphere/quick-links"],
    ["location-pre-processor", "/notisphere/location-pre-processor"],
  ])("list screen %s", async (screen, path) => {
    await operator.goto(path);
    await expect
      .poll(() => operator.getByTestId("grid-total").innerText(), { timeout: 15_000 })
      .toMatch(/^Total \d+ records?$/);
    await check(operator, screen, size);
  });

  it("quick link dialog fits the screen", async () => {
    await operator.goto("/notisphere/quick-links");
    await operator.getByRole("button", { name: "Add Quick Link" }).click();
    const dialog = operator.locator(".mantine-Modal-content");
    await operator.getByTestId("quick-link-form").waitFor();
    await operator.waitForTimeout(400);
    const box = await dialog.boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= VIEWPORTS[size].width).toBe(true);
    await check(operator, "quick-link-form", size);
    await operator.keyboard.press("Escape");
  });

  it("the menu", async () => {
    const tab = await newPage(browser, portal.url, size);
    await signIn(tab, "operator.admin@example.org");
    await tab.goto("/notisphere/quick-links");
    if (size === "phone") await tab.getByTestId("mobile-menu-toggle").click();
    await tab.getByTestId("sidebar").getByRole("link").first().waitFor();
    await tab.getByTestId("user-menu").click();
    await tab.getByRole("menuitem", { name: "Sign out" }).waitFor();
    await tab.waitForTimeout(300);
    await check(tab, "menu", size);
    await tab.context().close();
  });
});
