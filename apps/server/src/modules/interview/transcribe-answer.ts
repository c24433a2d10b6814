import { AppError, INTERVIEW_MESSAGES as M, type TTranscription } from '@offerpilot/shared';
import { SttError } from '../../ai/provider.ts';
import {
  AUDIO_KEEP,
  audioFormatOf,
  removeFiles,
  sweepAudio,
  type AUDIO_FORMATS,
  type TStoredAudio,
} from './audio-files.ts';
import type { TInterviewDeps, TSessionDeps } from './deps.ts';
import { sessionRow } from './expire-sessions.ts';
import { checkTurn } from './submit-answer.ts';

/**
 * Transcribes the audio of the current question's answer with the configured service. The audio
 * arrives already streamed to the file store; it is kept (owner-only) until the answer is
 * recorded or the session ends, within what one user may keep (AUDIO_KEEP). Refused audio is
 * removed at once. The service reads it from the file, never from memory.
 */
export async function transcribe(
  deps: TSessionDeps & Pick<TInterviewDeps, 'stt'>,
  userId: number,
  req: { session_id: number; question_id: number; audio: TStoredAudio },
): Promise<TTranscription> {
  const { audio } = req;
  let kept = false;
  let format: (typeof AUDIO_FORMATS)[number] | undefined;
  let sessionId = req.session_id;
  let questionId = req.question_id;
  try {
    const session = await sessionRow(deps, userId, req.session_id);
    if (session.status !== 'in_progress') throw new AppError('CONFLICT', M.sessionClosed);
    const question = checkTurn(await deps.repo.questions(session.id), req.question_id);
    format = audioFormatOf(audio.head);
    if (!format) throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.audioFormat);
    if (!deps.stt) throw new AppError('SERVICE_UNAVAILABLE', M.sttUnavailable);
    // Audio of sessions that ended or ran out (a user who never came back) goes first.
    await sweepAudio(deps);
    const saved = await deps.repo.saveAudio(
      {
        userId,
        sessionId: session.id,
        questionId: question.id,
        mime: format.mime,
        bytes: audio.bytes,
        fileKey: audio.key,
      },
      AUDIO_KEEP,
    );
    if (!saved.saved) throw new AppError('CONFLICT', M.sessionClosed);
    kept = true;
    sessionId = session.id;
    questionId = question.id;
    await removeFiles(deps, saved.released);
  } finally {
    if (!kept) await removeFiles(deps, [audio.key]);
  }
  return transcribeStored(deps, { sessionId, questionId, key: audio.key, format: format! });
}

async function transcribeStored(
  deps: Pick<TInterviewDeps, 'stt' | 'files' | 'log'>,
  a: {
    sessionId: number;
    questionId: number;
    key: string;
    format: (typeof AUDIO_FORMATS)[number];
  },
): Promise<TTranscription> {
  const stt = deps.stt!;
  try {
    // The session may have ended meanwhile (its audio removed): that is a failed transcription.
    const file = await deps.files!.openBlob(a.key);
    if (!file) throw new SttError('network');
    try {
      const result = await stt.transcribe(file.blob, { name: `answer.${a.format.ext}`, mime: a.format.mime });
      return { question_id: a.questionId, text: result.text, provider: stt.provider, duration_ms: result.durationMs };
    } finally {
      await file.release();
    }
  } catch (error) {
    // Never the audio or its text: only what went wrong.
    const detail = error instanceof SttError ? { kind: error.kind, status: error.status } : { kind: 'unknown' };
    deps.log?.warn({ stt: detail, session: a.sessionId }, 'speech-to-text failed; the answer falls back');
    // Logged once, above; the error handler need not log it again as an error.
    throw Object.assign(new AppError('SERVICE_UNAVAILABLE', M.sttFailed), { logLevel: 'info' as const });
  }
}
