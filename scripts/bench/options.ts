import path from 'node:path';
import { root } from '../stack';

export interface Options {
  /** Runs of each browser measurement (cold context each). */
  runs: number;
  /** Lighthouse runs of each page and form factor. */
  lhRuns: number;
  skipBuild: boolean;
  skipTests: boolean;
  skipLighthouse: boolean;
  /**
   * A buildable copy of the reference template (the Ant Design Pro template at its last antd-5 commit, its bundler set
   * to webpack): built right after the console, on the same machine and load, for the build-time budget.
   */
  template: string | null;
  /** Measure nothing: write the Markdown again from the JSON beside it (after editing scripts/bench/reasons.ts). */
  rewrite: boolean;
  /** The Markdown report; the raw runs go beside it as JSON (docs/PERFORMANCE.md → docs/performance.json). */
  out: string;
  json: string;
}

const USAGE = `npm run bench -- [--runs N] [--lh-runs N] [--skip-build] [--skip-tests] [--skip-lighthouse] [--template DIR] [--out docs/PERFORMANCE.md] [--rewrite]`;

export function parseOptions(argv: string[]): Options {
  const opts: Options = {
    runs: 5,
    lhRuns: 5,
    skipBuild: false,
    skipTests: false,
    skipLighthouse: false,
    template: null,
    rewrite: false,
    out: path.join(root, 'docs/PERFORMANCE.md'),
    json: '',
  };
  const count = (flag: string, value: string | undefined) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} wants a whole number ≥ 1\n${USAGE}`);
    return n;
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--runs') opts.runs = count(flag, value());
    else if (flag === '--lh-runs') opts.lhRuns = count(flag, value());
    else if (flag === '--skip-build') opts.skipBuild = true;
    else if (flag === '--skip-tests') opts.skipTests = true;
    else if (flag === '--skip-lighthouse') opts.skipLighthouse = true;
    else if (flag === '--rewrite') opts.rewrite = true;
    else if (flag === '--template') opts.template = path.resolve(value() ?? '');
    else if (flag === '--out') opts.out = path.resolve(value() ?? '');
    else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`unknown option ${flag}\n${USAGE}`);
  }
  opts.json = path.join(path.dirname(opts.out), `${path.basename(opts.out, '.md').toLowerCase()}.json`);
  return opts;
}
