import {
  AimOutlined,
  AuditOutlined,
  EditOutlined,
  FilePdfOutlined,
  HistoryOutlined,
  PrinterOutlined,
  RiseOutlined,
  SoundOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import {
  ANSWER_DIMENSIONS,
  formatInterviewDuration,
  isScoredFeedback,
  uncoveredPoints,
  type TAnswerFeedback,
  type TInterviewReport,
  type TInterviewSession,
} from '@offerpilot/shared';
import { Alert, App, Button, Empty, Progress, Result, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppLayout } from '../../components/app-layout.tsx';
import { ROUTES } from '../../lib/routes.ts';
import { useEndInterview } from './api/end-interview.ts';
import { useExportReportPdf } from './api/export-report-pdf.ts';
import { useStoredReport } from './api/get-report.ts';
import { useSessionResume } from './api/get-resume.ts';
import { useInterviewSession } from './api/get-session.ts';
import { AnswerPlayback } from './components/answer-playback.tsx';
import { DeliveryBadges } from './components/delivery-badges.tsx';
import { RetryAnswer } from './components/feedback-card.tsx';
import { ImprovedAnswer } from './components/improved-answer.tsx';
import { DimensionRadar } from './components/dimension-radar.tsx';
import { SpeakingFigures } from './components/speaking-figures.tsx';
import { LoadError, PageSkeleton, SessionMissing } from './components/state-views.tsx';
import { useSessionIdParam } from './hooks/use-session-id.ts';
import { questionLabels } from './lib/question-label.ts';
import { sectionFor } from './lib/resume-section.ts';
import { plannedQuestions, scoreColor, unscoredKey } from './lib/score.ts';
import './interview.css';
import './formal.css';

type TReportQuestion = TInterviewReport['questions'][number];

/**
 * /interview/report?sessionId= — the formal report a candidate would print: overall score and
 * verdict with its reasons, the five dimensions, competencies, speaking figures overall and per
 * answer, every question with its transcript, score, missed key points and reference outline and
 * how it was answered (voice / typed / transcription failed / no speech), next steps and resume
 * suggestions. Print CSS makes it an A4 document; 导出 PDF downloads the server's PDF.
 */
export function FormalReportPage() {
  const { t } = useTranslation('interview');
  const sessionId = useSessionIdParam();
  useEffect(() => {
    if (sessionId === null) document.title = `${t('formal.report.docTitle')} · 面试领航`;
  }, [t, sessionId]);
  return <AppLayout>{sessionId === null ? <SessionMissing /> : <ReportLoader sessionId={sessionId} />}</AppLayout>;
}

function ReportLoader({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation('interview');
  const session = useInterviewSession(sessionId);
  const ended = Boolean(session.data && session.data.status !== 'in_progress');
  const report = useStoredReport(sessionId, ended);
  // One place sets the tab's title: which report it is shows once it is loaded (a mock one is not
  // 正式面试报告), also when it comes from the cache in the first render.
  const mode = report.data?.mode ?? session.data?.mode;
  const title =
    mode === 'formal'
      ? t('formal.report.title')
      : mode === 'mock'
        ? t('formal.report.titleMock')
        : t('formal.report.docTitle');
  useEffect(() => {
    document.title = `${title} · 面试领航`;
  }, [title]);

  if (session.isLoading || (ended && report.isLoading)) return <PageSkeleton />;
  if (session.error || !session.data)
    return (
      <LoadError
        error={session.error ?? new Error(t('formal.report.loadError'))}
        title={t('formal.report.loadError')}
        onRetry={() => void session.refetch()}
      />
    );
  if (!ended) return <StillRunning session={session.data} />;
  if (report.error || !report.data)
    return (
      <LoadError
        error={report.error ?? new Error(t('formal.report.loadError'))}
        title={t('formal.report.loadError')}
        onRetry={() => void report.refetch()}
      />
    );
  return <FormalReport session={session.data} report={report.data} />;
}

function StillRunning({ session }: { session: TInterviewSession }) {
  const { t } = useTranslation('interview');
  const { message } = App.useApp();
  const end = useEndInterview();
  const href = `${session.mode === 'mock' ? ROUTES.mockInterview : ROUTES.formalInterview}?sessionId=${session.id}`;
  return (
    <Result
      status="info"
      title={t('formal.report.inProgress')}
      subTitle={t('formal.report.inProgressText')}
      extra={
        <div className="op-iv-state__actions">
          <Link to={href}>
            <Button type="primary">{t('formal.report.continue')}</Button>
          </Link>
          <Button
            loading={end.isPending}
            onClick={() => end.mutate(session.id, { onError: (e) => void message.error(e.message) })}
          >
            {t('formal.report.endNow')}
          </Button>
        </div>
      }
    />
  );
}

function FormalReport({ session, report }: { session: TInterviewSession; report: TInterviewReport }) {
  const { t } = useTranslation('interview');
  const { message } = App.useApp();
  const exportPdf = useExportReportPdf();
  const labels = questionLabels(report.questions);
  const formal = report.mode === 'formal';
  const heading = formal ? t('formal.report.title') : t('formal.report.titleMock');
  const ended = new Date(report.ended_at).toLocaleString('zh-CN');
  const voiceCount = report.questions.filter((q) => q.delivery?.input === 'voice').length;
  const typedCount = report.questions.filter((q) => q.answer_text && q.delivery?.input !== 'voice').length;
  const anySttFailed = report.questions.some((q) => q.delivery?.stt_failed);
  const anyUntranscribed = report.questions.some((q) => q.feedback?.untranscribed);

  const onExport = () =>
    exportPdf.mutate(
      { sessionId: report.session_id, fallbackName: `${t('formal.report.docTitle')}-${report.title}.pdf` },
      {
        onSuccess: (name) => void message.success(t('formal.report.exported', { name })),
        onError: (e) => void message.error(e.message),
      },
    );

  return (
    <article className="op-fr" aria-labelledby="op-fr-title">
      <header className="op-iv-report__head op-fr__head">
        <div className="op-iv-report__title-wrap">
          <h1 id="op-fr-title" className="op-list-page__title">
            {formal && <SafetyCertificateOutlined aria-hidden="true" />} {heading}
          </h1>
          <p className="op-list-page__subtitle" data-testid="report-meta">
            {t('formal.report.meta', {
              title: report.title,
              time: ended,
              duration: formatInterviewDuration(report.duration_s),
            })}
            {report.status === 'expired' && <Tag className="op-iv-report__tag">{t('status.expired')}</Tag>}
          </p>
        </div>
        <div className="op-iv-report__actions op-fr-noprint">
          <Button
            type="primary"
            icon={<FilePdfOutlined aria-hidden />}
            loading={exportPdf.isPending}
            onClick={onExport}
          >
            {exportPdf.isPending ? t('formal.report.exporting') : t('formal.report.exportPdf')}
          </Button>
          <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
            {t('formal.report.print')}
          </Button>
          {session.position_id !== null && (
            <Link to={`${ROUTES.interviewAnalysisFit}?sessionId=${session.id}`}>
              <Button icon={<AimOutlined aria-hidden />}>{t('formal.report.fit')}</Button>
            </Link>
          )}
          <Link to={ROUTES.interviewReportCheck}>
            <Button icon={<AuditOutlined aria-hidden />}>{t('formal.report.check')}</Button>
          </Link>
          <Link to={ROUTES.interview}>
            <Button icon={<HistoryOutlined aria-hidden />}>{t('formal.report.hub')}</Button>
          </Link>
        </div>
      </header>

      <div className="op-iv-report__grid op-fr__grid">
        <section className="op-iv-card op-iv-score op-fr__overview" aria-labelledby="op-fr-overall">
          <h2 id="op-fr-overall" className="op-iv-card__title">
            {t('formal.report.overall')}
          </h2>
          <div className="op-iv-score__body">
            <Progress
              type="dashboard"
              percent={report.overall_score}
              strokeColor={scoreColor(report.overall_score)}
              // Nothing answered: no score to give (the session is not averaged either).
              format={(p) =>
                report.answered === 0 ? (
                  <span className="op-iv-score__value op-iv-score__value--none" data-testid="overall-score">
                    {t('summary.unscored')}
                  </span>
                ) : (
                  <span className="op-iv-score__value" data-testid="overall-score">
                    {p}
                  </span>
                )
              }
              size={140}
            />
            <div className="op-iv-score__text">
              {report.verdict && (
                <div className="op-fr-verdict" data-testid="verdict">
                  <span className="op-fr-verdict__label">{t('formal.report.verdict')}</span>
                  <Tag
                    color={
                      report.verdict.level === 'no_hire'
                        ? 'red'
                        : report.verdict.level === 'lean_hire'
                          ? 'gold'
                          : 'green'
                    }
                  >
                    {report.verdict.label}
                  </Tag>
                </div>
              )}
              <p className="op-iv-score__summary">{report.summary}</p>
              <div className="op-iv-score__figures">
                <Tag color="green" data-testid="answered-of">
                  {t('summary.answered', {
                    count: report.answered,
                    total: plannedQuestions(report),
                  })}
                </Tag>
                {report.skipped > 0 && <Tag color="orange">{t('summary.skipped', { count: report.skipped })}</Tag>}
                {report.unanswered > 0 && (
                  <Tag color="red">{t('summary.unanswered', { count: report.unanswered })}</Tag>
                )}
                {(report.untranscribed ?? 0) > 0 && (
                  <Tag color="gold">{t('formal.report.untranscribedTag', { count: report.untranscribed })}</Tag>
                )}
              </div>
            </div>
          </div>
          {report.verdict && report.verdict.reasons.length > 0 && (
            <div className="op-fr-reasons">
              <div className="op-iv-fb__h">{t('formal.report.reasons')}</div>
              <ul>
                {report.verdict.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </div>
          )}
        </section>

        <section className="op-iv-card" aria-labelledby="op-fr-dims">
          <h2 id="op-fr-dims" className="op-iv-card__title">
            <AimOutlined aria-hidden="true" /> {t('formal.report.dimensions')}
          </h2>
          {report.answered === 0 ? (
            // Nothing answered: no dimension was judged (their 0s are no score, issue 36 item 3).
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('summary.dimensionsUnscored')}
              data-testid="dimensions-unscored"
            />
          ) : (
            <>
              <DimensionRadar dimensions={report.dimensions} label={t('summary.trendThis')} />
              <ul className="op-iv-dims">
                {ANSWER_DIMENSIONS.map((d) => (
                  <li key={d}>
                    <span>{t(`dimension.${d}`)}</span>
                    <strong style={{ color: scoreColor(report.dimensions[d]) }}>{report.dimensions[d]}</strong>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>

        <section className="op-iv-card" aria-labelledby="op-fr-speaking">
          <h2 id="op-fr-speaking" className="op-iv-card__title">
            <SoundOutlined aria-hidden="true" /> {t('formal.speaking.title')}
          </h2>
          <p className="op-fr-muted">{t('formal.speaking.answers', { voice: voiceCount, typed: typedCount })}</p>
          {report.speaking ? (
            <SpeakingFigures figures={report.speaking} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('formal.speaking.empty')} />
          )}
          {anySttFailed && <Alert className="op-fr-note" type="warning" showIcon title={t('formal.report.sttNote')} />}
          {anyUntranscribed && (
            <Alert className="op-fr-note" type="warning" showIcon title={t('formal.report.untranscribedNote')} />
          )}
        </section>

        <section className="op-iv-card" aria-labelledby="op-fr-competencies">
          <h2 id="op-fr-competencies" className="op-iv-card__title">
            {t('formal.report.competencies')}
          </h2>
          {report.competencies.length === 0 ? (
            // Nothing judged: say so rather than leave the card blank.
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('summary.competenciesEmpty')} />
          ) : (
            <ul className="op-iv-competencies">
              {[...report.competencies]
                .sort((a, b) => a.score - b.score)
                .map((c) => (
                  <li key={c.name}>
                    <span className="op-iv-competencies__name">
                      {c.name}
                      <small>{t('summary.competencyQuestions', { count: c.questions })}</small>
                    </span>
                    <Progress percent={c.score} size="small" strokeColor={scoreColor(c.score)} format={(p) => `${p}`} />
                  </li>
                ))}
            </ul>
          )}
        </section>

        <section className="op-iv-card" aria-labelledby="op-fr-next">
          <h2 id="op-fr-next" className="op-iv-card__title">
            <RiseOutlined aria-hidden="true" /> {t('formal.report.nextSteps')}
          </h2>
          <ol className="op-iv-steps" data-testid="next-steps">
            {report.next_steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>

        <ResumeSuggestions session={session} report={report} />
      </div>

      <section className="op-fr-questions" aria-labelledby="op-fr-questions">
        <h2 id="op-fr-questions" className="op-fr-questions__title">
          {t('formal.report.questions')}
        </h2>
        <ol className="op-fr-questions__list">
          {report.questions.map((q) => (
            <QuestionRecord
              key={q.question_id}
              question={q}
              label={labels.get(q.question_id) ?? String(q.order)}
              mode={report.mode}
              sessionId={session.id}
            />
          ))}
        </ol>
      </section>
      <p className="op-fr-footer">{t('formal.report.generatedBy', { time: ended })}</p>
    </article>
  );
}

function ResumeSuggestions({ session, report }: { session: TInterviewSession; report: TInterviewReport }) {
  const { t } = useTranslation('interview');
  const resume = useSessionResume(session.resume_id);
  return (
    <section className="op-iv-card" aria-labelledby="op-fr-resume">
      <h2 id="op-fr-resume" className="op-iv-card__title">
        <EditOutlined aria-hidden="true" /> {t('formal.report.resumeSuggestions')}
      </h2>
      {report.resume_suggestions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('formal.report.resumeSuggestionsEmpty')} />
      ) : (
        <ul className="op-iv-suggestions">
          {report.resume_suggestions.map((s) => {
            const section = sectionFor(s, resume.data?.resume_json_content ?? null);
            return (
              <li key={s.text}>
                <Tag color={s.type === 'unsupported_claim' ? 'orange' : 'green'}>
                  {s.type === 'unsupported_claim' ? t('summary.unsupported') : t('summary.missingStrength')}
                </Tag>
                <p>{s.text}</p>
                {session.resume_id === null || resume.isError ? (
                  <span className="op-iv-suggestions__gone">{t('summary.resumeGone')}</span>
                ) : (
                  <Link
                    className="op-fr-noprint"
                    to={`${ROUTES.resume}?resumeId=${session.resume_id}${section ? `&section=${section}` : ''}`}
                  >
                    {section
                      ? t('summary.openResume', { section: t(`summary.sections.${section}`) })
                      : t('formal.report.openResume')}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * What stands in for the answer when there is no text: spoken but not transcribed, skipped, or
 * never answered (a question the interview ended before reaching has no feedback at all).
 */
function noTextKey(feedback: TReportQuestion['feedback']) {
  if (feedback?.untranscribed) return 'formal.report.untranscribed' as const;
  if (feedback?.skipped) return 'formal.report.skipped' as const;
  return 'formal.report.noAnswer' as const;
}

function QuestionRecord({
  question,
  label,
  mode,
  sessionId,
}: {
  question: TReportQuestion;
  label: string;
  mode: TInterviewReport['mode'];
  sessionId: number;
}) {
  const { t } = useTranslation('interview');
  const feedback = question.feedback;
  const followUp = question.parent_id !== null;
  const scored = isScoredFeedback(feedback);
  const heading = followUp ? t('formal.report.followUp', { label }) : t('formal.report.question', { label });
  // Spoken with speech heard: this browser may hold the recording (typed answers have none).
  const spoken = question.delivery?.input === 'voice' && !question.delivery.no_speech;
  return (
    <li className={`op-iv-card op-fr-q${followUp ? ' op-fr-q--follow' : ''}`} data-testid="report-question">
      <header className="op-fr-q__head">
        <div className="op-fr-q__meta">
          <strong>{heading}</strong>
          {/* A follow-up says so in its heading: no 追问 tag beside 追问 2.1. */}
          {!followUp && <Tag>{t(`kind.${question.kind}`)}</Tag>}
          <Tag color="blue">{question.competency}</Tag>
          <DeliveryBadges delivery={question.delivery} />
          {question.duration_ms !== null && (
            <span className="op-fr-muted">
              {t('formal.report.duration', { seconds: Math.round(question.duration_ms / 1000) })}
            </span>
          )}
        </div>
        {scored ? (
          <strong className="op-fr-q__score" style={{ color: scoreColor(feedback.score) }}>
            {t('formal.report.score', { score: feedback.score })}
          </strong>
        ) : (
          <span className="op-fr-q__score op-fr-muted">{t(unscoredKey(question, mode))}</span>
        )}
      </header>
      <p className="op-fr-q__text" data-testid="report-question-text">
        {question.text}
      </p>
      <div className="op-fr-q__answer">
        <div className="op-iv-fb__h">{t('formal.report.answer')}</div>
        <p>{question.answer_text || t(noTextKey(feedback))}</p>
        {spoken && <AnswerPlayback sessionId={sessionId} questionId={question.question_id} question={heading} />}
      </div>
      {feedback && (
        <div className="op-fr-q__grid">
          <div>
            {feedback.untranscribed || feedback.missed_key_points.length === 0 ? (
              <>
                <div className="op-iv-fb__h">{t('formal.report.missed')}</div>
                <div className="op-iv-fb__none">
                  {t(feedback.untranscribed ? 'formal.report.missedUnknown' : 'formal.report.missedNone')}
                </div>
              </>
            ) : (
              <UncoveredPoints feedback={feedback} />
            )}
          </div>
          {/* A follow-up may come without an outline of its own: no empty heading. */}
          {feedback.reference_outline.length > 0 && (
            <div>
              <div className="op-iv-fb__h">{t('formal.report.outline')}</div>
              <ol className="op-fr-q__outline">
                {feedback.reference_outline.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ol>
            </div>
          )}
        </div>
      )}
      {feedback && !feedback.untranscribed && (
        <div className="op-fr-q__better">
          {feedback.improved_answer && <ImprovedAnswer improved={feedback.improved_answer} />}
          <RetryAnswer target={{ sessionId, questionId: question.question_id }} />
        </div>
      )}
      {question.speaking && (
        <div className="op-fr-q__speaking">
          <div className="op-iv-fb__h">{t('formal.report.answerSpeaking')}</div>
          <SpeakingFigures figures={question.speaking} compact />
        </div>
      )}
    </li>
  );
}

/** The points not covered: those with no word in the answer as 缺少, those only touched on apart. */
function UncoveredPoints({ feedback }: { feedback: TAnswerFeedback }) {
  const { t } = useTranslation('interview');
  const { missing, partial } = uncoveredPoints(feedback);
  const group = (title: string, points: string[], color: string) =>
    points.length > 0 && (
      <>
        <div className="op-iv-fb__h">{title}</div>
        <div className="op-iv-fb__tags">
          {points.map((p) => (
            <Tag key={p} color={color}>
              {p}
            </Tag>
          ))}
        </div>
      </>
    );
  return (
    <>
      {group(t('formal.report.missed'), missing, 'red')}
      {group(t('formal.report.partial'), partial, 'gold')}
    </>
  );
}
