import { ClockCircleOutlined, MobileOutlined } from '@ant-design/icons';
import { Card, Progress } from 'antd';
import { INTERVIEW_LIMITS } from '@offerpilot/shared';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../lib/routes.ts';
import { AuthButtons } from '../components/auth-buttons.tsx';
import { LinkButton } from '../components/link-button.tsx';
import { PositionList, SampleTag } from '../components/sample-cards.tsx';
import { useSampleContent } from '../sample-content.ts';

/** Design 6: mobile first — one narrow stack of compact cards, the same on a phone and a desktop. */
export function MobileDesign() {
  const { t } = useTranslation('demoHomepages');
  const { resume, feedback } = useSampleContent();
  return (
    <section className="op-demo-mobile">
      <div className="op-demo-mobile__stack">
        <Card className="op-demo-card op-demo-mobile__hero">
          <span className="op-demo-eyebrow">
            <MobileOutlined aria-hidden="true" /> {t('mobile.eyebrow')}
          </span>
          <h1 className="op-demo-h1 op-demo-mobile__title">{t('mobile.title')}</h1>
          <p className="op-demo-lead">{t('mobile.subtitle')}</p>
          <AuthButtons isBlock size="middle" />
        </Card>
        <Card className="op-demo-card" size="small" title={t('mobile.todayTitle')} extra={<SampleTag />}>
          <p className="op-demo-feedback__q">{feedback.question}</p>
          <LinkButton to={ROUTES.login} type="primary" ghost block>
            {t('mobile.todayAction')}
          </LinkButton>
        </Card>
        <Card className="op-demo-card" size="small" title={t('mobile.resumeTitle')} extra={<SampleTag />}>
          <div className="op-demo-mobile__resume">
            <Progress type="circle" percent={resume.overall} size={64} format={(p) => `${p}`} />
            <div>
              <div className="op-demo-positions__name">{resume.owner}</div>
              <p className="op-demo-mobile__tip">{resume.suggestions[0]}</p>
            </div>
          </div>
        </Card>
        <Card className="op-demo-card" size="small" title={t('mobile.positionsTitle')} extra={<SampleTag />}>
          <PositionList limit={2} />
        </Card>
        <Card className="op-demo-card op-demo-mobile__minutes" size="small" title={t('mobile.minutesTitle')}>
          <ClockCircleOutlined aria-hidden="true" />{' '}
          {t('mobile.minutesDesc', { minutes: INTERVIEW_LIMITS.signupGrantMinutes })}
        </Card>
        <p className="op-demo-mobile__install">{t('mobile.installTip')}</p>
      </div>
    </section>
  );
}
