import { createBrowserRouter, Navigate } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { ROUTES } from '../lib/routes.ts';

/**
 * Spec §2 route table, history mode. Screens are loaded lazily per route. Routes of the spec
 * whose features are not built yet are not registered: they answer the 404 page rather than
 * an empty screen (see docs/decisions.md).
 */
export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: ROUTES.root, element: <Navigate to={ROUTES.officialWebsite} replace /> },
      {
        path: ROUTES.officialWebsite,
        lazy: async () => ({
          Component: (await import('../features/official-website/official-website-page.tsx')).OfficialWebsitePage,
        }),
      },
      ...(['terms', 'privacy', 'service'] as const).map((doc) => ({
        path: { terms: ROUTES.legalTerms, privacy: ROUTES.legalPrivacy, service: ROUTES.legalServiceAgreement }[doc],
        lazy: async () => {
          const { LegalPage } = await import('../features/legal/legal-page.tsx');
          return { element: <LegalPage doc={doc} /> };
        },
      })),
      ...[ROUTES.themeShowcase, ROUTES.themeDemo].map((path) => ({
        path,
        lazy: async () => ({
          Component: (await import('../features/theme-showcase/theme-showcase-page.tsx')).ThemeShowcasePage,
        }),
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
