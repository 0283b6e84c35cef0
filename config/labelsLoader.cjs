/**
 * A webpack loader for src/locales/bundles/*.ts in the production build (.umirc.ts): the module's value, the pages'
 * labels in one language, computed once here instead of in the operator's browser at every start of the signed-in
 * console. There it imported every resource declaration (about 20 kB gzip, which the list page loads anyway) only to
 * read their labels, and merged and flattened them on the path to Home's first figures. The module is bundled with
 * esbuild and run in Node; the build then holds its value as JSON (JSON.parse of a string is V8's fastest way to
 * make a large object). Every module it read is a dependency of the result, so a watching build makes it again.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { build } = require('esbuild');

const SRC = path.resolve(__dirname, '../src');

/** The default export of `entry` (a module of src/ that only computes data), and the files it read. */
async function evaluate(entry) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payops-labels-'));
  const outfile = path.join(dir, 'module.cjs');
  try {
    const result = await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      alias: { '@': SRC },
      metafile: true,
      logLevel: 'silent',
    });
    const value = require(outfile).default;
    const inputs = Object.keys(result.metafile.inputs).map((file) => path.resolve(file));
    return { value, inputs };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The module's source as the build reads it. */
const moduleSource = (value) => `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;

module.exports = function labelsLoader() {
  const done = this.async();
  evaluate(this.resourcePath).then(({ value, inputs }) => {
    for (const file of inputs) this.addDependency(file);
    done(null, moduleSource(value));
  }, done);
};
module.exports.evaluate = evaluate;
module.exports.moduleSource = moduleSource;
