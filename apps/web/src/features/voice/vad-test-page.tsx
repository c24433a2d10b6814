import { AudioOutlined, PauseCircleOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicHeader } from '../../components/public-header.tsx';
import { SiteFooter } from '../../components/site-footer.tsx';
import { LevelMeter } from './components/level-meter.tsx';
import { MicErrorAlert } from './components/mic-error-alert.tsx';
import { SegmentList, formatSeconds } from './components/segment-list.tsx';
import { VadScope } from './components/vad-scope.tsx';
import { useAnalyserLevel } from './hooks/use-analyser-level.ts';
import { useMicVad } from './hooks/use-mic-vad.ts';
import { DEFAULT_SEGMENTER } from './lib/mic-vad.ts';
import './voice.css';

/** /vad-test (public): the microphone signal, the Silero VAD's speech probability and the segments. */
export function VadTestPage() {
  const { t } = useTranslation('voice');
  const vad = useMicVad();
  const { level, peak } = useAnalyserLevel(vad.analyser);
  const listening = vad.status === 'listening';

  useEffect(() => {
    document.title = `${t('vad.title')} · 面试领航`;
  }, [t]);

  let statusTag = <Tag>{t('common.silent')}</Tag>;
  if (vad.status === 'loading') statusTag = <Tag color="processing">{t('common.loading')}</Tag>;
  else if (listening && vad.speaking) statusTag = <Tag color="success">{t('common.speaking')}</Tag>;
  else if (listening) statusTag = <Tag color="blue">{t('common.listening')}</Tag>;

  return (
    <div className="op-page">
      <PublicHeader />
      <main id="main" className="op-page__main op-voice">
        <div className="op-container op-voice__layout">
          <header className="op-voice__head">
            <h1>{t('vad.title')}</h1>
            <p>{t('vad.subtitle')}</p>
          </header>

          <section className="op-voice-card" aria-labelledby="op-vad-scope">
            <div className="op-voice-card__bar">
              <h2 id="op-vad-scope">{t('vad.scopeTitle')}</h2>
              <span className="op-voice-card__status" aria-live="polite" data-testid="vad-status">
                {statusTag}
              </span>
              <div className="op-voice-card__actions">
                {listening ? (
                  <Button icon={<PauseCircleOutlined aria-hidden />} onClick={() => void vad.stop()}>
                    {t('vad.stop')}
                  </Button>
                ) : (
                  <Button
                    type="primary"
                    icon={<AudioOutlined aria-hidden />}
                    loading={vad.status === 'loading'}
                    onClick={() => void vad.start()}
                  >
                    {t('vad.start')}
                  </Button>
                )}
              </div>
            </div>
            {vad.error && <MicErrorAlert error={vad.error} />}
            <LevelMeter level={level} peak={peak} />
            <VadScope
              analyser={vad.analyser}
              probabilities={vad.probabilities}
              segments={vad.segments}
              threshold={DEFAULT_SEGMENTER.positiveThreshold}
            />
            <div className="op-voice-card__legend">
              <span>{t('vad.probability')}</span>
              <span>{t('vad.threshold', { value: DEFAULT_SEGMENTER.positiveThreshold })}</span>
              <span>{t('vad.elapsed', { value: formatSeconds(vad.elapsedMs) })}</span>
            </div>
            <p className="op-voice__note">{t('common.offline')}</p>
          </section>

          <section className="op-voice-card" aria-labelledby="op-vad-segments">
            <div className="op-voice-card__bar">
              <h2 id="op-vad-segments">{t('vad.segmentsTitle')}</h2>
              <span className="op-voice-card__status">{t('vad.segmentsCount', { count: vad.segments.length })}</span>
            </div>
            <SegmentList segments={vad.segments} />
          </section>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
