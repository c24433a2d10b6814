import type { TResumePeriod } from '@offerpilot/shared';
import { findPeriod, RANGE_RE, type TFoundPeriod } from './dates.ts';
import { ENTRY_LABELS, readEntryHeader, readEntryLabel, type TEntryField, type TEntryKind } from './entry-header.ts';
import {
  BULLET,
  CJK,
  COMPANY,
  countCjk,
  DEGREE_EN,
  DEGREE_ZH,
  isCompanyText,
  SCHOOL,
  stripBullet,
  TITLE,
} from './lexicon.ts';
import type { TLine } from './lines.ts';
import { isZhPlace } from './tokens.ts';

/**
 * Entries (education, work, projects): a section's lines split into entries, each a header (the
 * lines that name it, one of them dated) and a body.
 */

const LABEL_PREFIX = /^([^:：\d]{1,24})[:：](.*)$/;

function isHeaderLike(text: string): boolean {
  if (!text || (BULLET.test(text) && !/^[-–—]{2}/.test(text))) return false;
  if (/[。;；！!？?]$/.test(text) || /。/.test(text)) return false;
  if (/\.$/.test(text) && !/(?<![A-Za-z])(?:Inc|Ltd|Co|Corp|Jr|Sr|[A-Z])\.$/.test(text)) return false;
  if (countCjk(text) > 0 ? text.length > 40 : text.length > 80) return false;
  const label = LABEL_PREFIX.exec(text);
  if (label) {
    const key = label[1]!.replace(/\s+/g, '');
    const words = label[1]!.trim().split(/\s+/).length;
    if (!(key in ENTRY_LABELS) && (CJK.test(key) || words <= 4)) return false;
  }
  return true;
}

/** A short line that could only be part of an entry's header. */
function isContinuation(text: string, kind: TEntryKind): boolean {
  if (/^[-–—]{2}\s*\S/.test(text) || /^@\s*\S/.test(text)) return kind === 'work';
  if (stripBullet(text).isBullet) return false;
  if (kind === 'education')
    return (
      text.length <= 100 && !/。/.test(text) && (SCHOOL.test(text) || DEGREE_ZH.test(text) || DEGREE_EN.test(text))
    );
  if (!isHeaderLike(text) || text.length > 60) return false;
  if (CJK.test(text) && (text.length > 30 || (/[,，、]/.test(text) && !/[|｜]/.test(text)))) return false;
  if (kind === 'projects') return true;
  if (kind === 'work') {
    // "北京" on a line of its own between the dates and the employer.
    if (COMPANY.test(text) || (TITLE.test(text) && text.length <= 40) || isZhPlace(text)) return true;
    // "Trucknet - Rishon LeZion, Israel": a short Title Case line.
    const words = text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w));
    return (
      words.length > 0 &&
      words.length <= 6 &&
      words.every((w) => /^[A-Z(]/.test(w) || /^(?:of|and|&|de|la|the)$/.test(w))
    );
  }
  return false;
}

function isAnchor(line: TLine, hasRanges: boolean, kind: TEntryKind): TFoundPeriod | null {
  const found = findPeriod(line.text);
  if (!found) return null;
  const { text, isBullet } = stripBullet(line.text);
  if (found.isRange) return isBullet && text.length > 80 ? null : found;
  const leads = found.index <= 2 && /^[\s:：|,，\-–—]/.test(line.text.slice(found.index + found.period.text.length));
  // "A master degree in computer science, Belarusian State University …, Minsk (2016)"
  const names = kind === 'education' && text.length <= 200 && (SCHOOL.test(text) || DEGREE_EN.test(text));
  if (isBullet || !(isHeaderLike(text) || names || (leads && !CJK.test(text)))) return null;
  // A single date opens an entry only when the section has no ranges, or when it leads the line;
  // and never when it runs into words ("2021年度优秀员工").
  if (hasRanges && found.index > 2) return null;
  const after = line.text.slice(found.index + found.period.text.length);
  if (after && !/^[\s:：|,，\-–—)）.]/.test(after)) return null;
  return found;
}

/**
 * A bulleted line opening with a range whose words do not name an employer (no 「|」, no 「…有限公司」
 * before the first comma or space): a line of the entry above when its months lie inside it.
 */
function isDatedBullet(line: string, found: TFoundPeriod): boolean {
  const { isBullet } = stripBullet(line);
  if (!isBullet || !found.isRange) return false;
  const rest = line
    .slice(found.index + found.period.text.length)
    .replace(/^[\s:：|｜,，\-–—]+/, '')
    .trim();
  return rest !== '' && !/[|｜]/.test(rest) && !ENDS_AS_EMPLOYER.test(rest.split(/[，,\s]/)[0]!);
}
/** The end of an employer's name: 「…有限公司，Java 开发」 is a header, 「负责 200 人规模公司的人事工作，…」 a line. */
const ENDS_AS_EMPLOYER =
  /(?:公司|集团|银行|分行|支行|医院|学校|大学|学院|事务所|分所|研究院|研究所|中心|工厂|厂|酒店|Inc\.?|Ltd\.?|Co\.?)\s*$/i;

/** Whether `inner` lies inside `outer` (months compared as text, "2021-07"; an open end is today). */
function within(inner: TResumePeriod, outer: TResumePeriod): boolean {
  if (!inner.start || !outer.start || inner.start < outer.start) return false;
  if (outer.current || !outer.end) return true;
  const end = inner.current ? null : (inner.end ?? inner.start);
  return end !== null && end <= outer.end;
}

export interface TRawEntry {
  header: TLine[];
  body: TLine[];
  period: TResumePeriod | null;
  /** The period's text inside header[periodLine]. */
  periodLine: number;
  /** Header lines opened by "--" or "@": they name the employer. */
  employerLines: Set<number>;
}

export function splitEntries(lines: TLine[], kind: TEntryKind): TRawEntry[] {
  if (!lines.length) return [];
  const hasRanges = lines.some((l) => RANGE_RE.test(l.text));
  const anchors: { index: number; found: TFoundPeriod }[] = [];
  // The last entry header that is not itself a bullet: dated bullets are measured against it.
  let job: TFoundPeriod | null = null;
  lines.forEach((l, index) => {
    const found = isAnchor(l, hasRanges, kind);
    if (!found) return;
    // 「- 2023.03-至今 负责首页改版，冷启动从 2.8s 压到 1.5s」 under 「某公司 | 2021.07 - 至今」: a dated
    // bullet inside the entry's own period is one of its lines, not an entry of its own.
    if (job && isDatedBullet(l.text, found) && within(found.period, job.period)) return;
    anchors.push({ index, found });
    if (!stripBullet(l.text).isBullet) job = found;
  });
  if (!anchors.length) return splitWithoutDates(lines, kind);

  const before = headerLinesBefore(lines, anchors);

  const entries: TRawEntry[] = [];
  const isAnchorIndex = new Set(anchors.map((a) => a.index));
  let cursor = 0;
  const leading: TLine[] = [];
  anchors.forEach((anchor, n) => {
    let first = anchor.index;
    for (let k = 1; k <= before; k++) {
      const i = anchor.index - k;
      if (i < cursor || isAnchorIndex.has(i) || !isHeaderLike(lines[i]!.text)) break;
      // Beyond two lines only label lines belong to the header (not the last line of the entry above).
      if (k > 2 && !readEntryLabel(lines[i]!.text)?.value.trim()) break;
      first = i;
    }
    // A layout that changes within the section: "Globex Corporation" above "2016 - 2019 | Engineer".
    const above = lines[anchor.index - 1];
    if (
      before === 0 &&
      above &&
      anchor.index - 1 >= cursor &&
      !isAnchorIndex.has(anchor.index - 1) &&
      isHeaderLike(above.text) &&
      (kind === 'work' ? isCompanyText(above.text) : kind === 'education' && SCHOOL.test(above.text)) &&
      needsMore([lines[anchor.index]!], kind, anchor.found.period)
    )
      first = anchor.index - 1;
    // Lines between the previous entry and this header belong to the previous entry.
    const between = lines.slice(cursor, first);
    if (entries.length) entries[entries.length - 1]!.body.push(...between);
    else leading.push(...between);
    const header = lines.slice(first, anchor.index + 1);
    let next = anchor.index + 1;
    const nextAnchor = anchors[n + 1]?.index ?? lines.length;
    const employerLines = new Set<number>();
    // "担任角色：技术负责人" under "项目时间：…".
    while (next < nextAnchor && isEntryLabelLine(lines[next]!.text, kind)) header.push(lines[next++]!);
    if (before === 0) {
      // "2019.09-至今" / "公司 | 职位" on the next line; at most two such lines.
      while (
        next < nextAnchor &&
        header.length < 3 &&
        needsMore(header, kind, anchor.found.period) &&
        isContinuation(lines[next]!.text, kind)
      ) {
        if (/^[-–—]{2}|^@/.test(lines[next]!.text)) employerLines.add(header.length);
        header.push(lines[next]!);
        next++;
      }
    }
    const runOn = splitRunOn(header);
    entries.push({
      header: runOn.header,
      body: runOn.body,
      period: anchor.found.period,
      periodLine: anchor.index - first,
      employerLines,
    });
    cursor = next;
  });
  entries[entries.length - 1]!.body.push(...lines.slice(cursor));
  if (leading.length) entries[0]!.body.unshift(...leading);
  return entries;
}

/** How many header lines stand before each date line (see `splitEntries`). */
function headerLinesBefore(lines: TLine[], anchors: { index: number; found: TFoundPeriod }[]): number {
  // How many header lines stand before each date line, read from the first entry.
  // Two, or up to four labelled ones ("公司名称：…", "部门：…", "职位：…" above "在职时间：…").
  let before = 0;
  const headerAbove = (k: number) => {
    const line = lines[anchors[0]!.index - k - 1];
    if (!line || !isHeaderLike(line.text)) return false;
    if (k < 2) return true;
    return (
      k < 4 &&
      lines.slice(anchors[0]!.index - k - 1, anchors[0]!.index).every((l) => !!readEntryLabel(l.text)?.value.trim())
    );
  };
  while (headerAbove(before)) before++;
  return before;
}

const KIND_FIELDS: Record<TEntryKind, TEntryField[]> = {
  education: ['school', 'major', 'degree'],
  work: ['company', 'department', 'title'],
  projects: ['name', 'role'],
};

/** A header line that runs on into sentences: the first sentence names things, the rest is body. */
const RUN_ON = /(?<=[a-z]{2})\.\s+(?=[A-Z])|。/;

function splitRunOn(header: TLine[]): { header: TLine[]; body: TLine[] } {
  const body: TLine[] = [];
  const kept = header.map((line) => {
    const m = RUN_ON.exec(line.text);
    if (!m) return line;
    const cut = m.index + 1;
    const after = line.text.slice(cut);
    const rest = after.trim();
    // "Acme Inc. London" keeps its place name; only sentences move.
    if (CJK.test(rest) ? countCjk(rest) < 6 : rest.split(/\s+/).length < 4) return line;
    const restStart = line.start + cut + (after.length - after.trimStart().length);
    body.push({ text: rest, start: restStart, end: restStart + rest.length });
    const head = line.text.slice(0, cut).trimEnd();
    return { text: head, start: line.start, end: line.start + head.length };
  });
  return { header: kept, body };
}

/** "担任角色：技术负责人" below a project's date: a field of that kind of entry, with a value. */
function isEntryLabelLine(text: string, kind: TEntryKind): boolean {
  const kv = readEntryLabel(text);
  return !!kv && KIND_FIELDS[kind].includes(kv.field) && !!kv.value.trim() && kv.value.length <= 60;
}

function needsMore(header: TLine[], kind: TEntryKind, period: TResumePeriod): boolean {
  const fields = readEntryHeader(header, kind, 0, new Set(), period);
  if (kind === 'education') return !fields.school || !fields.degree;
  if (kind === 'work') return !fields.company || !fields.title;
  return !fields.name;
}

function splitWithoutDates(lines: TLine[], kind: TEntryKind): TRawEntry[] {
  const starts: number[] = [];
  lines.forEach((l, i) => {
    const { text, isBullet } = stripBullet(l.text);
    if (kind === 'education') {
      if ((SCHOOL.test(text) || DEGREE_ZH.test(text)) && text.length <= 80 && !/[。;；]$/.test(text)) starts.push(i);
      return;
    }
    if (isBullet || !isHeaderLike(text) || (CJK.test(text) ? text.length > 30 : text.length > 60)) return;
    // "company - Acme Ltd", "项目名称：订单中心": a label that opens an entry.
    const opens = readEntryLabel(text)?.field;
    if (opens && opens === (kind === 'work' ? 'company' : 'name')) {
      starts.push(i);
      return;
    }
    const next = lines[i + 1];
    if (!next) return;
    const nextText = next.text;
    if (BULLET.test(nextText) || nextText.length > text.length || LABEL_PREFIX.test(nextText)) starts.push(i);
  });
  if (!starts.length) return [];
  const entries: TRawEntry[] = [];
  starts.forEach((start, n) => {
    const end = starts[n + 1] ?? lines.length;
    entries.push({
      header: [lines[start]!],
      body: lines.slice(start + 1, end),
      period: null,
      periodLine: -1,
      employerLines: new Set(),
    });
  });
  if (starts[0]! > 0) entries[0]!.body.unshift(...lines.slice(0, starts[0]));
  return entries;
}
