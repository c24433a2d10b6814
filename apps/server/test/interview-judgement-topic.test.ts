import { describe, expect, it } from 'vitest';
import type { TAnswerFeedback } from '@offerpilot/shared';
import { ECHO_CAP, OFF_TOPIC_CAP, OVERLONG_CAP } from '../src/ai/builtin/interview/evaluate.ts';
import { conceptParts, conceptsOf, outerConcepts, shownByParts } from '../src/ai/builtin/interview/concepts.ts';
import { matchText } from '../src/ai/builtin/interview/terms.ts';
import { questionSkills, topicTerms } from '../src/ai/builtin/interview/topic.ts';
import { explainedShare } from '../src/ai/builtin/interview/score.ts';
import { custom, evaluate } from './support/evaluate.ts';

// Whether an answer to a question without a reference is about that question. A right answer may
// never repeat the question's words (TCP's reliability told by 序号、重传、拥塞控制); an answer to
// another question may share the field's common words (线程, 内存) or name the asked term in
// passing. The answers are written for these tests.

/** Judged off topic and held to the cap. */
function expectCapped(feedback: TAnswerFeedback, label?: string): void {
  expect(feedback.off_topic, label).toBe(true);
  expect(feedback.score).toBeLessThanOrEqual(OFF_TOPIC_CAP);
}

/** Judged on topic, and more than 20 points above the cap. */
function expectOnTopic(feedback: TAnswerFeedback): void {
  expect(feedback.off_topic).toBeFalsy();
  expect(feedback.score).toBeGreaterThan(OFF_TOPIC_CAP + 20);
}

/** A Dockerfile answer that says 瘦身 and 密钥 on the way (written for these tests). */
const DOCKERFILE_ANSWER =
  '镜像瘦身先从基础镜像下手，用 alpine 或 slim 版本；再用多阶段构建，编译放在前一个阶段，最后只把产物拷进运行镜像。每个 RUN 是一层，装包和清缓存要写在同一个 RUN 里。构建快靠层缓存：不常变的指令放上面，先拷依赖清单装依赖，再拷代码。密钥不要写进任何一层，用构建时的 secret 传。';

describe('what an answer is about, without a reference', () => {
  it('hears a question’s subject in its parts: TCP’s reliability without the word TCP', () => {
    const feedback = evaluate(
      custom('TCP 如何保证传输的可靠性？'),
      '主要靠几件事配合：发送的每个字节都有序号，接收端按序号重排、去掉重复的；收到数据要回确认，发送方超时没收到确认就重发；首部带校验和，对不上就丢弃；接收端通告窗口大小做流量控制；发送端再根据网络状况做拥塞控制，慢启动、拥塞避免。',
    );
    expect(feedback.off_topic).toBeUndefined();
    expect(feedback.score).toBeGreaterThan(40);
  });

  it('hears "from a URL to the page" in its steps, never named', () => {
    const feedback = evaluate(
      custom('从浏览器地址栏输入一个网址到页面显示出来，中间发生了什么？'),
      '首先解析域名：浏览器查缓存、系统缓存和 hosts，最后问 DNS 服务器拿到 IP。然后和服务器三次握手建立 TCP 连接，如果是 HTTPS 还要做 TLS 握手。发出请求、收到 HTML 后，浏览器边解析边构建 DOM 树，遇到样式就构建样式规则，两者合成渲染树，再做布局和绘制，最后合成图层显示出来。',
    );
    expect(feedback.off_topic).toBeUndefined();
    expect(feedback.score).toBeGreaterThan(60);
  });

  it('hears rate limiting in its algorithms, said in other words (滚动窗口, 漏斗)', () => {
    const feedback = evaluate(
      custom('常见的限流算法有哪些？'),
      '我用过的有这么几种：固定时间段内计数，简单但在两段交界处可能放进双倍请求；滚动窗口把时间切细，统计更平滑；漏斗模型按恒定速率往外放，能把突发削平；令牌桶按速率往桶里放令牌，请求拿到令牌才放行，能容忍一定突发。',
    );
    expect(feedback.off_topic).toBeUndefined();
    expect(feedback.score).toBeGreaterThan(40);
  });

  it('a page-replacement question is not answered by a list-and-array answer (算法 of a field is not data structures)', () => {
    expect(questionSkills('常见的页面置换算法有哪些？')).not.toContain('algorithms');
    expect(questionSkills('你熟悉哪些排序算法？')).toContain('algorithms');
    const feedback = evaluate(
      custom('常见的页面置换算法有哪些？'),
      'ArrayList 底层是数组，支持按下标随机访问，在末尾追加很快，中间插入要挪动元素；LinkedList 是双向链表，插入删除只改指针，但按下标查找要从头遍历。两者都不是线程安全的。',
    );
    expectCapped(feedback);
  });

  it('这两个 in an answer wholly about two other things stands for those, not for the pair asked', () => {
    const question = custom('ES Module 和 CommonJS 有什么区别？');
    const other = evaluate(
      question,
      '这两个最大的区别在实现上。JDK 动态代理要求目标类实现接口，运行时用 Proxy 生成一个实现同样接口的代理类，调用都转到 InvocationHandler。CGLIB 代理是生成目标类的子类，重写它的方法，所以 final 类和 final 方法代理不了。Spring AOP 默认有接口就用 JDK 代理，没有接口用 CGLIB 代理，Spring Boot 2 以后默认都用 CGLIB 代理。',
    );
    expectCapped(other);
    // The pair asked, stood for by 这两个, is still taken up.
    const right = evaluate(
      question,
      '这两个最大的区别在加载时机和导出方式上。一个是运行时同步加载，导出的是值的拷贝，用 require 引入；另一个是编译时静态分析，导出的是值的引用，用 import 引入，所以能做 tree shaking。',
    );
    expectOnTopic(right);
  });

  it('knows false sharing, classification metrics and Docker images as subjects (fresh set dev6)', () => {
    const disk =
      '先用 df -h 看哪个分区满了，再用 du 逐层找大目录；如果 du 加起来比 df 小很多，多半是文件被删了但进程还开着它，用 lsof 找 deleted 的文件，重启进程或者清空它的句柄，空间就回来了。';
    const defer =
      'defer 按后进先出执行，参数在注册时求值；return 先给返回值赋值，再执行 defer，最后返回；panic 时会依次执行 defer，recover 只能在 defer 里直接调用才生效。';
    for (const [question, other] of [
      ['什么是伪共享？它为什么影响性能，怎么避免？', disk],
      ['分类模型的精确率、召回率和 AUC 分别怎么算？', defer],
      ['Linux 下 write() 返回成功，数据就一定落盘了吗？', DOCKERFILE_ANSWER],
    ] as const) {
      const feedback = evaluate(custom(question), other);
      expectCapped(feedback, question);
    }
    const sharing = evaluate(
      custom('什么是伪共享？它为什么影响性能，怎么避免？'),
      'CPU 缓存按缓存行读写，一行一般 64 字节。两个线程各改各的变量，但两个变量落在同一缓存行里，一个核改了，另一个核那一行就失效，要重新从内存读，来回抢这一行，性能就掉了。避免办法是填充，让变量各占一个缓存行，Java 里可以用 @Contended。',
    );
    expectOnTopic(sharing);
    // A Dockerfile answer that slims the image (瘦身) and keeps 密钥 out of it is on the question.
    const docker = evaluate(custom('写 Dockerfile 时怎么优化镜像体积和构建速度？'), DOCKERFILE_ANSWER);
    expectOnTopic(docker);
  });

  it('定位问题 is finding a fault, not CSS positioning; an OOM hunt through heap, metaspace and GC is on OOM', () => {
    const question = '线上服务报了 OutOfMemoryError，你怎么排查和定位问题？';
    expect(outerConcepts(question)).toEqual(new Set(['oom']));
    expect(outerConcepts('子元素绝对定位，父元素相对定位')).toContain('css-position');
    const feedback = evaluate(
      custom(question),
      '先看报的是哪种溢出：堆不够、元空间满了，还是 GC 忙了半天只回收一点点。然后留现场，JVM 参数里提前开好溢出时自动导出堆快照，拿到文件用 MAT 看哪个对象占得最多、被谁引用着，是泄漏还是确实不够。再配合 jstat 看老年代涨得快不快，回收以后降不降。',
    );
    expectOnTopic(feedback);
  });

  it('加一个字段 is a schema change, and the metadata lock is part of it', () => {
    expect(outerConcepts('大表要加一个字段，你会怎么做？')).toEqual(new Set(['ddl']));
    expect(outerConcepts('增加列表项')).toEqual(new Set());
    const feedback = evaluate(
      custom('线上几千万行的大表要加一个字段，你会怎么做？有哪些风险？'),
      '最怕的是元数据锁：改表要先拿元数据写锁，前面要是有没提交的长事务占着读锁，改表语句就排队，后面所有读写都堵在它后面，连接很快耗光。所以先查有没有长事务，再把锁等待超时设短一点。版本够新就用就地修改不锁表，8.0 以后加列可以只改元数据，秒级完成；数据特别大就用影子表工具一批批拷数据，最后原子改名切换，挑低峰做，备好回退。',
    );
    expectOnTopic(feedback);
  });

  it('a join told by its inner table and nested loop, and backpressure told in words, are on their questions (fresh set dev7)', () => {
    expect(outerConcepts('内层的对象怎么深拷贝？')).toContain('nested-object');
    expect(conceptsOf('a nested object')).toContain('nested-object');
    expect(conceptsOf('Index Nested-Loop Join，内层表走索引')).not.toContain('nested-object');
    const join = evaluate(
      custom('MySQL 的 join 用的是什么算法？为什么要小表驱动大表？'),
      '最基本的是索引嵌套循环：外层表每取一行，就拿连接列去内层表的索引上查，所以内层表的连接列一定要有索引。内层没索引时会把外层的一批行放进连接缓冲，再整张扫内层表去比对，8.0 以后换成哈希连接。外层表每一行都要去内层查一次，外层越小查的次数越少，所以让小的结果集做外层。',
    );
    expect(join.off_topic).toBeFalsy();
    // Not capped; it never says join or 驱动, so it takes up less of the question than it could.
    expect(join.score).toBeGreaterThan(OFF_TOPIC_CAP + 10);
    const stream = evaluate(
      custom('Node.js 的 Stream 里背压是什么？读一个大文件写到网络上不处理会怎样？'),
      '就是上游给得太快、下游吃得太慢，没发出去的数据全堆在进程内存里，大文件能把内存撑满，垃圾回收也忙不过来。每个流都有一个水位线，write 返回 false 就该停读，等 drain 事件再接着读；直接用 pipe 或者 pipeline 会自动处理这些。',
    );
    expectOnTopic(stream);
  });

  it('knows Kubernetes probes, LoRA, TypeScript’s type system and LongAdder as subjects (fresh set dev7)', () => {
    const lora =
      'LoRA 冻结原模型，只在权重旁边加两个低秩矩阵 A 和 B 去训练，B 初始化成 0，所以一开始输出不变。秩 r 决定能表达多少，alpha 是缩放系数，实际乘的是 alpha 除以 r。比全参数微调省显存，训出来只有几十 MB，推理时还能合并回原权重。';
    const types =
      'unknown 是安全的顶层类型，用之前要先做类型收窄，比如 typeof 判断或者写类型守卫；never 是底部类型，表示不会出现的值，常用来在 switch 里做穷尽检查；联合类型里的 never 会被去掉。any 则是直接关掉类型检查。';
    // The engine knows what each question asks and what each answer is about…
    expect(outerConcepts('Kubernetes 的 livenessProbe 和 readinessProbe 有什么区别？')).toContain('k8s-probe');
    expect(outerConcepts('LongAdder 为什么比 AtomicLong 快？')).toContain('atomic-counter');
    expect(conceptsOf(lora)).toContain('lora');
    expect(conceptsOf(types)).toContain('ts-type-system');
    // …and caps an answer to the other.
    for (const [question, other] of [
      ['Kubernetes 的 livenessProbe 和 readinessProbe 有什么区别？', lora],
      ['LongAdder 为什么比 AtomicLong 快？', types],
    ] as const) {
      const feedback = evaluate(custom(question), other);
      expectCapped(feedback, question);
    }
    const probes = evaluate(
      custom('Kubernetes 的 livenessProbe 和 readinessProbe 有什么区别？'),
      '存活探针失败，kubelet 会重启容器；就绪探针失败不重启，只是把 Pod 从 Service 的后端摘掉，不再给它转流量。启动慢的应用要配启动探针，或者把初始延迟设大，不然还没起来就被存活探针杀掉，反复重启。',
    );
    expectOnTopic(probes);
  });

  it('the names of the new concepts stay in their own fields (an outside review of dev6 and dev7’s additions)', () => {
    expect(conceptsOf('修改表里的数据要先写 undo log')).not.toContain('ddl');
    expect(conceptsOf('在 DataFrame 里增加一列')).not.toContain('ddl');
    expect(conceptsOf('用 javaagent 探针自动埋点')).not.toContain('k8s-probe');
    expect(conceptsOf('GC 参数微调了一下')).not.toContain('lora');
    expect(conceptsOf('外键设置了级联更新')).not.toContain('cascade-update');
    expect(conceptsOf('Flink 用水位线处理乱序事件')).not.toContain('backpressure');
    expect(conceptsOf('两层嵌套循环枚举所有组合')).not.toContain('join');
    const update = evaluate(
      custom('MySQL 一条 UPDATE 语句是怎么执行的？'),
      '修改表里的一行数据，先由执行器找到这一行，修改表中这行之前先写 undo log 方便回滚。然后在内存里修改表里的数据页，写 redo log 并标记 prepare。接着写 binlog，最后把 redo log 改成 commit。两阶段提交保证 redo 和 binlog 一致。',
    );
    expect(update.off_topic).toBeFalsy();
  });

  it('连锁更新 is no lock, and 压缩列表 is the ziplist asked about', () => {
    expect(outerConcepts('Redis 的 ziplist 为什么会有连锁更新问题？')).toEqual(new Set(['ziplist', 'cascade-update']));
    const feedback = evaluate(
      custom('Redis 的 ziplist 为什么会有连锁更新问题？listpack 怎么解决的？'),
      '压缩列表里每个元素都记着前一个元素的长度，这个字段前一个不到 254 字节用 1 个字节，超过就要 5 个字节。如果一串元素都是 250 多字节，前面插进一个大元素，后面一个的长度字段变长，它自己也超过 254，再下一个又要扩，一路扩下去，每次都可能重新分配内存。紧凑列表改成每个元素只记自己的长度，插入不会影响后面的元素。',
    );
    expectOnTopic(feedback);
  });

  it('算法 beside another field’s concepts is that field’s method (Nagle 算法 with TCP’s 延迟确认, Raft 算法)', () => {
    expect(questionSkills('Nagle 算法和 TCP 延迟确认是什么？')).not.toContain('algorithms');
    expect(questionSkills('Raft 算法是怎么选主的？')).not.toContain('algorithms');
    expect(questionSkills('Dijkstra 算法的时间复杂度是多少？')).toContain('algorithms');
    expect(questionSkills('用 Java 实现一个快速排序算法')).toEqual(['java', 'algorithms']);
    const feedback = evaluate(
      custom('Nagle 算法和 TCP 延迟确认是什么？一起用会有什么问题？'),
      '判断课程能不能修完，就是看有向图里有没有环。用 Kahn 算法：先统计每个节点的入度，把入度为 0 的点放进队列，每出队一个点就把它邻居的入度减一，减到 0 再入队，最后出队的点数等于总点数就说明没有环。也可以用 DFS 加三色标记找回边。时间复杂度都是 O(V+E)。',
    );
    expectCapped(feedback);
  });

  it('words every Java question shares (线程, 进程, 内存) do not put an answer on “Java 的特点”', () => {
    const feedback = evaluate(
      custom('Java 语言有哪些特点？'),
      '进程是资源分配的单位，线程是调度的单位。同一进程里的线程共享堆内存，切换开销小，但要注意同步；进程之间地址空间隔离，通信要靠管道、共享内存或者套接字，更安全但开销大。',
    );
    expect(feedback.off_topic).toBe(true);
  });

  it('an answer that names Redis once may still be about why it is fast, in the words of its field', () => {
    const feedback = evaluate(
      custom('Redis 为什么这么快？'),
      '首先数据都在内存里，读写不用等磁盘。其次网络这块，Redis 用一个线程跑事件循环，借助 epoll 同时监听大量连接，没有线程切换和加锁的开销。再者底层结构做得很细，小集合用压缩列表，有序集合用跳表，查找插入都快。',
    );
    expect(feedback.off_topic).toBeUndefined();
    expect(feedback.score).toBeGreaterThan(40);
  });

  it('「索引是什么」 is not answered by an answer on sharding that names 唯一索引 twice', () => {
    const sharding =
      '分库分表之后麻烦不少。一是跨库 join 做不了，只能在业务层拼。二是自增主键不再全局唯一，要用雪花算法之类发号。三是唯一索引只在单个分片内有效，全局唯一要另建映射表。四是不带分片键的查询要广播，可以建冗余的索引表。五是扩容要迁数据，最好一开始就按逻辑分片预留。六是运维工作量翻倍。';
    expect(evaluate(custom('索引是什么？'), sharding).off_topic).toBe(true);
    const right = evaluate(
      custom('索引是什么？'),
      '索引是帮助数据库快速找到数据的一种数据结构，相当于书的目录。InnoDB 用 B+ 树组织索引，非叶子节点只存键，叶子节点串成链表，范围查询方便；主键索引的叶子存整行，二级索引存主键，查别的列要回表。代价是占空间、写入时要维护。',
    );
    expect(right.off_topic).toBeUndefined();
    // The rule is for questions that ask what a thing is, not for any question ending in 是什么.
    const prosAndCons = evaluate(
      custom('使用消息队列的优缺点是什么？'),
      '好处是解耦、异步和削峰：下单后发一条消息，库存、积分各自消费，互不影响，高峰时消息先堆在队列里慢慢处理。坏处是系统多了一个依赖，要考虑消息丢失、重复消费和顺序问题，排查链路也更长。',
    );
    expect(prosAndCons.off_topic).toBeUndefined();
  });

  it('a self-introduction tells who one is: a view on layering is not one, 我做后端的 is', () => {
    const view = evaluate(
      custom('请你做一下自我介绍。'),
      '我觉得这跟我们写代码分层是一个道理，每一层只做一类事情，上层不用关心下层怎么实现，接口不变就可以随便替换，复杂的问题拆小了也更好标准化。',
    );
    expect(view.off_topic).toBe(true);
    const intro = evaluate(
      custom('请你做一下自我介绍。'),
      '面试官好，我叫林晓，2021 年毕业于华中科技大学计算机专业，之后在一家电商公司做了三年 Java 后端，主要负责订单和支付模块。',
    );
    expect(intro.off_topic).toBeUndefined();
  });

  it('a story that names the field’s tools answers “how do you keep up with front-end technology”', () => {
    const feedback = evaluate(
      custom('你如何及时了解最新的前端技术？'),
      '去年我发现自己对 Vite 和 Pinia 说不清楚，之后每周一早上花半小时看技术周刊，每个月挑一个新工具写个小 demo。上个月试了 Vitest，在我们项目里比 Jest 快了差不多三倍，我写了对比报告，组长看了数据后同意下季度迁过去。',
    );
    expect(feedback.off_topic).toBeUndefined();
    expect(feedback.score).toBeGreaterThan(40);
  });

  it('names only concepts the table knows in the parts table', () => {
    expect(() => conceptParts()).not.toThrow();
    expect(conceptParts().get('rate-limit')).toContain('token-bucket');
  });
});

// What a third outside try found (2026-12-04): an echo of the question scored like a real answer,
// a 3,000-character ramble scored highest of all, a sentence opened with 我不太确定 still earned
// its points, the advice asked for technical terms the answer already named, and the hint doubled
// its full stop. The answers are written for these tests.
describe('what a third outside try found', () => {
  it('caps an answer that only repeats the question', () => {
    const echo = evaluate(
      custom('Kafka 为什么吞吐量高？'),
      'Kafka 吞吐量高是因为 Kafka 的吞吐量很高，所以 Kafka 吞吐量高。',
    );
    expect(echo.score).toBeLessThanOrEqual(ECHO_CAP);
    expect(echo.improvements.join('')).toContain('重复题目');
    const real = evaluate(
      custom('Kafka 为什么吞吐量高？'),
      '主要几点：消息顺序追加写磁盘，顺序写很快；读的时候用零拷贝直接从页缓存发到网卡；生产和消费都支持批量和压缩；一个主题拆成多个分区，可以并行读写。',
    );
    expect(real.score).toBeGreaterThan(ECHO_CAP + 15);
  });

  it('caps an answer far longer than the time allows and says so', () => {
    const body =
      '微服务就是把一个大系统按业务拆成很多小服务，每个服务单独部署、单独扩容，有自己的数据库，服务之间通过接口或者消息通信。';
    const ramble = evaluate(custom('说说你对微服务的理解。'), body.repeat(40));
    expect(ramble.score).toBeLessThanOrEqual(OVERLONG_CAP);
    expect(ramble.improvements.join('')).toContain('回答过长');
  });

  it('claims nothing in a sentence that opens on 我不太确定 or is asked rather than said', () => {
    const reference = '死锁是两个以上线程互相等待对方持有的资源。四个必要条件：互斥、请求与保持、不可剥夺、循环等待。';
    const sure = evaluate(
      custom('产生死锁的必要条件有哪些？', reference),
      '有互斥、请求与保持、不可剥夺和循环等待四个条件。',
    );
    const unsure = evaluate(
      custom('产生死锁的必要条件有哪些？', reference),
      '这个我不太确定，条件有互斥、请求与保持、不可剥夺、循环等待。',
    );
    expect(sure.covered_key_points).toEqual(['四个必要条件']);
    expect(unsure.covered_key_points).toEqual([]);
    // (The definition point is not the sure answer's: 循环等待 names deadlock but does not define it.)
    expect(unsure.score).toBeLessThan(sure.score - 15);
    const asked = evaluate(
      custom('产生死锁的必要条件有哪些？', reference),
      '死锁可能是两个以上的线程互相等待对方持有的资源？条件我记不清了。',
    );
    expect(asked.covered_key_points).toEqual([]);
  });

  it('does not ask for technical terms the answer already names, nor for them on a question about the candidate', () => {
    const named = evaluate(
      custom('从浏览器输入网址到页面显示，中间发生了什么？'),
      '先查 DNS 拿到 IP，再和服务器三次握手建立 TCP 连接，HTTPS 还要 TLS 握手；发请求拿到 HTML 后，浏览器构建 DOM 树和样式规则，合成渲染树，再布局、绘制。',
    );
    expect(named.improvements.join('')).not.toContain('具体的技术名词');
    const weakness = evaluate(
      custom('你最大的缺点是什么？'),
      '我最大的缺点是不太会拒绝别人，同事找我帮忙基本都答应，结果自己的需求经常要加班赶。现在我会先看优先级，排不开就直接说明情况。',
    );
    expect(weakness.improvements.join('')).not.toContain('技术名词');
  });

  it('never doubles the full stop after a quoted hint', () => {
    const fb = evaluate(
      custom('Redis 的持久化方式有哪些？', 'Redis 有 RDB 和 AOF 两种持久化。4.0 以后还支持混合持久化。'),
      'Redis 可以做快照。',
    );
    expect(fb.improvements.join('')).not.toMatch(/。。|；。|，。/);
  });
});

describe('questions about the candidate that name what they ask in one word', () => {
  it('hears a weakness, a challenge and a reason to join in the answer’s own words', () => {
    const weakness = evaluate(
      custom('你最大的缺点是什么？'),
      '我比较大的问题是不太会拒绝别人。以前同事找我帮忙我都答应，结果自己的需求常常要加班赶，有一次排期还延了两天。后来我用看板把手上的事列清楚，排不开就直接说明，约一个我能空出来的时间。',
    );
    const challenge = evaluate(
      custom('说说你做过最有挑战的一个项目。'),
      '最难的是去年改造实时推荐接口。原来高峰期 P99 一秒多，经常超时。我先用火焰图定位到序列化和串行的远程调用，改成并行请求加本地缓存，两周后 P99 降到 180 毫秒。',
    );
    for (const fb of [weakness, challenge]) {
      expect(fb.off_topic).toBeUndefined();
      expect(fb.score).toBeGreaterThan(45);
      expect(fb.improvements.join('')).not.toContain('贴得不够紧');
    }
    // Another question's answer still is not one.
    const elsewhere = evaluate(
      custom('你最大的缺点是什么？'),
      '五年后我希望成为技术负责人，带一个小团队，在分布式存储方向有积累。',
    );
    expect(elsewhere.score).toBeLessThan(weakness.score - 25);
  });
});

describe('a 反问 is answered with questions', () => {
  it('「…会有什么问题？」 asks what goes wrong, not for the candidate’s questions', () => {
    const question = custom('React 中列表渲染为什么需要 key？用数组下标作为 key 会有什么问题？');
    expect(question.rubric.key_points).not.toContain('关心岗位的工作内容');
    const feedback = evaluate(
      question,
      'key 是给 diff 算法用的：同一层的子元素靠 key 判断哪个是哪个，key 相同就复用原来的组件实例和 DOM。用数组下标当 key，在列表头部插入、删除或者排序时，下标整体错位，状态会复用到错误的元素上，比如输入框里的内容跑到别的行。所以应该用数据里稳定且唯一的 id 作为 key。',
    );
    expect(feedback.score).toBeGreaterThan(70);
    expect(feedback.improvements.join('')).not.toContain('准备一两个具体的问题');
    for (const q of ['你有什么问题想问我们吗？', '最后，你还有什么想了解的吗？', '对我们还有什么问题吗？'])
      expect(custom(q).rubric.key_points).toContain('关心岗位的工作内容');
  });

  it('keeps the candidate’s questions as what the answer says (not as questions asked back in doubt)', () => {
    const fb = evaluate(
      custom('你有什么问题要问我吗？'),
      '想问两个问题：这个岗位入职后前三个月主要负责哪块业务？团队现在的技术栈和代码评审是怎么做的？',
    );
    expect(fb.covered_key_points.length).toBeGreaterThanOrEqual(1);
    expect(fb.off_topic).toBeUndefined();
  });
});

describe('a subject described by its parts, never named', () => {
  it('volatile told by what it does (主存, 乱序, 屏障) is on the question and above a partial answer', () => {
    const question = custom('Java 里 volatile 关键字有什么作用？');
    const described = evaluate(
      question,
      '作用有两层。一是一个线程改了这个变量，新值会立刻写回共享的主存，别的线程手里缓存的旧值作废，下次读一定拿到新值。二是编译器和处理器不能把它前后的读写乱序执行，做法是在读写前后插入屏障。不过 count++ 这种先读再改再写的操作它保证不了原子，还得加锁或用原子类。',
    );
    const partial = evaluate(question, 'volatile 能保证变量在多个线程之间的可见性。');
    expect(described.off_topic).toBeUndefined();
    expect(described.score).toBeGreaterThan(partial.score);
  });

  it('缓存击穿 told by a hot key, its expiry and one request rebuilding it', () => {
    const feedback = evaluate(
      custom('什么是缓存击穿？怎么解决？'),
      '就是一条被大量访问的数据刚好到了时间被清掉，这一瞬间所有请求都扑到数据库上。解决办法一是发现没命中时只让一个线程去查库并写回，其他线程等一下再读；二是这种数据干脆不设过期，由后台定时刷新。',
    );
    expect(feedback.off_topic).toBeUndefined();
    expect(feedback.score).toBeGreaterThan(50);
  });

  it('two words of the whole field (用户态, 内核态) do not show zero-copy', () => {
    const terms = matchText('线程挂起和唤醒都要从用户态切换到内核态，成本很高。').terms;
    expect(shownByParts(terms, ['zero-copy'])).toEqual(new Set());
    const told = matchText('数据靠 DMA 从磁盘搬到内核缓冲区，省掉了内核和用户空间之间的数据拷贝。').terms;
    expect(shownByParts(told, ['zero-copy'])).toEqual(new Set(['zero-copy']));
    const feedback = evaluate(
      custom('什么是零拷贝？'),
      'synchronized 早期是重量级锁，底层的监视器锁依赖操作系统的互斥量，线程挂起和唤醒都要从用户态切换到内核态，成本很高。JDK 6 以后引入了偏向锁、轻量级锁和自旋，开销小了很多。',
    );
    expect(feedback.off_topic).toBe(true);
  });

  it('a question names a concept inside a longer one only through it: 一致性哈希 is not a question on HashMap', () => {
    expect(outerConcepts('什么是一致性哈希？')).toContain('consistent-hash');
    expect(outerConcepts('什么是一致性哈希？')).not.toContain('hash');
    expect(outerConcepts('HashMap 的底层结构是什么？')).toContain('map-type');
    const feedback = evaluate(
      custom('什么是一致性哈希？它解决了什么问题？'),
      'JDK8 的 ConcurrentHashMap 结构跟 HashMap 差不多，是数组加链表加红黑树，用 CAS 加 synchronized 保证线程安全：桶为空就 CAS 放进去，不为空就锁住头节点。默认容量 16，负载因子 0.75，超过阈值就扩容。',
    );
    expect(feedback.off_topic).toBe(true);
  });
});

describe('an off-topic verdict without a reference rests on another subject', () => {
  it('a right explanation that never names its subject names no other: not off-topic', () => {
    const feedback = evaluate(
      custom('Redis 的事务是怎么实现的？它支持回滚吗？'),
      '先把一串命令排进队列，提交的时候一口气按顺序执行完，中间不会插进别的客户端的命令。其中某条命令执行出错，其他的照样执行，已经执行的也不会撤销。提交前还可以先盯住几个键，如果它们被别人改了，整批就放弃执行。',
    );
    expect(feedback.off_topic).toBeUndefined();
  });

  it('an answer on another subject, and a story in words of every field, still are', () => {
    const question = custom('什么是闭包？');
    expect(
      evaluate(
        question,
        'Redis 快主要是因为纯内存操作，再加上单线程的事件循环和 IO 多路复用，一个线程就能处理大量连接。Redis 的底层数据结构也做了很多优化，比如跳表和压缩列表。',
      ).off_topic,
    ).toBe(true);
    expect(
      evaluate(
        question,
        '我们组去年把发布流程重新梳理了一遍，我负责写上线检查清单，后来每次发版前大家都按清单过一遍，线上事故少了一半。',
      ).off_topic,
    ).toBe(true);
  });

  it('a question that names no skill takes its topic from the concepts it names', () => {
    for (const q of ['为什么要三次握手？', '说说 AQS 的原理。', '强缓存和协商缓存有什么区别？']) {
      expect(questionSkills(q)).toEqual([]);
      expect(topicTerms(custom(q)).size).toBeGreaterThan(0);
    }
  });
});

describe('what a fourth outside try found (2026-12-05)', () => {
  it('terms listed with spaces explain nothing: a correct short answer scores above them', () => {
    const question = custom(
      'HTTPS 的 TLS 握手过程是怎样的？',
      '客户端发送 ClientHello，带支持的加密套件和随机数；服务端回 ServerHello 和证书；客户端用 CA 验证证书；双方用 ECDHE 交换参数算出预主密钥，再由三个随机数生成会话密钥；之后用对称加密传输数据。',
    );
    const list = evaluate(question, 'ClientHello ServerHello 证书 CA 随机数 预主密钥 ECDHE 对称加密 Finished');
    const short = evaluate(question, '先交换随机数和证书，客户端验证证书，然后协商出对称密钥，之后用对称加密传数据。');
    expect(short.score).toBeGreaterThan(list.score);
    // A sentence with Latin words between spaces is still a sentence.
    expect(explainedShare('ClientHello ServerHello 证书 CA 随机数 预主密钥 ECDHE 对称加密')).toBe(0);
    expect(explainedShare('key 先算 CRC16 再对 16384 取模')).toBe(1);
    expect(explainedShare('hosts 和本地 DNS 服务器都查不到')).toBe(1);
  });

  it('an answer in words of the question’s own field (数据库 for SQL 注入) names no other subject', () => {
    expect(conceptsOf('Java 的 PreparedStatement 预先编译语句')).toContain('sql-injection');
    const feedback = evaluate(
      custom('什么是 SQL 注入？应该如何防范？'),
      '这是一种攻击：程序把用户填的内容直接拼进数据库的查询语句，攻击者写上引号和恒成立的条件，就能绕过登录，甚至删掉整张表。防范的办法是先把语句结构交给数据库编译好，用户输入只当作占位符的值传进去，比如 Java 的 PreparedStatement、MyBatis 里用 #{}；数据库账号只给最小权限，报错不原样返回给前端。',
    );
    expect(feedback.off_topic).toBeUndefined();
    expect(feedback.score).toBeGreaterThan(60);
  });

  it('a count of kinds or parts (两种执行实体, 四个必要条件) is the outline, not a figure', () => {
    const feedback = evaluate(
      custom('进程和线程有什么区别？'),
      '操作系统里有两种执行实体。进程是资源分配的基本单位，有独立的地址空间；线程是调度的基本单位，同一进程的线程共享内存，切换开销更小。',
    );
    expect(feedback.strengths.join('')).not.toContain('具体的数字');
    const figure = evaluate(
      custom('你做过哪些性能优化？'),
      '我把订单查询加了联合索引，又把热点数据放进 Redis，接口 P99 从 800ms 降到 120ms，数据库 QPS 下降了 60%。',
    );
    expect(figure.strengths.join('')).toContain('具体的数字');
  });
});

describe('why an answer was judged off topic, in its feedback', () => {
  it('names the subject an answer to another question is about, in its own spelling', () => {
    const feedback = evaluate(
      custom('TCP 的拥塞控制是怎么做的？'),
      'DNS 解析先查浏览器缓存，再查系统缓存和 hosts 文件。都没有就问本地 DNS 服务器，它递归去问根域名服务器、顶级域名服务器和权威服务器。拿到 IP 后 DNS 结果会按 TTL 缓存下来，下次直接用。',
    );
    expect(feedback.off_topic).toBe(true);
    expect(feedback.explanations.relevance).toBe('回答主要在讲「DNS」，不是题目问的内容，判为离题，总分最高 25 分。');
    expect(feedback.improvements[0]).toContain('你讲的是「DNS」');
  });

  it('never speaks of a reference answer’s key points where the question has none', () => {
    const feedback = evaluate(custom('常见的页面置换算法有哪些？'), '周末我一般去爬山或者在家看电影，放松一下心情。');
    expect(feedback.off_topic).toBe(true);
    expect(feedback.explanations.relevance).not.toContain('参考要点');
    const onTopic = evaluate(
      custom('常见的页面置换算法有哪些？'),
      '常见的有先进先出 FIFO、最近最久未使用 LRU、时钟算法，还有理论上最优的 OPT，它淘汰将来最久不用的页，只能用来做对比。',
    );
    expect(onTopic.off_topic).toBeUndefined();
    expect(onTopic.explanations.relevance).not.toContain('参考要点');
  });

  it('says what a self-introduction lacks', () => {
    const feedback = evaluate(
      custom('请做一个简单的自我介绍。'),
      '我觉得这个岗位很有意思，跟我们写后端分层是一个道理。',
    );
    expect(feedback.off_topic).toBe(true);
    expect(feedback.explanations.relevance).toContain('没有讲到你是谁');
  });
});

describe('an eighth fresh set (2026-12-07, afternoon): things named in other words, 优缺点, shares', () => {
  it('caps an answer to another question where the question asks a thing’s 优缺点 (no personal weakness asked)', () => {
    const feedback = evaluate(
      custom('布隆过滤器的原理是什么？它有什么优缺点，一般用在什么场景？'),
      '读写分离就是主库负责写、从库负责读，主从之间靠 binlog 异步复制，所以会有延迟。带来的问题就是刚写进去的数据去从库读不到。解决办法：第一，写完之后一段时间内强制读主库；第二，记录位点，判断从库追上了再读；第三，开并行复制、拆大事务。',
    );
    expectCapped(feedback);
  });

  it('still hears a personal weakness shown in the answer’s words', () => {
    const feedback = evaluate(
      custom('说说你的优缺点。'),
      '优点是做事比较踏实，答应的事情会按时做完。我比较大的问题是不太会拒绝别人，手上的事情一多就容易拖，现在我会先排好优先级，把接不下来的事情当面说清楚。',
    );
    expect(feedback.off_topic).toBeFalsy();
  });

  // Short answers in everyday words: before these concepts each was judged off topic (relevance 0).
  const heard = (feedback: TAnswerFeedback) => {
    expect(feedback.off_topic).toBeFalsy();
    expect(feedback.dimensions.relevance).toBeGreaterThan(20);
  };

  it('hears gray release, inverted indexes and categorical features said in other words', () => {
    heard(
      evaluate(
        custom('什么是灰度发布？出了问题怎么回滚？'),
        '就是新版本不一次推给所有人，先让一小部分用户用上，观察报错率和耗时，没问题再一点点放量；出了问题就把流量切回老版本，或者关掉功能开关。金丝雀和蓝绿都是常见做法。',
      ),
    );
    heard(
      evaluate(
        custom('Elasticsearch 的倒排索引是什么原理？'),
        '普通的做法是从文档找词，它反过来从词找文档：写入时先分词，为每个词维护一份出现过它的文档编号清单，还记下出现次数和位置，搜的时候拿关键词直接对清单，不用把文档挨个翻一遍。',
      ),
    );
    heard(
      evaluate(
        custom('特征工程中类别特征有哪些常见的编码方式？'),
        '城市、颜色这种离散取值，可以给每个取值分配一个编号，适合有等级的取值；也可以用独热，每个取值单独开一列；取值特别多时可以用标签的平均值来替换，注意做交叉折叠防止泄漏。',
      ),
    );
  });
});

describe('no escape through the eighth set’s words (outside review, 2026-12-07 afternoon)', () => {
  it('hears the candidate’s own 优缺点 however it is asked', () => {
    const answer =
      '我的优点是做事踏实，答应的事会按时做完。我比较大的问题是不太会拒绝别人，事情一多就容易拖，现在我会先评估优先级再答应。';
    for (const question of ['你最大的优缺点是什么？', '谈谈个人优缺点。', '请用三个词形容你自己，并说说优缺点。'])
      expect(evaluate(custom(question), answer).off_topic, question).toBeFalsy();
  });

  it('caps answers that share only a word with a new concept: 误判率, 一小部分请求, 重新分配任务', () => {
    expectCapped(
      evaluate(
        custom('布隆过滤器的原理是什么？'),
        '分类模型的评估要看假阳性和误判率，用混淆矩阵、精确率和召回率来衡量，阈值调高精确率上升召回率下降。',
      ),
    );
    expectCapped(
      evaluate(
        custom('什么是灰度发布？'),
        '限流就是只让一小部分请求通过，常见的是令牌桶：按固定速率往桶里放令牌，请求拿到令牌才放行，拿不到就拒绝或排队。',
      ),
    );
    expectCapped(
      evaluate(
        custom('Kafka 消费者组的 rebalance 是什么？'),
        '项目排期紧的时候，领导会重新分配任务，把我手上的两个需求交给同事，我专心做支付那块，最后按时上线。',
      ),
    );
  });
});

describe('a ninth fresh set (2026-12-07, evening): paging, normalisation, stories told to something else', () => {
  it('reads 分页 of a query as paging, not virtual memory, and 偏移量 as its offset', () => {
    expect(outerConcepts('分库分表之后，按时间排序做跨库分页查询该怎么实现？')).not.toContain('virtual-memory');
    expect(outerConcepts('操作系统的分页和分段有什么区别？')).toContain('virtual-memory');
    expect(outerConcepts('MySQL 里怎么实现分页？')).not.toContain('virtual-memory');
    expect(outerConcepts('进程的页表和分页机制是怎样的？')).toContain('virtual-memory');
    expectOnTopic(
      evaluate(
        custom('分库分表之后，按时间排序做跨库分页查询（比如查第 N 页）该怎么实现？有哪些方案？'),
        '最稳的办法是每个库都把排好序的前「偏移量加页大小」条交上来，在中间件里归并成一个有序序列再截出要的那页，结果准确，但越往后翻每个库要交的行越多。第二种是只给下一页：带上上一页最后一条的时间戳，各库只查比它新的 size 条，合并后取前 size 条，每次搬的数据一样多。还可以把数据同步到搜索引擎专门做分页，或者限制最多翻多少页。',
      ),
    );
  });

  it('reads a convolution’s 通道 as no Go channel, and hears Batch Normalization by its parts', () => {
    expect(conceptsOf('卷积里按通道统计均值')).not.toContain('channel');
    expect(conceptsOf('往 channel 里发数据，无缓冲的通道会阻塞')).toContain('channel');
    expectOnTopic(
      evaluate(
        custom('Batch Normalization 有什么作用？它在训练和推理阶段有什么不同？'),
        '它对一小批样本的每个特征（卷积里按通道）算均值和方差，拉到 0 均值、方差 1，再乘一个可训练的 γ、加一个 β，让网络自己决定要不要还原。好处是训练更稳、学习率能开大、收敛快，还有一点正则作用。训练时用这一批的统计量，同时用滑动平均记下全局均值和方差；推理时直接用记下的全局值，同一个输入结果不变。',
      ),
    );
  });

  it('caps a story of other work told to a question on a subject it does not know', () => {
    expectCapped(
      evaluate(
        custom('如果某一天 App 的 DAU 突然比平时下降了 10%，你会怎么分析原因？'),
        '我讲一个去年的例子。当时做订单查询优化，我想加一层 Redis 缓存，同事觉得应该先优化 SQL 和索引，担心缓存的一致性。后来我们各做了一个 demo 压测，先优化索引降到 250 毫秒，再加短 TTL 的缓存就达标了。最后用了结合的方案，按期上线，P99 到了 150 毫秒。',
      ),
    );
  });

  // Outside review of these rules (2026-12-07, evening): each was judged off topic by a first version.
  it('keeps right answers that name other subjects once, statistics and 分页 after 长度 on topic', () => {
    const cases: [string, string][] = [
      [
        '日活突然下降了 20%，你会怎么排查原因？',
        '我会先确认是不是数据本身出了问题，比如埋点上报失败、Kafka 消费堆积或者 Hive 离线任务延迟导致报表没跑完。数据没问题的话，再按渠道、版本、地区、新老用户拆开看，找到跌得最多的那一块，再对照那几天有没有发版、活动结束或者竞品动作。',
      ],
      [
        '数据分析中缺失值一般怎么处理？',
        '先看缺失比例，缺得太多的列直接删掉。数值型的可以用全局均值或者中位数填充，时间序列一般用滑动平均或者前一个值填补；类别型用众数或者单独标一个未知类别。',
      ],
      [
        '操作系统为什么要引入分页机制？',
        '内存按固定长度分页之后，进程就不需要一整块连续的物理内存了，零散的空闲页框也能用上，外部碎片就没了。',
      ],
      [
        '为什么读取 offsetWidth 会导致重排？',
        '读元素的偏移量、滚动位置这些几何信息时，浏览器必须先把挂起的样式和布局算完才能返回准确值，所以如果前面刚改过样式，这次读偏移量就会同步触发一次布局。',
      ],
      [
        'MySQL 里怎么实现分页？',
        '用 limit 加 offset，比如每页 20 条，第三页就是 limit 20 offset 40；翻到很后面的时候 offset 很大会很慢，可以改成记住上一页最后一条的 id，用 where id > 它 limit 20。',
      ],
      [
        '数据量很大的表怎么做分页？',
        '直接 limit 加 offset 的话，翻到很后面 offset 很大，MySQL 要扫描并丢弃前面所有行，很慢。可以用游标分页：记住上一页最后一条的主键，下一页查 where id > 它 limit 20；或者先用覆盖索引查出主键再回表。',
      ],
      [
        'RGB 图片转灰度怎么算？',
        '把 R、G、B 三个通道按 0.299、0.587、0.114 加权求和，得到一个通道的灰度值；绿色权重最大，因为人眼对绿色最敏感。',
      ],
    ];
    for (const [question, answer] of cases) expect(evaluate(custom(question), answer).off_topic, question).toBeFalsy();
  });

  it('scores a failure story that stops before its lesson as partial, above a list of the rubric’s words', () => {
    const question = custom(
      '讲一次你经历过的失败项目，你从中学到了什么？',
      '选一个真实的失败：说明项目背景和你的职责，失败的结果和影响，原因分析里你自己的责任，当时如何补救，事后如何复盘，以及之后怎样把教训用到新项目里。',
    );
    const partial = evaluate(
      question,
      '我说一个去年做的抽奖活动项目。目标是春节前上线，预计每秒三千次请求。结果上线第一天晚上接口大量超时，有半个小时奖品发不出去，还多发了一批。原因嘛……我就先说到这。',
    );
    const terms = evaluate(question, '项目背景、个人职责、失败结果、原因分析、补救措施、复盘、经验总结、教训应用');
    expect(partial.off_topic).toBeFalsy();
    expect(partial.score).toBeGreaterThan(terms.score);
    // An explanation of timeouts is no story of a failure, though it says 超时 and 我们.
    expectCapped(
      evaluate(
        question,
        '接口超时一般是下游服务慢或者连接池打满，我们可以设置合理的超时时间，加上熔断和有限次数的重试，再配合限流把突发流量挡在外面。',
      ),
    );
  });

  it('takes a language named once as the medium of an explanation, not another subject', () => {
    const question = custom('什么是虚拟 DOM？它解决了什么问题，一定比直接操作 DOM 快吗？');
    const feedback = evaluate(
      question,
      '可以把它想成页面的草稿：框架在内存里用普通的 JavaScript 对象搭出一份和页面节点一一对应的模型。数据一改，先在草稿上重画一份，新旧两份逐个节点对比（也就是 diff），只把不同的地方一次性改到浏览器的节点上（patch）。好处是少了零散的节点读写，写代码的人只描述界面长什么样；但对比本身也花时间，手工精准地改节点往往更快。',
    );
    expect(feedback.off_topic).toBeFalsy();
    // A language the answer comes back to is still its subject.
    expectCapped(
      evaluate(
        custom('Python 的装饰器原理是什么？'),
        'Java 的注解本身不做事，要靠反射在运行时读出来，比如 Spring 扫描到 @Autowired 就去容器里找对象注入。Java 的注解还有保留策略，SOURCE、CLASS、RUNTIME 三种，只有 RUNTIME 的能被反射读到。',
      ),
    );
  });

  it('hears ZooKeeper as ZK and its lock by 临时顺序节点', () => {
    expect([...conceptsOf('ZK 用临时顺序节点做分布式锁')]).toEqual(
      expect.arrayContaining(['zookeeper', 'ephemeral-node']),
    );
    const partial = evaluate(
      custom('ZooKeeper 是怎么实现分布式锁的？和 Redis 实现的分布式锁相比有什么优缺点？'),
      '嗯，ZK 是用临时顺序节点来做的。每个客户端在锁目录下面建一个临时顺序节点，看自己的序号是不是最小的，最小的就拿到锁。拿不到就去监听，具体监听哪个我记不清了。',
    );
    expect(partial.off_topic).toBeFalsy();
    expect(partial.dimensions.relevance).toBeGreaterThan(40);
  });
});
