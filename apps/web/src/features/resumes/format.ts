import type { TResumePeriod } from '@offerpilot/shared';

/** 2026-11-21 14:05 in local time. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** 2019-09 → 2019.09; the period as the resume wrote it when no date could be read. */
export function formatPeriod(period: TResumePeriod | null, present: string): string | null {
  if (!period) return null;
  const show = (v: string | null) => (v ? v.replace('-', '.') : null);
  const start = show(period.start);
  const end = period.current ? present : show(period.end);
  if (!start && !end) return period.text || null;
  return [start, end].filter(Boolean).join(' – ');
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
