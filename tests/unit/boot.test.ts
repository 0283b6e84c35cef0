import { describe, expect, it, vi } from 'vitest';

// The shell's code never arrives (a slow network), and the server no longer knows the saved token.
vi.mock('@/layouts/lazyShell', async (original) => ({
  ...(await original<typeof import('@/layouts/lazyShell')>()),
  preloadShell: () => new Promise(() => undefined),
}));
vi.mock('@/auth/session', async (original) => ({
  ...(await original<typeof import('@/auth/session')>()),
  loadCurrentUser: async () => undefined,
}));

describe('start-up with a saved token the server refuses', () => {
  it('answers "nobody signed in" without waiting for the signed-in shell’s code (the login page comes next)', async () => {
    // Fresh modules: the test setup loaded the console's runtime (src/app.tsx) before the mocks above.
    vi.resetModules();
    (await import('../helpers/umi')).bootUmi('/Home');
    localStorage.setItem('access_token', 'Bearer stale');
    const { getInitialState } = await import('@/app');
    const state = await Promise.race([
      getInitialState(),
      new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), 1000)),
    ]);
    expect(state).not.toBe('waiting');
    expect((state as { currentUser?: unknown }).currentUser).toBeUndefined();
  });
});
