import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The component harness (web/harness): each shared component alone with fixed props, for the browser test
// tests/e2e/web-components.e2e.test.ts. A separate entry and output, so nothing of it reaches dist/web.
export default defineConfig({
  root: fileURLToPath(new URL("./harness", import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: { "#core": fileURLToPath(new URL("../core", import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL("../dist/harness", import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: { treeshake: { manualPureFunctions: ["Schema"] } },
  },
});
