import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

const webRoot = fileURLToPath(new URL(".", import.meta.url));

// The app is served by the API process from dist/web; in development Vite proxies /api to it.
export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: {
    alias: { "#core": fileURLToPath(new URL("../core", import.meta.url)) },
  },
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // core describes its catalogues once as effect Schemas; the browser uses only the plain arrays and
      // functions, so calls on Schema are declared pure and effect (about 23 KB gzipped) stays out of the bundle.
      treeshake: { manualPureFunctions: ["Schema"] },
    },
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
});
