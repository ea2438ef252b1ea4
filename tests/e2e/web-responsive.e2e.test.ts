import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { launchBrowser, newPage, screenshot, VIEWPORTS, type ViewportName } from "./support/browser.ts";
import { startPortal, type Portal } from "./support/portal-process.ts";
import { meInPage, sidebarLabels, signIn } from "./support/web-actions.ts";
import { expectedShell } from "./support/expectations.ts";

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const SIZES: readonly ViewportName[] = ["desktop", "phone"];
const QUICK_LINKS = "/notisphere/quick-links";
/** The quick links' list call (GET /api/notisphere/quickLinks?pageNumber=...), not its writes. */
const LIST_CALL = (url: URL): boolean => url.pathname === "/api/notisphere/quickLinks";

/** Entirely inside the window, so the user can see and tap it without scrolling sideways. */
const onScreen = async (locator: Locator, size: ViewportName): Promise<boolean> => {
  const box = await locator.boundingBox();
  return (
    box !== null &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= VIEWPORTS[size].width &&
    box.y + box.height <= VIEWPORTS[size].height
  );
};

const signedIn = async (size: ViewportName, email = "operator.admin@example.org"): Promise<Page> => {
  const tab = await newPage(browser, portal.url, size);
  await signIn(tab, email);
  return tab;
};

describe("the shell on a phone (390 × 844)", () => {
  it("opens the burger menu with every sidebar item, shows the organisation, switches language and signs out", async () => {
    const tab = await signedIn("phone");
    const expected = expectedShell(await meInPage(tab));
    const organization = tab.getByTestId("organization-name");
    await organization.waitFor();
    expect(await onScreen(organization, "phone")).toBe(true);
    expect(await onScreen(tab.getByTestId("language-switch"), "phone")).toBe(true);
    expect(await onScreen(tab.getByTestId("user-menu"), "phone")).toBe(true);
    // Nothing sticks out sideways.
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.phone.width,
    );

    const burger = tab.getByTestId("mobile-menu-toggle");
    expect(await burger.isVisible()).toBe(true);
    await burger.click();
    expect(await sidebarLabels(tab)).toEqual(expected.sidebar);
    for (const label of expected.sidebar) {
      const link = tab.getByTestId("sidebar").getByRole("link", { name: label, exact: true });
      // The drawer slides in, so a link reaches its place a moment after it appears.
      await expect.poll(() => onScreen(link, "phone"), { message: label }).toBe(true);
    }
    await screenshot(tab, "shell-menu-phone");
    // Choosing a screen closes the drawer.
    await tab.getByTestId("sidebar").getByRole("link", { name: "Quick Links", exact: true }).click();
    await tab.waitForURL((url) => url.pathname === QUICK_LINKS);
    await expect.poll(() => burger.getAttribute("aria-expanded")).toBe("false");
    const quickLinks = tab.getByTestId("sidebar").getByRole("link", { name: "Quick Links", exact: true });
    await expect.poll(() => onScreen(quickLinks, "phone")).toBe(false);

    await tab.getByTestId("language-switch").getByText("VI", { exact: true }).click();
    await expect
      .poll(() => tab.getByTestId("grid-total").innerText(), { timeout: 15_000 })
      .toMatch(/^Tổng \d+/);
    await tab.getByTestId("language-switch").getByText("EN", { exact: true }).click();
    // The switch back re-renders the screen and refetches the grid; open the menu once that has settled, or
    // the re-render moves the menu while it opens.
    await expect
      .poll(() => tab.getByTestId("grid-total").innerText(), { timeout: 15_000 })
      .toMatch(/^Total \d+/);

    await tab.getByTestId("user-menu").click();
    const logout = tab.getByRole("menuitem", { name: "Sign out" });
    await logout.waitFor();
    expect(await onScreen(logout, "phone")).toBe(true);
    await screenshot(tab, "user-menu-phone");
    await logout.click();
    await tab.waitForURL((url) => url.pathname === "/login");
  });

  it("keeps the grid inside the screen, scrolling its columns sideways", async () => {
    const tab = await signedIn("phone");
    await tab.goto(QUICK_LINKS);
    const grid = tab.getByTestId("grid-quickLinks");
    await expect.poll(() => tab.getByTestId("grid-total").innerText(), { timeout: 15_000 }).toMatch(/^Total/);
    const box = await grid.boundingBox();
    expect(box !== null && box.x + box.width <= VIEWPORTS.phone.width).toBe(true);
    const scroller = tab.locator(".ag-body-horizontal-scroll-viewport").first();
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });
});

describe.each(SIZES)("list states at %s size", (size) => {
  it("shows an error with Retry when the list call fails, and Retry recovers", async () => {
    const tab = await signedIn(size);
    let failing = true;
    await tab.route(LIST_CALL, (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ ok: false, m: "Internal error", d: null }),
          })
        : route.fallback(),
    );
    await tab.goto(QUICK_LINKS);
    const error = tab.getByTestId("grid-error");
    await error.waitFor({ timeout: 15_000 });
    expect(await error.innerText()).toContain("This could not be loaded");
    expect(await tab.getByTestId("grid-total").innerText()).not.toContain("Loading");
    await screenshot(tab, `grid-error-${size}`);
    failing = false;
    await error.getByRole("button", { name: "Retry" }).click();
    await expect
      .poll(() => tab.getByTestId("grid-total").innerText(), { timeout: 15_000 })
      .toMatch(/^Total \d+ records?$/);
    expect(await error.count()).toBe(0);
  });

  it("says the user is offline when the connection is gone, and retries", async () => {
    const tab = await signedIn(size);
    let offline = true;
    await tab.route(LIST_CALL, (route) => (offline ? route.abort("internetdisconnected") : route.fallback()));
    await tab.goto(QUICK_LINKS);
    const error = tab.getByTestId("grid-error");
    await error.waitFor({ timeout: 15_000 });
    expect(await error.innerText()).toContain("You appear to be offline");
    offline = false;
    await error.getByRole("button", { name: "Retry" }).click();
    await expect
      .poll(() => tab.getByTestId("grid-total").innerText(), { timeout: 15_000 })
      .toMatch(/^Total \d+ records?$/);
  });

  it("says No record found once for an empty list, and pluralises the total", async () => {
    const tab = await signedIn(size);
    await tab.goto(QUICK_LINKS);
    const total = () => tab.getByTestId("grid-total").innerText();
    await expect.poll(total, { timeout: 15_000 }).toMatch(/^Total \d+ records?$/);
    await tab.getByTestId("list-search").fill("no link is called this");
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 0 records");
    await tab.getByTestId("grid-empty").waitFor();
    expect(await tab.getByText("No record found", { exact: true }).count()).toBe(1);
    await screenshot(tab, `grid-empty-${size}`);

    const name = `Plural check ${size}`;
    const created = await tab.evaluate(async (linkName) => {
      const token = (JSON.parse(localStorage.getItem("token") ?? "{}") as { access_token?: string })
        .access_token;
      const response = await fetch("/api/notisphere/quickLinks/create", {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: linkName, url: "https://plural.example.org", status: "ACTIVE" }),
      });
      return response.status;
    }, name);
    expect(created).toBe(200);
    await tab.getByTestId("list-search").fill(name);
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 1 record");
  });
});

describe("the profile behind the shell", () => {
  it("says when the profile could not be loaded and loads it on Retry", async () => {
    const tab = await signedIn("phone");
    let failing = true;
    await tab.route(
      (url) => url.pathname === "/api/me",
      (route) =>
        failing
          ? route.fulfill({
              status: 500,
              contentType: "application/json",
              body: JSON.stringify({ ok: false, m: "Internal error", d: null }),
            })
          : route.fallback(),
    );
    await tab.goto("/account");
    const error = tab.getByTestId("profile-error");
    await error.waitFor({ timeout: 15_000 });
    expect(await error.innerText()).toContain("This could not be loaded");
    await screenshot(tab, "profile-error-phone");
    failing = false;
    await error.getByRole("button", { name: "Retry" }).click();
    // The header keeps the session's organisation name throughout, so wait for the banner itself to go.
    await expect.poll(() => error.count(), { timeout: 15_000 }).toBe(0);
    await tab.getByTestId("organization-name").waitFor();
  });
});
