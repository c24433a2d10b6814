import { lookupHeading } from '../resume-headings.ts';
import { labelValue } from './labels.ts';
import { cityIn, stripBullet, TITLE } from './lexicon.ts';
import type { TLine } from './lines.ts';
import { cleanName } from './tokens.ts';

/** Basics: the name, phone, e-mail, city, expected city, links and target role read from the header. */

export const PHONE_CN = /(?<![\d+])(?:\+?86[\s-]?)?1[3-9]\d(?:[\s-]?\d{4}){2}(?!\d)/;
export const PHONE_INTL = /(?<![\w+])\+\d{1,3}(?:[\s-]?\(?\d{1,4}\)?){2,5}(?!\d)/;
// Bounded, and starting only where a run of address characters starts: linear on any input.
export const EMAIL =
  /(?<![\w.%+-])[\w.%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}(?![A-Za-z])/;

export function findPhone(header: string[], all: string): string | null {
  for (const source of [...header, all]) {
    const m = PHONE_CN.exec(source);
    if (m) return m[0].trim();
  }
  const labelled = labelValue(header, 'phone');
  if (labelled) {
    const m = /\+?\d[\d\s\-().]{5,20}\d/.exec(labelled);
    if (m && m[0].replace(/\D/g, '').length >= 7) return m[0];
  }
  for (const source of header) {
    const m = PHONE_INTL.exec(source);
    if (m && m[0].replace(/\D/g, '').length >= 8) return m[0].trim();
  }
  return null;
}

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝';
const COMPOUND_SURNAMES = [
  '欧阳',
  '司马',
  '上官',
  '诸葛',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '令狐',
  '夏侯',
  '长孙',
  '宇文',
  '司徒',
  '端木',
];
const NOT_NAMES = /(简历|求职|个人|信息|意向|应聘|电话|邮箱|联系|工程师|经理|设计|开发|运营|销售|产品)/;

function looksLikeZhName(token: string): boolean {
  if (/^[\u3400-\u9fff]{1,6}·[\u3400-\u9fff]{1,8}$/.test(token)) return true;
  if (!/^[\u3400-\u9fff]{2,4}$/.test(token) || NOT_NAMES.test(token)) return false;
  if (COMPOUND_SURNAMES.some((s) => token.startsWith(s))) return true;
  return SURNAMES.includes(token[0]!) && token.length <= 3;
}

const EN_NAME =
  /^(?:[A-Z][a-z'’-]+|[A-Z]\.)(?:\s+(?:[A-Z][a-z'’-]+|[A-Z]\.)){1,3}$|^[A-Z'’-]{2,}(?:\s+[A-Z'’-]{2,}){1,3}$/;
const NOT_EN_NAME = /\b(resume|curriculum|vitae|cv|profile|summary|contact|page)\b/i;

export function findName(headerLines: TLine[], labelled: string | null): string | null {
  if (labelled && labelled.length <= 30) return labelled;
  for (const line of headerLines.slice(0, 6)) {
    const text = line.text;
    if (/^(个人简历|求职简历|简历|resume|curriculum vitae|cv)$/i.test(text.replace(/\s+/g, ''))) continue;
    const first = text.split(/\s*[|｜丨/,，\t]\s*|\s+/)[0]!;
    if (looksLikeZhName(first)) return first;
    const cut = text.split(/\s*[|｜\t]\s*|\s{2,}/)[0]!.trim();
    if (EN_NAME.test(cut) && !TITLE.test(cut) && !NOT_EN_NAME.test(cut) && !lookupHeading(cut)) return cut;
  }
  return null;
}

const EXPECTED_CITY_LABEL = /^(?:期望城市|意向城市|期望地点|工作地点|期望工作地点)\s*[:：]/u;

/** 期望城市 as written: the intention's place, held by the basics (never copied into other). */
export function findExpectedCity(header: string[]): string | null {
  const value = labelValue(header, 'expectCity');
  return value && value.length <= 20 ? value : null;
}

/** A web address: with a scheme or www., or a bare GitHub / GitLab / Gitee / LinkedIn one. */
const LINK =
  /(?:https?:\/\/|www\.)[^\s|｜，,；;]+|(?<![\w.@/])(?:github\.com|gitlab\.com|gitee\.com|(?:[a-z]{2,3}\.)?linkedin\.com)\/[^\s|｜，,；;]+/giu;

/**
 * The person's links (GitHub, a personal site, LinkedIn) in the header, as written, each once; an
 * e-mail address's domain is not one.
 */
export function findLinks(header: string[]): string[] {
  const links: string[] = [];
  for (const line of header) {
    for (const m of line.matchAll(LINK)) {
      const link = m[0].replace(/[)）.。、]+$/u, '');
      if (!links.includes(link)) links.push(link);
    }
  }
  return links;
}

export function findCity(header: string[]): string | null {
  const labelled = labelValue(header, 'city');
  if (labelled) return cityIn(labelled) ?? labelled;
  for (const line of header) {
    const m = /现居(?:住)?(?:于|在)?\s*([\u3400-\u9fff]{2,4})/.exec(line);
    const c = m && cityIn(m[1]!);
    if (c) return c;
    // English label without a colon: "location Bat Yam     email".
    const en = /^(?:location|residence)\s+([A-Z][\w .'-]*?)(?:\s{2,}|\t|$)/i.exec(line);
    if (en) return en[1]!.trim();
  }
  for (const line of header) {
    // "意向城市：北京/上海" is read below, as a whole (its first city), not token by token.
    if (EXPECTED_CITY_LABEL.test(line.trim())) continue;
    for (const token of line.split(/\s*[|｜丨/,，;；\t]\s*|\s+/)) {
      const c = cityIn(token);
      if (c && (token === c || token === `${c}市` || /^[\u3400-\u9fff]{2,4}[·-]/.test(token))) return c;
    }
  }
  const expected = labelValue(header, 'expectCity');
  return expected ? (cityIn(expected) ?? expected) : null;
}

const ROLE_TOKEN = /^[\u3400-\u9fffA-Za-z0-9+#/&.\s-]{2,20}$/;
const EN_HEADLINE_CUT = /(?<!\s)\s+(?:with|-|–|—)\s+|(?<!\s)\s*[(:]/i;

export function findTargetRole(header: string[], intentLines: string[], isZh: boolean): string | null {
  const labelled = labelValue(header, 'role');
  if (labelled && !/^\d/.test(labelled) && labelled.length <= 40) return cleanName(labelled);
  const first = intentLines[0];
  if (first) {
    const token = stripBullet(first)
      .text.split(/\s*[|｜丨,，;；、\t]\s*|\s{2,}/)[0]!
      .trim();
    if (token && token.length <= 30 && !/[:：]/.test(token)) return token;
  }
  if (isZh) {
    for (const line of header.slice(0, 8)) {
      for (const token of line.split(/\s*[|｜丨·•,，;；\t]\s*|\s{2,}/)) {
        if (
          ROLE_TOKEN.test(token) &&
          TITLE.test(token) &&
          /(工程师|经理|设计师|专员|运营|总监|顾问|分析师|架构师|主管|销售|代表)$/.test(token)
        )
          return token;
      }
    }
    return null;
  }
  for (const line of header.slice(0, 6)) {
    if (/[:@]/.test(line) || /^\s*\d/.test(line)) continue;
    const head = line.split(EN_HEADLINE_CUT)[0]!.trim();
    if (!head || /\d/.test(head) || head.split(/\s+/).length > 6 || !TITLE.test(head)) continue;
    if (/^(?:looking|seeking|a |an |i )/i.test(head)) continue;
    return head;
  }
  for (const line of header) {
    const m = /(?:looking for|seeking)(?:\s+(?:a|an|the))?\s+(.{3,60}?)\s+(?:position|role|job)\b/i.exec(line);
    if (m) return m[1]!.trim();
  }
  return null;
}
