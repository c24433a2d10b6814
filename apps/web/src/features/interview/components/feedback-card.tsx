import { RedoOutlined } from '@ant-design/icons';
import { ANSWER_DIMENSIONS, INTERVIEW_LIMITS, uncoveredPoints, type TAnswerFeedback } from '@offerpilot/shared';
import { Alert, Button, Collapse, Input, Progress, Tag } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRetryAnswer } from '../api/retry-answer.ts';
import { scoreColor } from '../lib/score.ts';
import { ImprovedAnswer } from './improved-answer.tsx';

/** Where an answer can be given again (再答一次): its session and question. */
export interface TRetryTarget {
  sessionId: number;
  questionId: number;
}

function List({ title, items, tone }: { title: string; items: string[]; tone?: 'good' | 'bad' | 'partial' }) {
  const { t } = useTranslation('interview');
  return (
    <div className="op-iv-fb__block">
      <div className="op-iv-fb__h">{title}</div>
      {items.length === 0 ? (
        <div className="op-iv-fb__none">{t('feedback.none')}</div>
      ) : tone ? (
        <div className="op-iv-fb__tags">
          {items.map((item) => (
            <Tag key={item} color={tone === 'good' ? 'green' : tone === 'partial' ? 'gold' : 'red'}>
              {item}
            </Tag>
          ))}
        </div>
      ) : (
        <ul className="op-iv-fb__list">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * "再答一次": a box for a new answer to the same question; the new score beside the recorded one,
 * then the new feedback. The attempt is practice: the session's score does not change.
 */
export function RetryAnswer({ target }: { target: TRetryTarget }) {
  const { t } = useTranslation('interview');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const retry = useRetryAnswer(target.sessionId);
  const boxId = useId();
  if (!open)
    return (
      <Button className="op-iv-retry__open" icon={<RedoOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('retry.open')}
      </Button>
    );
  const submit = () => {
    if (text.trim()) retry.mutate({ question_id: target.questionId, answer_text: text });
  };
  const result = retry.data;
  const delta = result ? result.feedback.score - result.previous_score : 0;
  return (
    <div className="op-iv-retry" data-testid="retry-answer">
      <label className="op-iv-fb__h" htmlFor={boxId}>
        {t('retry.label')}
      </label>
      <Input.TextArea
        id={boxId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
        }}
        autoSize={{ minRows: 3, maxRows: 10 }}
        maxLength={INTERVIEW_LIMITS.answerText}
        placeholder={t('retry.placeholder')}
      />
      <div className="op-iv-retry__actions">
        <Button type="primary" loading={retry.isPending} disabled={!text.trim()} onClick={submit}>
          {t('retry.submit')}
        </Button>
        <Button onClick={() => setOpen(false)}>{t('retry.close')}</Button>
        <span className="op-iv-retry__hint">{t('retry.hint')}</span>
      </div>
      {retry.isError && <Alert type="error" showIcon title={retry.error.message} />}
      {result && (
        <div className="op-iv-retry__result">
          <div className="op-iv-retry__scores" role="status">
            <span className="op-iv-retry__score">
              <span>{t(result.previous_skipped ? 'retry.firstSkipped' : 'retry.first')}</span>
              <strong style={{ color: scoreColor(result.previous_score) }}>
                {t('feedback.score', { score: result.previous_score })}
              </strong>
            </span>
            <span aria-hidden="true">→</span>
            <span className="op-iv-retry__score">
              <span>{t('retry.again')}</span>
              <strong style={{ color: scoreColor(result.feedback.score) }}>
                {t('feedback.score', { score: result.feedback.score })}
              </strong>
            </span>
            <Tag color={delta > 0 ? 'green' : delta < 0 ? 'red' : 'default'}>
              {delta > 0 ? t('retry.up', { delta }) : delta < 0 ? t('retry.down', { delta: -delta }) : t('retry.same')}
            </Tag>
          </div>
          <FeedbackDetail feedback={result.feedback} />
        </div>
      )}
    </div>
  );
}

/** The body of an answer's feedback: the five dimensions, good points, the answer improved, what is missing, the outline. */
export function FeedbackDetail({
  feedback,
  withExplanations = false,
  retry,
}: {
  feedback: TAnswerFeedback;
  withExplanations?: boolean;
  /** Where 再答一次 sends a new answer; none: no button. */
  retry?: TRetryTarget;
}) {
  const { t } = useTranslation('interview');
  const { missing, partial } = uncoveredPoints(feedback);
  return (
    <div className="op-iv-fb">
      <div className="op-iv-fb__block">
        <div className="op-iv-fb__h">{t('feedback.dimensions')}</div>
        <ul className="op-iv-fb__dims">
          {ANSWER_DIMENSIONS.map((d) => (
            <li key={d}>
              <span className="op-iv-fb__dim-name">{t(`dimension.${d}`)}</span>
              <Progress
                percent={feedback.dimensions[d]}
                size="small"
                strokeColor={scoreColor(feedback.dimensions[d])}
                format={(p) => `${p}`}
              />
              {withExplanations && <span className="op-iv-fb__why">{feedback.explanations[d]}</span>}
            </li>
          ))}
        </ul>
      </div>
      <List title={t('feedback.strengths')} items={feedback.strengths} />
      <List title={t('feedback.improvements')} items={feedback.improvements} />
      <List title={t('feedback.covered')} items={feedback.covered_key_points} tone="good" />
      {partial.length > 0 && <List title={t('feedback.partial')} items={partial} tone="partial" />}
      <List title={t('feedback.missed')} items={missing} tone="bad" />
      {feedback.reference_outline.length > 0 && (
        <div className="op-iv-fb__block">
          <div className="op-iv-fb__h">{t('feedback.outline')}</div>
          <ol className="op-iv-fb__list">
            {feedback.reference_outline.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </div>
      )}
      {(feedback.improved_answer || retry) && (
        <div className="op-iv-fb__wide">
          {feedback.improved_answer && <ImprovedAnswer improved={feedback.improved_answer} />}
          {retry && <RetryAnswer target={retry} />}
        </div>
      )}
    </div>
  );
}

/** Instant feedback on one answer: the score in the header, the details collapsed by default. */
export function FeedbackCard({ feedback, retry }: { feedback: TAnswerFeedback; retry?: TRetryTarget }) {
  const { t } = useTranslation('interview');
  return (
    <Collapse
      className="op-iv-fb-card"
      size="small"
      items={[
        {
          key: 'feedback',
          label: (
            <span className="op-iv-fb-card__label">
              <span>{feedback.skipped ? t('feedback.skippedTitle') : t('feedback.title')}</span>
              <strong style={{ color: scoreColor(feedback.score) }}>
                {t('feedback.score', { score: feedback.score })}
              </strong>
            </span>
          ),
          children: <FeedbackDetail feedback={feedback} retry={retry} />,
        },
      ]}
    />
  );
}
