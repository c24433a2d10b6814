import type { TResumeJson } from '@offerpilot/shared';
import { englishWords, hasCjk, withoutGaps } from './helpers.ts';

/** The work and project bullets of a resume, and how their wording opens (the wording scorer reads it). */

// ── Bullets ──────────────────────────────────────────────────────────────────────────────────

type TBulletKind = 'action' | 'description' | 'list';

export interface TBullet {
  section: 'work' | 'projects';
  /** As stored in the resume (the issue excerpt). */
  text: string;
  /** Without bullet marks and a leading label ("主要工作："). */
  body: string;
  kind: TBulletKind;
}

export const BULLET_MARK = /^(?:[\s•·\-–—*●▪◆■□✓√>]+|\d{1,2}\s*[.、．)）]\s*|[（(]\d{1,2}[)）]\s*)/;
const LABEL_ZH = /^([\u4e00-\u9fa5]{2,6})\s*[：:]\s*/;
const LABEL_EN = /^([A-Za-z][A-Za-z&/ ]{1,28}?)\s*:\s*/;
const LIST_LABEL =
  /技术栈|技术环境|开发环境|使用技术|技术选型|开发工具|工具|技能|环境|数据库|框架|\b(?:tools?|tech(?:nolog(?:y|ies))?|stack|environments?|skills|databases?|frameworks?|librar(?:y|ies)|languages?|used|ide|os)\b/i;
const DESCRIPTION_LABEL = /(描述|简介|背景|介绍|概述|概况|description|overview|background|about)/i;

function toBullet(section: 'work' | 'projects', text: string): TBullet {
  let body = text.trim().replace(BULLET_MARK, '').trim();
  let kind: TBulletKind = 'action';
  const label = LABEL_ZH.exec(body) ?? LABEL_EN.exec(body);
  if (label && label[1]!.trim().split(/\s+/).length <= 3) {
    if (LIST_LABEL.test(label[1]!)) kind = 'list';
    else if (DESCRIPTION_LABEL.test(label[1]!)) kind = 'description';
    body = body.slice(label[0].length).trim();
  }
  return { section, text, body, kind };
}

export function collectBullets(json: TResumeJson): TBullet[] {
  const out: TBullet[] = [];
  for (const w of json.work) for (const h of w.highlights) if (h.trim()) out.push(toBullet('work', h));
  for (const p of json.projects) for (const h of p.highlights) if (h.trim()) out.push(toBullet('projects', h));
  return out;
}

/** Letters only, lower case: bullets that differ only in numbers, spacing or punctuation are one. */
const repeatKey = (text: string) => text.toLowerCase().replace(/[\d\s\p{P}\p{S}]/gu, '');

/** Bullets without near-identical repeats (the first kept), and the repeats. */
export function dedupeBullets(bullets: TBullet[]): { unique: TBullet[]; repeats: TBullet[] } {
  const seen = new Set<string>();
  const unique: TBullet[] = [];
  const repeats: TBullet[] = [];
  for (const b of bullets) {
    const key = repeatKey(b.body);
    if (key.length >= 4 && seen.has(key)) repeats.push(b);
    else {
      seen.add(key);
      unique.push(b);
    }
  }
  return { unique, repeats };
}

/** The text without lines that repeat an earlier one (padding does not make a resume longer). */
export function withoutRepeatedLines(text: string): string {
  const seen = new Set<string>();
  return text
    .split('\n')
    .filter((line) => {
      const key = repeatKey(line.replace(BULLET_MARK, ''));
      if (key.length < 4) return true;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join('\n');
}

// ── Wording ──────────────────────────────────────────────────────────────────────────────────

const ZH_WEAK =
  /^(?:参与了?|协助|帮助|帮忙|配合|辅助|做了|负责了一些|负责一些|跟着|跟随|学习了?|了解了?|接触(?:过|了)?|打杂|主要做|有参与)/;
const ZH_STRONG =
  /^(?:主导|负责|设计|开发|搭建|优化|推动|实现|重构|带领|完成|独立|制定|建立|策划|落地|组织|管理|提升|提高|降低|减少|缩短|编写|撰写|构建|部署|引入|牵头|统筹|创建|创立|打造|改进|改造|输出|分析|运营|拓展|开拓|达成|主持|领导|协调|培训|指导|上线|交付|解决|规划|整合|梳理|推进|攻克|研发|建设|主讲|维护|发起|孵化|获得|实施|执行|挖掘|促成|签约|谈判|增长|节省|保障|排查|修复|迁移|升级|编制|审核|核算|招募|招聘|担任|率领|创作|制作|产出|完善|推广)/;
const EN_WEAK =
  /^(?:responsible for|responsibilities (?:include[sd]?|were)|helped|helping|help|assisted|assisting|assist|worked on|working on|working with|worked with|participated|participating|participation|involved in|was|were|tasked with|duties include[sd]?|in charge of|took part in)\b/i;
const EN_STRONG_BASES = (
  'lead build design develop reduce increase implement create launch deliver improve optimize optimise architect ' +
  'automate manage migrate refactor establish drive own spearhead achieve write deploy integrate engineer mentor ' +
  'coordinate analyze analyse introduce streamline resolve grow save cut accelerate ship configure test conduct ' +
  'organize organise negotiate train supervise direct head found initiate plan boost expand generate win secure ' +
  'produce maintain overhaul rebuild redesign modernize modernise scale transform author publish teach oversee run ' +
  'set prepare perform establish execute program code implement construct model define ensure lower raise double ' +
  'triple enhance upgrade rewrite convert consolidate standardize standardise evaluate research investigate ' +
  'present report recruit hire sell close negotiate acquire administer operate monitor troubleshoot debug fix'
).split(' ');
const EN_IRREGULAR = 'led built drove wrote grew cut ran won made set took oversaw brought taught rebuilt rewrote sold';
const EN_STRONG = new Set<string>(EN_IRREGULAR.split(' '));
for (const base of EN_STRONG_BASES) {
  const stem = base.replace(/e$/, '');
  for (const form of [base, `${base}s`, `${base}es`, `${base}ed`, `${base}d`, `${stem}ing`, `${stem}ed`]) {
    EN_STRONG.add(form);
  }
  if (base.endsWith('y')) EN_STRONG.add(`${base.slice(0, -1)}ied`);
  if (/[^aeiou][aeiou][pgnt]$/.test(base)) EN_STRONG.add(`${base}${base.slice(-1)}ed`); // shipped, planned
}

/** "作为技术负责人，主导…": judge the verb after the role clause. */
const ROLE_CLAUSE = /^(?:作为|身为)[^，,。]{1,15}[，,]\s*/;

type TOpener = 'strong' | 'weak' | 'neutral';

export function openerOf(body: string): { kind: TOpener; word: string } {
  const b = body.replace(ROLE_CLAUSE, '').trim();
  if (hasCjk(b.slice(0, 4))) {
    const weak = ZH_WEAK.exec(b);
    if (weak) return { kind: 'weak', word: weak[0] };
    const strong = ZH_STRONG.exec(b);
    if (strong) return { kind: 'strong', word: strong[0] };
    return { kind: 'neutral', word: '' };
  }
  const weak = EN_WEAK.exec(b);
  if (weak) return { kind: 'weak', word: weak[0] };
  const first = /^[A-Za-z]+/.exec(b)?.[0] ?? '';
  return EN_STRONG.has(first.toLowerCase()) ? { kind: 'strong', word: first } : { kind: 'neutral', word: first };
}

export const ZH_FIRST_PERSON = /(?<!自)我|本人/;
export const EN_FIRST_PERSON = /(?:^|[^A-Za-z'’])(?:I|I'm|I've|I'd|My|my|me|myself)(?![A-Za-z'’/])/;
export const ZH_FILLER = /一些|相关|进行了?|等等|若干|各种|各类|大量的|一定的|诸如此类|方方面面/;
export const EN_FILLER = /\b(?:various|etc|some|a lot of|lots of|stuff|things|several)\b/i;

export function isLong(text: string): { long: boolean; size: string } {
  // A 【待补充：…】 gap is the user's to fill: it neither makes a bullet Chinese nor long.
  const body = withoutGaps(text);
  if (hasCjk(body)) {
    const n = body.replace(/\s/g, '').length;
    return { long: n > 80, size: `${n} 个字` };
  }
  const n = englishWords(body);
  return { long: n > 40, size: `${n} 个英文单词` };
}
