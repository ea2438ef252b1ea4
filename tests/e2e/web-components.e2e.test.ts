/// <reference lib="dom" />
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { extname, join, normalize } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, screenshot } from "./support/browser.ts";

/**
 * The shared components alone, through the component harness: web/harness built by
 * web/vite.harness.config.ts into dist/harness and served by a tiny static server. No portal, no database.
 */
const HARNESS_DIR = join(process.cwd(), "dist", "harness");
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
};

let server: Server;
let baseUrl: string;
let browser: Browser;

const serveHarness = (): Promise<Server> =>
  new Promise((resolve) => {
    const next = createServer((request, response) => {
      const path = new URL(request.url ?? "/", "http://x").pathname;
      const file = normalize(join(HARNESS_DIR, path === "/" ? "index.html" : path));
      if (!file.startsWith(HARNESS_DIR)) {
        response.writeHead(403).end();
        return;
      }
      readFile(file).then(
        (body) =>
          response
            .writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" })
            .end(body),
        () => response.writeHead(404).end(),
      );
    });
    next.listen(0, "127.0.0.1", () => resolve(next));
  });

beforeAll(async () => {
  execFileSync("npx", ["vite", "build", "--config", "web/vite.harness.config.ts", "--logLevel", "warn"], {
    stdio: "inherit",
  });
  server = await serveHarness();
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server === undefined ? resolve(undefined) : server.close(resolve)));
});

/** Opens one harness route and fails the test on any error the page logs. */
const open = async (component: string): Promise<Page> => {
  const page = await newPage(browser, baseUrl);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  (page as Page & { errors?: string[] }).errors = errors;
  await page.goto(`/?c=${component}`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  return page;
};

const pageErrors = (page: Page): string[] => (page as Page & { errors?: string[] }).errors ?? [];

const seriousViolations = async (page: Page): Promise<string[]> => {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
};

const pageButtons = async (page: Page): Promise<string[]> =>
  (await page.getByTestId("paginator").locator("button").allInnerTexts())
    .map((text) => text.trim())
    .filter(Boolean);

/** Modals fade in for 200 ms; a screenshot or scan taken earlier shows them half transparent. */
const settledShot = async (page: Page, name: string): Promise<void> => {
  await page.waitForTimeout(300);
  await screenshot(page, name);
};

const firstCell = (page: Page) => page.locator("tbody tr").first().locator("td").nth(1);

describe("shared components in Chromium", () => {
  it("pages a server-driven table: sizes, buttons, total, loading and sort", async () => {
    const page = await open("paginator");
    await expect.poll(() => page.getByTestId("table-status").count()).toBe(0);
    expect(await page.getByTestId("table-total").innerText()).toBe("Total 137 records");
    expect(await pageButtons(page)).toEqual(["1", "2", "3"]);
    expect(await page.locator("tbody tr").count()).toBe(50);
    expect(await page.getByLabel("First page").isDisabled()).toBe(true);
    expect(await page.getByLabel("Page size").inputValue()).toBe("50");

    await page.getByLabel("Page 3", { exact: true }).click();
    // While the next page loads, the rows in hand stay and the table says it is busy.
    await expect.poll(() => page.getByRole("table").getAttribute("aria-busy")).toBe("true");
    await expect.poll(() => firstCell(page).innerText()).toBe("Row 0101");
    expect(await page.locator("tbody tr").count()).toBe(37);
    expect(await page.getByLabel("Last page").isDisabled()).toBe(true);
    expect(await page.getByLabel("Page 3", { exact: true }).getAttribute("aria-current")).toBe("page");

    await page.getByLabel("Page size").selectOption("10");
    await expect.poll(() => firstCell(page).innerText()).toBe("Row 0001");
    expect(await pageButtons(page)).toEqual(["1", "2", "3", "4", "5"]);
    await page.getByLabel("Last page").click();
    await expect.poll(() => firstCell(page).innerText()).toBe("Row 0131");
    expect(await pageButtons(page)).toEqual(["10", "11", "12", "13", "14"]);
    await page.getByLabel("Previous page").click();
    await expect.poll(() => firstCell(page).innerText()).toBe("Row 0121");
    await page.getByLabel("Page 11", { exact: true }).click();
    expect(await pageButtons(page)).toEqual(["9", "10", "11", "12", "13"]);
    await page.getByLabel("First page").click();
    await expect.poll(() => firstCell(page).innerText()).toBe("Row 0001");

    await page.getByLabel("Sort by Name").click();
    await page.getByLabel("Sort by Name").click();
    await expect
      .poll(() => page.getByTestId("last-request").innerText())
      .toBe("page=1 size=10 sort=name:desc");
    await expect.poll(() => firstCell(page).innerText()).toBe("Row 0137");
    expect(await page.locator("th[aria-sort=descending]").innerText()).toContain("Name");
    await screenshot(page, "component-table");
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("shows edge pages and ellipses in full mode, and no paginator when one page is enough", async () => {
    const page = await open("paginator-full");
    await page.getByLabel("Page 3", { exact: true }).click();
    await page.getByLabel("Page 5", { exact: true }).click();
    await expect.poll(() => pageButtons(page)).toEqual(["1", "3", "4", "5", "6", "7", "20"]);
    expect(await page.getByTestId("paginator").innerText()).toMatch(/1\s*…\s*3/);
    await screenshot(page, "component-table-full");
    expect(await seriousViolations(page)).toEqual([]);

    const small = await open("paginator-small");
    await expect.poll(() => small.getByTestId("table-total").innerText()).toBe("Total 7 records");
    await expect.poll(() => small.locator("tbody tr").count()).toBe(7);
    expect(await small.getByTestId("paginator").count()).toBe(0);

    const empty = await open("table-empty");
    await expect.poll(() => empty.getByTestId("table-status").innerText()).toBe("No record found");
    expect(await empty.getByTestId("table-total").innerText()).toBe("Total 0 records");
    await screenshot(empty, "component-table-empty");
  });

  it("previews an image, a text file, a CSV, an unsupported file and warns about a missing URL", async () => {
    const page = await open("preview");
    const modal = page.getByRole("dialog", { name: "File Preview" });

    await page.getByRole("button", { name: "Image" }).click();
    const image = modal.getByTestId("preview-image");
    await image.waitFor();
    await expect.poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBe(16);
    const details = modal.getByTestId("preview-details");
    expect(await details.innerText()).toMatch(
      /Name:\s*sample-image\.png[\s\S]*Extension:\s*png[\s\S]*Size:\s*79 Bytes/,
    );
    const blobUrl = (await image.getAttribute("src")) ?? "";
    expect(blobUrl.startsWith("blob:")).toBe(true);
    const download = page.waitForEvent("download");
    await modal.getByRole("button", { name: "Download" }).click();
    expect((await download).suggestedFilename()).toBe("sample-image.png");
    await settledShot(page, "component-preview-image");
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });
    // Closing revokes the blob URL the modal created; the failed read below logs a console error on purpose.
    expect(pageErrors(page)).toEqual([]);
    const stillReadable = await page.evaluate(
      (url) =>
        fetch(url).then(
          () => true,
          () => false,
        ),
      blobUrl,
    );
    expect(stillReadable).toBe(false);
    pageErrors(page).splice(0);

    await page.getByRole("button", { name: "Text file" }).click();
    await expect.poll(() => modal.getByTestId("preview-text").innerText()).toContain("Second line.");
    expect(await modal.getByTestId("preview-details").innerText()).toMatch(
      /Extension:\s*txt[\s\S]*Size:\s*49 Bytes/,
    );
    await settledShot(page, "component-preview-text");
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "CSV file" }).click();
    await expect
      .poll(() => modal.getByTestId("preview-table").locator("tr").allInnerTexts())
      .toEqual(["a\tb", "1\t2", "3\t4"]);
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Word file" }).click();
    const unsupported = modal.getByTestId("preview-unsupported");
    await unsupported.waitFor();
    expect((await unsupported.innerText()).split(/\n+/)).toEqual([
      "Preview for this file format is not supported.",
      "Please download file to view.",
    ]);
    expect(await modal.getByTestId("preview-details").innerText()).toMatch(
      /Name:\s*letter\.docx[\s\S]*Extension:\s*docx[\s\S]*Size:\s*2 KB/,
    );
    expect(await modal.getByRole("button", { name: "Download" }).isVisible()).toBe(true);
    await settledShot(page, "component-preview-unsupported");
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Missing URL" }).click();
    const toast = page.locator(".mantine-Notification-root", { hasText: "Nothing to download" });
    await toast.waitFor();
    expect(await modal.count()).toBe(0);
    await settledShot(page, "component-preview-missing");
    // A second try warns again (the modal forgets the file once it is closed).
    await toast.waitFor({ state: "detached", timeout: 10_000 });
    await page.getByRole("button", { name: "Missing URL" }).click();
    await toast.waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("edits rich text and applies the required_editor rule", async () => {
    const page = await open("editor");
    const editor = page.getByRole("textbox", { name: "Body" });
    await editor.waitFor();
    await page.getByRole("button", { name: "Save" }).click();
    const error = page.getByText("Field required");
    await error.waitFor();
    expect(await editor.getAttribute("aria-invalid")).toBe("true");

    await editor.click();
    await page.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type("Recall notice");
    await expect
      .poll(() => page.getByTestId("editor-html").innerText())
      .toBe("<p><strong>Recall notice</strong></p>");
    expect(await error.count()).toBe(0);
    await page.getByRole("button", { name: "Bullet list" }).click();
    await expect.poll(() => page.getByTestId("editor-html").innerText()).toContain("<ul><li>");
    await screenshot(page, "component-editor");
    expect(await seriousViolations(page)).toEqual([]);

    await editor.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Delete");
    await page.getByText("Field required").waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it("picks MM/dd/yyyy dates, Not Applicable, years 2010 to 2030 and at most one year of range", async () => {
    const page = await open("date");
    const due = page.getByTestId("date-field").getByRole("textbox", { name: "Due date" });
    await due.fill("03/07/2024");
    await due.blur();
    await expect.poll(() => page.getByTestId("date-value").innerText()).toBe("2024-03-07");
    expect(await due.inputValue()).toBe("03/07/2024");

    await page.getByLabel("Not Applicable").check();
    await expect.poll(() => page.getByTestId("date-value").innerText()).toBe("1900-01-01T00:00:00");
    expect(await due.isDisabled()).toBe(true);
    expect(await due.inputValue()).toBe("");
    await page.getByLabel("Not Applicable").uncheck();
    await expect.poll(() => page.getByTestId("date-value").innerText()).toBe("null");

    await due.fill("01/15/2031");
    await due.blur();
    await page.getByText("Please choose a year between 2010 and 2030").waitFor();
    expect(await page.getByTestId("date-value").innerText()).toBe("null");

    // The calendar's decade view offers 2010 to 2030 only.
    await due.fill("");
    await due.click();
    const dropdown = page.locator("[data-dates-dropdown]");
    await dropdown.waitFor();
    await dropdown.locator(".mantine-DateInput-calendarHeaderLevel").click();
    await dropdown.locator(".mantine-DateInput-calendarHeaderLevel").click();
    await screenshot(page, "component-date-decade");
    const years = dropdown.locator(".mantine-DateInput-yearsListControl");
    const disabledYears = await years.evaluateAll((buttons) =>
      buttons
        .filter((button) => (button as HTMLButtonElement).disabled || button.hasAttribute("data-disabled"))
        .map((button) => Number(button.textContent)),
    );
    const enabledYears = await years.evaluateAll((buttons) =>
      buttons
        .filter((button) => !((button as HTMLButtonElement).disabled || button.hasAttribute("data-disabled")))
        .map((button) => Number(button.textContent)),
    );
    expect(enabledYears.every((year) => year >= 2010 && year <= 2030)).toBe(true);
    expect(enabledYears.length).toBeGreaterThan(0);
    expect(disabledYears.every((year) => year < 2010 || year > 2030)).toBe(true);
    await page.keyboard.press("Escape");

    const from = page.getByTestId("date-range-from").getByRole("textbox", { name: "From" });
    const to = page.getByTestId("date-range-to").getByRole("textbox", { name: "To" });
    await from.fill("01/10/2024");
    await from.blur();
    await to.fill("02/10/2025");
    await to.blur();
    await expect.poll(() => page.getByTestId("range-value").innerText()).toBe("2024-01-10 2025-02-10");
    await page.getByText("The date range can be at most one year").waitFor();
    await screenshot(page, "component-date-range");
    expect(await seriousViolations(page)).toEqual([]);
    await to.fill("01/10/2025");
    await to.blur();
    await expect.poll(() => page.getByText("The date range can be at most one year").count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });
});
