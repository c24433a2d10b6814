/**
 * Classic contrasts of technical interviews: two things asked about together, each with what is
 * true of it and not of the other. Used to notice an answer that says one side's property of the
 * other ("UDP 是面向连接的"), with or without a reference answer. Names are matched with word
 * boundaries for Latin names and without reading one name out of the other (非聚簇索引 is not
 * 聚簇索引); a property preceded by a negation (不是无连接的) claims nothing.
 */

export interface TContrastSide {
  /** How the feedback names it. */
  label: string;
  /** The names an answer uses for it (regular expression source, matched on the answer). */
  names: string;
  /** What is true of it and not of the other side (regular expression source). */
  props: string;
}

export type TContrast = readonly [TContrastSide, TContrastSide];

export const CONTRASTS: readonly TContrast[] = [
  [
    {
      label: 'TCP',
      names: '(?<![a-z])tcp(?![a-z])',
      props:
        '面向连接|有连接|可靠传输|可靠的|保证可靠|可靠性高|三次握手|四次挥手|拥塞控制|流量控制|超时重传|按序到达|保证顺序|字节流',
    },
    {
      label: 'UDP',
      names: '(?<![a-z])udp(?![a-z])',
      props: '无连接|不可靠|不保证可靠|尽最大努力|面向报文|数据报|首部开销小|支持广播|支持多播|一对多',
    },
  ],
  [
    {
      label: '进程',
      names: '进程',
      props: '资源分配的(基本|最小)单位|(独立|独享)的?(地址|内存)空间|拥有独立|相互隔离|互相隔离',
    },
    {
      label: '线程',
      names: '(?<!多)线程(?!池|安全|不安全)',
      props:
        '(cpu)?调度的(基本|最小)单位|共享(所属|所在|同一)?(个)?(进程)?的?(地址空间|堆)|共享(所属|所在|同一个?)进程的(内存|资源)',
    },
  ],
  [
    {
      label: '悲观锁',
      names: '悲观锁',
      props:
        '先加锁|先(把锁)?(拿到|获取|加上?)(锁)?(?=[，,。；;]|$)|先拿锁|先上锁|每次(操作|访问|读|拿数据|读写)?都(会)?(先)?(加锁|上锁)|(认为|假设|假定)(一定|总是|总会|每次都)(会)?(发生)?冲突|(认为|假设|假定)[^，,。；;]{0,10}(一定|总|都)会[^，,。；;]{0,6}(改|修改|冲突)',
    },
    {
      label: '乐观锁',
      names: '乐观锁',
      props:
        '版本号|(?<![a-z])cas(?![a-z])|不加锁|不上锁|(认为|假设|假定)[^，,。；;]{0,8}(不会|很少|较少)(有人)?(来)?(发生)?(改|修改|冲突)|提交(时|的时候)(再)?(检查|校验|比较|判断)',
    },
  ],
  [
    {
      label: 'HashMap',
      names: '(?<![a-z])hashmap(?![a-z])',
      props: '线程不安全|不是线程安全|允许\\s*(一个)?\\s*null|可以(存|放)?\\s*null',
    },
    {
      label: 'Hashtable',
      names: '(?<![a-z])hashtable(?![a-z])',
      props: '(?<![非不])线程安全|不允许\\s*null|不能(存|放)?\\s*null',
    },
  ],
  [
    {
      label: 'ArrayList',
      names: '(?<![a-z])arraylist(?![a-z])',
      props: '(?<!链)(动态)?数组(?!越界)|随机访问(快|效率高|性能好)|查询快|查找快|连续(的)?内存',
    },
    {
      label: 'LinkedList',
      names: '(?<![a-z])linkedlist(?![a-z])',
      props: '链表|(插入|删除|增删)(和删除)?(快|效率高)',
    },
  ],
  [
    {
      label: 'Cookie',
      names: '(?<![a-z])cookie(?![a-z])',
      props: '(存|保存|存储|放)(在)?(客户端|浏览器)',
    },
    {
      label: 'Session',
      names: '(?<![a-z])session(?![a-z])',
      props: '(存|保存|存储|放)(在)?服务(器|端)',
    },
  ],
  [
    {
      label: 'InnoDB',
      names: '(?<![a-z])innodb(?![a-z])',
      props: '(?<!不)支持事务|行(级)?锁|(?<!不)支持外键|(?<![a-z])mvcc(?![a-z])',
    },
    {
      label: 'MyISAM',
      names: '(?<![a-z])myisam(?![a-z])',
      props: '不支持事务|表(级)?锁|不支持外键',
    },
  ],
  [
    {
      label: 'RDB',
      names: '(?<![a-z])rdb(?![a-z])',
      props: '快照|二进制(的)?(压缩)?文件|恢复(速度|起来)?(更)?快',
    },
    {
      label: 'AOF',
      names: '(?<![a-z])aof(?![a-z])',
      props:
        '(追加|记录)(每一?条|所有的?|每个)?(写)?(命令|操作)|(?<![a-z])fsync(?![a-z])|everysec|恢复(速度|起来)?(更|比较)?慢',
    },
  ],
  [
    {
      label: '聚簇索引',
      names: '(?<!非)聚簇索引|(?<!非)聚集索引',
      props:
        '叶子(节点)?(里)?(存|存储|存放|保存|放)(的)?(是)?(整行|完整的?|全部的?|行)(数据|记录)|(数据|行)(和|与)索引(放|存)在一起|一张表只(能)?有一个',
    },
    {
      label: '非聚簇索引',
      names: '非聚簇索引|非聚集索引|二级索引|辅助索引',
      props: '叶子(节点)?(里)?(存|存储|存放|保存|放)(的)?(是)?主键|需要回表|要回表',
    },
  ],
  [
    {
      label: 'BIO',
      names: '(?<![a-z])bio(?![a-z])',
      props: '(?<![非不])阻塞|一个连接(对应)?一个线程',
    },
    {
      label: 'NIO',
      names: '(?<![a-z])nio(?![a-z])',
      props: '非阻塞|不阻塞|多路复用|(?<![a-z])selector(?![a-z])',
    },
  ],
  [
    {
      label: '重载（overload）',
      names: '重载|(?<![a-z])overload(ing)?(?![a-z])',
      props: '同一个类(里|中|内)?|参数(列表|个数|类型)?不同|编译(时|期)',
    },
    {
      label: '重写（override）',
      names: '重写|(?<![a-z])overrid(e|ing)(?![a-z])',
      props: '子类|父类|(方法)?签名(完全)?相同|参数(列表)?(完全)?相同|运行(时|期)',
    },
  ],
  [
    {
      label: '浅拷贝',
      names: '浅拷贝|浅复制',
      props: '只(复制|拷贝)(了)?(引用|地址|第一层)|共享(同一个?|同一块)(对象|内存)|指向同一',
    },
    {
      label: '深拷贝',
      names: '深拷贝|深复制',
      props: '递归(地)?(复制|拷贝)|完全(复制|拷贝)|互不影响|不共享',
    },
  ],
  [
    {
      label: 'HTTP',
      names: '(?<![a-z])http(?![a-z/])',
      props: '明文|(?<!\\d)80\\s*端口|端口(是|为|号是)?\\s*80(?!\\d)',
    },
    {
      label: 'HTTPS',
      names: '(?<![a-z])https(?![a-z])',
      props: '(?<![不非没])加密|(?<![a-z])(ssl|tls)(?![a-z])|443|证书',
    },
  ],
  [
    {
      label: '栈',
      names: '(?<![堆])栈(?!帧|溢出|内存)',
      props: '后进先出|先进后出|(?<![a-z])lifo(?![a-z])|(?<![a-z])dfs(?![a-z])|深度优先|函数调用|括号匹配',
    },
    {
      label: '队列',
      names: '(?<!消息|阻塞|延迟|任务)队列',
      props: '先进先出|(?<![a-z])fifo(?![a-z])|(?<![a-z])bfs(?![a-z])|广度优先|排队',
    },
  ],
  [
    {
      label: 'StringBuilder',
      names: '(?<![a-z])stringbuilder(?![a-z])',
      props: '线程不安全|不是线程安全|非线程安全|没(有)?加锁|(jdk\\s*)?1\\.5',
    },
    {
      label: 'StringBuffer',
      names: '(?<![a-z])stringbuffer(?![a-z])',
      props: '(?<![非不])线程安全|(?<![a-z])synchronized(?![a-z])|加(了)?锁|(jdk\\s*)?1\\.0',
    },
  ],
  [
    {
      label: '懒汉式',
      names: '懒汉',
      props:
        '(第一次|首次)(被)?(调用|使用|用到|获取)|延迟加载|懒加载|用到(时|的时候)才|双重(检查|校验)|(?<![a-z])dcl(?![a-z])',
    },
    {
      label: '饿汉式',
      names: '饿汉',
      props: '类加载(的)?(时候|时)(就)?|一开始就(创建|初始化|new)|提前(创建|初始化)|启动(时|的时候)就',
    },
  ],
];
