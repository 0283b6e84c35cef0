/**
 * npm run openapi: writes the generated OpenAPI documents (mocks/openapi/generate.ts `buildContracts`):
 * mocks/openapi.json, the console's contract (the hand-written mocks/openapi/base.json and parts plus the routes of
 * every resource declaration), and mocks/openapi.test-controls.json, the fake backend's test controls (base.json's
 * operations marked `x-test-only`). Run it after changing a declaration, a behaviour, base.json or a part;
 * tests/mocks/openapi.test.ts fails while a committed file differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildContracts, serialize } from '../mocks/openapi/generate';

for (const { file, doc } of buildContracts()) {
  const target = path.resolve(__dirname, '..', file);
  const text = serialize(doc);
  const before = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  const count = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
  if (before === text) {
    console.log(`${file} is up to date (${count} operations)`);
  } else {
    fs.writeFileSync(target, text);
    console.log(`wrote ${file} (${count} operations)`);
  }
}
