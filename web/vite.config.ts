import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

const server = "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    assetsDir: "assets",
    target: "es2022",
    sourcemap: false,
    // Which CSS each page's chunks need: the server links it from a page it rendered
    // (internal/httpapi/prerender.go), so the markup is styled before the page's code loads.
    manifest: true,
  },
  server: {
    proxy: { "/api": server, "/img": server, "/healthz": server },
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test-setup.ts"],
  },
});
