/**
 * npm run bench:web — builds the app, starts the portal on a fresh embedded database and measures, in headless
 * Chromium, the gzip size of the JavaScript each page loads and its first contentful paint.
 * Targets: /login under 200 KB of JavaScript, first paint under 1 s.
 */
import { execFileSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import type { BrowserContext } from "playwright-core";
import { launchBrowser } from "../tests/e2e/support/browser.ts";
import { startPortal } from "../tests/e2e/support/portal-process.ts";
import { signIn } from "../tests/e2e/support/web-actions.ts";

interface Measure {
  readonly page: string;
  readonly scripts: number;
  readonly gzipBytes: number;
  readonly fcpMs: number;
}

const measure = async (context: BrowserContext, path: string, ready: string): Promise<Measure> => {
  const page = await context.newPage();
  const bodies: Array<Promise<Buffer>> = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.body());
  });
  await page.goto(path, { waitUntil: "load" });
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  const fcpMs = await page.evaluate(
    () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
  );
  const gzipBytes = (await Promise.all(bodies)).reduce((sum, body) => sum + gzipSync(body).length, 0);
  await page.close();
  return { page: path, scripts: bodies.length, gzipBytes, fcpMs };
};

execFileSync("npm", ["run", "build:web"], { stdio: "inherit" });
const portal = await startPortal();
const browser = await launchBrowser();
try {
  const fresh = () => browser.newContext({ baseURL: portal.url, viewport: { width: 1400, height: 900 } });
  const results: Measure[] = [];
  // A warm-up visit in a throw-away context, so the measured load (cold cache) does not pay for Chromium's start.
  await measure(await fresh(), "/login", "input[name=email]");
  const context = await fresh();
  results.push(await measure(context, "/login", "input[name=email]"));
  const signInPage = await context.newPage();
  await signIn(signInPage, "operator.admin@example.org");
  await signInPage.close();
  results.push(await measure(context, "/notisphere/quick-links", "[data-testid=grid-total]"));
  console.log("\npage                       scripts   JS gzip     first contentful paint");
  for (const r of results) {
    console.log(
      `${r.page.padEnd(26)} ${String(r.scripts).padStart(7)}   ${(r.gzipBytes / 1024).toFixed(1).padStart(6)} KB   ${r.fcpMs.toFixed(0).padStart(6)} ms`,
    );
  }
  const login = results[0];
  if (login !== undefined) {
    console.log(
      `\n/login: ${login.gzipBytes / 1024 < 200 ? "within" : "OVER"} the 200 KB target; first paint ${login.fcpMs < 1000 ? "within" : "OVER"} 1 s.`,
    );
  }
} finally {
  await browser.close();
  await portal.stop();
}
