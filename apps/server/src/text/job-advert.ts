import { CITIES, type TParsedAdvert } from '@offerpilot/shared';

/**
 * The built-in job-advert reader: finds title, company, duties, requirements, location,
 * experience, salary and industry in pasted text (Chinese or English), and says which line each
 * came from. It only copies what is there; a field it cannot find stays empty.
 */

const FIELD_LABELS: { field: keyof TParsedAdvert; pattern: RegExp }[] = [
  { field: 'title', pattern: /^(职位名称|岗位名称|招聘职位|招聘岗位|职位|岗位|job title|position|title|role)$/i },
  { field: 'company', pattern: /^(公司名称|公司|招聘单位|企业名称|用人单位|company|employer)$/i },
  { field: 'location', pattern: /^(工作地点|工作地址|工作城市|办公地点|地点|城市|base|location|city)$/i },
  { field: 'salary', pattern: /^(薪资范围|薪资待遇|薪资|薪酬|月薪|年薪|待遇|salary|compensation|pay)$/i },
  { field: 'experience', pattern: /^(经验要求|工作经验|工作年限|经验|experience)$/i },
  { field: 'industry', pattern: /^(所属行业|行业|industry)$/i },
];

type TSection = 'duties' | 'requirements' | 'preferred' | 'other';

/** Keywords that make a short line (or the part before a colon) a section header. */
const SECTION_KEYWORDS: [TSection, RegExp][] = [
  [
    'other',
    /(福利|公司介绍|公司简介|关于我们|团队介绍|工作时间|联系方式|投递方式|benefits|perks|about |how to apply|pay options)/i,
  ],
  ['preferred', /(加分|优先条件|优先考虑|nice to have|preferred|desired|bonus)/i],
  [
    'duties',
    /(岗位职责|工作职责|职位职责|职位描述|岗位描述|工作内容|职责描述|主要职责|你将负责|你的职责|responsibilit|duties|what you('|’)ll do|job description|the role|will include)/i,
  ],
  [
    'requirements',
    /(任职要求|岗位要求|任职资格|职位要求|任职条件|技能要求|希望你|资格要求|requirement|qualification|skills|competenc|looking for|who you are|must have|required experience)/i,
  ],
];

function classifyHeader(header: string): TSection | null {
  if (!header) return null;
  const isLatin = /^[\x20-\x7e]+$/.test(header);
  if (isLatin ? header.split(' ').length > 8 : header.length > 12) return null;
  return SECTION_KEYWORDS.find(([, pattern]) => pattern.test(header))?.[0] ?? null;
}

const BULLET = /^\s*(\d{1,2}\s*[.、．)）:：]|[（(]\d{1,2}[)）]|[-–•·*●▪◆■□✓√]|[一二三四五六七八九十]{1,2}[、.．])\s*/;
const SALARY =
  /(\d+(?:\.\d+)?\s*[-–~至到]\s*\d+(?:\.\d+)?\s*(?:[kK千]|万(?:\/?年)?)(?:\s*[·•*xX×]\s*\d{2}\s*薪)?(?:\s*\/\s*月)?|\d+(?:\.\d+)?\s*[kK]\s*以上|面议|\$\s?\d[\d,]*(?:\s*[-–]\s*\$?\s?\d[\d,]*)?(?:\s*(?:\/\s*(?:year|yr|month|hour)|per\s+(?:year|month|hour)))?)/i;
const EXPERIENCE =
  /(\d+\s*[-–~至到]\s*\d+\s*年|\d+\s*年以上|\d+\s*年及以上|经验不限|不限经验|应届(?:毕业)?生?|在校生|\d+\+?\s*(?:years?|yrs?)(?:\s+of)?(?:\s+\w+)?\s+experience|\d+\+?\s*years?)/i;
const COMPANY = /([\u4e00-\u9fa5A-Za-z0-9（）()·&]{2,40}?(?:股份有限公司|有限责任公司|有限公司|集团|科技公司|研究院))/;
const TITLE_WORD =
  /(工程师|经理|专员|主管|设计师|分析师|运营|产品|总监|顾问|助理|开发|架构师|研究员|实习生|编辑|策划|会计|出纳|销售|客服|讲师|律师|医生|护士|engineer|developer|manager|designer|analyst|scientist|specialist|consultant|architect|lead|intern)/i;
const REQUIREMENT_HINT =
  /(熟悉|掌握|精通|了解|具备|具有|优先|学历|本科|硕士|博士|大专|以上|经验|能力|证书|英语|擅长|proficient|experience|degree|knowledge|familiar|ability|skills?)/i;

const INDUSTRY_HINTS: [RegExp, string][] = [
  [/(互联网|软件|SaaS|云计算|人工智能|AI|大数据|App|小程序)/i, '互联网/IT'],
  [/(电商|电子商务|跨境)/, '电子商务'],
  [/(银行|证券|基金|保险|金融|支付|信贷)/, '金融'],
  [/(教育|培训|课程|学校|教学)/, '教育'],
  [/(医疗|医院|医药|健康|生物)/, '医疗健康'],
  [/(游戏)/, '游戏'],
  [/(制造|工厂|生产线|供应链)/, '制造业'],
  [/(零售|门店|快消|消费品)/, '消费零售'],
  [/(汽车|新能源车|自动驾驶)/, '汽车'],
  [/(传媒|内容|短视频|媒体|广告)/, '文化传媒'],
];

function normaliseLine(line: string): string {
  return line
    .replace(/\u3000/g, ' ')
    .replace(/[\t ]+/g, ' ')
    .replace(/：/g, ':')
    .trim();
}

function stripBullet(line: string): string {
  return line
    .replace(BULLET, '')
    .replace(/[;；。.]$/, '')
    .trim();
}

/** "岗位职责:" or "岗位职责：负责…" → the header and whatever follows the colon. */
function splitHeader(line: string): { header: string; rest: string } {
  const colon = line.indexOf(':');
  const head = colon === -1 ? line : line.slice(0, colon);
  const rest = colon === -1 ? '' : line.slice(colon + 1).trim();
  // 【岗位职责】 and ## 岗位职责 are headers too.
  const header = head
    .replace(/^[#*\s]+|[#*\s]+$/g, '')
    .replace(/^【(.*)】$/, '$1')
    .trim();
  return { header: header.length <= 30 ? header : '', rest };
}

/** Section headers written mid-paragraph ("…. Requirements: …") start a line of their own. */
const INLINE_HEADER_ZH =
  /(?<=\S)\s*((?:岗位职责|工作职责|职位描述|工作内容|任职要求|岗位要求|任职资格|职位要求|加分项|福利待遇)\s*[:：])/g;
const INLINE_HEADER_EN =
  /(?<=\S)\s+((?:[A-Z][A-Za-z]*\s){0,5}(?:[Rr]esponsibilities|[Dd]uties|[Ss]kills|[Cc]ompetencies|[Qq]ualifications|[Rr]equirements|[Ee]xperience|[Dd]escription|[Bb]enefits)(?:\s[a-z]+){0,5}\s*:)/g;

const CITY_ALTERNATION = [...CITIES].sort((a, b) => b.length - a.length).join('|');
/** A city with the district that follows it (杭州·余杭区, 北京-海淀区, 上海 浦东新区). */
const CITY_DISTRICT = new RegExp(
  `(${CITY_ALTERNATION})市?(?:\\s*[·・•\\-—]\\s*|\\s+)?([\\u4e00-\\u9fa5]{1,6}?(?:新区|区|县))?`,
  'g',
);

/** The places a line names: each city, with its district when one follows (「杭州·余杭区」). */
export function placesIn(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(CITY_DISTRICT)) {
    const place = m[2] ? `${m[1]}·${m[2]}` : m[1]!;
    if (!out.some((p) => p === place || p.startsWith(`${m[1]}·`))) out.push(place);
  }
  return out;
}

export function parseJobAdvert(input: string): TParsedAdvert {
  const lines = input
    .replace(/\r\n?/g, '\n')
    .replace(INLINE_HEADER_ZH, '\n$1')
    .replace(INLINE_HEADER_EN, '\n$1')
    .split('\n')
    .map(normaliseLine)
    .filter(Boolean);
  const result: TParsedAdvert = {
    title: null,
    company: null,
    duties: null,
    requirements: [],
    location: null,
    experience: null,
    salary: null,
    industry: null,
    evidence: [],
  };
  const found = (field: keyof TParsedAdvert, value: string, source: string) => {
    (result as unknown as Record<string, unknown>)[field] = value;
    result.evidence.push({ field, source: source.slice(0, 120) });
  };

  const duties: string[] = [];
  const requirements: string[] = [];
  const loose: string[] = [];
  let section: TSection | null = null;

  for (const line of lines) {
    const { header, rest } = splitHeader(line);
    const label = FIELD_LABELS.find((f) => line.includes(':') && f.pattern.test(header));
    if (label && rest) {
      if (!result[label.field]) found(label.field, rest, line);
      continue;
    }
    const heading =
      line.includes(':') || line.length <= 12 || /^[\x20-\x7e]+$/.test(line) ? classifyHeader(header) : null;
    if (heading) {
      section = heading;
      if (rest && heading === 'duties') duties.push(stripBullet(rest));
      if (rest && heading === 'requirements') requirements.push(stripBullet(rest));
      if (rest && heading === 'preferred') requirements.push(`加分项：${stripBullet(rest)}`);
      continue;
    }
    const item = stripBullet(line);
    if (!item) continue;
    if (section === 'duties') duties.push(item);
    else if (section === 'requirements') requirements.push(item);
    else if (section === 'preferred') requirements.push(`加分项：${item}`);
    else if (section === null) loose.push(line);
  }

  // Lines before any section: title, company and facts usually sit there.
  for (const line of loose) {
    if (!result.company) {
      const company = COMPANY.exec(line);
      if (company) {
        found('company', company[1]!.trim(), line);
        continue;
      }
    }
    if (!result.title && line.length <= 40 && TITLE_WORD.test(line) && !SALARY.test(line.replace(TITLE_WORD, ''))) {
      found(
        'title',
        line
          .replace(SALARY, '')
          .replace(/[|｜·,，]+\s*$/, '')
          .trim(),
        line,
      );
      continue;
    }
    if (!result.title && line.length <= 40 && TITLE_WORD.test(line)) {
      found(
        'title',
        line
          .replace(SALARY, '')
          .replace(EXPERIENCE, '')
          .replace(/[|｜·,，/\s]+$/, '')
          .trim(),
        line,
      );
    }
  }

  if (!result.salary) {
    const line = lines.find((l) => SALARY.test(l));
    if (line) found('salary', SALARY.exec(line)![1]!.replace(/\s+/g, ''), line);
  }
  if (!result.experience) {
    const line = lines.find((l) => EXPERIENCE.test(l));
    if (line) {
      const value = EXPERIENCE.exec(line)![1]!;
      found('experience', /[a-z]/i.test(value) ? value.replace(/\s+/g, ' ') : value.replace(/\s+/g, ''), line);
    }
  }
  if (!result.location) {
    // On the company's own line the company's name is no place (上海启明软件有限公司), but what
    // follows it may be (「启明软件 · 上海·长宁区 · 20-30K」).
    const companyLine = result.evidence.find((e) => e.field === 'company')?.source;
    const placesOf = (l: string) =>
      placesIn(l.slice(0, 120) === companyLine && result.company ? l.replace(result.company, ' ') : l);
    const line = lines.find((l) => CITIES.some((c) => l.includes(c)) && placesOf(l).length > 0);
    if (line) found('location', placesOf(line).join('、'), line);
  }
  // A title line that also carries the place (「后端工程师 杭州·余杭区」): the place is not the title.
  if (result.title && result.location && result.title.endsWith(result.location)) {
    const title = result.title.slice(0, -result.location.length).replace(/[\s|｜·,，/-]+$/, '');
    if (title) result.title = title;
  }
  if (!result.industry) {
    const text = lines.join('\n');
    const hit = INDUSTRY_HINTS.find(([pattern]) => pattern.test(text));
    if (hit) found('industry', hit[1], (text.match(hit[0])?.[0] ?? hit[1]).slice(0, 40));
  }

  // No headed sections: sort the loose lines into duties and requirements by their wording.
  if (duties.length === 0 && requirements.length === 0) {
    const used = new Set(result.evidence.map((e) => e.source));
    for (const line of loose) {
      if (used.has(line.slice(0, 120))) continue;
      const item = stripBullet(line);
      if (item.length < 6) continue;
      (REQUIREMENT_HINT.test(item) ? requirements : duties).push(item);
    }
  }

  if (duties.length > 0) {
    result.duties = duties.map((d, i) => `${i + 1}. ${d}`).join('\n');
    result.evidence.push({ field: 'duties', source: `${duties.length} 条职责` });
  }
  if (requirements.length > 0) {
    result.requirements = requirements;
    result.evidence.push({ field: 'requirements', source: `${requirements.length} 条要求` });
  }
  return result;
}
