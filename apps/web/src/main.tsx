import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/index.ts';
import './styles/global.css';
import { App } from './app/app.tsx';
import { PrerenderedHandoff, prerenderedHandoff } from './app/prerendered-handoff.tsx';
import { routerReady } from './app/router.tsx';
import { initTheme } from './theme/theme-store.ts';

initTheme();

const container = document.getElementById('root')!;
// A page saved at build time (scripts/prerender.ts) is already on screen: render over it only once
// its route's code is loaded, so the first render is that page, not the loading spinner.
const handoff = container.hasAttribute('data-prerendered') ? prerenderedHandoff(container) : null;
const mount = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
      {handoff && <PrerenderedHandoff run={handoff} />}
    </StrictMode>,
  );
// Over a saved page nothing is waiting on this render: it runs as a transition, in small slices
// between which the browser stays responsive.
if (handoff) void routerReady().then(() => startTransition(mount));
else mount();
