import fs from 'node:fs';
import { evaluateAnswerBuiltin } from '../../apps/server/src/ai/builtin/interview/index.ts';
import { customRubric } from '../../apps/server/src/ai/builtin/interview/custom.ts';
import { parseResume } from '../../apps/server/src/text/index.ts';
const files = process.argv.slice(2);
const resume = { text: '张三', json: parseResume('张三') };
for (const f of files) for (const line of fs.readFileSync(f, 'utf8').split('\n').filter(Boolean)) {
  const d = JSON.parse(line);
  for (const kind of ['full', 'paraphrase', 'partial']) for (const withRef of [true, false]) {
    const ans = d[kind]; if (!ans) continue;
    const rubric = customRubric({ text: d.question, reference_answer: withRef ? d.reference : null });
    const fb = evaluateAnswerBuiltin({ question: { kind: 'custom', text: d.question, source: { type: 'custom' }, time_limit_s: 180, rubric }, answer_text: ans, difficulty: 'medium', resume, follow_ups_asked: 0, follow_ups_enabled: true }).feedback;
    const parts = fb.improved_answer?.parts ?? [];
    const own = parts.filter((p) => p.kind === 'own');
    const order = own.map((p) => p.text.match(/^(首先|其次|再次|然后|最后|第[一二三四五]|一是|二是|三是|总之|总的来说|综上|所以)/)?.[1]).filter(Boolean);
    const moved = parts[0]?.kind === "own" && ans.indexOf(parts[0].text) > 12; const flag = process.env.ALL ? true : process.env.MOVED ? moved : order.length;
    if (flag) console.log(`${d.id} ${kind} ref=${withRef} ${fb.score}\n  ` + parts.map((p) => `[${p.kind}/${p.label}] ${p.text}`).join('\n  '));
  }
}
