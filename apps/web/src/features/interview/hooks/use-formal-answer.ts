import type { TInterviewQuestion, TSpeechFigures } from '@offerpilot/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useVoiceCapabilities } from '../../../hooks/use-voice-capabilities.ts';
import { useSubmitAnswer } from '../api/submit-answer.ts';
import { useTranscribeAnswer } from '../api/transcribe-answer.ts';
import type { TVoiceAnswerResult } from '../components/voice-answer-slot.ts';
import { saveAnswerRecording } from '../lib/answer-recordings.ts';
import { speechFigures } from '../lib/speech-figures.ts';
import { forgetTurn, savePendingVoice, untranscribed, type TPendingVoice } from '../lib/turn-storage.ts';

/**
 * After a voice answer no text came of, the countdown starts again for typing it: the question's
 * own time, and at least this long. Time still up with nothing typed: the recording goes in as a
 * spoken answer that was not transcribed (not scored, never a skip).
 */
const TYPE_AFTER_VOICE_MS = 60_000;

interface TAnswerBody {
  text: string;
  durationMs: number;
  speech?: TSpeechFigures;
  timedOut: boolean;
  notice?: string;
}

/** What came of a recording: the text and where it came from, or no text (and whether speech-to-text failed). */
type TTranscript = { text: string | null; transcript: 'stt' | 'browser'; sttFailed: boolean };

/**
 * The formal interview's answers to one question: a typed answer, or a recording turned into text
 * (the speech-to-text service first, then the browser's own recognition); a recording without any
 * text waits to be typed (`onPending`), and a recording that heard nothing asks again
 * (`onNoSpeech`) unless the time is up.
 */
export function useFormalAnswer(options: {
  sessionId: number;
  question: TInterviewQuestion;
  startedAt: number;
  deadline: number;
  /** When the server closes the session (ms since epoch): typing time never runs past it. */
  expiresAt: number;
  pending: TPendingVoice | null;
  onEnded: () => void;
  onNoSpeech: () => void;
  onPending: (waiting: TPendingVoice) => void;
}) {
  const { sessionId, question, startedAt, deadline, expiresAt, pending, onEnded, onNoSpeech, onPending } = options;
  const { t } = useTranslation('interview');
  const { message } = App.useApp();
  const submit = useSubmitAnswer();
  const transcribe = useTranscribeAnswer();
  const capabilities = useVoiceCapabilities();

  const send = async (body: TAnswerBody) => {
    try {
      const result = await submit.mutateAsync({
        session_id: sessionId,
        question_id: question.id,
        answer_text: body.text,
        duration_ms: Math.min(3_600_000, Math.max(0, Math.round(body.durationMs))),
        ...(body.speech ? { speech: body.speech } : {}),
      });
      forgetTurn(sessionId, question.id);
      if (body.timedOut) void message.info(body.notice ?? t('formal.session.timeUp'));
      if (result.is_follow_up) void message.info(t('formal.session.followUpNotice'));
      if (result.session_status !== 'in_progress') onEnded();
    } catch (error) {
      void message.error((error as Error).message);
    }
  };

  /** The speech-to-text service's text when it is configured and hears something, else the browser's. */
  const transcriptOf = async (result: TVoiceAnswerResult): Promise<TTranscript> => {
    let sttFailed = false;
    if (capabilities.data?.stt.provider) {
      try {
        const audio =
          result.audioWav instanceof Blob ? result.audioWav : new Blob([result.audioWav], { type: 'audio/wav' });
        const heard = await transcribe.mutateAsync({ sessionId, questionId: question.id, audio });
        if (heard.text.trim()) return { text: heard.text.trim(), transcript: 'stt', sttFailed: false };
        sttFailed = true;
      } catch {
        sttFailed = true;
      }
    }
    const browserText = result.browserTranscript?.trim() ?? '';
    return { text: browserText || null, transcript: 'browser', sttFailed };
  };

  /** No transcript at all: the countdown starts again for typing what was said (the device failed, not the candidate). */
  const waitForTyping = (result: TVoiceAnswerResult, sttFailed: boolean) => {
    const now = Date.now();
    const typeUntil = Math.min(now + Math.max(question.time_limit_s * 1000, TYPE_AFTER_VOICE_MS), expiresAt);
    const waiting: TPendingVoice = {
      figures: speechFigures(result.segments, { transcript: 'typed', sttFailed }),
      durationMs: result.durationMs,
      reason: sttFailed ? 'sttFailed' : 'noStt',
      typeUntil,
      typeSeconds: Math.max(0, Math.round((typeUntil - now) / 1000)),
    };
    savePendingVoice(sessionId, question.id, waiting);
    onPending(waiting);
  };

  /** The candidate's own voice, kept in this browser for the report's 回放我的回答 (never waits, never fails the answer). */
  const keepRecording = (result: TVoiceAnswerResult) => {
    const audio =
      result.recording ??
      (result.audioWav instanceof Blob ? result.audioWav : new Blob([result.audioWav], { type: 'audio/wav' }));
    void saveAnswerRecording({ sessionId, questionId: question.id, audio, durationMs: result.durationMs });
  };

  const onVoiceAnswer = async (result: TVoiceAnswerResult) => {
    const timeIsUp = Date.now() >= deadline - 1000;
    const durationMs = Date.now() - startedAt;
    if (result.segments.length > 0) keepRecording(result);
    if (result.segments.length === 0) {
      if (!timeIsUp) onNoSpeech();
      else
        await send({
          text: '',
          durationMs,
          speech: speechFigures([], { transcript: 'typed', sttFailed: false }),
          timedOut: true,
        });
      return;
    }
    const heard = await transcriptOf(result);
    if (heard.text === null) {
      waitForTyping(result, heard.sttFailed);
      return;
    }
    await send({
      text: heard.text,
      durationMs,
      // A browser transcript after the service failed says so in the figures.
      speech: speechFigures(result.segments, {
        transcript: heard.transcript,
        sttFailed: heard.sttFailed,
      }),
      timedOut: timeIsUp,
    });
  };

  // After a recording without text, nothing typed sends the recording as spoken, not transcribed.
  const onTyped = (text: string, timedOut: boolean) =>
    void send({
      text,
      durationMs: Date.now() - startedAt,
      ...(pending ? { speech: text ? pending.figures : untranscribed(pending.figures) } : {}),
      timedOut,
      ...(pending && !text ? { notice: t('formal.session.timeUpVoice') } : {}),
    });

  return {
    onVoiceAnswer,
    onTyped,
    submitting: submit.isPending,
    transcribing: transcribe.isPending,
  };
}
