import { type TResumeJson } from '@offerpilot/shared';

/** The resume's bullets and how a bullet splits into mark, label and body (rewrite stage 1). */

// ── Bullets ──────────────────────────────────────────────────────────────────────────────────

export type TBulletSection = 'work' | 'projects' | 'education' | 'other';

export interface TBulletRef {
  section: TBulletSection;
  /** Verbatim, as stored. */
  text: string;
  /** Index of the entry (work, project, school, other section) and of the line in it. */
  entry: number;
  line: number;
  /** Current job first: 0 for the first work entry. */
  label: string;
}

/** Every bullet of the resume that rules may rewrite, in document order (work, projects, education, other). */
export function listBullets(json: TResumeJson): TBulletRef[] {
  const out: TBulletRef[] = [];
  json.work.forEach((w, entry) =>
    w.highlights.forEach((text, line) => {
      if (text.trim()) out.push({ section: 'work', text, entry, line, label: w.company ?? w.title ?? '' });
    }),
  );
  json.projects.forEach((p, entry) =>
    p.highlights.forEach((text, line) => {
      if (text.trim()) out.push({ section: 'projects', text, entry, line, label: p.name ?? p.role ?? '' });
    }),
  );
  json.education.forEach((e, entry) =>
    e.details.forEach((text, line) => {
      if (text.trim()) out.push({ section: 'education', text, entry, line, label: e.school ?? '' });
    }),
  );
  json.other.forEach((o, entry) =>
    o.lines.forEach((text, line) => {
      if (text.trim()) out.push({ section: 'other', text, entry, line, label: o.title });
    }),
  );
  return out;
}

export type TBulletKind = 'action' | 'description' | 'list';

export const BULLET_MARK = /^(?:[?？ñ]+\s+|[\s•·\-–—*●▪◆■□✓√>]+|\d{1,2}\s*[.、．)）]\s*|[（(]\d{1,2}[)）]\s*)/;
export const LABEL_ZH = /^([\u4e00-\u9fa5]{2,6})\s*[：:]\s*/;
export const LABEL_EN = /^([A-Za-z][A-Za-z&/ ]{1,28}?)\s*:\s*/;
export const LIST_LABEL =
  /(技术栈|技术环境|开发环境|使用技术|技术选型|开发工具|工具|技能|环境|tools?|tech(?:nolog(?:y|ies))?|stack|environment|skills)/i;
export const DESCRIPTION_LABEL = /(描述|简介|背景|介绍|概述|概况|description|overview|background|about)/i;

/** A bullet split into what rules keep (mark and label) and the body they rewrite. */
export function splitBullet(text: string): { prefix: string; body: string; kind: TBulletKind } {
  const mark = BULLET_MARK.exec(text)?.[0] ?? '';
  let rest = text.slice(mark.length);
  let prefix = mark;
  let kind: TBulletKind = 'action';
  const label = LABEL_ZH.exec(rest) ?? LABEL_EN.exec(rest);
  if (label && label[1]!.trim().split(/\s+/).length <= 3) {
    if (LIST_LABEL.test(label[1]!)) kind = 'list';
    else if (DESCRIPTION_LABEL.test(label[1]!)) kind = 'description';
    prefix += label[0];
    rest = rest.slice(label[0].length);
  }
  return { prefix, body: rest, kind };
}
