import { useTranslation } from 'react-i18next';

/** A horizontal microphone level bar (0..1) with the peak marked. */
export function LevelMeter({ level, peak }: { level: number; peak: number }) {
  const { t } = useTranslation('voice');
  const percent = Math.round(level * 100);
  return (
    <div
      className="op-voice-meter"
      role="meter"
      aria-label={t('meter.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="op-voice-meter__bar" style={{ width: `${percent}%` }} />
      <div className="op-voice-meter__peak" style={{ left: `${Math.round(peak * 100)}%` }} />
    </div>
  );
}
