/** Root mean square of a block of samples in [-1, 1]. */
export function rms(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const s = samples[i] ?? 0;
    sum += s * s;
  }
  return Math.sqrt(sum / samples.length);
}

/** dBFS of an RMS value, floored at `floorDb`. */
export function toDb(value: number, floorDb = -90): number {
  return value > 0 ? Math.max(floorDb, 20 * Math.log10(value)) : floorDb;
}

/** A 0..1 meter position for an RMS value: -60 dBFS → 0, 0 dBFS → 1. */
export function meterLevel(value: number): number {
  return Math.min(1, Math.max(0, (toDb(value) + 60) / 60));
}
