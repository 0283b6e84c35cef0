import { message as staticMessage, notification as staticNotification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { history } from '@umijs/max';
import { useEffect } from 'react';

let api: { message: MessageInstance; notification: NotificationInstance } | undefined;

/**
 * Messages and notifications for code outside React (the request layer, start-up). Inside the app they come from
 * antd's hooks mounted at the root, so they follow the theme, the locale and the text direction; before the app
 * has mounted (and in tests that render no app) antd's static functions stand in. (Not antd's App: it brings the
 * modal machinery to the login page. The signed-in shell has its own App for the pages' modals.)
 */
export const feedback = {
  message: (): MessageInstance => api?.message ?? staticMessage,
  notification: (): NotificationInstance => api?.notification ?? staticNotification,
};

/** The closers of the notices a page caused (a refusal of its request), closed when the operator leaves it. */
const pageNotices = new Set<() => void>();
let nextKey = 0;

/**
 * A message or notification that belongs to the page it was shown on: closed when the path changes (not the query,
 * which a list's filters change). `open` gets a key for a notification and may return a message's closer.
 */
export function pageNotice(open: (key: string) => unknown, kind: 'message' | 'notification'): void {
  nextKey += 1;
  const key = `page-notice-${nextKey}`;
  const closer = open(key);
  const close = () => {
    if (typeof closer === 'function') closer();
    else if (kind === 'notification') feedback.notification().destroy(key);
    else feedback.message().destroy(key);
  };
  pageNotices.add(close);
}

/** Closes what the page left shown (the layout's route change). */
export function closePageNotices(): void {
  const closers = [...pageNotices];
  pageNotices.clear();
  closers.forEach((close) => close());
}

export function FeedbackBridge() {
  const [message, messageHolder] = staticMessage.useMessage();
  const [notification, notificationHolder] = staticNotification.useNotification();
  useEffect(() => {
    api = { message, notification };
    return () => {
      api = undefined;
    };
  }, [message, notification]);
  // A notice belongs to the page that caused it: it does not follow the operator to the next one.
  useEffect(() => {
    let path = history.location.pathname;
    return history.listen(({ location }) => {
      if (location.pathname === path) return;
      path = location.pathname;
      closePageNotices();
    });
  }, []);
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}
