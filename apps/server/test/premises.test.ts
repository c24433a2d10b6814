import type { TAiPosition } from '@offerpilot/shared';
import { describe, expect, it } from 'vitest';
import { analyzeJob } from '../src/ai/builtin/analysis.ts';
import { planInterviewBuiltin, reportInterviewBuiltin } from '../src/ai/builtin/interview/index.ts';
import type { TAiResume } from '../src/ai/provider.ts';
import { findIndicators, parseResume } from '../src/text/index.ts';
import { PREMISE_TEMPLATES, analysisPremises, pairResume, planPremises } from './fixtures/premises/count.ts';
import { PREMISE_PAIRS } from './fixtures/premises/pairs.ts';

// Evidence before claims: nothing says the resume lacks what it shows in other words.

const SEEDS = [1, 2, 3, 4, 5];

const toResume = (text: string): TAiResume => ({ text, json: parseResume(text, { now: new Date(2026, 0, 1) }) });
const positionOf = (requirements: string[]): TAiPosition =>
  ({
    id: 1,
    name: '后端开发工程师',
    company_name: '测试公司',
    responsibilities: null,
    requirements,
    experience_level: null,
  }) as TAiPosition;
const lines = (...body: string[]) =>
  ['王一', '工作经历', '2020.07-至今 杭州某科技有限公司 后端工程师', ...body.map((b) => `- ${b}`)].join('\n');

describe('false premises on resumes that show every requirement in other words', () => {
  for (const pair of PREMISE_PAIRS) {
    it(`${pair.field}: the analysis and the fit page find every requirement`, () => {
      expect(analysisPremises(pair)).toEqual([]);
    });

    it(`${pair.field}: no planned question says the resume lacks something (${SEEDS.length} seeds × ${PREMISE_TEMPLATES.length} templates)`, () => {
      const resume = pairResume(pair);
      for (const seed of SEEDS)
        for (const template of PREMISE_TEMPLATES) expect(planPremises(pair, { seed, template }, resume)).toEqual([]);
    });
  }

  it('probes the evidence instead, quoting the resume verbatim', () => {
    const quoted = new Set<string>();
    for (const pair of PREMISE_PAIRS) {
      const resume = pairResume(pair);
      for (const seed of SEEDS)
        for (const q of planInterviewBuiltin({
          mode: 'mock',
          resume,
          position: pair.position,
          difficulty: 'medium',
          question_count: 12,
          answer_time_limit_s: 180,
          template: { type: 'comprehensive' },
          seed,
        })) {
          const evidence = /^岗位要求「[^」]+」。简历里提到「([^」]+)」，讲讲你在其中负责的部分/.exec(q.text)?.[1];
          if (!evidence) continue;
          expect(pair.resumeText, evidence).toContain(evidence);
          quoted.add(evidence);
        }
    }
    expect(quoted).toContain('首屏加载从 3.2 s 降到 1.1 s');
    expect(quoted.size).toBeGreaterThanOrEqual(5);
  });
});

describe('the evidence index', () => {
  it('shows 高并发 and 分布式 by 秒杀, QPS, 8 库 64 表 and RocketMQ, quoting the resume line', () => {
    const resume = toResume(
      lines('主导秒杀系统重构，峰值 1.2 万 QPS', '订单库拆为 8 库 64 表', '基于 RocketMQ 异步解耦下单与库存'),
    );
    const job = analyzeJob(resume, positionOf(['有高并发、分布式系统设计经验者优先']));
    const [req] = job.requirements;
    expect(req!.status).not.toBe('missing');
    expect(req!.explanation).not.toContain('未找到');
    for (const e of req!.evidence) expect(resume.text).toContain(e.excerpt);
    expect(req!.evidence.map((e) => e.excerpt)).toContain('主导秒杀系统重构，峰值 1.2 万 QPS');
    expect(job.missing_keywords.not_in_resume).toEqual([]);
  });

  it('meets a choice by any of its options: "RocketMQ/Kafka 等", "Java 或 Go"', () => {
    const resume = toResume(lines('用 Golang 开发网关服务，基于 RocketMQ 做异步通知'));
    const job = analyzeJob(resume, positionOf(['熟悉 RocketMQ/Kafka 等消息中间件', '熟悉 Java 或 Go 语言']));
    expect(job.requirements.map((r) => r.status)).toEqual(['met', 'met']);
    expect(job.missing_keywords.not_in_resume).not.toContain('Kafka');
    expect(job.missing_keywords.not_in_resume).not.toContain('Java');
  });

  it('still asks for every part of a Chinese "/" list of different kinds ("Java/Spring/MySQL")', () => {
    const resume = toResume(lines('使用 Java 开发订单服务'));
    const job = analyzeJob(resume, positionOf(['熟悉 Java/Spring/MySQL 等技术栈']));
    expect(job.missing_keywords.not_in_resume).toEqual(expect.arrayContaining(['Spring', 'MySQL']));
  });

  it('uses indicators as evidence only: an advert naming 秒杀 does not ask for 高并发', () => {
    const job = analyzeJob(toResume(lines('负责高并发网关开发')), positionOf(['有秒杀系统开发经验']));
    expect(job.requirements[0]!.skills).not.toContain('高并发');
  });

  it('says plainly what the resume does not show', () => {
    const resume = toResume(lines('负责订单系统开发，下单成功率 99.95%'));
    const job = analyzeJob(resume, positionOf(['具备高可用架构经验', '熟悉 Kubernetes']));
    expect(job.requirements.map((r) => r.status)).toEqual(['missing', 'missing']);
    const plan = planInterviewBuiltin({
      mode: 'mock',
      resume,
      position: positionOf(['具备高可用架构经验', '熟悉 Kubernetes']),
      difficulty: 'medium',
      question_count: 12,
      answer_time_limit_s: 180,
      template: { type: 'comprehensive' },
      seed: 1,
    });
    const asked = plan.filter((q) => q.kind === 'requirement').map((q) => q.text);
    expect(asked.length).toBeGreaterThan(0);
    for (const text of asked) expect(text).toContain('没有看到相关经历');
  });
});

describe('resume suggestions after an interview', () => {
  it('never suggests adding a skill the experience shows in other words', () => {
    const resume = toResume(lines('主导秒杀系统重构，峰值 1.2 万 QPS', '使用 Elasticsearch 做商品检索'));
    const position = positionOf(['有高并发系统经验', '熟悉 Kafka']);
    const [question] = planInterviewBuiltin({
      mode: 'mock',
      resume,
      position,
      difficulty: 'medium',
      question_count: 3,
      answer_time_limit_s: 180,
      template: { type: 'technical' },
      seed: 1,
    });
    const d = { relevance: 80, coverage: 80, structure: 80, specificity: 80, expression: 80 };
    const report = reportInterviewBuiltin({
      mode: 'mock',
      title: '面试',
      resume,
      position,
      questions: [
        {
          id: 1,
          order: 1,
          parent_id: null,
          question: question!,
          answer_text: '高并发场景下我用 Kafka 削峰，下单接口扛住了大促流量。',
          duration_ms: 60_000,
          speech: null,
          feedback: {
            score: 80,
            dimensions: d,
            explanations: { relevance: '', coverage: '', structure: '', specificity: '', expression: '' },
            skipped: false,
            strengths: [],
            improvements: [],
            covered_key_points: [],
            missed_key_points: [],
            reference_outline: [],
          },
        },
      ],
    });
    const added = report.resume_suggestions.filter((s) => s.type === 'missing_strength').map((s) => s.text);
    // Kafka is nowhere in the resume; 高并发 is, as 秒杀 and QPS.
    expect(added.join('')).toContain('对 Kafka 的掌握');
    // The suggestion quotes the answer's clause (which says 高并发) but never suggests adding it.
    expect(added.join('')).not.toMatch(/对 高并发\S* 的掌握/);
  });
});

describe('findIndicators', () => {
  const ids = (text: string) => findIndicators(text).map((i) => i.id);

  it('finds each concept by a verbatim span of the line', () => {
    const cases: [string, string][] = [
      ['大促期间稳定支撑 5 万 QPS', 'high-concurrency'],
      ['服务可用性从 99.9% 提升到 99.99%', 'high-availability'],
      ['首屏时间从 3.2 秒降到 1.1 秒', 'performance-optimization'],
      ['接口 P99 延迟从 800ms 降到 120ms', 'performance-optimization'],
      ['排查线上 Full GC 频繁问题', 'jvm'],
      ['维护 9 家集团客户', 'key-accounts'],
      ['负责华南区中大型企业客户的签约与回款', 'key-accounts'],
      ['实验组转化率比对照组高 3 个百分点', 'ab-testing'],
      ['参与 6 次政府采购项目，中标 4 个', 'bidding'],
      ['日均 3 亿次请求', 'high-concurrency'],
      ['TP99 由 500ms 优化至 80ms', 'performance-optimization'],
      ['reduced p99 latency from 800ms to 120ms', 'performance-optimization'],
      ['99.99% uptime', 'high-availability'],
      ['通过 MAT 分析 dump 文件定位内存泄漏', 'jvm'],
      ['次留从 25% 提升到 32%', 'user-growth'],
      ['将单体应用拆分为 12 个服务，接入 Consul 做服务发现', 'microservices'],
      ['撰写公众号推文 60 余篇，单篇最高阅读 10 万+', 'copywriting'],
      ['策划老带新裂变活动', 'event-planning'],
      ['用 HiveSQL 处理日均 50 亿条埋点日志', 'hive'],
      ['研究 Salesforce、纷享销客的同类功能', 'competitive-analysis'],
      ['整理需求池并按 RICE 排优先级', 'requirements-analysis'],
      ['新开拓 8 家主机厂客户', 'business-development'],
    ];
    for (const [text, id] of cases) {
      const found = findIndicators(text).find((i) => i.id === id);
      expect(found, `${id} in ${text}`).toBeDefined();
      expect(text.slice(found!.start, found!.end)).toBe(found!.matched);
    }
  });

  it('does not take any figure for a concept', () => {
    expect(ids('下单成功率 99.95%')).not.toContain('high-availability');
    expect(ids('注册转化率从 18% 提升至 27%')).not.toContain('performance-optimization');
    expect(ids('清洗千万级订单明细')).not.toContain('high-concurrency');
    expect(ids('负责客户的日常咨询')).not.toContain('key-accounts');
    expect(ids('对接支付宝与微信支付接口')).not.toContain('communication');
    expect(ids('对接业务方梳理需求')).toContain('communication');
  });
});
