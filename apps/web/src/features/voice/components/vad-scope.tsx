import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProbabilityPoint } from '../hooks/use-mic-vad.ts';
import type { TSpeechSegment } from '../lib/segmenter.ts';

const WINDOW_MS = 10_000;

function cssVar(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/**
 * Live view of the microphone: the waveform on top, the VAD speech probability of the last 10 s
 * as a line below with the threshold and the detected segments shaded. Drawn on a canvas each
 * animation frame from the analyser and the probability ref.
 */
export function VadScope({
  analyser,
  probabilities,
  segments,
  threshold,
}: {
  analyser: AnalyserNode | null;
  probabilities: RefObject<TProbabilityPoint[]>;
  segments: readonly TSpeechSegment[];
  threshold: number;
}) {
  const { t } = useTranslation('voice');
  const canvas = useRef<HTMLCanvasElement>(null);
  const segmentsRef = useRef(segments);
  useEffect(() => {
    segmentsRef.current = segments;
  }, [segments]);

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const wave = analyser ? new Float32Array(analyser.fftSize) : null;
    const primary = cssVar('--op-primary', '#2563eb');
    const text2 = cssVar('--op-text-2', '#64748b');
    const border = cssVar('--op-border', '#e2e8f0');
    let frame = 0;
    const draw = () => {
      const dpr = window.devicePixelRatio || 1;
      const width = el.clientWidth;
      const height = el.clientHeight;
      if (el.width !== Math.round(width * dpr)) el.width = Math.round(width * dpr);
      if (el.height !== Math.round(height * dpr)) el.height = Math.round(height * dpr);
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.clearRect(0, 0, width, height);
      const waveH = height * 0.35;
      const probTop = waveH + 12;
      const probH = height - probTop - 4;

      // waveform
      ctx.strokeStyle = text2;
      ctx.lineWidth = 1;
      ctx.beginPath();
      if (analyser && wave) {
        analyser.getFloatTimeDomainData(wave);
        for (let i = 0; i < wave.length; i += 1) {
          const x = (i / (wave.length - 1)) * width;
          const y = waveH / 2 - (wave[i] ?? 0) * (waveH / 2);
          if (i === 0) ctx.moveTo(x, y);
          else ctx.lineTo(x, y);
        }
      } else {
        ctx.moveTo(0, waveH / 2);
        ctx.lineTo(width, waveH / 2);
      }
      ctx.stroke();

      // probability window
      const points = probabilities.current ?? [];
      const endMs = Math.max(WINDOW_MS, points.at(-1)?.atMs ?? 0);
      const startMs = endMs - WINDOW_MS;
      const xOf = (ms: number) => ((ms - startMs) / WINDOW_MS) * width;
      const yOf = (p: number) => probTop + (1 - p) * probH;
      ctx.fillStyle = primary;
      ctx.globalAlpha = 0.14;
      for (const s of segmentsRef.current) {
        if (s.endMs < startMs) continue;
        ctx.fillRect(xOf(s.startMs), probTop, Math.max(2, xOf(s.endMs) - xOf(s.startMs)), probH);
      }
      ctx.globalAlpha = 1;
      ctx.strokeStyle = border;
      ctx.setLineDash([4, 4]);
      ctx.beginPath();
      ctx.moveTo(0, yOf(threshold));
      ctx.lineTo(width, yOf(threshold));
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.strokeStyle = primary;
      ctx.lineWidth = 2;
      ctx.beginPath();
      let first = true;
      for (let i = points.length - 1; i >= 0; i -= 1) {
        const point = points[i]!;
        if (point.atMs < startMs) break;
        const x = xOf(point.atMs);
        const y = yOf(point.probability);
        if (first) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
        first = false;
      }
      ctx.stroke();
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [analyser, probabilities, threshold]);

  return <canvas ref={canvas} className="op-voice-scope" role="img" aria-label={t('vad.scopeLabel')} />;
}
