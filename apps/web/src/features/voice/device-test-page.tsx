import {
  AudioOutlined,
  EditOutlined,
  ReloadOutlined,
  RocketOutlined,
  SoundOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { Alert, Button, Space } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AppLayout } from '../../components/app-layout.tsx';
import { useVoiceCapabilities } from '../../hooks/use-voice-capabilities.ts';
import { ROUTES } from '../../lib/routes.ts';
import { chooseNextFormalMode } from '../../lib/next-formal-mode.ts';
import { pingServer } from './api/ping-server.ts';
import { CheckCard, type TCheckState } from './components/check-card.tsx';
import { LevelMeter } from './components/level-meter.tsx';
import { MicErrorAlert } from './components/mic-error-alert.tsx';
import { formatSeconds } from './components/segment-list.tsx';
import { useAnalyserLevel } from './hooks/use-analyser-level.ts';
import { useMicVad } from './hooks/use-mic-vad.ts';
import { browserSupport, type TBrowserSupport } from './lib/browser-support.ts';
import { probeRecognition, type TRecognitionProbe } from './lib/recognition-probe.ts';
import { playTestTone } from './lib/tone.ts';
import './voice.css';

/** The microphone passes once its level reaches -40 dBFS. */
const MIC_PASS_RMS = 0.01;
/** The "say something" check passes on one speech segment this long. */
const VAD_PASS_MS = 300;
/** Give up listening after this long without passing. */
const LISTEN_LIMIT_MS = 20_000;
const SLOW_NETWORK_MS = 1000;

function CameraCheck() {
  const { t } = useTranslation('voice');
  const [state, setState] = useState<TCheckState>('pending');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
    return () => stream?.getTracks().forEach((track) => track.stop());
  }, [stream]);

  const open = async () => {
    setState('running');
    try {
      setStream(await navigator.mediaDevices.getUserMedia({ video: true }));
      setState('pass');
    } catch {
      setState('fail');
    }
  };

  const outcome = state === 'pass' ? t('device.camera.pass') : state === 'fail' ? t('device.camera.fail') : undefined;
  return (
    <CheckCard id="camera" title={t('device.camera.title')} state={state} optional outcome={outcome}>
      <p>{t('device.camera.optionalNote')}</p>
      {stream && (
        <video
          ref={video}
          className="op-device__video"
          autoPlay
          muted
          playsInline
          aria-label={t('device.camera.previewLabel')}
        />
      )}
      <Space wrap>
        {stream ? (
          <Button
            onClick={() => {
              setStream(null);
              setState('pending');
            }}
          >
            {t('device.camera.close')}
          </Button>
        ) : (
          <Button icon={<VideoCameraOutlined aria-hidden />} onClick={() => void open()} loading={state === 'running'}>
            {t('device.camera.open')}
          </Button>
        )}
      </Space>
    </CheckCard>
  );
}

function SpeakerCheck() {
  const { t } = useTranslation('voice');
  const [state, setState] = useState<TCheckState>('pending');
  const [asked, setAsked] = useState(false);

  const play = async () => {
    setState('running');
    await playTestTone().catch(() => undefined);
    setAsked(true);
  };

  const outcome = state === 'pass' ? t('device.speaker.pass') : state === 'fail' ? t('device.speaker.fail') : undefined;
  return (
    <CheckCard id="speaker" title={t('device.speaker.title')} state={state} outcome={outcome}>
      <Space wrap>
        <Button
          icon={<SoundOutlined aria-hidden />}
          onClick={() => void play()}
          loading={state === 'running' && !asked}
        >
          {state === 'running' && !asked ? t('device.speaker.playing') : t('device.speaker.play')}
        </Button>
      </Space>
      {asked && (
        <Space wrap>
          <span>{t('device.speaker.question')}</span>
          <Button size="small" type={state === 'pass' ? 'primary' : 'default'} onClick={() => setState('pass')}>
            {t('device.speaker.heard')}
          </Button>
          <Button size="small" danger={state === 'fail'} onClick={() => setState('fail')}>
            {t('device.speaker.notHeard')}
          </Button>
        </Space>
      )}
    </CheckCard>
  );
}

function NetworkCheck() {
  const { t } = useTranslation('voice');
  const [state, setState] = useState<TCheckState>('running');
  const [ms, setMs] = useState<number | null>(null);

  const measure = useCallback(
    () =>
      pingServer().then(
        (took) => {
          setMs(took);
          setState(took <= SLOW_NETWORK_MS ? 'pass' : 'fail');
        },
        () => {
          setMs(null);
          setState('fail');
        },
      ),
    [],
  );

  useEffect(() => {
    void measure();
  }, [measure]);

  const run = () => {
    setState('running');
    void measure();
  };

  let outcome: string | undefined;
  if (state === 'pass') outcome = t('device.network.pass', { ms });
  else if (state === 'fail') outcome = ms === null ? t('device.network.fail') : t('device.network.slow', { ms });
  return (
    <CheckCard id="network" title={t('device.network.title')} state={state} outcome={outcome}>
      <Space wrap>
        <Button icon={<ReloadOutlined aria-hidden />} onClick={run} disabled={state === 'running'}>
          {t('device.runAgain')}
        </Button>
      </Space>
    </CheckCard>
  );
}

type TProbeState = 'untested' | 'running' | TRecognitionProbe;

/** The recognition row: 不支持, 有接口（未验证） until a real attempt, then 可用 / 不可用. */
function recognitionLabel(
  supported: boolean,
  probe: TProbeState,
): { text: 'unsupported' | 'unverified' | 'probing' | 'works' | 'notWorking'; tone: TCheckState } {
  if (!supported) return { text: 'unsupported', tone: 'fail' };
  if (probe === 'untested') return { text: 'unverified', tone: 'pending' };
  if (probe === 'running') return { text: 'probing', tone: 'running' };
  return probe.ok ? { text: 'works', tone: 'pass' } : { text: 'notWorking', tone: 'fail' };
}

/**
 * Browser support. Speech recognition is only "可用" after it turned real speech into text here:
 * Chrome's recognition sends the audio to Google, so the API can exist and still never answer
 * (mainland China, headless Chromium). Without the server's transcription, that decides whether a
 * voice answer gets text (docs/decisions.md, "Voice answers that no text came of").
 */
function BrowserCheck({
  support,
  serverStt,
  probe,
  setProbe,
}: {
  support: TBrowserSupport;
  serverStt: boolean;
  probe: TProbeState;
  setProbe: (probe: TProbeState) => void;
}) {
  const { t } = useTranslation('voice');
  const stopProbe = useRef<AbortController | null>(null);
  useEffect(() => () => stopProbe.current?.abort(), []);

  const tryRecognition = async () => {
    stopProbe.current?.abort();
    const controller = new AbortController();
    stopProbe.current = controller;
    const attempt = probeRecognition({ signal: controller.signal });
    if (!attempt) return;
    setProbe('running');
    const result = await attempt;
    if (!controller.signal.aborted) setProbe(result);
  };

  const basics = support.speechSynthesis && support.mediaRecorder;
  const recognition = recognitionLabel(support.speechRecognition, probe);
  const tried = typeof probe === 'object' ? probe : null;
  let state: TCheckState;
  if (!basics) state = 'fail';
  else if (tried?.ok || serverStt) state = 'pass';
  else state = recognition.tone;

  let outcome: string;
  if (tried?.ok) outcome = t('device.browser.works', { heard: tried.heard });
  else if (serverStt) outcome = t('device.browser.serverStt');
  else if (!support.speechRecognition) outcome = t('device.browser.noRecognition');
  else if (tried) outcome = t(`device.browser.failed.${tried.reason}`);
  else if (probe === 'running') outcome = t('device.browser.probingHint');
  else outcome = t('device.browser.unverifiedHint');
  const rows = [
    ['speechSynthesis', support.speechSynthesis],
    ['mediaRecorder', support.mediaRecorder],
  ] as const;
  return (
    <CheckCard id="browser" title={t('device.browser.title')} state={state} outcome={outcome}>
      <ul className="op-device__support">
        {rows.map(([key, ok]) => (
          <li key={key}>
            <span>{t(`device.browser.${key}`)}</span>
            <span className={ok ? 'op-device__outcome--pass' : 'op-device__outcome--fail'}>
              {ok ? t('device.browser.supported') : t('device.browser.unsupported')}
            </span>
          </li>
        ))}
        <li>
          <span>{t('device.browser.speechRecognition')}</span>
          <span className={`op-device__outcome--${recognition.tone}`} data-testid="recognition-status">
            {t(`device.browser.recognition.${recognition.text}`)}
          </span>
        </li>
      </ul>
      {!basics && <p>{t('device.browser.partial')}</p>}
      {support.speechRecognition && (
        <Space wrap>
          <Button
            icon={<AudioOutlined aria-hidden />}
            loading={probe === 'running'}
            onClick={() => void tryRecognition()}
          >
            {probe === 'untested' ? t('device.browser.tryRecognition') : t('device.runAgain')}
          </Button>
        </Space>
      )}
    </CheckCard>
  );
}

/**
 * Whether every answer will have to be typed: the server does not transcribe (no STT_PROVIDER)
 * and this browser has no speech recognition, or it was tried here and could not be used (a try
 * that only heard nothing proves nothing). Unknown until the server said whether it transcribes.
 */
function mustTypeAnswers(support: TBrowserSupport, serverStt: boolean | undefined, probe: TProbeState) {
  if (serverStt !== false) return null;
  if (!support.speechRecognition) return 'noRecognition' as const;
  if (typeof probe === 'object' && !probe.ok && probe.reason !== 'no-speech') return 'recognitionFailed' as const;
  return null;
}

/**
 * /device-test?positionId=…: the checks before a formal interview. The microphone (level) and
 * the "say something" VAD check must pass before 开始正式面试, which keeps every query parameter.
 */
export function DeviceTestPage() {
  const { t } = useTranslation('voice');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const vad = useMicVad({ maxMs: LISTEN_LIMIT_MS });
  const { peakRms, level, peak } = useAnalyserLevel(vad.analyser);
  const [support] = useState(() => browserSupport());
  const capabilities = useVoiceCapabilities();
  const serverStt = capabilities.data ? Boolean(capabilities.data.stt.provider) : undefined;
  const [probe, setProbe] = useState<TProbeState>('untested');
  const mustType = mustTypeAnswers(support, serverStt, probe);

  const micPassed = peakRms >= MIC_PASS_RMS;
  const longest = vad.segments.reduce((n, s) => Math.max(n, s.endMs - s.startMs), 0);
  const vadPassed = longest >= VAD_PASS_MS;
  const [micOk, setMicOk] = useState(false);
  const [vadOk, setVadOk] = useState(false);
  if (micPassed && !micOk) setMicOk(true);
  if (vadPassed && !vadOk) setVadOk(true);

  useEffect(() => {
    document.title = `${t('device.title')} · 面试领航`;
  }, [t]);

  // Both passed: the microphone is no longer needed.
  const { stop } = vad;
  useEffect(() => {
    if (micOk && vadOk) void stop();
  }, [micOk, vadOk, stop]);

  const timedOut = vad.result?.reason === 'timeLimit';

  const startListening = () => {
    setMicOk(false);
    setVadOk(false);
    void vad.start();
  };

  const listening = vad.status === 'listening' || vad.status === 'loading';
  const stateOf = (ok: boolean): TCheckState => {
    if (ok) return 'pass';
    if (vad.status === 'error' || timedOut) return 'fail';
    return listening ? 'running' : 'pending';
  };
  const micState = stateOf(micOk);
  const vadState = stateOf(vadOk);
  const canStart = micOk && vadOk;
  const query = params.toString();
  const toInterview = (mode: 'typed' | null) => {
    chooseNextFormalMode(mode);
    navigate(query ? `${ROUTES.formalInterviewGenerating}?${query}` : ROUTES.formalInterviewGenerating);
  };

  return (
    <AppLayout>
      <div className="op-voice">
        <div className="op-container op-voice__layout">
          <header className="op-voice__head">
            <h1>{t('device.title')}</h1>
            <p>{t('device.subtitle')}</p>
          </header>
          {mustType && (
            <Alert
              className="op-device__must-type"
              type="warning"
              showIcon
              data-testid="must-type"
              title={t('device.mustType.title')}
              description={t(`device.mustType.${mustType}`)}
            />
          )}

          <div className="op-device__list">
            <CheckCard
              id="microphone"
              title={t('device.mic.title')}
              state={micState}
              outcome={
                micState === 'pass' ? t('device.mic.pass') : micState === 'fail' ? t('device.mic.fail') : undefined
              }
            >
              <p>{t('device.mic.hint')}</p>
              {vad.error && <MicErrorAlert error={vad.error} />}
              <LevelMeter level={level} peak={peak} />
              <Space wrap>
                <Button
                  type={canStart ? 'default' : 'primary'}
                  icon={<AudioOutlined aria-hidden />}
                  loading={vad.status === 'loading'}
                  disabled={vad.status === 'listening'}
                  onClick={startListening}
                >
                  {vad.status === 'idle' ? t('device.mic.open') : t('device.runAgain')}
                </Button>
              </Space>
            </CheckCard>

            <CheckCard
              id="vad"
              title={t('device.vad.title')}
              state={vadState}
              outcome={
                vadState === 'pass'
                  ? t('device.vad.pass', { length: formatSeconds(longest) })
                  : vadState === 'fail'
                    ? t('device.vad.fail')
                    : undefined
              }
            >
              <p>{vad.status === 'listening' && !vadOk ? t('device.vad.waiting') : t('device.vad.hint')}</p>
            </CheckCard>

            <SpeakerCheck />
            <NetworkCheck />
            <CameraCheck />
            <BrowserCheck support={support} serverStt={Boolean(serverStt)} probe={probe} setProbe={setProbe} />
          </div>

          <div className="op-device__footer">
            {!canStart && <p>{t('device.startHint')}</p>}
            <Button
              type="primary"
              size="large"
              icon={<RocketOutlined aria-hidden />}
              disabled={!canStart}
              onClick={() => toInterview(null)}
            >
              {t('device.startInterview')}
            </Button>
            {/* No microphone, or checks that will not pass: the interview can still be answered by typing. */}
            {!canStart && (
              <p className="op-device__typed">
                {t('device.typedHint')}
                <Button type="link" icon={<EditOutlined aria-hidden />} onClick={() => toInterview('typed')}>
                  {t('device.startTyped')}
                </Button>
              </p>
            )}
          </div>
        </div>
      </div>
    </AppLayout>
  );
}
