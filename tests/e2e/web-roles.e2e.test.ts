import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { seriousViolations } from "./support/axe.ts";
import { launchBrowser, newPage, screenshot } from "./support/browser.ts";
import { startPortal, type Portal } from "./support/portal-process.ts";
import { signIn } from "./support/web-actions.ts";

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

const total = (tab: Page): Promise<string> => tab.getByTestId("grid-total").innerText();
const rowOf = (tab: Page, name: string) => tab.locator("[role=row].ag-row", { hasText: name });

describe("roles screen in Chromium", () => {
  it("shows a built-in role read-only; a provider administrator copies it, changes the copy and finds it in the grid", async () => {
    const tab = await newPage(browser, portal.url);
    await signIn(tab, "provider.admin@example.org");
    await tab.goto("/provider/roles");
    await expect.poll(() => total(tab), { timeout: 20_000 }).toMatch(/^Total \d+ records$/);
    await expect
      .poll(() => rowOf(tab, "Biomed Reviewer").innerText(), { timeout: 15_000 })
      .toMatch(/custom/i);
    await screenshot(tab, "roles-provider-grid");
    expect(await seriousViolations(tab)).toEqual([]);

    // Built-in: view only, the checkboxes are disabled and the editor offers Copy instead of Save.
    await tab.getByRole("button", { name: "View Recall Coordinator" }).click();
    const editor = tab.getByTestId("role-editor");
    await editor.getByTestId("built-in-hint").waitFor();
    const manageRecalls = editor.getByRole("checkbox", { name: "Manage recalls", exact: true });
    await expect.poll(() => manageRecalls.isChecked()).toBe(true);
    expect(await manageRecalls.isDisabled()).toBe(true);
    expect(await editor.getByRole("button", { name: "Save" }).count()).toBe(0);
    await screenshot(tab, "roles-provider-built-in");
    expect(await seriousViolations(tab)).toEqual([]);

    // Copy it, under a name of our own, and the copy opens editable.
    await editor.getByRole("button", { name: "Copy" }).click();
    const copyForm = tab.getByTestId("copy-role-form");
    const copyName = copyForm.getByRole("textbox", { name: "Name of the copy" });
    expect(await copyName.inputValue()).toBe("Copy of Recall Coordinator");
    await copyName.fill("Night Recall Coordinator");
    await copyForm.getByRole("button", { name: "Copy" }).click();
    await tab.getByText("Role 'Night Recall Coordinator' created as a copy.").waitFor();
    const copyEditor = tab.getByTestId("role-editor");
    await tab.getByRole("dialog", { name: "Edit role 'Night Recall Coordinator'" }).waitFor();

    // Take recalls away, add the whole locations group with its select-all box, and save.
    await copyEditor.getByRole("checkbox", { name: "Manage recalls", exact: true }).uncheck();
    await copyEditor.getByRole("checkbox", { name: /^Select all: Locations/ }).check();
    expect(
      await copyEditor.getByRole("checkbox", { name: "Manage locations", exact: true }).isChecked(),
    ).toBe(true);
    await screenshot(tab, "roles-provider-edit-copy");
    await copyEditor.getByRole("button", { name: "Save" }).click();
    await tab.getByText("Role 'Night Recall Coordinator' saved.").waitFor();

    // The grid shows it as a custom role with its new permission count (6 - 1 + 1).
    await tab.getByTestId("list-search").fill("Night Recall");
    await expect.poll(() => total(tab), { timeout: 15_000 }).toBe("Total 1 record");
    const row = rowOf(tab, "Night Recall Coordinator");
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toMatch(/custom\s+6\s+0/i);

    // What the server holds now, read back through the page's own session.
    const saved = await tab.evaluate(async () => {
      const token = (JSON.parse(localStorage.getItem("token") ?? "{}") as { access_token?: string })
        .access_token;
      const answer = await fetch("/api/provider/roles?search=Night%20Recall", {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await answer.json()) as { d: { items: Array<{ permissions: string[] }> } }).d.items[0]
        ?.permissions;
    });
    expect([...(saved ?? [])].sort()).toEqual(
      [
        "Provider_ViewDashboard",
        "Provider_ResponderRole",
        "Provider_ViewFAQs",
        "Provider_ViewContact",
        "Provider_ViewUserGuides",
        "Provider_ManageLocations",
      ].sort(),
    );

    // A role held by members is refused with how many hold it; the confirmation warns first.
    await tab.getByTestId("list-search").fill("Biomed Reviewer");
    await expect.poll(() => total(tab), { timeout: 15_000 }).toBe("Total 1 record");
    // The demo gives the role to its own people and the demo team (adapters/db/seed): read how many first.
    const holders = await tab
      .locator(".ag-row", { hasText: "Biomed Reviewer" })
      .locator("[col-id=memberCount]")
      .innerText();
    expect(Number(holders)).toBeGreaterThanOrEqual(2);
    await tab.getByRole("button", { name: "Delete Biomed Reviewer" }).click();
    await tab.getByText(`${holders} member(s) hold this role.`, { exact: false }).waitFor();
    await tab.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await tab
      .getByText(
        `'Biomed Reviewer' is held by ${holders} member(s); give them another role before deleting it`,
      )
      .waitFor();
  });

  it("fits a phone: the grid and the editor full screen", async () => {
    const tab = await newPage(browser, portal.url, "phone");
    await signIn(tab, "provider.admin@example.org");
    await tab.goto("/provider/roles");
    await expect.poll(() => total(tab), { timeout: 20_000 }).toMatch(/^Total \d+ records$/);
    await screenshot(tab, "roles-provider-grid-phone");
    await tab.getByRole("button", { name: "Add role" }).click();
    const editor = tab.getByTestId("role-editor");
    await editor.getByTestId("permission-group-communications").waitFor();
    await editor.getByRole("button", { name: "Save" }).click();
    await editor.getByText("Enter a role name").waitFor();
    await editor.getByText("Choose at least one permission").waitFor();
    await screenshot(tab, "roles-provider-editor-phone");
    const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
