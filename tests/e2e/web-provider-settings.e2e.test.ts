import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, screenshot } from "./support/browser.ts";
import { startPortal, type Portal } from "./support/portal-process.ts";
import { signIn } from "./support/web-actions.ts";

let portal: Portal;
let browser: Browser;
let tab: Page;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
  tab = await newPage(browser, portal.url);
  await signIn(tab, "provider.admin@example.org");
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const total = (): Promise<string> => tab.getByTestId("grid-total").innerText();
const rows = () => tab.locator("[role=row].ag-row");
const search = (text: string) => tab.getByTestId("list-search").fill(text);

describe("provider settings screens in Chromium", () => {
  it("adds a department site with a member, then changes who belongs", async () => {
    await tab.goto("/provider/sites");
    await expect.poll(total, { timeout: 15_000 }).toMatch(/^Total \d+ records$/);
    // The demo data: Corporate first, and the departments of the health system.
    await expect.poll(() => rows().first().innerText(), { timeout: 15_000 }).toContain("Corporate");
    await search("Pharmacy");
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 1 record");
    await screenshot(tab, "provider-sites-desktop");
    await search("");

    await tab.getByRole("button", { name: "Add site" }).click();
    const form = tab.getByTestId("site-form");
    await form.getByRole("button", { name: "Save" }).click();
    await form.getByText("Field required").first().waitFor();
    await form.locator("input[name=name]").fill("Cardiology Department");
    await form.locator("input[name=zip]").fill("7011");
    await form.getByRole("checkbox", { name: /Rita Responder/ }).check();
    await screenshot(tab, "provider-site-form-desktop");
    await form.getByRole("button", { name: "Save" }).click();
    await form.getByText("Enter a 5-digit ZIP code, or ZIP+4 (12345-6789)").waitFor();
    await form.locator("input[name=zip]").fill("70121");
    await form.getByRole("button", { name: "Save" }).click();
    await tab.getByText("Site 'Cardiology Department' created.").waitFor();

    await search("Cardiology");
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 1 record");
    await expect.poll(() => rows().first().innerText(), { timeout: 15_000 }).toContain("Department");
    await tab.getByRole("button", { name: "Members Cardiology Department" }).click();
    const editor = tab.getByTestId("site-members-editor");
    const rita = editor.getByRole("checkbox", { name: /Rita Responder/ });
    await expect.poll(() => rita.isChecked(), { timeout: 15_000 }).toBe(true);
    // The administrator sees every site: shown as a member, locked.
    expect(await editor.getByRole("checkbox", { name: /Priya Provider/ }).isDisabled()).toBe(true);
    await editor.getByRole("checkbox", { name: /Paul Recalls/ }).check();
    await screenshot(tab, "provider-site-members-desktop");
    await editor.getByRole("button", { name: "Save" }).click();
    await tab.getByText("Members of 'Cardiology Department' saved.").waitFor();
  });

  it("edits the organisation profile", async () => {
    await tab.goto("/provider/organization");
    const form = tab.getByTestId("profile-form");
    await form.locator("input[name=contactName]").waitFor();
    await form.locator("input[name=contactEmail]").fill("not an e-mail");
    await form.getByRole("button", { name: "Save" }).click();
    await form.getByText("Email not valid").waitFor();
    await form.locator("input[name=contactEmail]").fill("recalls.office@example.org");
    await form.locator("input[name=contactName]").fill("Recall Office");
    await form.getByRole("button", { name: "Save" }).click();
    await tab.getByText("Organisation profile saved.").waitFor();
    await tab.reload();
    await expect
      .poll(() => form.locator("input[name=contactName]").inputValue(), { timeout: 15_000 })
      .toBe("Recall Office");
    await tab.getByTestId("profile-side-cards").waitFor({ state: "attached" });
    await screenshot(tab, "provider-organization-desktop");
  });

  it("adds a supplier contact at a portal supplier", async () => {
    await tab.goto("/provider/supplier-contacts");
    await expect.poll(total, { timeout: 15_000 }).toMatch(/^Total \d+ records$/);
    await tab.getByRole("button", { name: "Add contact" }).click();
    const form = tab.getByTestId("supplier-contact-form");
    await form.locator("input[name=supplierName]").fill("Acme Medical");
    await form.locator("input[name=contactName]").fill("Dana Whitfield");
    await form.locator("input[name=title]").fill("Complaint Handling Lead");
    await form.locator("input[name=email]").fill("dana.whitfield@acme-medical.example");
    await form.locator("input[name=phone]").fill("(612) 555-0199");
    await form.getByRole("button", { name: "Save" }).click();
    await tab.getByText("Contact 'Dana Whitfield' added.").waitFor();
    await search("Whitfield");
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 1 record");
    await expect.poll(() => rows().first().innerText(), { timeout: 15_000 }).toMatch(/on the portal/i);

    // The same address at the same supplier is refused under the e-mail field.
    await tab.getByRole("button", { name: "Add contact" }).click();
    await form.locator("input[name=supplierName]").fill("acme medical");
    await form.locator("input[name=contactName]").fill("Dana W");
    await form.locator("input[name=email]").fill("DANA.WHITFIELD@acme-medical.example");
    await form.getByRole("button", { name: "Save" }).click();
    await form
      .getByText("DANA.WHITFIELD@acme-medical.example is already a contact for Acme Medical")
      .waitFor();
    await form.getByRole("button", { name: "Cancel" }).click();
    await search("");
    await screenshot(tab, "provider-supplier-contacts-desktop");
  });

  it("shows the supplier its own profile with the seeded logo, without the provider's fields", async () => {
    const supplier = await newPage(browser, portal.url);
    await signIn(supplier, "supplier.admin@example.org");
    await supplier.goto("/supplier/organization");
    const form = supplier.getByTestId("profile-form");
    const name = form.getByLabel("Organisation name");
    await expect.poll(() => name.inputValue(), { timeout: 15_000 }).toBe("Acme Medical");
    // The operator renames organisations; here the name is shown, not edited.
    expect(await name.getAttribute("readonly")).not.toBeNull();
    expect(await form.locator("input[name=idn]").count()).toBe(0);
    await supplier.getByTestId("logo-card").getByRole("img", { name: "Logo" }).waitFor();
    await screenshot(supplier, "supplier-organization-desktop");
    await supplier.close();
  });

  it("shows the three screens on a phone", async () => {
    const phone = await newPage(browser, portal.url, "phone");
    await signIn(phone, "provider.admin@example.org");
    for (const [path, name] of [
      ["/provider/sites", "provider-sites-phone"],
      ["/provider/organization", "provider-organization-phone"],
      ["/provider/supplier-contacts", "provider-supplier-contacts-phone"],
    ] as const) {
      await phone.goto(path);
      await phone.locator("h1").waitFor();
      if (path !== "/provider/organization")
        await expect
          .poll(() => phone.getByTestId("grid-total").innerText(), { timeout: 15_000 })
          .toMatch(/^Total/);
      else await phone.getByTestId("profile-form").waitFor();
      await screenshot(phone, name);
    }
    await phone.close();
  });
});
