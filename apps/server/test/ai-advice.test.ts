// Issue 19, item 4: every score says first what to do, in plain Chinese; the formula is kept
// apart (`explanation`, shown behind 怎么算的) and never leaks into the advice or the summary.
import fs from 'node:fs';
import path from 'node:path';
import { ZBasicAnalysis, ZJobAnalysis, type TAiPosition } from '@offerpilot/shared';
import { describe, expect, it } from 'vitest';
import { analyzeBasic, analyzeJob } from '../src/ai/builtin/analysis.ts';
import { parseResume } from '../src/text/index.ts';
import type { TAiResume } from '../src/ai/provider.ts';
import { FIXED_NOW, PARSER_FIXTURES } from './support/resume-expectations.ts';

const resumeOf = (text: string): TAiResume => ({ text, json: parseResume(text, { now: FIXED_NOW }) });
const FIXTURES = fs
  .readdirSync(PARSER_FIXTURES)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => resumeOf(fs.readFileSync(path.join(PARSER_FIXTURES, f), 'utf8')));

const POSITION: TAiPosition = {
  id: 1,
  name: 'Java 后端开发工程师',
  company_name: null,
  responsibilities: '负责核心业务系统的后端设计与开发，持续优化系统性能与稳定性。',
  requirements: [
    '本科及以上学历，3 年以上 Java 开发经验',
    '熟悉 Spring Boot、MySQL 和 Redis',
    '了解 Kafka 和 Kubernetes',
  ],
  experience_level: '3-5年',
  industry: null,
};
/** A position that cannot judge years or degree: their weight is redistributed ("按比例调整为"). */
const THIN_POSITION: TAiPosition = {
  ...POSITION,
  requirements: ['熟悉 Spring Boot、MySQL 和 Redis'],
  experience_level: null,
};

/** Formula marks: arithmetic signs, "得分 =", "按比例", "封顶", "权重". */
const FORMULA = /[÷×=]|得分\s*=|按比例|封顶|权重|基础分/;

describe('analysis advice (issue 19, item 4)', () => {
  it('every quality dimension leads with plain advice; the formula stays in the explanation', () => {
    expect(FIXTURES.length).toBeGreaterThan(3);
    for (const resume of FIXTURES) {
      const a = analyzeBasic(resume);
      ZBasicAnalysis.parse(a);
      for (const s of a.sub_scores) {
        expect(s.advice, s.dimension).toBeTruthy();
        expect(s.advice, `${s.dimension}: ${s.advice}`).not.toMatch(FORMULA);
      }
    }
    // The formula the issue quotes is still there, behind the expander.
    const quant = FIXTURES.map((r) => analyzeBasic(r).sub_scores.find((s) => s.dimension === 'quantification')!);
    expect(quant.some((q) => /÷ 60% × 100，封顶 100/.test(q.explanation))).toBe(true);
  });

  it('every match component and unmet requirement says what to do; the summary carries no formula', () => {
    for (const resume of FIXTURES) {
      for (const position of [POSITION, THIN_POSITION]) {
        const a = analyzeJob(resume, position);
        ZJobAnalysis.parse(a);
        for (const c of a.match_breakdown) {
          expect(c.advice, c.key).toBeTruthy();
          expect(c.advice, `${c.key}: ${c.advice}`).not.toMatch(FORMULA);
        }
        for (const r of a.requirements.filter((x) => x.status !== 'met' && x.skills.length))
          expect(r.advice, r.requirement).toBeTruthy();
        expect(a.summary).not.toMatch(/[×÷]/);
        if (a.match_assessment?.score !== null) expect(a.match_formula).toMatch(/^匹配度 = .+ × .+ = \d+ 分$/);
      }
    }
    const thin = analyzeJob(FIXTURES[0]!, THIN_POSITION);
    expect(thin.match_breakdown.some((c) => c.explanation.includes('按比例调整为'))).toBe(true);
  });

  it('analyses stored before advice existed still parse', () => {
    const a = analyzeJob(FIXTURES[0]!, POSITION);
    const old = {
      ...a,
      match_formula: undefined,
      sub_scores: a.sub_scores.map(({ advice: _a, ...s }) => s),
      match_breakdown: a.match_breakdown.map(({ advice: _a, ...c }) => c),
      requirements: a.requirements.map(({ advice: _a, ...r }) => r),
    };
    expect(ZJobAnalysis.safeParse(old).success).toBe(true);
  });
});
