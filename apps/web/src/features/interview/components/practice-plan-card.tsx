import { ReloadOutlined, ThunderboltOutlined } from '@ant-design/icons';
import type { TPracticeRedo } from '@offerpilot/shared';
import { Alert, App, Button, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ROUTES } from '../../../lib/routes.ts';
import { usePracticePlan, useStartPractice } from '../../../hooks/use-practice-plan.ts';
import { toStartQuery } from '../lib/start-params.ts';
import { scoreColor } from '../lib/score.ts';

const dayLabel = (iso: string) => new Date(iso).toLocaleDateString('zh-CN', { month: 'long', day: 'numeric' });

function RedoItem({ item }: { item: TPracticeRedo }) {
  const { t } = useTranslation('interview');
  return (
    <li className="op-iv-practice__item">
      <div className="op-iv-practice__question">{item.question}</div>
      <div className="op-iv-practice__meta">
        <Tag color={item.due ? 'orange' : 'default'}>
          {item.due ? t('plan.dueNow') : t('plan.dueOn', { day: dayLabel(item.due_at) })}
        </Tag>
        <span>{item.competency}</span>
        <span>
          {t('plan.lastScore')}
          <strong style={{ color: scoreColor(item.last_score) }}>
            {t('feedback.score', { score: item.last_score })}
          </strong>
        </span>
        <span>{t('plan.attempts', { count: item.attempts })}</span>
      </div>
    </li>
  );
}

/**
 * The practice plan on the hub (issue 36 item 2): the next step, the competencies that stay weak
 * with the answers that show it, the questions to redo (spaced), and one click to start practising.
 */
export function PracticePlanCard() {
  const { t } = useTranslation('interview');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const plan = usePracticePlan();
  const start = useStartPractice();

  if (plan.isLoading)
    return (
      <section className="op-iv-card op-iv-practice" aria-busy="true">
        <Skeleton active paragraph={{ rows: 3 }} />
      </section>
    );
  if (plan.isError || !plan.data)
    return (
      <Alert
        type="error"
        showIcon
        title={plan.error?.message}
        action={
          <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void plan.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  const p = plan.data;
  const practisable = p.redo.length > 0 || p.weak.length > 0;

  const begin = async () => {
    try {
      const made = await start.mutateAsync();
      if (made.resume_id === null) {
        navigate(`${ROUTES.interviewConfig}${made.position_id ? `?positionId=${made.position_id}` : ''}`);
        return;
      }
      navigate(
        `${ROUTES.interviewGenerating}?${toStartQuery({
          resumeId: made.resume_id,
          positionId: made.position_id,
          templateId: made.template_id,
          questionCount: made.question_count,
          difficulty: made.difficulty,
          answerTimeLimitS: made.answer_time_limit_s,
          feedbackMode: made.feedback_mode,
          followUps: made.follow_ups,
        })}`,
      );
    } catch (error) {
      void message.error((error as Error).message);
    }
  };

  return (
    <section className="op-iv-card op-iv-practice" aria-labelledby="op-iv-practice-title" data-testid="practice-plan">
      <div className="op-iv-practice__head">
        <div>
          <h2 id="op-iv-practice-title" className="op-iv-card__title">
            {t('plan.title')}
          </h2>
          <p className="op-iv-practice__next" data-testid="practice-next-step">
            {p.next_step}
          </p>
        </div>
        {practisable && (
          <Button
            type="primary"
            icon={<ThunderboltOutlined aria-hidden />}
            loading={start.isPending}
            onClick={() => void begin()}
          >
            {t('plan.start')}
          </Button>
        )}
      </div>
      {practisable && (
        <div className="op-iv-practice__grid">
          <div>
            <h3 className="op-iv-fb__h">{t('plan.weak')}</h3>
            {p.weak.length === 0 ? (
              <p className="op-iv-fb__none">{t('plan.weakNone')}</p>
            ) : (
              <ul className="op-iv-practice__list">
                {p.weak.map((w) => (
                  <li key={w.competency} className="op-iv-practice__item">
                    <div className="op-iv-practice__meta">
                      <strong className="op-iv-practice__competency">{w.competency}</strong>
                      <span>
                        {t('plan.mean')}
                        <strong style={{ color: scoreColor(w.mean_score) }}>
                          {t('feedback.score', { score: w.mean_score })}
                        </strong>
                      </span>
                      <span>{t('plan.answers', { count: w.answers })}</span>
                    </div>
                    <ul className="op-iv-practice__evidence">
                      {w.evidence.map((e) => (
                        <li key={e.question_id}>
                          <Link to={`${ROUTES.interviewAnalysis}?sessionId=${e.session_id}`}>{e.question}</Link>
                          <span className="op-iv-practice__why">
                            {/* 「30 分」 stays on one line (it broke between 30 and 分). */}
                            <span className="op-iv-practice__score">{t('feedback.score', { score: e.score })}</span>
                            {e.missed.length > 0 && ` · ${t('plan.missed', { points: e.missed.join('、') })}`}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3 className="op-iv-fb__h">{t('plan.redo')}</h3>
            {p.redo.length === 0 ? (
              <p className="op-iv-fb__none">{t('plan.redoNone')}</p>
            ) : (
              <ul className="op-iv-practice__list">
                {p.redo.map((r) => (
                  <RedoItem key={r.question_id} item={r} />
                ))}
              </ul>
            )}
            <p className="op-iv-practice__rule">{t('plan.rule')}</p>
          </div>
        </div>
      )}
    </section>
  );
}
