import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

// The renderer's "@tanstack/react-query": the package with a useQuery of its own (src/ssr/serverQuery.ts).
const serverReactQuery = fileURLToPath(new URL("src/ssr/react-query.ts", import.meta.url));

// The server renderer's bundle (src/ssr/entry-server.tsx): one self-contained script, no imports, for
// the Go server's embedded JavaScript engine (internal/ssr). CSS modules hash their class names the
// same way as the browser build, so both sides write the same class names.
export default defineConfig({
  plugins: [
    react(),
    {
      name: "server-react-query",
      enforce: "pre",
      resolveId(source, importer) {
        if (source === "@tanstack/react-query" && importer !== serverReactQuery) return serverReactQuery;
        return null;
      },
    },
  ],
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  // The browser build copies public/; the server needs only the script.
  publicDir: false,
  build: {
    ssr: "src/ssr/entry-server.tsx",
    outDir: "dist-ssr",
    emptyOutDir: true,
    target: "es2022",
    minify: true,
    sourcemap: false,
    rollupOptions: { output: { format: "iife", inlineDynamicImports: true, entryFileNames: "render.js" } },
  },
  ssr: { noExternal: true, target: "webworker" },
});
