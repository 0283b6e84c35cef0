import { App } from 'antd';
import { useEffect } from 'react';
import BaseWorkArea from '@/components/WorkArea';
import { prefetchListPage } from './prefetch';

/**
 * The signed-in shell's parts (header actions, avatar menu, tabbed work area, idle guard, the 403 page), in one
 * chunk that the login page never loads. src/layouts/lazyShell.tsx is the entry's light handle on it.
 */
export { default as AvatarMenu } from '@/components/AvatarMenu';
export { default as GlobalSearch } from '@/components/GlobalSearch';
export { default as LangPicker } from '@/components/LangPicker';
export { default as NoticeBell } from '@/components/NoticeBell';
export { default as SessionGuard } from '@/components/SessionGuard';

/** The 403 page, loaded when shown. */
export { LazyForbidden as Forbidden } from '@/pages/Exception/lazy';

/** The pages, in antd's App context: their confirmations (modal) and messages follow theme and direction. */
export function WorkArea() {
  useEffect(() => prefetchListPage(), []);
  return (
    <App component={false}>
      <BaseWorkArea />
    </App>
  );
}
