// Writes src/lib/api-types.ts, the TypeScript types of the server's OpenAPI document, from the document
// as `storefront openapi` prints it (docs/decisions.md "API contract": the document is generated from
// the Go types, so these types follow the server). Formatted with the app's Prettier settings, so the
// file passes `prettier --check` as it is committed.
//
//   node scripts/gen-api-types.mjs <openapi.json> [out.ts]
//
// Without out.ts it writes src/lib/api-types.ts; `make check-api-types` writes a second copy elsewhere
// and compares the two.
import { readFile, writeFile } from "node:fs/promises";
import process from "node:process";
import openapiTS, { astToString } from "openapi-typescript";
import * as prettier from "prettier";

const TARGET = "src/lib/api-types.ts";

const [input, out = TARGET] = process.argv.slice(2);
if (!input) {
  process.stderr.write("usage: node scripts/gen-api-types.mjs <openapi.json> [out.ts]\n");
  process.exit(2);
}

const doc = JSON.parse(await readFile(input, "utf8"));
const ast = await openapiTS(doc, { silent: true });
const banner = [
  "// Generated from the server's OpenAPI document by `make web-api-types` (scripts/gen-api-types.mjs):",
  "// do not edit. `make test` fails while it differs from what the server's document gives.",
  "",
  "",
].join("\n");
// Prettier reads the settings of the committed file's place, wherever the copy is written.
const options = { ...(await prettier.resolveConfig(TARGET)), filepath: TARGET };
await writeFile(out, await prettier.format(banner + astToString(ast), options));
