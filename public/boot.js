/** Asks for a file the start will need, beside the entry script (the request that needs it then takes this one). */
function bootPreload(href, as) {
  var link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  document.head.appendChild(link);
}

// Run from the document's head with `async` (config/skeleton.ts), while the entry script downloads. A separate file:
// the Content-Security-Policy allows no inline script. The login page, without a saved session, skips the first part.
try {
  if (localStorage.getItem('access_token')) {
    // With a saved session the shell comes next: its skeleton shows the console's name where the menu's title will be
    // (config/skeleton.ts), the first thing on screen that is not a grey shape.
    document.documentElement.classList.add('payops-boot-session');
    // The stylesheet of antd's styles that the first render will wait for (src/layouts/staticStyles.ts) starts
    // loading now, beside the entry script, instead of after it; first, as the Intl warm-up below takes 50-150 ms.
    var styles = document.querySelector('meta[name="payops-styles"]');
    if (styles) bootPreload(styles.content, 'style');
    // The signed-in shell's chunks and the pages' labels in the operator's language (zh-CN, or the English every
    // other locale shows), which the entry script would ask for only once it has run (config/shellPreloadPlugin.ts).
    var chunks = document.querySelector('meta[name="payops-preload"]');
    if (chunks) {
      var labels = (localStorage.getItem('umi_locale') || 'zh-CN') === 'zh-CN' ? 'zh-CN' : 'en-US';
      chunks.content.split(';').forEach(function (part) {
        var key = part.slice(0, part.indexOf(':'));
        if (key !== 'shell' && key !== labels) return;
        part
          .slice(key.length + 1)
          .split(',')
          .forEach(function (file) {
            bootPreload(file, 'script');
          });
      });
    }
  }
  // The language the operator chose (Umi's locale key): a right-to-left one mirrors the skeleton as the shell will be
  // (src/components/LocaleDirection.tsx, which sets both again once the console runs; left alone if it ran first).
  var locale = localStorage.getItem('umi_locale');
  if (locale && !document.documentElement.dir) {
    document.documentElement.lang = locale;
    document.documentElement.dir = /^(he|ar|fa|ku)/.test(locale) ? 'rtl' : 'ltr';
  }
} catch {
  // No storage (a privacy setting): the skeleton stays grey and left to right, and the render asks for the stylesheet
  // itself.
}

// The browser's first Intl formatter loads its locale data (45-70 ms measured on a machine of 2 cores, 148 ms under a
// profiler), which the entry's evaluation otherwise paid for on the way to the first render (react-intl's message
// format asks for one at start-up, and every page formats amounts and dates). Later formatters of any locale then take
// well under a millisecond.
new Intl.NumberFormat().resolvedOptions();
new Intl.DateTimeFormat().resolvedOptions();
new Intl.PluralRules().resolvedOptions();
