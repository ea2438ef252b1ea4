import type { Hono } from "hono";
import { html } from "hono/html";
import { readMailbox } from "./routes/dev-mailbox/dev-mailbox.routes.ts";
import type { Services } from "./services.ts";

/**
 * The development mailbox as a page a person can read (`/dev/mailbox`), newest first. Only mounted when no
 * SMTP server is configured. hono/html escapes every interpolated value.
 */
export const mountDevMailboxPage = (app: Hono, services: Services): void => {
  if (!services.config.devMailbox) return;
  app.get("/dev/mailbox", async (c) => {
    const to = c.req.query("to");
    const mails = await readMailbox(services, to);
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <title>Development mailbox</title>
            <style>
              body {
                font-family: system-ui, sans-serif;
                margin: 2rem;
                max-width: 60rem;
                color: #1a1b1e;
              }
              article {
                border: 1px solid #ccc;
                border-radius: 6px;
                padding: 1rem;
                margin: 1rem 0;
              }
              pre {
                white-space: pre-wrap;
                font: inherit;
              }
              .meta {
                color: #555;
                font-size: 0.9rem;
              }
            </style>
          </head>
          <body>
            <h1>Development mailbox</h1>
            <p>
              No SMTP server is configured (SMTP_URL), so e-mails stay here. ${mails.length}
              shown${to ? html`, to ${to}` : ""}.
            </p>
            <form method="get">
              <label>To <input name="to" type="email" value="${to ?? ""}" /></label> <button>Filter</button>
            </form>
            ${mails.map(
              (m) =>
                html`<article>
                  <h2>${m.subject}</h2>
                  <p class="meta">To ${m.to} · ${m.createdAt} · ${m.status}</p>
                  <pre>${m.text}</pre>
                </article>`,
            )}
          </body>
        </html>`,
    );
  });
};
