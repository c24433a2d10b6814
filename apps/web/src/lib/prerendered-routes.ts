import { ROUTES } from './routes.ts';

/**
 * The public pages saved as HTML at build time (scripts/prerender.ts) and sent as such by the
 * server for exactly these paths, so a first visit paints before the app's JavaScript has run.
 * Only pages that look the same for every signed-out visitor belong here: not /register, whose
 * captcha picture is made for each visit.
 */
export const PRERENDERED_ROUTES: readonly string[] = [
  ROUTES.officialWebsite,
  ROUTES.login,
  ROUTES.legalTerms,
  ROUTES.legalPrivacy,
  ROUTES.legalServiceAgreement,
];
