/** Every route of spec §2 in one place, plus the legal pages the footer links to. */
export const ROUTES = {
  root: '/',
  officialWebsite: '/official-website',
  home: '/home',
  profile: '/profile',
  themeDemo: '/theme-demo',
  themeShowcase: '/theme-showcase',
  mockHomepage5: '/mock-homepage-5',
  positions: '/positions',
  createPosition: '/create-position',
  resumeSelection: '/resume-selection',
  resume: '/resume',
  interview: '/interview',
  mockInterview: '/mock-interview',
  interviewConfig: '/interview-config',
  interviewGenerating: '/interview-generating',
  formalInterviewGenerating: '/formal-interview-generating',
  interviewAnalysis: '/interview-analysis',
  interviewSummary: '/interview-summary',
  formalInterview: '/formal-interview',
  deviceTest: '/device-test',
  interviewReport: '/interview/report',
  interviewReportCheck: '/interview-report-check',
  interviewAnalysisFit: '/interview-analysis-fit',
  speakerIdTest: '/speaker-id-test',
  vadTest: '/vad-test',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  mobileLogin: '/mobile-login',
  mobileRegister: '/mobile-register',
  legalTerms: '/legal/terms',
  legalPrivacy: '/legal/privacy',
  legalServiceAgreement: '/legal/service-agreement',
} as const;

export type TRoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** /mock-homepage-1 … /mock-homepage-8: the design gallery of alternative home pages (public). */
export const mockHomepagePath = (variant: number): string => `/mock-homepage-${variant}`;
export const MOCK_HOMEPAGES = Array.from({ length: 8 }, (_, i) => mockHomepagePath(i + 1));

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
