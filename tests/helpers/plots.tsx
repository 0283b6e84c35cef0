/**
 * Stand-ins for @ant-design/plots, which draws on a canvas jsdom does not have: each chart shows what it was given,
 * as `day-or-name=value` points (a rate where the point has one). It replaces the library in every jsdom test
 * (vitest.config.mts, an alias): the files share a worker's modules, so a per-file mock would miss a page module
 * an earlier file had loaded.
 */
interface Point {
  day?: string;
  name?: string;
  value: number;
  rate?: string;
}

const stub =
  (kind: string) =>
  ({ data }: { data: Point[] }) => (
    <div data-testid={`chart-${kind}`} data-count={data.length}>
      {data.map((d) => `${d.day ?? d.name}=${d.rate ?? d.value}`).join(' ')}
    </div>
  );

export const Column = stub('Column');
export const Line = stub('Line');
export const Bar = stub('Bar');
