import { useRef } from 'react';

/**
 * Stands in for pro-utils' `useReactiveRef` (swapped in by .umirc.ts), which only pro-form's schema form uses: a ref
 * that renders its owner again whenever it is set. The schema form sets it once, when its form has initialised, to a
 * new object made of the form it already held; that drew every field of every list's filter form (ProTable's: the
 * console has no other schema form) a second time as the page opened (367 components on the orders list), and
 * nothing the schema form draws reads the ref in its render: its fields read it when they call their props'
 * functions. A plain ref here.
 */
export function useReactiveRef<T>(initialValue: T): { current: T } {
  return useRef(initialValue);
}
