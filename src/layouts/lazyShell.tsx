import { loadLabels } from '@/locales/labels';
import { lazy, Suspense, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

type Shell = typeof import('./Shell');

let loading: Promise<Shell> | undefined;
let loaded: Shell | undefined;

/**
 * Starts loading the signed-in shell and the pages' labels (once). Called as soon as a session is known, so they
 * come in parallel with the current user's request rather than after the layout has rendered. Every part below
 * waits for both, so no page ever shows a label's key.
 */
export function preloadShell(): Promise<Shell> {
  loading ??= Promise.all([import('./Shell'), loadLabels()]).then(([shell]) => (loaded = shell));
  return loading;
}

function part<K extends keyof Shell>(name: K, fallback: (props: ComponentProps<Shell[K]>) => ReactNode = () => null) {
  const Lazy = lazy(() => preloadShell().then((m) => ({ default: m[name] as ComponentType<object> })));
  return function ShellPart(props: ComponentProps<Shell[K]>) {
    // Once the shell is in, its parts render at once: a lazy part suspends at its first render even then, and React
    // holds the reveal of everything around it (src/layouts/landing.ts). Decided once, at mount, so a part never
    // changes from one to the other (which would mount its contents again).
    const [Direct] = useState(() => loaded?.[name] as ComponentType<object> | undefined);
    if (Direct) return <Direct {...(props as object)} />;
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...(props as object)} />
      </Suspense>
    );
  };
}

export const GlobalSearch = part('GlobalSearch');
export const NoticeBell = part('NoticeBell');
export const LangPicker = part('LangPicker');
/** The avatar shows at once, laid out as it will be; its menu comes with the chunk. */
export const AvatarMenu = part('AvatarMenu', ({ children, style }) => <span style={style}>{children}</span>);
export const WorkArea = part('WorkArea');
export const Forbidden = part('Forbidden');
export const SessionGuard = part('SessionGuard');
