import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { PageLoading } from '../components/page-loading.tsx';
import { MOCK_HOMEPAGES, ROUTES } from '../lib/routes.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/** A lazily loaded screen, behind the route guard (which lets public paths through). */
function screen(path: string, load: () => Promise<ComponentType>) {
  return {
    path,
    lazy: async () => {
      const Screen = await load();
      return {
        element: (
          <RequireAuth>
            <Screen />
          </RequireAuth>
        ),
      };
    },
  };
}

/**
 * Spec §2 route table, history mode. Routes of the spec whose features are not built yet are not
 * registered: they answer the 404 page rather than an empty screen (see docs/decisions.md).
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: ROUTES.root, element: <Navigate to={ROUTES.officialWebsite} replace /> },
      screen(
        ROUTES.officialWebsite,
        async () => (await import('../features/official-website/official-website-page.tsx')).OfficialWebsitePage,
      ),
      screen(ROUTES.legalTerms, async () => {
        const { LegalPage } = await import('../features/legal/legal-page.tsx');
        return () => <LegalPage doc="terms" />;
      }),
      screen(ROUTES.legalPrivacy, async () => {
        const { LegalPage } = await import('../features/legal/legal-page.tsx');
        return () => <LegalPage doc="privacy" />;
      }),
      screen(ROUTES.legalServiceAgreement, async () => {
        const { LegalPage } = await import('../features/legal/legal-page.tsx');
        return () => <LegalPage doc="service" />;
      }),
      screen(
        ROUTES.themeShowcase,
        async () => (await import('../features/theme-showcase/theme-showcase-page.tsx')).ThemeShowcasePage,
      ),
      screen(
        ROUTES.themeDemo,
        async () => (await import('../features/theme-showcase/theme-showcase-page.tsx')).ThemeShowcasePage,
      ),
      // The design gallery: eight alternative home pages (/mock-homepage-1 … 8), one component.
      ...MOCK_HOMEPAGES.map((path, i) =>
        screen(path, async () => {
          const { DemoHomepagePage } = await import('../features/demo-homepages/demo-homepage-page.tsx');
          return () => <DemoHomepagePage variant={i + 1} />;
        }),
      ),
      screen(ROUTES.login, async () => (await import('../features/auth/login-page.tsx')).LoginPage),
      screen(ROUTES.mobileLogin, async () => {
        const { LoginPage } = await import('../features/auth/login-page.tsx');
        return () => <LoginPage variant="mobile" />;
      }),
      screen(ROUTES.register, async () => (await import('../features/auth/register-page.tsx')).RegisterPage),
      screen(ROUTES.mobileRegister, async () => {
        const { RegisterPage } = await import('../features/auth/register-page.tsx');
        return () => <RegisterPage variant="mobile" />;
      }),
      screen(
        ROUTES.forgotPassword,
        async () => (await import('../features/auth/forgot-password-page.tsx')).ForgotPasswordPage,
      ),
      screen(ROUTES.home, async () => (await import('../features/home/home-page.tsx')).HomePage),
      screen(ROUTES.profile, async () => {
        // The personal center's theme tab is the theme configurator of spec §3 (app/ composes features).
        const [{ ProfilePage }, { ThemeConfigurator }] = await Promise.all([
          import('../features/profile/profile-page.tsx'),
          import('../features/theme-showcase/components/theme-configurator.tsx'),
          import('../features/theme-showcase/theme-showcase.css'),
        ]);
        return () => <ProfilePage themePanel={<ThemeConfigurator />} />;
      }),
      screen(ROUTES.resume, async () => (await import('../features/resumes/resumes-page.tsx')).ResumesPage),
      screen(
        ROUTES.resumeSelection,
        async () => (await import('../features/resumes/resume-selection-page.tsx')).ResumeSelectionPage,
      ),
      screen(ROUTES.positions, async () => (await import('../features/positions/positions-page.tsx')).PositionsPage),
      screen(
        ROUTES.createPosition,
        async () => (await import('../features/positions/create-position-page.tsx')).CreatePositionPage,
      ),
      screen(
        ROUTES.interviewConfig,
        async () => (await import('../features/interview/interview-config-page.tsx')).InterviewConfigPage,
      ),
      screen(
        ROUTES.interviewGenerating,
        async () => (await import('../features/interview/interview-generating-page.tsx')).InterviewGeneratingPage,
      ),
      screen(
        ROUTES.mockInterview,
        async () => (await import('../features/interview/mock-interview-page.tsx')).MockInterviewPage,
      ),
      screen(
        ROUTES.interviewSummary,
        async () => (await import('../features/interview/interview-summary-page.tsx')).InterviewSummaryPage,
      ),
      screen(
        ROUTES.interviewAnalysis,
        async () => (await import('../features/interview/interview-analysis-page.tsx')).InterviewAnalysisPage,
      ),
      screen(
        ROUTES.interview,
        async () => (await import('../features/interview/interview-hub-page.tsx')).InterviewHubPage,
      ),
      screen(ROUTES.formalInterviewGenerating, async () => {
        const { InterviewGeneratingPage } = await import('../features/interview/interview-generating-page.tsx');
        return () => <InterviewGeneratingPage mode="formal" />;
      }),
      screen(ROUTES.formalInterview, async () => {
        const [{ FormalInterviewPage }, { loadFormalVoice }] = await Promise.all([
          import('../features/interview/formal-interview-page.tsx'),
          import('./formal-voice.ts'),
        ]);
        const voice = await loadFormalVoice();
        return () => <FormalInterviewPage voice={voice} />;
      }),
      screen(
        ROUTES.interviewReport,
        async () => (await import('../features/interview/formal-report-page.tsx')).FormalReportPage,
      ),
      screen(
        ROUTES.interviewReportCheck,
        async () => (await import('../features/interview/report-check-page.tsx')).ReportCheckPage,
      ),
      screen(
        ROUTES.interviewAnalysisFit,
        async () => (await import('../features/interview/interview-fit-page.tsx')).InterviewFitPage,
      ),
      screen(ROUTES.vadTest, async () => (await import('../features/voice/vad-test-page.tsx')).VadTestPage),
      screen(ROUTES.deviceTest, async () => (await import('../features/voice/device-test-page.tsx')).DeviceTestPage),
      screen(
        ROUTES.speakerIdTest,
        async () => (await import('../features/voice/speaker-id-test-page.tsx')).SpeakerIdTestPage,
      ),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

/** Resolves once the router has loaded the code of the route it started on. */
export function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
