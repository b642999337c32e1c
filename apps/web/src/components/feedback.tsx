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
/**
 * Route guards run before the first render, when there is no App instance yet: what they say is
 * kept here and shown as soon as the bridge mounts.
 */
let bridgeReady = false;
const pending: (() => void)[] = [];

function whenReady(show: () => void) {
  if (bridgeReady) show();
  else pending.push(show);
}

export function FeedbackBridge() {
  const app = App.useApp();
  useEffect(() => {
    messageApi = app.message;
    notificationApi = app.notification;
    bridgeReady = true;
    pending.splice(0).forEach((show) => show());
  }, [app]);
  return null;
}

/** One key for every toast, so a new one replaces the last instead of stacking (spec 1-core §8.1). */
const TOAST_KEY = 'global-toast';
const TOAST_SECONDS = 4;
const NOTIFICATION_SECONDS = 6;

type ToastType = 'success' | 'error' | 'warning' | 'info';
const showToast = (type: ToastType) => (content: string) =>
  whenReady(() => void messageApi.open({ key: TOAST_KEY, type, content, duration: TOAST_SECONDS }));

export const toast = {
  success: showToast('success'),
  error: showToast('error'),
  warning: showToast('warning'),
  info: showToast('info'),
};

/** A failed call: the toast, plus a 6 s notification on screens that are not mobile. */
export function showRequestError(content: string, title: string) {
  toast.error(content);
  if (!isMobileViewport()) {
    whenReady(() =>
      notificationApi.error({
        key: 'request-error',
        title,
        description: content,
        duration: NOTIFICATION_SECONDS,
      }),
    );
  }
}
