import { CJK } from './lexicon.ts';

/**
 * Labels of the basics in the header ("姓名：", "Phone:", "📍"), and the value a label holds.
 */

export const LABELS = {
  name: ['姓名', 'Name', 'Full Name'],
  phone: [
    '电话',
    '手机',
    '手机号',
    '手机号码',
    '联系电话',
    '电话号码',
    'Phone',
    'Mobile',
    'Mobile phone',
    'Tel',
    'Cell',
    'Telephone',
  ],
  email: ['邮箱', '电子邮箱', '邮件', 'E-mail', 'Email', 'Mail'],
  city: [
    '现居',
    '现居地',
    '现居住地',
    '现住址',
    '所在地',
    '所在城市',
    '居住地',
    '居住城市',
    '现居城市',
    '城市',
    '地址',
    '现居住城市',
    'Residence',
    'City of Residence',
    'Location',
    'City',
    'Address',
    'Based in',
    '⌂',
    '📍',
    '🏠',
  ],
  expectCity: ['期望城市', '意向城市', '期望地点', '工作地点', '期望工作地点'],
  role: [
    '求职意向',
    '意向岗位',
    '意向职位',
    '应聘岗位',
    '应聘职位',
    '目标职位',
    '目标岗位',
    '期望职位',
    '期望岗位',
    '求职岗位',
    '求职目标',
    '职位意向',
    '求职期望',
    '期望',
    '应聘',
    'Objective',
    'Target Role',
    'Desired Position',
    'Target Position',
  ],
  years: ['工作年限', '工作经验', '从业年限', '从业经验', 'Experience', 'Years of Experience'],
  other: [
    '性别',
    '年龄',
    '出生年月',
    '出生日期',
    '生日',
    '民族',
    '籍贯',
    '政治面貌',
    '婚姻状况',
    '微信',
    'QQ',
    '期望薪资',
    '期望月薪',
    '薪资要求',
    '到岗时间',
    '学历',
    '最高学历',
    '毕业院校',
    '专业',
    '身高',
    '健康状况',
    'GitHub',
    '个人主页',
    '博客',
    'LinkedIn',
    'Birthdate',
    'Date of birth',
    'Languages',
    'Nationality',
    'Website',
    'Gender',
    'Age',
    'Marital status',
  ],
} as const;
type TLabel = keyof typeof LABELS;

export const labelSource = (word: string) =>
  CJK.test(word) ? word.split('').join('\\s*') : word.replace(/[-\s]/g, (c) => (c === '-' ? '-?' : '\\s*'));
export const ALL_LABEL_WORDS = (Object.values(LABELS) as readonly (readonly string[])[])
  .flat()
  .sort((a, b) => b.length - a.length);
const ANY_LABEL = new RegExp(`(?:^|[\\s|｜,，;；/])(?:${ALL_LABEL_WORDS.map(labelSource).join('|')})\\s*[:：]`, 'i');

function labelRegex(kind: TLabel): RegExp {
  const sorted = [...LABELS[kind]].sort((a, b) => b.length - a.length);
  const words = sorted.filter((w) => /\p{L}/u.test(w)).map(labelSource);
  // "📍 Portland": an icon is a label without a colon.
  const icons = sorted.filter((w) => !/\p{L}/u.test(w));
  const iconPart = icons.length ? `|(?:${icons.join('|')})\\s*[:：]?\\s*` : '';
  // "姓名：张三", and "姓名<tab>张三" from a table.
  return new RegExp(
    `(?:^|(?<=[\\s|｜,，;；/()（）]))(?:(?:${words.join('|')})(?:\\s*[:：]\\s*|\\t+)${iconPart})`,
    'giu',
  );
}
const LABEL_RE = Object.fromEntries((Object.keys(LABELS) as TLabel[]).map((k) => [k, labelRegex(k)])) as Record<
  TLabel,
  RegExp
>;

const VALUE_END = /\s*(?:[|｜丨\t]|\s{2,}|\s[·•]\s|[,，;；。]|$)/;
const hasContent = (s: string) => /[\p{L}\p{N}]/u.test(s);

/** The value after a label, up to the next separator or label; null when there is none. */
export function labelValue(lines: string[], kind: TLabel): string | null {
  for (const line of lines) {
    const re = LABEL_RE[kind];
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(line))) {
      let rest = line.slice(m.index + m[0].length);
      const next = ANY_LABEL.exec(rest);
      if (next) rest = rest.slice(0, next.index);
      const end = VALUE_END.exec(rest);
      const value = (end ? rest.slice(0, end.index) : rest).trim();
      if (value && hasContent(value)) return value;
    }
  }
  return null;
}

/** Joins a label broken over two lines ("求职意" / "向:前端开发工程师") so it can be read. */
export function repairWrappedLabels(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    while (i + 1 < lines.length) {
      const tail = /[\u3400-\u9fff]{1,5}$/.exec(line)?.[0];
      const head = /^([\u3400-\u9fff]{1,5})\s*[:：]/.exec(lines[i + 1]!)?.[1];
      if (!tail || !head) break;
      let joined = false;
      for (let k = 1; k <= tail.length; k++) {
        if (ALL_LABEL_WORDS.includes(tail.slice(-k) + head)) {
          joined = true;
          break;
        }
      }
      if (!joined) break;
      line += lines[++i]!;
    }
    out.push(line);
  }
  return out;
}
