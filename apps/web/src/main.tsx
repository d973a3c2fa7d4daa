import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { deviceId } from './api/device-id.ts';
import { App } from './app/app.tsx';
import { listenForPreloadErrors } from './app/chunks/chunk-load.ts';
import { applySavedTheme } from './app/theme.ts';
import '@portal/ui/tokens.css';
import '@portal/ui/global.css';

applySavedTheme();
// The device id is made on the first visit (decision 0046), not only when a registration needs it.
deviceId();
listenForPreloadErrors();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
