import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, screenshot, type ViewportName } from "./support/browser.ts";
import { startPortal, type Portal } from "./support/portal-process.ts";
import { DEMO_PASSWORD, meInPage } from "./support/web-actions.ts";
import {
  startLocalOidcProvider,
  type LocalOidcProvider,
} from "../integration/support/local-oidc-provider.ts";

const SSO_ORGANIZATION = "Northwind Distribution";
const MEMBER = "distributor.admin@example.org";

let portal: Portal;
let idp: LocalOidcProvider;
let browser: Browser;

/** The operator points the demo SSO organisation at the provider this test started. */
const pointDemoOrganisationAtProvider = async () => {
  const token = await fetch(`${portal.url}/api/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      client_id: "web-client",
      grant_type: "password",
      email: "operator.admin@example.org",
      password: DEMO_PASSWORD,
    }),
  }).then(async (r) => ((await r.json()) as { d: { access_token: string } }).d.access_token);
  const organisations = (await fetch(`${portal.url}/api/auth/sso/organizations`).then((r) => r.json())) as {
    d: Array<{ id: string; name: string }>;
  };
  const northwind = organisations.d.find((o) => o.name === SSO_ORGANIZATION);
  if (!northwind) throw new Error("the demo SSO organisation is not offered");
  const saved = await fetch(`${portal.url}/api/notisphere/organizations/sso-settings/${northwind.id}`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      enabled: true,
    }),
  });
  expect(saved.status).toBe(200);
};

beforeAll(async () => {
  portal = await startPortal();
  idp = await startLocalOidcProvider({ portalUrl: portal.url });
  idp.addAccount({ login: MEMBER, email: MEMBER, emailVerified: true });
  idp.addAccount({ login: "unverified", email: MEMBER, emailVerified: false });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await idp?.stop();
  await portal?.stop();
});

/** On the sign-in page: choose the SSO organisation and go to its provider. */
const startSso = async (tab: Page) => {
  await tab.goto("/login");
  await tab.getByTestId("sso-section").waitFor();
  await tab.getByTestId("sso-organization").click();
  await tab.getByTestId("sso-organization").fill("North");
  await tab.getByRole("option", { name: SSO_ORGANIZATION }).click();
  await tab.getByRole("button", { name: "Continue with single sign-on" }).click();
};

/** At the local provider's development pages: sign in as `login` and allow the portal. */
const signInAtProvider = async (tab: Page, login: string) => {
  await tab.waitForURL((url) => url.origin === idp.issuer);
  await tab.locator("input[name=login]").fill(login);
  await tab.locator("input[name=password]").fill("any password");
  await tab.locator("button[type=submit]").click();
  await tab
    .locator("button[type=submit]")
    .filter({ hasText: /continue/i })
    .click();
};

describe("single sign-on in Chromium", () => {
  it("shows the provider's unreachable answer on the sign-in page while the demo's provider is not running", async () => {
    const tab = await newPage(browser, portal.url);
    await startSso(tab);
    await expect
      .poll(() => tab.getByTestId("login-error").innerText(), { timeout: 15_000 })
      .toContain("The organization's sign-in service could not be reached.");
    expect(new URL(tab.url()).pathname).toBe("/login");
    expect(new URL(tab.url()).search).toBe("");
    await screenshot(tab, "sso-issuer-unreachable");
    await tab.context().close();
  });

  it("signs a member in at the local provider and lands signed in (desktop and phone), then signs out there", async () => {
    await pointDemoOrganisationAtProvider();
    for (const size of ["desktop", "phone"] as const satisfies ViewportName[]) {
      const tab = await newPage(browser, portal.url, size);
      await startSso(tab);
      await signInAtProvider(tab, MEMBER);
      await tab.waitForURL((url) => url.origin === portal.url && !url.pathname.startsWith("/login"), {
        timeout: 20_000,
      });
      const me = (await meInPage(tab)) as { email?: string };
      expect(JSON.stringify(me)).toContain(MEMBER);
      await tab.getByTestId("user-menu").waitFor();
      await screenshot(tab, `sso-signed-in-${size}`);
      if (size === "desktop") {
        // Sign out: the portal's session ends and the provider's end-session page comes next.
        await tab.getByTestId("user-menu").click();
        await tab.getByRole("menuitem", { name: /sign out|logout/i }).click();
        await tab.waitForURL((url) => url.origin === idp.issuer, { timeout: 15_000 });
        await screenshot(tab, "sso-provider-sign-out");
        await tab.locator("button[autofocus], button[type=submit]").first().click();
        await tab.waitForURL((url) => url.origin === portal.url && url.pathname === "/login", {
          timeout: 15_000,
        });
      }
      await tab.context().close();
    }
  });

  it("refuses an e-mail the provider has not verified, with the reason on the sign-in page", async () => {
    const tab = await newPage(browser, portal.url, "phone");
    await startSso(tab);
    await signInAtProvider(tab, "unverified");
    await tab.waitForURL((url) => url.origin === portal.url && url.pathname === "/login");
    await expect
      .poll(() => tab.getByTestId("login-error").innerText(), { timeout: 15_000 })
      .toContain("Your e-mail address is not verified at the sign-in service.");
    await screenshot(tab, "sso-refused-phone");
    await tab.context().close();
  });
});
