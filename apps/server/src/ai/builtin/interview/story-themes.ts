/**
 * What a story question asks the story to be about ("讲一次你和同事意见不一致的经历" → a
 * disagreement with someone), and whether a story touches it. A first-person story with a
 * situation, actions and figures answers "讲一次…" questions in general, but a story of learning
 * Rust alone does not answer a question about a disagreement: without this it escaped the off-topic
 * cap (48, praised for its figures). Deterministic; a story that touches any theme of its question
 * passes, so a lenient reading of the theme never caps a right story.
 */

interface TTheme {
  id: string;
  /** The question asks for this kind of story. */
  asks: RegExp;
  /** The story shows it (any of these, in other words than the question's). */
  shows: RegExp[];
}

const PEOPLE =
  /同事|对方|他们|他|她|主管|领导|经理|老板|组长|leader|客户|用户|产品经理|产品|设计师|设计|测试|运营|销售|前端|后端|开发|队友|同学|老师|导师|合作方|甲方|乙方|上级|下属|团队|组员|成员|伙伴|\bcolleague|\bmanager|\bteammate|\bclient/i;

const THEMES: readonly TTheme[] = [
  {
    id: 'disagreement',
    asks: /意见不(一致|同)|分歧|冲突|矛盾|不同意|争执|争论|争吵|说服|看法不同|观点不同|disagree|conflict|persuade|convince/i,
    shows: [
      /意见|分歧|冲突|矛盾|不同意|反对|争|说服|质疑|不认可|不赞成|不接受|坚持|担心|顾虑|共识|观点|看法|想法不同|不一致|拒绝|不满|抱怨|吵|妥协|让步|折中|拧巴|僵持|各执|否掉|否决|主张|采纳|(他|她|对方|同事|搭档|队友|组长|主管|产品|leader)[^，。；,;]{0,6}(觉得|认为|想要?|希望|坚持)[^。；;]{0,60}(我|而我)[^，。；,;]{0,4}(觉得|认为|想|担心)|disagree|conflict|argu|object|concern|persuad|convinc|compromis/i,
    ],
  },
  {
    id: 'failure',
    asks: /失败|挫折|犯(过)?错|错误|失误|搞砸|没(能|有)?做好|教训|遗憾|不足|mistake|fail|setback/i,
    shows: [
      /失败|没(能|有)?(成功|做好|达成|完成|达到|按时|通过|赶上|进)|失误|(出|犯|做|搞|弄|判断)错|错误|我的锅|搞砸|教训|延期|延误|事故|故障|复盘|反思|损失|差评|投诉|落选|淘汰|不足|遗憾|低估|高估|忽略|疏忽|返工|回滚|卡死|崩溃|宕机|(大量|全部|集中)?超时|发不出|超发|超卖|挂了|挂掉|扛不住|雪崩|不可用|出了?(问题|状况)|(?<![a-z])oom(?![a-z])|bug|mistake|fail|wrong|lesson/i,
    ],
  },
  {
    id: 'pressure',
    asks: /压力|紧急|deadline|截止|时间(很)?紧|加班|同时(处理|进行|推进)|多个任务|来不及|pressure|tight/i,
    shows: [
      /压力|紧|来不及|截止|deadline|加班|熬夜|同时|并行|优先级|排期|(天|周|小时|工作日|星期)(之|以)?内|前完成|赶|按时|延期|急|催|临时|只给了?|[\d一二两三四五六七八九十几半]+\s*(天|周|个?小时|个?工作日|个?星期)(之|以)?(内|就要|必须|后(就)?(要|得)?(上线|交付|截止|发布|答辩))|必须(在|按时)|pressure|priorit|urgent|deadline/i,
    ],
  },
  {
    id: 'leadership',
    asks: /领导|带领|带团队|带人|管理(团队|下属)|牵头|组织(大家|团队|活动)|lead\b|leadership|managed? a team/i,
    shows: [
      /带(领|着|了)?[^，。；,;]{0,8}(人|同学|同事|团队|小组|组员|成员|新人|实习生|大家)|组织|牵头|分工|安排|提议|号召|说服|带动|协调|负责人|组长|队长|班长|主席|部长|主持|动员|推动|\blead|\bled\b|\bmanag/i,
    ],
  },
  {
    id: 'teamwork',
    asks: /团队合作|团队协作|跨部门|跨团队|和(他人|别人|同事|团队)(一起)?(合作|协作|配合)|teamwork|collaborat|cross-functional/i,
    shows: [PEOPLE, /一起|配合|协作|合作|分工|沟通|对接|我们|\bwe\b|together/i],
  },
  {
    id: 'learning',
    asks: /学习|自学|新技术|快速(掌握|上手)|陌生(的)?(领域|技术)|不熟悉|learn/i,
    shows: [
      /学|文档|教程|课程|书|资料|上手|掌握|研究|请教|源码|视频|笔记|练习|摸索|看了|读了|learn|study|tutorial|docs?\b|course/i,
    ],
  },
];

/** The themes a story question asks for (none for a question that asks for any story). Only story questions have themes: a technical question's 协作 (Handler 与 Looper 如何协作) is none. */
export function themesAsked(question: string): TTheme[] {
  return THEMES.filter((t) => t.asks.test(question));
}

/**
 * Whether the story touches a theme its question asks for: true when the question asks for none,
 * or when the story shows every pattern of at least one of them.
 */
export function touchesTheme(question: string, answer: string): boolean {
  const asked = themesAsked(question);
  if (!asked.length) return true;
  return asked.some((t) => t.shows.every((p) => p.test(answer)));
}
