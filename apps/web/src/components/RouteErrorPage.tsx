import { Button, Result, Space } from 'antd';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CHUNK_LOAD_TIMEOUT_MS, isChunkLoadError } from '../routes/chunk-timeout';

/**
 * What a route shows when its page fails: for code that never arrived (the 120 s timeout, a failed fetch of a
 * chunk) a clear message and a reload, which fetches the page's code again; for anything else its message.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  return (
    <Result
      status={chunk ? 'warning' : 'error'}
      data-testid={chunk ? 'chunk-load-error' : 'route-error'}
      title={chunk ? t('routeError.chunkTitle') : t('routeError.otherTitle')}
      subTitle={
        chunk
          ? t('routeError.chunkDescription', { seconds: CHUNK_LOAD_TIMEOUT_MS / 1000 })
          : error instanceof Error
            ? error.message
            : undefined
      }
      extra={
        <Space wrap>
          <Button type="primary" onClick={() => window.location.reload()} data-testid="route-error-reload">
            {t('routeError.reload')}
          </Button>
          <Button href="/home">{t('routeError.goHome')}</Button>
        </Space>
      }
    />
  );
}
