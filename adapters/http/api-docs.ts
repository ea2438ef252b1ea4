import { createRequire } from "node:module";
import { dirname } from "node:path";
import type { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Route } from "./contract.ts";
import { renderOpenApi } from "./openapi.ts";
import type { Services } from "./services.ts";

const swaggerDist = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

const DOCS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>NotiSphere API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

// A file of its own rather than an inline script, so the page works under the strict Content-Security-Policy.
// showExtensions lists each operation's x-access (who may call it) and x-signed-download.
const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#swagger-ui", persistAuthorization: true, showExtensions: true });`;

/** Interactive API documentation at /api/docs, served from the installed swagger-ui-dist (no CDN at run time). */
export const mountApiDocs = (api: Hono, routes: readonly Route[], services: Services): void => {
  const document = renderOpenApi(routes, services.config.appVersion);
  api.get("/openapi.json", (c) => c.json(document));
  api.get("/docs", (c) => c.html(DOCS_PAGE));
  api.get("/docs/init.js", (c) =>
    c.body(DOCS_INIT, 200, { "content-type": "text/javascript; charset=utf-8" }),
  );
  api.get(
    "/docs/assets/*",
    serveStatic({
      root: swaggerDist,
      rewriteRequestPath: (path) => path.replace(/^\/api\/docs\/assets/, ""),
    }),
  );
};
