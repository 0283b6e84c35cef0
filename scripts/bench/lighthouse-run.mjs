/**
 * One Lighthouse run, in plain Node (not under tsx: tsx's transform adds `__name` helpers to Lighthouse's own
 * functions, which Lighthouse then evaluates in the page, where they do not exist).
 * Usage: node scripts/bench/lighthouse-run.mjs <url> <devtools port> <desktop|mobile>
 * Prints one line of JSON: the category scores (0-100), a few metrics (ms), the final URL and any runtime error.
 */
import fs from 'node:fs';
import lighthouse, { desktopConfig } from 'lighthouse';

const [url, port, formFactor] = process.argv.slice(2);
const result = await lighthouse(
  url,
  {
    port: Number(port),
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  },
  formFactor === 'desktop' ? desktopConfig : undefined,
);
if (!result) throw new Error('Lighthouse returned no result');
const { lhr } = result;
// LH_REPORTS=<dir>: each run's whole report too (the network's waterfall, the LCP element, the long tasks).
if (process.env.LH_REPORTS) {
  fs.mkdirSync(process.env.LH_REPORTS, { recursive: true });
  const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${formFactor}-${Date.now()}.json`;
  fs.writeFileSync(`${process.env.LH_REPORTS}/${name}`, JSON.stringify(lhr));
}
const score = (id) => {
  const s = lhr.categories[id]?.score;
  return typeof s === 'number' ? Math.round(s * 100) : null;
};
const metric = (id) => {
  const v = lhr.audits[id]?.numericValue;
  return typeof v === 'number' ? Math.round(v) : null;
};
// The audits that cost points, for the report (score below 0.9, weighted in their category).
const failing = Object.values(lhr.categories).flatMap((c) =>
  c.auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 0.9).map((r) => `${c.id}:${r.id}`),
);
process.stdout.write(
  JSON.stringify({
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    finalUrl: lhr.finalDisplayedUrl,
    failing,
    error: lhr.runtimeError?.message,
  }) + '\n',
);
