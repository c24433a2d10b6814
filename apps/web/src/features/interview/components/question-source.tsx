import type { TInterviewQuestion } from '@offerpilot/shared';
import { useTranslation } from 'react-i18next';

/** Where a question comes from: the resume line, the position requirement, the bank, the user's own bank. */
export function QuestionSource({ question }: { question: TInterviewQuestion }) {
  const { t } = useTranslation('interview');
  const { type, quote } = question.source;
  let text: string;
  if (type === 'resume' && quote) text = t('source.resume', { quote });
  else if (type === 'position' && quote)
    text = question.kind === 'opening' ? t('source.positionName', { quote }) : t('source.position', { quote });
  else if (type === 'custom') text = t('source.custom');
  else text = t('source.bank', { competency: question.competency });
  return (
    <div className={`op-iv-source op-iv-source--${type}`} data-testid="question-source">
      {text}
    </div>
  );
}
