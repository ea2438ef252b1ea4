import { Schema } from "effect";
import { route } from "./deps.ts";

const Health = Schema.Struct({
  status: Schema.Literals(["ok", "degraded"]),
  version: Schema.String,
  database: Schema.Literals(["up", "down"]),
}).annotate({ identifier: "Health" });

const Liveness = Schema.Struct({ status: Schema.Literal("ok"), version: Schema.String }).annotate({
  identifier: "Liveness",
});

export const healthRoutes = [
  route(
    {
      method: "get",
      path: "/health/live",
      operationId: "getLiveness",
      tag: "platform",
      summary:
        "Liveness only: answers without touching the database, so a database outage never restarts the app",
      access: { kind: "public" },
      response: Liveness,
    },
    async ({ services }) => ({ status: "ok" as const, version: services.config.appVersion }),
  ),
  route(
    {
      method: "get",
      path: "/health",
      operationId: "getHealth",
      tag: "platform",
      summary: "Readiness: the app and its database",
      access: { kind: "public" },
      response: Health,
    },
    async ({ services }) => {
      const up = await services.databaseReady();
      return {
        status: up ? ("ok" as const) : ("degraded" as const),
        version: services.config.appVersion,
        database: up ? ("up" as const) : ("down" as const),
      };
    },
  ),
];
