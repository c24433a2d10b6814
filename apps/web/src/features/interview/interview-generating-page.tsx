import { CheckCircleFilled, LoadingOutlined, ReloadOutlined } from '@ant-design/icons';
import type { TInterviewMode, TInterviewQuestion, TStartInterviewRequest } from '@offerpilot/shared';
import { Alert, Button, Result, Tag } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { httpStatusOf, openSessionOf } from '../../api/interview.ts';
import { AppLayout } from '../../components/app-layout.tsx';
import { ROUTES } from '../../lib/routes.ts';
import { useSessionQuestions } from './api/get-questions.ts';
import { useInterviewSession } from './api/get-session.ts';
import { useStartInterview } from './api/start-interview.ts';
import { FormalPrepare } from './components/formal-prepare.tsx';
import { LoadError } from './components/state-views.tsx';
import { useSessionIdParam } from './hooks/use-session-id.ts';
import { planView } from './lib/plan.ts';
import { fromStartQuery } from './lib/start-params.ts';
import './interview.css';
import './formal.css';

const STEP_MS = 700;
const STEPS = 4;
const AUTO_START_S = 5;

/**
 * /interview-generating — starts the session the configuration describes (its query), then shows
 * the plan the interviewer made: the resume lines and position requirements it read, the
 * competencies it will test, the questions; then goes straight into the session. After the start
 * the query holds only ?sessionId=, so a reload shows the same plan instead of starting again.
 * `mode="formal"` (/formal-interview-generating) starts a formal session and goes on to
 * /formal-interview; without a resume in its query it first asks for one (FormalPrepare).
 */
export function InterviewGeneratingPage({ mode = 'mock' }: { mode?: TInterviewMode }) {
  const { t } = useTranslation('interview');
  const [params] = useSearchParams();
  const sessionId = useSessionIdParam();
  let body: ReactNode;
  let prepare = false;
  if (sessionId !== null) body = <Plan sessionId={sessionId} mode={mode} />;
  else {
    const request = fromStartQuery(params);
    if (request) body = <Starter request={{ ...request, mode }} />;
    else if (mode === 'formal') {
      prepare = true;
      body = <FormalPrepare />;
    } else body = <Missing />;
  }
  // The tab says what the page shows: the set-up form is not 正在生成.
  const title = prepare
    ? t('formal.prepare.title')
    : mode === 'formal'
      ? t('formal.prepare.generatingTitle')
      : t('generating.title');
  useEffect(() => {
    document.title = `${title} · 面试领航`;
  }, [title]);
  return (
    <AppLayout>
      <div className="op-iv-page op-iv-generating">
        <header className="op-iv-generating__head">
          <h1 className="op-list-page__title">{title}</h1>
          <p className="op-list-page__subtitle">{prepare ? t('formal.prepare.subtitle') : t('generating.subtitle')}</p>
        </header>
        {body}
      </div>
    </AppLayout>
  );
}

function Missing() {
  const { t } = useTranslation('interview');
  return (
    <Result
      status="info"
      title={t('generating.missing')}
      subTitle={t('generating.missingText')}
      extra={
        <Link to={ROUTES.interviewConfig}>
          <Button type="primary">{t('generating.toConfig')}</Button>
        </Link>
      }
    />
  );
}

/** What to do about a failed start, by the answer's status. */
function failureAction(status: number | undefined): 'minutes' | 'resume' | 'position' | 'rate' | 'generic' {
  if (status === 402) return 'minutes';
  if (status === 404) return 'resume';
  if (status === 400) return 'position';
  if (status === 429) return 'rate';
  return 'generic';
}

function Starter({ request }: { request: TStartInterviewRequest }) {
  const { t } = useTranslation('interview');
  const [, setParams] = useSearchParams();
  const start = useStartInterview();
  const started = useRef(false);
  const { mutate } = start;

  const run = () =>
    mutate(request, {
      onSuccess: (session) => setParams({ sessionId: String(session.id) }, { replace: true }),
    });

  // Once per visit: StrictMode's second effect run must not start a second session.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const configBase = request.mode === 'formal' ? ROUTES.formalInterviewGenerating : ROUTES.interviewConfig;
  const configHref = `${configBase}${request.position_id ? `?positionId=${request.position_id}` : ''}`;
  if (start.isError) {
    const open = openSessionOf(start.error);
    const action = open ? 'open' : failureAction(httpStatusOf(start.error));
    return (
      <Result
        status="warning"
        title={t('generating.failed')}
        subTitle={
          <>
            <strong className="op-iv-generating__error" role="alert">
              {start.error.message}
            </strong>
            <br />
            {t(
              `generating.${action === 'minutes' ? 'noMinutesAction' : `${action}Action`}` as 'generating.genericAction',
            )}
          </>
        }
        extra={
          <div className="op-iv-state__actions">
            {open ? (
              <Link to={`${ROUTES.mockInterview}?sessionId=${open}`}>
                <Button type="primary">{t('generating.continueOpen')}</Button>
              </Link>
            ) : action === 'minutes' ? (
              <Link to={ROUTES.home}>
                <Button type="primary">{t('generating.invite')}</Button>
              </Link>
            ) : action === 'rate' || action === 'generic' ? (
              <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={run}>
                {t('common.retry')}
              </Button>
            ) : null}
            <Link to={configHref}>
              <Button>{t('generating.backToConfig')}</Button>
            </Link>
          </div>
        }
      />
    );
  }
  return <Steps revealed={0} questions={null} positionChosen={Boolean(request.position_id)} />;
}

function Plan({ sessionId, mode }: { sessionId: number; mode: TInterviewMode }) {
  const { t } = useTranslation('interview');
  const navigate = useNavigate();
  const session = useInterviewSession(sessionId);
  const questions = useSessionQuestions(sessionId);
  const [revealed, setRevealed] = useState(0);
  const [countdown, setCountdown] = useState(AUTO_START_S);
  const ready = Boolean(session.data && questions.data) && revealed >= STEPS;
  const sessionMode = session.data?.mode ?? mode;
  const target = `${sessionMode === 'formal' ? ROUTES.formalInterview : ROUTES.mockInterview}?sessionId=${sessionId}`;

  useEffect(() => {
    const timer = window.setInterval(() => setRevealed((r) => Math.min(STEPS, r + 1)), STEP_MS);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!ready) return;
    const timer = window.setInterval(() => setCountdown((c) => Math.max(0, c - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [ready]);

  useEffect(() => {
    if (ready && countdown === 0) navigate(target, { replace: true });
  }, [ready, countdown, navigate, target]);

  const failed = session.error ?? questions.error;
  if (failed)
    return (
      <LoadError
        error={failed}
        title={t('session.loadError')}
        onRetry={() => void Promise.all([session.refetch(), questions.refetch()])}
      />
    );
  const data = session.data;
  return (
    <>
      <Steps
        revealed={revealed}
        questions={questions.data ?? null}
        positionChosen={data ? data.position_id !== null : true}
      />
      {ready && data && (
        <div className="op-iv-generating__ready" role="status">
          <CheckCircleFilled className="op-iv-generating__ready-icon" aria-hidden="true" />
          <div className="op-iv-generating__ready-text">
            <strong>
              {t('generating.ready', { count: data.question_count, minutes: data.config.duration_minutes })}
            </strong>
            <span>{t('generating.startIn', { seconds: countdown })}</span>
          </div>
          <Button type="primary" size="large" onClick={() => navigate(target, { replace: true })}>
            {t('generating.startNow')}
          </Button>
        </div>
      )}
    </>
  );
}

/** The four steps of planning; each shows what it found once the plan is there and its turn has come. */
function Steps({
  revealed,
  questions,
  positionChosen,
}: {
  revealed: number;
  questions: TInterviewQuestion[] | null;
  positionChosen: boolean;
}) {
  const { t } = useTranslation('interview');
  const plan = questions ? planView(questions) : null;
  const mains = questions?.filter((q) => q.parent_id === null) ?? [];
  const done = (i: number) => plan !== null && revealed > i;

  const steps: { title: string; content: ReactNode }[] = [
    {
      title: t('generating.stepResume'),
      content: plan && (
        <Quotes
          label={t('generating.readingResume')}
          items={plan.resumeClaims}
          empty={t('generating.noResumeClaims')}
        />
      ),
    },
    {
      title: t('generating.stepPosition'),
      content: plan && (
        <>
          <Quotes
            label={t('generating.readingPosition')}
            items={plan.requirements}
            empty={
              plan.isOwnBank
                ? t('generating.customBank')
                : positionChosen
                  ? t('generating.noPositionQuotes')
                  : t('generating.noPosition')
            }
          />
          {plan.gaps.length > 0 && (
            <Alert
              className="op-iv-plan__gaps"
              type="warning"
              showIcon
              title={t('generating.gaps', { count: plan.gaps.length })}
              description={plan.gaps.map((g) => `「${g}」`).join('、')}
            />
          )}
        </>
      ),
    },
    {
      title: t('generating.stepFocus'),
      content: plan && (
        <div className="op-iv-plan__tags" aria-label={t('generating.focus')}>
          {plan.focus.map((f) => (
            <Tag key={f.name}>
              {f.name} × {f.count}
            </Tag>
          ))}
        </div>
      ),
    },
    {
      title: t('generating.stepQuestions'),
      content: plan && (
        <ol className="op-iv-plan__questions">
          {mains.map((q) => (
            <li key={q.id}>
              <Tag>{t(`kind.${q.kind}`)}</Tag> {q.text}
            </li>
          ))}
        </ol>
      ),
    },
  ];

  return (
    <ol className="op-iv-plan" aria-busy={!plan}>
      {steps.map((step, i) => (
        <li key={step.title} className={`op-iv-plan__step${done(i) ? ' op-iv-plan__step--done' : ''}`}>
          <span className="op-iv-plan__icon" aria-hidden="true">
            {done(i) ? <CheckCircleFilled aria-hidden /> : <LoadingOutlined aria-hidden />}
          </span>
          <div className="op-iv-plan__body">
            <div className="op-iv-plan__title">{step.title}</div>
            {done(i) && step.content}
          </div>
        </li>
      ))}
    </ol>
  );
}

function Quotes({ label, items, empty }: { label: string; items: string[]; empty: string }) {
  return (
    <div className="op-iv-plan__quotes">
      <div className="op-iv-plan__label">{label}</div>
      {items.length === 0 ? (
        <Alert type="info" title={empty} showIcon />
      ) : (
        <ul>
          {items.map((q) => (
            <li key={q}>「{q}」</li>
          ))}
        </ul>
      )}
    </div>
  );
}
