import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedTicks, labelEvery, linear, niceStep, niceTicks, textWidth } from '@/components/charts/scale';

describe("the charts' scales (src/components/charts/scale.ts)", () => {
  it('steps by 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(100, 5)).toBe(20);
    expect(niceStep(3, 5)).toBe(1);
    expect(niceStep(0.9, 5)).toBe(0.2);
    expect(niceStep(12345, 5)).toBe(5000);
    expect(niceStep(0, 5)).toBe(1);
  });

  it('puts round ticks around the data, the domain widened to the end ticks, without float noise', () => {
    expect(niceTicks(0, 3)).toEqual({ domain: [0, 3], ticks: [0, 1, 2, 3] });
    expect(niceTicks(0, 0.3)).toEqual({ domain: [0, 0.3], ticks: [0, 0.1, 0.2, 0.3] });
    expect(niceTicks(0, 120.5)).toEqual({ domain: [0, 150], ticks: [0, 50, 100, 150] });
    expect(niceTicks(0, 9_870)).toEqual({ domain: [0, 10_000], ticks: [0, 2_000, 4_000, 6_000, 8_000, 10_000] });
    // An FX rate's range: not from zero.
    expect(niceTicks(7.1012, 7.1384)).toEqual({ domain: [7.1, 7.14], ticks: [7.1, 7.11, 7.12, 7.13, 7.14] });
  });

  it('gives one value, or none, room either side', () => {
    expect(niceTicks(0, 0).domain).toEqual([-1, 1]);
    const one = niceTicks(7.2, 7.2);
    expect(one.domain[0]).toBeLessThan(7.2);
    expect(one.domain[1]).toBeGreaterThan(7.2);
    expect(niceTicks(Infinity, -Infinity)).toEqual({ domain: [0, 1], ticks: [0, 0.2, 0.4, 0.6, 0.8, 1] });
  });

  it('covers any data with about the asked number of ticks, each a multiple of the step', () => {
    // Amounts in cents and rates in ten-thousandths, as the charts get them.
    const figure = fc.oneof(
      fc.integer({ min: -1e11, max: 1e11 }).map((n) => n / 100),
      fc.integer({ min: 0, max: 1e6 }).map((n) => n / 1e4),
    );
    fc.assert(
      fc.property(figure, figure, (a, b) => {
        const { domain, ticks } = niceTicks(a, b);
        expect(domain[0]).toBeLessThanOrEqual(Math.min(a, b));
        expect(domain[1]).toBeGreaterThanOrEqual(Math.max(a, b));
        expect(ticks[0]).toBe(domain[0]);
        expect(ticks.at(-1)).toBe(domain[1]);
        expect(ticks.length).toBeGreaterThanOrEqual(3);
        expect(ticks.length).toBeLessThanOrEqual(12);
      }),
    );
  });

  it('keeps a fixed domain (a rate in percent) and ticks inside it', () => {
    expect(fixedTicks([0, 100])).toEqual({ domain: [0, 100], ticks: [0, 20, 40, 60, 80, 100] });
  });

  it('maps a domain onto a range, reversed for a y axis', () => {
    const y = linear([0, 100], [250, 10]);
    expect(y(0)).toBe(250);
    expect(y(100)).toBe(10);
    expect(y(50)).toBe(130);
    expect(linear([5, 5], [0, 10])(5)).toBe(0);
  });

  it('estimates a label’s width without the bidi marks, CJK wider than digits', () => {
    expect(textWidth('2026-03-10', 12)).toBe(Math.ceil(10 * 0.62 * 12));
    // Arabic-Indic digits with the marks Intl puts between them: as wide as the Latin day.
    const arabic = new Intl.DateTimeFormat('ar-EG', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    }).format(new Date('2026-03-10T00:00:00Z'));
    expect(textWidth(arabic, 12)).toBeLessThanOrEqual(textWidth('2026-03-10', 12));
    expect(textWidth('商户', 12)).toBe(24);
  });

  it('thins the category labels to every nth so that they do not collide', () => {
    const days = Array.from({ length: 30 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
    // A 75 px day plus the 8 px gap: every label in 90 px slots, every 5th in 20 px ones (30 days in 600 px).
    expect(labelEvery(days, 90)).toBe(1);
    expect(labelEvery(days, 20)).toBe(5);
    expect(labelEvery(days, 42)).toBe(2);
    expect(labelEvery([], 20)).toBe(1);
    // What is shown is never closer than a label's width.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), (slot) => {
        expect(labelEvery(days, slot) * slot).toBeGreaterThanOrEqual(textWidth(days[0]) + 8);
      }),
    );
  });
});
