import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { configureRequest } from './api/request';
import { showRequestError } from './components/feedback';
import { i18n } from './i18n';
import { router } from './routes/router';
import { openAuthDialog } from './state/auth-dialog';
import { clearSession, replaceToken, sessionStore } from './state/session';
import { localizeServerMessage } from './i18n/server-messages';
import './styles/global.css';

configureRequest({
  getToken: () => sessionStore.get().token,
  replaceToken,
  clearSession,
  openLoginDialog: () => openAuthDialog('Login'),
  navigate: (path) => void router.navigate(path),
  currentPath: () => window.location.pathname,
  showError: showRequestError,
  translate: (key) => i18n.t(`request.${key}`),
  translateServerMessage: (said) =>
    localizeServerMessage(said, i18n.language, (code) => i18n.t(`serverErrors.${code}`)),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
