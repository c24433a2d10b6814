/**
 * Concepts an answer may name in other words: each line is one concept, its Chinese and English
 * names and the descriptions a candidate says instead (以百分号开头的模糊查询 = 左模糊). A text that
 * says any of them carries the concept's term `≈id`, so 内存 meets memory and 左模糊 meets
 * "% 开头的 LIKE". Written by us; data only (`concepts.ts` builds the matcher).
 *
 * Notation: `id: name|name|…`; a Latin name matches as whole words (spaces or hyphens between
 * its words), anything else as written; a name starting with `/` is a regular expression.
 */
export const CONCEPT_LINES = `
memory: 内存|memory|ram|in-memory|基于内存|纯内存
disk: 磁盘|硬盘|disk|ssd|落盘|刷盘
thread: 线程|thread|threads
process: 进程|process|processes
coroutine: 协程|coroutine|goroutine|纤程
single-thread: 单线程|single thread|single-threaded|只有一个线程|一条执行线
multi-thread: 多线程|multithreading|multi-threaded|multiple threads|多个线程
context-switch: 上下文切换|context switch|context switching|切换开销|线程切换
lock: /(?<!连)锁|lock|locks|mutex|互斥|加锁|上锁
lock-contention: 锁竞争|lock contention|争抢锁|抢锁
deadlock: 死锁|deadlock|占有并等待|请求与保持|请求和保持|循环等待|circular wait|hold and wait
atomic: 原子|atomic|atomicity|不可分割
cas: cas|compare and swap|比较并交换|比较再交换|比较交换|比较和交换|比较与交换
atomic-counter: atomiclong|atomicinteger|longadder|striped64|原子计数|/分段(累加|计数)|/cell.{0,3}数组
backpressure: 背压|backpressure|highwatermark|high water mark|/写不过来|/(暂停|停止|先停)(读|读取|消费)|/消费.{0,4}跟不上|/上游.{0,8}快.{0,12}下游.{0,8}慢
volatile: volatile|可见性|visibility
synchronized: synchronized|同步块|同步方法|监视器锁|monitor|内置锁|对象锁|/同步的?关键字
io-multiplexing: 多路复用|multiplexing|epoll|一个线程监听多个|同时监听多个|/select\\s*[、/,，和]\\s*poll
event-loop: 事件循环|event loop|事件驱动|event-driven|reactor
blocking: 阻塞|blocking|挂起|卡住
non-blocking: 非阻塞|non-blocking|nonblocking
async: 异步|async|asynchronous|不等待结果
sync: 同步|synchronous
callback: 回调|callback
index: 索引|index|indexes|indices
btree: b+树|b+ tree|b+tree|b树|btree|b-tree|多路平衡查找树|多叉平衡树
hash: 哈希|hash|散列|hashmap|hashtable|哈希表
red-black-tree: 红黑树|red-black tree|red black tree|rbtree
linked-list: 链表|linked list|linkedlist
array: 数组|array|arrays
skiplist: 跳表|跳跃表|skiplist|skip list
leftmost-prefix: 最左前缀|最左匹配|leftmost prefix|从最左边的列|联合索引的第一列|复合索引的第一列|/从最左边?的?列开始|/从第一列开始[用匹查]|/跳过中间的?[某那]?一?列
range-stops-index: /范围[条查判比][件询断较][^。；]{0,16}后[面续边]?的?[^。；]{0,6}(?<![队序数矩])列(?!表)|/[<>][^。；]{0,16}后[面续边]的?[^。；]{0,6}(?<![队序数矩])列(?!表)|/between[^。；]{0,16}后[面续边]的?[^。；]{0,6}(?<![队序数矩])列(?!表)|/[大小]于[^。；]{0,16}后[面续边]的?[^。；]{0,6}(?<![队序数矩])列(?!表)
left-fuzzy: 左模糊|/like\\s*['"]?%|/%\\s*开头|/百分号开头|/以\\s*%|/前面[带加有]\\s*[%百]|/通配符(放在)?在?[开前]
full-scan: 全表扫描|full table scan|全表遍历|扫全表|整张表扫
covering-index: 覆盖索引|covering index|不用回表|无需回表
back-to-table: 回表|回到主键索引|再查一次主键
primary-key: 主键|primary key|pk
unique: 唯一|unique|独一无二|不重复
transaction: 事务|transaction|transactions
isolation: 隔离级别|isolation level|隔离性|isolation
dirty-read: 脏读|dirty read|读到未提交
non-repeatable-read: 不可重复读|non-repeatable read|两次读取结果不一样|两次读到的不一样
phantom-read: 幻读|phantom read|phantom
mvcc: mvcc|多版本并发控制|多版本|版本链|read view|readview|undo log
redo-log: redo log|redolog|重做日志
binlog: binlog|二进制日志|归档日志|/二进制的?.{0,4}日志
persistence: 持久化|persistence|persist|落盘|写到磁盘|存到磁盘
snapshot: 快照|snapshot|rdb|某一时刻的数据
append-log: aof|追加日志|append only|append-only|每条写命令|写命令记录
fork: fork|子进程|child process
cache: 缓存|cache|caching|cached
cache-penetration: 缓存穿透|cache penetration|不存在的key|不存在的数据|查不到的数据|/穿透到?(数据)?库
cache-avalanche: 缓存雪崩|cache avalanche|同时过期|集中过期|大面积失效|一起过期|一起到期|同时到期|/同一?个?时[刻间].{0,6}[到过]期
cache-breakdown: 缓存击穿|hotspot invalid|热点key过期|热点数据过期
gray-release: 灰度发布|灰度|canary|金丝雀|蓝绿部署|蓝绿发布|blue-green|/先让?一小部分(人|用户)|/小流量(验证|放量|测试|发布)|/(逐步|一点点|一档档|分批)(放量|加量)
inverted-index: 倒排索引|倒排|inverted index|posting list|/从词(找|查|到)文档|/词项?.{0,4}(到|对应).{0,4}文档(编号|id|列表)
consumer-group: 消费者组|消费组|consumer group
rebalance: 再均衡|再平衡|rebalance|/重新(分配|划分|分派)(分区|地盘|区域)
feature-engineering: 特征工程|feature engineering|特征构造|特征处理
categorical-feature: 类别特征|类别型特征|离散特征|分类特征|categorical feature|categorical features|/离散(的)?取值
one-hot: 独热|one-hot|onehot|/每个取值.{0,6}(单独)?(开|占)一列
label-encoding: 标签编码|label encoding|序号编码
target-encoding: 目标编码|target encoding|均值编码|/标签的?(平均|均)值
bloom-filter: 布隆过滤器|bloom filter|bloomfilter|位数组加多个哈希|/(一定|断定|肯定).{0,10}(不存在|没来过)|/大概率.{0,6}(存在|来过)
expire: 过期|expire|expiration|ttl|失效时间
eviction: 淘汰|eviction|evict|lru|lfu|内存满了
random-ttl: 随机过期|随机的过期时间|过期时间加随机|random ttl|随机值
mutex-rebuild: 互斥重建|互斥锁|分布式锁|只让一个请求去查|一个请求去重建|/只[放让]一个[线请][程求]
logical-expire: 逻辑过期|永不过期|不设过期|不设置过期|/不[设给加].{0,4}过期|/过期时间[存放写]在
null-cache: 缓存空值|缓存空对象|空值缓存|null cache|/空[值对]象?.{0,6}[缓存][存进]|/null.{0,6}[缓存][存进]|/存一个?空[值对]|/存一个?null
persistence-mixed: 混合持久化|aof-use-rdb-preamble|rdb加aof|rdb 和 aof 结合
serialization: 序列化|serialization|serialize|反序列化|deserialization
protocol: 协议|protocol
network-connection: 连接|connection|connections|链接
handshake: 握手|handshake|syn|ack
three-way: 三次握手|three-way handshake|3次握手|three way handshake
four-way: 四次挥手|four-way|4次挥手|断开连接
reliable: 可靠|reliable|reliability|不丢|保证送达|超时重传|确认应答|按序到达|不重不漏
retransmit: 重传|retransmission|retransmit|重发|再发一次
congestion: 拥塞|congestion|慢启动|slow start|网络堵|快重传|快恢复|fast retransmit|fast recovery
flow-control: 流量控制|flow control|滑动窗口|sliding window|接收窗口
checksum: 校验和|checksum|校验
sequence-number: 序号|序列号|sequence number|seq
tcp: tcp|传输控制协议
udp: udp|用户数据报
http: http|超文本传输协议
https: https|http over tls|ssl|tls
encryption: 加密|encryption|encrypt|密文
symmetric: 对称加密|symmetric|aes|des|同一把密钥
asymmetric: 非对称加密|asymmetric|rsa|公钥|私钥|public key|private key
certificate: 证书|certificate|数字证书|ca证书
signature: 签名|signature|数字签名
hash-digest: 摘要|digest|md5|sha|sha256|散列值
dns: dns|域名解析|域名系统|domain name
ip-address: ip地址|ip address|/(?<![\\d.])\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}(?![\\d.])
get-request: get请求|get
post-request: post请求|post
idempotent: 幂等|idempotent|idempotency|防重|防止重复|重复扣款|重复支付|重复请求结果一样|多次执行结果相同|执行多次效果一样
url-params: url参数|查询字符串|query string|地址栏|url里
request-body: 请求体|request body|body里
status-code: 状态码|status code|http code
keep-alive: keep-alive|长连接|persistent connection|连接复用
cookie: cookie|cookies
session: session|会话
token: token|令牌|jwt
cors: 跨域|cors|同源策略|same-origin|same origin
xss: xss|跨站脚本|cross-site scripting|脚本注入
csrf: csrf|跨站请求伪造|cross-site request forgery
sql-injection: sql注入|sql injection|注入攻击|预编译|参数化查询|prepared statement
rate-limit: 限流|rate limit|rate limiting|流量控制|限速|throttle|throttling|令牌桶|token bucket|漏桶|leaky bucket|固定窗口
token-bucket: 令牌桶|token bucket
leaky-bucket: 漏桶|leaky bucket|漏斗模型|漏斗算法
sliding-window: 滑动窗口|sliding window|滑动时间窗|滚动时间窗|滚动窗口|rolling window
fixed-window: 固定窗口|fixed window|计数器|counter|/固定(的)?时间[段窗片].{0,6}计数
circuit-breaker: 熔断|circuit breaker|断路器
degrade: 降级|degrade|degradation|兜底
load-balance: 负载均衡|load balance|load balancing|轮询|round robin
shard: 分片|shard|sharding|分库分表|水平拆分|垂直拆分|水平切分|拆库|拆表|分库|分表
replica: 副本|replica|replication|主从|master-slave|primary-replica|从库|备库|主节点|从节点
consistency: 一致性|consistency|consistent|数据一致|强一致|弱一致|cache-aside|cache aside|旁路缓存|双写|延迟双删
eventual-consistency: 最终一致|eventual consistency|eventually consistent
availability: 可用性|availability|高可用|high availability|ha|服务不中断|不停服
partition-tolerance: 分区容错|partition tolerance|网络分区
cap: cap|cap定理|cap theorem
distributed-lock: 分布式锁|distributed lock|setnx|redlock|锁续期|看门狗|watchdog|/锁.{0,8}[自超][动时]释放
zookeeper: zookeeper|/(?<![a-z])zk(?![a-z])|curator
ephemeral-node: 临时顺序节点|临时节点|顺序节点|ephemeral node|/监听.{0,6}(前一个|上一个|前面)的?节点
distributed-transaction: 分布式事务|distributed transaction|2pc|两阶段提交|tcc|saga
message-queue: 消息队列|message queue|mq|kafka|rocketmq|rabbitmq|消息中间件
producer: 生产者|producer|发送方
consumer: 消费者|consumer|消费方|消费端
message-order: 顺序消费|消息顺序|有序|ordering|in order|按顺序|同一个分区|同一个队列|同一partition
partition: 分区|partition|partitions
offset: 偏移量|offset|位点
duplicate: 重复消费|重复消息|重复提交|重复请求|duplicate message|duplicates|消费多次
message-loss: 消息丢失|丢消息|message loss|lost messages
ack: ack|确认|acknowledge|acks
retry: 重试|retry|retries|重新发送
timeout: 超时|timeout|time out
dead-letter: 死信|dead letter|dlq
unique-key: 唯一键|唯一索引|unique key|unique index|唯一约束|去重表
dedupe: 去重|dedupe|deduplicate|deduplication|判重
state-machine: 状态机|state machine|状态流转|状态判断
id-generator: 分布式id|雪花算法|snowflake|全局唯一id|号段|uuid
jvm: jvm|java虚拟机|java virtual machine|虚拟机
gc: gc|垃圾回收|garbage collection|垃圾收集|回收内存|自动内存管理
heap: 堆内存|heap|/(?<![一成])堆(?![积满叠起放砌])
stack: 栈|stack|调用栈|call stack
bytecode: 字节码|bytecode|class文件|.class
jit: jit|即时编译|just in time|just-in-time
compile: 编译|compile|compiler|compiled|编译器
interpret: 解释|interpret|interpreter|interpreted|解释执行|解释器
cross-platform: 跨平台|cross-platform|平台无关|platform independent|一次编写|write once|到处运行|run anywhere
oop: 面向对象|object-oriented|oop|对象
encapsulation: 封装|encapsulation|隐藏内部
inheritance: 继承|inheritance|inherit|extends|子类|父类
polymorphism: 多态|polymorphism|/(?<!aof\\s?|日志|文件)重写|override|同一个方法不同表现
interface: 接口|interface|interfaces
abstract-class: 抽象类|abstract class|abstract
exception: 异常|exception|exceptions|try catch|错误处理
checked-exception: 受检异常|checked exception|检查型异常|受检|编译期检查的异常|/编译[阶期时].{0,8}[强必][制须].{0,6}处理
unchecked-exception: 非受检异常|unchecked exception|运行时异常|runtimeexception|runtime exception|非受检|不受检
immutable: 不可变|immutable|final|改不了
string-builder: stringbuilder|stringbuffer|可变字符串
thread-safe: 线程安全|thread-safe|thread safe|并发安全
thread-pool: 线程池|thread pool|threadpoolexecutor|executor
core-size: 核心线程数|corepoolsize|core pool size|核心线程
work-queue: 工作队列|任务队列|阻塞队列|workqueue|blocking queue
reject-policy: 拒绝策略|rejectedexecutionhandler|reject policy|abortpolicy|callerrunspolicy
reflection: 反射|reflection|reflect|class.forname|getmethod|getdeclaredfield|/运行[时期].{0,10}[获拿加装创调][取到载建用].{0,6}[类方字成]|/按类名.{0,8}[加装创][载建]
proxy: 代理|proxy|动态代理|dynamic proxy|cglib
ioc: ioc|控制反转|inversion of control|依赖注入|dependency injection|容器管理对象
aop: aop|面向切面|aspect|切面|横切
bean: bean|beans
spring-boot: spring boot|springboot|自动配置|auto-configuration|starter
annotation: 注解|annotation|annotations
generic: 泛型|generic|generics|类型擦除|type erasure
collection: 集合|collection|collections
capacity: 容量|capacity|扩容|resize|rehash
load-factor: 负载因子|load factor|0.75
hash-collision: 哈希冲突|hash collision|碰撞|冲突|拉链法|链地址
concurrency-map: concurrenthashmap|分段锁|segment
virtual-memory: 虚拟内存|virtual memory|虚拟地址|页表|page table|/(?<!跨库|深度|数据库)(?<!(?:mysql|sql|数据库|(?<!页)表|limit|offset|列表|接口)[^。？?！!\\n]{0,30})分页(?!查询|展示|列表|接口|参数|组件|功能|加载|插件|方案|请求)|paging
page-fault: 缺页|page fault|缺页中断
kernel: 内核|kernel|内核态|kernel mode|系统调用|system call|syscall
user-mode: 用户态|user mode|user space|用户空间
interrupt: 中断|interrupt
scheduling: 调度|schedule|scheduling|scheduler|时间片|time slice|抢占
file-descriptor: 文件描述符|file descriptor|fd|句柄|/(?<!属性)描述符
zero-copy: 零拷贝|zero copy|zero-copy|sendfile|mmap
dom: dom|文档对象模型|document object model|节点树
render: 渲染|render|rendering|绘制|paint
reflow: 回流|重排|reflow|layout
repaint: 重绘|repaint
css-position: /定位(?!问题|原因|到|出|故障|瓶颈|根因|bug|异常|错误|日志|慢)|position|positioned
stacking-context: 堆叠上下文|层叠上下文|stacking context
z-index: z-index|z轴|层级|叠放顺序|覆盖顺序
box-model: 盒模型|box model|box-sizing|content-box|border-box
closure: 闭包|closure|closures
scope: 作用域|scope|词法环境|lexical environment
prototype: 原型|prototype|原型链|prototype chain|__proto__
promise: promise|promises|async await|await
event-delegation: 事件委托|事件代理|event delegation|冒泡|bubbling
storage: localstorage|sessionstorage|本地存储|web storage|indexeddb
lazy: 懒加载|lazy loading|lazy load|按需加载|延迟加载|惰性
debounce: 防抖|debounce
throttle-fn: 节流|throttle
virtual-dom: 虚拟dom|virtual dom|vdom|diff
hoisting: 变量提升|hoisting|提升
flex: flex|flexbox|弹性布局
css-grid: 网格布局|css grid|grid布局|/display\\s*:\\s*grid|place-items
css-transform: translate|/transform\\s*:|位移变换
centering: 居中|centering|/(?:justify-content|align-items|place-items|align-self|text-align)\\s*:\\s*center|/margin\\s*:\\s*(?:0\\s+)?auto
latency: 延迟|latency|响应时间|耗时
throughput: 吞吐|throughput|qps|tps|每秒请求
high-concurrency: 高并发|high concurrency|大量并发|海量请求|很多请求同时|大量请求
database: 数据库|database|db|mysql|存储层
pressure: 压垮|扛不住|打挂|崩掉|overload|打垮|/(压|流量|请求).{0,6}(宕机|挂掉)
normal-form: 范式|normal form|1nf|2nf|3nf|bcnf|第一范式|第二范式|第三范式|函数依赖|部分依赖|传递依赖|完全依赖|/每一?列都?是?原子
delete-truncate-drop: drop|delete|truncate|删除表|清空表
ddl: ddl|数据定义语言|建表|改表结构|表结构变更|修改表结构|alter table|add column|online ddl|gh-ost|pt-osc|pt-online-schema-change|/(?<![修更])改表(?![中里]|的?数据)|/表.{0,10}[加增删][一两几]?[个]?(新)?(字段|列)(?![表])
mdl: mdl|元数据锁|metadata lock|/元数据.{0,2}[读写]锁
dml: dml|数据操作语言|增删改|insert|/(?<!for\\s)\\bupdate\\b
char-type: char|定长
varchar-type: varchar|变长|可变长度
foreign-key: 外键|foreign key
join: 连接查询|join|联表|关联查询|驱动表|被驱动表|nested loop|hash join|/嵌套循环.{0,6}(连接|join|关联)
optimizer: 优化器|optimizer|执行计划|explain|query plan
conflict: 冲突|分歧|意见不一致|意见不同|争执|矛盾|吵|不同意|disagree|disagreement|conflict
failure: 失败|搞砸|没做好|出错|失误|事故|教训|fail|failed|failure|mistake
learning-new: 学习|自学|上手|学会|啃|文档|教程|课程|learn|learned|learning
teamwork: 团队|协作|合作|配合|一起|组员|队友|team|teamwork|collaborat
deadline: 截止|deadline|期限|赶工|时间紧|工期|ddl
pressure-work: 压力|高压|紧急|加班|扛|pressure|stress
lead: 带领|带队|负责人|领导|组长|leader|lead|led|主导
persuade: 沟通|说服|对齐|交流|解释|汇报|communicat|persuad|convince
motivation: 为什么想|想加入|喜欢|感兴趣|热爱|吸引|兴趣|interest|passion|motivat
strength: 优点|优势|擅长|长处|strength|good at
weakness: 缺点|不足|短板|弱点|weakness
single-point: 单点故障|单点|spof|single point of failure|/[某一]个[环节组][节点件].{0,6}[宕挂坏].{0,10}[整全][个体部]
rpc: rpc|远程过程调用|remote procedure call|远程调用|grpc|dubbo|/像调用?本地[方函][法数]一样
bigkey: bigkey|big key|大key|大键|大对象|/[巨很过特]大的?键|/[值积].{0,4}大的?键|/[值积].{0,4}大的?key
hotkey: hotkey|hot key|热key|热点key|热键|热点数据|热门数据|被大量访问|被疯狂访问|被频繁访问|被高频访问|访问量很大的|访问量特别大的|访问特别频繁|访问非常频繁
datetime-type: datetime|日期时间类型|日期时间
timestamp-type: timestamp|时间戳
timezone: 时区|time zone|timezone|utc
list-type: list|arraylist|linkedlist|列表类型|/列表[保有可][证序重]
set-type: hashset|treeset|集合类型|/[素值]不[能可会]?重复
queue-type: queue|deque|队列|先进先出|fifo|priorityqueue
map-type: map|hashmap|treemap|键值对|key-value|映射
array-list: arraylist|动态数组|数组版|基于数组|object[]|/底层是?一?个?数组
linked-list-impl: linkedlist|双向链表|基于链表|/底层是?一?个?双?向?链表
hashcode-equals: hashcode|hash code|散列码|哈希码|哈希值|equals|相等性
network-layers: 分层|osi|层与层|每一层|上一层|下一层|七层模型|五层模型|四层模型|tcp/ip模型|应用层|传输层|网络层|数据链路层|物理层|/[拆分]成.{0,4}层
websocket: websocket|全双工|full-duplex|双向通信|/服务[端器]主动[推发]
polling: 轮询|polling|长轮询|long polling|短轮询|/每隔.{0,8}[请问查]
time-wait: 2msl|time_wait|time-wait|msl|报文段寿命|/等待?两倍
process-state: 就绪态|运行态|阻塞态|就绪|创建态|终止态|ready state|running state|/进程.{0,6}状态|/[五三]态模型|/[新创]建[、，,].{0,4}就绪
ipc: 进程间通信|ipc|管道|pipe|共享内存|shared memory|信号量|semaphore|套接字|socket|信号|signal
deadlock-conditions: 互斥条件|请求与保持|请求和保持|占有并等待|不可剥夺|不可抢占|循环等待|hold and wait|circular wait|no preemption
page-replacement: 页面置换|page replacement|置换算法|最佳置换|opt|时钟算法|clock|/淘汰.{0,4}页
cpu-scheduling: 先来先服务|fcfs|短作业优先|sjf|时间片轮转|round robin|优先级调度|多级反馈队列|/调度[算策][法略]
jmm: jmm|java内存模型|java memory model|主内存|工作内存|happens-before|指令重排|重排序|/本地[内副][存本]
spring-mvc: spring mvc|springmvc|dispatcherservlet|mvc|控制器|controller
propagation: 传播行为|propagation|requires_new|nested|/[加沿复][入用][当已外][前有层]的?事务|/[新挂][建开起].{0,6}事务
authentication: 认证|authentication|authn|身份验证|身份认证|验明身份|/[你方者]是谁
authorization: 授权|authorization|authz|权限|permission|rbac|/[能以许][做访]问?[哪什][些么]
secret-key: 密钥|secret|hmac|秘钥|私钥|签名|加签|验签
decouple: 解耦|decouple|decoupling|削峰|削峰填谷|peak shaving|/流量[高洪]峰
lock-granularity: 表锁|表级锁|table lock|行锁|行级锁|row lock|锁粒度|间隙锁|gap lock|next-key|/锁住?整[张个]表
slow-query: 慢查询|slow query|慢sql|慢日志
thread-reuse: 线程复用|复用线程|/[反频][复繁]地?[创新]建和?销?毁?线程|/创建[和与]销毁
responsive-design: 响应式|responsive|媒体查询|media query|流式布局|fluid layout|/根据[屏视][幕口]宽?度?自动[调适][整配]
adaptive-design: 自适应|adaptive|/[几多]套固?定?[布模页][局板面]|/按[设屏][备幕]类?型?[加切返][载换回]
css-preprocessor: 预处理器|preprocessor|sass|scss|less|stylus|mixin|/编译成.{0,4}css
progressive-rendering: 渐进式渲染|progressive rendering|流式渲染|骨架屏|/尽[早快][显渲展出]
srcset: srcset|sizes|dpr|设备像素比|像素密度|视网膜屏|retina|响应式图片|/[高低]清[图版]
i18n: 国际化|internationalization|i18n|多语言|本地化|localization|l10n|hreflang|/语言[版切包]
bfc: bfc|块格式化上下文|块级格式化上下文|block formatting context|/独立的?[渲布][染局]区域
pseudo-element: 伪元素|pseudo-element|pseudo element|::before|::after|/前后[插添][入加]的?内容
doctype: doctype|文档类型声明|文档类型|标准模式|怪异模式|quirks mode|standards mode
specificity: 特异性|specificity|选择器优先级|选择器权重|!important|/[d类签]选择器.{0,8}[权优][重先]
url-to-page: /[输敲][入下].{0,8}[网地u][址r]|/握手.{0,20}[请h][求t]|解析html|构建dom|dom树
visibility: 可见性|visibility|/[其别另][他的]?线程.{0,12}[看读拿]到|/[看读拿]到.{0,4}最新|/读.{0,6}新值|/[旧老]的?副本
reorder: 指令重排|重排序|乱序执行|乱序|reorder|reordering|out-of-order|/[打调]乱.{0,4}顺序
memory-barrier: 内存屏障|屏障|memory barrier|fence|lock前缀|lock指令
cache-coherence: mesi|缓存一致性协议|cache coherence|总线嗅探|嗅探
main-memory: 主内存|主存|main memory|工作内存|working memory
dcl: 双重检查|双检|double-checked|dcl|半初始化|单例
compound-op: 复合操作|自增|i++|count++|read-modify-write|读改写|丢更新|lost update|/先读.{0,4}再[加改写]
memory-limit: maxmemory|内存上限|内存满|内存不够|内存不足|/[达到超过用满]{2}.{0,6}上限|/占用.{0,6}上限
lru: lru|最近最少使用|least recently|/最久[没未]被?[访使用]|/最近最?少[访使]用|/最长时间[没未]被?[访使用]
lfu: lfu|最不经常使用|least frequently|/访问次数最[少低]|/访问频[率次]最[少低]|/用得?最少的
noeviction: noeviction|不淘汰|/直接报错|/直接返回错误|/写.{0,6}报错
random-pick: 随机|random|/随便[挑选删]
ttl-keys: volatile-lru|volatile-ttl|volatile-lfu|volatile-random|/设置了?过期|/带了?ttl|/带了?过期|/有过期时间的
lazy-delete: 惰性删除|lazy delete|lazy expiration|/[访读]问?[时的]时?候?.{0,6}检查|/[访读]问?[时的]时?候?.{0,6}删除|/[访读]问?[时的]时?候?.{0,6}判断|顺手检查
periodic-delete: 定期删除|periodic|/周期性?.{0,6}[抽检删扫]|/后台.{0,6}[抽扫检]
reentrant: 可重入|reentrant|重入
lock-upgrade: 锁升级|偏向锁|轻量级锁|重量级锁|自旋锁|biased lock|lightweight lock|lock upgrade|/偏向.{0,8}轻量级?.{0,8}重量|/轻量级.{0,8}重量级
object-header: 对象头|mark word|markword
monitor-instr: monitorenter|monitorexit
aba: aba问题|aba
spin: 自旋|spin|spinning|/循环[重再]试
aqs: aqs|abstractqueuedsynchronizer|队列同步器
state-var: 同步状态|state变量|/int\\s*state|/state\\s*[变字]
clh-queue: clh|等待队列|双向队列|/排队等
threadlocal: threadlocal|线程本地|线程局部变量
thread-map: threadlocalmap|/每个线程.{0,8}自己的?.{0,4}副本|/每个线程.{0,8}自己的?.{0,4}map|/每个线程.{0,8}自己的?.{0,4}变量|/每个线程.{0,8}独立的?.{0,4}副本|/每个线程.{0,8}独立的?.{0,4}map|/每个线程.{0,8}独立的?.{0,4}变量|/每个线程.{0,8}单独的?.{0,4}副本|/每个线程.{0,8}单独的?.{0,4}map|/每个线程.{0,8}单独的?.{0,4}变量
weak-ref: 弱引用|weak reference|weakreference|weak ref|weakref
memory-leak: 内存泄漏|内存泄露|memory leak|/(对象|值|资源|变量|监听器?|定时器).{0,6}泄[漏露]|/释放不[了掉]|/回收不[了掉]|/一直不释放|/不?及时.{0,2}remove|/没有?释放
program-counter: 程序计数器|pc寄存器|program counter
metaspace: 元空间|metaspace|方法区|永久代|method area|permgen
native-stack: 本地方法栈|native method stack|虚拟机栈|jvm栈|java栈
mark-sweep: 标记清除|标记-清除|mark-sweep|mark and sweep|内存碎片
copying-gc: 复制算法|copying|/复制到另一[块半个]|/[两一]块?.{0,4}区域.{0,8}复制|/[两一]块?.{0,4}空间.{0,8}复制
mark-compact: 标记整理|标记-整理|标记压缩|mark-compact|/往一[端边].{0,4}[移挪压]
generational: 分代|新生代|老年代|年轻代|young generation|old generation|eden|survivor|minor gc|major gc|full gc
gc-roots: gc roots|gcroots|gc root|可达性分析|引用链|reachability|不可达
ref-count: 引用计数|reference counting|循环引用
stw: stop the world|stw|/暂停[所全]有.{0,4}线程|/停顿
tri-color: 三色标记|三色|tri-color|写屏障|write barrier
class-loading: 类加载|class loading|classloader|类加载器
parent-delegation: 双亲委派|parent delegation|/先[交委][给托].{0,4}父|/父.{0,6}加载器?.{0,6}先
loading-steps: 连接阶段|/加载.{0,4}验证.{0,4}准备|/验证.{0,4}准备.{0,4}解析
bootstrap-loader: 启动类加载器|bootstrap classloader|扩展类加载器|应用程序?类加载器|appclassloader|extclassloader
circular-dep: 循环依赖|circular dependency|circular reference|/互相依赖|/相互引用
three-level-cache: 三级缓存|singletonobjects|earlysingletonobjects|singletonfactories|/三[个级层]缓存|/三个?map
early-reference: 提前暴露|早期引用|early reference|半成品|/还没初始化完的?对象
container: 容器|container|applicationcontext|beanfactory
advice: advice|前置通知|后置通知|环绕通知|异常通知|返回通知|最终通知|around|before advice|after advice|/切面.{0,10}通知|/通知.{0,10}(切点|切入点|织入)
pointcut: 切点|切入点|pointcut|连接点|join point
weaving: 织入|weaving
storage-engine: 存储引擎|storage engine|innodb|myisam
crash-safe: 崩溃恢复|crash-safe|crash safe|crash recovery|/宕机.{0,6}恢复|/重启.{0,6}[恢找]复?
shard-key: 分片键|sharding key|分库键|分表键|/路由(?!器)|取模|/hash\\s*取模|/按.{0,6}[取哈][模希]
cross-shard: 跨库|跨分片|跨表|cross-shard|/[跨多][库片]查询|/跨.{0,4}join
pagination: 分页查询|翻页|下一页|上一页|/(?<=(?:mysql|sql|数据库|(?<!页)表|limit|offset|列表|接口)[^。？?！!\\n]{0,30})分页|/(?<!内存)分页(?=查询|展示|列表|接口|参数|组件|功能|加载|插件|方案|请求)|/第\\s*n\\s*页|/limit.{0,12}offset
batch-norm: batch normalization|batchnorm|batch norm|/批(量)?(归一化|标准化)|/\\bbn\\s*层
running-stats: running mean|running var|/(指数)?(移动|滑动)平均|/全局(的)?(均值|方差)
normalize-scale: /均值.{0,6}方差|/0.{0,4}(均值|为中心).{0,12}方差.{0,4}(为)?\\s*1|γ|β|/缩放.{0,4}平移|/可(训练|学习)的.{0,4}(系数|参数|偏置)
replication-lag: 主从延迟|复制延迟|同步延迟|replication lag|/从库.{0,6}[落延]后|/延迟.{0,4}读不到
read-write-split: 读写分离|read-write split|/读[走落]从库|/写[走落]主库
cluster: 集群|cluster|redis cluster|哨兵|sentinel
hash-slot: 哈希槽|hash slot|16384|槽位|/个槽|/(一万六千|2\\s*的\\s*14\\s*次方)
sentinel: 哨兵|sentinel
failover: 故障转移|failover|主从切换|自动切换|/选[出个举].{0,4}新的?主|/提升?为.{0,2}新?主
connectionless: 无连接|connectionless|不建立连接|/不[用需]要?握手|/直接[发扔]
best-effort: 尽最大努力|best effort|/可能[会]?丢|不保证.{0,6}[到送顺]
datagram: 面向报文|数据报|datagram|/报文为单位
byte-stream: 面向字节流|字节流|byte stream|/[没无]有?边界
half-close: 半关闭|half-close|half close|close_wait|close-wait|fin|/一[方边].{0,6}[不没].{0,4}[发送]了?
history-connection: 历史连接|/[旧失过][的效期].{0,6}连接请求|/延迟到达的.{0,6}请求|/延迟到达的.{0,6}报文|/延迟到达的.{0,6}syn
http2: http/2|http2|h2|http 2
header-compress: 头部压缩|hpack|header compression|/[头首]部.{0,4}压缩
server-push: 服务端推送|服务器推送|server push|/服务[端器]主动推
binary-frame: 二进制分帧|二进制帧|binary framing|/[分拆]成.{0,4}帧|/帧为单位
head-of-line: 队头阻塞|head-of-line|head of line|hol
recursive-query: 递归查询|recursive query|/递归地?[查问]
iterative-query: 迭代查询|iterative query|/迭代地?[查问]
root-server: 根域名服务器|根服务器|root server|顶级域|tld|权威服务器|权威域名|authoritative
dns-cache: dns缓存|hosts|/本地.{0,4}缓存.{0,6}域名|/浏览器缓存.{0,6}域名|/浏览器缓存.{0,6}ip
preflight: 预检|preflight|options请求|/options\\s*请求
allow-origin: access-control-allow-origin|allow-origin|access-control|/允许.{0,6}源.{0,6}[响头]|/允许.{0,6}域名.{0,6}[响头]
jsonp: jsonp|/script\\s*标签
address-space: 地址空间|address space|/资源分配的?基本?单位|/资源分配的?最小?单位|/独立的?内存空间|/内存.{0,4}互相?隔离|/内存.{0,4}彼此?隔离
shared-resource: /共享.{0,6}内存|/共享.{0,6}资源|/共享.{0,6}地址空间|/共享.{0,6}堆|/同一个?进程.{0,6}内存|/同一个?进程.{0,6}资源
readiness: 就绪|可读|可写|/有数据[到来了]|/[哪那]些.{0,6}准备好|/[哪那]些.{0,6}有事件|事件通知
dma: dma|直接内存访问|direct memory access
data-copy: 拷贝|复制|copy|/[搬挪]运?数据
sequential-write: 顺序写|顺序读写|sequential write|追加写|append write|/顺序[地的]?追加
page-cache: page cache|pagecache|页缓存|/操作系统的?缓存|os cache
batch: 批量|批处理|batch|batching|攒批|/攒.{0,4}[一批起]
health-check: 健康检查|health check|心跳|heartbeat|/探活
weighted: 加权|权重|weight|weighted
least-conn: 最少连接|least connection|least-conn|/连接数最少
ip-hash: ip哈希|ip hash|源地址哈希|/按.{0,4}ip.{0,4}哈希
error-rate: 失败率|错误率|error rate|异常比例|失败比例|/失败.{0,4}超过.{0,4}阈值|/失败.{0,4}达到.{0,4}阈值
half-open: 半开|half-open|half open|/放.{0,4}少量.{0,4}请求.{0,6}试
consistent-hash: 一致性哈希|consistent hashing|consistent hash|哈希环|hash ring
hash-ring: 哈希环|hash ring|/顺时针|/[首尾]尾?相连.{0,4}环|/[圆环]上
virtual-node: 虚拟节点|virtual node|vnode
compensation: 补偿|compensat|/反向操作|/撤销.{0,6}已?[做执]
local-message: 本地消息表|事务消息|half message|半消息|/消息表
coordinator: 协调者|coordinator|事务管理器|事务协调器
macrotask: 宏任务|macrotask|macro task|settimeout|setinterval|setimmediate|/定时器的?回调
microtask: 微任务|microtask|micro task|promise.then|queuemicrotask|mutationobserver|process.nexttick|/promise.{0,10}回调
outer-variable: /[外上]层.{0,4}函数?.{0,6}变量|/[外上]层.{0,4}作用域?.{0,6}变量|/[内嵌]部?函数.{0,10}[访引使][问用]|/函数.{0,6}执行完.{0,10}还|/函数.{0,6}执行完.{0,10}仍|/函数.{0,6}执行完.{0,10}依然
key-prop: key值|key属性|唯一key|唯一的key|/\\bkey\\b.{0,8}标识|/\\bkey\\b.{0,8}复用|/\\bkey\\b.{0,8}对比
patch: patch|打补丁|最小化?更新|/只更新.{0,6}变化|/[找比]出.{0,6}差异|/[找比]出.{0,6}不同
hooks: hooks|hook|usestate|useeffect|usememo|usecallback
deps-array: 依赖数组|依赖项|dependency array|deps|/第二个参数
hook-order: 调用顺序|/顶层调用|/不能.{0,6}条件.{0,6}里|/不能.{0,6}条件.{0,6}中|/不能.{0,6}循环.{0,6}里|/不能.{0,6}循环.{0,6}中|/不能.{0,6}判断.{0,6}里|/不能.{0,6}判断.{0,6}中
reactivity: 响应式原理|响应式系统|reactivity|defineproperty|object.defineproperty|数据劫持
getter-setter: getter|setter|/get\\s*[和与跟]\\s*set|劫持|拦截
dep-collect: 依赖收集|dep|track|trigger|watcher|订阅|观察者|发布订阅|/派发更新
strong-cache: 强缓存|cache-control|expires|max-age|/不[用发]请求.{0,6}[直就]接?[用读]
negotiate-cache: 协商缓存|etag|last-modified|if-none-match|if-modified-since|304|/问.{0,4}服务器.{0,8}变|/问.{0,4}服务器.{0,8}过期|/问.{0,4}服务器.{0,8}新
bundler: webpack|vite|rollup|esbuild|打包工具|构建工具|bundler|打包
loader: loader|加载器
plugin: plugin|插件|plugins
tree-shaking: tree shaking|tree-shaking|摇树|死代码消除|dead code|/没[被有]?用到的代码.{0,6}[删去剔]
code-split: 代码分割|code splitting|code split|分包|chunk|/拆成?多个.{0,4}文件|/拆成?多个.{0,4}包
hmr: 热更新|热替换|hmr|hot module|/不刷新.{0,6}[页整]
promise-state: pending|fulfilled|rejected|三种状态|/状态.{0,6}不可逆|/状态.{0,4}一旦改变|/状态.{0,4}只能改变
then-chain: 链式调用|链式|then|catch|/\\.then
gmp: gmp|g-m-p|/[gmp]\\s*[、,和]\\s*[gmp]\\s*[、,和]\\s*[gmp]
work-stealing: 工作窃取|work stealing|work-stealing|/[偷窃]取?.{0,6}任务|/[偷窃]取?.{0,6}goroutine|/[偷窃]取?.{0,6}g
local-queue: 本地队列|本地运行队列|local run queue|runq|全局队列|global queue
os-thread: 系统线程|内核线程|os thread|os线程|操作系统线程|machine
channel: channel|/(?<!按|个|多|输入|输出|颜色|rgb)通道(?!数)|chan
buffered: 缓冲|buffer|buffered|有缓冲|无缓冲|unbuffered
close-chan: /close\\s*[(（]|关闭通道|关闭channel|/已关闭的?|/(通道|channel).{0,3}被?(关掉|关了|关闭)
slice: 切片|slice
slice-len: len|cap|长度
append-op: append|追加
gil: gil|全局解释器锁|global interpreter lock|/同一时[刻间]只[有能]一个线程.{0,6}执行|/全局的?大锁
cpu-bound: cpu密集|计算密集|cpu-bound|cpu bound
io-bound: io密集|i/o密集|io-bound|io bound
multiprocessing: 多进程|multiprocessing|进程池|processpool
decorator: 装饰器|decorator|decorators|/@\\s*[a-z_]+
wrapper: 包装|wrapper|wraps|functools.wraps|/包一层|/外面套
higher-order: 高阶函数|higher-order|higher order|/函数作为参数|/返回一个?(新的)?函数
generator: 生成器|generator|generators|yield
iterator: 迭代器|iterator|__next__|__iter__|/next\\s*[(（]
deep-copy: 深拷贝|深复制|deepcopy|deep copy
shallow-copy: 浅拷贝|浅复制|shallow copy|copy.copy
reference-share: /指向同一|/共享.{0,4}引用|/共享.{0,4}对象|/共享.{0,4}子对象|引用地址|/只复制.{0,4}引用
nested-object: /嵌套(?!循环|查询|事务)|子对象|/内层的?(对象|数组|属性|字段|结构)|/(?<![a-z])nested(?![a-z])(?![\\s-]*loop)|/里面的.{0,4}对象|/里面的.{0,4}列表
quicksort: 快速排序|快排|quicksort|quick sort
pivot: 基准|pivot|枢轴|基准值|基准元素
divide-conquer: 分治|divide and conquer|/递归地?[处排]
nlogn: nlogn|n log n|/o\\s*[(（]\\s*n\\s*log\\s*n|/n\\s*乘\\s*log
dp: 动态规划|dynamic programming|/\\bdp\\b
state-transition: 状态转移|转移方程|递推|recurrence|/由.{0,6}推出
subproblem: 子问题|subproblem|最优子结构|重叠子问题|optimal substructure
memo: 记忆化|memoization|memo|备忘录|/[存缓记]下?.{0,4}中间|/[存缓记]下?.{0,4}算过的
override: /(?<!aof\\s?|日志|文件)重写|覆写|override|overriding|/子类.{0,8}(重新|自己的)实现
overload: 重载|overloading|method overload|同名不同参|/方法名相同.{0,10}参数|/参数的?(个数|类型|顺序|列表).{0,8}不同
dynamic-dispatch: 动态绑定|动态分派|dynamic dispatch|运行期绑定|运行时绑定|晚绑定|/运行[期时].{0,10}(实际|真实)的?类型
static-binding: 静态绑定|静态分派|编译期绑定|早绑定|/编译[期时器].{0,8}(确定|选定|决定|选好)
autoboxing: 自动装箱|自动拆箱|装箱|拆箱|autoboxing|unboxing|boxing|/基本类型.{0,8}(包装|对象版本)
integer-cache: integercache|integer缓存|/-\\s*128.{0,6}127|/负\\s*128.{0,6}127
countdownlatch: countdownlatch|倒计时门闩|闭锁|倒计数器|/倒计时.{0,2}[门锁器]
cyclicbarrier: cyclicbarrier|循环栅栏|栅栏|/循环屏障
count-down: countdown|/减\\s*[一1]|/计数.{0,6}(减|归零)|/减到\\s*[零0]|/数.{0,4}减到
one-shot: /一次性的?.{0,8}(不能|无法).{0,4}(重用|复用|重置)|/不能.{0,6}(重用|复用|重置|再用|拨回)
barrier-reset: /自己?[复重]位|/(反复|重复|循环|多次)(使用|利用|用)|/可以?重用
wait-together: /等齐|/凑[够齐]|/(互相|彼此|相互)等[^。；，,]{0,8}(到达|到齐|凑齐|集合|屏障)|/集合点
ref-types: 强引用|软引用|虚引用|softreference|phantomreference|strong reference|soft reference|phantom reference
escape-analysis: 逃逸分析|escape analysis|栈上分配|标量替换|锁消除
gc-collector: 垃圾收集器|垃圾回收器|g1|cms|zgc|shenandoah|parallel gc|serial gc|parnew
oom: oom|outofmemoryerror|内存溢出|堆溢出|heap dump|heapdump|堆转储|堆快照|/内存耗尽|/内存.{0,4}撑爆
io-model: bio|nio|aio|同步阻塞|同步非阻塞|异步非阻塞|selector|/阻塞\\s*io
fail-fast: fail-fast|快速失败|concurrentmodificationexception|modcount|fail-safe|安全失败
safepoint: 安全点|safepoint|safe point
lock-record: 锁记录|lock record|displaced mark word
exclusive-shared: 独占模式|共享模式|独占式|共享式|exclusive mode|shared mode|/独占.{0,6}共享
park: locksupport|park|unpark|/挂起.{0,4}线程|/(休眠|睡眠|挂起).{0,8}(唤醒|叫醒)
template-method: 模板方法|template method|tryacquire|tryrelease
auto-increment: 自增主键|自增id|自增列|auto_increment|auto increment|autoincrement|/[单趋]调?递增的?(主键|id)
page-split: 页分裂|page split|/拆成两页|/(页|数据页).{0,4}(分裂|拆分)
explain-fields: possible_keys|key_len|eq_ref|filesort|using index|using where|using temporary|using filesort|/访问类型
clustered-index: 聚簇索引|聚集索引|clustered index|非聚簇索引|二级索引|辅助索引|secondary index|/叶子节点.{0,6}[存放].{0,6}(整行|完整)
deep-paging: 深分页|深度分页|/limit\\s*\\d+\\s*,\\s*\\d+|/offset.{0,6}(很大|过大|特别大)|/翻到?.{0,6}(很|靠|特别)后
index-invalid: 索引失效|不走索引|用不上索引|/隐式(类型)?转换.{0,10}索引|/索引.{0,4}(失效|用不上|不生效)|/对?索引列.{0,8}(函数|运算|计算)
buffer-pool: buffer pool|缓冲池|/内存.{0,4}缓存.{0,4}数据页
relay-log: relay log|relaylog|中继日志|/中转.{0,4}(文件|日志)
replay-thread: sql线程|sql thread|/(收发|接收|拉取)的?线程|/(回放|重放|sql)的?线程
semi-sync: 半同步|semi-sync|semisync|semi sync|/至少一[台个].{0,8}(确认|ack|收到)
async-replication: 异步复制|/不[管等].{0,8}(备库|从库).{0,6}(收没收到|是否收到|有没有收到)
zset: zset|sorted set|有序集合|/按分数排序
ziplist: ziplist|压缩列表|quicklist|快速列表
listpack: listpack|紧凑列表
cascade-update: 连锁更新|/(多米诺|连环).{0,12}(扩|更新|变大|重新分配)
redis-tx: multi|exec|discard|/命令.{0,6}(入队|排队|放进队列)|/一口气.{0,6}(执行|跑完)
watch: /\\bwatch\\b.{0,10}(key|键|命令)|/(加|用)\\s{0,2}watch|/加监视|/监视.{0,4}(key|键)|/盯住.{0,4}key
rollback: 回滚|rollback|/撤回|/撤销.{0,4}已
optimistic-lock: 乐观锁|optimistic lock|optimistic locking|/版本号.{0,8}(比较|对比|判断|校验)
pessimistic-lock: 悲观锁|pessimistic lock|for update|/select.{0,20}for update
lua: lua|lua脚本
pipeline: pipeline|pipelining|/批量.{0,4}发送.{0,4}命令
crc16: crc16|crc
cluster-redirect: 重定向|redirect|/\\bmoved\\b|/\\bask\\b.{0,4}(重定向|错误|跳转)|/(永久|临时)的?跳转
hash-tag: hash tag|hashtag|/花括号|/大括号
arp: arp|地址解析协议|address resolution protocol
mac-address: mac地址|mac address|硬件地址|网卡地址|/网卡.{0,4}地址
broadcast: 广播|broadcast|/所有.{0,6}都[会能]?收[到得]
arp-spoof: arp欺骗|arp spoofing|/伪造.{0,6}(应答|回复|响应)|/冒充.{0,6}(网关|主机|ip|mac)
sticky-packet: 粘包|拆包|半包|sticky packet|/消息边界|/长度字段
cdn: cdn|内容分发网络|边缘节点|/就近(访问|获取)
quic: quic|http3|http/3|h3
redirect-code: /(?<![\\d.])30[1278](?![\\d.%])
success-code: 2xx|/(?:返回|响应|状态码?|报|回|得到|收到|是)\\s{0,2}20[046](?![\\d.])|/(?<![\\d.])20[046](?![\\d.])\\s{0,2}(?:表示|是|代表|说明|就是|意思|[a-z])
client-error: 4xx|/(?:返回|响应|状态码?|报|回|得到|收到|是)\\s{0,2}(40[0134]|405|429)(?![\\d.])|/(?<![\\d.])(40[0134]|405|429)(?![\\d.])\\s{0,2}(?:表示|是|代表|说明|就是|意思|[a-z])
server-error: 5xx|/(?:返回|响应|状态码?|报|回|得到|收到|是)\\s{0,2}50[0234](?![\\d.])|/(?<![\\d.])50[0234](?![\\d.])\\s{0,2}(?:表示|是|代表|说明|就是|意思|[a-z])
privilege: 特权级|特权|ring 0|ring0|ring 3|ring3|/特权环|/(高|低)权限
trap: 陷入内核|陷入指令|trap|软中断|int 0x80|/陷阱指令
zombie: 僵尸进程|孤儿进程|zombie|orphan process
mutex-lock: 互斥锁|mutex|/(睡|休眠|阻塞).{0,6}(等待?|挂起).{0,8}唤醒
spinlock: 自旋锁|spinlock|spin lock|/忙等|/原地.{0,4}(循环|等|转|空转)|/不停.{0,4}(尝试|试|敲门|问)
multi-core: 多核|multi-core|multicore|多处理器|多cpu|/多个cpu|/单核
rwlock: 读写锁|read-write lock|rwlock|readwritelock|/读读.{0,2}不?互斥
event-bubbling: 事件冒泡|冒泡阶段|bubbling|bubble phase|/往上冒|/向上冒
event-capture: 捕获阶段|事件捕获|capture phase|capturing|usecapture
event-target: e.target|event.target|currenttarget|/事件源|/目标元素
stop-propagation: stoppropagation|/阻止.{0,4}(冒泡|传播)
this-binding: this指向|this绑定|/\\bthis\\b\\s*(指向|绑定)|/\\b(call|apply|bind)\\s*[(（]
arrow-function: 箭头函数|arrow function
block-scope: 暂时性死区|tdz|块级作用域|块作用域|block scope
currying: 柯里化|currying|curry
private-member: 私有变量|私有成员|私有属性|/模拟私有|/\\bprivate\\b
module-system: commonjs|es module|esm|amd|模块化|/require\\s*[(（]
ssr: ssr|服务端渲染|服务器端渲染|server-side rendering|同构|hydration|注水|水合
first-screen: 首屏|fcp|lcp|白屏|/首次.{0,4}(内容)?绘制
compositing: 合成层|合成图层|composite|compositing|will-change|gpu加速|硬件加速
layout-read: offsetwidth|offsetheight|offsettop|scrolltop|getcomputedstyle|getboundingclientrect|/强制.{0,4}(同步)?布局|/偏移尺寸|/(元素|节点|dom)的?偏移量|/计算后的.{0,4}样式
box-geometry: 几何属性|/[大尺]小.{0,2}位置|/尺寸.{0,2}位置|/宽度.{0,4}高度|/宽高|外边距|内边距|margin|padding
appearance-style: 背景色|背景颜色|文字颜色|阴影|outline|box-shadow|/\\bcolor\\b|/颜色.{0,6}背景
same-origin-tuple: /(协议|scheme).{0,10}(域名|主机|host).{0,10}端口|/端口.{0,6}(都)?(一致|相同)
csrf-token: csrf token|csrftoken|/随机.{0,8}(token|令牌)|/令牌.{0,10}(核对|校验|验证|比对)
samesite: samesite|同站|/same-?site
referer-check: referer|referrer|origin头|/来源(页面|域|站点)|/检查.{0,6}origin
auto-cookie: /(自动|会|都会|也会)?.{0,4}(附|带|携带|附上|发送)上?.{0,6}(cookie|凭证|登录态)
escape-output: 转义|html转义|html实体|escape|/转成.{0,4}实体|/(编码|转码).{0,10}(尖括号|实体|输出)|/输出.{0,10}(编码|转义)
csp: content security policy|内容安全策略|/\\bcsp\\b.{0,10}(头|策略|header|script-src|白名单|指令)
httponly: httponly|http-only|http only
stored-xss: 存储型|持久型|stored xss|/[写存]进数据库.{0,12}(看|访问|打开)
reflected-xss: 反射型|reflected xss|非持久型|/原样回显|/(参数|链接)里.{0,12}回显
dom-xss: dom型|dom-based|dom xss|/只发生在浏览器
unsafe-sink: innerhtml|v-html|dangerouslysetinnerhtml|document.write|/\\beval\\s*[(（]
tautology: 万能密码|/or\\s{0,3}['\\"]?\\s{0,3}1\\s{0,3}['\\"]?\\s{0,3}=\\s{0,3}['\\"]?\\s{0,3}1|/永[远真]成立|/恒为?真|/恒成立
union-injection: /union\\s{0,3}(all\\s{0,3})?select|联合查询注入
blind-injection: 盲注|布尔盲注|时间盲注|延时注入
input-validate: 输入校验|白名单|/校验.{0,4}输入|/输入.{0,6}(校验|过滤)
least-privilege: 最小权限|least privilege|/数据库账号.{0,8}权限
password-hash: 加盐|盐值|salt|bcrypt|argon2|scrypt|pbkdf2|/慢哈希|/密码.{0,14}(存储|存放|保存)|/(存储|存放|保存).{0,6}密码
rainbow-table: 彩虹表|rainbow table|/暴力破解|/撞库
raft: raft|raft协议|raft算法
paxos: paxos|zab
leader-election: 选主|leader选举|leader election|election|/选举|/选.{0,4}(主节点|leader|班长|领导)|/拉票|/投票
term-number: 任期|任期号|/届次|/每一?届|epoch
majority: 多数派|过半|多数票|majority|quorum|/超过半数|/半数以上
election-timeout: 选举超时|election timeout|随机超时|/随机.{0,8}(超时|倒计时|等待时间|时长)
log-replication: 日志复制|log replication|/日志.{0,6}(同步|复制)给
split-brain: 脑裂|split brain|split-brain|双主
base-theory: base理论|基本可用|软状态|basically available|soft state
short-url: 短链接|短链|短网址|短url|short url|short link|tinyurl|/长(链接|网址|url).{0,8}短
base62: base62|62进制|六十二进制|/[0-9a-z]{0,3}.{0,6}62\\s*(个字符|进制)
seckill: 秒杀|抢购|flash sale
oversell: 超卖|少卖|oversell|/库存.{0,6}(为负|扣成负|扣减)
backlog: 消息积压|积压|堆积|backlog|/消费.{0,6}(跟不上|太慢|速度慢)
scale-consumer: /(扩容|增加|多[起开加]).{0,6}(消费者|consumer|实例)
exchange: 交换器|exchange|exchanges|/(rabbitmq|mq|消息).{0,6}交换机|/交换机.{0,6}(类型|路由|绑定|队列)
fanout: fanout|扇出|/无视.{0,4}路由键
direct-exchange: direct exchange|直连|/路由键.{0,12}(完全|一字不差|精确)
topic-exchange: topic exchange|主题交换|主题型|/通配|/[*#星井]号?.{0,8}(一个|多个|零个|刚好)
routing-key: routing key|routingkey|路由键|binding key|绑定键|/绑定关系
timestamp-bits: /41\\s*(位|比特|bit)|/时间戳.{0,6}(位|比特|bit)|/毫秒级?的?时间
machine-id: 机器id|机器码|workerid|worker id|数据中心id|/机房.{0,8}机器|/10\\s*(位|比特|bit)
clock-backward: 时钟回拨|clock backward|/时间.{0,4}(回退|回拨|倒退|往回)|/时钟.{0,4}(回退|回拨|倒退|往回)
service-discovery: 注册中心|服务发现|service discovery|nacos|eureka|consul|zookeeper
api-gateway: api网关|api gateway|/(服务|统一|微服务|业务)网关|/网关(层|服务)
stability: 稳定排序|不稳定排序|stable sort|/(排序|算法)(是|也是|不是)?稳定的|/相等.{0,8}(相对)?(顺序|位置|次序)
n-squared: /n\\s{0,3}的\\s{0,3}平方|/o\\s{0,3}[(（]\\s{0,3}n\\s{0,3}\\^?\\s{0,3}2|n²|n\\^2
log-n: 对数级|/\\blog\\s*n\\b|/对数
doubly-linked: 双向链表|doubly linked|/前后.{0,6}指针|/prev.{0,6}next
o1: 常数时间|常数级|/o\\s*[(（]\\s*1\\s*[)）]
linkedhashmap: linkedhashmap|accessorder|removeeldestentry
nat: nat|网络地址转换|napt|/(私有|内网|内部)的?(地址|ip).{0,20}(公网|外网|出口)
private-ip: 私有地址|私网地址|内网地址|内网ip|/(?<![\\d.])(192\\.168|172\\.(1[6-9]|2\\d|3[01]))(?![\\d])|/(?<![\\d.])10\\.\\d{1,3}\\.
port-mapping: 端口映射|/(改写|替换|换成).{0,8}(源地址|源端口)
clickjacking: 点击劫持|clickjacking|ui redress|/(透明|隐形|看不见)的?.{0,6}(iframe|框架|页面)
frame-options: x-frame-options|frame-ancestors|sameorigin|/(禁止|不让|不允许).{0,8}(嵌入|嵌套|套在|iframe|框架)
tlb: tlb|快表|地址转换缓存|translation lookaside|/(缓存|记住).{0,8}(最近|常用)的?.{0,6}(映射|翻译|转换)
multi-level-page: 多级页表|二级页表|四级页表|/页表.{0,6}(拆|分)成.{0,6}(多|两|几)[级层]
copy-on-write: 写时复制|copy-on-write|copy on write|cow|/(写|改)的?时候才.{0,6}(复制|拷贝)
syn-flood: syn flood|syn洪水|syn泛洪|/(大量|伪造).{0,8}syn
half-open-queue: 半连接队列|syn队列|syn queue|/(半连接|未完成连接)的?队列
syn-cookie: syn cookie|syncookie|syn cookies
ddos: ddos|dos攻击|拒绝服务|/流量.{0,6}(打垮|攻击)
mitm: 中间人|mitm|man-in-the-middle|man in the middle|/(截获|窃听|篡改).{0,8}(通信|报文|数据)
ssrf: ssrf|服务端请求伪造|服务器端请求伪造|/(让|诱使)服务[端器].{0,10}(访问|请求).{0,8}内网
oauth: oauth|oauth2|授权码|authorization code|第三方登录|/(access|refresh)\\s*token
sso: sso|单点登录|single sign-on|统一登录|cas服务
icmp: icmp|ping|traceroute|tracert
reverse-proxy: 反向代理|reverse proxy|正向代理|forward proxy|/代理.{0,6}(服务端|服务器)一侧
psync: psync|部分同步|全量同步|增量同步|复制积压缓冲区|repl_backlog|runid|/复制偏移量
redis-types: bitmap|hyperloglog|五种数据类型|/五大?种?(基本)?数据(类型|结构)|/(string|字符串)\\s{0,2}[、,，]\\s{0,2}(hash|哈希)\\s{0,2}[、,，]\\s{0,2}(list|列表)
delay-queue: 延迟队列|延时队列|delay queue|延迟消息|延时消息|定时消息|/到[点期时].{0,6}(再|才)(执行|投递|消费)
index-pushdown: 索引下推|icp|index condition pushdown|/(在|于)存储引擎层.{0,8}(过滤|判断)
change-buffer: change buffer|insert buffer|写缓冲
completable-future: completablefuture|thenapply|thencompose|thencombine|allof|anyof|supplyasync
future: future|futuretask|/异步.{0,6}(结果|返回值)
thread-state: 线程状态|runnable|timed_waiting|/线程.{0,6}(六|6)种状态|/(new|runnable|blocked|waiting)\\s*[、,，]\\s*(runnable|blocked|waiting|terminated)
bean-lifecycle: bean的生命周期|bean 生命周期|beanpostprocessor|initializingbean|afterpropertiesset|postconstruct|predestroy|aware接口|/实例化.{0,10}属性(填充|注入|赋值)
tx-failure: /事务.{0,6}(失效|不生效|不起作用|没生效)|/this\\s{0,2}\\.?\\s{0,2}调用|/(类内部|同一个?类里?).{0,6}(自调用|直接调用)|/非\\s{0,2}public.{0,8}方法
observer-pattern: 观察者模式|observer pattern|发布订阅模式|/订阅.{0,6}(通知|回调)
strategy-pattern: 策略模式|strategy pattern|/(消除|替换|去掉).{0,6}if\\s*-?\\s*else
factory-pattern: 工厂模式|工厂方法|抽象工厂|简单工厂|factory pattern|factory method
singleton: 单例|单例模式|singleton|饿汉|懒汉|双重检查锁|/全局只有一个实例|/只(创建|有)一个实例
react-fiber: fiber|时间切片|time slicing|可中断渲染|requestidlecallback|/(中断|暂停).{0,8}(恢复|继续).{0,6}渲染
batch-update: 批量更新|批处理更新|automatic batching|/(合并|攒).{0,8}(多次)?(setstate|状态更新|更新)
computed-watch: computed|watch|计算属性|侦听器|watcheffect
next-tick: nexttick|/下一个?(tick|事件循环|微任务)
component-communication: 组件通信|props|emit|provide|inject|eventbus|事件总线|/父子组件.{0,6}(传值|通信)
state-management: vuex|pinia|redux|mobx|zustand|状态管理|全局状态|/(store|仓库).{0,8}(集中|统一).{0,6}(管理|存放)
spa-router: hash模式|history模式|pushstate|replacestate|hashchange|popstate|前端路由|/(hash|history)\\s*(模式|路由)
v-model: v-model|双向绑定|two-way binding|/(语法糖).{0,8}(value|input)
new-operator: /new\\s*(操作符|关键字|运算符)|/(创建|新建)一个?空对象.{0,20}(原型|__proto__)
js-inheritance: 组合继承|寄生组合|原型继承|class继承|extends|/(借用|调用)父类?构造函数
micro-frontend: 微前端|micro frontend|micro-frontend|qiankun|single-spa|module federation|模块联邦
virtual-list: 虚拟列表|虚拟滚动|virtual list|virtual scroll|长列表|/(只|仅)渲染.{0,8}(可视|可见|视口)
image-optimization: 图片懒加载|图片压缩|webp|avif|雪碧图|sprite|/图片.{0,6}(压缩|裁剪|按需)
gzip: gzip|brotli|压缩传输|content-encoding
container-image: 镜像层|基础镜像|base image|docker镜像|容器镜像|镜像体积|镜像大小|镜像仓库|多阶段构建|multi-stage|dockerfile|/镜像.{0,4}(瘦身|分层|构建|拉取)
cache-line: 缓存行|cache line|cacheline|cache lines
k8s-probe: livenessprobe|readinessprobe|startupprobe|存活探针|就绪探针|启动探针|liveness probe|readiness probe|startup probe
lora: lora|qlora|低秩|low-rank|low rank|全参数微调|全参微调
ts-type-system: 类型收窄|类型守卫|type guard|type narrowing|联合类型|union type|条件类型|conditional type|顶层类型|底部类型|top type|bottom type|穷尽检查|exhaustive check
false-sharing: 伪共享|false sharing|缓存行填充|cache line padding|contended|/(填充|补齐|凑满).{0,6}缓存行
classification-metrics: 准确率|精确率|精准率|查准率|召回率|查全率|f1|f1-score|f1值|混淆矩阵|confusion matrix|accuracy|precision|recall|pr曲线|pr 曲线|/真正例|/假正例|/假阳性率|/真阳性率
auc-roc: auc|roc|roc曲线|曲线下面积|area under curve|/(正样本|正例)排在(负样本|负例)前
p-value: p-value|p value|/(?<![a-z])p\\s*值
significance-level: 显著性水平|显著水平|significance level|/显著性?\\s*(α|alpha)
hypothesis-test: 假设检验|hypothesis test|hypothesis testing|原假设|零假设|null hypothesis|备择假设
type-one-error: 第一类错误|一类错误|type i error|弃真错误|误报|假阳性|false positive|/(?<![a-z])α\\s*错误
type-two-error: 第二类错误|二类错误|type ii error|取伪错误|漏报|假阴性|false negative|/(?<![a-z])β\\s*错误
statistical-power: 统计功效|检验功效|statistical power|检验效能
confidence-interval: 置信区间|confidence interval
`;

/**
 * Concepts an answer shows by their parts, without naming them: TCP's reliability by 序号, 重传
 * and 拥塞控制; rate limiting by 令牌桶 and 滑动窗口. Each line is \`concept: part part …\`; an
 * answer that names two parts of a concept the question asks about is about that concept
 * (score.ts, shownConcepts). Written by us; data only.
 */
export const CONCEPT_PARTS = `
tcp: reliable retransmit congestion flow-control checksum sequence-number handshake three-way four-way time-wait
reliable: retransmit sequence-number checksum flow-control congestion ack
congestion: ack timeout retransmit flow-control
rate-limit: token-bucket leaky-bucket sliding-window fixed-window
page-replacement: eviction page-fault
centering: flex css-grid css-position css-transform
virtual-memory: page-fault kernel tlb multi-level-page
cache: cache-penetration cache-avalanche cache-breakdown eviction expire hotkey bigkey
persistence: snapshot append-log fork
transaction: isolation dirty-read non-repeatable-read phantom-read mvcc redo-log atomic
isolation: dirty-read non-repeatable-read phantom-read mvcc
phantom-read: mvcc snapshot lock-granularity pessimistic-lock
index: btree leftmost-prefix covering-index back-to-table left-fuzzy
thread-pool: core-size work-queue reject-policy thread-reuse
jvm: heap stack gc bytecode jit
oom: heap metaspace gc memory-leak jvm
ddl: mdl lock binlog replica
message-queue: producer consumer message-order partition offset dead-letter decouple duplicate message-loss
idempotent: unique-key dedupe state-machine token
https: encryption certificate symmetric asymmetric signature mitm
availability: single-point replica circuit-breaker degrade load-balance
high-concurrency: cache shard rate-limit message-queue load-balance
deadlock: deadlock-conditions lock
deadlock-conditions: lock
distributed-lock: lock expire atomic ephemeral-node
zookeeper: ephemeral-node
url-to-page: dns three-way handshake tcp https dom render reflow repaint
volatile: visibility reorder memory-barrier main-memory cache-coherence dcl compound-op
eviction: memory-limit lru lfu noeviction random-pick ttl-keys
expire: lazy-delete periodic-delete eviction
map-type: array linked-list red-black-tree capacity load-factor hash-collision hashcode-equals
concurrency-map: cas synchronized red-black-tree lock-granularity thread-safe
synchronized: lock-upgrade object-header monitor-instr reentrant
cas: aba spin atomic
atomic-counter: cas atomic spin cache-line false-sharing hash-collision
backpressure: buffered memory
join: index buffered
aqs: state-var clh-queue cas reentrant
threadlocal: thread-map weak-ref memory-leak
gc: mark-sweep copying-gc mark-compact generational gc-roots ref-count stw tri-color
class-loading: parent-delegation loading-steps bootstrap-loader
circular-dep: three-level-cache early-reference
aop: proxy advice pointcut weaving
ioc: bean container annotation reflection
storage-engine: transaction lock-granularity foreign-key crash-safe
slow-query: optimizer index full-scan covering-index
optimizer: explain-fields full-scan covering-index index
shard: shard-key id-generator cross-shard distributed-transaction
pagination: offset deep-paging
batch-norm: running-stats normalize-scale
replica: binlog replication-lag read-write-split relay-log replay-thread semi-sync async-replication psync
single-thread: memory io-multiplexing context-switch lock
cluster: hash-slot sentinel failover replica shard
udp: connectionless best-effort datagram
three-way: handshake sequence-number ack history-connection
four-way: time-wait half-close ack
http2: io-multiplexing header-compress server-push binary-frame head-of-line
dns: recursive-query iterative-query root-server dns-cache
cors: preflight allow-origin jsonp
process: address-space scheduling context-switch ipc
thread: scheduling shared-resource context-switch
io-multiplexing: file-descriptor readiness blocking event-loop red-black-tree polling callback
zero-copy: dma kernel user-mode data-copy
cap: consistency availability partition-tolerance
distributed-transaction: compensation local-message eventual-consistency coordinator
consistent-hash: hash-ring virtual-node
load-balance: weighted least-conn ip-hash health-check
circuit-breaker: error-rate half-open degrade timeout
event-loop: macrotask microtask stack callback async
closure: scope outer-variable memory-leak
virtual-dom: dom key-prop patch react-fiber batch-update
hooks: deps-array closure hook-order
reactivity: proxy getter-setter dep-collect computed-watch next-tick
bundler: loader plugin tree-shaking code-split hmr
promise: promise-state then-chain callback async
coroutine: stack user-mode scheduling context-switch work-stealing local-queue os-thread
gmp: work-stealing local-queue os-thread scheduling
channel: buffered blocking close-chan deadlock
slice: array capacity slice-len append-op
gil: lock multi-thread cpu-bound io-bound multiprocessing
decorator: wrapper higher-order closure
generator: lazy iterator
deep-copy: reference-share nested-object
shallow-copy: reference-share nested-object
quicksort: pivot partition divide-conquer nlogn n-squared log-n stability
dp: state-transition subproblem memo
lru: hash linked-list doubly-linked o1 linkedhashmap
skiplist: log-n
red-black-tree: log-n
cache-breakdown: hotkey expire mutex-rebuild logical-expire
cache-penetration: bloom-filter null-cache
cache-avalanche: random-ttl expire degrade
string-builder: immutable thread-safe synchronized capacity append-op
polymorphism: override overload dynamic-dispatch static-binding inheritance
override: inheritance dynamic-dispatch
overload: static-binding
autoboxing: integer-cache hashcode-equals
countdownlatch: count-down one-shot wait-together
cyclicbarrier: barrier-reset wait-together
arp: mac-address broadcast ip-address arp-spoof
status-code: redirect-code success-code client-error server-error cluster-redirect
redis-tx: watch rollback lua optimistic-lock
user-mode: privilege trap interrupt page-fault
kernel: privilege trap interrupt
mutex-lock: blocking context-switch multi-core
spinlock: spin multi-core atomic
event-bubbling: event-capture event-target stop-propagation dom
reflow: box-geometry layout-read compositing render repaint
repaint: appearance-style compositing render
xss: escape-output csp httponly stored-xss reflected-xss dom-xss unsafe-sink
csrf: csrf-token samesite referer-check auto-cookie
sql-injection: tautology union-injection blind-injection input-validate least-privilege
raft: leader-election term-number majority health-check election-timeout log-replication split-brain
short-url: id-generator base62 cluster-redirect bloom-filter hash-digest
id-generator: timestamp-bits machine-id clock-backward sequence-number
backlog: scale-consumer consumer partition batch
exchange: fanout direct-exchange topic-exchange routing-key
auto-increment: clustered-index page-split
password-hash: hash-digest rainbow-table encryption
seckill: oversell rate-limit message-queue cache
nat: private-ip port-mapping ip-address
clickjacking: frame-options csp
tlb: multi-level-page cache
fork: copy-on-write
syn-flood: three-way handshake half-open-queue syn-cookie ddos
oauth: token authorization
sso: token cookie session
`;

/**
 * Parts that are words of a whole field rather than of one concept (内核 and 用户态 come up in every
 * answer on system calls, 锁 in every answer on concurrency): two of them alone do not show a
 * concept (`shownByParts`); beside one of the concept's own parts they count.
 */
export const BROAD_PARTS = `
kernel user-mode memory cache lock multi-thread async blocking callback stack array hash dom
context-switch scheduling atomic timeout linked-list capacity message-queue transaction index
consistency availability partition proxy closure replica ack render
`;

/**
 * Concepts that describe whatever is being explained (its cost O(log n), O(1)) rather than being a
 * subject of their own: an answer that says them is not about something else. So are the
 * statistics a normalisation keeps (均值、方差, 滑动平均): words of any answer on data.
 */
export const NOT_SUBJECTS = `
log-n o1 n-squared nlogn
running-stats normalize-scale
`;
