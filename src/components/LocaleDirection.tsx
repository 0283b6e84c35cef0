import { useIntl } from '@umijs/max';
import { useLayoutEffect, type ReactNode } from 'react';
import { RTL_PREFIXES } from '@/locales/fallback';

export const directionOf = (locale: string) => (RTL_PREFIXES.some((p) => locale.startsWith(p)) ? 'rtl' : 'ltr');

export default function LocaleDirection({ children }: { children: ReactNode }) {
  const { locale } = useIntl();
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
    // Only right-to-left pages need it: a chunk of its own, out of the login page's entry.
    if (document.documentElement.dir === 'rtl') void import('./bidiLabels').then((m) => m.addBidiStyle());
  }, [locale]);
  return <>{children}</>;
}
