import { labelsLoaded, loadLabels } from '@/locales/labels';
import { Suspense, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

type Shell = typeof import('./Shell');

let loading: Promise<Shell> | undefined;
let loaded: Shell | undefined;

/**
 * Starts loading the signed-in shell and the pages' labels of the language shown (each once). Called as soon as a
 * session is known, so they come in parallel with the current user's request rather than after the layout has
 * rendered. Every part below waits for both, so no page ever shows a label's key.
 */
export function preloadShell(): Promise<Shell> {
  loading ??= import('./Shell').then((shell) => (loaded = shell));
  const both = Promise.all([loading, loadLabels()]).then(([shell]) => shell);
  both.catch((error: unknown) => (failure = { error }));
  return both;
}

/** A chunk that did not load: the parts throw it, as a lazy component does, to the layout's error boundary. */
let failure: { error: unknown } | undefined;

/** A part of the shell once the shell and the labels are in; until then it suspends (as a lazy component does). */
function Waiting({ name, props }: { name: keyof Shell; props: object }) {
  if (failure) throw failure.error;
  if (!loaded || !labelsLoaded()) throw preloadShell();
  const Part = loaded[name] as ComponentType<object>;
  return <Part {...props} />;
}

function part<K extends keyof Shell>(name: K, fallback: (props: ComponentProps<Shell[K]>) => ReactNode = () => null) {
  return function ShellPart(props: ComponentProps<Shell[K]>) {
    // Once the shell is in, its parts render at once: a part that suspends at its first render, even with its code
    // in, makes React hold the reveal of everything around it (src/layouts/landing.ts). Decided once, at mount, so a
    // part never changes from one to the other (which would mount its contents again).
    const [Direct] = useState(() =>
      labelsLoaded() ? (loaded?.[name] as ComponentType<object> | undefined) : undefined,
    );
    if (Direct) return <Direct {...(props as object)} />;
    return (
      <Suspense fallback={fallback(props)}>
        <Waiting name={name} props={props as object} />
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
