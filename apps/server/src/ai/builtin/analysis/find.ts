import { getSkill, KEYWORD_INDICATORS, SKILL_LEXICON } from '../../../text/index.ts';
import type { TContext } from './context.ts';
import { escapeRe, hasCjk, matchForm } from './helpers.ts';
import { skillName, type TSource } from './sources.ts';

/** Finding a skill or keyword of the advert in the resume: its presence, a family member, a related skill. */

type TPresence = 'demonstrated' | 'stated' | 'absent';

export interface TFound {
  presence: TPresence;
  source: TSource | null;
}

export function findSkill(ctx: TContext, id: string): TFound {
  const hits = ctx.skillIndex.get(id);
  if (hits?.demonstrated.length) return { presence: 'demonstrated', source: hits.demonstrated[0]! };
  if (hits?.stated.length) return { presence: 'stated', source: hits.stated[0]! };
  return { presence: 'absent', source: null };
}

/** A skill at least three other entries name as related: a family (消息队列 for Kafka, RabbitMQ…). */
export const FAMILY_IDS = (() => {
  const counts = new Map<string, number>();
  for (const entry of SKILL_LEXICON) for (const r of entry.related ?? []) counts.set(r, (counts.get(r) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => n >= 3).map(([id]) => id));
})();
/**
 * Families the lexicon's `related` links do not make (those also feed the relevance tokens):
 * "熟悉常用数据库" is met by MySQL, MongoDB or a DBA's work; "关系型数据库" only by a relational one.
 * Redis (a cache), Elasticsearch (a search engine, ELK) and SQL (a language) are not databases here.
 */
const RELATIONAL = ['mysql', 'postgresql', 'oracle', 'sql-server', 'sqlite', 'tidb'];
export const MEMBER_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  databases: [
    ...RELATIONAL,
    'relational-databases',
    'mongodb',
    'hbase',
    'cassandra',
    'clickhouse',
    'neo4j',
    'database-administration',
  ],
  'relational-databases': RELATIONAL,
  // "熟悉 Dubbo/Spring Cloud": frameworks for one job, either is enough.
  microservices: ['dubbo', 'spring-cloud', 'grpc'],
  // A page built with a framework is written in its templates: "H5 页面" is met by Vue or React work.
  html: ['vue', 'react', 'angular', 'svelte', 'nextjs', 'nuxt'],
};
export const isFamily = (id: string) => FAMILY_IDS.has(id) || id in MEMBER_FAMILIES;
/** `other` is a member of `id`: lists it as related, or is one of MEMBER_FAMILIES. */
export function isMemberOf(other: string, id: string): boolean {
  return other !== id && (getSkill(other)?.related?.includes(id) === true || !!MEMBER_FAMILIES[id]?.includes(other));
}

/** A resume skill whose entry lists `id` as related (TypeScript for JavaScript) or that is a member of its family; one the resume shows first. */
export function findRelated(ctx: TContext, id: string): { found: TFound; via: string; id: string } | null {
  // One the resume shows beats one it only lists (MySQL in a project over PostgreSQL in the skills);
  // between equals, the lexicon's order (MySQL before Elasticsearch for 数据库).
  let best: { found: TFound; via: string; id: string } | null = null;
  const rank = (x: { found: TFound; id: string }) =>
    (x.found.presence === 'demonstrated' ? 0 : 1e6) + (LEXICON_ORDER.get(x.id) ?? 1e5);
  for (const [other, hits] of ctx.skillIndex) {
    if (!isMemberOf(other, id)) continue;
    const source = hits.demonstrated[0] ?? hits.stated[0]!;
    const found: TFound = { presence: hits.demonstrated.length ? 'demonstrated' : 'stated', source };
    const one = { found, via: source.skills.get(other) ?? skillName(other), id: other };
    if (!best || rank(one) < rank(best)) best = one;
  }
  return best;
}
const LEXICON_ORDER = new Map(SKILL_LEXICON.map((entry, i) => [entry.id, i]));

/**
 * Families a member shows even where the family itself is only listed: what is written through the
 * member is the family (a Hive query is SQL; a Spring Boot service is Java). Not servers run, nor
 * certificates passed (Tomcat deployed, CET-4 passed).
 */
const WRITTEN_THROUGH: Readonly<Record<string, readonly string[]>> = {
  sql: ['hive', 'mysql', 'postgresql', 'oracle', 'sql-server', 'clickhouse', 'tidb', 'sqlite'],
  java: ['spring', 'spring-boot', 'mybatis', 'hibernate', 'dubbo', 'netty'],
};

/** For a family only listed: the member an entry shows that is written in it, else null. */
export function writtenThrough(ctx: TContext, id: string): { found: TFound; via: string; id: string } | null {
  const rel = findRelated(ctx, id);
  return rel?.found.presence === 'demonstrated' && WRITTEN_THROUGH[id]?.includes(rel.id) ? rel : null;
}

/** Whether a keyword has other words the evidence index looks for (else only the word itself is sought). */
export function hasIndicators(term: string): boolean {
  return (KEYWORD_INDICATORS[term] ?? KEYWORD_INDICATORS[matchForm(term)] ?? []).length > 0;
}

export function findKeyword(ctx: TContext, term: string): TFound {
  const lower = matchForm(term);
  // A model name written on (Cortex-M4 for Cortex-M, STM32G4 for STM32) is the name asked.
  const model = /(?:^|[\s-])[a-z]$|\d$/.test(lower) ? '(?:[a-z]?\\d+[a-z0-9]*)?' : '';
  const re = hasCjk(term) ? null : new RegExp(`(?<![a-z0-9])${escapeRe(lower)}${model}(?![a-z0-9])`);
  const indicators = KEYWORD_INDICATORS[term] ?? KEYWORD_INDICATORS[lower] ?? [];
  let stated: TSource | null = null;
  let indicated: TSource | null = null;
  // A province or city is named without its 省 / 市 too (安徽 2018 版定额 for 安徽省).
  const stem = /^[\u4e00-\u9fff]{2,}[省市]$/.test(lower) ? lower.slice(0, -1) : null;
  for (const src of ctx.sources) {
    const hit = re ? re.test(src.lower) : src.lower.includes(lower) || (stem !== null && src.lower.includes(stem));
    if (hit && src.demonstrated) return { presence: 'demonstrated', source: src };
    if (hit) stated ??= src;
    else if (!indicated?.demonstrated && indicators.some((p) => p.test(src.text))) indicated = src;
  }
  // The word itself where the resume only lists it, unless a line of experience shows it in other words.
  if (indicated?.demonstrated) return { presence: 'demonstrated', source: indicated };
  const source = stated ?? indicated;
  return source ? { presence: 'stated', source } : { presence: 'absent', source: null };
}
