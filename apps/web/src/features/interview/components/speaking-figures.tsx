import type { TSpeakingFigures } from '@offerpilot/shared';
import { useTranslation } from 'react-i18next';

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * 字/分钟, pause ratio, fillers per minute and the longest pause, as a compact list of four figures.
 * A figure that was not measured (null) reads 未测得, with one line saying why, never 0.
 */
export function SpeakingFigures({ figures, compact = false }: { figures: TSpeakingFigures; compact?: boolean }) {
  const { t } = useTranslation('interview');
  const notMeasured = t('formal.speaking.notMeasured');
  const items = [
    {
      label: t('formal.speaking.rate'),
      value:
        figures.chars_per_minute === null
          ? notMeasured
          : t('formal.speaking.rateValue', { value: Math.round(figures.chars_per_minute) }),
    },
    {
      label: t('formal.speaking.pause'),
      value:
        figures.pause_ratio === null
          ? notMeasured
          : t('formal.speaking.pauseValue', { value: Math.round(figures.pause_ratio * 100) }),
    },
    {
      label: t('formal.speaking.fillers'),
      value:
        figures.fillers_per_minute === null
          ? notMeasured
          : t('formal.speaking.fillersValue', { value: round1(figures.fillers_per_minute) }),
    },
    {
      label: t('formal.speaking.longest'),
      value:
        figures.longest_pause_ms === null
          ? t('formal.speaking.none')
          : t('formal.speaking.longestValue', { value: round1(figures.longest_pause_ms / 1000) }),
    },
  ];
  const noTranscript = figures.chars_per_minute === null || figures.fillers_per_minute === null;
  return (
    <>
      <dl className={`op-fr-speaking${compact ? ' op-fr-speaking--compact' : ''}`} data-testid="speaking-figures">
        {items.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd className={item.value === notMeasured ? 'op-fr-speaking__unmeasured' : undefined}>{item.value}</dd>
          </div>
        ))}
      </dl>
      {noTranscript && <p className="op-fr-muted op-fr-speaking__why">{t('formal.speaking.noTranscriptNote')}</p>}
      {figures.pause_ratio === null && (
        <p className="op-fr-muted op-fr-speaking__why">{t('formal.speaking.noSpeechNote')}</p>
      )}
    </>
  );
}
