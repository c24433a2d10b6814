import { INTERVIEW_LIMITS } from '@offerpilot/shared';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuthButtons } from '../components/auth-buttons.tsx';

/** The invitation defaults of the server (INVITATION_REWARD_MINUTES, INVITATION_MONTHLY_CAP). */
const INVITATION_DEFAULTS = { rewardMinutes: 30, monthlyCap: 10 } as const;
const SAMPLE_SESSION_MINUTES = 15;

interface TCard {
  value: string;
  title: string;
  desc: string;
}

/** Design 8: minimal and centred, explaining how mock-interview minutes work and how to earn more. */
export function MinimalDesign() {
  const { t } = useTranslation('demoHomepages');
  const grant = INTERVIEW_LIMITS.signupGrantMinutes;
  const reward = INVITATION_DEFAULTS.rewardMinutes;
  const values = { grant, reward, cap: INVITATION_DEFAULTS.monthlyCap };
  const left = grant - 2 * SAMPLE_SESSION_MINUTES;
  const cards = t('minimal.cards', { returnObjects: true, ...values }) as TCard[];
  const rules = t('minimal.rules', { returnObjects: true, ...values }) as { label: string; value: string }[];
  return (
    <section className="op-demo-section op-demo-minimal">
      <div className="op-demo-minimal__inner">
        <h1 className="op-demo-h1">{t('minimal.title')}</h1>
        <p className="op-demo-lead">{t('minimal.subtitle')}</p>
        <AuthButtons className="op-demo-actions--center" />
        <ul className="op-demo-minimal__cards">
          {cards.map((c) => (
            <li key={c.title}>
              <span className="op-demo-minimal__value">{c.value}</span>
              <h2 className="op-demo-h3">{c.title}</h2>
              <p className="op-demo-features__desc">{c.desc}</p>
            </li>
          ))}
        </ul>
        <Descriptions
          className="op-demo-minimal__rules"
          title={t('minimal.rulesTitle')}
          bordered
          column={1}
          size="small"
          items={rules.map((r) => ({ key: r.label, label: r.label, children: r.value }))}
        />
        <h2 className="op-demo-h3">{t('minimal.exampleTitle')}</h2>
        <p className="op-demo-minimal__example">{t('minimal.example', { grant, left, after: left + reward })}</p>
      </div>
    </section>
  );
}
