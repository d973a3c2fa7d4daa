import '@portal/ui/tokens.css';
import '@portal/ui/global.css';
import './backoffice.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { applyTheme, savedTheme } from './shell/theme.ts';

applyTheme(savedTheme());

const container = document.getElementById('bo');
if (!container) throw new Error('The page has no #bo element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
