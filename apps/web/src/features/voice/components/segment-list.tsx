import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TSpeechSegment } from '../lib/segmenter.ts';

export const formatSeconds = (ms: number) => (ms / 1000).toFixed(2);

/** The detected speech segments with start, end and length in seconds. */
export function SegmentList({ segments }: { segments: readonly TSpeechSegment[] }) {
  const { t } = useTranslation('voice');
  if (segments.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('vad.noSegments')} />;
  return (
    <ol className="op-voice-segments" aria-label={t('vad.segmentsTitle')}>
      {segments.map((s, i) => (
        <li key={`${s.startMs}-${i}`} data-start-ms={s.startMs} data-end-ms={s.endMs}>
          <span className="op-voice-segments__index">{t('vad.segmentName', { n: i + 1 })}</span>
          <span>{t('vad.segmentRange', { start: formatSeconds(s.startMs), end: formatSeconds(s.endMs) })}</span>
          <span className="op-voice-segments__length">
            {t('vad.segmentLength', { length: formatSeconds(s.endMs - s.startMs) })}
          </span>
        </li>
      ))}
    </ol>
  );
}
