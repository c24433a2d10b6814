import { MessageOutlined, SoundOutlined, SolutionOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthButtons } from '../components/auth-buttons.tsx';
import { FeedbackBody, SampleTag } from '../components/sample-cards.tsx';
import { useSampleContent, type TTitledText } from '../sample-content.ts';

const HIGHLIGHT_ICONS: ReactNode[] = [
  <MessageOutlined key="follow" aria-hidden />,
  <SoundOutlined key="voice" aria-hidden />,
  <SolutionOutlined key="review" aria-hidden />,
];

/** Design 3: the dark algorithm, a mock interview in progress as a chat, three highlights. */
export function DarkDesign() {
  const { t } = useTranslation('demoHomepages');
  const { feedback } = useSampleContent();
  const highlights = t('dark.highlights', { returnObjects: true }) as TTitledText[];
  return (
    <>
      <section className="op-demo-dark__hero">
        <div className="op-container op-demo-center">
          <span className="op-demo-eyebrow">{t('dark.eyebrow')}</span>
          <h1 className="op-demo-h1 op-demo-dark__title">{t('dark.title')}</h1>
          <p className="op-demo-lead op-demo-center__lead">{t('dark.subtitle')}</p>
          <AuthButtons className="op-demo-actions--center" registerLabel={t('actions.start')} />
        </div>
      </section>
      <section className="op-demo-section">
        <div className="op-container op-demo-dark__grid">
          <Card className="op-demo-card" title={t('dark.chatTitle')} extra={<SampleTag />}>
            <div className="op-demo-chat">
              <div className="op-demo-chat__row">
                <span className="op-demo-chat__who">{t('dark.interviewer')}</span>
                <p className="op-demo-chat__bubble">{feedback.question}</p>
              </div>
              <div className="op-demo-chat__row op-demo-chat__row--me">
                <span className="op-demo-chat__who">{t('dark.you')}</span>
                <p className="op-demo-chat__bubble">{feedback.answer}</p>
              </div>
              <div className="op-demo-chat__row">
                <span className="op-demo-chat__who">{t('dark.interviewer')}</span>
                <p className="op-demo-chat__bubble">{feedback.followUp}</p>
              </div>
            </div>
          </Card>
          <Card className="op-demo-card" title={t('dark.feedbackTitle')} extra={<SampleTag />}>
            <FeedbackBody hasAnswer={false} />
          </Card>
        </div>
      </section>
      <section className="op-demo-section">
        <ul className="op-container op-demo-dark__highlights">
          {highlights.map((h, i) => (
            <li key={h.title}>
              <span className="op-demo-features__icon" aria-hidden="true">
                {HIGHLIGHT_ICONS[i]}
              </span>
              <h2 className="op-demo-h3">{h.title}</h2>
              <p className="op-demo-features__desc">{h.desc}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
