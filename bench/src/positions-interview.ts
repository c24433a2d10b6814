// Ten positions for bench/src/interview.ts, written by the OfferPilot team (not taken from any
// corpus): five Chinese adverts and five English ones, for the kinds of resumes in the corpus
// (software, data, testing, operations, HR, sales, finance). Each is a TAiPosition as a user would
// enter it: title, company, duties, requirement lines and experience level.
import type { TAiPosition } from '@offerpilot/shared';

const position = (
  name: string,
  company: string | null,
  responsibilities: string,
  requirements: string[],
  experience: string,
): TAiPosition => ({
  id: null,
  name,
  company_name: company,
  responsibilities,
  requirements,
  experience_level: experience,
  industry: null,
});

export const INTERVIEW_POSITIONS: TAiPosition[] = [
  position(
    'Java 后端开发工程师',
    '星河云科技',
    '负责交易与订单系统的后端开发；参与高并发架构设计、性能优化和线上问题排查；编写技术文档并指导初级工程师。',
    [
      '3年以上 Java 开发经验，熟悉 Spring Boot、Spring Cloud',
      '熟悉 MySQL 索引与事务，有 SQL 调优经验',
      '熟悉 Redis、Kafka 等中间件的原理和使用',
      '了解 Docker、Kubernetes 者优先',
      '本科及以上学历，计算机相关专业',
      '良好的沟通能力和团队合作精神',
    ],
    '3-5年',
  ),
  position(
    '前端开发工程师',
    '青禾互动',
    '负责公司 Web 端和小程序的前端开发；与产品、设计协作完成交互实现；推动前端工程化和性能优化。',
    [
      '熟练掌握 HTML、CSS、JavaScript，熟悉 TypeScript',
      '熟悉 React 或 Vue 框架及其生态',
      '了解 Webpack、Vite 等构建工具',
      '有 Node.js 开发经验者优先',
      '对用户体验有追求，沟通能力良好',
    ],
    '2年以上',
  ),
  position(
    '数据分析师',
    '远帆零售',
    '搭建业务指标体系和数据看板；通过数据分析定位业务问题并提出建议；支持 A/B 实验设计与评估。',
    [
      '熟练使用 SQL 和 Excel，熟悉 Python 数据分析（pandas）',
      '掌握统计学基础，理解假设检验和回归分析',
      '熟悉 Tableau 或 Power BI 等可视化工具',
      '有电商或零售行业经验者优先',
      '逻辑清晰，能把分析结论讲给业务方听',
    ],
    '1-3年',
  ),
  position(
    '软件测试工程师',
    null,
    '负责产品功能测试、接口测试与自动化测试；编写测试计划和用例；跟踪缺陷并推动修复。',
    [
      '熟悉软件测试理论和测试用例设计方法',
      '熟悉 Selenium、JMeter 或 Postman 等测试工具',
      '会使用 Python 或 Java 编写自动化测试脚本',
      '熟悉 Linux 常用命令和 SQL 语句',
      '工作细致、有责任心',
    ],
    '2年以上',
  ),
  position(
    '人力资源专员（招聘方向）',
    '启明教育集团',
    '负责技术与销售岗位的招聘全流程；维护招聘渠道和人才库；组织校园招聘活动；协助员工入职与关系管理。',
    [
      '人力资源管理或相关专业，本科及以上学历',
      '2年以上招聘工作经验，熟悉各类招聘渠道',
      '熟悉劳动法相关法规',
      '熟练使用 Excel 和办公软件',
      '沟通表达能力强，有亲和力',
    ],
    '2-3年',
  ),
  position(
    'DevOps Engineer',
    'Northwind Cloud',
    'Build and run CI/CD pipelines; manage Kubernetes clusters on AWS; automate infrastructure with Terraform; improve monitoring and incident response.',
    [
      '3+ years of experience in DevOps or site reliability engineering',
      'Hands-on experience with Docker, Kubernetes and Jenkins',
      'Experience with AWS or Azure and infrastructure as code (Terraform, Ansible)',
      'Good Linux administration and shell scripting skills',
      'Experience with Prometheus and Grafana is a plus',
    ],
    '3+ years',
  ),
  position(
    'Python Developer',
    'Brightleaf Analytics',
    'Develop backend services and data pipelines in Python; design REST APIs; write unit tests and review code.',
    [
      '2+ years of professional Python development',
      'Experience with Django or Flask and REST API design',
      'Good knowledge of SQL databases such as PostgreSQL or MySQL',
      'Familiarity with Git, Docker and Linux',
      'Experience with machine learning libraries is a plus',
    ],
    '2+ years',
  ),
  position(
    'Sales Executive',
    'Harbor Industrial Supplies',
    'Find and win new B2B customers; manage the sales pipeline in the CRM; negotiate contracts and meet quarterly targets.',
    [
      '2+ years of B2B sales experience',
      'Proven record of meeting or exceeding sales targets',
      'Strong negotiation and communication skills',
      'Experience with CRM tools such as Salesforce',
      "Bachelor's degree in business or a related field",
    ],
    '2+ years',
  ),
  position(
    'Accountant',
    'Greenfield Manufacturing',
    'Prepare monthly financial statements; handle accounts payable and receivable; reconcile bank accounts; support audits and tax filing.',
    [
      "Bachelor's degree in accounting or finance",
      '2+ years of accounting experience',
      'Knowledge of GST and income tax filing',
      'Advanced Excel and experience with Tally or SAP',
      'Attention to detail and good communication',
    ],
    '2+ years',
  ),
  position(
    'Data Engineer (Hadoop)',
    'Blue Harbor Data',
    'Design and maintain batch and streaming data pipelines on Hadoop and Spark; model data for the warehouse; tune Hive queries.',
    [
      '3+ years of experience with Hadoop, Hive and Spark',
      'Strong SQL and data modelling skills',
      'Programming in Scala, Java or Python',
      'Experience with Kafka for streaming is a plus',
      'Experience with ETL tools and scheduling (Airflow, Oozie)',
    ],
    '3+ years',
  ),
];
