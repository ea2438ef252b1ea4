import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, screenshot } from "./support/browser.ts";
import { startPortal, type Portal } from "./support/portal-process.ts";
import { latestMail, signIn } from "./support/web-actions.ts";
import { seriousViolations } from "./support/axe.ts";

let portal: Portal;
let browser: Browser;
let tab: Page;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
  tab = await newPage(browser, portal.url);
  await signIn(tab, "operator.admin@example.org");
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const total = (): Promise<string> => tab.getByTestId("grid-total").innerText();
const rows = () => tab.locator("[role=row].ag-row");

describe("providers screens in Chromium", () => {
  it("shows the seeded health systems with their hospital counts", async () => {
    await tab.goto("/notisphere/providers");
    await expect.poll(total, { timeout: 20_000 }).toMatch(/^Total 1\d records$/);
    await tab.getByTestId("list-search").fill("Ochsner");
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 1 record");
    const row = await rows().first().innerText();
    expect(row).toContain("Ochsner Health");
    expect(row).toMatch(/\b8\b/);
    await tab.getByTestId("list-search").fill("");
    await expect.poll(total, { timeout: 15_000 }).not.toBe("Total 1 record");
    await screenshot(tab, "providers-grid");
    expect(await seriousViolations(tab)).toEqual([]);
  });

  it("creates a health system, saves a contact, sends the verification email and sees it listed", async () => {
    await tab.goto("/notisphere/providers");
    await tab.getByRole("button", { name: "Add health system" }).click();
    const form = tab.getByTestId("provider-form");
    await form.locator("input[name=name]").fill("Lakeshore Community Health");
    await form.locator("input[name=add1]").fill("2200 Lakeshore Dr");
    await form.locator("input[name=city]").fill("Mandeville");
    await form.getByTestId("provider-state").click();
    await form.getByTestId("provider-state").fill("LA");
    await tab.getByRole("option", { name: "LA", exact: true }).click();
    await form.locator("input[name=zip]").fill("7044");
    await form.getByRole("button", { name: "Save" }).click();
    // The server's ZIP rule answers under the field.
    await form.getByText("Enter a 5-digit ZIP code, like 70503 or 70503-1234").waitFor();
    await screenshot(tab, "providers-form-error");
    await form.locator("input[name=zip]").fill("70448");
    await form.getByRole("button", { name: "Save" }).click();
    await tab.getByText("Health system 'Lakeshore Community Health' created.").waitFor();

    await tab.getByTestId("list-search").fill("Lakeshore Community");
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 1 record");
    await tab.getByRole("button", { name: "Contact info Lakeshore Community Health" }).click();
    await tab.getByRole("heading", { name: /Lakeshore Community Health/ }).waitFor();

    const contacts = tab.getByTestId("contacts-form");
    const first = contacts.getByTestId("contact-0");
    await first.getByLabel("First name").fill("Nora");
    await first.getByLabel("Last name").fill("Landry");
    await first.getByLabel("Email").fill("nora.landry-at-lakeshore");
    await contacts.getByRole("button", { name: "Save contacts" }).click();
    await first.getByText("Email not valid").waitFor();
    await first.getByLabel("Email").fill("nora.landry@example.org");
    await first.getByLabel("Title").fill("Director of Materials");
    await contacts.getByRole("button", { name: "Save contacts" }).click();
    await tab.getByText("Contacts of 'Lakeshore Community Health' saved.").waitFor();

    await expect
      .poll(() => tab.getByTestId("mail-preview").innerText(), { timeout: 15_000 })
      .toContain("Hello Nora,");
    const send = tab.getByTestId("verification-form");
    await send.getByTestId("recipients").click();
    await tab.getByRole("option", { name: /Nora Landry/ }).click();
    await tab.keyboard.press("Escape");
    await send.getByRole("button", { name: "Send verification email" }).click();
    await expect
      .poll(() => tab.getByTestId("send-outcome").innerText(), { timeout: 15_000 })
      .toBe("Verification email sent to 1 person.");
    await expect
      .poll(() => tab.getByTestId("contact-mails").innerText(), { timeout: 15_000 })
      .toContain("nora.landry@example.org");
    expect(await tab.getByTestId("contact-mails").innerText()).toContain("Verification Email Sent");
    await expect
      .poll(() => tab.getByTestId("non-verified").innerText(), { timeout: 15_000 })
      .toContain("Nora");
    await expect.poll(() => tab.locator(".mantine-Notification-root").count(), { timeout: 15_000 }).toBe(0);
    await screenshot(tab, "providers-contact-info");
    expect(await seriousViolations(tab)).toEqual([]);

    const mail = await latestMail(portal.url, "nora.landry@example.org");
    expect(mail?.subject).toBe("Welcome to NotiSphere: verify your email for Lakeshore Community Health");
    expect(mail?.text).toMatch(/\/reset-password\?invitation=\S+&email=nora\.landry%40example\.org/);
  });

  it("fits a phone screen", async () => {
    const phone = await newPage(browser, portal.url, "phone");
    await signIn(phone, "operator.admin@example.org");
    await phone.goto("/notisphere/providers");
    await expect
      .poll(() => phone.getByTestId("grid-total").innerText(), { timeout: 20_000 })
      .toMatch(/^Total \d+ records$/);
    await screenshot(phone, "providers-grid-phone");
    const ochsner = await phone.evaluate(async () => {
      const token = (JSON.parse(localStorage.getItem("token") ?? "{}") as { access_token?: string })
        .access_token;
      const answer = await fetch("/api/notisphere/organizations/providerorgmeta", {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await answer.json()) as { d: Array<{ id: string; name: string }> }).d.find(
        (p) => p.name === "Ochsner Health",
      )?.id;
    });
    await phone.goto(`/notisphere/providers/contact-info/${ochsner}`);
    await phone.getByTestId("provider-summary").waitFor({ timeout: 20_000 });
    await expect
      .poll(() => phone.getByTestId("non-verified").innerText(), { timeout: 15_000 })
      .toContain("Lena");
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await screenshot(phone, "providers-contact-info-phone");
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.context().close();
  });
});
