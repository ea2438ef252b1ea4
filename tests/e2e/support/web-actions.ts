import type { Page } from "playwright-core";

export const DEMO_PASSWORD = "Demo!2026pass";

/** Fills the sign-in form and submits; the caller waits for whatever should happen next. */
export const submitLogin = async (page: Page, email: string, password = DEMO_PASSWORD): Promise<void> => {
  await page.locator("input[name=email]").fill(email);
  await page.locator("input[name=password]").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
};

/**
 * Submits the form and waits for the token answer; the API allows ten sign-ins a minute per client address,
 * so a 429 is waited out (retry-after) and the form sent again.
 */
export const submitLoginPatiently = async (
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<number> => {
  for (;;) {
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/auth/token"));
    await submitLogin(page, email, password);
    const response = await answer;
    if (response.status() !== 429) return response.status();
    await page.waitForTimeout(Number(response.headers()["retry-after"] ?? "10") * 1000 + 250);
  }
};

export const signIn = async (page: Page, email: string, password = DEMO_PASSWORD): Promise<void> => {
  await page.goto("/login");
  await submitLoginPatiently(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
};

/** GET /api/me with the session the page holds. */
export const meInPage = (page: Page) =>
  page.evaluate(async () => {
    const token = (JSON.parse(localStorage.getItem("token") ?? "{}") as { access_token?: string })
      .access_token;
    const response = await fetch("/api/me", { headers: { Authorization: `Bearer ${token}` } });
    return (
      (await response.json()) as {
        d: {
          userType: string;
          permissions: string[];
          roleName: string;
          organization: { name: string };
          memberships: Array<{ userType: string; organizationId: string; organizationName: string }>;
        };
      }
    ).d;
  });

/** Texts of the sidebar's links, in order. */
export const sidebarLabels = async (page: Page): Promise<string[]> => {
  // An empty sidebar has no height, so wait for it to exist rather than to be visible.
  await page.getByTestId("sidebar").waitFor({ state: "attached" });
  // Links only: a section's toggle (Organization Settings, Help) is an anchor without an address.
  return (await page.getByTestId("sidebar").locator("a[href]").allInnerTexts()).map((text) => text.trim());
};

/** An operator's access token: the development mailbox is read by a signed-in operator only. */
const operatorToken = async (baseUrl: string): Promise<string> => {
  const response = await fetch(`${baseUrl}/api/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      client_id: "web-client",
      grant_type: "password",
      email: "operator.admin@example.org",
      password: DEMO_PASSWORD,
    }),
  });
  const body = (await response.json()) as { d: { access_token: string } | null; m: string };
  if (!body.d) throw new Error(`operator sign-in for the mailbox failed: ${body.m}`);
  return body.d.access_token;
};

/** The newest mail to an address in the development mailbox, read as the demo operator. */
export const latestMail = async (
  baseUrl: string,
  to: string,
): Promise<{ subject: string; text: string } | undefined> => {
  const response = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`, {
    headers: { authorization: `Bearer ${await operatorToken(baseUrl)}` },
  });
  if (!response.ok) throw new Error(`the development mailbox answered ${response.status}`);
  const body = (await response.json()) as { d: Array<{ subject: string; text: string; createdAt: string }> };
  return [...body.d].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
};

/** The organisation the header shows: its logo (named by its alt text) when it has one, else its name. */
export const headerOrganisation = async (page: Page): Promise<string> => {
  // Whichever of the two is there now, without waiting on the one that may never come (for expect.poll).
  const shown = page.locator('[data-testid="organization-logo"], [data-testid="organization-name"]').first();
  await shown.waitFor({ timeout: 5_000 });
  return (await shown.getAttribute("alt")) ?? (await shown.innerText());
};
