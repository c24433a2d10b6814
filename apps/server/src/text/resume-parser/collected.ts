import type { TResumeEducation, TResumeJson, TResumeProject, TResumeWork } from '@offerpilot/shared';
import { CJK, stripBullet } from './lexicon.ts';
import { isLabelOnly, type TLine } from './lines.ts';

/** What the sections hold, and the items of a list section (certificates, awards, honours). */

/** What the sections hold, filled section by section. */
export interface TCollected {
  education: TResumeEducation[];
  work: (TResumeWork & { isInternship: boolean })[];
  projects: TResumeProject[];
  skills: string[];
  certificates: string[];
  awards: string[];
  other: TResumeJson['other'];
  selfEvaluation: string | null;
}

export const CERT_WORD =
  /(证|资格|认证|执照|等级考试|(?<![A-Za-z])(?:CET|TEM|PMP|CPA|CFA|ACCA|FRM)(?![A-Za-z])|certif|licen)/i;

export function listItems(lines: TLine[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const text = stripBullet(line.text).text;
    if (!text || isLabelOnly(text)) continue;
    const parts = (CJK.test(text) ? text.split(/\s*[、;；|｜,，]\s*/) : text.split(/\s*[、;；|｜]\s*/))
      .map((p) => p.trim())
      .filter((p) => p.length >= 2);
    if (parts.length >= 2 && parts.every((p) => p.length <= 30)) out.push(...parts);
    else out.push(text);
  }
  return out;
}
