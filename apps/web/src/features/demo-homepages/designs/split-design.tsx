import { CheckOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuthButtons } from '../components/auth-buttons.tsx';
import { FeedbackBody, PositionList, ResumeDimensions, SampleTag } from '../components/sample-cards.tsx';
import { useSampleContent } from '../sample-content.ts';

/** Design 2: copy on one side, a product window built from antd components on the other. */
export function SplitDesign() {
  const { t } = useTranslation('demoHomepages');
  const { resume } = useSampleContent();
  const bullets = t('split.bullets', { returnObjects: true }) as string[];
  return (
    <section className="op-demo-split">
      <div className="op-demo-split__copy">
        <span className="op-demo-eyebrow">{t('split.eyebrow')}</span>
        <h1 className="op-demo-h1">{t('split.title')}</h1>
        <p className="op-demo-lead">{t('split.subtitle')}</p>
        <ul className="op-demo-split__bullets">
          {bullets.map((b) => (
            <li key={b}>
              <CheckOutlined aria-hidden="true" /> {b}
            </li>
          ))}
        </ul>
        <AuthButtons registerLabel={t('actions.start')} />
      </div>
      <div className="op-demo-split__visual">
        <div className="op-demo-window" aria-label={t('split.windowTitle')}>
          <div className="op-demo-window__bar">
            <span className="op-demo-window__dots" aria-hidden="true">
              <i />
              <i />
              <i />
            </span>
            <span className="op-demo-window__title">{t('split.windowTitle')}</span>
            <SampleTag />
          </div>
          <div className="op-demo-window__body">
            <Tabs
              items={[
                {
                  key: 'score',
                  label: t('split.tabScore'),
                  children: (
                    <>
                      <p className="op-demo-window__score">
                        {resume.owner} · <strong>{t('common.score', { score: resume.overall })}</strong>
                      </p>
                      <ResumeDimensions />
                    </>
                  ),
                },
                { key: 'match', label: t('split.tabMatch'), children: <PositionList /> },
                { key: 'feedback', label: t('split.tabFeedback'), children: <FeedbackBody hasAnswer={false} /> },
              ]}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
