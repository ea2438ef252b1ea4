import type { Hono } from "hono";
import type { Services } from "./services.ts";

/**
 * The development mailbox as a page a person can read (`/dev/mailbox`), newest first. The page itself holds
 * no mail: its script reads the web app's session (same origin) and calls `GET /api/dev/mailbox` with it, so
 * only a signed-in operator sees anything, exactly as with the API. Mounted only when DEV_MAILBOX is on.
 * The script writes every value with textContent, so no mail can inject markup.
 */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Development mailbox</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 2rem; max-width: 60rem; color: #1a1b1e; }
      article { border: 1px solid #ccc; border-radius: 6px; padding: 1rem; margin: 1rem 0; }
      pre { white-space: pre-wrap; font: inherit; }
      .meta { color: #555; font-size: 0.9rem; }
    </style>
    <script src="/dev/mailbox.js" defer></script>
  </head>
  <body>
    <h1>Development mailbox</h1>
    <p>E-mails kept by this development portal (DEV_MAILBOX), for a signed-in operator.</p>
    <form method="get">
      <label>To <input name="to" type="email" /></label> <button>Filter</button>
    </form>
    <p id="status" role="status">Loading…</p>
    <div id="mails"></div>
  </body>
</html>
`;

const SCRIPT = `(() => {
  const status = document.getElementById("status");
  const list = document.getElementById("mails");
  const to = new URLSearchParams(location.search).get("to") || "";
  document.querySelector("input[name=to]").value = to;
  const signIn = (text) => {
    status.textContent = text + " ";
    const link = document.createElement("a");
    link.href = "/login";
    link.textContent = "Sign in";
    status.append(link);
    status.append(" as an operator (e.g. operator.admin@example.org) in this browser, then reload this page.");
  };
  let token;
  try { token = JSON.parse(localStorage.getItem("token") || "null")?.access_token; } catch { token = undefined; }
  if (!token) return signIn("Not signed in.");
  fetch("/api/dev/mailbox" + (to ? "?to=" + encodeURIComponent(to) : ""), {
    headers: { authorization: "Bearer " + token },
  })
    .then(async (response) => {
      const body = await response.json().catch(() => null);
      if (response.status === 401) return signIn("Your session has ended.");
      if (response.status === 403) return signIn("Only operators may read the mailbox.");
      if (!response.ok || !body) { status.textContent = (body && body.m) || "The mailbox could not be read."; return; }
      status.textContent = body.d.length + " shown" + (to ? ", to " + to : "") + ".";
      for (const mail of body.d) {
        const article = document.createElement("article");
        const subject = document.createElement("h2");
        subject.textContent = mail.subject;
        const meta = document.createElement("p");
        meta.className = "meta";
        meta.textContent = "To " + mail.to + " · " + mail.createdAt + " · " + mail.status;
        const text = document.createElement("pre");
        text.textContent = mail.text;
        article.append(subject, meta, text);
        list.append(article);
      }
    })
    .catch(() => { status.textContent = "The mailbox could not be read."; });
})();
`;

export const mountDevMailboxPage = (app: Hono, services: Services): void => {
  if (!services.config.devMailbox) return;
  app.get("/dev/mailbox", (c) => c.html(PAGE));
  app.get("/dev/mailbox.js", (c) =>
    c.body(SCRIPT, 200, { "content-type": "text/javascript; charset=utf-8" }),
  );
};
