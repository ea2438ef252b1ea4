import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { seriousViolations } from "./support/axe.ts";
import { launchBrowser, newPage, screenshot } from "./support/browser.ts";
import { startPortal, type Portal } from "./support/portal-process.ts";
import { DEMO_PASSWORD, latestMail, signIn, submitLoginPatiently } from "./support/web-actions.ts";

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

const PASSWORD = "Joined!2026pass";

/** Calls the API as a demo user (the administrator's side, until the panel is mounted on the users page). */
const api = async (email: string, method: string, path: string, body?: unknown) => {
  const signedIn = await fetch(`${portal.url}/api/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ client_id: "web-client", grant_type: "password", email, password: DEMO_PASSWORD }),
  });
  const token = ((await signedIn.json()) as { d: { access_token: string } }).d.access_token;
  const response = await fetch(`${portal.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as { ok: boolean; m: string; d: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
};

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

describe("self-registration in Chromium", () => {
  it("registers through the link, verifies from the mailbox, waits for approval, then signs in", async () => {
    // The demo seeds Acme Medical's link; its administrator reads it as the panel does.
    const link = await api("supplier.admin@example.org", "GET", "/supplier/registration-link");
    expect(link.d).toMatchObject({ enabled: true, expired: false });
    const email = `jordan.${Date.now()}@example.org`;

    const tab: Page = await newPage(browser, portal.url);
    await tab.goto(pathOf(link.d.url as string));
    await tab.getByTestId("registration-organization").getByText("Register with Acme Medical").waitFor();
    await screenshot(tab, "registration-form-desktop");
    expect(await seriousViolations(tab)).toEqual([]);

    // The form's own rules first: nothing is sent.
    await tab.getByRole("button", { name: "Register" }).click();
    await tab.getByText("Field required").first().waitFor();
    await tab.locator("input[name=first_name]").fill("Jordan");
    await tab.locator("input[name=last_name]").fill("Avery");
    await tab.locator("input[name=email]").fill(email);
    await tab.locator("input[name=phone_number]").fill("(612) 555-0110");
    await tab.locator("input[name=password]").fill(PASSWORD);
    await tab.locator("input[name=confirm_password]").fill(PASSWORD);
    await tab.getByRole("button", { name: "Register" }).click();
    await tab.waitForURL((url) => url.pathname === "/success-signup");
    await tab.getByTestId("success-text").getByText(email).waitFor();
    await screenshot(tab, "registration-check-email-desktop");
    expect(await seriousViolations(tab)).toEqual([]);

    const mail = await latestMail(portal.url, email);
    expect(mail?.subject).toBe("Verify your e-mail address for NotiSphere");
    const verifyUrl = /(http\S+\/verify-email\?\S+)/.exec(mail?.text ?? "")?.[1];
    expect(verifyUrl).toBeDefined();

    // Before verifying, sign-in says what is missing.
    await tab.goto("/login");
    expect(await submitLoginPatiently(tab, email, PASSWORD)).toBe(403);
    await tab.getByText("Verify your e-mail address before signing in.", { exact: false }).waitFor();

    await tab.goto(pathOf(verifyUrl ?? ""));
    await tab.getByTestId("email-verified").waitFor();
    expect(await tab.getByTestId("email-verified").innerText()).toContain("approves your registration");
    await screenshot(tab, "registration-verified-desktop");
    expect(await seriousViolations(tab)).toEqual([]);

    await tab.goto("/login");
    expect(await submitLoginPatiently(tab, email, PASSWORD)).toBe(403);
    await tab
      .getByText("Your registration with Acme Medical is waiting for an administrator's approval.")
      .waitFor();
    await screenshot(tab, "registration-pending-sign-in-desktop");

    const pending = await api("supplier.admin@example.org", "GET", `/supplier/registrations?search=${email}`);
    expect(pending.d.items).toHaveLength(1);
    expect(pending.d.items[0]).toMatchObject({
      email,
      emailVerified: true,
      roleName: "Sourcing Coordinator",
    });

    // The administrator approves on the users screen, in the self-registration panel below the users.
    const admin = await newPage(browser, portal.url, "desktop");
    await signIn(admin, "supplier.admin@example.org");
    await admin.goto("/supplier/users");
    const panel = admin.getByTestId("pending-registrations");
    await panel.scrollIntoViewIfNeeded();
    await panel.getByRole("textbox").fill(email);
    await panel.getByText(email).waitFor();
    await screenshot(admin, "registration-approval-desktop");
    await panel.getByRole("button", { name: "Approve Jordan Avery" }).click();
    await admin.getByText("Jordan Avery", { exact: false }).first().waitFor();
    await expect
      .poll(
        async () =>
          (await api("supplier.admin@example.org", "GET", `/supplier/registrations?search=${email}`)).d.items
            .length,
        { timeout: 15_000 },
      )
      .toBe(0);
    await admin.context().close();

    expect(await submitLoginPatiently(tab, email, PASSWORD)).toBe(200);
    await tab.waitForURL((url) => !url.pathname.startsWith("/login"));
    await tab.context().close();
  });

  it("on a phone: the form fits, and a wrong link says so without a form", async () => {
    const link = await api("provider.admin@example.org", "GET", "/provider/registration-link");
    const phone = await newPage(browser, portal.url, "phone");
    await phone.goto(pathOf(link.d.url as string));
    await phone.getByTestId("registration-organization").waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone, "registration-form-phone");

    await phone.goto("/registration/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    await phone.getByTestId("registration-link-error").waitFor();
    expect(await phone.getByTestId("registration-link-error").innerText()).toContain(
      "This registration link is not valid.",
    );
    expect(await phone.locator("input[name=email]").count()).toBe(0);
    await screenshot(phone, "registration-invalid-link-phone");

    await phone.goto("/verify-email");
    await phone.getByRole("button", { name: "Verify email" }).waitFor();
    await screenshot(phone, "registration-verify-email-phone");
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.context().close();
  });
});
