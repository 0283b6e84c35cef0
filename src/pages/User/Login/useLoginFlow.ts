import { history, useIntl, useModel } from '@umijs/max';
import { useEffect, useState } from 'react';
import { firstPermittedPage, guardedPages, pageOf } from '@/auth/pages';
import { buildPermissions } from '@/auth/permissions';
import { resolveRedirect } from '@/auth/redirect';
import { endSession, loadCurrentUser, savePermissions } from '@/auth/session';
import { feedback } from '@/components/Feedback';
import { preloadShell } from '@/layouts/lazyShell';
import { clearSession, setLastActivity } from '@/request/storage';
import { login, securityCheck } from '@/services/auth';
import type { LoginForm, LoginResult } from '@/services/types';

/**
 * The login steps of spec §4: pre-check, login, then the session, or first the authenticator binding and (for a
 * password another operator set) the change of the temporary password.
 */
export function useLoginFlow() {
  const intl = useIntl();
  const { initialState, setInitialState } = useModel('@@initialState');
  const [unbound, setUnbound] = useState(false);
  const [target, setTarget] = useState<string>();
  const signedIn = !!initialState?.currentUser;

  // Navigate only once the new session is committed: Umi's layout keeps the access mark of the route it matched
  // for a path, so arriving before the new permissions would leave a stale 403.
  useEffect(() => {
    if (target && signedIn) history.replace(target);
  }, [target, signedIn]);
  const [binding, setBinding] = useState<LoginForm>();
  const [changing, setChanging] = useState<LoginForm>();

  /** The security pre-check: does this email's account have an authenticator yet? */
  const check = async (mail: string) => {
    try {
      const res = await securityCheck(mail);
      setUnbound(!res.result.has_google_secret);
    } catch {
      setUnbound(false);
    }
  };

  /** A successful login or binding answer: save the permissions, load the operator, go on. */
  const complete = async (res: LoginResult) => {
    const tree = res.result.list_per ?? [];
    // Signed in: the shell's chunk loads while the operator's profile is fetched.
    void preloadShell();
    savePermissions(tree);
    // Signing in is activity: the idle clock starts now, not from an earlier session's last move.
    setLastActivity(Date.now());
    const currentUser = await loadCurrentUser();
    await setInitialState((s) => ({ collapsed: false, ...s, currentUser, permissions: tree }));
    feedback.message().success(intl.formatMessage({ id: 'login.success' }));
    const { canView } = buildPermissions(tree);
    const fallback = firstPermittedPage(canView) ?? '/403';
    setTarget(
      resolveRedirect({
        redirect: new URLSearchParams(history.location.search).get('redirect'),
        origin: window.location.origin,
        // A record page (a link shared to a signed-out operator) too, guarded by its list's URL.
        pagePatterns: [...guardedPages(), ...guardedPages(undefined, { records: true })].map((p) => p.path),
        canView: (path) => canView(pageOf(path)?.permission ?? path),
        fallback,
      }),
    );
  };

  /** Where a login, binding or password-change answer leads: the next step, or the session. */
  const proceed = async (res: LoginResult, form: LoginForm) => {
    if (res.result.must_change_password) {
      setBinding(undefined);
      setChanging(form);
    } else if (!res.result.has_google_secret) {
      setBinding(form);
    } else {
      await complete(res);
    }
  };

  const submit = async (form: LoginForm) => proceed(await login(form), form);

  const cancelBinding = () => {
    clearSession();
    setBinding(undefined);
  };

  const bound = (res: LoginResult) => proceed(res, binding as LoginForm);

  /** The step's token is revoked, not only forgotten: it could change the password for ten minutes. */
  const cancelChange = () => {
    void endSession();
    setChanging(undefined);
  };

  return { unbound, check, submit, binding, bound, cancelBinding, changing, complete, cancelChange };
}
