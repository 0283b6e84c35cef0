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

module.exports = function replaceLoader(source) {
  const { replacements } = this.getOptions();
  let out = source;
  for (const { search, replace } of replacements) {
    const found = out.match(pattern(search)) ?? [];
    if (found.length !== 1) {
      throw new Error(`replaceLoader: expected exactly one ${JSON.stringify(search)} in ${this.resourcePath}`);
    }
    out = out.replace(pattern(search), () => replace);
  }
  return out;
};
