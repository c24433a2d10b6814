import { RobotOutlined, UserOutlined } from '@ant-design/icons';
import type { TInterviewQuestion, TQuestionHint } from '@offerpilot/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TTurn } from '../lib/conversation.ts';
import { FeedbackCard } from './feedback-card.tsx';
import { QuestionSource } from './question-source.tsx';

/** The interviewer asking one question: number, follow-up mark, where the question comes from. */
export function QuestionBubble({ question, number }: { question: TInterviewQuestion; number: number }) {
  const { t } = useTranslation('interview');
  const isFollowUp = question.parent_id !== null;
  return (
    <div className="op-iv-msg op-iv-msg--interviewer">
      <span className="op-iv-avatar" aria-hidden="true">
        <RobotOutlined aria-hidden />
      </span>
      <div className="op-iv-bubble">
        <div className="op-iv-bubble__meta">
          <span>{t('session.interviewer')}</span>
          <span>·</span>
          <span>{t('analysis.question', { order: number })}</span>
          {isFollowUp ? <Tag color="orange">{t('source.followUp')}</Tag> : <Tag>{t(`kind.${question.kind}`)}</Tag>}
        </div>
        {!isFollowUp && <QuestionSource question={question} />}
        <p className="op-iv-bubble__text" id={`op-iv-q-${question.id}`} data-testid="question-text">
          {question.text}
        </p>
      </div>
    </div>
  );
}

/** The assistant's hint: angles to think along, never the answer. */
export function HintBubble({ hint }: { hint: TQuestionHint }) {
  const { t } = useTranslation('interview');
  return (
    <div className="op-iv-msg op-iv-msg--assistant" data-testid="hint">
      <span className="op-iv-avatar op-iv-avatar--assistant" aria-hidden="true">
        <RobotOutlined aria-hidden />
      </span>
      <div className="op-iv-bubble op-iv-bubble--assistant">
        <div className="op-iv-bubble__meta">
          <span>{t('session.assistant')}</span>
          <span>·</span>
          <span>{t('session.hintTitle')}</span>
        </div>
        <p className="op-iv-bubble__text">{hint.hint}</p>
        {hint.angles.length > 0 && (
          <div className="op-iv-fb__tags">
            {hint.angles.map((a) => (
              <Tag key={a} color="blue">
                {a}
              </Tag>
            ))}
          </div>
        )}
        <div className="op-iv-bubble__note">{t('session.hintNote')}</div>
      </div>
    </div>
  );
}

/** An answered question: the question, the answer (or that it was skipped), instant feedback. */
export function AnsweredTurn({
  turn,
  showFeedback,
  sessionId,
}: {
  turn: TTurn;
  showFeedback: boolean;
  /** The session, for 再答一次 on an answered question. */
  sessionId: number;
}) {
  const { t } = useTranslation('interview');
  const answer = turn.answer;
  return (
    <li className="op-iv-turn" data-testid="turn">
      <QuestionBubble question={turn.question} number={turn.number} />
      <div className="op-iv-msg op-iv-msg--me">
        <div className={`op-iv-bubble op-iv-bubble--me${answer?.text ? '' : ' op-iv-bubble--skipped'}`}>
          <div className="op-iv-bubble__meta">{t('session.you')}</div>
          <p className="op-iv-bubble__text">{answer?.text || t('session.skipped')}</p>
        </div>
        <span className="op-iv-avatar op-iv-avatar--me" aria-hidden="true">
          <UserOutlined aria-hidden />
        </span>
      </div>
      {showFeedback && answer && (
        <div className="op-iv-turn__feedback">
          <FeedbackCard
            feedback={answer.feedback}
            retry={answer.feedback.untranscribed ? undefined : { sessionId, questionId: turn.question.id }}
          />
        </div>
      )}
    </li>
  );
}
