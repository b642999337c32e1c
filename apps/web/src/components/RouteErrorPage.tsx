import { Button, Space } from 'antd';
import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CHUNK_LOAD_TIMEOUT_MS, isChunkLoadError } from '../routes/chunk-timeout';
import './RouteErrorPage.css';

/**
 * What a route shows when its page fails: for code that never arrived (the 120 s timeout, a failed fetch of a
 * chunk) a clear message and a reload, which fetches the page's code again; for anything else its message.
 * It lives in the first page's code (it must show when no other code arrives), so it is drawn with plain
 * markup rather than antd's Result, which would add its styles to every first visit.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const detail = chunk
    ? t('routeError.chunkDescription', { seconds: CHUNK_LOAD_TIMEOUT_MS / 1000 })
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <section className="route-error" role="alert" data-testid={chunk ? 'chunk-load-error' : 'route-error'}>
      {chunk ? (
        <ExclamationCircleFilled className="route-error__icon route-error__icon--warning" aria-hidden />
      ) : (
        <CloseCircleFilled className="route-error__icon route-error__icon--error" aria-hidden />
      )}
      <h2 className="route-error__title">
        {chunk ? t('routeError.chunkTitle') : t('routeError.otherTitle')}
      </h2>
      {detail && <p className="route-error__detail">{detail}</p>}
      <Space wrap>
        <Button type="primary" onClick={() => window.location.reload()} data-testid="route-error-reload">
          {t('routeError.reload')}
        </Button>
        <Button href="/home">{t('routeError.goHome')}</Button>
      </Space>
    </section>
  );
}
