import { App } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { message as staticMessage } from 'antd';
import { useEffect } from 'react';

/**
 * The request layer and the route guards live outside React, yet their toasts must follow the
 * theme and locale of the ConfigProvider; the App instance captured below gives them that.
 */
let messageApi: MessageInstance = staticMessage;
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
    bridgeReady = true;
    pending.splice(0).forEach((show) => show());
  }, [app]);
  return null;
}

const TOAST_SECONDS = 4;

/**
 * A new toast replaces the last instead of stacking (spec 1-core §8.1): the last is closed and the new one gets a
 * key of its own. Reusing one key lost toasts: a toast opened just as the last one expired took that key while
 * the list was still removing it, and was removed with it (a "Delete successfully" ~4 s after "Update
 * successfully" never showed).
 */
export function replacingToasts(api: () => Pick<MessageInstance, 'open' | 'destroy'>) {
  let count = 0;
  let lastKey: string | null = null;
  return (type: ToastType, content: string) => {
    if (lastKey) api().destroy(lastKey);
    lastKey = `toast-${++count}`;
    void api().open({ key: lastKey, type, content, duration: TOAST_SECONDS });
  };
}

type ToastType = 'success' | 'error' | 'warning' | 'info';
const showReplacing = replacingToasts(() => messageApi);
const showToast = (type: ToastType) => (content: string) => whenReady(() => showReplacing(type, content));

/**
 * A notice beside the toasts, under a key of its own: it neither replaces the toast of what the user just did
 * nor is replaced by it (the new-messages notice, spec 1-core: shown 5 s).
 */
export function showNotice(key: string, content: string, seconds: number) {
  whenReady(() => void messageApi.open({ key, type: 'info', content, duration: seconds }));
}

export const toast = {
  success: showToast('success'),
  error: showToast('error'),
  warning: showToast('warning'),
  info: showToast('info'),
};

/**
 * A failed call, said once: the toast (issue 13 found each error twice, a toast and a notification with the same
 * text; spec 1-core §8.1's toasts replace each other, so a run of failures never stacks up either).
 */
export function showRequestError(content: string) {
  toast.error(content);
}
