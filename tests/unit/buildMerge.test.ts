import { describe, expect, it } from 'vitest';
import merge from '@/build/merge';

describe('the deep merge that replaces lodash/merge in the build (src/build/merge.ts)', () => {
  it('merges nested plain objects, replaces arrays and other values, and skips prototype keys', () => {
    const prev = { theme: { token: { colorPrimary: '#ff7e00', borderRadius: 6 } }, list: [1, 2, 3], keep: 'x' };
    const next = merge({}, prev, { theme: { token: { borderRadius: 4 } }, list: [9] });
    expect(next).toEqual({ theme: { token: { colorPrimary: '#ff7e00', borderRadius: 4 } }, list: [9], keep: 'x' });
    // The sources are left as they were.
    expect(prev.theme.token.borderRadius).toBe(6);
    merge({}, JSON.parse('{"__proto__": {"polluted": true}}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
