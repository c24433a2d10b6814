import { ANSWER_DIMENSIONS, type TAnswerFeedback } from '@offerpilot/shared';
import { Collapse, Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { scoreColor } from '../lib/score.ts';

function List({ title, items, tone }: { title: string; items: string[]; tone?: 'good' | 'bad' }) {
  const { t } = useTranslation('interview');
  return (
    <div className="op-iv-fb__block">
      <div className="op-iv-fb__h">{title}</div>
      {items.length === 0 ? (
        <div className="op-iv-fb__none">{t('feedback.none')}</div>
      ) : tone ? (
        <div className="op-iv-fb__tags">
          {items.map((item) => (
            <Tag key={item} color={tone === 'good' ? 'green' : 'red'}>
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

/** The body of an answer's feedback: the five dimensions, good points, what is missing, the outline. */
export function FeedbackDetail({
  feedback,
  withExplanations = false,
}: {
  feedback: TAnswerFeedback;
  withExplanations?: boolean;
}) {
  const { t } = useTranslation('interview');
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
      <List title={t('feedback.missed')} items={feedback.missed_key_points} tone="bad" />
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
    </div>
  );
}

/** Instant feedback on one answer: the score in the header, the details collapsed by default. */
export function FeedbackCard({ feedback }: { feedback: TAnswerFeedback }) {
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
          children: <FeedbackDetail feedback={feedback} />,
        },
      ]}
    />
  );
}
