import { AudioOutlined, PauseCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicHeader } from '../../components/public-header.tsx';
import { SiteFooter } from '../../components/site-footer.tsx';
import { LevelMeter } from './components/level-meter.tsx';
import { MicErrorAlert } from './components/mic-error-alert.tsx';
import { formatSeconds } from './components/segment-list.tsx';
import { useAnalyserLevel } from './hooks/use-analyser-level.ts';
import { useMicVad } from './hooks/use-mic-vad.ts';
import type { TVoiceResult } from './lib/mic-vad.ts';
import {
  MIN_VOICED_MS,
  SPEAKER_THRESHOLD,
  compareVoices,
  speechOnly,
  voicePrint,
  type TVoicePrint,
} from './lib/speaker-features.ts';
import { loadVoicePrint, saveVoicePrint } from './lib/voice-print-store.ts';
import './voice.css';

const MAX_RECORDING_MS = 8000;

/** Records up to 8 s, ending by itself 1.2 s after the speaker stops; hands over the voice print. */
function Recorder({ id, onPrint }: { id: string; onPrint: (print: TVoicePrint | null) => void }) {
  const { t } = useTranslation('voice');
  const vad = useMicVad({
    rawAudio: true,
    maxMs: MAX_RECORDING_MS,
    endSilenceMs: 1200,
    onEnd: (result: TVoiceResult) => {
      const print = voicePrint(speechOnly(result.audio, result.segments));
      onPrint(print && print.voicedMs >= MIN_VOICED_MS ? print : null);
    },
  });
  const { level, peak } = useAnalyserLevel(vad.analyser);
  const listening = vad.status === 'listening';
  return (
    <div className="op-voice-card__bar" data-recorder={id}>
      {listening ? (
        <Button icon={<PauseCircleOutlined aria-hidden />} onClick={() => void vad.stop()}>
          {t('speaker.stop')}
        </Button>
      ) : (
        <Button
          type="primary"
          icon={<AudioOutlined aria-hidden />}
          loading={vad.status === 'loading'}
          onClick={() => void vad.start()}
        >
          {t('speaker.record')}
        </Button>
      )}
      {listening && (
        <span className="op-voice-card__status" aria-live="polite">
          {t('speaker.recording', { value: formatSeconds(vad.elapsedMs), max: MAX_RECORDING_MS / 1000 })}
        </span>
      )}
      <div style={{ flexBasis: '100%' }}>
        <LevelMeter level={level} peak={peak} />
      </div>
      {vad.error && (
        <div style={{ flexBasis: '100%' }}>
          <MicErrorAlert error={vad.error} />
        </div>
      )}
    </div>
  );
}

/** /speaker-id-test (public): enrol a voice, then check a new recording against it. */
export function SpeakerIdTestPage() {
  const { t } = useTranslation('voice');
  const [enrolled, setEnrolled] = useState<TVoicePrint | null>(() => loadVoicePrint());
  const [enrolError, setEnrolError] = useState(false);
  const [testError, setTestError] = useState(false);
  const [outcome, setOutcome] = useState<ReturnType<typeof compareVoices> | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    document.title = `${t('speaker.title')} · 面试领航`;
  }, [t]);

  const enrol = (print: TVoicePrint | null) => {
    setEnrolError(!print);
    setOutcome(null);
    if (print) {
      setEnrolled(print);
      saveVoicePrint(print);
    }
  };

  const check = (print: TVoicePrint | null) => {
    setTestError(!print);
    setOutcome(print && enrolled ? compareVoices(enrolled, print) : null);
  };

  const reset = () => {
    saveVoicePrint(null);
    setEnrolled(null);
    setOutcome(null);
    setRound((r) => r + 1);
  };

  const minSeconds = MIN_VOICED_MS / 1000;
  return (
    <div className="op-page">
      <PublicHeader />
      <main id="main" className="op-page__main op-voice">
        <div className="op-container op-voice__layout">
          <header className="op-voice__head">
            <h1>{t('speaker.title')}</h1>
            <p>{t('speaker.subtitle')}</p>
          </header>

          <div className="op-speaker__steps">
            <section className="op-voice-card" aria-labelledby="op-speaker-enrol" data-step="enrol">
              <div className="op-voice-card__bar">
                <h2 id="op-speaker-enrol">{t('speaker.enrolTitle')}</h2>
                {enrolled ? (
                  <Tag color="success" data-testid="enrolled">
                    {t('speaker.enrolled', { value: formatSeconds(enrolled.voicedMs) })}
                  </Tag>
                ) : (
                  <Tag>{t('speaker.notEnrolled')}</Tag>
                )}
              </div>
              <p className="op-voice__note">{t('speaker.enrolHint')}</p>
              <Recorder key={`enrol-${round}`} id="enrol" onPrint={enrol} />
              {enrolError && (
                <Alert type="warning" showIcon role="alert" title={t('speaker.tooShort', { min: minSeconds })} />
              )}
              {enrolled && (
                <Space>
                  <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={reset}>
                    {t('speaker.reEnrol')}
                  </Button>
                </Space>
              )}
            </section>

            <section className="op-voice-card" aria-labelledby="op-speaker-test" data-step="test">
              <div className="op-voice-card__bar">
                <h2 id="op-speaker-test">{t('speaker.testTitle')}</h2>
              </div>
              <p className="op-voice__note">{t('speaker.testHint')}</p>
              {enrolled ? (
                <Recorder key={`test-${round}`} id="test" onPrint={check} />
              ) : (
                <p className="op-voice__note">{t('speaker.noResult')}</p>
              )}
              {testError && (
                <Alert type="warning" showIcon role="alert" title={t('speaker.tooShort', { min: minSeconds })} />
              )}
            </section>
          </div>

          <section className="op-voice-card" aria-labelledby="op-speaker-result" aria-live="polite">
            <div className="op-voice-card__bar">
              <h2 id="op-speaker-result">{t('speaker.result')}</h2>
            </div>
            {outcome ? (
              <>
                <div
                  className={`op-speaker__verdict ${outcome.isSameSpeaker ? 'op-device__outcome--pass' : 'op-device__outcome--fail'}`}
                  data-testid="speaker-verdict"
                  data-similarity={outcome.similarity}
                >
                  {outcome.isSameSpeaker ? t('speaker.same') : t('speaker.different')}
                </div>
                <div className="op-speaker__figures">
                  <span>
                    {t('speaker.similarity')} <strong>{outcome.similarity.toFixed(3)}</strong>
                  </span>
                  <span>
                    {t('speaker.thresholdLabel')} <strong>{SPEAKER_THRESHOLD.toFixed(2)}</strong>
                  </span>
                </div>
              </>
            ) : (
              <p className="op-voice__note">{t('speaker.noResult')}</p>
            )}
            <p className="op-voice__note">{t('speaker.ruleNote')}</p>
            <p className="op-voice__note">{t('speaker.privacy')}</p>
          </section>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
