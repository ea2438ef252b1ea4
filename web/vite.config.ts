import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";

const webRoot = fileURLToPath(new URL(".", import.meta.url));

/** Vite's own warning size for a chunk, kept for every chunk of ours. */
const CHUNK_WARNING_KB = 500;
/**
 * The one exception, and why: ag-grid-community ships as a single 2.4 MB ES module. With only the modules the
 * grid uses (web/src/components/list/grid-modules.ts) it tree-shakes to about 800 kB, and a bundler cannot
 * split one module across chunks. It sits alone in its chunk, loaded only by grid screens.
 */
const LIBRARY_CHUNK_KB: Readonly<Record<string, number>> = { "ag-grid-community": 850 };

/** Warns about any chunk over its budget, so the exception above does not lift the limit for the app's own code. */
const chunkBudget = (): Plugin => ({
  name: "notisphere-chunk-budget",
  apply: "build",
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type !== "chunk") continue;
      const kb = new TextEncoder().encode(file.code).length / 1000;
      const budget = LIBRARY_CHUNK_KB[file.name] ?? CHUNK_WARNING_KB;
      if (kb > budget)
        this.warn(`chunk ${file.fileName} is ${kb.toFixed(0)} kB, over its ${budget} kB budget`);
    }
  },
});

// The app is served by the API process from dist/web; in development Vite proxies /api to it.
export default defineConfig({
  root: webRoot,
  plugins: [react(), chunkBudget()],
  resolve: {
    alias: { "#core": fileURLToPath(new URL("../core", import.meta.url)) },
  },
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    // Vite's check sees one limit for all chunks; chunkBudget above applies 500 kB to every other chunk.
    chunkSizeWarningLimit: Math.max(CHUNK_WARNING_KB, ...Object.values(LIBRARY_CHUNK_KB)),
    rolldownOptions: {
      // core describes its catalogues once as effect Schemas; the browser uses only the plain arrays and
      // functions, so calls on Schema are declared pure and effect (about 23 KB gzipped) stays out of the bundle.
      treeshake: { manualPureFunctions: ["Schema"] },
      output: {
        // AG Grid's library in a chunk of its own, imported only by the lazily loaded server grid, so sign-in
        // and screens without a grid never download it. Only ag-grid-community: a group takes in its modules'
        // dependencies too, and ag-grid-react's (React) would drag the grid into the first download.
        codeSplitting: {
          groups: [{ name: "ag-grid-community", test: /node_modules[\\/]ag-grid-community[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
});
