import { Schema } from "effect";
import { route } from "../../contract.ts";

const Health = Schema.Struct({
  status: Schema.Literals(["ok", "degraded"]),
  version: Schema.String,
  database: Schema.Literals(["up", "down"]),
}).annotate({ identifier: "Health" });

export const healthRoutes = [
  route(
    {
      method: "get",
      path: "/health",
      operationId: "getHealth",
      tag: "auth",
      summary: "Liveness and database readiness",
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
