/**
 * The web app's page paths, shared with the server: it answers HTTP 404 (with the app's own 404
 * page) for any other path, so a mistyped address is not a soft 200.
 */
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

/** Every page path the web app renders (its router's, without the catch-all). */
export const PAGE_PATHS: readonly string[] = [...Object.values(ROUTES), ...MOCK_HOMEPAGES];
