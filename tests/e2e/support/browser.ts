import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";

/** Debian's Chromium through playwright-core (STACK.md item 8); no browser download. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });

/** Pages come from a fresh context each time (axe refuses browser.newPage()). */
export const newPage = async (browser: Browser, baseURL: string): Promise<Page> => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1400, height: 900 } });
  return context.newPage();
};

/** Screenshots kept as CI artefacts (README: artifacts/screenshots/). */
export const SCREENSHOT_DIR = join(process.cwd(), "artifacts", "screenshots");

export const screenshot = async (page: Page, name: string): Promise<void> => {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
};
