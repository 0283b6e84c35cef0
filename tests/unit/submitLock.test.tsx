import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DOUBLE_CLICK_MS, useSubmitLock } from '@/console/useSubmitLock';

/** Runs one task through the lock and waits for it to settle; says whether it ran. */
async function submit(run: (task: () => Promise<unknown>) => void, outcome: 'ok' | 'fail' = 'ok') {
  let ran = false;
  await act(async () => {
    run(async () => {
      ran = true;
      if (outcome === 'fail') throw new Error('refused');
    });
  });
  return ran;
}

describe('one submission at a time (useSubmitLock)', () => {
  it('ignores a second click right after a success (a double click), and takes one after DOUBLE_CLICK_MS', async () => {
    const { result } = renderHook(() => useSubmitLock());
    expect(await submit(result.current.run)).toBe(true);
    expect(await submit(result.current.run)).toBe(false);
    await act(() => new Promise((r) => setTimeout(r, DOUBLE_CLICK_MS + 50)));
    expect(await submit(result.current.run)).toBe(true);
  });

  it('takes a new submission at once after a failure', async () => {
    const { result } = renderHook(() => useSubmitLock());
    expect(await submit(result.current.run, 'fail')).toBe(true);
    expect(await submit(result.current.run)).toBe(true);
  });

  it('without the double-click hold (a file chosen), takes the next one right after a success', async () => {
    const { result } = renderHook(() => useSubmitLock(0));
    expect(await submit(result.current.run)).toBe(true);
    expect(await submit(result.current.run)).toBe(true);
  });
});
