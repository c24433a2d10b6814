import { describe, expect, it } from 'vitest';
import { toCreatePayload, toForm, toUpdatePayload } from '../src/features/positions/payload.ts';

describe('position payload mapping (spec §3)', () => {
  it('maps title, duties and company, sends requirements as items, is_template false, is_public false', () => {
    expect(
      toCreatePayload({
        title: ' 数据分析师 ',
        duties: '编制报表',
        company: '示例公司',
        requirements: '1. 熟练使用 SQL\n\n- 熟悉 Python\n',
        work_location: '上海',
      }),
    ).toEqual({
      name: '数据分析师',
      responsibilities: '编制报表',
      company_name: '示例公司',
      requirements: { items: ['熟练使用 SQL', '熟悉 Python'] },
      work_location: '上海',
      industry: undefined,
      experience_level: undefined,
      salary_range: undefined,
      is_public: false,
      is_template: false,
    });
  });

  it('omits an empty requirements list, and has no is_template on update', () => {
    const create = toCreatePayload({ title: '岗位', requirements: '  \n ' });
    expect('requirements' in create).toBe(false);
    const update = toUpdatePayload({ title: '岗位' });
    expect('requirements' in update).toBe(false);
    expect('is_template' in update).toBe(false);
  });

  it('round-trips a stored position through the form', () => {
    const stored = {
      name: '前端开发工程师',
      company_name: null,
      responsibilities: '负责页面开发',
      requirements: { items: ['熟悉 React', '熟悉 TypeScript'] },
      work_location: '杭州',
      industry: '互联网/IT',
      experience_level: '1-3年',
      salary_range: '15-25K',
      is_public: false,
    };
    expect(toUpdatePayload(toForm(stored))).toMatchObject({
      name: '前端开发工程师',
      requirements: { items: ['熟悉 React', '熟悉 TypeScript'] },
      company_name: undefined,
    });
  });
});
