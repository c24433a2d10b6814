/**
 * The formal interview's spoken answers, kept in this browser only (IndexedDB) so the report can
 * play them back: one recording per session and question. Never uploaded by this module (with
 * `STT_PROVIDER` set the server receives the audio for transcription, and playback still comes
 * from this copy). Bounded: the newest {@link RECORDING_LIMITS}.sessions sessions and at most
 * {@link RECORDING_LIMITS}.bytes in all; older sessions go first, the session being recorded never.
 */

export interface TAnswerRecording {
  sessionId: number;
  questionId: number;
  audio: Blob;
  /** How long the recording ran (a MediaRecorder WebM often does not say). */
  durationMs: number;
  /** When it was kept (ms since epoch): the order sessions are dropped in. */
  savedAt: number;
}

/** What the bounds are computed from: a recording without its audio. */
export interface TRecordingMeta {
  sessionId: number;
  questionId: number;
  bytes: number;
  savedAt: number;
}

/** Where recordings live: IndexedDB in a browser, memory where there is none (jsdom, a locked-down browser). */
export interface TRecordingBackend {
  put: (recording: TAnswerRecording) => Promise<void>;
  get: (sessionId: number, questionId: number) => Promise<TAnswerRecording | null>;
  list: () => Promise<TRecordingMeta[]>;
  deleteSessions: (sessionIds: readonly number[]) => Promise<void>;
  clear: () => Promise<void>;
}

/**
 * Five sessions are a week of practice; 50 MB holds them at the MediaRecorder's Opus rate
 * (~4 KB/s: about 3.5 hours) and about 27 minutes of the 16 kHz WAV kept where MediaRecorder is
 * missing. Well under what browsers grant an origin (Chrome: a share of the free disk).
 */
export const RECORDING_LIMITS = { sessions: 5, bytes: 50 * 1024 * 1024 } as const;

/**
 * The sessions to drop so that what stays fits the limits: sessions from the newest (by their
 * newest recording) kept while both the count and the bytes fit; `keep` is always kept and counts
 * first (the interview in progress must not lose its own answers).
 */
export function sessionsToDrop(
  recordings: readonly TRecordingMeta[],
  keep: number,
  limits: { sessions: number; bytes: number } = RECORDING_LIMITS,
): number[] {
  const sessions = new Map<number, { bytes: number; newest: number }>();
  for (const r of recordings) {
    const s = sessions.get(r.sessionId) ?? { bytes: 0, newest: 0 };
    sessions.set(r.sessionId, { bytes: s.bytes + r.bytes, newest: Math.max(s.newest, r.savedAt) });
  }
  const kept = sessions.get(keep);
  let count = kept ? 1 : 0;
  let bytes = kept?.bytes ?? 0;
  const drop: number[] = [];
  const others = [...sessions.entries()].filter(([id]) => id !== keep).sort((a, b) => b[1].newest - a[1].newest);
  for (const [id, s] of others) {
    if (count + 1 <= limits.sessions && bytes + s.bytes <= limits.bytes) {
      count += 1;
      bytes += s.bytes;
    } else drop.push(id);
  }
  return drop;
}

// ── Backends ─────────────────────────────────────────────────────────────────────────────────

export function memoryRecordings(): TRecordingBackend {
  const store = new Map<string, TAnswerRecording>();
  const key = (sessionId: number, questionId: number) => `${sessionId}:${questionId}`;
  return {
    put: async (r) => void store.set(key(r.sessionId, r.questionId), r),
    get: async (sessionId, questionId) => store.get(key(sessionId, questionId)) ?? null,
    list: async () =>
      [...store.values()].map((r) => ({
        sessionId: r.sessionId,
        questionId: r.questionId,
        bytes: r.audio.size,
        savedAt: r.savedAt,
      })),
    deleteSessions: async (ids) => {
      for (const [k, r] of store) if (ids.includes(r.sessionId)) store.delete(k);
    },
    clear: async () => store.clear(),
  };
}

const DB_NAME = 'op-answer-recordings';
const STORE = 'recordings';

/** As stored: the audio as bytes and its type (a Blob in IndexedDB fails in some Safari versions). */
interface TStoredRecording extends Omit<TAnswerRecording, 'audio'> {
  bytes: number;
  type: string;
  data: ArrayBuffer;
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
const committed = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });

export function indexedDbRecordings(factory: IDBFactory = indexedDB): TRecordingBackend {
  let opened: Promise<IDBDatabase> | undefined;
  const db = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => {
        const store = request.result.createObjectStore(STORE, { keyPath: ['sessionId', 'questionId'] });
        store.createIndex('sessionId', 'sessionId');
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    }));
  const transaction = async (mode: IDBTransactionMode) => (await db()).transaction(STORE, mode);

  return {
    put: async (r) => {
      const stored: TStoredRecording = {
        sessionId: r.sessionId,
        questionId: r.questionId,
        durationMs: r.durationMs,
        savedAt: r.savedAt,
        bytes: r.audio.size,
        type: r.audio.type,
        data: await r.audio.arrayBuffer(),
      };
      const tx = await transaction('readwrite');
      tx.objectStore(STORE).put(stored);
      await committed(tx);
    },
    get: async (sessionId, questionId) => {
      const tx = await transaction('readonly');
      const stored = (await done(tx.objectStore(STORE).get([sessionId, questionId]))) as TStoredRecording | undefined;
      if (!stored) return null;
      const { data, type, bytes: _bytes, ...rest } = stored;
      return { ...rest, audio: new Blob([data], { type }) };
    },
    list: async () => {
      const tx = await transaction('readonly');
      const metas: TRecordingMeta[] = [];
      // A cursor over the records; only their sizes are kept, not the audio.
      await new Promise<void>((resolve, reject) => {
        const request = tx.objectStore(STORE).openCursor();
        request.onerror = () => reject(request.error ?? new Error('IndexedDB cursor failed'));
        request.onsuccess = () => {
          const cursor = request.result;
          if (!cursor) return resolve();
          const { sessionId, questionId, bytes, savedAt } = cursor.value as TStoredRecording;
          metas.push({ sessionId, questionId, bytes, savedAt });
          cursor.continue();
        };
      });
      return metas;
    },
    deleteSessions: async (ids) => {
      if (!ids.length) return;
      const tx = await transaction('readwrite');
      const store = tx.objectStore(STORE);
      for (const id of ids) store.delete(IDBKeyRange.bound([id, -Infinity], [id, Infinity]));
      await committed(tx);
    },
    clear: async () => {
      const tx = await transaction('readwrite');
      tx.objectStore(STORE).clear();
      await committed(tx);
    },
  };
}

let backend: TRecordingBackend | undefined;
/** IndexedDB where the browser has it, else memory (this tab only). Made on first use, not at import. */
const recordings = () =>
  (backend ??= typeof indexedDB === 'undefined' ? memoryRecordings() : indexedDbRecordings(indexedDB));

// ── What the interview and the report call ───────────────────────────────────────────────────

/**
 * Keeps one answer's recording, replacing an earlier one of the same question, then drops the
 * oldest sessions beyond the limits. Never rejects: a full or blocked storage only means the
 * report has nothing to play.
 */
export async function saveAnswerRecording(
  recording: Omit<TAnswerRecording, 'savedAt'> & { savedAt?: number },
  store: TRecordingBackend = recordings(),
): Promise<boolean> {
  if (recording.audio.size === 0) return false;
  try {
    await store.put({ ...recording, savedAt: recording.savedAt ?? Date.now() });
    await store.deleteSessions(sessionsToDrop(await store.list(), recording.sessionId));
    return true;
  } catch {
    return false;
  }
}

/** The recording of one answer kept in this browser, or null (another device, dropped, never recorded). */
export async function getAnswerRecording(
  sessionId: number,
  questionId: number,
  store: TRecordingBackend = recordings(),
): Promise<TAnswerRecording | null> {
  try {
    return await store.get(sessionId, questionId);
  } catch {
    return null;
  }
}

/** Forgets every recording kept in this browser. */
export async function deleteAllAnswerRecordings(store: TRecordingBackend = recordings()): Promise<void> {
  try {
    await store.clear();
  } catch {
    // Nothing kept, or storage blocked: nothing to forget.
  }
}
