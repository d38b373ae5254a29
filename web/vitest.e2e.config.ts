import { defineConfig } from "vitest/config";

// Browser journeys: the built binary on a fresh SQLite database, driven by Debian's Chromium.
export default defineConfig({
  test: {
    include: ["e2e/**/*.spec.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
