// ESLint 9 flat config: JavaScript and TypeScript recommended rules, the rules of hooks, and the
// import boundaries of ARCHITECTURE.md convention 13: shared → features → app, and a feature never
// imports another feature (web/src/features/<a> never reaches into web/src/features/<b>).
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import boundaries from "eslint-plugin-boundaries";
import globals from "globals";

export default tseslint.config(
  { ignores: ["dist", "dist-ssr", "node_modules"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["src/**/*.{ts,tsx}", "e2e/**/*.ts", "*.ts"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } },
      "boundaries/elements": [
        { type: "app", pattern: "src/app" },
        { type: "feature", pattern: "src/features/*", capture: ["feature"] },
        { type: "shared", pattern: ["src/components", "src/lib", "src/styles"] },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            {
              from: { element: { type: "feature" } },
              disallow: {
                to: {
                  element: { type: "feature", captured: { feature: "!{{ from.element.captured.feature }}" } },
                },
              },
              message:
                "A feature never imports another feature (ARCHITECTURE.md convention 13): move the shared part to src/lib or src/components, or compose the two in src/app.",
            },
            {
              from: { element: { type: "shared" } },
              disallow: { to: { element: { types: { anyOf: ["feature", "app"] } } } },
              message: "Shared code (src/lib, src/components) imports neither features nor the app.",
            },
            {
              from: { element: { type: "feature" } },
              disallow: { to: { element: { type: "app" } } },
              message: "Features do not import from src/app.",
            },
          ],
        },
      ],
    },
  },
);
