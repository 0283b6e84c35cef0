import { getIntl } from '@umijs/max';
import { Button } from 'antd';
import { feedback } from '@/components/Feedback';

/** The fake backend's own worker (demo mode), which start-up must leave registered. */
export const MOCK_WORKER = 'mockServiceWorker.js';

/**
 * Start-up of spec §1. With the offline-app option on: the offline warning and the Refresh prompt for new
 * content. With it off: unregister any service worker and clear the caches on secure pages, so a worker left by an
 * old deployment cannot serve stale code; demo mode keeps the fake backend's worker.
 */
export function startUp({ pwa, demo }: { pwa: boolean; demo: boolean }): Promise<void> | void {
  const t = (id: string) => getIntl().formatMessage({ id });
  if (pwa) {
    window.addEventListener('sw.offline', () => {
      feedback.message().warning(t('app.offline'));
    });
    window.addEventListener('sw.updated', (event: Event) => {
      const worker = (event as CustomEvent<ServiceWorkerRegistration | undefined>).detail?.waiting;
      const reload = () => {
        worker?.postMessage({ type: 'skip-waiting' });
        window.location.reload();
      };
      const key = `open${Date.now()}`;
      feedback.notification().open({
        key,
        message: t('app.update.title'),
        description: t('app.update.description'),
        actions: (
          <Button type="primary" onClick={() => (feedback.notification().destroy(key), reload())}>
            {t('app.update.ok')}
          </Button>
        ),
      });
    });
    return;
  }
  if (!window.isSecureContext || !('serviceWorker' in navigator)) return;
  const keep = (reg: ServiceWorkerRegistration) =>
    demo && [reg.active, reg.waiting, reg.installing].some((w) => w?.scriptURL.endsWith(MOCK_WORKER));
  return Promise.all([
    navigator.serviceWorker
      .getRegistrations()
      .then((regs) => Promise.all(regs.filter((r) => !keep(r)).map((r) => r.unregister()))),
    'caches' in window ? caches.keys().then((keys) => Promise.all(keys.map((k) => caches.delete(k)))) : undefined,
  ]).then(
    () => undefined,
    () => undefined,
  );
}
