import { CheckCircleFilled, FilePdfOutlined } from '@ant-design/icons';
import { Progress, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthButtons } from '../components/auth-buttons.tsx';
import { SampleTag } from '../components/sample-cards.tsx';
import { useSampleContent, type TSampleContent } from '../sample-content.ts';

interface TStep {
  title: string;
  desc: string;
  demo: string;
}

/** The small sample result each step of the journey leaves behind. */
function stepResult(index: number, step: TStep, sample: TSampleContent): ReactNode {
  switch (index) {
    case 0:
      return (
        <span className="op-demo-steps__file">
          <FilePdfOutlined aria-hidden="true" /> {step.demo}
        </span>
      );
    case 1:
      return (
        <span className="op-demo-steps__score">
          <Progress type="circle" percent={sample.resume.overall} size={56} format={(p) => `${p}`} />
          {step.demo}
        </span>
      );
    case 2:
      return (
        <div>
          <Progress percent={37.5} steps={8} showInfo={false} />
          <div className="op-demo-steps__caption">{step.demo}</div>
          <p className="op-demo-steps__q">{sample.feedback.question}</p>
        </div>
      );
    default:
      return (
        <div>
          <span className="op-demo-steps__done">
            <CheckCircleFilled aria-hidden="true" /> {step.demo}
          </span>
          <div className="op-demo-steps__tags">
            {sample.resume.dimensions.slice(0, 3).map((d) => (
              <Tag key={d.label}>
                {d.label} {d.score}
              </Tag>
            ))}
          </div>
        </div>
      );
  }
}

/** Design 5: how it works, as a vertical timeline of four steps, each with a sample result. */
export function TimelineDesign() {
  const { t } = useTranslation('demoHomepages');
  const sample = useSampleContent();
  const steps = t('timeline.steps', { returnObjects: true }) as TStep[];
  return (
    <section className="op-demo-section op-demo-timeline">
      <div className="op-container">
        <div className="op-demo-center">
          <span className="op-demo-eyebrow">{t('timeline.eyebrow')}</span>
          <h1 className="op-demo-h1">{t('timeline.title')}</h1>
          <p className="op-demo-lead op-demo-center__lead">{t('timeline.subtitle')}</p>
        </div>
        <ol className="op-demo-steps">
          {steps.map((step, i) => (
            <li key={step.title} className="op-demo-steps__item">
              <span className="op-demo-steps__dot" aria-hidden="true">
                {i + 1}
              </span>
              <div className="op-demo-steps__text">
                <span className="op-demo-steps__label">{t('timeline.stepLabel', { n: i + 1 })}</span>
                <h2 className="op-demo-h3">{step.title}</h2>
                <p className="op-demo-features__desc">{step.desc}</p>
              </div>
              <div className="op-demo-steps__demo">
                <SampleTag />
                {stepResult(i, step, sample)}
              </div>
            </li>
          ))}
        </ol>
        <AuthButtons className="op-demo-actions--center" registerLabel={t('actions.start')} />
      </div>
    </section>
  );
}
