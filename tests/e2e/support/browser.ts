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

/** The two sizes every screen is checked at: a desktop and a phone (iPhone 12–15 class, touch). */
export const VIEWPORTS = {
  desktop: { width: 1400, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Pages come from a fresh context each time (axe refuses browser.newPage()). */
export const newPage = async (
  browser: Browser,
  baseURL: string,
  size: ViewportName = "desktop",
): Promise<Page> => {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS[size],
    ...(size === "phone" ? { isMobile: true, hasTouch: true } : {}),
  });
  return context.newPage();
};

/** Screenshots kept as CI artefacts (README: artifacts/screenshots/). */
export const SCREENSHOT_DIR = join(process.cwd(), "artifacts", "screenshots");

export const screenshot = async (page: Page, name: string): Promise<void> => {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
};
