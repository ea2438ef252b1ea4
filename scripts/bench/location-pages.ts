// The page half of `npm run bench:locations`: the portal in a child process (the bench script again, with
// --serve), load from this process with autocannon, p95 of each location page next to its target. A page that
// does not answer 200 with ok:true is an error, never a figure.
import { spawn } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { DEMO_PASSWORD } from "../../adapters/db/seed/demo-users.ts";
import { BENCH_SUPPLIER_EMAIL, QUEUE_CITY, SELECTIVE_CITY } from "./seed-locations.ts";

const PAGE_P95_MS = 25;

export interface Check {
  readonly name: string;
  readonly figure: string;
  readonly target: string;
  readonly met: boolean;
  readonly errors: number;
}

/** The figures depend on what else the machine runs: each phase prints the load next to them. */
export const machineLoad = () =>
  `machine load average (1 min): ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs`;

const city = encodeURIComponent(SELECTIVE_CITY);
const queueCity = encodeURIComponent(QUEUE_CITY);
const OPERATOR = "operator.admin@example.org";
/** [name, path, who asks]: the operator's master and queue, then the supplier's 100,000 ship-to rows. */
const PAGES = [
  ["location grid, page 1 of 50", "/api/notisphere/locations?pageNumber=1&pageSize=50"],
  ["location grid, searched", `/api/notisphere/locations?pageNumber=1&pageSize=50&search=${city}`],
  [
    "location grid, sorted by name desc",
    "/api/notisphere/locations?pageNumber=1&pageSize=50&sortField=name&sortDirection=desc",
  ],
  [
    "location grid, sorted by city",
    "/api/notisphere/locations?pageNumber=1&pageSize=50&sortField=city&sortDirection=asc",
  ],
  [
    "location grid, sorted by provider",
    "/api/notisphere/locations?pageNumber=1&pageSize=50&sortField=provider&sortDirection=asc",
  ],
  [
    "location grid, sorted by last change",
    "/api/notisphere/locations?pageNumber=1&pageSize=50&sortField=updated_at&sortDirection=desc",
  ],
  ["review queue, page 1 of 50", "/api/notisphere/locations-verification?pageNumber=1&pageSize=50"],
  [
    "review queue, searched",
    `/api/notisphere/locations-verification?pageNumber=1&pageSize=50&search=${queueCity}`,
  ],
  [
    "supplier ship-to rows, page 1 of 50",
    "/api/supplier/locations?pageNumber=1&pageSize=50",
    BENCH_SUPPLIER_EMAIL,
  ],
  [
    "supplier ship-to rows, Covered",
    "/api/supplier/locations?pageNumber=1&pageSize=50&status=covered",
    BENCH_SUPPLIER_EMAIL,
  ],
  [
    "supplier ship-to rows, searched",
    `/api/supplier/locations?pageNumber=1&pageSize=50&search=${city}`,
    BENCH_SUPPLIER_EMAIL,
  ],
  [
    "supplier providers with progress",
    "/api/supplier/providers?pageNumber=1&pageSize=50",
    BENCH_SUPPLIER_EMAIL,
  ],
] as const satisfies ReadonlyArray<readonly [string, string, string?]>;

const signIn = async (base: string, email: string): Promise<Record<string, string>> => {
  const token = await fetch(`${base}/api/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ client_id: "web-client", grant_type: "password", email, password: DEMO_PASSWORD }),
  }).then((r) => r.json() as Promise<{ ok: boolean; m?: string; d: { access_token: string } }>);
  if (!token.ok) throw new Error(`sign-in as ${email} failed: ${token.m ?? "no message"}`);
  return { authorization: `Bearer ${token.d.access_token}` };
};

/** Starts the portal in a child process and measures each page's p95 with autocannon from this one. */
export const measurePages = async (options: {
  url: string;
  /** This bench's script, started again with --serve as the portal's process. */
  script: string;
  duration: number;
  connections: number;
}): Promise<Check[]> => {
  const { url, script, duration, connections } = options;
  const server = spawn(process.execPath, [script, "--serve"], {
    env: { ...process.env, BENCH_DATABASE_URL: url },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      createInterface({ input: server.stdout! }).on("line", (line) => {
        const ready = /^BENCH_READY (\d+)$/.exec(line);
        if (ready) resolve(Number(ready[1]));
      });
      void exited.then(() => reject(new Error("the bench server exited before it was ready")));
      setTimeout(() => reject(new Error("the bench server did not start within 120 s")), 120_000).unref();
    });
    const base = `http://127.0.0.1:${port}`;
    const headersOf = new Map<string, Record<string, string>>();
    const checks: Check[] = [];
    for (const [name, path, email = OPERATOR] of PAGES) {
      if (!headersOf.has(email)) headersOf.set(email, await signIn(base, email));
      const headers = headersOf.get(email)!;
      // The first request of a page is the only one the server's list cache has not seen: printed apart.
      const firstStarted = performance.now();
      const first = await fetch(base + path, { headers }).then(
        async (r) => ({
          status: r.status,
          body: (await r.json().catch(() => null)) as { ok?: boolean; d?: { total?: number } } | null,
        }),
        (error: unknown) => ({ status: 0, body: null, error }),
      );
      // A search that finds nothing measures an empty page, not the search the figure claims.
      const emptySearch = name.includes("searched") && first.body?.d?.total === 0;
      if (first.status !== 200 || first.body?.ok !== true || emptySearch) {
        const answer = emptySearch ? "no row" : first.status || "nothing";
        console.log(`${name}: GET ${path} answered ${answer}; not measured`);
        checks.push({
          name: `${name} p95`,
          figure: "no answer",
          target: `< ${PAGE_P95_MS} ms`,
          met: false,
          errors: 1,
        });
        continue;
      }
      const firstMs = performance.now() - firstStarted;
      const times: number[] = [];
      const load = (duration: number) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon({ url: base + path, headers, connections, duration }, (error, done) =>
            error ? reject(error) : resolve(done),
          );
          instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
        });
      const warm = await load(2);
      times.length = 0;
      const result = await load(duration);
      const errors = [warm, result].reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
      times.sort((x, y) => x - y);
      const p95 = times[Math.min(times.length - 1, Math.floor(0.95 * times.length))] ?? NaN;
      console.log(
        `${name}: ${(result.requests.total / result.duration).toFixed(0)} req/s, p95 ${p95.toFixed(1)} ms, ` +
          `total ${first.body.d?.total ?? "?"}, errors ${errors}, first (uncached) request ${firstMs.toFixed(0)} ms`,
      );
      checks.push({
        name: `${name} p95`,
        figure: `${p95.toFixed(1)} ms`,
        target: `< ${PAGE_P95_MS} ms`,
        met: p95 < PAGE_P95_MS,
        errors,
      });
    }
    console.log(machineLoad());
    return checks;
  } finally {
    server.kill("SIGTERM");
    await exited;
  }
};
