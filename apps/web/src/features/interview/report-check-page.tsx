import {
  AuditOutlined,
  CheckCircleFilled,
  DeleteOutlined,
  ExperimentOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  SafetyCertificateOutlined,
  WarningFilled,
} from '@ant-design/icons';
import type { TReportCheck } from '@offerpilot/shared';
import { App, Button, Empty, Popconfirm, Segmented, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppLayout } from '../../components/app-layout.tsx';
import { ROUTES } from '../../lib/routes.ts';
import { useDeleteSession } from './api/delete-session.ts';
import { useExportReportPdf } from './api/export-report-pdf.ts';
import { useReportChecks } from './api/list-report-checks.ts';
import { LoadError } from './components/state-views.tsx';
import { scoreColor } from './lib/score.ts';
import './interview.css';
import './formal.css';

type TFilter = 'all' | 'issues';

/** Something in the report a reader should know about. */
export const hasIssues = (c: TReportCheck) =>
  !c.complete || c.no_speech.length > 0 || c.typed_fallback.length > 0 || c.stt_failed.length > 0;

/**
 * /interview-report-check — every report of the user with its check: complete or not, which
 * answers had no speech, which fell back to typing, which transcriptions failed; open, export the
 * PDF again, or delete the session (answers and audio with it).
 */
export function ReportCheckPage() {
  const { t } = useTranslation('interview');
  const checks = useReportChecks();
  const [filter, setFilter] = useState<TFilter>('all');
  useEffect(() => {
    document.title = `${t('formal.check.title')} · 面试领航`;
  }, [t]);

  const items = checks.data ?? [];
  const withIssues = items.filter(hasIssues);
  const shown = filter === 'issues' ? withIssues : items;

  let body;
  if (checks.isLoading) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (checks.error)
    body = <LoadError error={checks.error} title={t('formal.check.loadError')} onRetry={() => void checks.refetch()} />;
  else if (items.length === 0)
    body = (
      <div className="op-iv-state">
        <Empty
          description={
            <>
              <strong>{t('formal.check.empty')}</strong>
              <br />
              {t('formal.check.emptyText')}
            </>
          }
        >
          <div className="op-iv-state__actions">
            <Link to={ROUTES.formalInterviewGenerating}>
              <Button type="primary" icon={<SafetyCertificateOutlined aria-hidden />}>
                {t('formal.check.startFormal')}
              </Button>
            </Link>
            <Link to={ROUTES.interviewConfig}>
              <Button icon={<ExperimentOutlined aria-hidden />}>{t('formal.check.startMock')}</Button>
            </Link>
          </div>
        </Empty>
      </div>
    );
  else
    body = (
      <>
        <Segmented<TFilter>
          className="op-rc__filter"
          aria-label={t('formal.check.filterLabel')}
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'all', label: t('formal.check.filterAll', { count: items.length }) },
            { value: 'issues', label: t('formal.check.filterIssues', { count: withIssues.length }) },
          ]}
        />
        {shown.length === 0 ? (
          <div className="op-iv-state">
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('formal.check.emptyIssues')} />
          </div>
        ) : (
          <ul className="op-rc__list">
            {shown.map((c) => (
              <CheckRow key={c.session_id} check={c} />
            ))}
          </ul>
        )}
      </>
    );

  return (
    <AppLayout>
      <div className="op-iv-page op-rc">
        <header className="op-list-page__head">
          <div>
            <h1 className="op-list-page__title">
              <AuditOutlined aria-hidden="true" /> {t('formal.check.title')}
            </h1>
            <p className="op-list-page__subtitle">{t('formal.check.subtitle')}</p>
          </div>
        </header>
        {body}
      </div>
    </AppLayout>
  );
}

function CheckRow({ check }: { check: TReportCheck }) {
  const { t } = useTranslation('interview');
  const { message } = App.useApp();
  const exportPdf = useExportReportPdf();
  const remove = useDeleteSession();
  const list = (labels: readonly (string | number)[]) =>
    labels.map((l) => t('formal.check.order', { label: l })).join('、');
  const openHref = `${check.mode === 'formal' ? ROUTES.interviewReport : ROUTES.interviewSummary}?sessionId=${check.session_id}`;
  const ok = !hasIssues(check);
  // Main questions only: a skipped follow-up ("5-1") leaves its main question answered.
  const skippedMain = check.skipped.filter((label) => !label.includes('-')).length;
  const answered = check.questions - check.unanswered.length - skippedMain;
  // Scored main questions: a spoken answer without text is recorded, not scored. None: the
  // session has no score (未评分, never 0; issue 36 item 3).
  const scored = answered - check.untranscribed.filter((label) => !label.includes('-')).length;

  return (
    <li className="op-iv-card op-rc__row" data-testid="report-check">
      <div className="op-rc__main">
        <div className="op-rc__title-line">
          <Tag color={check.mode === 'formal' ? 'purple' : 'blue'}>{t(`mode.${check.mode}`)}</Tag>
          <Link to={openHref} className="op-rc__title">
            {check.title}
          </Link>
        </div>
        <div className="op-rc__meta">
          <span>{new Date(check.ended_at).toLocaleString('zh-CN')}</span>
          <span>{t('formal.check.questions', { count: check.questions })}</span>
          {check.voice_answers > 0 ? (
            <span>{t('formal.check.voiceAnswers', { count: check.voice_answers })}</span>
          ) : (
            answered > 0 && <span>{t('formal.check.noVoice')}</span>
          )}
          {check.verdict && <Tag>{check.verdict}</Tag>}
        </div>
        <ul className="op-rc__checks" aria-label={t('formal.check.title')}>
          {ok ? (
            <li className="op-rc__ok">
              <CheckCircleFilled aria-hidden="true" /> {t('formal.check.complete')}
            </li>
          ) : (
            <>
              {!check.complete && (
                <li className="op-rc__bad">
                  <WarningFilled aria-hidden="true" /> {t('formal.check.incomplete')}
                </li>
              )}
              {check.unanswered.length > 0 && (
                <li className="op-rc__bad">{t('formal.check.unanswered', { list: list(check.unanswered) })}</li>
              )}
              {check.skipped.length > 0 && (
                <li className="op-rc__warn">{t('formal.check.skipped', { list: list(check.skipped) })}</li>
              )}
              {check.no_speech.length > 0 && (
                <li className="op-rc__bad">{t('formal.check.noSpeech', { list: list(check.no_speech) })}</li>
              )}
              {check.typed_fallback.length > 0 && (
                <li className="op-rc__warn">{t('formal.check.typedFallback', { list: list(check.typed_fallback) })}</li>
              )}
              {check.stt_failed.length > 0 && (
                <li className="op-rc__bad">{t('formal.check.sttFailed', { list: list(check.stt_failed) })}</li>
              )}
              {check.untranscribed.length > 0 && (
                <li className="op-rc__bad">{t('formal.check.untranscribed', { list: list(check.untranscribed) })}</li>
              )}
              {check.complete && (
                <li className="op-rc__ok">
                  <CheckCircleFilled aria-hidden="true" /> {t('formal.check.complete')}
                </li>
              )}
            </>
          )}
        </ul>
      </div>
      <div className="op-rc__side">
        {scored > 0 ? (
          <strong className="op-rc__score" style={{ color: scoreColor(check.overall_score) }}>
            {t('formal.check.score', { score: check.overall_score })}
          </strong>
        ) : (
          <strong className="op-rc__score op-rc__score--none" data-testid="report-check-unscored">
            {t('summary.unscored')}
          </strong>
        )}
        <div className="op-rc__actions">
          <Link to={openHref}>
            <Button icon={<FileTextOutlined aria-hidden />}>{t('formal.check.open')}</Button>
          </Link>
          <Button
            icon={<FilePdfOutlined aria-hidden />}
            loading={exportPdf.isPending}
            onClick={() =>
              exportPdf.mutate(
                { sessionId: check.session_id, fallbackName: `${t('formal.report.docTitle')}-${check.title}.pdf` },
                {
                  onSuccess: (name) => void message.success(t('formal.report.exported', { name })),
                  onError: (e) => void message.error(e.message),
                },
              )
            }
          >
            {t('formal.check.exportPdf')}
          </Button>
          <Popconfirm
            title={t('formal.check.deleteTitle')}
            description={t('formal.check.deleteText')}
            okText={t('formal.check.deleteOk')}
            okButtonProps={{ danger: true }}
            cancelText={t('formal.session.cancel')}
            onConfirm={() =>
              remove.mutateAsync(check.session_id).then(
                () => void message.success(t('formal.check.deleted')),
                (e: Error) => void message.error(e.message),
              )
            }
          >
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              loading={remove.isPending}
              aria-label={t('formal.check.delete')}
            >
              {t('formal.check.delete')}
            </Button>
          </Popconfirm>
        </div>
      </div>
    </li>
  );
}
