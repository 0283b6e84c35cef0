import { useEffect, useState, type ReactNode } from 'react';
import { labelsLoaded, loadLabels } from '@/locales/labels';

/**
 * The side menu once the pages' labels are in: most menu labels are the titles of the pages they open, which come
 * with the signed-in shell (src/locales/resources.ts), so the menu never shows a label's key. They are usually in
 * before the current user is: the shell starts loading them as soon as a session is known.
 */
export default function LabelledMenu({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(labelsLoaded);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadLabels().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? children : null;
}
