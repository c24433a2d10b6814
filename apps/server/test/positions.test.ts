import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authConfig, bearer, register } from './support/auth.ts';
import { createTestApp } from './support/test-app.ts';

const P = '/api/v1/positions';

/** One factory for positions (the browser tests use the same shape through the API). */
function buildPosition(overrides: Record<string, unknown> = {}) {
  return {
    name: '高级前端开发工程师',
    company_name: '杭州云帆网络科技有限公司',
    responsibilities: '1. 负责 SaaS 产品前端架构设计\n2. 推动前端工程化与性能优化',
    requirements: { items: ['精通 React 与 TypeScript', '熟悉微服务与 Node.js'] },
    work_location: '杭州·西湖区',
    industry: '互联网/IT',
    experience_level: '3-5年',
    salary_range: '25-40K·15薪',
    is_template: false,
    is_public: false,
    ...overrides,
  };
}

describe('positions API', () => {
  let app: FastifyInstance;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp(authConfig({ captchaMode: 'off' }));
    alice = bearer((await register(app)).access_token);
    bob = bearer((await register(app)).access_token);
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const create = async (headers: Record<string, string>, overrides: Record<string, unknown> = {}) => {
    const res = await call('POST', P, headers, buildPosition(overrides));
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: number; name: string };
  };

  it('needs a signed-in user', async () => {
    const res = await app.inject({ method: 'GET', url: P });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: '未登录或登录已过期，请重新登录' });
  });

  it('creates, reads, updates and deletes, with the {success, data, message, error} envelope', async () => {
    const created = await call('POST', P, alice, buildPosition());
    expect(created.json()).toMatchObject({ success: true, message: '岗位创建成功', error: null });
    const position = created.json().data;
    expect(position).toMatchObject({
      name: '高级前端开发工程师',
      company_name: '杭州云帆网络科技有限公司',
      requirements: { items: ['精通 React 与 TypeScript', '熟悉微服务与 Node.js'] },
      is_template: false,
      is_public: false,
    });

    const read = await call('GET', `${P}/${position.id}`, alice);
    expect(read.json().data).toEqual(position);

    const updated = await call('PUT', `${P}/${position.id}`, alice, {
      name: '资深前端工程师',
      requirements: { items: ['  ', '精通 React'] },
      salary_range: '30-45K',
    });
    expect(updated.json()).toMatchObject({
      success: true,
      message: '岗位已更新',
      data: {
        name: '资深前端工程师',
        requirements: { items: ['精通 React'] },
        salary_range: '30-45K',
        company_name: null,
      },
    });

    const removed = await call('DELETE', `${P}/${position.id}`, alice);
    expect(removed.json()).toMatchObject({ success: true, message: '岗位已删除', data: { id: position.id } });
    expect((await call('GET', `${P}/${position.id}`, alice)).statusCode).toBe(404);
    expect((await call('DELETE', `${P}/${position.id}`, alice)).statusCode).toBe(404);
  });

  it('never stores an empty requirements list', async () => {
    const a = await call('POST', P, alice, buildPosition({ requirements: { items: [] } }));
    expect(a.json().data.requirements).toBeNull();
    const b = await call('POST', P, alice, buildPosition({ requirements: { items: ['', '   '] } }));
    expect(b.json().data.requirements).toBeNull();
    const c = await call('POST', P, alice, buildPosition({ requirements: undefined }));
    expect(c.json().data.requirements).toBeNull();
  });

  it('lists with paging (defaults page 1, size 10) and the list fields of spec §3', async () => {
    const fresh = bearer((await register(app)).access_token);
    for (let i = 1; i <= 12; i += 1) await create(fresh, { name: `岗位 ${i}` });
    const first = await call('GET', P, fresh);
    const body = first.json().data;
    expect(body).toMatchObject({ total: 12, page: 1, page_size: 10 });
    expect(body.positions).toHaveLength(10);
    expect(Object.keys(body.positions[0]).sort()).toEqual(
      [
        'company_name',
        'experience_level',
        'id',
        'industry',
        'is_public',
        'name',
        'salary_range',
        'updated_at',
        'work_location',
      ].sort(),
    );
    const second = await call('GET', `${P}?page=2&page_size=10`, fresh);
    expect(second.json().data).toMatchObject({ total: 12, page: 2 });
    expect(second.json().data.positions).toHaveLength(2);
    // Past the last page: no rows, and still the total (the page query carries it only with rows).
    expect((await call('GET', `${P}?page=3&page_size=10`, fresh)).json().data).toMatchObject({
      positions: [],
      total: 12,
    });
    const none = bearer((await register(app)).access_token);
    expect((await call('GET', P, none)).json().data).toMatchObject({ positions: [], total: 0 });
    expect((await call('GET', `${P}?page=0`, fresh)).statusCode).toBe(400);
  });

  it("keeps each user's positions to themselves: 404 on every call, absent from lists and search", async () => {
    const mine = await create(alice, { name: '只属于 Alice 的岗位' });
    for (const [method, url, payload] of [
      ['GET', `${P}/${mine.id}`, undefined],
      ['GET', `${P}/${mine.id}/related`, undefined],
      ['PUT', `${P}/${mine.id}`, { ...buildPosition({ name: '被篡改' }), is_template: undefined }],
      ['DELETE', `${P}/${mine.id}`, undefined],
    ] as const) {
      const res = await call(method, url, bob, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: '岗位不存在或已被删除' });
    }
    const list = (await call('GET', `${P}?page_size=100`, bob)).json().data.positions as { id: number }[];
    expect(list.some((p) => p.id === mine.id)).toBe(false);
    const search = (await call('POST', `${P}/search`, bob, { keyword: 'Alice' })).json().data;
    expect(search.total).toBe(0);
    // Still intact for its owner.
    expect((await call('GET', `${P}/${mine.id}`, alice)).json().data.name).toBe('只属于 Alice 的岗位');
  });

  it('refuses bad input with a Chinese 400 and changes nothing', async () => {
    const kept = await create(alice, { name: '不会被改坏的岗位' });
    const cases: [string, unknown, RegExp][] = [
      ['POST', buildPosition({ name: '' }), /请填写岗位名称/],
      ['POST', buildPosition({ name: '长'.repeat(101) }), /岗位名称不能超过100个字/],
      ['POST', buildPosition({ responsibilities: '职'.repeat(5001) }), /岗位职责不能超过5000个字/],
      ['POST', buildPosition({ requirements: { items: ['x'.repeat(501)] } }), /每条任职要求不能超过500个字/],
      ['POST', buildPosition({ salary_range: 's'.repeat(51) }), /薪资范围不能超过50个字/],
      ['POST', buildPosition({ is_template: true }), /请求体有误：is_template：只能是 false/],
      ['PUT', { ...buildPosition({ name: '' }), is_template: undefined }, /请填写岗位名称/],
      ['PUT', buildPosition({ name: '带了 is_template' }), /^请求体含有不支持的字段 is_template$/],
    ];
    for (const [method, payload, message] of cases) {
      const res = await call(method as 'POST' | 'PUT', method === 'POST' ? P : `${P}/${kept.id}`, alice, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().error).toMatch(message);
    }
    expect((await call('GET', `${P}/abc`, alice)).json().error).toMatch(/岗位编号无效/);
    expect((await call('GET', `${P}/${kept.id}`, alice)).json().data.name).toBe('不会被改坏的岗位');
  });

  it('searches Chinese keywords by words, not only substrings, with filters and paging', async () => {
    const carol = bearer((await register(app)).access_token);
    await create(carol, {
      name: '前端开发工程师',
      company_name: '北京星图科技',
      work_location: '北京',
      experience_level: '1-3年',
      requirements: { items: ['熟悉 React'] },
    });
    await create(carol, {
      name: 'Java 后端开发工程师',
      company_name: '上海数海网络',
      work_location: '上海',
      responsibilities: '负责订单系统的微服务开发',
      requirements: { items: ['熟悉 Spring Boot'] },
    });
    await create(carol, {
      name: '财务分析师',
      company_name: '深圳澄明消费品',
      work_location: '深圳',
      industry: '消费零售',
      responsibilities: '编制经营分析报告',
      requirements: { items: ['熟练使用 Excel'] },
    });
    const search = async (body: Record<string, unknown>) => {
      const res = await call('POST', `${P}/search`, carol, body);
      expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBe(200);
      return res.json().data;
    };

    // "前端工程师" is not a substring of "前端开发工程师": segmentation finds it.
    const frontEnd = await search({ keyword: '前端工程师' });
    expect(frontEnd.positions.map((p: { name: string }) => p.name)).toEqual(['前端开发工程师']);
    // Words from the duties and requirements count too.
    expect((await search({ keyword: '订单 微服务' })).positions.map((p: { name: string }) => p.name)).toEqual([
      'Java 后端开发工程师',
    ]);
    expect((await search({ keyword: '经营分析' })).positions.map((p: { name: string }) => p.name)).toEqual([
      '财务分析师',
    ]);
    expect((await search({ keyword: 'spring boot' })).total).toBe(1);
    // All words must match.
    expect((await search({ keyword: '前端 财务' })).total).toBe(0);
    // Filters narrow; location matches a part.
    expect(
      (await search({ keyword: '开发', work_location: '上海' })).positions.map((p: { name: string }) => p.name),
    ).toEqual(['Java 后端开发工程师']);
    expect((await search({ industry: '消费零售' })).total).toBe(1);
    expect((await search({ experience_level: '1-3年' })).total).toBe(1);
    const paged = await search({ keyword: '工程师', page: 1, page_size: 1 });
    expect(paged).toMatchObject({ total: 2, page: 1, page_size: 1 });
    expect(await search({ industry: '消费零售', page: 5, page_size: 1 })).toMatchObject({ positions: [], total: 1 });
    expect(paged.positions).toHaveLength(1);
    // Special characters are just text.
    expect((await call('POST', `${P}/search`, carol, { keyword: "%' or 1=1 --" })).json().data.total).toBe(0);
  });

  it('answers the related data of a position (counts and latest items)', async () => {
    const pos = await create(alice);
    const res = await call('GET', `${P}/${pos.id}/related`, alice);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        position_id: pos.id,
        resumes: { count: 0, latest: [] },
        optimizations: { count: 0, latest: [] },
        interviews: { count: 0, latest: [] },
      },
    });
  });

  it('ships a template library of 60+ Chinese positions in 8+ categories, browsable and clonable', async () => {
    const categories = (await call('GET', `${P}/templates/categories`, alice)).json().data as {
      category: string;
      count: number;
    }[];
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(categories.map((c) => c.category)).toEqual(
      expect.arrayContaining(['技术研发', '产品', '设计', '运营', '市场', '销售', '人力与行政', '财务与金融']),
    );
    expect(categories.reduce((n, c) => n + c.count, 0)).toBeGreaterThanOrEqual(60);

    const all = (await call('GET', `${P}/templates?page_size=100`, alice)).json().data;
    expect(all.total).toBeGreaterThanOrEqual(60);
    for (const t of all.templates) {
      expect(t.name).toMatch(/[\u4e00-\u9fa5]/);
      expect(t.responsibilities.split('\n').length).toBeGreaterThanOrEqual(3);
      expect(t.requirements.items.length).toBeGreaterThanOrEqual(3);
      expect(t.experience_level).toBeTruthy();
      expect(t.salary_range).toMatch(/\d+-\d+K/);
    }
    const product = (
      await call('GET', `${P}/templates?category=${encodeURIComponent('产品')}&page_size=50`, alice)
    ).json().data;
    expect(product.templates.every((t: { category: string }) => t.category === '产品')).toBe(true);
    expect(product.total).toBe(categories.find((c) => c.category === '产品')!.count);

    const template = product.templates[0];
    const cloned = await call('POST', `${P}/templates/${template.id}/clone`, alice, {
      custom_name: '我的产品经理岗位',
    });
    expect(cloned.json()).toMatchObject({
      success: true,
      message: '已从模板创建岗位',
      data: {
        name: '我的产品经理岗位',
        responsibilities: template.responsibilities,
        requirements: template.requirements,
        template_id: template.id,
        is_template: false,
        is_public: false,
      },
    });
    const plain = await call('POST', `${P}/templates/${template.id}/clone`, alice, {});
    expect(plain.json().data.name).toBe(template.name);
    // The clone is the user's own: found by search, invisible to others.
    expect((await call('POST', `${P}/search`, alice, { keyword: '我的产品经理' })).json().data.total).toBe(1);
    expect((await call('GET', `${P}/${cloned.json().data.id}`, bob)).statusCode).toBe(404);
    expect((await call('POST', `${P}/templates/999999/clone`, alice, {})).json()).toMatchObject({
      success: false,
      error: '岗位模板不存在',
    });
  });

  it('reads a pasted job advert into position fields', async () => {
    const res = await call('POST', `${P}/parse-advert`, alice, {
      text: '产品经理 20-30K\n某某科技有限公司\n北京 | 3-5年\n岗位职责：\n1. 负责需求调研\n任职要求：\n1. 3年以上产品经验',
    });
    expect(res.json().data).toMatchObject({
      title: '产品经理',
      company: '某某科技有限公司',
      location: '北京',
      experience: '3-5年',
      salary: '20-30K',
      duties: '1. 负责需求调研',
      requirements: ['3年以上产品经验'],
    });
    expect((await call('POST', `${P}/parse-advert`, alice, { text: '   ' })).json().error).toMatch(/请粘贴招聘信息/);
  });
});
