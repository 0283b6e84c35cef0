import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useApi } from '@/request/useApi';

describe('useApi', () => {
  it('keeps a failure for the component and writes nothing to the console (the request layer showed it)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useApi(() => Promise.reject(new Error('Ledger busy'))));
    await waitFor(() => expect(result.current.error?.message).toBe('Ledger busy'));
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
  it('gives the data', async () => {
    const { result } = renderHook(() => useApi(async () => ({ total: 12 })));
    await waitFor(() => expect(result.current.data).toEqual({ total: 12 }));
  });
});
