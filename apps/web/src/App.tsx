import { useEffect, useState } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FeedbackBridge } from './components/feedback';
import { DocumentTitle } from './components/DocumentTitle';
import { antdLocale, currentLanguage, type Language } from './i18n';
import { router } from './routes/router';
import { usePrefersReducedMotion } from './hooks/useMediaQuery';
import { queryClient } from './query-client';

export { queryClient };

export function App() {
  const { i18n } = useTranslation();
  const [language, setLanguage] = useState<Language>(currentLanguage());
  // antd's zoom, slide and fade motions are turned off for a reader whose system asks for reduced motion.
  const motion = !usePrefersReducedMotion();
  useEffect(() => {
    const onChange = () => setLanguage(currentLanguage());
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);

  return (
    <ConfigProvider locale={antdLocale(language)} theme={{ token: { colorPrimary: '#1677ff', motion } }}>
      <AntApp>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>
          <DocumentTitle />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
