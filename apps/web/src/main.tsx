import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/index.ts';
import './styles/global.css';
import { App } from './app/app.tsx';
import { preloadOrt } from './lib/ort-preload.ts';
import { initTheme } from './theme/theme-store.ts';

initTheme();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Spec §7 "Other": warm the browser ML runtime once the page is idle; failure never blocks the app.
const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
idle(() => void preloadOrt());
