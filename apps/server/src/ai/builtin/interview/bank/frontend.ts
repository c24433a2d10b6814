/** Frontend questions: JavaScript, TypeScript, React, Vue, CSS, HTML and Node.js. */
import { forSkill, q } from './build.ts';
import type { TBankQuestion } from './types.ts';

const javascript = forSkill('javascript', [
  q(
    'easy',
    'var、let 和 const 有什么区别？',
    [
      ['作用域不同', '函数作用域', '块级作用域', '作用域'],
      ['变量提升与暂时性死区', '变量提升', '暂时性死区', 'TDZ'],
      ['重复声明', '重复声明', '不可重复', '报错'],
      ['const 绑定不可变', 'const', '不可重新赋值', '对象属性可改'],
    ],
    [
      'var 是函数作用域，let/const 是块级作用域',
      'var 会提升并初始化为 undefined，let/const 存在暂时性死区',
      'var 可重复声明，let/const 不行',
      'const 声明后不能重新赋值，但对象内部属性仍可修改',
    ],
  ),
  q(
    'easy',
    'JavaScript 中有哪些数据类型？如何准确判断一个变量的类型？',
    [
      ['原始类型', '原始类型', '基本类型', 'symbol'],
      ['引用类型', '引用类型', 'Object', '对象'],
      ['typeof 的局限', 'typeof', 'typeof null', 'object'],
      ['instanceof', 'instanceof', '原型链', '构造函数'],
      ['toString 精确判断', 'toString', '[object', 'Array.isArray'],
    ],
    [
      '原始类型：string、number、boolean、undefined、null、symbol、bigint',
      '引用类型：Object（含数组、函数、日期等）',
      "typeof 对 null 返回 'object'，对数组也返回 'object'",
      'instanceof 沿原型链判断，跨 iframe 不可靠',
      'Object.prototype.toString.call 最通用，数组用 Array.isArray',
    ],
  ),
  q(
    'medium',
    '请解释 JavaScript 的事件循环，宏任务和微任务的执行顺序是怎样的？',
    [
      ['单线程调用栈', '单线程', '调用栈', '执行栈'],
      ['宏任务', '宏任务', 'setTimeout', 'macrotask'],
      ['微任务', '微任务', 'Promise.then', 'microtask'],
      ['每个宏任务后清空微任务', '清空微任务', '先微后宏', '一次执行完'],
      ['渲染时机', '渲染', 'requestAnimationFrame', '重绘'],
    ],
    [
      'JS 主线程单线程执行，异步回调进入任务队列',
      '执行一个宏任务（script、setTimeout、IO 回调）',
      '宏任务结束后清空所有微任务（Promise.then、queueMicrotask、MutationObserver）',
      '然后浏览器可能进行渲染，再取下一个宏任务',
      'await 之后的代码相当于放入微任务',
    ],
    ['Node.js 的事件循环与浏览器有什么不同？'],
  ),
  q(
    'medium',
    '什么是闭包？它有哪些典型用途和潜在问题？',
    [
      ['函数加词法环境', '词法作用域', '词法环境', '外部变量'],
      ['访问外层变量', '外层变量', '引用', '保持'],
      ['私有变量与模块', '私有变量', '封装', '模块'],
      ['防抖节流柯里化', '防抖', '节流', '柯里化'],
      ['内存泄漏风险', '内存泄漏', '无法回收', '释放'],
    ],
    [
      '闭包是函数与其声明时词法环境的组合，内部函数可访问外层变量',
      '外层函数执行完后变量仍被引用而保留',
      '用途：私有变量、模块封装、防抖节流、柯里化',
      '问题：长期持有大对象或 DOM 引用会造成内存泄漏，用完置空',
    ],
  ),
  q(
    'medium',
    'this 的指向是如何确定的？call、apply、bind 有什么区别？',
    [
      ['默认绑定', '默认绑定', 'window', 'undefined'],
      ['隐式绑定', '隐式绑定', '调用对象', 'obj.fn'],
      ['显式绑定', 'call', 'apply', 'bind'],
      ['new 绑定', 'new', '新对象', '构造'],
      ['箭头函数继承外层', '箭头函数', '外层 this', '词法'],
    ],
    [
      'this 由调用方式决定：普通调用指向全局（严格模式 undefined）',
      '作为对象方法调用时指向该对象',
      'call/apply 立即调用并指定 this，区别是参数逐个传还是数组传；bind 返回新函数',
      'new 调用时指向新创建的实例',
      '箭头函数没有自己的 this，继承定义时外层的 this',
    ],
  ),
  q(
    'hard',
    '请讲讲 JavaScript 的原型链，以及 ES6 class 继承和原型继承的关系。',
    [
      ['prototype 原型对象', 'prototype', '__proto__', '原型对象'],
      ['沿原型链查找属性', '原型链', '查找', 'Object.prototype'],
      ['构造函数与实例', '构造函数', '实例', 'constructor'],
      ['class 是语法糖', '语法糖', 'class', 'extends'],
      ['super 调用父类', 'super', '父类构造', '组合继承'],
    ],
    [
      '每个函数有 prototype，实例的 __proto__ 指向构造函数的 prototype',
      '访问属性时先找自身，找不到沿 __proto__ 逐级查找，终点 Object.prototype 的 null',
      'ES5 常用组合继承/寄生组合继承实现',
      'ES6 class extends 本质仍是原型继承的语法糖',
      '子类构造函数必须先调用 super() 才能使用 this',
    ],
  ),
  q(
    'hard',
    '请手写一个简化版的 Promise.all，并说明需要处理哪些边界情况。',
    [
      ['返回新 Promise', '返回 Promise', 'new Promise', 'resolve'],
      ['按索引保存结果', '索引', '顺序', 'results[i]'],
      ['计数全部完成', '计数', '全部完成', 'count'],
      ['任一失败即 reject', 'reject', '失败', '快速失败'],
      ['处理非 Promise 与空数组', 'Promise.resolve', '空数组', '非 Promise'],
    ],
    [
      '返回一个新的 Promise',
      '遍历输入，用 Promise.resolve 包装每项以兼容普通值',
      '成功时按原索引存结果，计数达到总数时 resolve(results)',
      '任何一个失败立即 reject',
      '空数组应立即 resolve([])；相关的有 allSettled、race、any',
    ],
  ),
]);

const typescript = forSkill('typescript', [
  q(
    'easy',
    'TypeScript 中 interface 和 type 有什么区别？你一般如何选择？',
    [
      ['都能描述对象', '描述对象', '对象类型', '形状'],
      ['interface 可合并', '声明合并', '合并', 'extends'],
      ['type 支持联合等', '联合类型', '交叉类型', '元组'],
      ['团队约定', '约定', '一致', '选择'],
    ],
    [
      '两者都能描述对象结构，也都能被 class implements',
      'interface 可以声明合并，用 extends 继承',
      'type 可以表示联合、交叉、元组、映射等任意类型',
      '常见约定：对外的对象结构用 interface，组合类型用 type，团队保持一致',
    ],
  ),
  q(
    'easy',
    'any、unknown 和 never 有什么区别？',
    [
      ['any 关闭检查', 'any', '关闭类型检查', '任意'],
      ['unknown 需收窄', 'unknown', '类型收窄', '安全'],
      ['never 不可能的值', 'never', '不会返回', '空集'],
      ['穷尽检查', '穷尽检查', 'exhaustive', 'switch'],
    ],
    [
      'any 跳过所有类型检查，会传染，应尽量避免',
      'unknown 可以接收任何值，但使用前必须收窄，更安全',
      'never 表示不可能出现的值，如总是抛错的函数返回类型',
      '在 switch 的 default 中赋给 never 可做穷尽检查',
    ],
  ),
  q(
    'medium',
    'TypeScript 中有哪些类型收窄的方式？什么是类型守卫？',
    [
      ['typeof 收窄', 'typeof', '原始类型', '收窄'],
      ['instanceof 收窄', 'instanceof', '类实例', '实例'],
      ['in 操作符', 'in 关键字', '属性判断', '属性是否存在'],
      ['可辨识联合', '可辨识联合', 'discriminated union', 'kind 字段'],
      ['自定义类型谓词', 'value is', '类型谓词', '类型守卫'],
    ],
    [
      'typeof 判断原始类型，instanceof 判断类实例',
      'in 操作符按属性是否存在收窄',
      '可辨识联合：用共同的字面量字段（如 type/kind）区分分支',
      '自定义类型守卫函数返回 value is T',
      '还有真值收窄、相等收窄和 asserts 断言函数',
    ],
  ),
  q(
    'medium',
    '请说说你常用的 TypeScript 内置工具类型，并解释 Partial 是如何实现的。',
    [
      ['Partial/Required', 'Partial', 'Required', '可选'],
      ['Pick/Omit', 'Pick', 'Omit', '挑选'],
      ['Record', 'Record', '键值', '映射'],
      ['ReturnType 等', 'ReturnType', 'Parameters', 'Awaited'],
      ['映射类型实现', '映射类型', 'keyof', 'in keyof'],
    ],
    [
      'Partial 全部可选、Required 全部必填、Readonly 只读',
      'Pick 挑选属性、Omit 排除属性、Record 构造键值类型',
      'ReturnType、Parameters、Awaited 从函数或 Promise 中提取类型',
      'Partial 用映射类型实现：{ [K in keyof T]?: T[K] }',
    ],
  ),
  q(
    'hard',
    '什么是条件类型和 infer？请举例实现一个提取 Promise 内部类型的工具类型。',
    [
      ['条件类型语法', 'extends ?', '条件类型', '三元'],
      ['infer 推断', 'infer', '推断', '类型变量'],
      ['分布式条件类型', '分布式', '联合类型分发', 'distributive'],
      ['递归展开', '递归', '嵌套 Promise', 'Awaited'],
    ],
    [
      '条件类型形如 T extends U ? X : Y',
      'infer 在 extends 子句中声明待推断的类型变量',
      '示例：type UnwrapPromise<T> = T extends Promise<infer R> ? R : T',
      '嵌套 Promise 可递归展开，内置 Awaited 即如此',
      '裸类型参数遇到联合类型会分发，用 [T] 包裹可阻止分发',
    ],
  ),
  q(
    'hard',
    '在一个大型前端项目中，你如何利用 TypeScript 保证前后端接口的类型安全？',
    [
      ['共享类型定义', '共享类型', 'monorepo', '公共包'],
      ['运行时校验', 'zod', '运行时校验', 'schema'],
      ['从 schema 生成类型', 'OpenAPI', '代码生成', 'infer'],
      ['strict 模式', 'strict', '严格模式', 'noImplicitAny'],
      ['CI 类型检查', 'tsc', 'CI', '类型检查'],
    ],
    [
      '类型只在编译期存在，接口数据需要运行时校验',
      '用 zod 等定义 schema，既做校验又推导类型',
      '或从 OpenAPI 文档生成客户端和类型，单一事实来源',
      'monorepo 中前后端共享同一个类型包',
      '开启 strict，CI 中执行 tsc --noEmit 拦截错误',
    ],
  ),
]);

const react = forSkill('react', [
  q(
    'easy',
    'React 中 props 和 state 有什么区别？为什么不能直接修改 state？',
    [
      ['props 外部传入只读', 'props', '只读', '父组件'],
      ['state 内部状态', 'state', '内部', 'useState'],
      ['触发重新渲染', '重新渲染', 're-render', '更新'],
      ['不可变更新', '不可变', 'setState', '新对象'],
    ],
    [
      'props 由父组件传入，子组件只读',
      'state 是组件内部可变的状态，用 useState/setState 管理',
      '通过 setter 更新 state 才会触发重新渲染',
      '直接修改不会触发渲染，且破坏基于引用比较的优化，应创建新对象',
    ],
  ),
  q(
    'easy',
    '渲染列表时为什么需要 key？用数组下标作为 key 有什么问题？',
    [
      ['标识元素身份', '唯一标识', '身份', 'key'],
      ['协助 diff 复用', 'diff', '复用', '对比'],
      ['下标导致错位', '下标', 'index', '错位'],
      ['状态与输入混乱', '状态错乱', '输入框', '性能'],
    ],
    [
      'key 帮助 React 在 diff 时识别哪些元素是同一个',
      '相同 key 的元素会被复用并更新，而不是销毁重建',
      '用下标时插入、删除、排序会导致 key 与数据错位',
      '带内部状态的子组件（如输入框）会显示错乱，也会多做无谓更新',
      '应使用数据中的稳定唯一 id',
    ],
  ),
  q(
    'medium',
    'useEffect 的依赖数组是如何工作的？常见的坑有哪些？',
    [
      ['依赖变化才执行', '依赖数组', '依赖变化', '比较'],
      ['清理函数', '清理函数', 'cleanup', '返回函数'],
      ['闭包陈旧值', '闭包陷阱', '旧值', 'stale closure'],
      ['对象依赖导致无限循环', '无限循环', '引用变化', '对象依赖'],
      ['严格模式执行两次', '严格模式', '两次', 'StrictMode'],
    ],
    [
      '每次渲染后比较依赖（Object.is），有变化才执行',
      '空数组只在挂载时执行；返回的清理函数在下次执行前和卸载时调用',
      '遗漏依赖会读到旧的 state，形成闭包陷阱',
      '依赖是每次新建的对象或函数会导致反复执行甚至死循环',
      '开发模式 StrictMode 会双调用以暴露缺少清理的问题',
    ],
  ),
  q(
    'medium',
    'React 组件出现性能问题时，你会如何分析和优化？',
    [
      ['Profiler 分析', 'Profiler', 'React DevTools', '分析'],
      ['memo 避免重渲染', 'React.memo', 'memo', '重复渲染'],
      ['useMemo/useCallback', 'useMemo', 'useCallback', '缓存'],
      ['长列表虚拟化', '虚拟列表', 'virtualization', '窗口化'],
      ['状态下沉与拆分', '状态下沉', '拆分组件', '代码分割'],
    ],
    [
      '先用 React DevTools Profiler 找到耗时组件和不必要的渲染',
      '用 React.memo 包裹纯展示组件，配合 useCallback 稳定回调引用',
      '用 useMemo 缓存昂贵计算',
      '长列表使用虚拟滚动',
      '把状态下沉到用到它的组件，拆分 Context，路由级懒加载',
    ],
  ),
  q(
    'hard',
    '请谈谈 React Fiber 架构解决了什么问题，以及并发渲染的基本原理。',
    [
      ['同步递归不可中断', '不可中断', '同步渲染', '卡顿'],
      ['Fiber 链表结构', 'Fiber', '链表', '工作单元'],
      ['可中断的时间切片', '时间切片', '可中断', '让出主线程'],
      ['优先级调度', '优先级', 'lanes', '调度'],
      ['render 与 commit 阶段', 'commit', 'render 阶段', '提交'],
    ],
    [
      '旧的栈调和同步递归整棵树，大组件树会长时间占用主线程导致卡顿',
      'Fiber 把每个组件变成一个工作单元，用链表连接，可暂停和恢复',
      'render 阶段可中断，按时间片执行，把主线程让给用户输入',
      '通过 lanes 优先级模型，高优先级更新可插队',
      'commit 阶段同步执行 DOM 变更；React 18 的 useTransition 基于此',
    ],
    ['useTransition 和防抖都能缓解输入卡顿，它们有什么本质区别？'],
  ),
  q(
    'hard',
    '大型 React 应用的状态管理你会怎么设计？服务端数据和客户端状态要不要分开管理？',
    [
      ['区分状态类型', '服务端状态', '客户端状态', '区分'],
      ['React Query 管理服务端数据', 'React Query', 'TanStack Query', 'SWR'],
      ['全局状态库', 'Redux', 'Zustand', 'Context'],
      ['状态就近', '就近', '局部状态', '提升'],
      ['URL 也是状态', 'URL', '路由参数', '查询参数'],
    ],
    [
      '先区分服务端数据（缓存、同步、失效）和纯客户端 UI 状态',
      '服务端数据用 React Query/SWR 管理缓存、重试和失效',
      '跨页面的客户端状态用 Zustand、Redux Toolkit，低频变化用 Context',
      '能局部就局部，避免所有状态都放全局',
      '筛选、分页等状态放在 URL 中，便于分享和刷新',
    ],
  ),
]);

const vue = forSkill('vue', [
  q(
    'easy',
    'Vue 中 computed 和 watch 有什么区别？',
    [
      ['computed 有缓存', '缓存', 'computed', '依赖不变'],
      ['computed 派生值', '派生', '计算属性', '同步'],
      ['watch 执行副作用', 'watch', '副作用', '异步'],
      ['watch 可深度监听', 'deep', 'immediate', '深度监听'],
    ],
    [
      'computed 用于从已有数据派生新值，基于依赖缓存，依赖不变不重新计算',
      'computed 应该是同步、无副作用的',
      'watch 用于数据变化时执行副作用，如请求接口、写存储',
      'watch 支持 deep、immediate 等选项',
    ],
  ),
  q(
    'easy',
    'Vue 组件之间有哪些通信方式？',
    [
      ['props 与 emit', 'props', 'emit', '父子'],
      ['v-model', 'v-model', '双向绑定', 'modelValue'],
      ['provide/inject', 'provide', 'inject', '跨层级'],
      ['状态管理库', 'Pinia', 'Vuex', '全局状态'],
      ['ref 访问子组件', 'ref', 'expose', '子组件实例'],
    ],
    [
      '父传子用 props，子传父用 emit 事件',
      '组件上的 v-model 是 props + 事件的语法糖',
      '跨层级用 provide/inject',
      '全局共享状态用 Pinia（或 Vuex）',
      '父组件可通过 ref 调用子组件 expose 的方法',
    ],
  ),
  q(
    'medium',
    'Vue 3 的响应式原理是什么？相比 Vue 2 的 Object.defineProperty 有哪些改进？',
    [
      ['Proxy 代理', 'Proxy', '代理', 'Reflect'],
      ['依赖收集 track', '依赖收集', 'track', 'effect'],
      ['派发更新 trigger', '派发更新', 'trigger', '通知'],
      ['Vue 2 的限制', 'defineProperty', '新增属性', '数组下标'],
      ['懒代理', '懒代理', '按需', '嵌套对象'],
    ],
    [
      'Vue 3 用 Proxy 拦截对象的读取和修改',
      '读取时 track 收集当前副作用函数，修改时 trigger 通知依赖重新执行',
      'Vue 2 defineProperty 无法检测新增/删除属性和数组下标修改，需要 $set',
      'Vue 2 初始化时递归劫持所有属性，Vue 3 访问到嵌套对象时才代理',
      'ref 用于原始值，通过 .value 实现响应',
    ],
  ),
  q(
    'medium',
    'Vue 3 的组合式 API 相比选项式 API 有什么优势？如何封装一个组合式函数？',
    [
      ['按功能组织逻辑', '逻辑组织', '按功能', '关注点'],
      ['逻辑复用替代 mixin', '复用', 'mixin', '命名冲突'],
      ['更好的类型推导', '类型推导', 'TypeScript', '类型'],
      ['composable 约定', 'useXxx', 'composable', '组合式函数'],
      ['生命周期清理', 'onUnmounted', '清理', '副作用'],
    ],
    [
      '选项式 API 把一个功能的代码分散到 data、methods、watch 中',
      '组合式 API 让同一功能的逻辑写在一起',
      '用 composable 复用逻辑，比 mixin 来源清晰、无命名冲突',
      '对 TypeScript 类型推导更友好',
      '封装 useXxx：内部用 ref/computed，返回响应式数据，在 onUnmounted 中清理',
    ],
  ),
  q(
    'hard',
    'Vue 的 nextTick 是做什么的？Vue 为什么要异步批量更新 DOM？',
    [
      ['异步更新队列', '异步更新', '队列', '批量'],
      ['同一 tick 去重', '去重', '合并', '同一个 tick'],
      ['微任务实现', '微任务', 'Promise', 'microtask'],
      ['获取更新后 DOM', '更新后的 DOM', 'nextTick', '回调'],
    ],
    [
      '数据变化后 Vue 不立即更新 DOM，而是把组件更新任务放入队列',
      '同一事件循环内多次修改同一组件只渲染一次，提升性能',
      '队列在微任务（Promise.then）中统一刷新',
      'nextTick 把回调排在这次刷新之后，用来读取更新后的 DOM',
    ],
  ),
  q(
    'hard',
    'Vue 3 在编译和渲染层面做了哪些性能优化？',
    [
      ['静态提升', '静态提升', 'hoist', '静态节点'],
      ['PatchFlag 标记', 'PatchFlag', '动态标记', '靶向更新'],
      ['Block Tree', 'Block', 'Block Tree', '动态节点'],
      ['事件缓存', '事件缓存', 'cacheHandlers', '缓存'],
      ['Tree-shaking', 'Tree-shaking', '按需引入', '体积'],
    ],
    [
      '编译时把静态节点提升到渲染函数外，只创建一次',
      '为动态节点打上 PatchFlag，diff 时只比较会变的部分',
      'Block Tree 收集动态子节点，跳过静态结构的遍历',
      '缓存事件处理函数，避免子组件因函数引用变化而更新',
      'API 可 tree-shaking，未使用的功能不进入产物',
    ],
  ),
]);

const css = forSkill('css', [
  q(
    'easy',
    '请说说 CSS 盒模型，content-box 和 border-box 有什么区别？',
    [
      ['四部分组成', 'content', 'padding', 'margin'],
      ['content-box 默认', 'content-box', '标准盒模型', '默认'],
      ['border-box 包含内边距边框', 'border-box', '怪异盒模型', '包含'],
      ['外边距合并', '外边距合并', 'margin 塌陷', '合并'],
    ],
    [
      '盒子由 content、padding、border、margin 组成',
      'content-box 下 width 只包含内容，实际宽度还要加 padding 和 border',
      'border-box 下 width 包含 padding 和 border，布局更直观',
      '相邻块级元素的垂直外边距会合并',
    ],
  ),
  q(
    'easy',
    '有哪些方法可以让一个元素水平垂直居中？',
    [
      ['Flex 居中', 'flex', 'justify-content', 'align-items'],
      ['Grid 居中', 'grid', 'place-items', 'place-content'],
      ['绝对定位加 transform', 'absolute', 'transform', 'translate'],
      ['margin auto', 'margin: auto', 'margin auto', 'inset'],
    ],
    [
      'Flex：父元素 display:flex; justify-content 与 align-items 设为 center',
      'Grid：display:grid; place-items:center',
      '绝对定位：top/left 50% 加 transform: translate(-50%, -50%)',
      '已知宽高时绝对定位 inset:0 加 margin:auto',
    ],
  ),
  q(
    'medium',
    'CSS 选择器的优先级是如何计算的？',
    [
      ['内联样式最高', '内联', 'style 属性', '行内样式'],
      ['ID 选择器', 'ID', '#id', 'id 选择器'],
      ['类与属性伪类', '类选择器', '伪类', '属性选择器'],
      ['元素与伪元素', '元素选择器', '伪元素', '标签选择器'],
      ['!important 与顺序', '!important', '后定义', '层叠'],
    ],
    [
      '按 (内联, ID, 类/属性/伪类, 元素/伪元素) 四元组逐级比较',
      '通配符和组合符不增加优先级',
      '优先级相同时后出现的规则生效',
      '!important 最高，应尽量避免；:where() 优先级为 0',
    ],
  ),
  q(
    'medium',
    '什么是 BFC？它有什么作用，如何触发？',
    [
      ['块级格式化上下文', 'BFC', '块级格式化上下文', '独立布局'],
      ['清除浮动', '清除浮动', '包含浮动', '高度塌陷'],
      ['阻止外边距合并', '外边距合并', 'margin', '阻止'],
      ['触发条件', 'overflow', 'display: flow-root', '浮动'],
    ],
    [
      'BFC 是一个独立的布局区域，内部布局不影响外部',
      '能包含内部浮动元素，解决父元素高度塌陷',
      '可以阻止与外部元素的外边距合并，避免被浮动元素覆盖',
      '触发：overflow 非 visible、display:flow-root、float、绝对定位、inline-block、flex 子项等',
    ],
  ),
  q(
    'hard',
    '什么是重排和重绘？在动画和大量 DOM 操作时如何减少它们？',
    [
      ['重排改变几何', '重排', '回流', 'reflow'],
      ['重绘只改外观', '重绘', 'repaint', '颜色'],
      ['transform 与 opacity', 'transform', 'opacity', '合成层'],
      ['批量读写分离', '读写分离', '批量修改', '强制同步布局'],
      ['离线操作 DOM', 'DocumentFragment', '离线', 'display none'],
    ],
    [
      '改变尺寸、位置等几何属性触发重排，代价最大；只改颜色等触发重绘',
      '动画优先使用 transform 和 opacity，由合成线程处理，跳过重排重绘',
      '避免交替读写布局属性（如 offsetHeight）导致强制同步布局',
      '批量修改样式用 class，批量插入用 DocumentFragment',
      '可用 will-change 提示浏览器创建合成层，但不要滥用',
    ],
  ),
]);

const html = forSkill('html', [
  q(
    'easy',
    '什么是 HTML 语义化？它有什么好处？',
    [
      ['用合适标签表达含义', '语义化标签', 'header', 'article'],
      ['利于 SEO', 'SEO', '搜索引擎', '爬虫'],
      ['可访问性', '无障碍', '屏幕阅读器', 'a11y'],
      ['代码可读性', '可读性', '维护', '结构清晰'],
    ],
    [
      '用 header、nav、main、article、section、footer 等表达内容含义，而不是全用 div',
      '搜索引擎更容易理解页面结构，利于 SEO',
      '屏幕阅读器等辅助技术能正确朗读和导航',
      '代码结构清晰，便于团队维护',
    ],
  ),
  q(
    'easy',
    'script 标签的 defer 和 async 属性有什么区别？',
    [
      ['默认阻塞解析', '阻塞', '阻塞解析', '同步'],
      ['async 下载完立即执行', 'async', '下载完立即执行', '无序'],
      ['defer 解析完按序执行', 'defer', '按顺序', 'DOMContentLoaded 前'],
      ['场景区分', '统计脚本', '依赖 DOM', '场景'],
    ],
    [
      '普通 script 会阻塞 HTML 解析，下载并执行完才继续',
      'async 并行下载，下载完成立即执行，多个脚本顺序不保证',
      'defer 并行下载，等文档解析完成后按出现顺序执行，早于 DOMContentLoaded',
      '独立的统计脚本用 async；依赖 DOM 或彼此有依赖的用 defer',
    ],
  ),
  q(
    'medium',
    'localStorage、sessionStorage、Cookie 和 IndexedDB 有什么区别？',
    [
      ['Cookie 随请求发送', 'Cookie', '随请求携带', '4KB'],
      ['localStorage 持久', 'localStorage', '持久', '5MB'],
      ['sessionStorage 会话级', 'sessionStorage', '会话', '标签页'],
      ['IndexedDB 大容量', 'IndexedDB', '异步', '结构化数据'],
      ['安全注意', 'XSS', 'HttpOnly', '敏感信息'],
    ],
    [
      'Cookie 约 4KB，每次请求自动携带，可设置过期和 HttpOnly',
      'localStorage 约 5MB，持久保存，同源共享',
      'sessionStorage 只在当前标签页会话内有效',
      'IndexedDB 是异步的大容量结构化存储，适合离线数据',
      'Web Storage 能被 JS 读取，不要存放敏感令牌，防 XSS',
    ],
  ),
  q(
    'medium',
    '如何提升网页的首屏加载速度？',
    [
      ['减少资源体积', '压缩', 'Gzip', 'Tree-shaking'],
      ['代码分割懒加载', '懒加载', '代码分割', '按需加载'],
      ['CDN 与缓存', 'CDN', '缓存', 'Cache-Control'],
      ['关键资源优先', '预加载', 'preload', '关键 CSS'],
      ['图片优化', '图片', 'WebP', '懒加载图片'],
    ],
    [
      '先用 Lighthouse 或性能面板测量 LCP、FCP 等指标',
      '压缩和 tree-shaking 减小体积，路由级代码分割',
      '静态资源上 CDN，配置强缓存和文件哈希',
      'preload 关键资源，内联关键 CSS，非关键脚本 defer',
      '图片使用 WebP/AVIF、响应式尺寸和懒加载；必要时 SSR',
    ],
  ),
  q(
    'hard',
    '浏览器的同源策略是什么？跨域问题有哪些解决方案？',
    [
      ['协议域名端口相同', '同源', '协议', '端口'],
      ['CORS', 'CORS', 'Access-Control-Allow-Origin', '预检'],
      ['预检请求', 'OPTIONS', '预检请求', '复杂请求'],
      ['代理转发', '代理', 'Nginx', 'devServer proxy'],
      ['携带凭证', 'withCredentials', 'credentials', 'Cookie'],
    ],
    [
      '协议、域名、端口都相同才同源，限制脚本读取跨源响应',
      '主流方案是服务端设置 CORS 响应头',
      '非简单请求会先发 OPTIONS 预检',
      '携带 Cookie 时需 credentials，且 Allow-Origin 不能是 *',
      '也可通过同源反向代理（Nginx、开发服务器 proxy）绕开；JSONP 已过时',
    ],
  ),
]);

const nodejs = forSkill('nodejs', [
  q(
    'easy',
    'Node.js 适合什么样的场景？为什么说它擅长 I/O 密集型任务？',
    [
      ['事件驱动非阻塞', '非阻塞', '事件驱动', '异步 IO'],
      ['单线程事件循环', '单线程', '事件循环', 'libuv'],
      ['IO 密集型', 'IO 密集', '高并发连接', 'API 服务'],
      ['CPU 密集不适合', 'CPU 密集', '阻塞主线程', 'worker_threads'],
    ],
    [
      'Node.js 采用事件驱动、非阻塞 I/O，基于 libuv',
      'JS 在单线程事件循环中运行，I/O 交给系统或线程池异步完成',
      '适合 API 服务、BFF、实时通信等高并发 I/O 场景',
      'CPU 密集计算会阻塞事件循环，需 worker_threads 或拆分服务',
    ],
  ),
  q(
    'medium',
    'Node.js 的事件循环分为哪几个阶段？process.nextTick 和 setImmediate 有什么区别？',
    [
      ['timers 阶段', 'timers', 'setTimeout', '定时器'],
      ['poll 阶段', 'poll', 'IO 回调', '轮询'],
      ['check 阶段', 'check', 'setImmediate', '检查'],
      ['nextTick 优先', 'nextTick', '优先于微任务', '当前操作后'],
      ['close callbacks', 'close', '关闭回调', 'pending'],
    ],
    [
      '阶段依次为 timers、pending callbacks、idle/prepare、poll、check、close callbacks',
      'poll 阶段处理 I/O 回调，check 阶段执行 setImmediate',
      'process.nextTick 在当前操作结束后立即执行，优先于 Promise 微任务',
      '递归 nextTick 会饿死 I/O',
      'I/O 回调中 setImmediate 一定先于 setTimeout(0)',
    ],
  ),
  q(
    'medium',
    'Node.js 中的 Stream 有哪几种？为什么处理大文件时要用流？',
    [
      ['四种流', 'Readable', 'Writable', 'Transform'],
      ['分块处理省内存', '分块', '内存', 'chunk'],
      ['pipe 管道', 'pipe', 'pipeline', '管道'],
      ['背压', '背压', 'backpressure', 'highWaterMark'],
    ],
    [
      '四种流：Readable、Writable、Duplex、Transform',
      '流按块处理数据，不需要一次把大文件读进内存',
      '用 pipe / stream.pipeline 串联，pipeline 能正确处理错误和清理',
      '写入方处理不过来时 write 返回 false，需等待 drain，这就是背压',
    ],
  ),
  q(
    'hard',
    'Node.js 服务线上内存持续上涨，你如何排查内存泄漏？',
    [
      ['监控内存指标', 'heapUsed', 'process.memoryUsage', '监控'],
      ['堆快照对比', '堆快照', 'heap snapshot', '对比'],
      ['Chrome DevTools 分析', 'DevTools', 'inspect', 'Retainers'],
      ['常见泄漏源', '全局缓存', '事件监听', '闭包'],
      ['修复与验证', '压测', 'LRU', '验证'],
    ],
    [
      '通过 process.memoryUsage 和监控确认 heapUsed 持续增长而非正常缓存',
      '用 --inspect 或 heapdump 在不同时间点拍堆快照对比',
      '在 DevTools 中看增长对象的 Retainers 引用链',
      '常见原因：无上限的全局缓存、未移除的事件监听、闭包持有大对象、定时器未清理',
      '修复后压测验证，缓存改为有上限的 LRU',
    ],
  ),
  q(
    'hard',
    '如何让一个 Node.js 服务充分利用多核 CPU，并做到平滑重启？',
    [
      ['cluster 多进程', 'cluster', '多进程', 'fork'],
      ['PM2 管理', 'PM2', '进程管理', 'reload'],
      ['容器多副本', '多副本', 'Kubernetes', '容器'],
      ['优雅退出', 'SIGTERM', '优雅退出', 'server.close'],
      ['worker_threads', 'worker_threads', '工作线程', 'CPU 计算'],
    ],
    [
      '单进程只用一个核，用 cluster 模块按核数 fork 工作进程共享端口',
      '生产常用 PM2 cluster 模式，或在容器平台上运行多个副本',
      '平滑重启：逐个替换工作进程，收到 SIGTERM 后停止接收新连接',
      'server.close 等在途请求完成、关闭数据库连接后再退出',
      'CPU 密集任务放到 worker_threads',
    ],
  ),
]);

export const FRONTEND_QUESTIONS: readonly TBankQuestion[] = [
  ...javascript,
  ...typescript,
  ...react,
  ...vue,
  ...css,
  ...html,
  ...nodejs,
];
