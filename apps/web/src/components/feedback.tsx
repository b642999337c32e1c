import { App } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { message as staticMessage, notification as staticNotification } from 'antd';
import { useEffect } from 'react';
import { isMobileViewport } from '../hooks/useMediaQuery';

/**
 * The request layer and the route guards live outside React, yet their toasts must follow the
 * theme and locale of the ConfigProvider; the App instance captured below gives them that.
 */
let messageApi: MessageInstance = staticMessage;
let notificationApi: NotificationInstance = staticNotification;

export function FeedbackBridge() {
  const app = App.useApp();
  useEffect(() => {
    messageApi = app.message;
    notificationApi = app.notification;
  }, [app]);
  return null;
}

/** One key for every toast, so a new one replaces the last instead of stacking (spec 1-core §8.1). */
const TOAST_KEY = 'global-toast';
const TOAST_SECONDS = 4;
const NOTIFICATION_SECONDS = 6;

export const toast = {
  success: (content: string) =>
    messageApi.open({ key: TOAST_KEY, type: 'success', content, duration: TOAST_SECONDS }),
  error: (content: string) =>
    messageApi.open({ key: TOAST_KEY, type: 'error', content, duration: TOAST_SECONDS }),
  warning: (content: string) =>
    messageApi.open({ key: TOAST_KEY, type: 'warning', content, duration: TOAST_SECONDS }),
  info: (content: string) =>
    messageApi.open({ key: TOAST_KEY, type: 'info', content, duration: TOAST_SECONDS }),
};

/** A failed call: the toast, plus a 6 s notification on screens that are not mobile. */
export function showRequestError(content: string, title: string) {
  toast.error(content);
  if (!isMobileViewport()) {
    notificationApi.error({
      key: 'request-error',
      title,
      description: content,
      duration: NOTIFICATION_SECONDS,
    });
  }
}
