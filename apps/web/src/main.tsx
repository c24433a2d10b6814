import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/index.ts';
import './styles/global.css';
import { App, currentQueryClient } from './app/app.tsx';
import { PrerenderedHandoff, prerenderedHandoff } from './app/prerendered-handoff.tsx';
import { router, routerReady } from './app/router.tsx';
import { startAuth } from './auth/auth-store.ts';
import { quietEnglishIconNames } from './lib/icon-names.ts';
import { isPublicPath } from './lib/routes.ts';
import { keepSavedStyles } from './theme/style-cache.ts';
import { initTheme, useThemeStore } from './theme/theme-store.ts';

initTheme();
quietEnglishIconNames(document.body);

const container = document.getElementById('root')!;
// A page saved at build time (scripts/prerender.ts) is already on screen: render over it only once
// its route's code is loaded, so the first render is that page, not the loading spinner.
const saved = container.hasAttribute('data-prerendered') ? prerenderedHandoff(container) : null;
if (saved) keepSavedStyles(useThemeStore.getState().config);
/** A card tapped on the saved resume library changed the address only: the router follows it. */
const followAddress = async () => {
  const { pathname, search } = window.location;
  if (router.state.location.search !== search) await router.navigate(`${pathname}${search}`, { replace: true });
};
// Once the first render is on screen, the address is followed again (a tap while it rendered).
const handoff = saved
  ? () => {
      saved();
      void followAddress();
    }
  : null;
const mount = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
      {handoff && <PrerenderedHandoff run={handoff} />}
    </StrictMode>,
  );
// Over a saved page nothing is waiting on this render: it runs as a transition, in small slices
// between which the browser stays responsive. A saved signed-in page (the resume library) waits for
// start-up's sign-in check as well, so its first render is the page, not the check's spinner, and
// starts from what the saved page has already fetched.
async function takeOver(): Promise<void> {
  // The app's code has loaded: the saved page's boot script no longer reports it missing (the
  // sign-in check may take a while on a slow network).
  container.setAttribute('data-app-running', '');
  try {
    const signedIn = !isPublicPath(window.location.pathname);
    await Promise.all([routerReady(), signedIn ? startAuth() : undefined]);
    if (signedIn && window.__opSavedResumes) {
      const { seedSavedResumes } = await import('./saved-pages/seed-resumes.ts');
      await seedSavedResumes(currentQueryClient());
    }
    // From here on the saved page draws no late cards; its taps are followed after the first render.
    container.setAttribute('data-taking-over', '');
    await followAddress();
  } finally {
    // Whatever failed on the way, the app renders (its own screens then say what went wrong).
    startTransition(mount);
  }
}
if (handoff) void takeOver();
else mount();
