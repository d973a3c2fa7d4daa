import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { listenForPreloadErrors } from './app/chunks/chunk-load.ts';
import { applySavedTheme } from './app/theme.ts';
import '@portal/ui/tokens.css';
import '@portal/ui/global.css';

applySavedTheme();
listenForPreloadErrors();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
