import { message as staticMessage, notification as staticNotification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
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

export function FeedbackBridge() {
  const [message, messageHolder] = staticMessage.useMessage();
  const [notification, notificationHolder] = staticNotification.useNotification();
  useEffect(() => {
    api = { message, notification };
    return () => {
      api = undefined;
    };
  }, [message, notification]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}
