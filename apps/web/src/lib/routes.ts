import { MOCK_HOMEPAGES, ROUTES } from '@offerpilot/shared';

export { MOCK_HOMEPAGES, ROUTES, mockHomepagePath, type TRoutePath } from '@offerpilot/shared';

/**
 * Spec §2 "Route guard": these paths need no sign-in; every other route does.
 * Added (decisions.md): the legal pages, which a visitor must be able to read before registering,
 * and /theme-demo, the twin of /theme-showcase.
 */
export const PUBLIC_PATHS: readonly string[] = [
  ROUTES.login,
  ROUTES.register,
  ROUTES.mobileLogin,
  ROUTES.mobileRegister,
  ROUTES.forgotPassword,
  ROUTES.vadTest,
  ROUTES.speakerIdTest,
  ROUTES.themeShowcase,
  ROUTES.themeDemo,
  ...MOCK_HOMEPAGES,
  ROUTES.officialWebsite,
  ROUTES.legalTerms,
  ROUTES.legalPrivacy,
  ROUTES.legalServiceAgreement,
];

/** True when `pathname` (no query, trailing slash tolerated) is public. */
export function isPublicPath(pathname: string): boolean {
  const clean = pathname.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return PUBLIC_PATHS.includes(clean);
}
