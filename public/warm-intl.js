// Loaded with `async` from the document's head (config/skeleton.ts), so it runs while the entry script downloads: the
// browser's first Intl formatter loads its locale data (45-70 ms measured on a machine of 2 cores, 148 ms under a
// profiler), which the entry's evaluation otherwise paid for on the way to the first render (react-intl's message
// format asks for one at start-up, and every page formats amounts and dates). Later formatters of any locale then take
// well under a millisecond.
new Intl.NumberFormat().resolvedOptions();
new Intl.DateTimeFormat().resolvedOptions();
new Intl.PluralRules().resolvedOptions();
