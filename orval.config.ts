import { defineConfig } from "orval";

// The web client: TanStack Query hooks per tag, calling the app's fetch wrapper (web/src/api/fetcher.ts),
// which adds the token, checks the {ok, m, d, error} envelope and throws when ok is false; callers read
// `d` for the data and `m` for the server's message (the success toasts show it).
export default defineConfig({
  portal: {
    input: { target: "./openapi.yaml" },
    output: {
      mode: "tags-split",
      target: "./web/src/api/generated/endpoints.ts",
      schemas: "./web/src/api/generated/model",
      client: "react-query",
      httpClient: "fetch",
      clean: true,
      override: {
        mutator: { path: "./web/src/api/fetcher.ts", name: "apiFetch" },
        // The declared return type is the envelope exactly as it travels; the wrapper only checks `ok`.
        fetch: { includeHttpResponseReturnType: false },
        query: { signal: true },
      },
    },
  },
});
