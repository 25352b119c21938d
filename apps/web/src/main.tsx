import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { getMe } from './features/auth/api/get-me';
import './lib/i18n';
import { getSessionToken, initializeSession } from './lib/session-store';

// Start validating the stored session at once, while the translations load.
void initializeSession(() => getMe());
// A stored session will show the account menu and may show the inactivity banner: their code
// (loaded on demand, so visitors never download it) starts now rather than at first render.
if (getSessionToken()) {
  void import('./app/layout/user-menu');
  void import('./app/layout/session-banner-panel');
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
