import { useRequest } from 'ahooks';
import type { Options } from 'ahooks/lib/useRequest/src/types';
import { REQUEST_DEFAULTS } from './index';

/**
 * Data from the server in a component, with the request defaults of spec §9. Failures were already shown by the
 * request layer, so they are not logged again (Umi's own useRequest writes every failure to the console).
 */
export function useApi<TData, TParams extends unknown[] = []>(
  service: (...args: TParams) => Promise<TData>,
  options: Options<TData, TParams> = {},
) {
  return useRequest(service, {
    cacheTime: REQUEST_DEFAULTS.cacheTime,
    focusTimespan: REQUEST_DEFAULTS.focusTimespan,
    onError: () => undefined,
    ...options,
  });
}
