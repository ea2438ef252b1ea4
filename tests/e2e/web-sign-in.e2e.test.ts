import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, screenshot } from "./support/browser.ts";
import { startPortal, type Portal } from "./support/portal-process.ts";

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  // Three codes a minute per account: low enough to reach the limit on purpose, enough for each flow here.
  portal = await startPortal({ env: { LOGIN_ATTEMPTS_PER_MINUTE: "3" } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const VIEWPORTS = [
  { name: "desktop", width: 1400, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

const open = async (viewport: { width: number; height: number }, path: string): Promise<Page> => {
  const context = await browser.newContext({ baseURL: portal.url, viewport });
  const page = await context.newPage();
  await page.goto(path);
  return page;
};

/** The name attribute (or the text) of the focused element, enough to tell the form's controls apart. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute("name") ?? element?.textContent?.trim() ?? "";
  });

/** The error texts shown under the form's fields. */
const fieldErrors = (page: Page): Promise<string[]> =>
  page.locator(".mantine-InputWrapper-error").allInnerTexts();

/** The names (or texts) of the controls a keyboard reaches, in document order. */
const tabOrder = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("input, button, a[href], select, textarea, [tabindex]"))
      .filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0)
      .map((element) => element.getAttribute("name") ?? element.textContent?.trim() ?? ""),
  );

describe.each(VIEWPORTS)("the sign-in page at $name size", (viewport) => {
  it("has the e-mail focused on arrival and first in the tab order, and says Sign in", async () => {
    const page = await open(viewport, "/login");
    await page.locator("input[name=email]").waitFor();
    await expect.poll(() => focused(page)).toBe("email");
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("password");
    // The e-mail is the page's first control; the language switch comes after the whole form.
    const order = await tabOrder(page);
    expect(order.slice(0, 2)).toEqual(["email", "password"]);
    const switchAfterForm = await page.evaluate(() => {
      const form = document.querySelector("form");
      const languages = document.querySelector("[data-testid=language-switch]");
      return (
        form !== null &&
        languages !== null &&
        (form.compareDocumentPosition(languages) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
      );
    });
    expect(switchAfterForm).toBe(true);
    expect(await page.getByRole("heading", { name: "Sign in to NotiSphere" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Sign in" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Login" }).count()).toBe(0);
    await screenshot(page, `sign-in-${viewport.name}`);
    await page.context().close();
  });

  it("shows no error before the first submit, then follows every edit", async () => {
    const page = await open(viewport, "/login");
    const email = page.locator("input[name=email]");
    await email.waitFor();
    // Leaving both fields empty by keyboard is not a mistake yet.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await fieldErrors(page)).toEqual([]);

    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => fieldErrors(page)).toEqual(["Field required", "Field required"]);
    await email.fill("not-an-email");
    await expect.poll(() => fieldErrors(page)).toEqual(["Email not valid", "Field required"]);
    await email.fill("someone@example.org");
    await expect.poll(() => fieldErrors(page)).toEqual(["Field required"]);
    await page.context().close();
  });
});

describe("sign-in answers", () => {
  it("clears 'Invalid email or password' as soon as the form is edited", async () => {
    const page = await open(VIEWPORTS[0], "/login");
    await page.locator("input[name=email]").fill("distributor.admin@example.org");
    await page.locator("input[name=password]").fill("Wrong!2026pass");
    await page.getByRole("button", { name: "Sign in" }).click();
    const error = page.getByTestId("login-error");
    await error.waitFor();
    await page.locator("input[name=password]").fill("Wrong!2026pas");
    await error.waitFor({ state: "detached" });
    await page.context().close();
  });
});

describe.each(VIEWPORTS)("the verification code step at $name size", (viewport) => {
  it("has its own heading, one message at a time and Resend code after a countdown", async () => {
    const email = viewport.name === "desktop" ? "provider.recalls@example.org" : "provider.admin@example.org";
    const page = await open(viewport, `/forgot-password?mode=unlock&email=${encodeURIComponent(email)}`);
    await page.getByRole("heading", { name: "Unlock your account" }).waitFor();
    await page.getByRole("button", { name: "Send code" }).click();

    await page.getByRole("heading", { name: "Enter the verification code" }).waitFor();
    expect(await page.getByText("Enter your email").count()).toBe(0);
    expect(await page.getByTestId("code-sent").innerText()).toBe(`We sent a verification code to ${email}.`);
    await expect.poll(() => focused(page)).toBe("code");
    const resend = page.getByTestId("resend-code");
    expect(await resend.innerText()).toMatch(/^Resend code in \d+ seconds?$/);
    expect(await resend.isDisabled()).toBe(true);

    await page.locator("input[name=code]").fill("000000");
    await page.getByRole("button", { name: "Verify code" }).click();
    await page.getByTestId("code-error").waitFor();
    expect(await page.getByTestId("code-sent").count()).toBe(0);
    await screenshot(page, `code-step-error-${viewport.name}`);
    await page.locator("input[name=code]").fill("00000");
    await page.getByTestId("code-error").waitFor({ state: "detached" });
    expect(await page.getByRole("alert").count()).toBe(0);

    // The countdown runs out (30 s), then a new code can be asked for.
    await expect.poll(() => resend.isDisabled(), { timeout: 40_000, interval: 1000 }).toBe(false);
    expect(await resend.innerText()).toBe("Resend code");
    await resend.click();
    await page.getByText(`We sent a new verification code to ${email}. Use the newest one.`).waitFor();
    expect(await resend.isDisabled()).toBe(true);
    await page.context().close();
  });
});

describe("the verification code and the server's rate limit", () => {
  it("counts down as long as the server's Retry-After says when codes are asked for too often", async () => {
    const email = "supplier.recalls@example.org";
    const page = await open(VIEWPORTS[0], `/forgot-password?email=${encodeURIComponent(email)}`);
    await page.getByRole("button", { name: "Send code" }).waitFor();
    // Use up this account's allowance for the minute from the same address.
    const statuses = await page.evaluate(async (address) => {
      const answers: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const response = await fetch("/api/auth/userlock", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: address }),
        });
        answers.push(response.status);
      }
      return answers;
    }, email);
    expect(statuses).toContain(429);
    await page.getByRole("button", { name: "Send code" }).click();
    await page.getByText("Too many attempts. Please wait and try again.").waitFor();
    const wait = page.getByRole("button", { name: /^Send code in \d+ seconds?$/ });
    await wait.waitFor();
    expect(await wait.isDisabled()).toBe(true);
    await page.context().close();
  });
});
