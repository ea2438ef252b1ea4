import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, screenshot } from "./support/browser.ts";
import { startPortal, type Portal } from "./support/portal-process.ts";
import { latestMail, meInPage, signIn } from "./support/web-actions.ts";

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

const total = (page: Page): Promise<string> => page.getByTestId("grid-total").first().innerText();
const rows = (page: Page) => page.locator("[role=row].ag-row");

/** The invitation's link, waited for in the development mailbox (the outbox is written with the invitation). */
const invitationLink = async (email: string): Promise<URL> => {
  let text = "";
  await expect
    .poll(
      async () => {
        text = (await latestMail(portal.url, email))?.text ?? "";
        return text;
      },
      { timeout: 15_000 },
    )
    .toContain("Set your password");
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no invitation link in: ${text}`);
  return new URL(link);
};

describe("users screens in Chromium", () => {
  it("a supplier administrator invites a colleague, who sets a password from the e-mail and signs in", async () => {
    const admin = await newPage(browser, portal.url);
    await signIn(admin, "supplier.admin@example.org");
    await admin.goto("/supplier/users");
    await expect.poll(() => total(admin), { timeout: 15_000 }).toMatch(/^Total \d+ records$/);
    await expect.poll(() => rows(admin).count(), { timeout: 15_000 }).toBeGreaterThan(5);
    await screenshot(admin, "users-supplier-desktop");
    // The demo team shows every state an administrator deals with.
    const shown = async () => (await rows(admin).allInnerTexts()).join("\n");
    for (const status of ["Invitation sent", "Locked", "Deactivated", "Verified"])
      await expect.poll(shown, { timeout: 15_000 }).toMatch(new RegExp(status, "i"));

    const email = `colleague.${Date.now()}@acme-medical.example.org`;
    await admin.getByRole("button", { name: "Invite user" }).click();
    const form = admin.getByTestId("user-form");
    await form.getByRole("button", { name: "Send invitation" }).click();
    await form.getByText("Field required").first().waitFor();
    await form.locator("input[name=email]").fill(email);
    await form.locator("input[name=firstName]").fill("Camille");
    await form.locator("input[name=lastName]").fill("Durand");
    await form.getByTestId("user-role").click();
    await admin.getByRole("option", { name: "Recall Coordinator" }).click();
    await screenshot(admin, "users-invite-form");
    await form.getByRole("button", { name: "Send invitation" }).click();
    await admin.getByText(`Invitation sent to ${email}.`).waitFor();

    await admin.getByTestId("list-search").fill("Camille Durand");
    await expect.poll(() => total(admin), { timeout: 15_000 }).toBe("Total 1 record");
    await expect.poll(() => rows(admin).first().innerText(), { timeout: 15_000 }).toMatch(/invitation sent/i);

    // The colleague, in a browser of their own, follows the e-mail's link.
    const link = await invitationLink(email);
    const colleague = await newPage(browser, portal.url);
    await colleague.goto(`${link.pathname}${link.search}`);
    await colleague.getByRole("heading", { name: "Set your password" }).waitFor();
    // The one-time token leaves the address bar at once.
    await expect.poll(() => colleague.url()).not.toContain("invitation=");
    await colleague.getByText(`Choose a password for ${email}`).waitFor();
    await colleague.locator("input[name=password]").fill("Welcome!2026pass");
    await colleague.locator("input[name=confirm_password]").fill("Welcome!2026pass");
    await screenshot(colleague, "users-invitation-set-password");
    await colleague.getByRole("button", { name: "Set password" }).click();
    await colleague.getByTestId("invitation-done").waitFor();

    await signIn(colleague, email, "Welcome!2026pass");
    const me = await meInPage(colleague);
    expect(me.organization.name).toBe("Acme Medical");
    expect(me.roleName).toBe("Recall Coordinator");

    // The same link a second time is refused.
    const again = await newPage(browser, portal.url);
    await again.goto(`${link.pathname}${link.search}`);
    await again.locator("input[name=password]").fill("Another!2026pass");
    await again.locator("input[name=confirm_password]").fill("Another!2026pass");
    await again.getByRole("button", { name: "Set password" }).click();
    await again.getByRole("alert").getByText("This invitation link is not valid").waitFor();

    // Back in the administrator's grid the colleague is now verified.
    await admin.reload();
    await admin.getByTestId("list-search").fill("Camille Durand");
    await expect.poll(() => rows(admin).first().innerText(), { timeout: 15_000 }).toMatch(/verified/i);
  });

  it("shows the operator's list of every organisation and the provider's sites, on desktop and phone", async () => {
    const operator = await newPage(browser, portal.url);
    await signIn(operator, "operator.admin@example.org");
    await operator.goto("/notisphere/users");
    await expect.poll(() => total(operator), { timeout: 15_000 }).toMatch(/^Total \d+ records$/);
    await screenshot(operator, "users-operator-desktop");
    await operator.getByTestId("organisation-type-filter").click();
    await operator.getByRole("option", { name: "Provider" }).click();
    await expect
      .poll(async () => (await rows(operator).allInnerTexts()).join("\n"), { timeout: 15_000 })
      .toMatch(/Ochsner Health/);

    const provider = await newPage(browser, portal.url);
    await signIn(provider, "provider.admin@example.org");
    await provider.goto("/provider/users");
    await expect.poll(() => total(provider), { timeout: 15_000 }).toMatch(/^Total \d+ records$/);
    await expect
      .poll(async () => (await rows(provider).allInnerTexts()).join("\n"), { timeout: 15_000 })
      .toMatch(/All sites/);
    await screenshot(provider, "users-provider-desktop");

    const phone = await newPage(browser, portal.url, "phone");
    await signIn(phone, "supplier.admin@example.org");
    await phone.goto("/supplier/users");
    await expect.poll(() => total(phone), { timeout: 15_000 }).toMatch(/^Total \d+ records$/);
    await screenshot(phone, "users-supplier-phone");
    await phone.getByRole("button", { name: "Invite user" }).click();
    await phone.getByTestId("user-form").waitFor();
    await screenshot(phone, "users-invite-form-phone");
  });
});
