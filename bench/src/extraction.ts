// node --import tsx bench/src/extraction.ts — PDF text extraction: our convertFile (unpdf + the
// layout reader) against poppler's pdftotext on the resume fixtures, in the same run; then the
// Chinese recovered from generated CID-font PDFs (UniGB-UCS2-H / STSong-Light, Identity-H over
// Adobe-GB1 without ToUnicode, and one with no mapping at all), ours against pdftotext, with the
// time of both; then any PDF of the shared corpus, and the pdfTeX-made PDFs Debian ships on this
// machine (real LaTeX output). Every file gets the ratio ours / pdftotext, and a summary says the
// median and the largest over all files (goal of issue 18: at most 3). Writes
// bench/results/extraction.json. BENCH_ITERATIONS (default 20) sets the measured runs per file.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { getDocumentProxy } from 'unpdf';
import { convertFile, normaliseText } from '../../apps/server/src/modules/conversion/convert.ts';
import { layoutPageText, type TPdfTextItem } from '../../apps/server/src/modules/conversion/pdf-layout.ts';
import { buildCidPdf, type TPdfFontKind } from '../../apps/server/test/support/cid-pdf.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const fixturesDir = path.join(repoRoot, 'apps/server/test/fixtures/resumes');
const resultsFile = path.join(repoRoot, 'bench/results/extraction.json');
const corpusDir = path.resolve(repoRoot, '../shared/corpus');
/** LaTeX output to hand: pdfTeX-made manuals of Debian packages (English, Type 1 fonts), when installed. */
const PDFTEX_DOCS = [
  '/usr/share/doc/shared-mime-info/shared-mime-info-spec.pdf',
  '/usr/share/doc/libtasn1-doc/libtasn1.pdf',
];
const GOAL_RATIO = 3;
const iterations = Math.max(1, Number(process.env.BENCH_ITERATIONS ?? 20));
const warmup = 3;

interface TTimes {
  p50_ms: number;
  mean_ms: number;
  min_ms: number;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

function summarise(samples: number[]): TTimes {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const p50 = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return {
    p50_ms: round(p50),
    mean_ms: round(sorted.reduce((s, v) => s + v, 0) / sorted.length),
    min_ms: round(sorted[0]!),
  };
}

async function timeRuns(run: () => Promise<unknown>): Promise<TTimes> {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return summarise(samples);
}

/** Runs a command to its end; its stdout, or an error when it cannot start or fails. */
function execute(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

async function hasPdftotext(): Promise<string | undefined> {
  try {
    return await new Promise<string>((resolve, reject) => {
      const child = spawn('pdftotext', ['-v'], { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (c: Buffer) => (text += c.toString()));
      child.stderr.on('data', (c: Buffer) => (text += c.toString()));
      child.on('error', reject);
      child.on('close', () => resolve(/pdftotext version (\S+)/.exec(text)?.[1] ?? 'unknown'));
    });
  } catch {
    return undefined;
  }
}

/** Character-bigram Jaccard over the non-whitespace characters (both sides NFKC-normalised). */
function bigramJaccard(a: string, b: string): number {
  const grams = (text: string) => {
    const chars = [...normaliseText(text).replace(/\s/g, '')];
    return new Set(chars.slice(1).map((c, i) => chars[i]! + c));
  };
  const [x, y] = [grams(a), grams(b)];
  let shared = 0;
  for (const g of x) if (y.has(g)) shared++;
  const union = x.size + y.size - shared;
  return union ? round(shared / union, 3) : 1;
}

/** Each page's text items and width, read once, so the layout reader can be timed on its own. */
async function readPages(buffer: Buffer): Promise<{ items: TPdfTextItem[]; width: number }[]> {
  const pdf = await getDocumentProxy(new Uint8Array(buffer), { isEvalSupported: false, verbosity: 0 });
  try {
    const pages = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const items = content.items.flatMap((item): TPdfTextItem[] => ('str' in item ? [item] : []));
      pages.push({ items, width: page.view[2]! - page.view[0]! });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** Whether a command can be started at all (`--version` answers, whatever it says). */
function hasCommand(command: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, ['--version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', () => resolve(true));
  });
}

const version = await hasPdftotext();
if (!version) {
  console.warn(
    'pdftotext was not found (Debian: apt-get install -y poppler-utils): recording our own figures only, no comparison.',
  );
}

const machine = {
  node: process.version,
  cpus: os.cpus().length,
  cpu_model: os.cpus()[0]?.model ?? 'unknown',
  total_mem_gb: Math.round(os.totalmem() / 2 ** 30),
};
// The machine is shared: the load around the run says how far to trust small differences.
const loadAtStart = os.loadavg().map((n) => round(n));

// The cost of starting pdftotext at all: every pdftotext figure below includes it.
const spawnBaseline = version ? await timeRuns(() => execute('pdftotext', ['-v']).catch(() => '')) : undefined;

interface TRatio {
  p50: number;
  p50_minus_spawn: number | null;
  /** Fastest run against fastest run: the least moved by other jobs on a shared machine. */
  min: number;
}
/** Every file timed, for the summary. */
const timed: { group: string; file: string; refused: boolean; ratio: TRatio }[] = [];

const minusSpawn = (t: TTimes) => round(Math.max(0, t.p50_ms - (spawnBaseline?.p50_ms ?? 0)));

function ratioOf(ours: TTimes, pdftotext: TTimes): TRatio {
  const net = minusSpawn(pdftotext);
  return {
    p50: round(ours.p50_ms / pdftotext.p50_ms),
    p50_minus_spawn: net > 0 ? round(ours.p50_ms / net) : null,
    min: round(ours.min_ms / pdftotext.min_ms),
  };
}

/** Our time on a file; a refusal (a scan, a font without a mapping) is what the user waits for too. */
const timeOurs = (buffer: Buffer) => timeRuns(() => convertFile(buffer).catch(() => undefined));
/** pdftotext's time on a file, with the same runs, to stdout as we keep the text in memory. */
const timePdftotext = (filePath: string, args: string[] = []) =>
  timeRuns(() => execute('pdftotext', [...args, filePath, '-']).catch(() => ''));

/**
 * A PDF against pdftotext, plain and -layout: times, the share of our time that is the layout
 * reader, and how far the texts agree. A file we refuse is timed all the same.
 */
async function measureDocument(group: string, file: string, filePath: string): Promise<Record<string, unknown>> {
  const buffer = fs.readFileSync(filePath);
  const ours = await convertFile(buffer).catch((error: Error) => ({ refused: error.message }));
  const pageItems = await readPages(buffer);
  const pages = pageItems.length;
  console.log(`measuring ${file} (${pages} page${pages === 1 ? '' : 's'}, ${iterations} runs each)`);
  const oursTimes = await timeOurs(buffer);
  const layoutTimes = await timeRuns(async () => pageItems.map((p) => layoutPageText(p.items, p.width)));
  const entry: Record<string, unknown> = {
    file,
    bytes: buffer.length,
    pages,
    ours: {
      ...oursTimes,
      p50_ms_per_page: round(oursTimes.p50_ms / pages),
      ...('refused' in ours ? { refused: ours.refused } : { chars: ours.text.length }),
    },
    layout_reader_only: { p50_ms_per_page: round(layoutTimes.p50_ms / pages, 3) },
  };
  if (version && spawnBaseline) {
    const plain = await timePdftotext(filePath);
    const layout = await timePdftotext(filePath, ['-layout']);
    const perPage = (t: TTimes) => round(t.p50_ms / pages);
    entry.pdftotext = { ...plain, p50_ms_per_page: perPage(plain), p50_ms_minus_spawn: minusSpawn(plain) };
    entry.pdftotext_layout = { ...layout, p50_ms_per_page: perPage(layout), p50_ms_minus_spawn: minusSpawn(layout) };
    const ratio = ratioOf(oursTimes, plain);
    entry.ratio_ours_to_pdftotext = { ...ratio, p50_layout: ratioOf(oursTimes, layout).p50 };
    timed.push({ group, file, refused: 'refused' in ours, ratio });
    if (!('refused' in ours)) {
      entry.agreement_bigram_jaccard = {
        pdftotext: bigramJaccard(ours.text, await execute('pdftotext', [filePath, '-'])),
        pdftotext_layout: bigramJaccard(ours.text, await execute('pdftotext', ['-layout', filePath, '-'])),
      };
    }
  }
  return entry;
}

const results = [];
for (const file of fs
  .readdirSync(fixturesDir)
  .filter((f) => f.endsWith('.pdf'))
  .sort())
  results.push(await measureDocument('fixtures', file, path.join(fixturesDir, file)));

/** Every PDF under a folder, as paths relative to it. */
function findPdfs(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.toLowerCase().endsWith('.pdf'))
    .sort();
}
const corpusPdfs = findPdfs(corpusDir);
const corpusResults = [];
for (const file of corpusPdfs) corpusResults.push(await measureDocument('corpus', file, path.join(corpusDir, file)));

const latexTools = { xelatex: await hasCommand('xelatex'), pdflatex: await hasCommand('pdflatex') };
const pdftexResults = [];
for (const filePath of PDFTEX_DOCS.filter((f) => fs.existsSync(f)))
  pdftexResults.push(await measureDocument('pdftex_docs', filePath, filePath));

// Chinese in CID fonts that need CMap data. Resume-like text written for this bench, set one line
// per text line (each fits an A4 line at 12 pt), 36 lines per page.
const CJK_RESUMES: Record<string, string[]> = {
  backend: [
    '周明轩',
    '后端开发工程师 | 杭州 | 电话 137 0000 5678',
    '求职意向：高级后端工程师，期望薪资面议，一个月内到岗',
    '个人简介',
    '七年互联网后端经验，长期负责交易与结算链路，重视可观测性与容量规划。',
    '熟悉高并发场景下的缓存、限流、降级与幂等设计，带过六人小组。',
    '工作经历',
    '二〇二〇年三月至今 杭州云栈网络科技有限公司 后端技术负责人',
    '主导结算系统从单体拆分为八个服务，发布频率由每月两次提高到每周三次。',
    '设计对账引擎，按商户维度增量比对，日终对账耗时由四小时缩短到二十分钟。',
    '推动全链路压测常态化，大促峰值每秒两万笔订单下核心接口无超时。',
    '建立故障复盘机制，线上严重事故数量同比下降六成。',
    '二〇一七年七月至二〇二〇年二月 南京启航软件有限公司 Java 开发工程师',
    '负责会员积分与优惠券模块，支撑双十一期间单日三千万次领券请求。',
    '将报表查询迁移到列式数据库，复杂报表响应时间从十秒降到一秒以内。',
    '编写内部代码规范与评审清单，新人上手周期由一个月缩短为两周。',
    '项目经历',
    '跨境支付路由平台（二〇二二年）',
    '根据通道成功率、费率和时延动态选择支付通道，整体成功率提升一点八个百分点。',
    '引入熔断与自动切换，单一通道故障时交易影响范围控制在五分钟以内。',
    '数据归档与冷热分离（二〇二一年）',
    '按时间分区归档历史流水，主库容量下降百分之四十，备份窗口缩短一半。',
    '教育背景',
    '二〇一三年九月至二〇一七年六月 东南大学 软件工程 本科',
    '主修课程：数据结构、操作系统、计算机网络、数据库原理、编译原理',
    '专业技能',
    '语言：Java、Go、Python；框架：Spring Boot、gRPC、MyBatis',
    '存储：MySQL、PostgreSQL、Redis、Kafka、ClickHouse',
    '运维：Docker、Kubernetes、Prometheus、Grafana、链路追踪',
    '证书与奖项',
    '系统架构设计师（高级），公司年度技术创新奖两次',
    '自我评价',
    '做事有条理，习惯用数据说话；乐于分享，坚持每月一次组内技术分享。',
    '对复杂问题有耐心，愿意深入底层排查，也能兼顾业务进度与工程质量。',
    '兴趣爱好：长跑、围棋、摄影',
    '期待加入重视工程文化的团队，在稳定性与效率方面继续深耕。',
    '附加信息',
    '英语六级，可阅读英文技术文档并参与海外团队的远程协作。',
    '开源贡献：为一个国产消息队列项目提交过性能优化补丁，已合入主干。',
    '技术写作：在公司内网发表关于分布式事务与幂等设计的系列文章十二篇。',
  ],
  marketing: [
    '林晓雯',
    '品牌市场经理 | 上海 | 邮箱 xiaowen.lin@example.com',
    '求职意向：品牌总监或市场负责人，消费品或新零售行业优先',
    '核心优势',
    '九年品牌与整合营销经验，操盘过年销售额五亿元的新品牌从零到一。',
    '擅长消费者洞察、内容策略与渠道协同，熟悉抖音、小红书和私域运营。',
    '工作经历',
    '二〇一九年五月至今 上海禾悦食品有限公司 品牌市场经理',
    '制定年度品牌规划与预算分配，带领十二人团队完成四次大型新品上市。',
    '策划春节礼盒整合传播活动，曝光量超过三亿次，礼盒销量同比增长百分之七十。',
    '搭建会员社群体系，复购率由百分之十八提升到百分之三十一。',
    '与设计部门共同完成包装焕新，终端动销速度提高约四分之一。',
    '二〇一五年七月至二〇一九年四月 广州青禾日化股份有限公司 市场专员、市场主管',
    '负责洗护产品线的线上推广，管理每年约两千万元的投放预算。',
    '建立达人合作评估模型，按转化成本筛选合作对象，投放回报率提升四成。',
    '组织高校巡回体验活动，覆盖二十所学校，新增年轻用户八万余人。',
    '项目经历',
    '区域市场下沉计划：在三线城市试点社区团购，半年内覆盖六百个社区。',
    '品牌联名合作：与国产茶饮品牌推出限定款，首周售罄并登上热搜榜。',
    '教育背景',
    '二〇一一年九月至二〇一五年六月 中山大学 市场营销 本科',
    '在校期间担任学生会外联部部长，获得省级大学生创业大赛银奖。',
    '技能与证书',
    '熟练使用生意参谋、巨量引擎、问卷星等工具，具备基础的数据分析能力。',
    '普通话一级乙等，英语专业八级，能够独立撰写英文提案。',
    '自我评价',
    '对市场变化敏感，善于把洞察转化为可执行的方案，并持续复盘优化。',
    '沟通协调能力强，能够推动销售、产品、设计多部门高效协作。',
  ],
  teacher: [
    '赵静怡',
    '高中数学教师 | 成都 | 电话 135 0000 2468',
    '求职意向：高中数学教师或教研组长',
    '教育背景',
    '二〇一二年九月至二〇一五年六月 四川师范大学 学科教学（数学） 硕士',
    '二〇〇八年九月至二〇一二年六月 西南大学 数学与应用数学 本科',
    '工作经历',
    '二〇一五年八月至今 成都市第七中学 高中数学教师、年级备课组长',
    '承担高一至高三数学教学，所带班级高考数学平均分连续三年位列全区第一。',
    '组织年级集体备课，编写校本习题集三册，被全校数学组采用。',
    '指导学生参加全国高中数学联赛，累计十五人获省级一等奖。',
    '开设数学建模选修课，带领学生用调查数据分析校园用水问题。',
    '担任班主任四年，所带班级获评市级优秀班集体。',
    '科研与培训',
    '主持区级课题《基于问题链的高中函数教学研究》，已顺利结题。',
    '在省级期刊发表教学论文三篇，参编教辅用书一部。',
    '多次承担区级公开课与新教师培训讲座，获区优质课比赛一等奖。',
    '证书',
    '高级中学教师资格证（数学），中级职称，普通话二级甲等',
    '专业技能',
    '熟练使用几何画板、GeoGebra 与希沃白板，能够制作互动课件。',
    '了解新课标与新高考改革要求，擅长分层教学与个别辅导。',
    '自我评价',
    '热爱教育事业，耐心细致，重视培养学生的思维习惯与学习方法。',
    '善于与家长沟通，能够根据学生特点制定个性化的学习计划。',
  ],
};

const LINES_PER_PAGE = 36;
const HAN = /\p{sc=Han}/gu;
const squash = (text: string) => normaliseText(text).replace(/\s/g, '');

/** Share of the source's Han characters found in the output (as a multiset: order aside). */
function hanRecall(source: string, output: string): number {
  const counts = new Map<string, number>();
  for (const c of normaliseText(source).match(HAN) ?? []) counts.set(c, (counts.get(c) ?? 0) + 1);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  for (const c of normaliseText(output).match(HAN) ?? []) if (counts.get(c)) counts.set(c, counts.get(c)! - 1);
  const missed = [...counts.values()].reduce((a, b) => a + b, 0);
  return total ? round((total - missed) / total, 4) : 1;
}

/** Share of the source lines found whole (spaces aside) in the output: order within a line kept. */
function linesFound(lines: string[], output: string): number {
  const text = squash(output);
  return round(lines.filter((line) => text.includes(squash(line))).length / lines.length, 4);
}

const cidDir = fs.mkdtempSync(path.join(os.tmpdir(), 'op-cid-bench-'));
const cidKinds: TPdfFontKind[] = ['ucs2', 'identity-gb1', 'identity-unmapped'];
const cidResults = [];
for (const [name, lines] of Object.entries(CJK_RESUMES)) {
  for (const font of cidKinds) {
    // The no-mapping kind once is enough: it shows what each reader does with it.
    if (font === 'identity-unmapped' && name !== 'backend') continue;
    const file = `${name}-${font}.pdf`;
    const pages = Array.from({ length: Math.ceil(lines.length / LINES_PER_PAGE) }, (_, i) =>
      lines.slice(i * LINES_PER_PAGE, (i + 1) * LINES_PER_PAGE).map((text) => ({ text, font })),
    );
    const buffer = buildCidPdf(pages);
    const filePath = path.join(cidDir, file);
    fs.writeFileSync(filePath, buffer);
    const source = lines.join('\n');
    const sourceHan = normaliseText(source).match(HAN)?.length ?? 0;
    const entry: Record<string, unknown> = { file, font, pages: pages.length, source_han_chars: sourceHan };
    console.log(`measuring ${file} (${pages.length} page${pages.length === 1 ? '' : 's'}, ${iterations} runs each)`);
    const oursTimes = await timeOurs(buffer);
    try {
      const ours = await convertFile(buffer);
      entry.ours = {
        han_recall: hanRecall(source, ours.text),
        lines_found: linesFound(lines, ours.text),
        visible_chars: squash(ours.text).length,
        warnings: ours.warnings ?? [],
        ...oursTimes,
      };
    } catch (error) {
      entry.ours = { refused: (error as Error).message, han_recall: 0, lines_found: 0, ...oursTimes };
    }
    // What unpdf gives with its own defaults (no CMap data), as convertFile read PDFs before.
    const plain = (await readPages(buffer)).map((page) => page.items.map((item) => item.str).join('')).join('\n');
    entry.unpdf_defaults = { han_recall: hanRecall(source, plain), visible_chars: squash(plain).length };
    if (version && spawnBaseline) {
      const text = await execute('pdftotext', [filePath, '-']);
      const times = await timePdftotext(filePath);
      entry.pdftotext = {
        han_recall: hanRecall(source, text),
        lines_found: linesFound(lines, text),
        visible_chars: squash(text).length,
        ...times,
        p50_ms_minus_spawn: minusSpawn(times),
      };
      const ratio = ratioOf(oursTimes, times);
      entry.ratio_ours_to_pdftotext = ratio;
      timed.push({ group: 'cid_fonts', file, refused: 'refused' in (entry.ours as object), ratio });
    }
    cidResults.push(entry);
  }
}
fs.rmSync(cidDir, { recursive: true, force: true });

/** Median and largest ratio over some files (refusals included, counted), and the files above the goal. */
function summariseRatios(rows: typeof timed) {
  const of = (key: keyof TRatio) => {
    const values = rows.flatMap((r) => (r.ratio[key] === null ? [] : [{ file: r.file, value: r.ratio[key] }]));
    if (!values.length) return null;
    const sorted = [...values].sort((a, b) => a.value - b.value);
    const mid = sorted.length >> 1;
    const median = sorted.length % 2 ? sorted[mid]!.value : (sorted[mid - 1]!.value + sorted[mid]!.value) / 2;
    return {
      median: round(median),
      max: sorted.at(-1)!.value,
      max_file: sorted.at(-1)!.file,
      above_goal: sorted.filter((v) => v.value > GOAL_RATIO).map((v) => `${v.file} (${v.value}×)`),
    };
  };
  return {
    files: rows.length,
    of_which_refused: rows.filter((r) => r.refused).length,
    ratio_p50: of('p50'),
    ratio_p50_minus_spawn: of('p50_minus_spawn'),
    ratio_min: of('min'),
  };
}
const summary = version
  ? {
      goal: `ours ≤ ${GOAL_RATIO} × pdftotext on every file (p50 of ${iterations} runs each, the same for both)`,
      all: summariseRatios(timed),
      by_group: Object.fromEntries(
        [...new Set(timed.map((r) => r.group))].map((group) => [
          group,
          summariseRatios(timed.filter((r) => r.group === group)),
        ]),
      ),
    }
  : { missing: 'pdftotext not installed: no ratio' };

const report = {
  name: 'extraction',
  note:
    'PDF → text per file: our convertFile (unpdf/pdf.js + layout reader + normalisation, in process, warm) against ' +
    "Debian's pdftotext (plain and -layout) spawned as a process, so pdftotext figures include process start; " +
    'layout_reader_only times our layout reader alone on items read beforehand (the rest is pdf.js); ' +
    'spawn_baseline is a `pdftotext -v` spawn, and *_minus_spawn subtracts its p50 (ratio_ours_to_pdftotext.' +
    'p50_minus_spawn is ours against pdftotext without its process start; .min is fastest run against fastest ' +
    'run, the figure least moved by other jobs on this shared machine). A file we refuse (a scan, a font ' +
    'without a mapping) is timed all the same: the refusal is what the user waits for. Agreement: ' +
    'character-bigram Jaccard over non-whitespace characters, NFKC on both sides (1 = the same text). ' +
    'summary: median and largest ratio over every timed file (fixtures, cid_fonts, corpus, pdftex_docs). ' +
    'load_average: the 1/5/15-minute load of this shared machine at the start and end of the run.',
  measured_at: new Date().toISOString(),
  machine,
  load_average: { start: loadAtStart, end: os.loadavg().map((n) => round(n)) },
  settings: { iterations, warmup },
  pdftotext: version ? { version, spawn_baseline: spawnBaseline } : { missing: true },
  summary,
  files: results,
  corpus: {
    dir: path.relative(repoRoot, corpusDir),
    note: corpusPdfs.length
      ? 'every PDF under the shared corpus'
      : 'no PDF in the shared corpus (its resumes are DOCX and CSV text): nothing to time there',
    files: corpusResults,
  },
  latex: {
    ...latexTools,
    note:
      (latexTools.xelatex || latexTools.pdflatex
        ? 'a LaTeX is installed, but no Chinese LaTeX document is generated here yet. '
        : 'neither xelatex nor pdflatex is installed (TeX Live is not a cheap install): no Chinese LaTeX PDF is ' +
          'generated. ') +
      'cid_fonts/identity-gb1 stands for LaTeX with the Adobe Song Std font (Identity-H over Adobe-GB1, no ' +
      'ToUnicode), and pdftex_docs times the real pdfTeX output (English, embedded Type 1 fonts, not resumes) ' +
      'that Debian packages put on this machine, where present.',
    pdftex_docs: pdftexResults,
  },
  cid_fonts: {
    note:
      'Generated PDFs (apps/server/test/support/cid-pdf.ts, fonts not embedded, no ToUnicode): ucs2 = Type0 ' +
      'STSong-Light on the predefined UniGB-UCS2-H CMap (iText, ReportLab); identity-gb1 = Identity-H over an ' +
      'Adobe-GB1 CIDFont, strings are Adobe-GB1 CIDs (LaTeX with Adobe Song Std); identity-unmapped = Identity-H, ' +
      "ordering Identity: nothing maps the codes to characters. han_recall: share of the source text's Han " +
      'characters found in the output, counted as a multiset (NFKC on both sides); lines_found: share of source ' +
      'lines found whole in the output, whitespace removed; visible_chars: non-whitespace characters output. ' +
      "Ours = convertFile (a refusal counts as 0 recovered); unpdf_defaults = pdf.js text items with unpdf's " +
      'defaults, no CMap data (convertFile before issue 12). Times: ours and plain pdftotext (spawned), the same ' +
      'runs each, as for the fixtures.',
    files: cidResults,
  },
};
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);

const rows = [...results, ...corpusResults, ...pdftexResults].map((r) => {
  const e = r as {
    file: string;
    pages: number;
    ours: TTimes & { p50_ms_per_page: number; refused?: string };
    layout_reader_only: { p50_ms_per_page: number };
    pdftotext?: TTimes & { p50_ms_minus_spawn: number };
    pdftotext_layout?: TTimes;
    ratio_ours_to_pdftotext?: TRatio;
    agreement_bigram_jaccard?: { pdftotext: number; pdftotext_layout: number };
  };
  return {
    file: path.basename(e.file) + (e.ours.refused ? ' (refused)' : ''),
    pages: e.pages,
    'ours p50 ms': e.ours.p50_ms,
    'ours mean ms': e.ours.mean_ms,
    'ours ms/page': e.ours.p50_ms_per_page,
    'layout ms/page': e.layout_reader_only.p50_ms_per_page,
    'pdftotext p50 ms': e.pdftotext?.p50_ms ?? '-',
    'pdftotext -layout p50 ms': e.pdftotext_layout?.p50_ms ?? '-',
    'ratio ours/pdftotext': e.ratio_ours_to_pdftotext?.p50 ?? '-',
    'ratio minus spawn': e.ratio_ours_to_pdftotext?.p50_minus_spawn ?? '-',
    'ratio of mins': e.ratio_ours_to_pdftotext?.min ?? '-',
    'bigram Jaccard': e.agreement_bigram_jaccard?.pdftotext ?? '-',
    'Jaccard -layout': e.agreement_bigram_jaccard?.pdftotext_layout ?? '-',
  };
});
console.table(rows);
console.table(
  cidResults.map((r) => {
    const e = r as {
      file: string;
      source_han_chars: number;
      ours: TTimes & { han_recall: number; lines_found: number; refused?: string; warnings?: string[] };
      unpdf_defaults: { han_recall: number };
      pdftotext?: TTimes & { han_recall: number; lines_found: number };
      ratio_ours_to_pdftotext?: TRatio;
    };
    return {
      file: e.file,
      'Han chars': e.source_han_chars,
      'ours Han recall': e.ours.han_recall,
      'ours lines': e.ours.lines_found,
      'ours says': e.ours.refused ? 'refused' : e.ours.warnings?.length ? e.ours.warnings.join(' ') : '-',
      'unpdf defaults Han recall': e.unpdf_defaults.han_recall,
      'pdftotext Han recall': e.pdftotext?.han_recall ?? '-',
      'pdftotext lines': e.pdftotext?.lines_found ?? '-',
      'ours p50 ms': e.ours.p50_ms,
      'pdftotext p50 ms': e.pdftotext?.p50_ms ?? '-',
      'ratio ours/pdftotext': e.ratio_ours_to_pdftotext?.p50 ?? '-',
      'ratio minus spawn': e.ratio_ours_to_pdftotext?.p50_minus_spawn ?? '-',
      'ratio of mins': e.ratio_ours_to_pdftotext?.min ?? '-',
    };
  }),
);
if (spawnBaseline) console.log(`pdftotext ${version}; spawn of \`pdftotext -v\`: p50 ${spawnBaseline.p50_ms} ms`);
if ('all' in summary && summary.all) {
  for (const [label, s] of [
    ['ratio ours/pdftotext', summary.all.ratio_p50],
    ['ratio ours/(pdftotext minus spawn)', summary.all.ratio_p50_minus_spawn],
    ['ratio of the fastest runs', summary.all.ratio_min],
  ] as const) {
    if (!s) continue;
    const above = s.above_goal.length ? `; above ${GOAL_RATIO}×: ${s.above_goal.join(', ')}` : '';
    console.log(`${label} over ${summary.all.files} files: median ${s.median}, max ${s.max} (${s.max_file})${above}`);
  }
}
if (!corpusPdfs.length) console.log(`no PDF under ${path.relative(repoRoot, corpusDir)}`);
console.log(`load average ${report.load_average.start.join(' ')} → ${report.load_average.end.join(' ')}`);
console.log(`wrote ${path.relative(repoRoot, resultsFile)}`);
