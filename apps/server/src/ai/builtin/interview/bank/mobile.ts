/** Mobile questions: Android and iOS. */
import { forSkill, q } from './build.ts';
import type { TBankQuestion } from './types.ts';

const android = forSkill('android', [
  q(
    'easy',
    '请描述 Android Activity 的生命周期，以及从 A 页面跳转到 B 页面时回调的顺序。',
    [
      ['onCreate/onDestroy', 'onCreate', 'onDestroy', '创建销毁'],
      ['onStart/onStop', 'onStart', 'onStop', '可见'],
      ['onResume/onPause', 'onResume', 'onPause', '前台'],
      ['跳转顺序', 'A onPause', 'B onCreate', 'A onStop'],
    ],
    [
      'onCreate → onStart → onResume 进入前台可交互',
      'onPause 失去焦点，onStop 完全不可见，onDestroy 销毁',
      'A 跳 B：A.onPause → B.onCreate → B.onStart → B.onResume → A.onStop',
      '因此 onPause 中不要做耗时操作，否则影响新页面显示',
    ],
  ),
  q(
    'easy',
    'Android 的四大组件是什么？各自的作用是什么？',
    [
      ['Activity 界面', 'Activity', '界面', '页面'],
      ['Service 后台任务', 'Service', '后台', '服务'],
      ['BroadcastReceiver', 'BroadcastReceiver', '广播', '接收'],
      ['ContentProvider', 'ContentProvider', '数据共享', '内容提供者'],
    ],
    [
      'Activity：与用户交互的界面',
      'Service：无界面的后台任务，如音乐播放；注意后台限制',
      'BroadcastReceiver：接收系统或应用广播，如网络变化',
      'ContentProvider：跨应用共享数据，如通讯录',
    ],
  ),
  q(
    'medium',
    '请解释 Android 的 Handler 消息机制：Handler、Looper、MessageQueue 是如何协作的？',
    [
      ['Handler 发送处理消息', 'Handler', 'sendMessage', 'handleMessage'],
      ['MessageQueue 按时间排序', 'MessageQueue', '消息队列', '按时间'],
      ['Looper 循环取消息', 'Looper', 'loop', '循环'],
      ['ThreadLocal 绑定线程', 'ThreadLocal', '一个线程一个 Looper', '绑定'],
      ['Handler 内存泄漏', '内存泄漏', '静态内部类', '弱引用'],
    ],
    [
      '每个线程最多一个 Looper，通过 ThreadLocal 保存，内部持有 MessageQueue',
      'Handler 把 Message 按执行时间插入 MessageQueue',
      'Looper.loop 不断取出消息，分发给对应 Handler 的 handleMessage',
      '主线程的 Looper 由系统创建，子线程需手动 prepare',
      '非静态内部类 Handler 持有 Activity 引用易泄漏，用静态类加弱引用并在销毁时移除消息',
    ],
  ),
  q(
    'medium',
    'Android 应用出现 ANR 的原因有哪些？如何排查和避免？',
    [
      ['主线程阻塞', '主线程', '阻塞', 'UI 线程'],
      ['超时阈值', '5 秒', '输入事件', '超时'],
      ['traces 文件分析', 'traces.txt', 'traces', '主线程堆栈'],
      ['耗时操作放子线程', '子线程', '协程', '异步'],
      ['StrictMode 检测', 'StrictMode', '严格模式', '检测'],
    ],
    [
      'ANR 是主线程在规定时间内未响应，如输入事件 5 秒未处理',
      '常见原因：主线程做网络/数据库/大文件 IO、锁等待、Binder 调用阻塞',
      '排查：查看 /data/anr/traces.txt 或 Play Console 中的主线程堆栈',
      '避免：耗时操作放到协程或线程池，结果切回主线程更新 UI',
      '开发阶段用 StrictMode 检测主线程 IO',
    ],
  ),
  q(
    'hard',
    '你会如何优化一个 Android 应用的启动速度？',
    [
      ['区分冷热启动', '冷启动', '热启动', '温启动'],
      ['测量启动耗时', 'adb shell am start', 'Systrace', 'Perfetto'],
      ['Application 初始化延迟', '延迟初始化', 'Application', '懒加载'],
      ['异步与按需初始化', '异步初始化', 'App Startup', '任务编排'],
      ['布局与首帧优化', '首帧', '布局层级', 'Baseline Profile'],
    ],
    [
      '先区分冷启动、温启动、热启动，重点优化冷启动',
      '用 am start -W、Perfetto/Systrace 测量和定位耗时点',
      'Application.onCreate 中的 SDK 初始化改为延迟、异步或按需',
      '用 App Startup 或有向无环图编排初始化任务',
      '减少首屏布局层级，使用 Baseline Profile 预编译热点代码',
    ],
  ),
  q(
    'hard',
    'Kotlin 协程相比线程有什么优势？在 Android 中如何正确管理协程的生命周期？',
    [
      ['挂起不阻塞线程', '挂起', 'suspend', '非阻塞'],
      ['结构化并发', '结构化并发', '父子协程', 'CoroutineScope'],
      ['调度器切换', 'Dispatchers', 'withContext', 'IO'],
      ['生命周期作用域', 'viewModelScope', 'lifecycleScope', '自动取消'],
      ['异常处理', 'CoroutineExceptionHandler', 'SupervisorJob', '异常'],
    ],
    [
      '协程挂起时释放线程，用同步写法表达异步逻辑，开销远小于线程',
      '结构化并发：协程运行在作用域中，父协程取消会取消所有子协程',
      '用 withContext(Dispatchers.IO) 切换线程执行 IO',
      'Android 中用 viewModelScope、lifecycleScope，页面销毁自动取消，避免泄漏',
      '异常用 try-catch 或 CoroutineExceptionHandler，SupervisorJob 隔离子协程失败',
    ],
  ),
]);

const ios = forSkill('ios', [
  q(
    'easy',
    'Swift 中 struct 和 class 有什么区别？什么时候用哪个？',
    [
      ['值类型与引用类型', '值类型', '引用类型', '拷贝'],
      ['class 可继承', '继承', 'class', '子类'],
      ['struct 写时复制', '写时复制', 'copy on write', 'COW'],
      ['mutating', 'mutating', '修改', 'let'],
      ['优先 struct', '优先 struct', '默认', '场景'],
    ],
    [
      'struct 是值类型，赋值时复制；class 是引用类型，共享同一实例',
      'class 支持继承、deinit 和引用计数管理',
      '标准库集合类型对值类型使用写时复制优化',
      'struct 中修改属性的方法需要 mutating',
      'Swift 推荐默认用 struct，需要共享状态或继承时用 class',
    ],
  ),
  q(
    'easy',
    'iOS 中 ARC 是什么？strong、weak、unowned 有什么区别？',
    [
      ['自动引用计数', 'ARC', '引用计数', '自动'],
      ['strong 持有', 'strong', '强引用', '计数加一'],
      ['weak 自动置 nil', 'weak', '弱引用', 'nil'],
      ['unowned 不置 nil', 'unowned', '无主引用', '崩溃'],
    ],
    [
      'ARC 在编译期自动插入 retain/release，引用计数为 0 时释放对象',
      'strong 强引用会增加引用计数',
      'weak 不增加计数，对象释放后自动变为 nil，必须是可选类型',
      'unowned 不增加计数也不置 nil，对象释放后访问会崩溃，用于生命周期确定更长的场景',
    ],
  ),
  q(
    'medium',
    '什么是循环引用？在闭包和 delegate 中如何避免？',
    [
      ['互相强引用', '循环引用', '互相持有', 'retain cycle'],
      ['闭包捕获 self', '闭包', '捕获 self', 'self'],
      ['捕获列表 weak self', '[weak self]', 'weak self', '捕获列表'],
      ['delegate 用 weak', 'delegate', 'weak var', '代理'],
      ['工具检测', 'Memory Graph', 'Instruments', 'Leaks'],
    ],
    [
      '两个对象互相强引用，计数都不为 0，导致都无法释放',
      '对象持有闭包、闭包又捕获 self 是最常见的情况',
      '用 [weak self] 捕获并 guard let self 解包',
      'delegate 属性声明为 weak',
      '用 Xcode Memory Graph 或 Instruments Leaks 检查',
    ],
  ),
  q(
    'medium',
    'iOS 中有哪些多线程方案？GCD 的串行队列和并发队列有什么区别？',
    [
      ['GCD', 'GCD', 'DispatchQueue', 'Grand Central Dispatch'],
      ['串行与并发队列', '串行队列', '并发队列', 'concurrent'],
      ['同步与异步', 'sync', 'async', '同步异步'],
      ['主线程更新 UI', '主线程', 'main', 'UI'],
      ['Swift Concurrency', 'async/await', 'Actor', 'Task'],
    ],
    [
      '方案：Thread、GCD、OperationQueue，以及 Swift 的 async/await',
      '串行队列按顺序一次执行一个任务，并发队列可同时执行多个',
      'sync 会阻塞当前线程，主线程上对主队列 sync 会死锁',
      'UI 必须在主线程更新',
      'Swift Concurrency 用 Task、Actor 和 @MainActor 减少数据竞争',
    ],
  ),
  q(
    'hard',
    '请讲讲 RunLoop 的作用，以及它与 NSTimer 在滑动时失效问题的关系。',
    [
      ['事件循环保活', 'RunLoop', '事件循环', '保活'],
      ['与线程一一对应', '线程', '一一对应', '主线程自动开启'],
      ['Mode 模式', 'Mode', 'DefaultMode', 'TrackingMode'],
      ['CommonModes 解决', 'CommonModes', 'common', '添加到'],
      ['应用场景', '卡顿监控', '常驻线程', '休眠'],
    ],
    [
      'RunLoop 让线程有事做时处理事件、没事时休眠，避免线程退出',
      '每个线程对应一个 RunLoop，主线程自动运行，子线程需手动获取并运行',
      'RunLoop 同一时刻只运行在一个 Mode，滑动时切换到 UITrackingRunLoopMode',
      '默认 Mode 的 Timer 在滑动时不触发，应添加到 .common 模式',
      '还可用于卡顿监控、常驻线程',
    ],
  ),
  q(
    'hard',
    '一个 iOS 列表页滑动卡顿，你会如何分析和优化？',
    [
      ['Instruments 分析', 'Instruments', 'Time Profiler', '分析'],
      ['主线程耗时操作', '主线程', '耗时', '同步'],
      ['Cell 复用与高度缓存', '复用', '高度缓存', 'reuse'],
      ['图片异步解码', '图片解码', '异步', '缩放'],
      ['减少离屏渲染', '离屏渲染', '圆角', '阴影'],
    ],
    [
      '用 Instruments Time Profiler、Core Animation 定位掉帧原因',
      '把数据解析、布局计算、图片解码移出主线程',
      '确保 Cell 复用，缓存计算好的高度',
      '图片按显示尺寸下采样并异步解码',
      '避免圆角加裁剪、阴影等触发离屏渲染，减少视图层级与透明混合',
    ],
  ),
]);

export const MOBILE_QUESTIONS: readonly TBankQuestion[] = [...android, ...ios];
