import {
  AudioOutlined,
  BarChartOutlined,
  BulbOutlined,
  CheckCircleOutlined,
  EditOutlined,
  EnvironmentOutlined,
  FileSearchOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { Card, Progress, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSampleContent, type TTitledText } from '../sample-content.ts';

/** The "示例" mark every piece of sample content carries. */
export function SampleTag() {
  const { t } = useTranslation('demoHomepages');
  return (
    <Tag color="gold" className="op-demo-sample-tag">
      {t('common.sample')}
    </Tag>
  );
}

/** The five dimension bars of the sample resume score. */
export function ResumeDimensions() {
  const { resume } = useSampleContent();
  return (
    <ul className="op-demo-dims">
      {resume.dimensions.map((d) => (
        <li key={d.label} className="op-demo-dims__row">
          <span className="op-demo-dims__label">{d.label}</span>
          <Progress percent={d.score} size="small" className="op-demo-dims__bar" />
        </li>
      ))}
    </ul>
  );
}

export function ResumeScoreCard({ hasSuggestions = true }: { hasSuggestions?: boolean }) {
  const { resume } = useSampleContent();
  const { t } = useTranslation('demoHomepages');
  return (
    <Card
      className="op-demo-card"
      title={resume.title}
      extra={<SampleTag />}
      aria-label={`${resume.title} ${t('common.score', { score: resume.overall })}`}
    >
      <div className="op-demo-resume">
        <div className="op-demo-resume__overall">
          <Progress type="dashboard" percent={resume.overall} size={112} format={(p) => `${p}`} />
          <span className="op-demo-resume__owner">{resume.owner}</span>
        </div>
        <ResumeDimensions />
      </div>
      {hasSuggestions && (
        <ul className="op-demo-suggestions">
          {resume.suggestions.map((s) => (
            <li key={s}>
              <BulbOutlined aria-hidden="true" /> {s}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function PositionList({ limit }: { limit?: number }) {
  const { positions } = useSampleContent();
  const { t } = useTranslation('demoHomepages');
  return (
    <ul className="op-demo-positions">
      {positions.slice(0, limit).map((p) => (
        <li key={p.name} className="op-demo-positions__item">
          <div className="op-demo-positions__head">
            <span className="op-demo-positions__name">{p.name}</span>
            <span className="op-demo-positions__salary">{p.salary}</span>
          </div>
          <div className="op-demo-positions__meta">
            {p.company} · <EnvironmentOutlined aria-hidden="true" /> {p.city}
          </div>
          <div className="op-demo-positions__foot">
            <span className="op-demo-positions__tags">
              {p.tags.map((tag) => (
                <Tag key={tag}>{tag}</Tag>
              ))}
            </span>
            <span className="op-demo-positions__match">{t('common.match', { value: p.match })}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The sample question, answer excerpt, score and what went well / could be better. */
export function FeedbackBody({ hasAnswer = true }: { hasAnswer?: boolean }) {
  const { feedback } = useSampleContent();
  const { t } = useTranslation('demoHomepages');
  return (
    <div className="op-demo-feedback">
      <p className="op-demo-feedback__q">{feedback.question}</p>
      {hasAnswer && <p className="op-demo-feedback__a">{feedback.answer}</p>}
      <div className="op-demo-feedback__score">
        <Progress percent={feedback.score} size="small" format={() => t('common.score', { score: feedback.score })} />
      </div>
      <ul className="op-demo-feedback__list">
        {feedback.strengths.map((s) => (
          <li key={s} className="op-demo-feedback__good">
            <CheckCircleOutlined aria-hidden="true" /> {s}
          </li>
        ))}
        {feedback.improvements.map((s) => (
          <li key={s} className="op-demo-feedback__improve">
            <BulbOutlined aria-hidden="true" /> {s}
          </li>
        ))}
      </ul>
      <p className="op-demo-feedback__follow">{feedback.followUp}</p>
    </div>
  );
}

export function FeedbackCard({ title, hasAnswer = true }: { title: string; hasAnswer?: boolean }) {
  return (
    <Card className="op-demo-card" title={title} extra={<SampleTag />}>
      <FeedbackBody hasAnswer={hasAnswer} />
    </Card>
  );
}

const FEATURE_ICONS: ReactNode[] = [
  <ProfileOutlined key="positions" aria-hidden />,
  <FileSearchOutlined key="analysis" aria-hidden />,
  <EditOutlined key="optimise" aria-hidden />,
  <AudioOutlined key="mock" aria-hidden />,
  <SafetyCertificateOutlined key="formal" aria-hidden />,
  <BarChartOutlined key="report" aria-hidden />,
];

/** The six product features, as a grid of cards. */
export function FeatureGrid() {
  const { t } = useTranslation('demoHomepages');
  const features = t('features', { returnObjects: true }) as TTitledText[];
  return (
    <ul className="op-demo-features">
      {features.map((f, i) => (
        <li key={f.title} className="op-demo-features__item">
          <span className="op-demo-features__icon" aria-hidden="true">
            {FEATURE_ICONS[i]}
          </span>
          <h3 className="op-demo-features__title">{f.title}</h3>
          <p className="op-demo-features__desc">{f.desc}</p>
        </li>
      ))}
    </ul>
  );
}
