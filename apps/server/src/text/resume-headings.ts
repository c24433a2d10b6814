/**
 * The section-heading vocabulary of the built-in resume parser (Chinese, English, and Japanese at
 * least as headings) and the lookup that tells whether a short piece of text is a heading. A
 * heading is matched after its decoration is taken off: icon glyphs (Font Awesome private-use
 * characters, ☎ ✉ ● ■ ★ ➤, emoji), brackets, rules, numbering ("三、", "2.") and a trailing colon.
 */

export type THeadingKind =
  | 'basics'
  | 'intent'
  | 'education'
  | 'work'
  | 'internship'
  | 'projects'
  | 'skills'
  | 'certificates'
  | 'awards'
  | 'honors'
  | 'summary'
  | 'other';

/** Chinese and Japanese headings, without spaces or "・". */
const CJK_HEADINGS: Record<THeadingKind, string[]> = {
  basics: [
    '基本信息',
    '个人信息',
    '个人资料',
    '基本资料',
    '联系方式',
    '联系信息',
    '个人基本信息',
    // Japanese
    '基本情報',
    '個人情報',
    '連絡先',
  ],
  intent: ['求职意向', '求职目标', '职业意向', '应聘意向', '期望工作', '职业目标', '求职信息', '求职期望', '期望职位'],
  education: [
    '教育背景',
    '教育经历',
    '学历背景',
    '教育情况',
    '学习经历',
    '教育',
    '学历',
    '教育及培训',
    '教育与培训',
    '学历教育',
    // Japanese
    '学歴',
    '学歴職歴',
  ],
  work: [
    '工作经历',
    '工作经验',
    '职业经历',
    '工作履历',
    '任职经历',
    '从业经历',
    '工作及实习经历',
    '工作与实习经历',
    '工作经历及实习经历',
    '职业经验',
    '工作背景',
    '全职经历',
    '全职工作经历',
    '工作实习经历',
    '实习工作经验',
    // Japanese
    '職歴',
    '職務経歴',
    '職務経験',
    '職務内容',
    '経歴',
  ],
  internship: ['实习经历', '实习经验', '实践经历', '实习', '实习工作经历'],
  projects: [
    '项目经验',
    '项目经历',
    '项目',
    '主要项目',
    '项目作品',
    '代表项目',
    '项目实践',
    '项目介绍',
    '参与项目',
    '项目成果',
    // Japanese
    'プロジェクト',
    'プロジェクト経験',
    '開発実績',
    '開発経験',
  ],
  skills: [
    '专业技能',
    '技能特长',
    '技能',
    '个人技能',
    '技能证书',
    '技术栈',
    '技术能力',
    '专业能力',
    '技能清单',
    '核心技能',
    '职业技能',
    '技能专长',
    '技术专长',
    '掌握技能',
    '工作技能',
    '专业特长',
    '个人特长',
    '技能与证书',
    '技能及证书',
    '核心能力',
    '能力特长',
    // Japanese
    'スキル',
    '活かせるスキル',
    'テクニカルスキル',
    '技術スキル',
    '保有スキル',
    '開発スキル',
    'スキルセット',
    '活かせる経験知識技術',
  ],
  certificates: [
    '证书',
    '资格证书',
    '证书资质',
    '职业资格',
    '资格认证',
    '所获证书',
    '职业证书',
    '语言证书',
    '专业证书',
    '证书资格',
    '资质证书',
    '执业资格',
    // Japanese
    '資格',
    '免許資格',
    '資格免許',
    '保有資格',
    '取得資格',
  ],
  awards: [
    '获奖情况',
    '荣誉奖项',
    '获奖经历',
    '荣誉',
    '奖项',
    '所获荣誉',
    '获奖荣誉',
    '奖励荣誉',
    '荣誉奖励',
    '获奖',
    '个人荣誉',
    '在校荣誉',
    '奖励情况',
    '荣誉称号',
    '获奖记录',
    '奖学金',
    // Japanese
    '受賞歴',
    '表彰',
    '受賞',
  ],
  honors: [
    '荣誉证书',
    '证书与奖项',
    '奖项与证书',
    '获奖及证书',
    '证书及荣誉',
    '荣誉与证书',
    '证书与荣誉',
    '证书及奖项',
  ],
  summary: [
    '自我评价',
    '个人评价',
    '个人总结',
    '自我介绍',
    '个人简介',
    '个人优势',
    '自我描述',
    '关于我',
    '个人概述',
    '自我总结',
    '个人陈述',
    '职业概述',
    '个人概况',
    '职业总结',
    '自我认知',
    // Japanese
    '自己PR',
    '職務要約',
    '自己紹介',
  ],
  other: [
    '兴趣爱好',
    '爱好',
    '语言能力',
    '外语能力',
    '语言',
    '外语水平',
    '校园经历',
    '在校经历',
    '社会实践',
    '社团经历',
    '社团',
    '社团活动',
    '学生工作',
    '校园活动',
    '课外活动',
    '培训经历',
    '培训',
    '作品',
    '作品集',
    '个人作品',
    '科研经历',
    '科研项目',
    '研究经历',
    '研究方向',
    '研究成果',
    '学术成果',
    '发表论文',
    '论文发表',
    '论文',
    '专利',
    '其他',
    '其他信息',
    '附加信息',
    '补充信息',
    '志愿者经历',
    '志愿经历',
    '志愿服务',
    '职业规划',
    // Japanese
    '志望動機',
    '趣味',
    '趣味特技',
    '特技',
    '語学',
    '語学力',
    '研究',
    '研究内容',
    '論文',
    '備考',
    '本人希望記入欄',
  ],
};

/** English headings; matched on lower-case letters only ("Work Experience" → "workexperience"). */
const EN_HEADINGS: Record<THeadingKind, string[]> = {
  basics: [
    'personal information',
    'personal details',
    'personal info',
    'personal data',
    'personal particulars',
    'contact',
    'contact information',
    'contact info',
    'contact details',
    'contact me at',
    'contacts',
  ],
  intent: [
    'objective',
    'career objective',
    'carrier objective',
    'job objective',
    'professional objective',
    'career goal',
    'career goals',
    'target role',
    'objectives',
  ],
  education: [
    'education',
    'education and training',
    'education and courses',
    'academic background',
    'educational background',
    'academic qualifications',
    'academic qualification',
    'educational qualifications',
    'educational qualification',
    'education qualification',
    'education qualifications',
    'qualifications',
    'qualification',
    'academics',
    'academic profile',
    'academic details',
    'academic record',
    'academic credentials',
    'scholastic profile',
    'education details',
    'educational details',
    'education history',
    'studies',
  ],
  work: [
    'experience',
    'work experience',
    'professional experience',
    'employment history',
    'work history',
    'employment',
    'relevant experience',
    'career history',
    'professional background',
    'experience details',
    'company details',
    'employment details',
    'work details',
    'job history',
    'career',
    'career experience',
    'work experience details',
    'organizational experience',
    'organisational experience',
    'professional history',
    'professional experience details',
    'experiences',
    'work experiences',
    'working experience',
  ],
  internship: [
    'internships',
    'internship',
    'internship experience',
    'internship details',
    'industrial training',
    'industrial experience',
  ],
  projects: [
    'projects',
    'project experience',
    'personal projects',
    'key projects',
    'project examples',
    'selected projects',
    'project details',
    'projects details',
    'project',
    'academic projects',
    'academic project',
    'major projects',
    'projects undertaken',
    'project profile',
    'project work',
    'projects handled',
    'projects done',
    'side projects',
    'open source',
  ],
  skills: [
    'skills',
    'technical skills',
    'professional skills',
    'skills summary',
    'core skills',
    'key skills',
    'experience summary',
    'relevant experience summary',
    'technical competencies',
    'tools and tech',
    'competencies',
    'core competencies',
    'key competencies',
    'skills and tools',
    'top skills',
    'tech stack',
    'skill details',
    'skills details',
    'skill',
    'skill set',
    'skillset',
    'skill sets',
    'it skills',
    'computer skills',
    'software skills',
    'soft skills',
    'technical expertise',
    'technical proficiency',
    'technical proficiencies',
    'technical skill set',
    'technical skillset',
    'technical summary',
    'technical profile',
    'areas of expertise',
    'area of expertise',
    'expertise',
    'skills and abilities',
    'skills and expertise',
    'skills and competencies',
    'abilities',
    'strengths',
    'key strengths',
    'core strengths',
    'personal skills',
    'technologies',
    'programming languages',
    'computer proficiency',
    'it proficiency',
    'technical knowledge',
    'knowledge',
  ],
  certificates: [
    'certifications',
    'certificates',
    'licenses',
    'licenses and certifications',
    'certification',
    'certificate',
    'professional certifications',
    'certification details',
    'certifications and licenses',
    'licences',
    'courses and certifications',
    'certifications and courses',
    'certifications and trainings',
    'certifications and training',
  ],
  awards: [
    'awards',
    'honors',
    'honours',
    'achievements',
    'awards and honors',
    'honors and awards',
    'awards and achievements',
    'achievements and awards',
    'accomplishments',
    'key achievements',
    'recognition',
    'recognitions',
    'awards and recognition',
    'scholarships',
    'achievement',
    'honours and awards',
  ],
  honors: [
    'awards and certifications',
    'certifications and awards',
    'certificates and awards',
    'awards and certificates',
  ],
  summary: [
    'summary',
    'profile',
    'about me',
    'professional summary',
    'about',
    'personal statement',
    'career summary',
    'personal profile',
    'professional profile',
    'career profile',
    'profile summary',
    'executive summary',
    'summary of qualifications',
    'qualifications summary',
    'qualification summary',
    'overview',
    'professional overview',
    'career overview',
    'highlights',
    'career highlights',
    'introduction',
    'self assessment',
    'self evaluation',
  ],
  other: [
    'languages',
    'language',
    'language skills',
    'languages known',
    'language proficiency',
    'interests',
    'hobbies',
    'hobbies and interests',
    'interests and hobbies',
    'personal interests',
    'publications',
    'publication',
    'research',
    'research experience',
    'research interests',
    'papers',
    'conferences',
    'patents',
    'volunteering',
    'volunteer experience',
    'volunteer work',
    'volunteer',
    'references',
    'reference',
    'recommendations',
    'courses',
    'relevant courses',
    'relevant coursework',
    'coursework',
    'training',
    'trainings',
    'trainings attended',
    'workshops',
    'seminars',
    'additional information',
    'other information',
    'other',
    'others',
    'miscellaneous',
    'activities',
    'extracurricular activities',
    'extra curricular activities',
    'co curricular activities',
    'extracurricular',
    'leadership',
    'leadership experience',
    'positions of responsibility',
    'position of responsibility',
    'languages knowledge',
    'foreign languages',
    'declaration',
    'military service',
    'personal qualities',
    'links',
    'social',
    'portfolio',
  ],
};

/** Lower-case letters only; "&" reads as "and". */
export const enHeadingKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');
const cjkHeadingKey = (s: string) => s.normalize('NFKC').replace(/[\s・·]/g, '');

const HEADINGS = new Map<string, THeadingKind>();
for (const [kind, words] of Object.entries(CJK_HEADINGS) as [THeadingKind, string[]][]) {
  for (const w of words) HEADINGS.set(cjkHeadingKey(w), kind);
}
for (const [kind, words] of Object.entries(EN_HEADINGS) as [THeadingKind, string[]][]) {
  for (const w of words) HEADINGS.set(enHeadingKey(w), kind);
}

/**
 * Icon glyphs: the private-use areas (Font Awesome and other icon fonts), emoji and their joiners,
 * arrows, enclosed numbers, geometric shapes, dingbats and miscellaneous symbols (☎ ✉ ● ■ ★ ➤).
 */
export const ICON_GLYPHS =
  /[\uE000-\uF8FF\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}\p{Extended_Pictographic}\u2190-\u21FF\u2300-\u23FF\u2460-\u24FF\u25A0-\u27BF\u2900-\u297F\u2B00-\u2BFF\uFFFD]|\uFE0E|\uFE0F|\u200D|\u20E3/gu;
export const stripIcons = (s: string) => s.replace(ICON_GLYPHS, ' ').replace(/\s+/g, ' ').trim();

const NUMBERING =
  /^(?:[一二三四五六七八九十]{1,3}\s*[、.．]|第[一二三四五六七八九十]{1,3}(?:部分|章)\s*[:：]?|\d{1,2}\s*[、.．](?!\d)|[（(][一二三四五六七八九十\d]{1,3}[)）]|[IVX]{1,4}\.\s)\s*/;
const DECOR = '\\s【】[\\]〖〗〔〕<>《》「」『』\\u2500-\\u25ff\\u2600-\\u27bf|｜#*=_~·•\\-–—:：';
const EDGE_DECOR = new RegExp(`^[${DECOR}]+|[${DECOR}]+$`, 'g');
const CJK_OR_KANA = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;
const CJK_HEADING_TEXT = /^[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\s&/与及和、・·A-Za-zＡ-Ｚａ-ｚ／＆]+$/u;
const EN_HEADING_TEXT = /^[A-Za-z][A-Za-z &/'’-]*$/;
/** "Education Details", "Personal Information": a known heading followed by a filler noun. */
const EN_FILLER = /(?:details|detail|information|info|section|summary)$/;

/** Between the parts of a combined Chinese heading ("实习/项目经历", "工作及实习经历"). */
const CJK_JOINER = /\s*[/／、与及和&＆]\s*/u;
/** The noun the parts of a combined heading share, written once after the last one. */
const CJK_SHARED_NOUN = /(?:经历|经验|履历)$/u;
/** Parts that name a kind of job without being a heading of their own. */
const CJK_JOB_WORDS: Record<string, THeadingKind> = { 全职: 'work', 兼职: 'internship', 正式: 'work' };

/**
 * A combined Chinese heading: "实习/项目经历", "全职/实习经历", "工作/实习经历", "实习与项目经验",
 * each part a heading of its own, or one with the noun the last part ends with ("实习" + "经历").
 * Jobs come first: a heading that names work is work, one that names internships (and projects or
 * research beside them) is internships, so that no job under it is lost; otherwise the first part's kind.
 */
function lookupCombined(p: string): THeadingKind | null {
  const parts = cjkHeadingKey(p.replace(/[\s・·]/g, ''))
    .split(CJK_JOINER)
    .filter(Boolean);
  if (parts.length < 2 || parts.length > 3) return null;
  const noun = CJK_SHARED_NOUN.exec(parts.at(-1)!)?.[0] ?? '';
  const kinds = parts.map((part) => HEADINGS.get(part) ?? HEADINGS.get(part + noun) ?? CJK_JOB_WORDS[part] ?? null);
  if (kinds.some((k) => k === null)) return null;
  if (kinds.includes('work')) return 'work';
  if (kinds.includes('internship')) return 'internship';
  return kinds[0]!;
}

function lookupPart(part: string): THeadingKind | null {
  const p = part.trim();
  if (!p) return null;
  if (CJK_OR_KANA.test(p)) {
    if (!CJK_HEADING_TEXT.test(p)) return null;
    return HEADINGS.get(cjkHeadingKey(p)) ?? lookupCombined(p);
  }
  if (!EN_HEADING_TEXT.test(p) || p.split(/\s+/).length > 6) return null;
  const key = enHeadingKey(p);
  const known = HEADINGS.get(key);
  if (known) return known;
  const filler = EN_FILLER.exec(key);
  if (filler && filler.index > 0) return HEADINGS.get(key.slice(0, filler.index)) ?? null;
  // "Skills & Interests", "Awards / Certifications": two headings, the first names the section.
  const parts = p.split(/\s*(?:&|\/|\band\b)\s*/i).filter(Boolean);
  if (parts.length !== 2) return null;
  const [a, b] = parts.map((x) => HEADINGS.get(enHeadingKey(x)) ?? null);
  if (!a || !b) return null;
  return (a === 'certificates' && b === 'awards') || (a === 'awards' && b === 'certificates') ? 'honors' : a;
}

/** The kind of section a heading opens, or null when the text is not a known heading. */
export function lookupHeading(candidate: string): THeadingKind | null {
  let s = stripIcons(candidate).replace(EDGE_DECOR, '').replace(NUMBERING, '').replace(EDGE_DECOR, '');
  if (!s) return null;
  const whole = lookupPart(s);
  if (whole) return whole;
  // "P R O J E C T S (clickable)", "工作经历（近五年）"
  s = s.replace(/\s*[(（][^)）]*[)）]$/, '');
  const noParen = lookupPart(s);
  if (noParen) return noParen;
  // Bilingual: "工作经历 / WORK EXPERIENCE", "Education 教育背景".
  const bi =
    /^([\u3040-\u30ff\u3400-\u9fff\s]+?)\s*[/|｜]?\s*([A-Za-z][A-Za-z &]*)$/.exec(s) ??
    /^([A-Za-z][A-Za-z &]*?)\s*[/|｜]?\s*([\u3040-\u30ff\u3400-\u9fff\s]+)$/.exec(s);
  if (bi) return lookupPart(bi[1]!) ?? lookupPart(bi[2]!);
  return null;
}

/** Nouns that name a section in a heading the vocabulary does not list ("Hard Skills", "MY EDUCATION"). */
const HEAD_NOUNS: Record<string, THeadingKind> = {
  skills: 'skills',
  skill: 'skills',
  competencies: 'skills',
  competences: 'skills',
  expertise: 'skills',
  strengths: 'skills',
  strength: 'skills',
  proficiency: 'skills',
  technologies: 'skills',
  experience: 'work',
  experiences: 'work',
  employment: 'work',
  education: 'education',
  qualifications: 'education',
  academics: 'education',
  projects: 'projects',
  internships: 'internship',
  internship: 'internship',
  certifications: 'certificates',
  certificates: 'certificates',
  courses: 'other',
  trainings: 'other',
  awards: 'awards',
  achievements: 'awards',
  accomplishments: 'awards',
  honors: 'awards',
  honours: 'awards',
  summary: 'summary',
  profile: 'summary',
  objective: 'intent',
  interests: 'other',
  interest: 'other',
  hobbies: 'other',
  activities: 'other',
  languages: 'other',
  publications: 'other',
  references: 'other',
  volunteering: 'other',
};
const SMALL_WORDS = new Set(['of', 'and', 'in', 'the', 'my', 'for', 'at', '&', '/', '-']);
/** "【实践作品】", "〖开源贡献〗", "━━ 作品 ━━", "=== Extras ===": heading markup around unknown words. */
const MARKED_HEADING =
  /^(?:【[^【】]{2,12}】|〖[^〖〗]{2,12}〗|[━─═=#]{2,}\s*[^━─═=#]{2,20}?\s*[━─═=#]{2,}|#{1,3}\s+[^#]{2,30})$/u;

/**
 * A heading the vocabulary does not list: a short Title Case or ALL CAPS line whose words include
 * a heading noun ("Certification Courses", "KEY PROJECTS HANDLED" → that noun's kind), or a line in
 * heading markup ("【开源贡献】" → other). Null for anything else.
 */
export function guessHeading(candidate: string): THeadingKind | null {
  const s = stripIcons(candidate);
  if (MARKED_HEADING.test(s)) return lookupHeading(s) ?? 'other';
  const t = s.replace(/\s*[:：]$/, '');
  if (!/^[A-Za-z][A-Za-z &/-]{2,50}$/.test(t)) return null;
  const words = t.split(/\s+/);
  if (words.length > 5) return null;
  const isCaps = t === t.toUpperCase();
  const isTitle = words.every((w) => /^[A-Z]/.test(w) || SMALL_WORDS.has(w.toLowerCase()));
  if (!isCaps && !isTitle) return null;
  // "EXPERIENCE SKILLS": two headings set side by side by a two-column layout, not one heading.
  const kinds = words.flatMap((w) => HEAD_NOUNS[w.toLowerCase()] ?? []);
  return kinds.length === 1 ? kinds[0]! : null;
}
