import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJobAdvert, segmentForSearch } from '../src/text/index.ts';
import { CORPUS_DIR, hasCorpus } from './support/corpus.ts';

const ZH_ADVERT = `高级前端开发工程师 25-40K·15薪
杭州云帆网络科技有限公司
杭州·西湖区 | 3-5年 | 本科
岗位职责：
1. 负责公司 SaaS 产品的前端架构设计与核心模块开发；
2. 推动前端工程化建设，提升构建效率与代码质量；
3、与产品、设计、后端协作，保证需求按期高质量交付。
任职要求：
1. 本科及以上学历，3年以上前端开发经验；
2. 精通 React、TypeScript，熟悉 Webpack/Vite 等构建工具；
3. 有大型中后台项目经验者优先。
加分项：
- 有开源项目贡献
福利待遇：
五险一金、年度体检`;

const ZH_KEY_VALUE = `职位名称：财务分析师
公司名称：上海澄明消费品有限公司
工作地点：上海市静安区
薪资：1.5-2万/月
经验要求：经验不限
【工作内容】
（1）编制月度经营分析报告
（2）跟踪预算执行并分析差异
【任职资格】
（1）财务、会计相关专业本科
（2）熟练使用 Excel，了解 SQL 者优先`;

describe('built-in job-advert reader', () => {
  it('reads a typical Chinese advert: title, company, location, experience, salary, duties, requirements', () => {
    const r = parseJobAdvert(ZH_ADVERT);
    expect(r.title).toBe('高级前端开发工程师');
    expect(r.company).toBe('杭州云帆网络科技有限公司');
    // The district is part of the work location (issue 19, item 8).
    expect(r.location).toBe('杭州·西湖区');
    expect(r.experience).toBe('3-5年');
    expect(r.salary).toBe('25-40K·15薪');
    expect(r.industry).toBe('互联网/IT');
    expect(r.duties?.split('\n')).toEqual([
      '1. 负责公司 SaaS 产品的前端架构设计与核心模块开发',
      '2. 推动前端工程化建设，提升构建效率与代码质量',
      '3. 与产品、设计、后端协作，保证需求按期高质量交付',
    ]);
    expect(r.requirements).toEqual([
      '本科及以上学历，3年以上前端开发经验',
      '精通 React、TypeScript，熟悉 Webpack/Vite 等构建工具',
      '有大型中后台项目经验者优先',
      '加分项：有开源项目贡献',
    ]);
    // Benefits are not duties.
    expect(r.duties).not.toContain('五险一金');
    expect(r.evidence.find((e) => e.field === 'salary')?.source).toContain('25-40K');
  });

  it('reads labelled fields and 【】 headers', () => {
    const r = parseJobAdvert(ZH_KEY_VALUE);
    expect(r).toMatchObject({
      title: '财务分析师',
      company: '上海澄明消费品有限公司',
      location: '上海市静安区',
      salary: '1.5-2万/月',
      experience: '经验不限',
      requirements: ['财务、会计相关专业本科', '熟练使用 Excel，了解 SQL 者优先'],
    });
    expect(r.duties).toBe('1. 编制月度经营分析报告\n2. 跟踪预算执行并分析差异');
  });

  it('keeps the district of the work location (杭州·余杭区), wherever the place is written', () => {
    const cases: [string, string][] = [
      ['Java开发工程师 20-35K·14薪\n杭州·余杭区 3-5年 本科\n岗位职责：\n1. 负责后端开发', '杭州·余杭区'],
      ['后端工程师\n工作地点：杭州·余杭区\n岗位职责：负责开发', '杭州·余杭区'],
      ['测试工程师\n上海市浦东新区 | 1-3年\n岗位职责：负责测试', '上海·浦东新区'],
      ['产品经理\n北京 | 经验不限\n岗位职责：负责需求', '北京'],
    ];
    for (const [advert, location] of cases) expect(parseJobAdvert(advert).location, advert).toBe(location);
    // A place on the company's line (「公司 · 上海·长宁区 · 薪资」) is the location; the company's
    // own name is not (上海启明软件有限公司 in Shenzhen).
    const onCompanyLine = parseJobAdvert(
      'Java 后端工程师\n上海启明软件有限公司 · 上海·长宁区 · 25-40K\n岗位职责：负责开发',
    );
    expect(onCompanyLine).toMatchObject({ company: '上海启明软件有限公司', location: '上海·长宁区' });
    const shenzhen = parseJobAdvert('Java 后端工程师\n上海启明软件有限公司\n工作地点：深圳\n岗位职责：负责开发');
    expect(shenzhen.location).toBe('深圳');
    // A place on the title line is the location, not part of the title.
    const r = parseJobAdvert('后端工程师 杭州·余杭区\n岗位职责：负责开发');
    expect(r).toMatchObject({ title: '后端工程师', location: '杭州·余杭区' });
  });

  it('never invents: text with no advert in it gives empty fields', () => {
    const r = parseJobAdvert('你好，今天天气不错。');
    expect(r).toMatchObject({
      title: null,
      company: null,
      salary: null,
      experience: null,
      location: null,
      requirements: [],
    });
  });

  it.skipIf(!hasCorpus)('finds the sections of the real English vacancies in the corpus', () => {
    const csv = fs.readFileSync(path.join(CORPUS_DIR, 'vacancy-resume/5_vacancies.csv'), 'utf8');
    const rows = [...csv.matchAll(/^\d+,"([\s\S]*?)",([^,\n]*),/gm)];
    expect(rows.length).toBe(5);
    let withSections = 0;
    for (const [, text] of rows) {
      const r = parseJobAdvert(text!);
      if (r.duties && r.requirements.length > 0) withSections += 1;
      // Whatever it found is copied from the advert.
      for (const item of r.requirements)
        expect(text!.replace(/\s+/g, ' ')).toContain(item.replace(/^加分项：/, '').slice(0, 20));
    }
    expect(withSections).toBeGreaterThanOrEqual(3);
  });
});

describe('Chinese segmentation for search', () => {
  it('splits Chinese into words and their parts, lower-cased, without stopwords and punctuation', () => {
    const words = segmentForSearch('高级前端开发工程师，负责React和TypeScript项目');
    expect(words).toEqual(
      expect.arrayContaining(['前端', '开发', '前端开发', '工程师', 'react', 'typescript', '项目']),
    );
    expect(words).not.toContain('和');
    expect(words).not.toContain('，');
  });
});
