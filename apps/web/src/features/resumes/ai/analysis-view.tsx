import { ReloadOutlined } from '@ant-design/icons';
import {
  weightPercent,
  type TAnalysis,
  type TAnalysisIssue,
  type TAnalysisType,
  type TEngineInfo,
  type TJobAnalysis,
} from '@offerpilot/shared';
import { Alert, Button, Collapse, Empty, Modal, Progress, Skeleton, Tag, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnalysis } from '../api/ai-queries.ts';
import { ModePicker } from './mode-picker.tsx';
import { ScoreRadar } from './score-radar.tsx';
import './ai.css';

const SEVERITY_COLOR = { high: 'red', medium: 'orange', low: 'blue' } as const;
const STATUS_COLOR = { met: 'green', partial: 'gold', missing: 'red' } as const;

export function scoreColor(score: number): string {
  return score >= 80 ? '#16a34a' : score >= 60 ? '#d97706' : '#dc2626';
}

/** Which engine answered; a fallback from the configured model is said plainly. */
export function EngineNote({ engine }: { engine: TEngineInfo }) {
  const { t } = useTranslation('resumeAi');
  return (
    <div className="op-ai-engine">
      <Tag>{engine.provider === 'builtin' ? t('engine.builtin') : t('engine.model', { model: engine.model })}</Tag>
      <span>{t('engine.elapsed', { ms: engine.elapsed_ms })}</span>
      {engine.fallback_reason && <Alert type="warning" showIcon title={engine.fallback_reason} />}
    </div>
  );
}

/**
 * Advice first, in plain Chinese; the formula behind a 怎么算的 expander. Analyses stored before
 * `advice` existed have only the formula: it is shown behind the expander all the same.
 */
export function AdviceWithFormula({ advice, formula }: { advice?: string | undefined; formula: string }) {
  const { t } = useTranslation('resumeAi');
  return (
    <div className="op-ai-advice">
      {advice && <p className="op-ai-advice__text">{advice}</p>}
      {formula && (
        <Collapse
          ghost
          size="small"
          className="op-ai-howto"
          items={[{ key: 'how', label: t('howComputed'), children: <p className="op-ai-muted">{formula}</p> }]}
        />
      )}
    </div>
  );
}

/** The resume text with one passage marked and scrolled into view. */
function SourceModal({ text, excerpt, onClose }: { text: string; excerpt: string | null; onClose: () => void }) {
  const { t } = useTranslation('resumeAi');
  const mark = useRef<HTMLElement>(null);
  const at = excerpt ? text.indexOf(excerpt) : -1;
  useEffect(() => {
    if (excerpt) setTimeout(() => mark.current?.scrollIntoView({ block: 'center' }), 50);
  }, [excerpt]);
  return (
    <Modal open={excerpt !== null} onCancel={onClose} footer={null} title={t('issues.sourceTitle')} width={720}>
      <pre className="op-ai-source">
        {at === -1 ? (
          text
        ) : (
          <>
            {text.slice(0, at)}
            <mark ref={mark}>{excerpt}</mark>
            {text.slice(at + (excerpt?.length ?? 0))}
          </>
        )}
      </pre>
    </Modal>
  );
}

function IssueList({ issues, text }: { issues: TAnalysisIssue[]; text: string }) {
  const { t } = useTranslation('resumeAi');
  const [open, setOpen] = useState<string | null>(null);
  if (issues.length === 0) return <Empty description={t('issues.none')} />;
  return (
    <>
      <ol className="op-ai-issues">
        {issues.map((issue, i) => (
          <li key={i} className="op-ai-issue">
            <div className="op-ai-issue__head">
              <Tag color={SEVERITY_COLOR[issue.severity]}>{t(`severity.${issue.severity}`)}</Tag>
              <Tag>{t(`sections.${issue.section}`)}</Tag>
              <strong>{issue.message}</strong>
            </div>
            {issue.excerpt && (
              <blockquote className="op-ai-quote">
                {issue.excerpt}
                {text.includes(issue.excerpt) && (
                  <Button type="link" size="small" onClick={() => setOpen(issue.excerpt)}>
                    {t('issues.locate')}
                  </Button>
                )}
              </blockquote>
            )}
            <p className="op-ai-issue__suggestion">
              <span>{t('issues.suggestion')}</span>
              {issue.suggestion}
            </p>
          </li>
        ))}
      </ol>
      <SourceModal text={text} excerpt={open} onClose={() => setOpen(null)} />
    </>
  );
}

function JobMatch({ analysis }: { analysis: TJobAnalysis }) {
  const { t } = useTranslation('resumeAi');
  const missing = analysis.missing_keywords;
  // A position with nothing the engine can check has no score: say so instead of showing 0.
  const unassessable = analysis.match_assessment?.score === null;
  return (
    <section className="op-ai-card" aria-labelledby="op-ai-match-title">
      <h3 id="op-ai-match-title" className="op-ai-card__title">
        {t('match.title', { name: analysis.position.name })}
      </h3>
      {unassessable && analysis.match_assessment?.reason && (
        <p className="op-ai-muted">{analysis.match_assessment.reason}</p>
      )}
      <div className="op-ai-match">
        {unassessable ? (
          <Progress
            type="dashboard"
            percent={0}
            format={() => (
              <span className="op-ai-score op-ai-score--none">
                {t('match.unassessable')}
                <small>{t('match.scoreLabel')}</small>
              </span>
            )}
          />
        ) : (
          <Progress
            type="dashboard"
            percent={analysis.match_score}
            strokeColor={scoreColor(analysis.match_score)}
            format={(p) => (
              <span className="op-ai-score">
                {p}
                <small>{t('match.scoreLabel')}</small>
              </span>
            )}
          />
        )}
        <ul className="op-ai-breakdown">
          {analysis.match_breakdown.map((c) => (
            <li key={c.key}>
              <div className="op-ai-breakdown__row">
                <span>{c.label}</span>
                <span className="op-ai-muted">{t('match.weight', { weight: weightPercent(c.weight) })}</span>
                <strong>{c.score}</strong>
              </div>
              <Progress percent={c.score} showInfo={false} size="small" strokeColor={scoreColor(c.score)} />
              <AdviceWithFormula advice={c.advice} formula={c.explanation} />
            </li>
          ))}
          {analysis.match_formula && (
            <li className="op-ai-breakdown__total">
              <AdviceWithFormula formula={analysis.match_formula} />
            </li>
          )}
        </ul>
      </div>
      <div className="op-ai-keywords">
        <div>
          <h4>{t('match.matched')}</h4>
          {analysis.matched_keywords.length === 0
            ? t('match.noneMatched')
            : analysis.matched_keywords.map((k) => (
                <Tag key={k} color="green">
                  {k}
                </Tag>
              ))}
        </div>
        <div>
          <Tooltip title={t('match.notStatedHint')}>
            <h4>{t('match.notStated')}</h4>
          </Tooltip>
          {missing.in_resume_not_stated.length === 0
            ? t('match.none')
            : missing.in_resume_not_stated.map((k) => (
                <Tag key={k} color="orange">
                  {k}
                </Tag>
              ))}
          <p className="op-ai-muted">{t('match.notStatedHint')}</p>
        </div>
        <div>
          <h4>{t('match.notInResume')}</h4>
          {missing.not_in_resume.length === 0
            ? t('match.none')
            : missing.not_in_resume.map((k) => (
                <Tag key={k} color="red">
                  {k}
                </Tag>
              ))}
          <p className="op-ai-muted">{t('match.notInResumeHint')}</p>
        </div>
        {(missing.wording_only?.length ?? 0) > 0 && (
          <div>
            <h4>{t('match.wordingOnly')}</h4>
            {missing.wording_only!.map((k) => (
              <Tag key={k}>{k}</Tag>
            ))}
            <p className="op-ai-muted">{t('match.wordingOnlyHint')}</p>
          </div>
        )}
      </div>
      <h4 className="op-ai-subtitle">{t('match.requirements')}</h4>
      <ol className="op-ai-requirements">
        {analysis.requirements.map((r, i) => (
          <li key={i}>
            <div className="op-ai-issue__head">
              <Tag color={STATUS_COLOR[r.status]}>{t(`status.${r.status}`)}</Tag>
              <Tag>{t(`kind.${r.kind}`)}</Tag>
              <span>{r.requirement}</span>
            </div>
            <AdviceWithFormula advice={r.advice} formula={r.explanation} />
            {r.evidence.map((e, j) => (
              <blockquote key={j} className="op-ai-quote">
                <Tag bordered={false}>{t(`sections.${e.section}`)}</Tag>
                {e.excerpt}
              </blockquote>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}

function AnalysisResult({ analysis, text }: { analysis: TAnalysis; text: string }) {
  const { t } = useTranslation('resumeAi');
  return (
    <div className="op-ai-result">
      {analysis.analysis_type === 'job_based' && <JobMatch analysis={analysis} />}
      <section className="op-ai-card" aria-labelledby="op-ai-quality-title">
        <h3 id="op-ai-quality-title" className="op-ai-card__title">
          {t('quality.title')}
        </h3>
        <div className="op-ai-overview">
          <div className="op-ai-overview__score">
            <Progress
              type="dashboard"
              percent={analysis.overall_score}
              strokeColor={scoreColor(analysis.overall_score)}
              format={(p) => (
                <span className="op-ai-score">
                  {p}
                  <small>{t('quality.scoreLabel')}</small>
                </span>
              )}
            />
            <p>{analysis.summary}</p>
            <EngineNote engine={analysis.engine} />
          </div>
          <ScoreRadar scores={analysis.sub_scores} label={t('quality.radar')} />
        </div>
        <ul className="op-ai-subscores">
          {analysis.sub_scores.map((s) => (
            <li key={s.dimension}>
              <div className="op-ai-breakdown__row">
                <span>{s.label}</span>
                <span className="op-ai-muted">{t('match.weight', { weight: weightPercent(s.weight) })}</span>
                <strong>{s.score}</strong>
              </div>
              <Progress percent={s.score} showInfo={false} size="small" strokeColor={scoreColor(s.score)} />
              <AdviceWithFormula advice={s.advice} formula={s.explanation} />
            </li>
          ))}
        </ul>
        {analysis.strengths.length > 0 && (
          <>
            <h4 className="op-ai-subtitle">{t('quality.strengths')}</h4>
            <ul className="op-ai-strengths">
              {analysis.strengths.map((s, i) => (
                <li key={i}>{s}</li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className="op-ai-card" aria-labelledby="op-ai-issues-title">
        <h3 id="op-ai-issues-title" className="op-ai-card__title">
          {t('issues.title', { count: analysis.issues.length })}
        </h3>
        <IssueList issues={analysis.issues} text={text} />
      </section>
    </div>
  );
}

/** AI analysis of one resume: general quality, or the match with one of the user's positions. */
export function AnalysisView({
  resumeId,
  text,
  version,
  targetPositionId = null,
}: {
  resumeId: number;
  text: string;
  version: string;
  /** The resume's own target position: preselected for 岗位匹配. */
  targetPositionId?: number | null;
}) {
  const { t } = useTranslation('resumeAi');
  const [type, setType] = useState<TAnalysisType>('basic');
  const [positionId, setPositionId] = useState<number | null>(targetPositionId);
  const query = useAnalysis(resumeId, version, type, positionId);

  return (
    <div className="op-ai">
      <div className="op-ai-controls">
        <ModePicker<TAnalysisType>
          label={t('controls.analysisModeLabel')}
          value={type}
          onChange={setType}
          options={[
            { value: 'basic', label: t('controls.basic') },
            { value: 'job_based', label: t('controls.jobBased') },
          ]}
          positionMode="job_based"
          positionId={positionId}
          onPositionChange={setPositionId}
        />
        <Button
          icon={<ReloadOutlined aria-hidden />}
          onClick={() => void query.refetch()}
          disabled={type === 'job_based' && positionId === null}
          loading={query.isFetching}
        >
          {t('controls.rerun')}
        </Button>
      </div>
      {type === 'job_based' && positionId === null ? (
        <Empty description={t('controls.pickPositionHint')} />
      ) : query.isLoading ? (
        <div role="status" aria-label={t('controls.loading')}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : query.isError ? (
        <Alert
          type="error"
          showIcon
          title={query.error.message}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('controls.retry')}
            </Button>
          }
        />
      ) : query.data ? (
        <AnalysisResult analysis={query.data} text={text} />
      ) : null}
    </div>
  );
}
