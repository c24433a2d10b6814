import type { TSpeakingFigures } from '@offerpilot/shared';
import { useTranslation } from 'react-i18next';

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Speech time, 字/分钟, pause ratio, fillers per minute and the longest pause, as a compact list of five figures.
 * A figure that was not measured (null) reads 未测得, with one line saying why, never 0; a longest
 * pause of 0 (speech without a gap the voice detection marks) reads 无明显停顿, not 0 秒.
 */
export function SpeakingFigures({ figures, compact = false }: { figures: TSpeakingFigures; compact?: boolean }) {
  const { t } = useTranslation('interview');
  const notMeasured = t('formal.speaking.notMeasured');
  const seconds = figures.speech_ms == null ? null : Math.round(figures.speech_ms / 1000);
  const items = [
    // Measured by the voice detection alone: every spoken answer has it, transcript or not.
    {
      label: t('formal.speaking.speechTime'),
      value:
        seconds === null
          ? notMeasured
          : seconds >= 60
            ? t('formal.speaking.speechTimeValue', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 })
            : t('formal.speaking.speechTimeSeconds', { seconds }),
    },
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
      // Not carried (older clients): 未测得. 0: the voice detection found speech but no gap of
      // 0.6 s or more between its segments, which is not a pause of 0 seconds.
      value:
        figures.longest_pause_ms === null
          ? notMeasured
          : figures.longest_pause_ms === 0
            ? t('formal.speaking.noPause')
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
