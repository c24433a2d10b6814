import type { TImprovedAnswer } from '@offerpilot/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const TAG_COLOR = { own: 'blue', suggestion: 'orange', resume: 'green' } as const;

/**
 * "你的回答，可以这样说": the candidate's own sentences in a clear order (总分总, or STAR for a
 * story); what to add is marked as a suggestion (dashed), a resume line as a quote. Nothing here
 * is a fact the candidate did not say: the server builds and checks it.
 */
export function ImprovedAnswer({ improved }: { improved: TImprovedAnswer }) {
  const { t } = useTranslation('interview');
  return (
    <section className="op-iv-better" data-testid="improved-answer">
      <div className="op-iv-fb__h">{t('improved.title')}</div>
      <p className="op-iv-better__note">
        {t(improved.style === 'star' ? 'improved.noteStar' : 'improved.noteOrdered')}
      </p>
      <ol className="op-iv-better__parts">
        {improved.parts.map((part, i) => (
          <li key={i} className={`op-iv-better__part op-iv-better__part--${part.kind}`}>
            <Tag color={TAG_COLOR[part.kind]}>
              {part.kind === 'own' ? part.label : t(`improved.kind.${part.kind}`, { label: part.label })}
            </Tag>
            <span className="op-iv-better__text">{part.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
