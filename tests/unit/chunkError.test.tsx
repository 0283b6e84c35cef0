import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RawIntlProvider } from '@umijs/max';
import { getIntl } from '@@/plugin-locale/localeExports';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootUmi } from '../helpers/umi';
import ChunkErrorBoundary, { isChunkLoadError } from '@/components/ChunkErrorBoundary';

const realLocation = window.location;
afterEach(() => Object.defineProperty(window, 'location', { configurable: true, value: realLocation }));

function chunkError(message: string, props: Record<string, string>) {
  return Object.assign(new Error(message), props);
}

function renderFailing(error: Error) {
  bootUmi();
  const Broken = lazy(() => Promise.reject(error));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return render(
    <RawIntlProvider value={getIntl('zh-CN')}>
      <ChunkErrorBoundary>
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </ChunkErrorBoundary>
    </RawIntlProvider>,
  );
}

describe('a script or style chunk that fails to load (spec §7, §8)', () => {
  it('shows the load error with reason and address, and a retry that reloads', async () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, reload } });
    renderFailing(
      chunkError('Loading chunk 512 failed.\n(timeout: https://console.payops.test/p__Home.3f2a.async.js)', {
        name: 'ChunkLoadError',
        type: 'timeout',
        request: 'https://console.payops.test/p__Home.3f2a.async.js',
      }),
    );
    expect(await screen.findByText('页面部分资源加载失败')).toBeInTheDocument();
    expect(screen.getByText('timeout')).toBeInTheDocument();
    expect(screen.getByText('https://console.payops.test/p__Home.3f2a.async.js')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('recognises a failed CSS chunk too', () => {
    const css = chunkError('Loading CSS chunk 7 failed.\n(/p__Home.css)', {
      code: 'CSS_CHUNK_LOAD_FAILED',
      type: 'error',
      request: '/p__Home.css',
    });
    expect(isChunkLoadError(css)).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });

  it('any other render error shows its message and a retry that renders again', async () => {
    renderFailing(new Error('Cannot read properties of undefined'));
    expect(await screen.findByText('页面出错了')).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
  });
});
