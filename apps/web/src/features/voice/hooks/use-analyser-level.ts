import { useEffect, useState } from 'react';
import { meterLevel, rms } from '../lib/level.ts';

const QUIET = { source: null, level: 0, peak: 0, peakRms: 0 };

/**
 * The microphone level from an AnalyserNode (RMS of the time-domain signal), sampled every
 * animation frame and published about 12 times a second: `level` now and `peak` since the
 * analyser appeared, both 0..1 on a -60..0 dBFS scale, and `peakRms` raw.
 */
export function useAnalyserLevel(analyser: AnalyserNode | null) {
  const [state, setState] = useState<{ source: AnalyserNode | null; level: number; peak: number; peakRms: number }>(
    QUIET,
  );
  useEffect(() => {
    if (!analyser) return;
    const buffer = new Float32Array(analyser.fftSize);
    let frame = 0;
    let last = 0;
    let peakRms = 0;
    const tick = (now: number) => {
      analyser.getFloatTimeDomainData(buffer);
      const value = rms(buffer);
      peakRms = Math.max(peakRms, value);
      if (now - last > 80) {
        last = now;
        setState({ source: analyser, level: meterLevel(value), peak: meterLevel(peakRms), peakRms });
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [analyser]);
  // A new analyser starts from silence, not from the last one's peak.
  const { level, peak, peakRms } = state.source === analyser ? state : QUIET;
  return { level, peak, peakRms };
}
