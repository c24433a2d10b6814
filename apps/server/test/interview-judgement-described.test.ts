import { describe, expect, it } from 'vitest';
import { OFF_TOPIC_CAP } from '../src/ai/builtin/interview/evaluate.ts';
import { conceptsOf, shownByParts } from '../src/ai/builtin/interview/concepts.ts';
import { termSet } from '../src/ai/builtin/interview/terms.ts';
import { custom, evaluate, followUpAfter } from './support/evaluate.ts';

// A candidate who understands a subject but not its textbook name describes it: ARP as 问全网谁是
// 这个 IP, Raft's election as 任期、过半投票、随机超时. Without a reference the question's words
// are all the evaluator has; the concepts it carries (names, descriptions and parts) must meet the
// description, and 「回答偏离了题目」 must rest on another subject the answer is about. The answers
// are written for these tests, not taken from the bench's sets.

describe('a subject described rather than named, without a reference', () => {
  it('ARP told by its parts (hardware address, broadcast, spoofed replies) is on topic', () => {
    const feedback = evaluate(
      custom('ARP 协议的工作原理是什么？'),
      '主机只知道对方的 IP，真正发帧却要网卡的硬件地址。它先查自己缓存的对应表，查不到就向整个局域网广播一个询问：谁是 10.0.0.5，请告诉我你的硬件地址。只有那台机器单独回复，双方都顺手记下对应关系，表项过一段时间会老化。因为回复没有任何校验，别人可以伪造应答，把流量骗到自己那里。',
    );
    expect(feedback.off_topic).toBeUndefined();
    expect(feedback.score).toBeGreaterThan(55);
  });

  it('Raft’s election told without the word Raft is on topic', () => {
    const feedback = evaluate(
      custom('Raft 协议是如何进行 Leader 选举的？'),
      '节点分三种身份。当前的主节点不停发心跳；跟随者各自有一个随机的超时，过了时间没听到心跳，就把任期加一、变成候选人，先投自己一票，再向其他节点拉票。每个节点一个任期只投一票，而且只投给日志不比自己旧的候选人。拿到过半的票就当选，马上发心跳宣告；票被分散时等下一轮随机超时重来。',
    );
    expect(feedback.off_topic).toBeUndefined();
    expect(feedback.score).toBeGreaterThan(55);
  });

  it('overriding and overloading told as 覆写 and 同名不同参 are the question’s subject', () => {
    expect(conceptsOf('子类覆写父类的方法')).toContain('override');
    expect(conceptsOf('同名不同参，编译期就选定了版本')).toContain('overload');
    expect(conceptsOf('同名不同参，编译期就选定了版本')).toContain('static-binding');
    const feedback = evaluate(
      custom('方法重载和方法重写有什么区别？'),
      '一种是子类覆写父类已有的方法，签名要一致，运行时按对象的实际类型决定调哪个，是动态绑定；另一种是同一个类里同名不同参，参数的个数或类型不同就行，编译器看实参就选好了版本，属于静态绑定。',
    );
    expect(feedback.off_topic).toBeUndefined();
    expect(feedback.score).toBeGreaterThan(50);
  });

  it('a pattern may hold alternatives of its own (收发|执行 线程), and 互相等待 alone is not a barrier', () => {
    expect(conceptsOf('从库派一个收发线程去拉日志，再由执行线程回放')).toContain('replay-thread');
    expect(conceptsOf('两个线程互相等待对方持有的资源')).not.toContain('wait-together');
    expect(conceptsOf('几个线程跑到集合点互相等着凑齐再出发')).toContain('wait-together');
  });

  it('an answer wholly about another thing it names is off topic, though it shows the question’s concept by parts', () => {
    // Sentinel's failover uses an election with a quorum: Raft's parts, said of Redis Sentinel.
    expect(shownByParts(termSet('哨兵之间投票选出 leader，票数过半才算数，并且有任期'), ['raft'])).toContain('raft');
    const feedback = evaluate(
      custom('Raft 协议是如何进行 Leader 选举的？'),
      '哨兵是 Redis 做高可用的组件，本身是独立的进程。哨兵定时 ping 主节点，超时没回就认为它主观下线。哨兵再问别的哨兵，达到 quorum 个就判定客观下线。然后哨兵之间投票选出一个 leader 来做故障转移，票数过半才算数。最后哨兵把新的主节点地址通知给客户端。',
    );
    expect(feedback.off_topic).toBe(true);
    expect(feedback.score).toBeLessThanOrEqual(OFF_TOPIC_CAP);
  });

  it('a word inside a longer name of the question’s own concept is not another subject (权限 of 高权限)', () => {
    const feedback = evaluate(
      custom('什么是用户态和内核态？为什么要区分？'),
      'CPU 有高权限和低权限两种运行级别。高权限下所有指令都能执行，能访问全部内存和外设；低权限下敏感指令被禁止，只能访问自己的地址空间。这样区分是为了保护系统：普通程序出错只会自己崩溃。程序要读文件时通过陷入指令进入高权限，外设中断和缺页异常也会切过去。',
    );
    expect(feedback.off_topic).toBeUndefined();
    expect(feedback.score).toBeGreaterThan(50);
  });

  it('a cost such as O(log n) is no subject of its own, and the products of a field are that field', () => {
    const skiplist = evaluate(
      custom('Redis 的有序集合底层为什么用跳表而不用平衡树？'),
      'O(log n) 两者都能做到，但平衡树插入删除要旋转，实现复杂；跳表靠随机层数维持平衡，插入删除只改前后指针，范围查询沿着最底层往后走就行。',
    );
    expect(skiplist.off_topic).toBeUndefined();
    const duplicates = evaluate(
      custom('如何解决消息的重复消费问题？'),
      'Kafka、RocketMQ、RabbitMQ 默认都只保证至少投递一次，所以重复消息免不了，比如生产者超时重试，或者消费者提交 offset 之前宕机。',
    );
    expect(duplicates.off_topic).toBeUndefined();
  });

  it('a word of everyday speech is no concept’s name (堆满 is not the heap, 通知客户端 is no AOP advice)', () => {
    expect(conceptsOf('对方处理不过来，数据会堆满它的缓冲区')).not.toContain('heap');
    expect(conceptsOf('对象分配在堆上，栈上只放引用')).toContain('heap');
    expect(conceptsOf('最后把新主节点的地址通知客户端')).not.toContain('advice');
    expect(conceptsOf('环绕通知可以在方法前后各做一件事')).toContain('advice');
  });

  it('NAT, SYN flood and TLB told in plain words are on topic (路由器 is no sharding route)', () => {
    expect(conceptsOf('包走到出口路由器，再出去')).not.toContain('shard-key');
    const nat = evaluate(
      custom('什么是 NAT？它是怎么工作的？'),
      '公网地址不够用，家里的电脑手机都拿 192.168 开头的内网地址。出门上网时，出口的那台设备把包里的源地址和源端口改写成自己的公网地址和一个新端口，并在映射表里记下这组对应；回来的包按端口查表，再改回内网那台机器的地址转进去。外面主动连进来就找不到表项，所以要做端口映射。',
    );
    expect(nat.off_topic).toBeUndefined();
    expect(nat.score).toBeGreaterThan(45);
    const flood = evaluate(
      custom('什么是 SYN Flood 攻击？如何防御？'),
      '攻击者伪造大量源地址发第一次握手的包，服务器每收到一个就回应并把连接放进半连接队列等最后的确认，确认永远不来，队列很快被占满，正常用户就连不上了。防御可以开 SYN Cookie，不占队列，把状态算进序列号里；也可以调大队列、缩短重试次数，或者在前面加清洗设备。',
    );
    expect(flood.off_topic).toBeUndefined();
    expect(flood.score).toBeGreaterThan(50);
    const tlb = evaluate(
      custom('为什么需要多级页表？TLB 是什么？'),
      '一张平铺的页表每个进程都要几 MB 连续内存，大部分还用不上。把页表拆成两级甚至四级，没用到的那段就不分配下层表，省内存。代价是查一次地址要多访问几次内存，所以 CPU 里有一块缓存记住最近用过的虚拟页到物理页的映射，命中就不用一级级去查了。',
    );
    expect(tlb.off_topic).toBeUndefined();
    expect(tlb.score).toBeGreaterThan(45);
  });

  it('an answer on binlog’s replication use is on a question about redo log and binlog; 宕机 is a crash, not overload; for update is no DML', () => {
    expect(conceptsOf('select 加上 for update 会锁住读到的行')).not.toContain('dml');
    const twoPhase = evaluate(
      custom('MySQL 中 redo log 和 binlog 为什么需要两阶段提交？'),
      '一个日志管引擎自己的崩溃恢复，另一个给主从同步和备份用。要是各写各的，中间宕机就会一边有一边没有：主库重启后数据在，从库却同步不到；反过来从库会多出主库没有的改动。所以提交拆成准备和提交两步，恢复时看另一边写全没有再决定提交还是回滚。主从同步靠的就是这份逻辑日志。',
    );
    expect(twoPhase.off_topic).toBeUndefined();
    expect(twoPhase.score).toBeGreaterThan(OFF_TOPIC_CAP + 10);
    const phantom = evaluate(
      custom('InnoDB 在可重复读隔离级别下是如何解决幻读的？'),
      '分两种读。普通查询读的是快照，第一次读时定下视图，别的事务后来插入的行看不见。加锁的读，比如 select 加 for update，会把行和行之间的间隙一起锁住，别人插不进来，所以两次范围查询结果一样。',
    );
    expect(phantom.off_topic).toBeUndefined();
    expect(phantom.score).toBeGreaterThan(50);
    const epoll = evaluate(
      custom('epoll 相比 select 有哪些优势？'),
      '老办法每次调用都把全部描述符从用户态拷进内核，内核挨个轮询谁就绪，回来后程序还得再扫一遍，而且数量有上限。新办法把描述符注册一次就留在内核里，用红黑树管着，就绪的靠回调放进一个就绪链表，调用时只拿就绪的，连接再多也不会变慢。',
    );
    expect(epoll.off_topic).toBeUndefined();
    expect(epoll.score).toBeGreaterThan(50);
  });

  it('another concept of the kind explained in place of the one asked is off topic (缓存雪崩 for 缓存穿透)', () => {
    const avalanche = evaluate(
      custom('什么是缓存穿透？有哪些解决方案？'),
      '就是很多 key 在同一时刻一起过期，请求一下子全落到数据库上，把库压垮。解决办法是给过期时间加一个随机值，让它们错开；再准备降级和限流，Redis 挂了也能兜底。',
    );
    expect(avalanche.off_topic).toBe(true);
    expect(avalanche.score).toBeLessThanOrEqual(OFF_TOPIC_CAP);
    const penetration = evaluate(
      custom('什么是缓存穿透？有哪些解决方案？'),
      '请求的数据在缓存和数据库里都没有，每次都会打到数据库。可以在前面放一个布隆过滤器，肯定不存在的直接拦掉；或者把查不到的结果也缓存一个空值，设置较短的过期时间。',
    );
    expect(penetration.off_topic).toBeUndefined();
    expect(penetration.score).toBeGreaterThan(50);
  });
});

describe('an explanation in everyday words that names nothing, without a reference', () => {
  const Q = 'HTTP 的长连接（Keep-Alive）是什么？';
  it('is not told it is about something else: the tie was not heard, and it is asked for the names', () => {
    const feedback = evaluate(
      custom(Q),
      '就是两边拉好的那根线用完先别挂断，后面要是还要拿东西，就接着用这根线，不用每回都重新打招呼。要是隔了一阵都没人再用，服务那边才把它关掉，这样省了反复搭线的工夫，同时也少占机器。如果有一方说这次用完就断，那就按老办法，每次先搭线再拿东西。',
    );
    expect(feedback.score).toBeLessThanOrEqual(OFF_TOPIC_CAP);
    expect(feedback.improvements.join()).not.toContain('偏离');
    expect(feedback.improvements[0]).toContain('没有听出回答和题目的关系');
    expect(feedback.improvements[0]).toContain('（「HTTP」「长连接」）');
    expect(feedback.explanations.relevance).toContain('听不出和题目的关系');
  });

  it('talk that explains nothing is still off topic', () => {
    const feedback = evaluate(
      custom(Q),
      '这个东西挺重要的，大家平时都会碰到，用好了帮助很大。我觉得关键还是多练习、多总结，遇到问题多查资料、多请教身边的同事，时间长了慢慢就熟悉了，也会越来越有信心。',
    );
    expect(feedback.off_topic).toBe(true);
    expect(feedback.score).toBeLessThanOrEqual(OFF_TOPIC_CAP);
  });
});

describe('centring told by its CSS, without a reference', () => {
  const Q = '怎样让一个盒子在页面里水平垂直都居中？';
  it('flex, grid and a translate back are the answer, though 居中 is never said', () => {
    const feedback = evaluate(
      custom(Q),
      '最常用的是父元素设成 flex，再加 justify-content: center 和 align-items: center；也可以用 grid 的 place-items: center；或者子元素绝对定位，top 和 left 各 50%，再用 transform: translate(-50%, -50%) 拉回来。',
    );
    expect(feedback.off_topic).toBeUndefined();
    expect(feedback.score).toBeGreaterThan(55);
  });

  it('an answer on indexes is still off topic', () => {
    const feedback = evaluate(
      custom(Q),
      'InnoDB 用 B+ 树组织数据，主键索引的叶子节点存整行，二级索引的叶子存主键值，查询时要回表；联合索引遵循最左前缀，覆盖索引可以避免回表。',
    );
    expect(feedback.off_topic).toBe(true);
  });
});

describe('an explanation in everyday words, with a reference', () => {
  // An answer about another subject it names is still told 偏离 and 没有讲到 (interview-judgement-topic).
  const Q = 'HTTP 的长连接（Keep-Alive）是什么？';
  const REF =
    'HTTP/1.1 默认开启长连接：一个 TCP 连接上可以先后发送多个请求和响应，省去反复三次握手和慢启动的开销。服务器用 Keep-Alive 的 timeout 决定空闲多久后关闭连接，max 限制一个连接上的请求数。任何一方发送 Connection: close 就在本次响应后关闭。';
  const PLAIN =
    '就是两边拉好的那根线用完先别挂断，后面要是还要拿东西，就接着用这根线，不用每回都重新打招呼。要是隔了一阵都没人再用，服务那边才把它关掉，这样省了反复搭线的工夫，同时也少占机器。如果有一方说这次用完就断，那就按老办法，每次先搭线再拿东西。';

  it('is not told it is about something else, and what was not heard is not called left out', () => {
    const feedback = evaluate(custom(Q, REF), PLAIN);
    const said = feedback.improvements.join();
    expect(said).toContain('没有听出你讲到');
    expect(said).not.toMatch(/没有讲到|偏离/);
    expect(followUpAfter(custom(Q, REF), PLAIN)?.text ?? '').not.toContain('你刚才没有讲到');
  });

  it('a short answer that stops is still told what it left out', () => {
    const feedback = evaluate(custom(Q, REF), '长连接就是连接可以复用，不用每次都新建。后面的记不太清了。');
    expect(feedback.improvements.join()).toContain('没有讲到');
  });
});

describe('explained at length in its own words, with terms, on topic', () => {
  it('a point not found is 没有听出你讲到, and the follow-up says it was not heard', () => {
    const q = custom(
      '什么是死锁？怎么避免？',
      '死锁是两个或多个线程互相持有对方需要的资源并等待对方释放，导致都无法继续。产生条件：互斥、持有并等待、不可剥夺、循环等待。避免方法：按固定顺序加锁、设置超时、一次性申请所有资源。',
    );
    const answer =
      '死锁就是两个线程各自先拿到了一把锁，然后又都在等对方手里那把锁，因为谁也不肯先放手，所以就一直卡住了。如果想避免，可以让所有线程都按同一个顺序去拿锁，这样就不会绕成一个圈；或者拿锁的时候设个时间，等太久就先放掉手上的再重来。';
    const feedback = evaluate(q, answer);
    expect(feedback.off_topic).toBeUndefined();
    const said = feedback.improvements.join();
    expect(said).not.toContain('没有讲到');
    if (feedback.missed_key_points.length) expect(said).toContain('没有听出你讲到');
    expect(followUpAfter(q, answer)?.text ?? '').not.toContain('你刚才没有讲到');
  });
});
