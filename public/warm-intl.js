// With a saved session, the stylesheet of antd's styles that the first render will wait for (src/layouts/staticStyles.ts)
// starts loading now, beside the entry script, instead of after it; first, as the Intl warm-up below takes 50-150 ms.
// The login page does not load it.
try {
  var styles = document.querySelector('meta[name="payops-styles"]');
  if (styles && localStorage.getItem('access_token')) {
    var preload = document.createElement('link');
    preload.rel = 'preload';
    preload.as = 'style';
    preload.href = styles.content;
    document.head.appendChild(preload);
  }
} catch {
  // No storage (a privacy setting): the render asks for the stylesheet itself, or starts without it.
}

// Loaded with `async` from the document's head (config/skeleton.ts), so it runs while the entry script downloads: the
// browser's first Intl formatter loads its locale data (45-70 ms measured on a machine of 2 cores, 148 ms under a
// profiler), which the entry's evaluation otherwise paid for on the way to the first render (react-intl's message
// format asks for one at start-up, and every page formats amounts and dates). Later formatters of any locale then take
// well under a millisecond.
new Intl.NumberFormat().resolvedOptions();
new Intl.DateTimeFormat().resolvedOptions();
new Intl.PluralRules().resolvedOptions();
