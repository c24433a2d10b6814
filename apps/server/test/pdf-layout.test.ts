import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/text/index.ts';
import { convertFile, normaliseText } from '../src/modules/conversion/convert.ts';
import { layoutPageText, type TPdfTextItem } from '../src/modules/conversion/pdf-layout.ts';

const fixtures = path.resolve(import.meta.dirname, 'fixtures/resumes');

/** Text without any whitespace, so a line wrapped by the renderer compares equal to its source. */
const squash = (text: string) => normaliseText(text).replace(/\s/g, '');

/** Each `<h2>` of a fixture → the squashed text of the `<p>`/`<li>` after it, up to the next heading or column end. */
function sectionsInHtml(file: string): Map<string, string> {
  const html = fs.readFileSync(path.join(fixtures, file), 'utf8');
  const sections = new Map<string, string>();
  for (const column of html.split(/<\/(?:main|aside|section)>/)) {
    for (const part of column.split('<h2>').slice(1)) {
      const [heading = '', rest = ''] = part.split('</h2>');
      const body = [...rest.matchAll(/<(p|li)>([\s\S]*?)<\/\1>/g)].map((m) => m[2]).join('');
      sections.set(squash(heading), squash(body));
    }
  }
  return sections;
}

/** The squashed text of every `<p>` and `<li>` of a fixture, in source order. */
function paragraphsInHtml(file: string): string[] {
  const html = fs.readFileSync(path.join(fixtures, file), 'utf8');
  return [...html.matchAll(/<(p|li)(?:\s[^>]*)?>([\s\S]*?)<\/\1>/g)].map((m) => squash(m[2]!.replace(/<[^>]*>/g, '')));
}

/** The extracted text cut at heading lines: [heading, squashed text up to the next heading]. */
function sectionsInText(text: string, headings: string[]): [string, string][] {
  const sections: [string, string][] = [];
  for (const line of text.split('\n')) {
    const heading = headings.find((h) => squash(line) === h);
    const current = sections.at(-1);
    if (heading) sections.push([heading, '']);
    else if (current) current[1] += squash(line);
  }
  return sections;
}

async function readFixture(file: string) {
  return convertFile(fs.readFileSync(path.join(fixtures, file)));
}

/** A pdf.js-like text item; width from the characters (CJK one em, others half an em). */
function item(str: string, x: number, y: number, size = 12, width?: number): TPdfTextItem {
  const w = width ?? [...str].reduce((sum, c) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(c) ? size : size / 2), 0);
  return { str, transform: [size, 0, 0, size, x, y], width: w, height: size, hasEOL: false };
}

describe('two-column PDFs come out in reading order', () => {
  it('reads a sidebar resume: the left column top to bottom, then the right one, title first', async () => {
    const result = await readFixture('zh-two-column.pdf');
    expect(result.pages).toBe(1);
    expect(result.text.startsWith('李思远\n求职意向：高级后端开发工程师 ｜ 期望城市：杭州')).toBe(true);
    // The main column comes first in the file, so a reader that follows the file gets this wrong.
    const order = ['基本信息', '联系方式', '专业技能', '证书', '工作经历', '项目经验', '教育背景', '自我评价'];
    const expected = sectionsInHtml('zh-two-column.html');
    // Every section whole and alone: no sidebar line inside a work bullet, nothing out of order.
    expect(sectionsInText(result.text, order)).toEqual(order.map((h) => [h, expected.get(h)]));
    expect(result.text).toContain('杭州青禾网络科技有限公司'); // 青 arrives as the radical ⻘
    // The e-mail address did not fit after its label; the skills wrapped in the narrow sidebar.
    expect(result.text).toContain('电话：138 0013 8000\n邮箱：lisiyuan@example.com\n');
    expect(result.text).toContain(
      '\n专业技能\n熟练使用 Java 与 Spring Boot\n熟悉 MySQL 索引优化与分库分表\n' +
        '熟悉 Redis、Kafka、Elasticsearch\n了解 Kubernetes 容器部署\n',
    );
    expect(parseResume(result.text).skills).toEqual([
      '熟练使用 Java 与 Spring Boot',
      '熟悉 MySQL 索引优化与分库分表',
      '熟悉 Redis、Kafka、Elasticsearch',
      '了解 Kubernetes 容器部署',
    ]);
  });

  it('reads two equal columns left then right, with the full-width contact line above them', async () => {
    const result = await readFixture('zh-two-column-equal.pdf');
    const order = ['工作经历', '教育背景', '证书', '项目经验', '专业技能', '自我评价'];
    const expected = sectionsInHtml('zh-two-column-equal.html');
    expect(sectionsInText(result.text, order)).toEqual(order.map((h) => [h, expected.get(h)]));
    expect(result.text.split('\n').slice(0, 2)).toEqual([
      '陈静怡',
      '电话：139 0013 8000 ｜ 邮箱：chenjingyi@example.com ｜ 求职意向：产品经理 ｜ 现居：成都',
    ]);
    // A blank line where the left column ends and the right one starts.
    expect(result.text).toContain('NPDP 产品经理国际资格认证\n\n项目经验\n');
    // The job title and the major wrapped in the narrow column, mid-word.
    const parsed = parseResume(result.text);
    expect(parsed.work[0]).toMatchObject({ company: '成都百川电子商务有限公司', title: '产品经理' });
    expect(parsed.education[0]).toMatchObject({ school: '四川大学', major: '信息管理与信息系统' });
  });

  it('still reads a one-column resume line by line, with blank lines between sections', async () => {
    const result = await readFixture('zh-one-column.pdf');
    const order = ['教育背景', '工作经历', '项目经验', '专业技能', '自我评价'];
    const expected = sectionsInHtml('zh-one-column.html');
    expect(sectionsInText(result.text, order)).toEqual(order.map((h) => [h, expected.get(h)]));
    expect(result.text).toContain(
      '\n\n工作经历\n2020.07-至今 上海云图信息技术有限公司 前端开发工程师\n\n' +
        '负责企业级数据看板的前端开发，使用 React 与 TypeScript 重构核心模块\n搭建组件库并推动团队接入，页面开发效率明显提升\n\n',
    );
  });

  it('reads every page of a five-page resume in order, pages apart', async () => {
    const result = await readFixture('zh-multi-page.pdf');
    expect(result.pages).toBe(5);
    const marks = [1, 2, 3, 4, 5].map((n) => result.text.indexOf(`工作经历（${n}/5）`));
    expect(marks.every((at, n) => at > (n === 0 ? 0 : marks[n - 1]!))).toBe(true);
    expect(result.text).not.toMatch(/[\u2e80-\u2fdf]/);
  });
});

describe('wrapped lines come out as the paragraphs they were written as', () => {
  const rendered = fs
    .readdirSync(fixtures)
    .filter((f) => f.endsWith('.html') && fs.existsSync(path.join(fixtures, f.replace(/\.html$/, '.pdf'))))
    .filter((f) => paragraphsInHtml(f).length > 0);

  it.each(rendered)('every <p> and <li> of %s is exactly one line', async (html) => {
    const result = await readFixture(html.replace(/\.html$/, '.pdf'));
    const lines = new Set(result.text.split('\n').map(squash));
    const paragraphs = paragraphsInHtml(html);
    expect(paragraphs.length).toBeGreaterThan(0);
    expect(paragraphs.filter((p) => !lines.has(p))).toEqual([]);
  });
});

describe('layoutPageText on synthetic items', () => {
  it('orders a line by x, keeps CJK fragments together and puts spaces where the gaps are', () => {
    const items = [
      item('用', 100, 500),
      item('使', 88, 500),
      item('React', 116, 500), // 4 pt after 用: a mixed-script gap of a third of an em
      item(' ', 145, 500, 12, 4),
      item('与', 150, 500), // an explicit space item
      item('负责前端开发，', 4, 500.6), // a slightly different baseline, same line
      item('TypeScript', 166, 500, 12, 60),
      item('TypeScript', 166.4, 500, 12, 60), // fake bold: drawn twice
      item('重构', 228, 500), // 2 pt after a Latin word: not a word space
    ];
    expect(layoutPageText(items, 600)).toBe('负责前端开发，使用 React 与 TypeScript重构');
    // CJK characters a bit apart (justified text) stay together; a whole blank em apart they do not.
    expect(layoutPageText([item('复旦', 0, 100), item('大学', 28, 100), item('本科', 64, 100)], 600)).toBe(
      '复旦大学 本科',
    );
  });

  it('groups by baseline with a tolerance relative to the font size, top to bottom', () => {
    const items = [item('第三行', 0, 64), item('第一行', 0, 100), item('第二', 0, 82), item('行', 24, 83.5)];
    expect(layoutPageText(items, 600)).toBe('第一行\n第二行\n第三行');
  });

  it('reads a sidebar layout: title in place, then the left column, then the right one', () => {
    const items: TPdfTextItem[] = [];
    const right = [
      '工作经历',
      '负责订单中心开发',
      '主导库存服务拆分',
      '项目经验',
      '统一支付网关',
      '教育背景',
      '东南大学',
    ];
    const left = ['联系方式', '电话 138 0013 8000', '专业技能', 'Java', 'MySQL'];
    // The right column first, as in a PDF whose source put the main column first; other rhythm.
    right.forEach((s, i) => items.push(item(s, 200, 690 - i * 19)));
    left.forEach((s, i) => items.push(item(s, 40, 694 - i * 17, 10)));
    items.push(item('姓名：李思远　求职意向：后端开发工程师　期望城市：杭州', 40, 740, 14));
    expect(layoutPageText(items, 600)).toBe(
      ['姓名：李思远　求职意向：后端开发工程师　期望城市：杭州', '', ...left, '', ...right].join('\n'),
    );
  });

  it('reads equal columns whose baselines line up, and a full-width line between two column runs', () => {
    const items: TPdfTextItem[] = [];
    for (let i = 0; i < 5; i++) {
      items.push(item(`左上第${i + 1}行`, 40, 700 - i * 18), item(`右上第${i + 1}行`, 320, 700 - i * 18));
      items.push(item(`左下第${i + 1}行`, 40, 500 - i * 18), item(`右下第${i + 1}行`, 320, 500 - i * 18));
    }
    items.push(item('这是一行横跨两栏的说明文字，它的宽度超过了栏间的空白区域', 40, 560, 12, 480));
    const lines = (prefix: string) => [1, 2, 3, 4, 5].map((n) => `${prefix}第${n}行`);
    expect(layoutPageText(items, 600)).toBe(
      [
        ...lines('左上'),
        '',
        ...lines('右上'),
        '',
        '这是一行横跨两栏的说明文字，它的宽度超过了栏间的空白区域',
        '',
        ...lines('左下'),
        '',
        ...lines('右下'),
      ].join('\n'),
    );
  });

  it('does not split a one-column page with dates on the right or a date column on the left', () => {
    const rightDates: TPdfTextItem[] = [];
    const leftDates: TPdfTextItem[] = [];
    let y = 700;
    for (let job = 0; job < 3; job++) {
      rightDates.push(item(`公司${job + 1} 后端开发工程师`, 40, y), item('2019.07-2021.02', 470, y, 12, 90));
      leftDates.push(item('2019.07-2021.02', 40, y, 12, 90), item(`公司${job + 1} 后端开发工程师`, 160, y));
      for (let bullet = 0; bullet < 3; bullet++) {
        y -= 18;
        rightDates.push(item(`负责第${bullet + 1}项工作`, 52, y));
        leftDates.push(item(`负责第${bullet + 1}项工作`, 160, y));
      }
      y -= 18;
    }
    const rightText = layoutPageText(rightDates, 600).split('\n');
    expect(rightText).toHaveLength(12);
    expect(rightText[4]).toBe('公司2 后端开发工程师 2019.07-2021.02');
    const leftText = layoutPageText(leftDates, 600).split('\n');
    expect(leftText).toHaveLength(12);
    expect(leftText[8]).toBe('2019.07-2021.02 公司3 后端开发工程师');
  });

  it('puts a blank line where the gap is clearly bigger than the line spacing', () => {
    const items = [
      item('工作经历', 0, 700, 14),
      item('第一行', 0, 680),
      item('第二行', 0, 662),
      item('第三行', 0, 644),
      item('项目经验', 0, 610, 14),
      item('第四行', 0, 590),
    ];
    expect(layoutPageText(items, 600)).toBe('工作经历\n第一行\n第二行\n第三行\n\n项目经验\n第四行');
  });

  it('handles pages without text and puts rotated text after the page', () => {
    expect(layoutPageText([], 600)).toBe('');
    expect(layoutPageText([item('', 0, 0), item('   ', 10, 10)], 600)).toBe('');
    const stamp: TPdfTextItem = { str: '仅供投递使用', transform: [0, 12, -12, 0, 300, 300], width: 72, height: 12 };
    expect(layoutPageText([stamp, item('正文', 0, 700)], 600)).toBe('正文\n\n仅供投递使用');
  });
});

describe('layoutPageText joins lines the renderer wrapped', () => {
  /** A page whose left margin is 40 and whose right margin mirrors it, so lines wrap at x = 40 + width. */
  const pageFor = (width: number) => 80 + width;
  /** 30 CJK characters (360 pt) and more: `FULL.slice(0, 30)` is a full line on a page where lines wrap at 40 + 364. */
  const FULL = '负责订单中心与支付对账服务的设计和开发日均处理订单约八十万笔并持续优化';
  const PAGE = pageFor(364);

  /** Lines at x = 40, 18 pt apart from y = 700. */
  function layout(lines: string[], page = PAGE): string {
    return layoutPageText(
      lines.map((line, i) => item(line, 40, 700 - i * 18)),
      page,
    );
  }

  it('joins a line that reached the right edge with the next one, but not a short line', () => {
    const full = FULL.slice(0, 30);
    expect(layout([full, '接口平均响应时间控制在五十毫秒以内', '主导库存服务拆分', full, '直到压测通过'])).toBe(
      `${full}接口平均响应时间控制在五十毫秒以内\n主导库存服务拆分\n${full}直到压测通过`,
    );
    // Three lines of one paragraph; the line after a full line whose room would have held a character is its own.
    expect(layout([full, full, '第三行', full.slice(0, 28), '下一段'])).toBe(
      `${full}${full}第三行\n${full.slice(0, 28)}\n下一段`,
    );
  });

  it('does not join across a paragraph gap, a change of font size or a different indent', () => {
    const full = FULL.slice(0, 30);
    // 21 pt apart where the wrapped lines are 18 apart: a paragraph margin, too small for a blank line.
    const gap = [item(full, 40, 700), item('第二行', 40, 682), item(full, 40, 664), item('新段落', 40, 643)];
    expect(layoutPageText(gap, PAGE)).toBe(`${full}第二行\n${full}\n新段落`);
    expect(layoutPageText([item(full, 40, 700), item('小字', 40, 684, 10)], PAGE)).toBe(`${full}\n小字`);
    expect(layoutPageText([item(full, 40, 700), item('缩进', 64, 682)], PAGE)).toBe(`${full}\n缩进`);
  });

  it('never joins after a date or a right-aligned item, nor before a date, a bullet or a number', () => {
    const title = '杭州青禾网络科技有限公司后端开发工程师'; // 19 characters, 228 pt
    // A date range at the end of a full line; a right-aligned item (a city) far from the rest.
    const dated = `${title} 2019.07-2021.02`;
    expect(layout([dated, '负责订单中心开发'], pageFor(item(dated, 0, 0).width + 4))).toBe(
      `${dated}\n负责订单中心开发`,
    );
    const farDate = [item(title, 40, 700), item('杭州', 40 + 340, 700), item('负责订单中心开发', 40, 682)];
    expect(layoutPageText(farDate, PAGE)).toBe(`${title} 杭州\n负责订单中心开发`);
    const full = FULL.slice(0, 30);
    for (const next of [
      '• 负责订单中心',
      '- 负责订单中心',
      '1. 负责订单中心',
      '（2）负责订单中心',
      '2020.03 起负责',
      '、负责',
    ]) {
      expect(layout([full, next])).toBe(`${full}\n${next}`);
    }
    // Nor after the end of a sentence, nor two "label：" fields that happen to fill the line.
    expect(layout([`${full.slice(0, 29)}。`, '第二句'])).toBe(`${full.slice(0, 29)}。\n第二句`);
    expect(layout(['电话：13800138000', '邮箱：a@b.cn'], pageFor(15 * 6 + 36 + 2))).toBe(
      '电话：13800138000\n邮箱：a@b.cn',
    );
  });

  it('spaces joined lines: none between CJK characters or next to full-width punctuation, one otherwise', () => {
    const wrap = (upper: string, lower: string) => {
      const width = item(upper, 0, 0).width;
      return layoutPageText([item(upper, 40, 700), item(lower, 40, 682)], pageFor(width + 4));
    };
    expect(wrap('了解 Kubernetes 容器部', '署')).toBe('了解 Kubernetes 容器部署');
    expect(wrap('熟练使用 Java 与', 'Spring Boot')).toBe('熟练使用 Java 与 Spring Boot');
    expect(wrap('熟悉 Redis、Kafka、', 'Elasticsearch')).toBe('熟悉 Redis、Kafka、Elasticsearch');
    expect(wrap('使用消息队列基于', 'Kafka 处理')).toBe('使用消息队列基于 Kafka 处理');
    expect(wrap('Built the payment gateway and the', 'reconciliation jobs')).toBe(
      'Built the payment gateway and the reconciliation jobs',
    );
    // A word broken at a hyphen is whole again when both halves are lower case; otherwise the hyphen stays.
    expect(wrap('Led the front-end devel-', 'opment of dashboards')).toBe(
      'Led the front-end development of dashboards',
    );
    expect(wrap('Built tools for the COVID-', '19 response team')).toBe('Built tools for the COVID-19 response team');
    // A label whose value (an address, a URL) did not fit after it; a label alone on its line stays.
    expect(wrap('邮箱：', 'lisiyuan.example@example.com')).toBe('邮箱：lisiyuan.example@example.com');
    expect(layout(['主修课程：', '数据结构、操作系统'])).toBe('主修课程：\n数据结构、操作系统');
  });

  it('joins a bullet item wrapped with a hanging indent, not the next bullet or a line under the bullet', () => {
    const text = FULL.slice(0, 29); // from x = 52 to 400: full
    const items = [
      item('•', 40, 700),
      item(text, 52, 700),
      item('接口平均响应时间控制在五十毫秒以内', 52, 682),
      item('•', 40, 664),
      item(text, 52, 664),
      item('主修课程不是续行', 40, 646),
    ];
    expect(layoutPageText(items, PAGE).split('\n')).toEqual([
      `• ${text}接口平均响应时间控制在五十毫秒以内`,
      `• ${text}`,
      '主修课程不是续行',
    ]);
    // The bullet in the same item as the text: "• " is 12 pt wide, so the text starts at 52.
    const inline = [item('• 主导库存服务拆分', 40, 700), item('引入消息队列', 52, 682), item('削峰填谷', 40, 664)];
    expect(layoutPageText(inline, pageFor(108 + 4))).toBe('• 主导库存服务拆分引入消息队列\n削峰填谷');
  });

  it('joins in a left column only when its text fills the column up to the gutter', () => {
    const sidebar = (left: string[], rightX: number) => {
      const items: TPdfTextItem[] = [];
      left.forEach((s, i) => items.push(item(s, 40, 700 - i * 18)));
      for (let i = 0; i < 6; i++) items.push(item(`工作经历第${i + 1}行`, rightX, 700 - i * 18));
      return layoutPageText(items, 600).split('\n\n')[0];
    };
    // Ten characters fill the column (40 to 160); the main column starts 30 pt (2.5 em) after it.
    expect(sidebar(['熟练掌握数据结构与算', '法', '熟悉常用的设计模式与', '重构方法', '了解容器'], 190)).toBe(
      '熟练掌握数据结构与算法\n熟悉常用的设计模式与重构方法\n了解容器',
    );
    // Tags of one width far from the main column: the column is wider than its widest line.
    expect(sidebar(['团队协作', '沟通能力', '抗压能力', '学习能力'], 190)).toBe(
      '团队协作\n沟通能力\n抗压能力\n学习能力',
    );
  });
});
