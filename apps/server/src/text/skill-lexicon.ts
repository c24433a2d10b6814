/**
 * The built-in engine's skill lexicon: canonical skills with their Chinese and English names,
 * abbreviations and common spellings. Written by us for Chinese (and English) job adverts and
 * resumes; `skills.ts` builds one matcher from it at module load.
 *
 * Alias notation (keeps the table short; plain aliases of an entry are one `|`-separated string):
 * - a plain string matches case-insensitively (`k8s` also matches `K8S`), Latin aliases only on
 *   word boundaries, and a run of spaces or a hyphen in the text matches a space in the alias
 *   (`front end` matches `front-end`);
 * - `=Go`: only as written (case-sensitive): `Go` but not `go`;
 * - `~R`: needs skill context: another skill in the same list (`R、Python`, `C/C++`, `Go and
 *   Rust`), or a cue such as 熟悉 / 掌握 / skills / experience earlier in the same sentence;
 * - `=~R`: both;
 * - an object for anything else, e.g. `{ text: 'AI', cased: true, context: 'design' }` (only when
 *   a design tool is in the same list) or `{ text: '运营', notFollowedBy: /^商/ }`.
 *
 * When entries share an alias, those with a context are tried first (Illustrator's `AI` next to
 * PS / CDR), then the plain one (人工智能's `AI`).
 * `related` lists skills an entry implies at low weight (React implies JavaScript); it is data for
 * matching, not a second mention.
 */

export type TSkillCategory =
  | 'programming-language'
  | 'frontend'
  | 'backend'
  | 'mobile'
  | 'database'
  | 'cloud-devops'
  | 'data'
  | 'ai'
  | 'testing'
  | 'security'
  | 'embedded'
  | 'design'
  | 'office'
  | 'product'
  | 'operations'
  | 'marketing'
  | 'sales'
  | 'finance'
  | 'hr'
  | 'legal'
  | 'education'
  | 'engineering'
  | 'healthcare'
  | 'management'
  | 'language'
  | 'soft-skill'
  | 'certificate'
  | 'game';

export interface TAliasRule {
  text: string;
  /** Matches only as written (Go, R, C, PS); otherwise case-insensitive. */
  cased?: boolean;
  /**
   * 'skill': another skill or a cue word earlier in the same sentence; a category: a skill of
   * that category in the same sentence.
   */
  context?: 'skill' | TSkillCategory;
  /** Rejects the match when the text right after it matches (C端, 运营商). */
  notFollowedBy?: RegExp;
}

export type TAlias = string | TAliasRule;

export interface TSkillEntry {
  id: string;
  name: string;
  category: TSkillCategory;
  aliases: readonly TAlias[];
  related?: readonly string[];
}

/** Weight a matcher may give a skill that is only implied through `related`. */
export const RELATED_WEIGHT = 0.3;

/** One entry; `aliases` is a list, or for plain aliases one string separated by `|`. */
function s(
  id: string,
  name: string,
  category: TSkillCategory,
  aliases: string | readonly TAlias[],
  related?: readonly string[],
): TSkillEntry {
  const list = typeof aliases === 'string' ? aliases.split('|') : aliases;
  return related ? { id, name, category, aliases: list, related } : { id, name, category, aliases: list };
}

/** Single letters after which a capital C / R is not a language: C端, C轮, C类, C1驾照… */
const NOT_AFTER_LETTER = /^\s*(端|类|级|轮|罗|证|照|盘|位|座|区|档|谱|型|字|组|店|&)/;

/**
 * After a line of work, the words that make it the name of a system built for it (售后系统, 客服机器人,
 * 售后接口). Not 接口人 (a contact person for that work) nor 业务线 (the line of business itself).
 */
const BUILT_FOR_IT =
  /^\s*(?:服务)?\s*(?:系统|子系统|模块|平台|中台|机器人|工单系统|后台|微服务|服务端|接口(?!人|负责人)|域|SaaS|IM)/i;

/** The same in English: a customer service platform, a support bot (the matcher sees 8 characters on). */
const BUILT_FOR_IT_EN = /^\s*(?:system|platfor|module|portal|bots?\b|chatbot|backend|apis?\b|microse)/i;

export const SKILL_LEXICON: readonly TSkillEntry[] = [
  // ── Programming languages ────────────────────────────────────────────────────────────────
  s('javascript', 'JavaScript', 'programming-language', 'JavaScript|Java Script|JS|ECMAScript|ES6|ES5|ES2015'),
  s('typescript', 'TypeScript', 'programming-language', 'TypeScript|=TS|=ts', ['javascript']),
  s('java', 'Java', 'programming-language', 'Java|J2EE|JavaEE|Java EE|Jakarta EE|Java开发'),
  s('python', 'Python', 'programming-language', 'Python|Python开发'),
  s('go', 'Go', 'programming-language', [
    'Golang',
    'Go语言',
    {
      text: 'Go',
      cased: true,
      context: 'skill',
      notFollowedBy: /^[\s-]+(to|getter|live|ahead|the|and|beyond|further)\b/i,
    },
  ]),
  s('c', 'C', 'programming-language', [
    'C语言',
    'ANSI C',
    { text: 'C', cased: true, context: 'skill', notFollowedBy: NOT_AFTER_LETTER },
  ]),
  s('cpp', 'C++', 'programming-language', 'C++|CPP|C plus plus'),
  s('csharp', 'C#', 'programming-language', 'C#|CSharp|C Sharp'),
  s('dotnet', '.NET', 'backend', '.NET|ASP.NET|dotnet|dot net|.NET Core|ASP.NET Core', ['csharp']),
  s('php', 'PHP', 'programming-language', 'PHP'),
  s('ruby', 'Ruby', 'programming-language', '=~Ruby|=~ruby'),
  s('rust', 'Rust', 'programming-language', '=Rust|Rust语言'),
  s('swift', 'Swift', 'programming-language', '=Swift|SwiftUI', ['ios']),
  s('kotlin', 'Kotlin', 'programming-language', 'Kotlin'),
  s('objective-c', 'Objective-C', 'programming-language', 'Objective-C|ObjC|Obj-C|=~OC', ['ios']),
  s('scala', 'Scala', 'programming-language', 'Scala'),
  s('r', 'R', 'programming-language', [
    'R语言',
    'RStudio',
    { text: 'R', cased: true, context: 'skill', notFollowedBy: NOT_AFTER_LETTER },
  ]),
  s('perl', 'Perl', 'programming-language', 'Perl'),
  s('lua', 'Lua', 'programming-language', 'Lua'),
  // Game engines and their parts.
  s('unity', 'Unity', 'game', 'Unity|Unity3D|Unity 3D|U3D', ['csharp']),
  s('unreal', 'Unreal Engine', 'game', 'Unreal|Unreal Engine|UE4|UE5|虚幻引擎|虚幻4|虚幻5'),
  s('cocos', 'Cocos', 'game', 'Cocos|Cocos2d-x|Cocos Creator|Cocos2dx'),
  s('shader', 'Shader', 'game', 'Shader|Shaders|HLSL|GLSL|ShaderLab|着色器'),
  s('ugui', 'UGUI', 'game', 'UGUI|NGUI', ['unity']),
  // FairyGUI serves Laya and Cocos as well: no Unity.
  s('fairygui', 'FairyGUI', 'game', 'FairyGUI'),
  // A game's code hot update by its tools; 热更新 alone is as often a web page's (Webpack, Nacos).
  s('hot-update', '游戏热更新', 'game', 'xLua|ToLua|sLua|HybridCLR|ILRuntime|Lua 热更新|资源热更'),
  s('dart', 'Dart', 'programming-language', '=Dart'),
  s('shell', 'Shell', 'programming-language', 'Shell脚本|Shell编程|shell script|shell scripting|Bash|~Shell'),
  s('powershell', 'PowerShell', 'programming-language', 'PowerShell'),
  s('matlab', 'MATLAB', 'programming-language', 'MATLAB|Simulink'),
  s('sql', 'SQL', 'database', 'SQL|T-SQL|PL/SQL|SQL语言|SQL优化|HiveSQL'),
  s('vba', 'VBA', 'office', 'VBA|Excel VBA|Excel宏', ['excel']),
  s('assembly', '汇编', 'programming-language', '汇编|汇编语言|assembly language'),
  s('erlang', 'Erlang', 'programming-language', 'Erlang|Elixir'),
  s('haskell', 'Haskell', 'programming-language', 'Haskell'),
  s('solidity', 'Solidity', 'programming-language', 'Solidity|智能合约|smart contracts'),

  // ── Front end ────────────────────────────────────────────────────────────────────────────
  s(
    'frontend',
    '前端开发',
    'frontend',
    '前端|前端开发|Web前端|front end|frontend|front end development|front end developer',
  ),
  s('html', 'HTML', 'frontend', 'HTML|HTML5|H5|XHTML'),
  s('css', 'CSS', 'frontend', 'CSS|CSS3'),
  s('sass', 'Sass', 'frontend', 'Sass|SCSS', ['css']),
  s('less', 'Less', 'frontend', '=~Less|=LESS', ['css']),
  s('tailwind', 'Tailwind CSS', 'frontend', 'Tailwind|Tailwind CSS|TailwindCSS', ['css']),
  s('react', 'React', 'frontend', '=React|=REACT|React.js|ReactJS|React JS|=~react', ['javascript']),
  s('vue', 'Vue', 'frontend', 'Vue|Vue.js|VueJS|Vue 2|Vue 3', ['javascript']),
  s('vuex', 'Vuex / Pinia', 'frontend', 'Vuex|Pinia', ['vue']),
  s('angular', 'Angular', 'frontend', 'Angular|AngularJS|Angular.js', ['typescript']),
  s('svelte', 'Svelte', 'frontend', 'Svelte|SvelteKit', ['javascript']),
  s('jquery', 'jQuery', 'frontend', 'jQuery', ['javascript']),
  s('nextjs', 'Next.js', 'frontend', 'Next.js|NextJS', ['react']),
  s('nuxt', 'Nuxt', 'frontend', 'Nuxt|Nuxt.js|NuxtJS', ['vue']),
  s('redux', 'Redux', 'frontend', 'Redux|MobX|Zustand', ['react']),
  s('webpack', 'Webpack', 'frontend', 'Webpack'),
  s('vite', 'Vite', 'frontend', 'Vite'),
  s('babel', 'Babel', 'frontend', '=Babel'),
  s('mini-program', '小程序开发', 'frontend', '小程序|微信小程序|小程序开发|mini program|mini programs'),
  s('uni-app', 'uni-app', 'frontend', 'uni-app|uniapp|Taro', ['vue']),
  s('electron', 'Electron', 'frontend', '=Electron', ['javascript']),
  s('threejs', 'Three.js', 'frontend', 'Three.js|ThreeJS|WebGL', ['javascript']),
  s('echarts', 'ECharts', 'frontend', 'ECharts|D3.js|AntV', ['data-visualization']),
  s('ant-design', 'Ant Design', 'frontend', 'Ant Design|antd', ['react']),
  s('element-ui', 'Element UI', 'frontend', 'Element UI|ElementUI|Element Plus', ['vue']),
  s(
    'responsive-design',
    '响应式布局',
    'frontend',
    '响应式|响应式布局|响应式设计|responsive design|responsive web design',
  ),
  s('frontend-engineering', '前端工程化', 'frontend', '前端工程化'),

  // ── Back end ─────────────────────────────────────────────────────────────────────────────
  s('backend', '后端开发', 'backend', '后端|后端开发|后台开发|服务端|服务端开发|back end|backend|server side'),
  s('fullstack', '全栈开发', 'backend', '全栈|全栈开发|full stack|fullstack'),
  s('nodejs', 'Node.js', 'backend', 'Node.js|NodeJS|Node JS|=Node|=~node', ['javascript']),
  s('express', 'Express', 'backend', 'Express.js|ExpressJS|=~Express', ['nodejs']),
  s('koa', 'Koa', 'backend', 'Koa|Koa2', ['nodejs']),
  s('nestjs', 'NestJS', 'backend', 'NestJS|Nest.js', ['nodejs', 'typescript']),
  s('spring', 'Spring', 'backend', '=Spring|=SPRING|Spring Framework|SpringMVC|Spring MVC', ['java']),
  s('spring-boot', 'Spring Boot', 'backend', 'Spring Boot|SpringBoot', ['spring', 'java']),
  s('spring-cloud', 'Spring Cloud', 'backend', 'Spring Cloud|SpringCloud|Spring Cloud Alibaba', ['spring-boot']),
  s('mybatis', 'MyBatis', 'backend', 'MyBatis|MyBatis-Plus|MyBatisPlus|iBatis', ['java']),
  s('hibernate', 'Hibernate / JPA', 'backend', 'Hibernate|JPA', ['java']),
  s('jvm', 'JVM', 'backend', 'JVM|JVM调优|GC调优|GC 调优', ['java']),
  s('django', 'Django', 'backend', 'Django', ['python']),
  s('flask', 'Flask', 'backend', 'Flask', ['python']),
  s('fastapi', 'FastAPI', 'backend', 'FastAPI', ['python']),
  s('gin', 'Gin', 'backend', '=~Gin|Beego|go-zero', ['go']),
  s('laravel', 'Laravel', 'backend', 'Laravel|ThinkPHP|Symfony', ['php']),
  s('php-cms', 'WordPress / Drupal', 'backend', 'WordPress|Drupal|Joomla', ['php']),
  s('lamp', 'LAMP', 'backend', '=LAMP|LAMP stack|LNMP', ['php', 'linux', 'mysql']),
  s('rails', 'Ruby on Rails', 'backend', 'Ruby on Rails|=Rails|RoR', ['ruby']),
  s('microservices', '微服务', 'backend', '微服务|微服务架构|服务治理|microservices|microservice|micro services'),
  s('dubbo', 'Dubbo', 'backend', 'Dubbo', ['java', 'middleware']),
  s('grpc', 'gRPC', 'backend', 'gRPC|=Thrift|Protobuf'),
  s('restful', 'RESTful API', 'backend', 'RESTful|RESTful API|REST API|REST APIs|=REST'),
  s('graphql', 'GraphQL', 'backend', 'GraphQL'),
  s('message-queue', '消息队列', 'backend', '消息队列|消息中间件|message queue|message queues|=MQ', ['middleware']),
  s('kafka', 'Kafka', 'backend', 'Kafka', ['message-queue', 'middleware']),
  s('rabbitmq', 'RabbitMQ', 'backend', 'RabbitMQ', ['message-queue', 'middleware']),
  s('rocketmq', 'RocketMQ', 'backend', 'RocketMQ', ['message-queue', 'middleware']),
  // "熟悉 Redis、MQ 等中间件": a family, met by any of its members.
  s('middleware', '中间件', 'backend', '中间件|middleware'),
  s(
    'distributed-systems',
    '分布式系统',
    'backend',
    '分布式|分布式系统|分布式架构|distributed systems|distributed system',
  ),
  s('high-concurrency', '高并发', 'backend', '高并发|高性能|high concurrency'),
  s('high-availability', '高可用', 'backend', '高可用|高可用架构|高可用性|high availability'),
  // Front end and back end alike: 前端性能优化, 接口性能调优.
  s(
    'performance-optimization',
    '性能优化',
    'backend',
    '性能优化|性能调优|前端性能优化|页面性能优化|网页性能优化|Web性能优化|performance optimization|performance optimisation|performance tuning',
  ),
  s(
    'multithreading',
    '多线程 / 并发编程',
    'backend',
    '多线程|并发编程|multithreading|multi threading|concurrent programming',
  ),
  s('design-patterns', '设计模式', 'backend', '设计模式|design patterns'),
  s('algorithms', '数据结构与算法', 'backend', [
    '数据结构',
    // 算法团队, 算法同学: the people, not the subject.
    { text: '算法', notFollowedBy: /^\s*(?:团队|同学|部门|同事)/ },
    '数据结构与算法',
    'algorithms',
    'data structures',
  ]),
  s('oop', '面向对象', 'backend', '面向对象|面向对象编程|OOP|object oriented|object oriented programming'),
  s('system-architecture', '系统架构', 'backend', '系统架构|架构设计|系统设计|system design|software architecture'),
  s('nginx', 'Nginx', 'backend', 'Nginx', ['middleware']),
  s('apache', 'Apache HTTP Server', 'backend', '=Apache|Apache HTTP Server|httpd|IIS'),
  s('software-development', '软件开发', 'backend', '软件开发|软件工程|software development|software engineering'),
  s('web-scraping', '网络爬虫', 'data', '爬虫|网络爬虫|数据抓取|web scraping|web crawling|Scrapy', ['python']),
  s('tomcat', 'Tomcat', 'backend', 'Tomcat', ['java']),
  s('netty', 'Netty', 'backend', 'Netty', ['java']),

  // ── Databases ────────────────────────────────────────────────────────────────────────────
  // No bare "DBA": it is also the Doctor of Business Administration.
  // The technology apart from the role: "熟悉 MySQL 等数据库" is not "3 years as a database
  // administrator". Which skills meet 数据库 and 关系型数据库: MEMBER_FAMILIES in ai/builtin/analysis/find.ts.
  s('databases', '数据库', 'database', '数据库|数据库设计|数据库优化|数据库管理系统|database|databases|DBMS'),
  s(
    'relational-databases',
    '关系型数据库',
    'database',
    '关系型数据库|关系数据库|relational database|relational databases|RDBMS',
  ),
  s('database-administration', '数据库管理 (DBA)', 'database', [
    { text: '数据库管理', notFollowedBy: /^系统/ },
    '数据库运维',
    '数据库管理员',
    'database administration',
    'database administrator',
    'database administrators',
  ]),
  s('mysql', 'MySQL', 'database', 'MySQL|MariaDB', ['sql']),
  s('postgresql', 'PostgreSQL', 'database', 'PostgreSQL|Postgres|PgSQL', ['sql']),
  s('oracle', 'Oracle', 'database', 'Oracle|Oracle数据库|PL/SQL Developer', ['sql']),
  s('sql-server', 'SQL Server', 'database', 'SQL Server|SQLServer|MSSQL|MS SQL', ['sql']),
  s('sqlite', 'SQLite', 'database', 'SQLite', ['sql']),
  s('mongodb', 'MongoDB', 'database', 'MongoDB|Mongo'),
  s('redis', 'Redis', 'database', 'Redis', ['middleware']),
  s('memcached', 'Memcached', 'database', 'Memcached'),
  s('elasticsearch', 'Elasticsearch', 'database', 'Elasticsearch|Elastic Search|=~ES|ELK|OpenSearch'),
  s('hbase', 'HBase', 'database', 'HBase', ['big-data', 'hadoop']),
  s('cassandra', 'Cassandra', 'database', 'Cassandra'),
  s('clickhouse', 'ClickHouse', 'database', 'ClickHouse|StarRocks'),
  s('tidb', 'TiDB', 'database', 'TiDB|OceanBase'),
  s('neo4j', 'Neo4j', 'database', 'Neo4j|图数据库|graph database'),

  // ── Cloud and DevOps ─────────────────────────────────────────────────────────────────────
  s('windows', 'Windows 系统管理', 'cloud-devops', '=Windows|Windows Server|MS Windows|Active Directory|AD域|域控'),
  s('linux', 'Linux', 'cloud-devops', 'Linux|Unix|CentOS|Ubuntu|RedHat|Red Hat'),
  s('docker', 'Docker', 'cloud-devops', 'Docker|Dockerfile|容器化|containerization'),
  s('kubernetes', 'Kubernetes', 'cloud-devops', 'Kubernetes|K8s|=Helm', ['docker']),
  s(
    'ci-cd',
    'CI/CD',
    'cloud-devops',
    'CI/CD|CICD|CI CD|持续集成|持续交付|持续部署|continuous integration|continuous delivery|continuous deployment',
  ),
  s('jenkins', 'Jenkins', 'cloud-devops', 'Jenkins', ['ci-cd']),
  s('gitlab-ci', 'GitLab CI', 'cloud-devops', 'GitLab CI|GitHub Actions', ['ci-cd']),
  s('git', 'Git', 'cloud-devops', 'Git|GitHub|GitLab|Gitee|SVN|版本控制|version control'),
  s('aws', 'AWS', 'cloud-devops', 'AWS|Amazon Web Services|亚马逊云|EC2|AWS Lambda', ['cloud-computing']),
  s('azure', 'Azure', 'cloud-devops', 'Azure|Microsoft Azure', ['cloud-computing']),
  s('gcp', 'Google Cloud', 'cloud-devops', 'GCP|Google Cloud|Google Cloud Platform', ['cloud-computing']),
  s('aliyun', '阿里云', 'cloud-devops', '阿里云|Aliyun|Alibaba Cloud', ['cloud-computing']),
  s('tencent-cloud', '腾讯云', 'cloud-devops', '腾讯云|Tencent Cloud|华为云|Huawei Cloud', ['cloud-computing']),
  s('cloud-computing', '云计算', 'cloud-devops', '云计算|cloud computing|云平台|cloud platforms'),
  s('cloud-native', '云原生', 'cloud-devops', '云原生|cloud native|Serverless|Service Mesh|Istio'),
  s('devops', 'DevOps', 'cloud-devops', 'DevOps'),
  s('sre', '运维 / SRE', 'cloud-devops', [
    { text: '运维', notFollowedBy: /^(工程师|经理|主管)/ },
    '运维开发',
    '系统运维',
    'SRE',
    'site reliability',
    // Longer than the office's "administration" (行政管理), so these win.
    'system administration',
    'systems administration',
    'system administrator',
    'sysadmin',
  ]),
  s('terraform', 'Terraform', 'cloud-devops', 'Terraform|Ansible|=Puppet|SaltStack|infrastructure as code'),
  s('monitoring', '监控 (Prometheus/Grafana)', 'cloud-devops', 'Prometheus|Grafana|Zabbix|监控告警'),
  s(
    'networking',
    '计算机网络',
    'cloud-devops',
    '计算机网络|网络协议|TCP/IP|TCP IP|HTTP协议|computer networking|network protocols|DNS|DHCP',
  ),
  s('troubleshooting', '故障排查', 'cloud-devops', '故障排查|问题排查|线上问题排查|troubleshooting'),

  // ── Data ─────────────────────────────────────────────────────────────────────────────────
  s('data-analysis', '数据分析', 'data', '数据分析|数据分析能力|专题分析|data analysis|data analytics|analytics'),
  s('data-mining', '数据挖掘', 'data', '数据挖掘|data mining'),
  s('big-data', '大数据', 'data', [{ text: '大数据', notFollowedBy: /^量/ }, '大数据开发', 'big data']),
  s('hadoop', 'Hadoop', 'data', 'Hadoop|HDFS|MapReduce', ['big-data']),
  s('spark', 'Spark', 'data', '=Spark|=SPARK|PySpark|Spark SQL|Spark Streaming', ['big-data']),
  s('flink', 'Flink', 'data', 'Flink', ['big-data']),
  s('hive', 'Hive', 'data', '=Hive|=HIVE', ['big-data', 'sql', 'hadoop']),
  s('airflow', 'Airflow', 'data', 'Airflow|DolphinScheduler'),
  s('etl', 'ETL', 'data', 'ETL|ETL开发|数据清洗|数据采集|数据处理|data collection|data cleaning|data cleansing'),
  s(
    'data-warehouse',
    '数据仓库',
    'data',
    '数据仓库|数仓|数据建模|data warehouse|data warehousing|data modelling|data modeling',
  ),
  s('tableau', 'Tableau', 'data', 'Tableau', ['data-visualization']),
  s('power-bi', 'Power BI', 'data', 'Power BI|PowerBI', ['data-visualization']),
  s('bi', 'BI / 商业智能', 'data', '=BI|商业智能|business intelligence|FineBI|FineReport|帆软', ['data-visualization']),
  s('data-visualization', '数据可视化', 'data', '数据可视化|data visualization|data visualisation'),
  s(
    'statistics',
    '统计学',
    'data',
    '统计学|统计分析|数理统计|统计模型|统计建模|statistics|statistical analysis|statistical modelling',
  ),
  s('spss', 'SPSS', 'data', 'SPSS|=SAS|Stata|EViews', ['statistics']),
  s('pandas', 'Pandas / NumPy', 'data', 'Pandas|NumPy|SciPy|Matplotlib', ['python']),
  s('ab-testing', 'A/B 测试', 'data', 'A/B测试|AB测试|A/B test|A/B testing|AB testing|AB实验'),
  s('google-analytics', 'Google Analytics', 'data', 'Google Analytics|GA4|神策|友盟|GrowingIO'),

  // ── AI ───────────────────────────────────────────────────────────────────────────────────
  s('machine-learning', '机器学习', 'ai', '机器学习|machine learning|=ML|scikit-learn|sklearn|XGBoost|LightGBM'),
  s('deep-learning', '深度学习', 'ai', '深度学习|deep learning|神经网络|neural networks|neural network', [
    'machine-learning',
  ]),
  s('nlp', '自然语言处理', 'ai', '自然语言处理|NLP|natural language processing|文本挖掘|text mining', [
    'machine-learning',
  ]),
  s(
    'computer-vision',
    '计算机视觉',
    'ai',
    [
      '计算机视觉',
      'computer vision',
      '图像识别',
      '图像处理',
      '目标检测',
      'image processing',
      { text: 'CV', cased: true, context: 'ai' },
    ],
    ['machine-learning'],
  ),
  s(
    'llm',
    '大语言模型',
    'ai',
    '大模型|大语言模型|LLM|LLMs|large language models|large language model|AIGC|LangChain|提示词工程|prompt engineering',
    ['nlp'],
  ),
  s('tensorflow', 'TensorFlow', 'ai', 'TensorFlow|Keras', ['deep-learning', 'python']),
  s('pytorch', 'PyTorch', 'ai', 'PyTorch|PaddlePaddle|飞桨', ['deep-learning', 'python']),
  s('opencv', 'OpenCV', 'ai', 'OpenCV', ['computer-vision']),
  s(
    'recommender-systems',
    '推荐系统',
    'ai',
    '推荐系统|推荐算法|recommender systems|recommendation systems|recommendation system',
  ),
  s('reinforcement-learning', '强化学习', 'ai', '强化学习|reinforcement learning', ['machine-learning']),
  s('search-engine', '搜索引擎技术', 'ai', '搜索算法|搜索引擎技术|information retrieval|Lucene|Solr'),
  s('artificial-intelligence', '人工智能', 'ai', '人工智能|artificial intelligence|=AI'),

  // ── Testing ──────────────────────────────────────────────────────────────────────────────
  s('software-testing', '软件测试', 'testing', '软件测试|测试|software testing|web testing|=~QA|黑盒测试|白盒测试'),
  s(
    'automated-testing',
    '自动化测试',
    'testing',
    [
      ...'自动化测试|test automation|automated testing|automation testing|automated test|automation framework'.split(
        '|',
      ),
      // "automation test scripts", but "Automation Test Engineer" is a job title (8 characters are looked at).
      { text: 'automation test', notFollowedBy: /^\s+(?:engine|analys|lead|manag|specia)/i },
      'automation tests',
      'automated tests',
    ],
    ['software-testing'],
  ),
  s(
    'performance-testing',
    '性能测试',
    'testing',
    '性能测试|压力测试|压测|performance testing|load testing|stress testing',
    ['software-testing'],
  ),
  s('api-testing', '接口测试', 'testing', '接口测试|API测试|API testing', ['software-testing']),
  s('functional-testing', '功能测试', 'testing', '功能测试|functional testing|回归测试|regression testing', [
    'software-testing',
  ]),
  s('unit-testing', '单元测试', 'testing', '单元测试|unit testing|unit tests|TDD|测试驱动开发|test driven development'),
  s('test-case-design', '测试用例设计', 'testing', '测试用例|用例设计|test cases|test case design|测试计划|test plans'),
  s('selenium', 'Selenium', 'testing', 'Selenium|WebDriver', ['automated-testing']),
  s('appium', 'Appium', 'testing', 'Appium', ['automated-testing']),
  s('jmeter', 'JMeter', 'testing', 'JMeter|LoadRunner|Locust', ['performance-testing']),
  s('postman', 'Postman', 'testing', 'Postman|Apifox', ['api-testing']),
  s('pytest', 'pytest', 'testing', 'pytest|unittest|JUnit|TestNG', ['unit-testing']),
  s('jest', 'Jest', 'testing', '=Jest|Vitest|=Cypress|=Playwright', ['unit-testing']),
  s('jira', 'Jira', 'testing', 'Jira|Confluence|TAPD|禅道'),

  // ── Mobile ───────────────────────────────────────────────────────────────────────────────
  s(
    'mobile-development',
    '移动端开发',
    'mobile',
    '移动端|移动开发|移动端开发|移动应用开发|mobile development|mobile app development',
  ),
  s('android', 'Android', 'mobile', 'Android|安卓|Android开发|Jetpack Compose', ['mobile-development']),
  s('ios', 'iOS', 'mobile', 'iOS|iOS开发|iPhone开发', ['mobile-development']),
  s('flutter', 'Flutter', 'mobile', 'Flutter', ['dart', 'mobile-development']),
  s(
    'react-native',
    'React Native',
    'mobile',
    ['React Native', 'ReactNative', { text: 'RN', cased: true, context: 'mobile' }],
    ['react', 'mobile-development'],
  ),
  s('harmonyos', '鸿蒙开发', 'mobile', '鸿蒙|HarmonyOS|OpenHarmony|ArkTS|ArkUI', ['mobile-development']),

  // ── Security ─────────────────────────────────────────────────────────────────────────────
  s(
    'cybersecurity',
    '网络安全',
    'security',
    '网络安全|信息安全|安全攻防|cybersecurity|cyber security|information security|network security',
  ),
  s(
    'penetration-testing',
    '渗透测试',
    'security',
    '渗透测试|漏洞挖掘|penetration testing|pentesting|vulnerability assessment',
    ['cybersecurity'],
  ),

  // ── Embedded and hardware ────────────────────────────────────────────────────────────────
  s(
    'embedded',
    '嵌入式开发',
    'embedded',
    '嵌入式|嵌入式开发|嵌入式软件|embedded systems|embedded software|firmware|固件',
  ),
  s('mcu', '单片机', 'embedded', '单片机|=MCU|STM32|=ARM|Arduino', ['embedded']),
  s('rtos', 'RTOS', 'embedded', 'RTOS|FreeRTOS|uC/OS|RT-Thread', ['embedded']),
  s('fpga', 'FPGA', 'embedded', 'FPGA|Verilog|VHDL|SystemVerilog'),
  s('plc', 'PLC', 'embedded', 'PLC|PLC编程|西门子PLC'),
  s('circuit-design', '电路设计', 'embedded', '电路设计|模拟电路|数字电路|硬件设计|circuit design|schematic design'),
  s('pcb', 'PCB 设计', 'embedded', 'PCB|PCB设计|Altium Designer|Altium|=Cadence|=PADS'),

  // ── Design ───────────────────────────────────────────────────────────────────────────────
  s('photoshop', 'Photoshop', 'design', 'Photoshop|=~PS|=~Ps'),
  s('illustrator', 'Illustrator', 'design', [
    'Illustrator',
    'Adobe Illustrator',
    { text: 'AI', cased: true, context: 'design' },
    { text: 'Ai', cased: true, context: 'design' },
  ]),
  s('indesign', 'InDesign', 'design', ['InDesign', { text: 'ID', cased: true, context: 'design' }]),
  s('coreldraw', 'CorelDRAW', 'design', 'CorelDRAW|CDR'),
  s('after-effects', 'After Effects', 'design', [
    'After Effects',
    { text: 'AE', cased: true, context: 'design' },
    { text: 'Ae', cased: true, context: 'design' },
  ]),
  s('premiere', 'Premiere', 'design', [
    'Premiere',
    'Premiere Pro',
    'Final Cut',
    'Final Cut Pro',
    'DaVinci Resolve',
    '达芬奇',
    { text: 'PR', cased: true, context: 'design' },
    { text: 'Pr', cased: true, context: 'design' },
  ]),
  s('figma', 'Figma', 'design', 'Figma|MasterGo|即时设计|Pixso'),
  s('sketch', 'Sketch', 'design', '=Sketch|=SKETCH'),
  s('adobe-xd', 'Adobe XD', 'design', 'Adobe XD|Adobe Creative Suite|Adobe CC'),
  s('axure', 'Axure', 'design', 'Axure|Axure RP|墨刀', ['prototyping']),
  s('c4d', 'C4D', 'design', 'C4D|Cinema 4D|Cinema4D'),
  s('blender', 'Blender', 'design', '=Blender'),
  s('3ds-max', '3ds Max', 'design', '3ds Max|3dsMax|3D Max|3DMax|=~Maya|ZBrush|SketchUp|=Rhino'),
  s('ui-design', 'UI 设计', 'design', 'UI设计|=UI|UI/UX|界面设计|user interface design|GUI设计'),
  s('web-design', '网页设计', 'design', '网页设计|网站设计|web design|web designer|web designing|website design', [
    'html',
    'css',
  ]),
  s(
    'ux-design',
    '交互设计 / UX',
    'design',
    '交互设计|用户体验|用户体验设计|UX|UX设计|interaction design|user experience|UX design',
  ),
  s('visual-design', '视觉设计', 'design', '视觉设计|视觉传达|visual design|visual communication'),
  s('graphic-design', '平面设计', 'design', '平面设计|graphic design|排版|layout design|typography'),
  s('brand-design', '品牌设计', 'design', '品牌设计|VI设计|brand design|logo设计|logo design'),
  s('illustration', '插画', 'design', '插画|手绘|illustration|illustrations'),
  s('video-editing', '视频剪辑', 'design', '视频剪辑|剪辑|视频制作|剪映|video editing|video production'),
  s('motion-design', '动效设计', 'design', [
    // Not 动效 cut out of 活动效果.
    { text: '动效', notFollowedBy: /^果/ },
    '动效设计',
    '动画制作',
    'motion design',
    'motion graphics',
    'animation',
  ]),
  s('3d-modeling', '3D 建模', 'design', '3D建模|三维建模|3D modeling|3D modelling'),
  s('photography', '摄影', 'design', '摄影|拍摄|photography'),
  s('design-system', '设计规范', 'design', '设计规范|设计系统|design system|design systems'),
  s(
    'user-research',
    '用户研究',
    'design',
    '用户研究|用户调研|可用性测试|以用户为中心|用户中心设计|user research|usability testing|user-centered design|user-centred design',
  ),
  s('prototyping', '原型设计', 'product', '原型设计|原型图|产品原型|线框图|prototyping|wireframes|wireframing'),

  // ── Office ───────────────────────────────────────────────────────────────────────────────
  s(
    'excel',
    'Excel',
    'office',
    '=Excel|=EXCEL|=~excel|Microsoft Excel|MS Excel|电子表格|Excel函数|数据透视表|VLOOKUP|pivot tables|pivot table|spreadsheets|spreadsheet',
  ),
  s('word', 'Word', 'office', '=~Word|=~word|Microsoft Word|MS Word'),
  s('powerpoint', 'PowerPoint / PPT', 'office', 'PowerPoint|PPT|=Keynote|幻灯片'),
  s(
    'office',
    'Office 办公软件',
    'office',
    'MS Office|Microsoft Office|Office办公软件|办公软件|Office软件|Office套件|Office 365|Microsoft 365|WPS|=~Office',
  ),
  s('outlook', 'Outlook', 'office', '=Outlook|MS Outlook'),
  // An office's documents: 公文排版 is no graphic design.
  s('official-documents', '公文写作', 'office', '公文|公文写作|公文排版|公文处理|文档排版|行政公文'),
  s('visio', 'Visio', 'office', 'Visio|ProcessOn|流程图|flowcharts'),
  s('mind-mapping', '思维导图', 'office', '思维导图|XMind|mind mapping|mind maps'),
  s('typing', '打字 / 文字录入', 'office', '数据录入|文字录入|打字|data entry|typing'),

  // ── Product ──────────────────────────────────────────────────────────────────────────────
  s('product-design', '产品设计', 'product', '产品设计|product design|功能设计'),
  s(
    'product-management',
    '产品管理',
    'product',
    '产品管理|产品规划|产品策划|product management|product strategy|product roadmap|roadmap',
  ),
  s(
    'requirements-analysis',
    '需求分析',
    'product',
    '需求分析|需求调研|需求管理|需求梳理|requirements analysis|requirement analysis|requirements gathering',
  ),
  s('prd', 'PRD 文档', 'product', 'PRD|MRD|BRD|产品需求文档|需求文档|需求说明书'),
  s('competitive-analysis', '竞品分析', 'product', '竞品分析|竞品调研|competitive analysis|competitor analysis'),
  s(
    'user-growth',
    '用户增长',
    'product',
    '用户增长|增长黑客|growth hacking|user growth|拉新|促活|拉新促活|留存|user acquisition',
  ),
  s('agile', '敏捷开发', 'product', '敏捷|敏捷开发|Agile|Scrum|Kanban'),
  s('saas', 'SaaS', 'product', 'SaaS|B端产品|ToB'),
  s(
    'project-management',
    '项目管理',
    'management',
    '项目管理|项目管理能力|项目推进|project management|project managing|project planning|project delivery|项目交付',
  ),

  // ── Operations ───────────────────────────────────────────────────────────────────────────
  s('operations', '运营', 'operations', [
    { text: '运营', notFollowedBy: /^(商|中心|总监|经理|专员|主管|助理|岗|部)/ },
    '产品运营',
    '运营策略',
    '精细化运营',
  ]),
  s('user-operations', '用户运营', 'operations', '用户运营|会员运营|用户生命周期|CRM运营'),
  s(
    'content-operations',
    '内容运营',
    'operations',
    '内容运营|内容策划|选题策划|内容创作|content creation|content strategy',
  ),
  s(
    'community-operations',
    '社群运营',
    'operations',
    '社群运营|社区运营|社群|community management|community operations',
  ),
  s(
    'ecommerce-operations',
    '电商运营',
    'operations',
    '电商运营|店铺运营|淘宝运营|天猫运营|京东运营|拼多多运营|亚马逊运营|跨境电商|电商|e commerce|ecommerce',
  ),
  s('new-media', '新媒体运营', 'operations', '新媒体|新媒体运营|自媒体|公众号运营|微信公众号|公众号|微博运营'),
  s('short-video', '短视频运营', 'operations', '短视频|短视频运营|抖音运营|抖音|快手|视频号|TikTok|Bilibili|B站'),
  s('xiaohongshu', '小红书运营', 'operations', '小红书|小红书运营'),
  s('livestreaming', '直播运营', 'operations', '直播运营|直播带货|直播|live streaming|livestreaming'),
  s(
    'event-planning',
    '活动策划',
    'operations',
    '活动策划|活动运营|活动执行|会务|event planning|event management|events management',
  ),
  s('copywriting', '文案撰写', 'operations', '文案|文案策划|文案撰写|软文|copywriting|copy writing'),
  s('private-domain', '私域运营', 'operations', '私域|私域运营|私域流量|企业微信运营'),
  s('data-operations', '数据运营', 'operations', '数据运营|数据驱动'),
  s('customer-service', '客户服务', 'operations', [
    // A system built for the work is not the work: 售后系统, 客服机器人, 智能客服平台 in an engineer's line.
    ...['客服', '客户服务', '顾客服务', '售后服务', '售后'].map((text) => ({ text, notFollowedBy: BUILT_FOR_IT })),
    ...'customer service|customer services|customer support|client services'
      .split('|')
      .map((text) => ({ text, notFollowedBy: BUILT_FOR_IT_EN })),
  ]),
  s('supply-chain', '供应链管理', 'operations', '供应链|供应链管理|supply chain|supply chain management'),
  s('logistics', '物流管理', 'operations', '物流|物流管理|仓储管理|仓储|logistics|warehousing|warehouse management'),
  s(
    'procurement',
    '采购',
    'operations',
    '采购|采购管理|供应商管理|procurement|purchasing|supplier management|vendor management',
  ),
  s('inventory', '库存管理', 'operations', '库存管理|库存|inventory management|inventory control|stock control'),
  s(
    'quality-management',
    '质量管理',
    'operations',
    '质量管理|品质管理|质量控制|quality management|quality control|quality assurance|质量保证|QC|QA体系|ISO9001|ISO 9001',
  ),
  s('administration', '行政管理', 'management', [
    '行政管理',
    '行政事务',
    { text: '行政', notFollowedBy: /^(区|专员|助理|主管|经理|前台)/ },
    // Not a bare "administration": system, database, network and business administration are other trades.
    'office administration',
    'general administration',
    'administrative',
    'office management',
  ]),
  s(
    'document-management',
    '文档 / 档案管理',
    'management',
    '文档管理|档案管理|文件管理|document control|document management|record keeping',
  ),

  // ── Marketing ────────────────────────────────────────────────────────────────────────────
  s('marketing', '市场营销', 'marketing', '市场营销|营销|市场推广|marketing|营销策划|市场策划|marketing strategy'),
  s(
    'digital-marketing',
    '数字营销',
    'marketing',
    '数字营销|网络营销|互联网营销|线上营销|digital marketing|online marketing',
  ),
  s(
    'brand-management',
    '品牌管理',
    'marketing',
    '品牌管理|品牌推广|品牌营销|品牌建设|brand management|branding|brand marketing',
  ),
  s(
    'market-research',
    '市场调研',
    'marketing',
    '市场调研|市场研究|市场分析|行业研究|行业分析|market research|market analysis|industry research',
  ),
  s(
    'social-media',
    '社交媒体营销',
    'marketing',
    '社交媒体|社媒|social media|social media marketing|Facebook Ads|Instagram',
  ),
  s(
    'advertising',
    '广告投放',
    'marketing',
    '广告投放|信息流投放|信息流广告|投放|巨量引擎|千川|paid advertising|paid media|PPC|media buying',
  ),
  s('seo', 'SEO', 'marketing', 'SEO|搜索引擎优化|search engine optimisation|search engine optimization'),
  s('sem', 'SEM', 'marketing', 'SEM|竞价推广|搜索引擎营销|百度推广|Google Ads|AdWords|search engine marketing'),
  s('pr', '公关', 'marketing', '公关|公共关系|媒体关系|危机公关|public relations|media relations'),
  s('content-marketing', '内容营销', 'marketing', '内容营销|content marketing'),
  s('influencer-marketing', 'KOL 营销', 'marketing', 'KOL|KOC|达人营销|达人合作|influencer marketing'),
  s('email-marketing', '邮件营销', 'marketing', '邮件营销|EDM|email marketing'),
  s('crm', 'CRM', 'marketing', 'CRM|CRM系统|客户关系管理|customer relationship management|Salesforce|HubSpot'),
  s('dynamics', 'Microsoft Dynamics', 'marketing', 'Microsoft Dynamics|Dynamics CRM|Dynamics 365|Dynamics AX', ['crm']),

  // ── Sales ────────────────────────────────────────────────────────────────────────────────
  s('sales', '销售', 'sales', [
    { text: '销售', notFollowedBy: /^(额|经理|代表|总监|主管|专员|顾问|助理|团队|部|岗|渠道)/ },
    '销售技巧',
    '销售能力',
    'B2B销售',
    'B2B 销售',
    'ToB销售',
    'ToB 销售',
    '销售管理',
    'sales',
    'selling',
    'sales management',
  ]),
  s(
    'business-development',
    '商务拓展',
    'sales',
    '商务拓展|业务拓展|市场开拓|开拓市场|市场拓展|=~BD|business development|new business',
  ),
  s('key-accounts', '大客户管理', 'sales', '大客户|大客户销售|大客户管理|=KA|key accounts|key account management'),
  s(
    'channel-sales',
    '渠道管理',
    'sales',
    '渠道销售|渠道管理|渠道拓展|经销商管理|分销|channel sales|channel management',
  ),
  s('customer-acquisition', '客户开发', 'sales', '客户开发|客户拓展|新客户开发|获客|lead generation|prospecting'),
  s('negotiation', '商务谈判', 'sales', '谈判|商务谈判|谈判能力|议价|negotiation|negotiating|negotiation skills'),
  s(
    'client-relationships',
    '客户关系维护',
    'sales',
    '客户关系|客户维护|客户关系维护|客情维护|account management|relationship building|client relationships|client relationship management',
  ),
  s('telesales', '电话销售', 'sales', '电话销售|电销|电话营销|inside sales|telesales|telemarketing|cold calling'),
  s('presales', '售前支持', 'sales', '售前|售前支持|解决方案销售|pre sales|presales|solution selling'),
  s('bidding', '招投标', 'sales', '招投标|投标|标书|标书制作|bid writing|tendering|bids and tenders'),
  s(
    'retail',
    '零售 / 门店管理',
    'sales',
    '门店管理|门店运营|零售管理|retail management|store management|visual merchandising|陈列',
  ),

  // ── Finance ──────────────────────────────────────────────────────────────────────────────
  s(
    'accounting',
    '会计',
    'finance',
    '会计|会计核算|账务处理|做账|记账|总账|财务核算|accounting|bookkeeping|accountancy|general ledger',
  ),
  s(
    'financial-analysis',
    '财务分析',
    'finance',
    '财务分析|财务报表分析|经营分析|financial analysis|financial planning|FP&A',
  ),
  s(
    'financial-reporting',
    '财务报表',
    'finance',
    '财务报表|报表编制|合并报表|财务报告|financial reporting|financial statements|management accounts',
  ),
  s('budgeting', '预算管理', 'finance', '预算管理|预算编制|全面预算|budgeting|budget management|budgets'),
  s('cost-accounting', '成本核算', 'finance', '成本核算|成本分析|成本管理|cost accounting'),
  // Keeping costs down is no bookkeeping: a site engineer's 成本控制 is shown by money saved.
  s('cost-control', '成本控制', 'management', '成本控制|成本管控|cost control|cost management|cost reduction'),
  s('tax', '税务', 'finance', '税务|税务筹划|纳税申报|报税|税务申报|taxation|tax planning|tax compliance|VAT|=~tax'),
  s('audit', '审计', 'finance', '审计|内审|内部审计|内控|内部控制|audit|auditing|internal audit|internal controls'),
  s('financial-modelling', '财务建模', 'finance', '财务建模|财务模型|financial modelling|financial modeling|DCF'),
  s(
    'investment-analysis',
    '投资分析',
    'finance',
    '投资分析|投资研究|投研|行业研究报告|investment analysis|equity research|portfolio management|资产配置',
  ),
  s(
    'fund-management',
    '资产管理',
    'finance',
    '资产管理|基金管理|asset management|fund management|wealth management|财富管理',
  ),
  s('valuation', '估值', 'finance', '估值|企业估值|valuation'),
  s('due-diligence', '尽职调查', 'finance', '尽职调查|尽调|due diligence'),
  s(
    'risk-management',
    '风险管理',
    'finance',
    '风险管理|风控|风险控制|信用风险|risk management|credit risk|risk assessment',
  ),
  s('compliance', '合规', 'legal', '合规|合规管理|compliance|regulatory compliance|反洗钱|AML|KYC'),
  s('accounts-payable', '应付账款', 'finance', '应付账款|accounts payable|purchase ledger'),
  s('accounts-receivable', '应收账款', 'finance', '应收账款|回款管理|accounts receivable|sales ledger|credit control'),
  s('invoicing', '开票与结算', 'finance', '开票|发票管理|对账|invoicing|billing|reconciliation|reconciliations'),
  s('pricing', '定价', 'finance', '定价|定价策略|报价|pricing|pricing strategy|quotations'),
  s('payroll', '薪资核算', 'finance', '薪资核算|工资核算|薪酬核算|算薪|payroll'),
  s('gaap', '会计准则', 'finance', '会计准则|企业会计准则|IFRS|US GAAP|GAAP|国际会计准则'),
  s('erp', 'ERP', 'finance', 'ERP|ERP系统|Oracle EBS|NetSuite|Navision|Dynamics NAV'),
  s('sap', 'SAP', 'finance', 'SAP|SAP FICO|SAP ERP', ['erp']),
  s('kingdee', '金蝶 / 用友', 'finance', '金蝶|用友|Kingdee|Yonyou|U8|NC系统', ['erp']),
  s('forecasting', '预测分析', 'finance', [
    // Not 预测试 (a pre-test in the lab).
    { text: '预测', notFollowedBy: /^试/ },
    '销售预测',
    '财务预测',
    'forecasting',
    'forecasts',
    'cash flow forecasting',
  ]),
  s('cash-management', '资金管理', 'finance', '资金管理|现金流管理|cash management|cash flow management|treasury'),
  s('banking', '银行业务', 'finance', '信贷|授信|银行业务|对公业务|credit analysis|lending|underwriting'),
  s('insurance', '保险业务', 'finance', '保险业务|保险销售|核保|理赔|claims handling'),

  // ── HR ───────────────────────────────────────────────────────────────────────────────────
  s('recruitment', '招聘', 'hr', [
    {
      text: '招聘',
      notFollowedBy: /^(要求|职位|岗位|信息|人数|对象|条件|公告|简章|说明|详情|流程|专员|经理|主管|助理|会|中)/,
    },
    '招聘管理',
    '人才招聘',
    'recruitment',
    'resourcing',
    'talent acquisition',
    'headhunting',
  ]),
  s(
    'training-development',
    '培训与发展',
    'hr',
    '培训体系|培训管理|培训与发展|员工培训|培训组织|培训开发|training and development|learning and development|L&D',
  ),
  s('performance-management', '绩效管理', 'hr', [
    '绩效管理',
    '绩效考核',
    { text: '绩效', notFollowedBy: /^(奖|工资|考核奖)/ },
    'KPI',
    'OKR',
    'performance management',
    'performance appraisal',
  ]),
  s(
    'compensation',
    '薪酬福利',
    'hr',
    '薪酬管理|薪酬体系|薪酬设计|薪酬福利管理|compensation and benefits|C&B|reward management',
  ),
  s(
    'employee-relations',
    '员工关系',
    'hr',
    '员工关系|劳动关系|入离职|入离职手续|employee relations|employee engagement',
  ),
  s('labour-law', '劳动法', 'hr', '劳动法|劳动合同法|劳动法律法规|employment law|labour law|labor law', [
    'employee-relations',
  ]),
  s(
    'hr-management',
    '人力资源管理',
    'hr',
    '人力资源|人力资源管理|人事管理|HRBP|human resources|HRM|HRIS|HR operations|HR generalist|人力资源六大模块|六大模块',
  ),
  s(
    'organisational-development',
    '组织发展',
    'hr',
    '组织发展|组织架构|人才盘点|人才发展|organisational development|organizational development|talent management|succession planning',
  ),

  // ── Legal ────────────────────────────────────────────────────────────────────────────────
  s(
    'contract-management',
    '合同管理',
    'legal',
    '合同管理|合同审核|合同起草|合同审查|contract management|contract drafting|contract negotiation',
  ),
  s('intellectual-property', '知识产权', 'legal', '知识产权|专利|商标|intellectual property|patents|trademarks'),
  s('litigation', '诉讼', 'legal', '诉讼|仲裁|法律咨询|litigation|dispute resolution|arbitration'),
  s('corporate-law', '公司法务', 'legal', '法务|公司法|公司法务|corporate law|legal advice|company secretarial'),

  // ── Education ────────────────────────────────────────────────────────────────────────────
  s('teaching', '教学', 'education', '教学|授课|课堂教学|教学经验|teaching|classroom teaching|lesson delivery'),
  s(
    'curriculum-design',
    '课程设计',
    'education',
    '课程设计|课程开发|课程研发|教案|教学设计|备课|curriculum design|curriculum development|lesson planning|instructional design',
  ),
  s('teaching-research', '教研', 'education', '教研|教学研究|教研活动'),
  s(
    'classroom-management',
    '班级管理',
    'education',
    '班级管理|课堂管理|班主任工作|classroom management|behaviour management|behavior management',
  ),
  s('tutoring', '辅导', 'education', '辅导|一对一辅导|课后辅导|tutoring'),
  s('early-years', '学前教育', 'education', '学前教育|幼儿教育|早教|early years|early childhood education|EYFS'),
  s(
    'special-education',
    '特殊教育',
    'education',
    '特殊教育|融合教育|special education|special educational needs|=SEND',
  ),
  s('psychology', '心理学', 'education', '心理学|教育心理学|心理辅导|心理咨询|psychology|counselling|counseling'),
  s('online-teaching', '在线教学', 'education', '在线教学|线上教学|网课|online teaching|e learning|elearning'),

  // ── Engineering (non-IT) ─────────────────────────────────────────────────────────────────
  s('autocad', 'AutoCAD', 'engineering', 'AutoCAD|CAD|CAD制图|制图'),
  s('solidworks', 'SolidWorks', 'engineering', 'SolidWorks|CATIA|Pro/E|Creo|UG NX|=Inventor', ['mechanical-design']),
  s(
    'mechanical-design',
    '机械设计',
    'engineering',
    '机械设计|结构设计|机械制图|mechanical design|mechanical engineering',
  ),
  s(
    'electrical-engineering',
    '电气工程',
    'engineering',
    '电气工程|电气设计|电气自动化|自动化控制|electrical engineering|electrical design|electronics',
  ),
  s(
    'civil-engineering',
    '土木工程',
    'engineering',
    '土木工程|建筑工程|结构工程|civil engineering|structural engineering',
  ),
  s('bim', 'BIM', 'engineering', 'BIM|Revit|Navisworks', ['civil-engineering']),
  s('hvac', '暖通', 'engineering', '暖通|暖通空调|HVAC|building services'),
  s(
    'construction-management',
    '施工管理',
    'engineering',
    '施工管理|工程管理|现场管理|施工组织|construction management|site management',
  ),
  s(
    'cost-estimation',
    '工程造价',
    'engineering',
    '工程造价|造价|预结算|工程量清单|quantity surveying|cost estimation|estimating',
  ),
  s(
    'maintenance',
    '设备维护',
    'engineering',
    '设备维护|设备维修|设备管理|维修保养|equipment maintenance|maintenance engineering|preventive maintenance|planned maintenance',
  ),
  s('lean', '精益生产', 'engineering', '精益生产|精益管理|5S|lean manufacturing'),
  s('six-sigma', '六西格玛', 'engineering', '六西格玛|Six Sigma|6 Sigma|6σ'),
  s(
    'process-improvement',
    '流程优化',
    'management',
    '流程优化|流程改进|持续改进|process improvement|continuous improvement|process optimisation|process optimization',
  ),
  s(
    'health-safety',
    '安全生产 / EHS',
    'engineering',
    '安全生产|安全管理|EHS|HSE|health and safety|risk assessments|COSHH',
  ),
  s(
    'production-management',
    '生产管理',
    'engineering',
    '生产管理|生产计划|生产排程|PMC|production planning|production management',
  ),
  s('testing-instruments', '仪器分析', 'engineering', '仪器分析|实验室管理|HPLC|色谱|lab management'),

  // ── Healthcare ───────────────────────────────────────────────────────────────────────────
  s('nursing', '护理', 'healthcare', '护理|临床护理|nursing|patient care|care planning'),
  s('clinical', '临床', 'healthcare', '临床|临床经验|临床试验|clinical|clinical trials|GCP规范'),
  s('pharmacy', '药学', 'healthcare', '药学|药品|pharmacy|pharmaceutical|pharmacology'),
  s('food-safety', '食品安全', 'healthcare', '食品安全|食品卫生|food safety|food hygiene|HACCP'),
  s('first-aid', '急救', 'healthcare', '急救|急救证|心肺复苏|first aid|CPR'),
  s('cooking', '烹饪', 'healthcare', '烹饪|厨艺|中式烹调|西点|cooking|culinary|pastry'),
  // Fitness and wellness: a hobby's bare 健身 / fitness is not the skill, the trade's words are.
  s(
    'fitness-training',
    '健身指导',
    'healthcare',
    '健身教练|私人教练|私教课|健身指导|团操课|fitness training|personal training|personal trainer|fitness instructor|fitness coach|gym instructor|group fitness',
    ['strength-training'],
  ),
  s(
    'strength-training',
    '力量与体能训练',
    'healthcare',
    '力量训练|体能训练|功能性训练|strength training|strength and conditioning|weight training|functional training|HIIT',
  ),
  s(
    'nutrition',
    '营养学',
    'healthcare',
    '营养学|营养指导|膳食指导|nutrition|nutritionist|dietetics|dietitian|dietician|diet plans',
  ),
  s('yoga', '瑜伽', 'healthcare', '瑜伽|yoga'),
  s(
    'sports-science',
    '运动科学',
    'healthcare',
    '运动科学|运动人体科学|运动康复|运动损伤|sports science|exercise science|kinesiology|sports medicine|injury prevention',
  ),
  // 瘦身 alone is also 镜像瘦身 or 包体积瘦身: a body's only beside another word of health.
  s('weight-management', '体重管理', 'healthcare', [
    '减脂',
    { text: '瘦身', context: 'healthcare' },
    '体重管理',
    'weight loss',
    'weight management',
    'fat loss',
    'slimming',
  ]),
  s(
    'wellness-coaching',
    '健康管理',
    'healthcare',
    '健康咨询|健康教育|wellness coaching|health coaching|health coach|wellness coach',
  ),

  // ── Management ───────────────────────────────────────────────────────────────────────────
  s(
    'team-management',
    '团队管理',
    'management',
    '团队管理|带团队|团队建设|人员管理|team management|people management|line management',
  ),
  s(
    'stakeholder-management',
    '跨部门协作',
    'management',
    '跨部门协作|跨部门沟通|跨部门协调|跨团队协作|stakeholder management|cross functional|stakeholder engagement',
  ),
  s(
    'strategic-planning',
    '战略规划',
    'management',
    '战略规划|战略管理|商业策略|strategic planning|business strategy|strategy development',
  ),
  s(
    'business-analysis',
    '业务分析',
    'management',
    '业务分析|商业分析|经营管理|business analysis|business acumen|commercial awareness',
  ),
  s('change-management', '变革管理', 'management', '变革管理|change management'),
  s('operations-management', '运营管理', 'management', '运营管理|operations management|business operations'),
  s('reporting', '数据报表', 'management', '数据报表|工作汇报|management reporting|report writing'),

  // ── Human languages ──────────────────────────────────────────────────────────────────────
  s(
    'english',
    '英语',
    'language',
    '英语|英文读写|英文听说|英文沟通|英文口语|英语口语|英语读写|英语听说读写|英文听说读写|商务英语|English|Business English|written English|spoken English',
  ),
  s('japanese', '日语', 'language', '日语|日文|Japanese'),
  s('korean', '韩语', 'language', '韩语|韩文|Korean'),
  s('french', '法语', 'language', '法语|French'),
  s('german', '德语', 'language', '德语|German'),
  s('spanish', '西班牙语', 'language', '西班牙语|Spanish'),
  s('russian', '俄语', 'language', '俄语|Russian'),
  s('arabic', '阿拉伯语', 'language', '阿拉伯语|Arabic'),
  s('cantonese', '粤语', 'language', '粤语|广东话|Cantonese'),
  s('mandarin', '普通话', 'language', '普通话|Mandarin|Chinese Mandarin'),
  s('editing', '编辑校对', 'language', [
    { text: '编辑', notFollowedBy: /^(器|部|室)/ },
    '校对',
    '审校',
    '采编',
    'editing',
    'proofreading',
    'copy editing',
    'editorial',
  ]),
  s('translation', '翻译', 'language', '翻译|笔译|口译|同声传译|translation|interpreting|localisation|localization'),

  // ── Soft skills ──────────────────────────────────────────────────────────────────────────
  s(
    'communication',
    '沟通能力',
    'soft-skill',
    '沟通能力|沟通技巧|沟通协调|沟通协调能力|沟通表达|表达能力|语言表达|良好的沟通|善于沟通|沟通顺畅|沟通良好|communication|communication skills|communicator|verbal and written communication',
  ),
  s(
    'teamwork',
    '团队协作',
    'soft-skill',
    '团队协作|团队合作|团队精神|协作能力|合作精神|团队意识|teamwork|team work|team player|team working|collaboration|collaborative',
  ),
  s('leadership', '领导力', 'soft-skill', '领导力|领导能力|管理能力|leadership|leadership skills|leading teams'),
  s(
    'problem-solving',
    '解决问题能力',
    'soft-skill',
    '解决问题|问题解决|分析和解决问题|分析问题|problem solving|problem solver|solution oriented',
  ),
  s(
    'analytical-thinking',
    '逻辑分析能力',
    'soft-skill',
    '逻辑思维|逻辑思维能力|逻辑能力|分析能力|数据敏感|数据敏感度|批判性思维|analytical skills|analytical|analytical thinking|critical thinking|logical thinking',
  ),
  s(
    'learning-ability',
    '学习能力',
    'soft-skill',
    '学习能力|自学能力|快速学习|学习意愿|willing to learn|eager to learn|fast learner|quick learner',
  ),
  s(
    'stress-resistance',
    '抗压能力',
    'soft-skill',
    '抗压|抗压能力|承压能力|抗压性|work under pressure|working under pressure|resilience|resilient',
  ),
  s(
    'responsibility',
    '责任心',
    'soft-skill',
    '责任心|责任感|有担当|敬业|职业素养|sense of responsibility|accountability|reliable|dependable',
  ),
  s('execution', '执行力', 'soft-skill', '执行力|结果导向|results driven|results oriented|delivery focused'),
  s(
    'attention-to-detail',
    '细致严谨',
    'soft-skill',
    '细心|细致|严谨|注重细节|耐心细致|attention to detail|detail oriented|meticulous',
  ),
  s(
    'self-motivation',
    '自驱力',
    'soft-skill',
    '自驱力|自驱|主动性|积极主动|主观能动性|self motivated|self starter|proactive|motivated|initiative',
  ),
  s(
    'time-management',
    '时间管理',
    'soft-skill',
    '时间管理|多任务|多线程处理|time management|multitasking|multi tasking|prioritisation|prioritization|prioritise|prioritize',
  ),
  s(
    'organisation',
    '组织协调能力',
    'soft-skill',
    '组织协调|组织能力|协调能力|统筹能力|统筹协调|organisational skills|organizational skills|organised|organized|planning and organising',
  ),
  s(
    'innovation',
    '创新能力',
    'soft-skill',
    '创新能力|创新思维|创新意识|创造力|innovative|innovation|creativity|creative thinking',
  ),
  s('adaptability', '适应能力', 'soft-skill', '适应能力|应变能力|适应性|adaptability|adaptable'),
  s(
    'customer-focus',
    '客户导向',
    'soft-skill',
    '客户导向|以客户为中心|服务意识|customer facing|client facing|customer focus|customer focused|customer oriented|customer centric|client focused',
  ),
  s(
    'interpersonal',
    '人际交往能力',
    'soft-skill',
    '人际交往|人际关系|亲和力|interpersonal skills|interpersonal|people skills|relationship skills',
  ),
  s(
    'presentation',
    '演讲与汇报',
    'soft-skill',
    '演讲|汇报能力|演讲能力|公众演讲|presentation skills|presentations|presenting|public speaking',
  ),
  s(
    'writing',
    '写作能力',
    'soft-skill',
    '写作|写作能力|文字功底|文字能力|文字表达|writing skills|written communication',
  ),
  s('decision-making', '决策能力', 'soft-skill', '决策能力|判断力|decision making|judgement|judgment'),
  s('influencing', '影响力', 'soft-skill', '影响力|说服力|influencing|influencing skills|persuasion|persuasive'),
  s('integrity', '诚信正直', 'soft-skill', '诚信|正直|职业道德|integrity|honesty|professionalism'),
  s(
    'independent-work',
    '独立工作能力',
    'soft-skill',
    '独立工作|独立完成|独立思考|work independently|working independently|self sufficient|work autonomously|working autonomously',
  ),
  s('passion', '热情', 'soft-skill', '热情|热爱|enthusiasm|enthusiastic|passionate|passion'),

  // ── Certificates and qualifications ──────────────────────────────────────────────────────
  s('cpa', 'CPA 注册会计师', 'certificate', '=CPA|注册会计师|中国注册会计师|CICPA', ['accounting']),
  s('acca', 'ACCA', 'certificate', 'ACCA', ['accounting']),
  s('aca', 'ACA / ICAEW', 'certificate', '=ACA|ICAEW|chartered accountant|CIMA|CIPFA', ['accounting']),
  s('cfa', 'CFA', 'certificate', 'CFA|特许金融分析师', ['investment-analysis']),
  s('frm', 'FRM', 'certificate', 'FRM|金融风险管理师', ['risk-management']),
  s('cma', 'CMA 管理会计师', 'certificate', '=CMA|管理会计师', ['accounting']),
  s('pmp', 'PMP', 'certificate', 'PMP|项目管理专业人士|PRINCE2|certified in project management', [
    'project-management',
  ]),
  s('npdp', 'NPDP', 'certificate', 'NPDP|产品经理国际资格认证', ['product-management']),
  s('csm', 'Scrum Master 认证', 'certificate', 'Certified ScrumMaster|Scrum Master', ['agile']),
  s('itil', 'ITIL', 'certificate', 'ITIL'),
  s('cet-4', '英语四级 (CET-4)', 'certificate', '英语四级|大学英语四级|CET-4|CET4|英语四六级|四六级|CET-4/6', [
    'english',
  ]),
  s('cet-6', '英语六级 (CET-6)', 'certificate', '英语六级|大学英语六级|CET-6|CET6|六级', ['english']),
  s('tem-8', '英语专业八级 (TEM-8)', 'certificate', '专业八级|英语专业八级|专八|TEM-8|TEM8', ['english']),
  s('tem-4', '英语专业四级 (TEM-4)', 'certificate', '专业四级|英语专业四级|专四|TEM-4|TEM4', ['english']),
  s('ielts', '雅思 (IELTS)', 'certificate', '雅思|IELTS', ['english']),
  s('toefl', '托福 (TOEFL)', 'certificate', '托福|TOEFL|TOEIC|托业', ['english']),
  s('jlpt', '日语能力考试 (JLPT)', 'certificate', 'JLPT|日语N1|日语N2|日语一级|日语二级', ['japanese']),
  s(
    'teacher-certificate',
    '教师资格证',
    'certificate',
    '教师资格证|教师资格|教资|教师资格证书|teaching qualification|QTS|PGCE',
    ['teaching'],
  ),
  s(
    'mandarin-certificate',
    '普通话等级证书',
    'certificate',
    '普通话二级甲等|普通话二甲|普通话一级乙等|普通话一乙|普通话等级证书|普通话证书|普通话二级',
    ['mandarin'],
  ),
  s('securities-qualification', '证券从业资格', 'certificate', '证券从业资格|证券从业资格证|证券从业', [
    'investment-analysis',
  ]),
  s('fund-qualification', '基金从业资格', 'certificate', '基金从业资格|基金从业资格证|基金从业', ['fund-management']),
  s('banking-qualification', '银行从业资格', 'certificate', '银行从业资格|银行从业资格证|银行从业'),
  s('legal-qualification', '法律职业资格', 'certificate', '法律职业资格|法律职业资格证|司法考试|法考|律师执业证', [
    'corporate-law',
  ]),
  s('junior-accountant', '初级会计职称', 'certificate', '初级会计|初级会计职称|初级会计师|会计初级|会计从业资格', [
    'accounting',
  ]),
  s('intermediate-accountant', '中级 / 高级会计职称', 'certificate', '中级会计|中级会计职称|中级会计师|高级会计师', [
    'accounting',
  ]),
  s('tax-agent', '税务师', 'certificate', '税务师|注册税务师', ['tax']),
  s('hr-certificate', '人力资源管理师', 'certificate', '人力资源管理师|企业人力资源管理师|CIPD|SHRM', [
    'hr-management',
  ]),
  s('constructor', '建造师', 'certificate', '一级建造师|二级建造师|一建|二建|建造师', ['construction-management']),
  s('cost-engineer', '造价工程师', 'certificate', '造价工程师|一级造价师|二级造价师|RICS|MRICS', ['cost-estimation']),
  s(
    'engineer-licence',
    '注册工程师',
    'certificate',
    '注册电气工程师|注册结构工程师|注册安全工程师|注册建筑师|chartered engineer|CEng|NEBOSH|IOSH',
  ),
  s('ncre', '计算机等级证书', 'certificate', '计算机等级考试|全国计算机等级考试|计算机二级|计算机一级|计算机三级|NCRE'),
  s(
    'soft-exam',
    '软考',
    'certificate',
    '软考|软件设计师|系统架构设计师|系统分析师|信息系统项目管理师|系统集成项目管理工程师',
  ),
  s('network-certs', '网络认证 (CCNA/HCIE)', 'certificate', 'CCNA|CCNP|CCIE|HCIA|HCIP|HCIE|RHCE|RHCSA', ['networking']),
  s('cloud-certs', '云认证 (AWS/CKA)', 'certificate', 'AWS认证|AWS Certified|CKA|CKAD|ACP认证|阿里云认证|Azure认证'),
  s('security-certs', '安全认证 (CISSP/CISP)', 'certificate', 'CISSP|CISP|CISA|CISM|OSCP|CEH', ['cybersecurity']),
  s('oracle-cert', 'Oracle OCP', 'certificate', 'Oracle OCP|OCP认证|OCA认证|OCM认证', ['oracle']),
  s(
    'driving-licence',
    '驾驶证',
    'certificate',
    "驾照|驾驶证|C1驾照|C1驾驶证|driving licence|driving license|driver's license|drivers licence",
  ),
  s(
    'medical-licence',
    '医师 / 护士执业资格',
    'certificate',
    '执业医师|执业医师资格证|医师资格证|护士执业证|护士资格证|护士执业资格|RGN|NMC registration',
    ['clinical'],
  ),
  s('pharmacist-licence', '执业药师', 'certificate', '执业药师|药师资格证', ['pharmacy']),
  s('counselor-certificate', '心理咨询师', 'certificate', '心理咨询师|国家二级心理咨询师|健康管理师|营养师', [
    'psychology',
  ]),
  s(
    'vocational-qualification',
    '职业资格证书',
    'certificate',
    '职业资格证书|职业技能等级证书|电工证|特种作业操作证|NVQ|HNC|HND|vocational qualification',
  ),
  s('adobe-cert', 'Adobe 认证', 'certificate', 'Adobe认证|ACCD|ACCP|Adobe Certified', ['photoshop']),
];
