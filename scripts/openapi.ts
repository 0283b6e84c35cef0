/**
 * npm run openapi: writes mocks/openapi.json = buildOpenApi() (mocks/openapi/generate.ts), the hand-written
 * mocks/openapi/base.json plus the routes of every resource declaration. Run it after changing a declaration, a
 * behaviour or base.json; tests/mocks/openapi.test.ts fails while the committed file differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildOpenApi, OPENAPI_FILE, serialize } from '../mocks/openapi/generate';

const file = path.resolve(__dirname, '..', OPENAPI_FILE);
const doc = buildOpenApi();
const text = serialize(doc);
const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
const count = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
if (before === text) {
  console.log(`${OPENAPI_FILE} is up to date (${count} operations)`);
} else {
  fs.writeFileSync(file, text);
  console.log(`wrote ${OPENAPI_FILE} (${count} operations)`);
}
