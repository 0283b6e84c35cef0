import { useIntl, useModel } from '@umijs/max';
import { Button, Modal } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ACTIVITY_THROTTLE_MS, idleState } from '@/auth/idle';
import { endSession } from '@/auth/session';
import { clearSession, getLastActivity, setLastActivity, STORAGE_KEYS } from '@/request/storage';
import { feedback } from '@/components/Feedback';

const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Ends the session when it should end elsewhere or by time: signed out in another tab of this browser (the token is
 * gone from the shared storage) → signed out here too; no activity in any tab for IDLE_LIMIT_MS → a warning a minute
 * before, then signed out. Either way the security layout then sends the operator to the login page, with the way
 * back to this page.
 */
export default function SessionGuard() {
  const intl = useIntl();
  const { initialState, setInitialState } = useModel('@@initialState');
  const signedIn = !!initialState?.currentUser;
  const [secondsLeft, setSecondsLeft] = useState<number>();
  const recorded = useRef(0);
  // The latest of these, for the timer's callback (a change of language must not restart the clock).
  const say = useRef({ intl });
  useEffect(() => {
    say.current = { intl };
  });

  const signedOut = useCallback(
    () => setInitialState((s) => (s ? { ...s, currentUser: undefined, permissions: [] } : s)),
    [setInitialState],
  );

  const touch = useCallback((force = false) => {
    const now = Date.now();
    if (!force && now - recorded.current < ACTIVITY_THROTTLE_MS) return;
    recorded.current = now;
    setLastActivity(now);
  }, []);

  // Mounting is no activity: a reload keeps the clock where it was (the sign-in started it, useLoginFlow). Only a
  // session with nothing recorded starts it now.
  useEffect(() => {
    if (signedIn && getLastActivity() === undefined) touch(true);
  }, [signedIn, touch]);

  useEffect(() => {
    if (!signedIn) return undefined;
    const onActivity = () => touch();
    ACTIVITY_EVENTS.forEach((e) => window.addEventListener(e, onActivity, { passive: true, capture: true }));
    const onStorage = (e: StorageEvent) => {
      // Another tab signed out (or its session ended): the token every tab shares is gone.
      if ((e.key === STORAGE_KEYS.token && !e.newValue) || e.key === null) {
        clearSession();
        signedOut();
      }
    };
    window.addEventListener('storage', onStorage);
    const timer = window.setInterval(() => {
      const state = idleState(getLastActivity() ?? Date.now(), Date.now());
      if (state.kind === 'expired') {
        window.clearInterval(timer);
        setSecondsLeft(undefined);
        endSession().finally(() => {
          // The root's message holder: the shell (and anything mounted in it) goes with the session.
          feedback.message().warning(say.current.intl.formatMessage({ id: 'session.idle.signedOut' }));
          signedOut();
        });
      } else {
        setSecondsLeft(state.kind === 'warning' ? state.secondsLeft : undefined);
      }
    }, 1000);
    return () => {
      ACTIVITY_EVENTS.forEach((e) => window.removeEventListener(e, onActivity, { capture: true }));
      window.removeEventListener('storage', onStorage);
      window.clearInterval(timer);
    };
  }, [signedIn, touch, signedOut]);

  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  return (
    <Modal
      open={secondsLeft !== undefined}
      title={t('session.idle.title')}
      closable={false}
      maskClosable={false}
      footer={[
        <Button
          key="out"
          onClick={() => {
            setSecondsLeft(undefined);
            endSession().finally(signedOut);
          }}
        >
          {t('session.idle.signOut')}
        </Button>,
        <Button
          key="stay"
          type="primary"
          onClick={() => {
            touch(true);
            setSecondsLeft(undefined);
          }}
        >
          {t('session.idle.stay')}
        </Button>,
      ]}
    >
      {t('session.idle.warning', { seconds: secondsLeft ?? 0 })}
    </Modal>
  );
}
