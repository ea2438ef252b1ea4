import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Services } from "./services.ts";

/**
 * Serves the built React app with a history-mode fallback: any GET outside /api that is not a file gets
 * index.html, and the router in the browser decides (including its own not-found page).
 */
export const mountWebApp = (app: Hono, services: Services): void => {
  const root = services.config.webRoot;
  if (!root || !existsSync(join(root, "index.html"))) {
    app.get("/", (c) =>
      c.text("The web app is not built. Run `npm run build:web` (npm start does it for you).", 503),
    );
    return;
  }
  const indexHtml = readFileSync(join(root, "index.html"), "utf8");
  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        // Vite names assets by content hash, so they never change under the same name.
        c.header("cache-control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use("*", serveStatic({ root }));
  app.get("*", (c) => {
    if (c.req.path.startsWith("/api/")) return c.notFound();
    c.header("cache-control", "no-cache");
    return c.html(indexHtml);
  });
};
