import { afterAll, beforeAll, describe, expect, it } from "vitest";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, screenshot } from "./support/browser.ts";
import { startPortal, type Portal } from "./support/portal-process.ts";
import {
  headerOrganisation,
  latestMail,
  meInPage,
  sidebarLabels,
  signIn,
  submitLogin,
  submitLoginPatiently,
} from "./support/web-actions.ts";
import { expectedShell } from "./support/expectations.ts";
import { DEMO_RECALLS, demoRecallPath } from "../../adapters/db/seed/demo-recalls.ts";

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

const page = (): Promise<Page> => newPage(browser, portal.url);

const seriousViolations = async (target: Page): Promise<string[]> => {
  const result = await new AxeBuilder({ page: target }).analyze();
  return result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
};

const SINGLE_USERS = [
  "operator.admin@example.org",
  "operator.readonly@example.org",
  "supplier.admin@example.org",
  "supplier.recalls@example.org",
  "distributor.admin@example.org",
  "provider.admin@example.org",
  "provider.recalls@example.org",
  "provider.sourcing@example.org",
  "provider.responder@example.org",
];

describe("web shell in Chromium", () => {
  it("shows an accessible sign-in page", async () => {
    const tab = await page();
    await tab.goto("/login");
    await tab.locator("input[name=email]").waitFor();
    await screenshot(tab, "login");
    expect(await tab.title()).toContain("Sign in");
    expect(await seriousViolations(tab)).toEqual([]);
  });

  it.each(SINGLE_USERS)("signs in %s and lands on the right page with the right sidebar", async (email) => {
    const tab = await page();
    await signIn(tab, email);
    const me = await meInPage(tab);
    const expected = expectedShell(me);
    await tab.waitForURL((url) => url.pathname === expected.landing);
    expect(await sidebarLabels(tab)).toEqual(expected.sidebar);
    await expect.poll(() => headerOrganisation(tab), { timeout: 15_000 }).toBe(me.organization.name);
    await screenshot(tab, `landing-${email.split("@")[0]}`);
  });

  it("scans the signed-in shell without serious accessibility violations", async () => {
    const tab = await page();
    await signIn(tab, "operator.admin@example.org");
    await tab.getByTestId("sidebar").waitFor({ state: "attached" });
    await tab.getByTestId("breadcrumb").waitFor();
    await screenshot(tab, "shell");
    expect(await seriousViolations(tab)).toEqual([]);
  });

  it("takes multi@example.org through the type picker and switches accounts", async () => {
    const tab = await page();
    await tab.goto("/login");
    await submitLoginPatiently(tab, "multi@example.org");
    const picker = tab.getByRole("dialog", { name: "Select type of login" });
    await picker.waitFor();
    // One provider and one supplier membership: only those two types, and the only organisation preselected.
    const types = (await picker.getByTestId("login-type").innerText()).split("\n").map((text) => text.trim());
    expect(types).toEqual(["Provider", "Supplier"]);
    const login = picker.getByRole("button", { name: "Sign in" });
    const organization = picker.getByPlaceholder("Search organization");
    const providerName = (await organization.inputValue()).trim();
    expect(providerName).not.toBe("");
    expect(await login.isDisabled()).toBe(false);
    await screenshot(tab, "login-type-picker");
    await login.click();
    await tab.waitForURL((url) => url.pathname.startsWith("/provider/"));
    await expect.poll(() => headerOrganisation(tab), { timeout: 15_000 }).toBe(providerName);

    await tab.getByTestId("user-menu").click();
    await tab.getByRole("menuitem", { name: "Switch accounts" }).click();
    const switcher = tab.getByRole("dialog", { name: "Select type of login" });
    await switcher.getByText("Supplier", { exact: true }).click();
    const supplierName = (await switcher.getByPlaceholder("Search organization").inputValue()).trim();
    expect(supplierName).not.toBe("");
    // The switch trades the refresh token for the other membership: no second password.
    expect(await switcher.locator("input[type=password]").count()).toBe(0);
    const visited: string[] = [];
    tab.on("framenavigated", (frame) => {
      if (frame === tab.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    const switched = tab.waitForResponse((response) => response.url().endsWith("/api/auth/token"));
    await switcher.getByRole("button", { name: "Sign in" }).click();
    const answer = await switched;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({
      grant_type: "refresh_token",
      login_as: "SUPP",
    });
    expect(answer.request().postDataJSON()).not.toHaveProperty("password");
    // Reloaded at the root, which sends the supplier to their landing page.
    await tab.waitForURL((url) => url.pathname.startsWith("/supplier/"));
    expect(visited).toContain("/");
    await expect.poll(() => headerOrganisation(tab), { timeout: 15_000 }).toBe(supplierName);
    await screenshot(tab, "switched-account");
  });

  it("brings a deep link visited signed out back after sign-in", async () => {
    const tab = await page();
    await tab.goto("/account?tabName=security&conId=42");
    await tab.waitForURL((url) => url.pathname === "/login");
    expect(new URL(tab.url()).searchParams.get("redirect")).toBe("/account?tabName=security&conId=42");
    await submitLoginPatiently(tab, "supplier.admin@example.org");
    await tab.waitForURL((url) => url.pathname === "/account");
    expect(new URL(tab.url()).search).toBe("?tabName=security&conId=42");
    await tab.getByTestId("profile").waitFor();
    await screenshot(tab, "profile");
  });

  it("shows the denial modal on a route without permission", async () => {
    const tab = await page();
    await signIn(tab, "provider.responder@example.org");
    const me = await meInPage(tab);
    expect(me.permissions).not.toContain("Provider_ManageUsers");
    await tab.goto("/provider/users");
    const modal = tab.getByRole("dialog", { name: "Access denied" });
    await modal.waitFor();
    expect(await modal.innerText()).toContain("You don't have permission to access.");
    expect(await tab.evaluate(() => localStorage.getItem("access"))).toBe("denied");
    await screenshot(tab, "denial-modal");
    await modal.getByRole("button", { name: "Close" }).click();
    await modal.waitFor({ state: "detached" });
    expect(new URL(tab.url()).pathname).toBe(expectedShell(me).landing);
    expect(await tab.evaluate(() => localStorage.getItem("access"))).toBeNull();
  });

  it("lets a provider without permission request access to a recall it received, by e-mail to its administrators", async () => {
    const [recall] = DEMO_RECALLS;
    const tab = await page();
    await tab.goto(demoRecallPath(recall));
    await tab.waitForURL((url) => url.pathname === "/login");
    await submitLoginPatiently(tab, "provider.responder@example.org");
    const modal = tab.getByRole("dialog", { name: "Access denied" });
    await modal.waitFor();
    // Only the address matters here: the landing screen's own loading (its "load" event) is not under test.
    await tab.waitForURL((url) => url.pathname === "/provider/er-response", { waitUntil: "commit" });
    // The modal names the recall, its supplier and the administrators a request would reach.
    await modal.getByText(recall.name, { exact: false }).waitFor();
    const text = await modal.innerText();
    expect(text).toContain("you don't have permission to view it");
    expect(text).toContain(`the recall '${recall.name}' (${recall.communicationUid}) from Acme Medical`);
    expect(text).toContain("Priya Provider");
    expect(await tab.evaluate(() => localStorage.getItem("accessProviderCommunicationId"))).toBe(
      recall.providerCommunicationId,
    );
    await screenshot(tab, "denial-modal-request-access");
    await modal.getByRole("button", { name: "Request access" }).click();
    const sent = modal.getByTestId("request-sent");
    await sent.waitFor();
    expect(await sent.innerText()).toMatch(/^Request sent to .*Priya Provider.*\.$/);
    expect(await modal.getByRole("button", { name: "Request access" }).count()).toBe(0);
    await screenshot(tab, "request-access-sent");
    expect(await tab.evaluate(() => localStorage.getItem("access"))).toBe("sent");
    // The person stays where they were; closing the modal leaves them there.
    expect(new URL(tab.url()).pathname).toBe("/provider/er-response");
    await tab.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });
    expect(new URL(tab.url()).pathname).toBe("/provider/er-response");
    const mail = await latestMail(portal.url, "provider.admin@example.org");
    expect(mail?.subject).toBe(
      `Access request: Rita Responder asks to open recall ${recall.communicationUid}`,
    );
    expect(mail?.text).toContain(`${portal.url}${demoRecallPath(recall)}`);
  });

  it("lands a provider who left a denied notice on the access-denied page, where it can still request access", async () => {
    const [, recall] = DEMO_RECALLS;
    const tab = await page();
    await signIn(tab, "provider.responder@example.org");
    await tab.goto(demoRecallPath(recall));
    await tab.getByRole("dialog", { name: "Access denied" }).waitFor();
    await tab.goto("/");
    const deniedPage = `/provider/product-disruption/accessdenied/${recall.id}/${recall.providerCommunicationId}`;
    await tab.waitForURL((url) => url.pathname === deniedPage);
    await tab.getByText("you don't have permission to view it").waitFor();
    await screenshot(tab, "access-denied-page");
    expect(await tab.getByRole("button", { name: "Ok" }).count()).toBe(1);
    await tab.getByRole("button", { name: "Request access" }).click();
    await tab.getByText(/^Request sent to /).waitFor();
    expect(new URL(tab.url()).pathname).toBe(deniedPage);
    expect(await tab.evaluate(() => localStorage.getItem("access"))).toBe("sent");
    const mail = await latestMail(portal.url, "provider.admin@example.org");
    expect(mail?.subject).toBe(
      `Access request: Rita Responder asks to open recall ${recall.communicationUid}`,
    );
  });

  it("shows why a request access failed and lets the provider leave the denial modal", async () => {
    const tab = await page();
    await signIn(tab, "provider.responder@example.org");
    await tab.goto(
      "/provider/recalls/view/0193a6b0-0000-7000-8000-0000000009ff/0193a6b0-0000-7000-8000-0000000009fe",
    );
    const modal = tab.getByRole("dialog", { name: "Access denied" });
    await modal.getByRole("button", { name: "Request access" }).click();
    const toast = tab.locator(".mantine-Notification-root", {
      hasText: "This recall or supply advisory was not found.",
    });
    await toast.waitFor();
    // An error toast is titled by the act that failed.
    expect(await toast.innerText()).toContain("Couldn't send the request");
    expect(await modal.getByRole("button", { name: "Request access" }).count()).toBe(0);
    expect(await tab.evaluate(() => localStorage.getItem("access"))).toBe("denied");
    await modal.getByRole("button", { name: "Close" }).click();
    await modal.waitFor({ state: "detached" });
    expect(new URL(tab.url()).pathname).toBe("/provider/er-response");
    expect(await tab.evaluate(() => localStorage.getItem("access"))).toBeNull();
  });

  it("locks an account after repeated failures and unlocks it with the mailed code", async () => {
    const email = "provider.sourcing@example.org";
    const tab = await page();
    await tab.goto("/login");
    // Fail until the API answers 423; a 429 (rate limit) is waited out as its retry-after header says.
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const answer = tab.waitForResponse((response) => response.url().endsWith("/api/auth/token"));
      await submitLogin(tab, email, "Wrong!2026pass");
      const response = await answer;
      if (response.status() === 423) break;
      if (response.status() === 429) {
        await tab.waitForTimeout(Number(response.headers()["retry-after"] ?? "5") * 1000 + 200);
      }
    }
    await tab.getByTestId("unlock-link").waitFor();
    await screenshot(tab, "locked");
    await tab.getByTestId("unlock-link").click();
    await tab.waitForURL((url) => url.pathname === "/forgot-password");
    await tab.getByRole("button", { name: "Send code" }).click();
    await tab.getByTestId("code-sent").waitFor();
    // The demo's way: the operator, signed in in another browser, reads the code at /dev/mailbox. Signed out,
    // the page shows no mail.
    const mailbox = await page();
    await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await mailbox.getByText("Not signed in.").waitFor();
    expect(await mailbox.locator("article").count()).toBe(0);
    await signIn(mailbox, "operator.admin@example.org");
    await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await mailbox.locator("article").first().waitFor();
    await screenshot(mailbox, "dev-mailbox");
    const text = await mailbox.locator("article pre").first().innerText();
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    expect(code).toBeDefined();
    expect((await latestMail(portal.url, email))?.text).toContain(code);
    await tab.locator("input[name=code]").fill(code ?? "");
    await tab.getByRole("button", { name: "Verify code" }).click();
    await tab.waitForURL((url) => url.pathname === "/reset-password");
    const newPassword = "Unlocked!2026pass";
    await tab.locator("input[name=password]").fill(newPassword);
    await tab.locator("input[name=confirm_password]").fill(newPassword);
    await tab.getByRole("button", { name: "Save password" }).click();
    await tab.waitForURL((url) => url.pathname === "/success");
    await screenshot(tab, "unlock-success");
    await signIn(tab, email, newPassword);
    expect(new URL(tab.url()).pathname).not.toBe("/login");
  });
});
