// npm run openapi:types: writes src/contract/openapi.ts, the types of every /api path, from the
// OpenAPI document the server builds (in process: no server, no database). `--check` only says
// whether the committed file is current (the unit test openapi-types.test.ts does the same).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildOpenApiDocument } from "../../server/openapi/build-document";
import { generatedTypes, TYPES_FILE } from "./generated";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const file = path.join(root, TYPES_FILE);
const text = generatedTypes(buildOpenApiDocument());
const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
if (process.argv.includes("--check")) {
  if (current !== text) {
    console.error(`${TYPES_FILE} is out of date: run npm run openapi:types`);
    process.exit(1);
  }
  console.log(`${TYPES_FILE} is current`);
} else if (current === text) {
  console.log(`${TYPES_FILE} is current`);
} else {
  fs.writeFileSync(file, text);
  console.log(`wrote ${TYPES_FILE}`);
}
