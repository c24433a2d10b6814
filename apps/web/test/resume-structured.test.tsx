import type { TResumeJson } from '@offerpilot/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResumeStructured } from '../src/features/resumes/components/resume-structured.tsx';

const period = (text: string, start: string, end: string) => ({ text, start, end, current: false });

const resume = (patch: Partial<TResumeJson> = {}): TResumeJson => ({
  basics: { name: '李娜', phone: null, email: null, city: null, target_role: null, years_of_experience: null },
  education: [],
  work: [
    {
      company: '西安优学教育科技有限公司',
      department: '教研部',
      title: '数学辅导老师',
      note: '兼职',
      period: period('2017.07—2018.08', '2017-07', '2018-08'),
      highlights: ['负责初中数学一对一辅导，学员平均提分 20 分'],
    },
    {
      company: '西安某某中学',
      title: '数学教师',
      period: period('2018.09—2022.07', '2018-09', '2022-07'),
      highlights: [],
    },
  ],
  projects: [
    {
      name: '编译器前端',
      role: null,
      note: '课程设计',
      period: period('2021.10-2021.12', '2021-10', '2021-12'),
      highlights: ['用 C++ 实现词法分析与语法分析'],
    },
  ],
  skills: [],
  certificates: [],
  awards: [],
  self_evaluation: null,
  other: [],
  meta: { language: 'zh', parser: 'test', sections: [] },
  ...patch,
});

/** The head of the entry whose name is `name`: the name, its note and the period. */
const entryHead = (section: HTMLElement, name: string) =>
  within(section).getByText(name).closest('.op-resume-entry__head') as HTMLElement;

describe('resume structured view', () => {
  it("shows a work entry's note beside the company and its department with the title, not as a line", () => {
    render(<ResumeStructured data={resume()} />);
    const work = screen.getByRole('region', { name: '工作经历' });
    const head = entryHead(work, '西安优学教育科技有限公司');
    expect(within(head).getByText('兼职')).toHaveClass('op-resume-entry__note');
    expect(within(work).getByText('教研部 · 数学辅导老师')).toBeInTheDocument();
    expect(
      within(work)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['负责初中数学一对一辅导，学员平均提分 20 分']);
    // An entry without a note shows none.
    expect(within(entryHead(work, '西安某某中学')).queryByText('兼职')).toBeNull();
    expect(work.querySelectorAll('.op-resume-entry__note')).toHaveLength(1);
  });

  it("shows a project's note beside its name", () => {
    render(<ResumeStructured data={resume()} />);
    const projects = screen.getByRole('region', { name: '项目经验' });
    expect(within(entryHead(projects, '编译器前端')).getByText('课程设计')).toHaveClass('op-resume-entry__note');
    expect(
      within(projects)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['用 C++ 实现词法分析与语法分析']);
  });

  it('shows resumes parsed before notes existed (no note key) as before', () => {
    const old = resume();
    old.work = old.work.map(({ note: _note, ...w }) => w);
    old.projects = old.projects.map(({ note: _note, ...p }) => p);
    const { container } = render(<ResumeStructured data={old} />);
    expect(screen.getByText('西安优学教育科技有限公司')).toBeInTheDocument();
    expect(container.querySelectorAll('.op-resume-entry__note')).toHaveLength(0);
  });
});
