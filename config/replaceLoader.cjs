/**
 * A webpack loader that replaces exact pieces of a library module's source (.umirc.ts gives it the module and the
 * pieces; a run of white space in a piece matches any run, line ends included, as packages ship CRLF or LF). Each
 * piece must be found exactly once: after an upgrade that changed the code, the build stops and says which piece is
 * missing, instead of silently shipping the library's original behaviour.
 */
const pattern = (search) =>
  new RegExp(
    search
      .trim()
      .split(/\s+/)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+'),
    'g',
  );

/** `source` with each replacement made, or an error naming the piece not found exactly once in `file`. */
function replaceExact(source, replacements, file) {
  let out = source;
  for (const { search, replace } of replacements) {
    const found = out.match(pattern(search)) ?? [];
    if (found.length !== 1) {
      throw new Error(`replaceLoader: expected exactly one ${JSON.stringify(search)} in ${file}`);
    }
    out = out.replace(pattern(search), () => replace);
  }
  return out;
}

module.exports = function replaceLoader(source) {
  return replaceExact(source, this.getOptions().replacements, this.resourcePath);
};
// The same changes where webpack does not build (config/staticStylesPlugin.ts bundles antd with esbuild).
module.exports.replaceExact = replaceExact;
