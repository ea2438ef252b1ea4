import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, screenshot } from "./support/browser.ts";
import { startPortal, type Portal } from "./support/portal-process.ts";
import { signIn } from "./support/web-actions.ts";

let portal: Portal;
let browser: Browser;
let tab: Page;

beforeAll(async () => {
  portal = await startPortal({ timeoutMs: 300_000 });
  browser = await launchBrowser();
  tab = await newPage(browser, portal.url);
  await signIn(tab, "operator.admin@example.org");
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const tag = Date.now().toString(36);
const providerName = `Gulf Coast Clinic ${tag}`;
const total = (): Promise<string> => tab.getByTestId("grid-total").innerText();

/** A call with the page's own session: the API, not the screen, is the oracle (and the "colleague"). */
const api = <T>(method: string, url: string, body?: unknown): Promise<T> =>
  tab.evaluate(
    async ([m, u, b]) => {
      const token = (JSON.parse(localStorage.getItem("token") ?? "{}") as { access_token?: string })
        .access_token;
      const answer = await fetch(`/api${u}`, {
        method: m,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(b === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      return ((await answer.json()) as { d: unknown }).d;
    },
    [method, url, body] as const,
  ) as Promise<T>;

type Location = {
  id: string;
  notisphereId: string;
  name: string;
  city: string;
  status: string;
  version: number;
};
const locationNamed = async (name: string) =>
  (
    await api<{ items: Location[] }>("GET", `/notisphere/locations?search=${encodeURIComponent(name)}`)
  ).items.find((l) => l.name === name);

const choose = async (testId: string, text: string, option: string | RegExp) => {
  await tab.getByTestId(testId).fill(text);
  await tab.getByRole("option", { name: option }).first().click();
};

describe("location master screens in Chromium", () => {
  it("adds a known provider off the platform with its recall mailbox", async () => {
    await tab.goto("/notisphere/known-providers");
    await expect.poll(total, { timeout: 15_000 }).toMatch(/^Total \d+ records?$/);
    await tab.getByRole("button", { name: "Add known provider" }).click();
    const form = tab.getByTestId("known-provider-form");
    await form.locator("input[name=name]").fill(providerName);
    await form.locator("input[name=recallEmail]").fill("recalls-at-gulf");
    await form.getByRole("button", { name: "Save" }).click();
    await form.getByText("Email not valid").waitFor();
    await form.locator("input[name=recallEmail]").fill("recalls@gulf.example");
    await form.getByRole("button", { name: "Save" }).click();
    await tab.getByText(`Known provider ${providerName} created`).waitFor();
    await tab.getByTestId("list-search").fill(tag);
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 1 record");
    const row = tab.locator("[role=row].ag-row").first();
    await expect.poll(() => row.innerText()).toContain("recalls@gulf.example");
    expect(await row.locator("[col-id=organizationName]").innerText()).toBe("No");
    await screenshot(tab, "known-providers");
  });

  it("creates a location, shows field errors, refuses a stale edit with a clear message, and records history", async () => {
    await tab.goto("/notisphere/locations");
    await expect.poll(total, { timeout: 15_000 }).toMatch(/^Total \d+ records?$/);
    await tab.getByRole("button", { name: "Add location" }).click();
    await tab.waitForURL(/\/notisphere\/locations\/new$/);
    const form = tab.getByTestId("location-form");
    await choose("location-provider", tag, new RegExp(providerName));
    await form.locator("input[name=name]").fill(`Mobile Infirmary ${tag}`);
    await form.locator("input[name=address1]").fill("5 Mobile Infirmary Cir");
    await form.locator("input[name=city]").fill("Mobile");
    await choose("location-state", "AL", "AL");
    await form.locator("input[name=zip]").fill("10001");
    await form.getByRole("button", { name: "Save" }).click();
    await form.getByText("ZIP code 10001 is not in AL").waitFor();
    await form.locator("input[name=zip]").fill("36607");
    await form.getByRole("button", { name: "Save" }).click();
    await tab.waitForURL(/\/notisphere\/locations\/view\//);
    const created = (await locationNamed(`Mobile Infirmary ${tag}`))!;
    expect(created).toMatchObject({ city: "Mobile", status: "ACTIVE", version: 1 });
    await tab.getByTestId("location-details").getByText(created.notisphereId).waitFor();

    // Open the edit form, then a colleague saves first: our save is refused, never overwrites theirs.
    await tab.getByRole("button", { name: "Edit", exact: true }).click();
    await tab.waitForURL(/\/notisphere\/locations\/edit\//);
    await form.locator("input[name=city]").fill("Daphne");
    await form.locator("input[name=zip]").fill("36526");
    const full = await api<Record<string, unknown>>("GET", `/notisphere/locations/${created.id}`);
    await api("PUT", `/notisphere/locations/${created.id}`, {
      ...Object.fromEntries(
        ["knownProviderId", "name", "address1", "city", "state", "zip", "type", "status", "version"].map(
          (k) => [k, full[k]],
        ),
      ),
      phone: "251-555-0100",
    });
    await form.getByRole("button", { name: "Save" }).click();
    await tab
      .getByRole("alert")
      .getByText("Someone changed this location meanwhile: reload to see their change")
      .waitFor();
    await screenshot(tab, "location-stale-edit");
    expect((await locationNamed(`Mobile Infirmary ${tag}`))!.city).toBe("Mobile");
    await tab.getByRole("button", { name: "Reload" }).click();
    await expect.poll(() => form.locator("input[name=phone]").inputValue()).toBe("251-555-0100");
    await form.locator("input[name=city]").fill("Daphne");
    await form.locator("input[name=zip]").fill("36526");
    await form.getByRole("button", { name: "Save" }).click();
    await tab.waitForURL(/\/notisphere\/locations\/view\//);
    expect(await locationNamed(`Mobile Infirmary ${tag}`)).toMatchObject({ city: "Daphne", version: 3 });

    await tab.getByRole("tab", { name: "Edit history" }).click();
    const history = tab.getByTestId("location-history");
    await history
      .getByText(/^Updated by /)
      .first()
      .waitFor();
    expect(await history.innerText()).toContain("Daphne");
    expect(await history.innerText()).toContain("251-555-0100");
    await history.getByText(/^Created by /).waitFor();
    await screenshot(tab, "location-history");
  });

  it("merges a duplicate into the other location and the grid shows it merged", async () => {
    const first = (await locationNamed(`Mobile Infirmary ${tag}`))!;
    const provider = (
      await api<{ items: Array<{ id: string; name: string }> }>(
        "GET",
        `/notisphere/known-providers?search=${encodeURIComponent(tag)}`,
      )
    ).items[0]!;
    const duplicate = await api<Location>("POST", "/notisphere/locations", {
      knownProviderId: provider.id,
      name: `Mobile Infirmary Medical Center ${tag}`,
      address1: "5 Mobile Infirmary Circle",
      city: "Mobile",
      state: "AL",
      zip: "36607",
      type: "HOSPITAL",
    });
    await tab.goto(`/notisphere/locations/view/${duplicate.id}`);
    await tab.getByRole("button", { name: "Merge into another location" }).click();
    await tab.getByTestId("merge-target").fill(first.notisphereId);
    await tab.getByRole("option", { name: new RegExp(first.notisphereId) }).click();
    await tab.getByRole("button", { name: "Merge", exact: true }).click();
    await tab.getByText(`Mobile Infirmary Medical Center ${tag} merged into ${first.notisphereId}`).waitFor();
    await tab.waitForURL(new RegExp(`/notisphere/locations/view/${first.id}$`));
    expect(await locationNamed(`Mobile Infirmary Medical Center ${tag}`)).toMatchObject({ status: "MERGED" });

    await tab.goto("/notisphere/locations");
    await tab.getByTestId("list-search").fill(tag);
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 2 records");
    await tab.getByTestId("status-filter").click();
    await tab.getByRole("option", { name: "Merged", exact: true }).click();
    await expect.poll(total, { timeout: 15_000 }).toBe("Total 1 record");
    expect(await tab.locator("[role=row].ag-row").first().innerText()).toContain(
      `Mobile Infirmary Medical Center ${tag}`,
    );
    await screenshot(tab, "locations-merged");
  });
});
