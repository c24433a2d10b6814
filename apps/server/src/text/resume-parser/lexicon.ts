import { CITIES } from '@offerpilot/shared';

/**
 * The resume parser's lexicons: scripts, schools, degrees, employers, job titles, countries and
 * cities, and list bullets.
 */

export const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const CJK_G = /[\u3400-\u9fff\uf900-\ufaff]/g;
export const countCjk = (s: string) => s.match(CJK_G)?.length ?? 0;

export const SCHOOL =
  /(大学|学院|学校|中学|高中|党校|University|Universit[aeé]|College|Institute|Academy|School|Polytechnic|Educational Cent(?:er|re)|Training Cent(?:er|re))/i;
export const DEGREE_ZH =
  /(博士研究生|博士后|博士|硕士研究生|硕士|研究生|本科|学士|大专|专科|高职|高中|中专|EMBA|MBA|MPA|MPAcc|MFA|MEng)/;
/**
 * Degrees written as capitals with no dots, as Indian resumes do ("BA   Mumbai University", "MA
 * Economics", "BE in Computer Engineering"): case-sensitive and only where a piece of an education
 * line starts, so "Boston, MA" and the words "be" and "me" stay what they are.
 */
export const DEGREE_ABBR = /^(BA|MA|BE|ME|BCom|MCom|BTech|MTech|BPharm|MPharm|PGDM|BMS|BSW|MSW)(?=$|\s|,|\/|\()/;
export const DEGREE_EN =
  /(?<![A-Za-z])(Ph\.?\s?D\.?|Doctorate|Doctor|MBA|M\.\s?Sc\.?|B\.\s?Sc\.?|MSc|BSc|M\.S\.|B\.S\.|B\.A\.|M\.A\.|B\.Eng\.?|M\.Eng\.?|B\.\s?Tech|M\.\s?Tech|B\.\s?Com|M\.\s?Com|B\.E\.|BCA|MCA|BBA|[BM]\.\s?C\.\s?A\.?|[BM]\.\s?B\.\s?A\.?|LL\.\s?B\.?|LL\.\s?M\.?|Master|Bachelor|Associate(?=['’]s\s+degree)|Diploma)(?:['’]s|s)?(?:\s+degree|\s+of\s+(?:Science|Arts|Engineering|Laws|Fine\s+Arts))?(?![A-Za-z])/i;
export const COMPANY_STRONG =
  /(公司|集团|有限|银行|研究院|研究所|事务所|工作室|医院|证券|基金|控股|株式会社|有限会社|(?<![A-Za-z])(?:Inc|Ltd|LLC|LLP|Corp|Corporation|GmbH|Co)(?![A-Za-z]))/i;
const COMPANY_WEAK =
  /(科技|网络|传媒|(?<![A-Za-z])(?:Company|Group|Labs?|Technologies|Bank|Studios?|Agency|Solutions|Systems|Software)(?![A-Za-z]))/i;
export const COMPANY = new RegExp(`${COMPANY_STRONG.source}|${COMPANY_WEAK.source}`, 'i');
export function isCompanyText(t: string): boolean {
  return COMPANY_STRONG.test(t) || (COMPANY_WEAK.test(t) && !TITLE.test(t));
}
export const TITLE =
  /(工程师|经理|专员|主管|设计师|分析师|运营|总监|顾问|助理|开发|架构师|研究员|实习生|实习|编辑|策划|会计|出纳|销售|代表|负责人|组长|主任|总裁|讲师|教师|律师|测试|产品|店长|文员|(?<![A-Za-z])(?:CEO|CTO|COO|QA|leader|lead|engineer|developer|manager|designer|analyst|scientist|specialist|consultant|architect|intern|programmer|administrator|coordinator|interviewer|associate|director|officer|tester|freelancer?|representative|executive|head|owner|founder|assistant|accountant|editor|writer|teacher|researcher|technician|supervisor|marketer|recruiter)(?![A-Za-z]))/i;
export const PROJECT_ROLE =
  /(工程师|负责人|经理|组长|成员|架构师|开发|设计师|主程|队长|(?<![A-Za-z])(?:leader|lead|developer|engineer|owner|manager|designer|architect|member|analyst)(?![A-Za-z]))/i;
export const COUNTRIES = new Set([
  'israel',
  'russia',
  'ukraine',
  'belarus',
  'kazakhstan',
  'germany',
  'poland',
  'usa',
  'us',
  'united states',
  'uk',
  'united kingdom',
  'china',
  'india',
  'france',
  'canada',
  'moldova',
  'georgia',
  'latvia',
  'lithuania',
  'estonia',
  'uzbekistan',
  'armenia',
  'azerbaijan',
  'italy',
  'spain',
  'netherlands',
  'japan',
  'singapore',
  'australia',
  '中国',
]);
const ZH_CITIES: readonly string[] = [
  ...CITIES.filter((c) => c !== '远程'),
  '常州',
  '温州',
  '绍兴',
  '嘉兴',
  '泉州',
  '烟台',
  '潍坊',
  '徐州',
  '南通',
  '扬州',
  '惠州',
  '中山',
  '呼和浩特',
  '乌鲁木齐',
  '拉萨',
  '银川',
  '西宁',
  '洛阳',
  '三亚',
]
  // Longest first so 哈尔滨 wins over a shorter prefix.
  .sort((a, b) => b.length - a.length);

export function cityIn(value: string): string | null {
  const trimmed = value.trim();
  for (const c of ZH_CITIES) if (trimmed.startsWith(c)) return c;
  return null;
}

// 「1.」 before a digit is a decimal (1.5); 「1、2022.01-至今」 and 「1）2021.03-…」 are numbered lines.
export const BULLET =
  /^(?:[•·\-*●▪◦○◆◇■□►▸✓✔➢➤→–—](?!-)|\d{1,2}\s*(?:[.．](?![\d.])|[、)）])|[（(]\d{1,2}[)）]|[①-⑳])\s*/;
export const stripBullet = (text: string): { text: string; isBullet: boolean } => {
  const m = BULLET.exec(text);
  return m ? { text: text.slice(m[0].length).trim(), isBullet: true } : { text, isBullet: false };
};
