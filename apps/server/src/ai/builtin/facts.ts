import { CITIES, type TResumeJson } from '@offerpilot/shared';

/**
 * Small judgements about what a parsed field really is, for text the engine composes from the
 * resume (the self-evaluation): a parser can put a team, a city or a school where an employer
 * belongs, or a heading where a title belongs. Composed text may only call something an employer
 * or a title when it looks like one; and it is written in the resume's own language.
 */

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/g;

/** 'zh' or 'en' from the text itself (CJK characters against English words); 'zh' when empty. */
export function resumeLanguage(text: string): 'zh' | 'en' {
  const cjk = (text.match(CJK) ?? []).length;
  const words = (text.match(/[A-Za-z]{2,}/g) ?? []).length;
  if (cjk === 0 && words === 0) return 'zh';
  return cjk >= words * 0.5 ? 'zh' : 'en';
}

/** Every text of the structured resume, for judging its language when the raw text is missing. */
export function resumeSample(json: TResumeJson): string {
  return JSON.stringify([
    json.basics.name,
    json.work,
    json.projects,
    json.education,
    json.skills,
    json.self_evaluation,
  ]);
}

const TITLE_WORD =
  /工程师|经理|总监|主管|专员|助理|顾问|设计师|分析师|架构师|负责人|组长|主任|总裁|总经理|实习生|教师|老师|讲师|会计|出纳|律师|法务|医生|护士|编辑|记者|运营|开发|测试|销售|客服|文员|策划|专家|研究员|科学家|程序员|技术员|店长|教练|\b(?:CTO|CEO|COO|CFO|VP|HRBP)\b|\b(?:engineer|developer|manager|analyst|consultant|designer|lead|director|officer|executive|specialist|assistant|intern|architect|administrator|admin|teacher|lecturer|accountant|advocate|lawyer|counsel|trainer|coach|scientist|programmer|tester|coordinator|supervisor|head|president|founder|associate|representative|nurse|editor|writer|technician|operator|instructor|owner|partner|principal|clerk|agent)s?\b/i;
const SCHOOL = /大学|学院|学校|中学|小学|高中|university|college|school|institute|academy|polytechnic/i;
const TEAM = /团队|小组|项目组|部门|(?<!事业)部$|\bteam\b|\bsquad\b|\bdepartment\b|\bdept\b/i;
const ORG_SUFFIX =
  /有限公司|公司|集团|银行|研究院|研究所|事务所|工作室|医院|\b(?:ltd|limited|inc|corp|corporation|llc|llp|gmbh|plc|pvt|co\.|company|technologies|solutions|systems|group|bank|labs?|studio|consulting|services)\b/i;
const EN_CITIES =
  /^(?:beijing|shanghai|shenzhen|guangzhou|hangzhou|hong kong|singapore|london|new york|san francisco|seattle|boston|chicago|bangalore|bengaluru|mumbai|pune|delhi|new delhi|noida|gurgaon|gurugram|hyderabad|chennai|kolkata|ahmedabad|tokyo|sydney|melbourne|toronto|berlin|paris|dubai)$/i;
/** Phone numbers (13800138000, +1 415 555 0134, 021-6123 4567), e-mails, links; not year ranges (2015 - 2018). */
const PHONE = /1[3-9]\d{9}|\+\d[\d\s-]{7,}\d|\(?\d{3,4}\)?[\s-]?\d{3,4}[\s-]\d{4}/;
const CONTACTISH = new RegExp(`@|https?:|www\\.|${PHONE.source}|电话|手机|邮箱|\\bphone\\b|\\bmobile\\b|e-?mail`, 'i');

/** A city name alone (上海, 北京市, Pune, the resume's own city). */
export function isCity(value: string, json?: TResumeJson): boolean {
  const v = value.trim().replace(/市$/, '');
  if (!v) return false;
  if ((CITIES as readonly string[]).includes(v) || EN_CITIES.test(v)) return true;
  const own = json?.basics.city?.trim().replace(/市$/, '');
  return !!own && own.toLowerCase() === v.toLowerCase();
}

/** Whether a parsed `title` is a job title: it names a role and is not a school, team, city or contact line. */
export function isRealTitle(title: string | null | undefined, json?: TResumeJson): title is string {
  const t = title?.trim() ?? '';
  if (!t || t.length > 40 || /\d{4}/.test(t) || CONTACTISH.test(t)) return false;
  if (SCHOOL.test(t) || TEAM.test(t) || isCity(t, json)) return false;
  return TITLE_WORD.test(t);
}

/** Whether a parsed `company` is an employer: not a school, a team, a city, a job title or a contact line. */
export function isRealEmployer(company: string | null | undefined, json?: TResumeJson): company is string {
  const c = company?.trim() ?? '';
  if (!c || c.length > 60 || CONTACTISH.test(c) || /^[\d\s./-]+$/.test(c)) return false;
  if (SCHOOL.test(c) || TEAM.test(c) || isCity(c, json)) return false;
  return ORG_SUFFIX.test(c) || !TITLE_WORD.test(c);
}

/** Lines (or sentences) of a text without contact details: phone numbers, e-mails, links, addresses. */
/** A contact detail inside a longer piece: a labelled value, an e-mail, a link, a phone number. */
const CONTACT_SPAN = new RegExp(
  `(?:电话|手机|邮箱|地址|\\bphone\\b|\\bmobile\\b|e-?mail|\\baddress\\b)\\s*[:：]\\s*(?:${PHONE.source}|[^\\s，,;；|]*)|[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+|https?:\\/\\/\\S+|www\\.\\S+|${PHONE.source}`,
  'gi',
);
/** Longer than this, a piece with a contact detail is more than contact details: only the details go. */
const CONTACT_PIECE_MAX = 80;

export function withoutContactDetails(text: string): string {
  return text
    .split(/(?<=[。；;！!？?\n])/)
    .map((piece) =>
      !CONTACTISH.test(piece) && !/地址|address/i.test(piece)
        ? piece
        : piece.trim().length > CONTACT_PIECE_MAX
          ? piece.replace(CONTACT_SPAN, ' ').replace(/[ \t]{2,}/g, ' ')
          : '',
    )
    .join('')
    .trim();
}

/** Whether a line is (part of) a contact block. */
export const isContactLine = (line: string) => CONTACTISH.test(line);
