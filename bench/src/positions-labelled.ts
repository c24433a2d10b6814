// One position per category of /work/shared/corpus/labelled-resumes-en/resumes-dev.csv, written
// for bench/src/ai-engine.ts by the OfferPilot team (not taken from any corpus). Written before
// any ranking result was seen, from what an Indian or international advert for the role usually
// asks; they are not tuned to the resumes. Each becomes a TAiPosition as a user would enter it:
// title, duties (responsibilities), requirement lines (skills included) and experience level.

export interface TLabelledPosition {
  /** The CSV's Category value this position stands for. */
  category: string;
  title: string;
  duties: string;
  requirements: string[];
  experience_level: string;
}

export const LABELLED_POSITIONS: TLabelledPosition[] = [
  {
    category: 'Data Science',
    title: 'Data Scientist',
    duties: [
      'Build and validate machine learning models for churn prediction, demand forecasting and recommendations.',
      'Explore large datasets, engineer features and communicate findings to business stakeholders.',
      'Deploy models to production with the engineering team and monitor their accuracy.',
    ].join('\n'),
    requirements: [
      "Master's or Bachelor's degree in Statistics, Mathematics, Computer Science or a related field",
      '2+ years of experience in data science or analytics',
      'Strong Python with pandas, NumPy and scikit-learn; SQL for data extraction',
      'Knowledge of statistics, regression, classification, clustering and NLP',
      'Experience with deep learning frameworks such as TensorFlow or PyTorch is a plus',
      'Data visualisation with Tableau, matplotlib or similar tools',
    ],
    experience_level: '1-3年',
  },
  {
    category: 'HR',
    title: 'HR Executive',
    duties: [
      'Manage end-to-end recruitment: sourcing, screening, interviewing and onboarding new employees.',
      'Maintain employee records, attendance and leave, and support monthly payroll processing.',
      'Handle employee relations, grievances and engagement activities; organise training programmes.',
      'Ensure compliance with labour laws and company HR policies.',
    ].join('\n'),
    requirements: [
      'MBA or postgraduate degree in Human Resources',
      '2+ years of experience in HR generalist or recruitment roles',
      'Knowledge of payroll, statutory compliance (PF, ESI) and labour law',
      'Good communication and interpersonal skills',
      'Proficiency in MS Office (Excel, Word); experience with an HRMS is a plus',
    ],
    experience_level: '1-3年',
  },
  {
    category: 'Advocate',
    title: 'Advocate / Legal Counsel',
    duties: [
      'Represent clients before district courts, high courts, tribunals and consumer forums.',
      'Draft and review legal notices, petitions, agreements, contracts and written statements.',
      'Conduct legal research and advise on civil, criminal, property and corporate matters.',
      'Handle litigation, arbitration and legal compliance for the company.',
    ].join('\n'),
    requirements: [
      'LL.B. degree; enrolled with the State Bar Council',
      '3+ years of litigation or legal advisory practice',
      'Strong drafting skills and knowledge of civil procedure, criminal law and contract law',
      'Good command of English and the local language',
      'LL.M. is a plus',
    ],
    experience_level: '3-5年',
  },
  {
    category: 'Arts',
    title: 'Art Teacher / Visual Artist',
    duties: [
      'Teach drawing, painting, sculpture and craft to students of different age groups.',
      'Plan art lessons, exhibitions and cultural events; guide students for competitions.',
      'Create artwork, illustrations and designs for school and community programmes.',
    ].join('\n'),
    requirements: [
      'Bachelor of Fine Arts (BFA) or Master of Fine Arts (MFA)',
      'Experience in painting, sketching, sculpture or performing arts such as dance, music and theatre',
      'Creativity, patience and good communication with students and parents',
      'Knowledge of Photoshop or other digital art tools is a plus',
    ],
    experience_level: '1-3年',
  },
  {
    category: 'Web Designing',
    title: 'Web Designer',
    duties: [
      'Design and build responsive websites and landing pages from wireframes and mock-ups.',
      'Create UI layouts, graphics and banners; keep the visual style consistent across pages.',
      'Convert designs to HTML/CSS templates and work with developers on integration.',
      'Optimise pages for speed, cross-browser compatibility and SEO.',
    ].join('\n'),
    requirements: [
      '1+ years of experience as a web designer or front-end developer',
      'Strong HTML5, CSS3, JavaScript, jQuery and Bootstrap',
      'Proficiency in Adobe Photoshop, Illustrator or Figma',
      'Experience with WordPress themes is a plus',
      'A portfolio of websites you designed',
    ],
    experience_level: '1-3年',
  },
  {
    category: 'Mechanical Engineer',
    title: 'Mechanical Design Engineer',
    duties: [
      'Design mechanical components and assemblies and prepare 2D drawings and 3D models.',
      'Support production, maintenance and quality teams in the plant; analyse failures.',
      'Prepare bills of material, select materials and coordinate with vendors on fabrication.',
    ].join('\n'),
    requirements: [
      'B.E./B.Tech in Mechanical Engineering',
      '2+ years of experience in design, production or maintenance',
      'Proficiency in AutoCAD, SolidWorks or CATIA',
      'Knowledge of manufacturing processes, machining, welding and GD&T',
      'Knowledge of ANSYS or other FEA tools is a plus',
    ],
    experience_level: '1-3年',
  },
  {
    category: 'Sales',
    title: 'Sales Executive',
    duties: [
      'Generate leads, meet customers and dealers, and close sales to reach monthly targets.',
      'Build and maintain relationships with key accounts and distributors in the territory.',
      'Prepare quotations, follow up on payments and report sales figures to the manager.',
      'Track market trends and competitor activity.',
    ].join('\n'),
    requirements: [
      'Graduate in any discipline; MBA in Marketing preferred',
      '2+ years of experience in field sales, business development or retail sales',
      'Excellent communication, negotiation and customer handling skills',
      'Target-driven, willing to travel',
      'Working knowledge of MS Excel and a CRM',
    ],
    experience_level: '1-3年',
  },
  {
    category: 'Health and fitness',
    title: 'Fitness Trainer',
    duties: [
      'Conduct personal training and group fitness sessions at the gym.',
      'Assess clients, design workout and diet plans, and track their progress.',
      'Teach correct exercise technique and ensure safety on the gym floor.',
    ].join('\n'),
    requirements: [
      'Certification in fitness training, sports science, nutrition or yoga',
      '1+ years of experience as a personal trainer or fitness instructor',
      'Knowledge of strength training, cardio, weight loss, nutrition and injury prevention',
      'First aid / CPR certification is a plus',
      'Good motivational and communication skills',
    ],
    experience_level: '1-3年',
  },
  {
    category: 'Civil Engineer',
    title: 'Civil Site Engineer',
    duties: [
      'Supervise construction work on site: foundations, RCC structures, roads and buildings.',
      'Prepare estimates, bills of quantities and measurement sheets; check contractor bills.',
      'Read structural drawings, set out the work and ensure quality and safety on site.',
      'Coordinate with architects, consultants and contractors to keep the project on schedule.',
    ].join('\n'),
    requirements: [
      'B.E./B.Tech or Diploma in Civil Engineering',
      '2+ years of site execution experience in building or infrastructure projects',
      'Proficiency in AutoCAD; knowledge of STAAD Pro or ETABS is a plus',
      'Knowledge of quantity surveying, estimation, concrete and surveying instruments',
    ],
    experience_level: '1-3年',
  },
  {
    category: 'Java Developer',
    title: 'Java Developer',
    duties: [
      'Design, develop and maintain Java web applications and REST services.',
      'Write clean, testable code, unit tests and take part in code reviews.',
      'Work with the team on database design, performance tuning and production support.',
    ].join('\n'),
    requirements: [
      "Bachelor's degree in Computer Science or equivalent (B.E./B.Tech/MCA)",
      '2+ years of experience in Java development',
      'Strong Core Java, J2EE, Servlets, JSP, Spring, Spring Boot and Hibernate',
      'Experience with SQL databases (MySQL or Oracle) and REST APIs',
      'Knowledge of Maven, Git and Tomcat; microservices experience is a plus',
    ],
    experience_level: '1-3年',
  },
  {
    category: 'Business Analyst',
    title: 'Business Analyst',
    duties: [
      'Gather and document business requirements through workshops and interviews with stakeholders.',
      'Write BRDs, functional specifications, user stories and process flows.',
      'Work with developers and testers to deliver the solution; support UAT and sign-off.',
      'Analyse data and prepare reports and dashboards for management.',
    ].join('\n'),
    requirements: [
      "Bachelor's degree; MBA preferred",
      '3+ years of experience as a business analyst',
      'Experience with requirement gathering, gap analysis, use cases and UML diagrams',
      'Knowledge of Agile / Scrum, JIRA and SQL',
      'Excellent communication and stakeholder management skills',
    ],
    experience_level: '3-5年',
  },
  {
    category: 'SAP Developer',
    title: 'SAP ABAP Developer',
    duties: [
      'Develop reports, interfaces, conversions, enhancements and forms (RICEF) in SAP ABAP.',
      'Work with functional consultants on SD, MM and FI modules to build technical solutions.',
      'Debug and fix production issues and support SAP upgrades.',
    ].join('\n'),
    requirements: [
      '3+ years of SAP ABAP development experience',
      'Hands-on experience with ALV reports, BAPIs, BADIs, user exits, Smart Forms and SAPscript',
      'Experience with IDocs, RFC and data migration with BDC or LSMW',
      'Knowledge of SAP HANA, CDS views or SAP Fiori is a plus',
    ],
    experience_level: '3-5年',
  },
  {
    category: 'Automation Testing',
    title: 'Automation Test Engineer',
    duties: [
      'Design and build test automation frameworks for web applications.',
      'Write and maintain automated test scripts and run them in the CI pipeline.',
      'Analyse failures, report defects and work with developers to improve quality.',
    ].join('\n'),
    requirements: [
      '2+ years of experience in test automation',
      'Strong Selenium WebDriver with Java, TestNG or JUnit, and Maven',
      'Experience with data-driven, keyword-driven or hybrid frameworks and Page Object Model',
      'Knowledge of Jenkins, Git and API testing with Postman or REST Assured',
      'Cucumber / BDD experience is a plus',
    ],
    experience_level: '1-3年',
  },
  {
    category: 'Electrical Engineering',
    title: 'Electrical Engineer',
    duties: [
      'Install, test and maintain electrical systems: transformers, switchgear, motors and panels.',
      'Prepare electrical drawings, load calculations and cable schedules.',
      'Carry out preventive maintenance and troubleshoot breakdowns in the plant.',
      'Ensure compliance with electrical safety standards.',
    ].join('\n'),
    requirements: [
      'B.E./B.Tech or Diploma in Electrical Engineering',
      '2+ years of experience in electrical maintenance, installation or commissioning',
      'Knowledge of PLC, SCADA, HT/LT panels, power distribution and protection relays',
      'AutoCAD Electrical is a plus',
    ],
    experience_level: '1-3年',
  },
  {
    category: 'Operations Manager',
    title: 'Operations Manager',
    duties: [
      'Plan and run daily operations to meet service, cost and quality targets.',
      'Lead and train the operations team; set KPIs and review performance.',
      'Improve processes, manage budgets, vendors and inventory, and report to senior management.',
      'Coordinate with sales, finance and logistics to deliver on customer commitments.',
    ].join('\n'),
    requirements: [
      "Bachelor's degree; MBA in Operations preferred",
      '5+ years of experience in operations, with at least 2 in a managerial role',
      'Experience in process improvement, supply chain, logistics and vendor management',
      'Strong leadership, team management and problem-solving skills',
      'Good command of MS Excel and reporting',
    ],
    experience_level: '5-10年',
  },
  {
    category: 'Python Developer',
    title: 'Python Developer',
    duties: [
      'Develop back-end services and web applications in Python.',
      'Build REST APIs, integrate third-party services and write automation scripts.',
      'Write unit tests, review code and deploy to Linux servers.',
    ].join('\n'),
    requirements: [
      '2+ years of experience in Python development',
      'Experience with Django or Flask and REST APIs',
      'Knowledge of SQL and databases such as PostgreSQL or MySQL',
      'Familiarity with Git, Linux and HTML/JavaScript',
      'Experience with pandas or web scraping is a plus',
    ],
    experience_level: '1-3年',
  },
  {
    category: 'DevOps Engineer',
    title: 'DevOps Engineer',
    duties: [
      'Build and maintain CI/CD pipelines for build, test and deployment.',
      'Manage cloud infrastructure on AWS or Azure with infrastructure as code.',
      'Containerise applications and run them on Kubernetes; monitor and troubleshoot production.',
    ].join('\n'),
    requirements: [
      '3+ years of experience in DevOps or system administration',
      'Hands-on with Jenkins, Git, Docker, Kubernetes and Ansible',
      'Experience with AWS (EC2, S3, VPC) and Terraform',
      'Shell or Python scripting on Linux',
      'Monitoring with Prometheus, Grafana or Nagios is a plus',
    ],
    experience_level: '3-5年',
  },
  {
    category: 'Network Security Engineer',
    title: 'Network Security Engineer',
    duties: [
      'Configure and maintain firewalls, VPNs, routers and switches.',
      'Monitor the network for threats, investigate security incidents and apply patches.',
      'Perform vulnerability assessments and keep security policies up to date.',
    ].join('\n'),
    requirements: [
      '2+ years of experience in network administration or network security',
      'Knowledge of TCP/IP, routing and switching, VLANs, VPN and firewalls (Cisco ASA, Palo Alto, Fortinet)',
      'Experience with IDS/IPS, SIEM and vulnerability scanning',
      'CCNA, CCNP Security or CEH certification is a plus',
    ],
    experience_level: '1-3年',
  },
  {
    category: 'Database',
    title: 'Database Administrator',
    duties: [
      'Install, configure, upgrade and maintain database servers.',
      'Plan and test backup and recovery; monitor performance and tune queries.',
      'Manage users, security and high availability (replication, clustering, Data Guard).',
    ].join('\n'),
    requirements: [
      '3+ years of experience as a database administrator',
      'Strong Oracle or SQL Server administration, RMAN and performance tuning',
      'Good SQL and PL/SQL; knowledge of MySQL or PostgreSQL',
      'Shell scripting on Linux or Unix',
      'Oracle OCP certification is a plus',
    ],
    experience_level: '3-5年',
  },
  {
    category: 'Hadoop',
    title: 'Hadoop / Big Data Developer',
    duties: [
      'Build data ingestion and processing pipelines on the Hadoop ecosystem.',
      'Write Spark and Hive jobs to transform large datasets and tune their performance.',
      'Work with data analysts to deliver data for reporting.',
    ].join('\n'),
    requirements: [
      '2+ years of experience in big data development',
      'Hands-on experience with Hadoop, HDFS, MapReduce, Hive, Pig, Sqoop and HBase',
      'Experience with Spark using Scala or Python',
      'Knowledge of Kafka, Oozie and Cloudera or Hortonworks distributions is a plus',
    ],
    experience_level: '1-3年',
  },
  {
    category: 'ETL Developer',
    title: 'ETL Developer',
    duties: [
      'Design and develop ETL mappings and workflows that load the data warehouse.',
      'Extract data from source systems, cleanse and transform it, and load it into target tables.',
      'Tune ETL performance, schedule jobs and support production loads.',
    ].join('\n'),
    requirements: [
      '2+ years of experience in ETL development',
      'Hands-on with Informatica PowerCenter, SSIS, Talend or DataStage',
      'Strong SQL and PL/SQL on Oracle, SQL Server or Teradata',
      'Knowledge of data warehousing concepts: star schema, dimensions, facts and slowly changing dimensions',
      'Unix shell scripting is a plus',
    ],
    experience_level: '1-3年',
  },
  {
    category: 'DotNet Developer',
    title: '.NET Developer',
    duties: [
      'Develop web applications and APIs with C# and ASP.NET.',
      'Design database tables and stored procedures in SQL Server.',
      'Fix bugs, write unit tests and maintain existing applications.',
    ].join('\n'),
    requirements: [
      '2+ years of experience in .NET development',
      'Strong C#, ASP.NET MVC, ASP.NET Core, Web API and Entity Framework',
      'Good SQL Server knowledge: queries, stored procedures and performance',
      'HTML, CSS, JavaScript and jQuery; Angular is a plus',
    ],
    experience_level: '1-3年',
  },
  {
    category: 'Blockchain',
    title: 'Blockchain Developer',
    duties: [
      'Design and develop smart contracts and decentralised applications (DApps).',
      'Integrate blockchain networks with web and mobile front ends.',
      'Review smart contract security and optimise gas usage.',
    ].join('\n'),
    requirements: [
      '1+ years of experience in blockchain development',
      'Experience with Ethereum, Solidity, Web3.js, Truffle or Hyperledger Fabric',
      'Understanding of cryptography, consensus algorithms and distributed ledgers',
      'Node.js or JavaScript development experience',
    ],
    experience_level: '1-3年',
  },
  {
    category: 'Testing',
    title: 'QA Test Engineer (Manual Testing)',
    duties: [
      'Analyse requirements and write test plans, test scenarios and test cases.',
      'Execute functional, integration, regression and user acceptance testing.',
      'Log and track defects and verify fixes; report test status to the project team.',
    ].join('\n'),
    requirements: [
      '1+ years of experience in software testing',
      'Knowledge of SDLC, STLC, the defect life cycle and test design techniques',
      'Experience with manual, functional, regression and system testing',
      'Defect tracking with JIRA, Bugzilla or Quality Center; basic SQL',
      'ISTQB certification is a plus',
    ],
    experience_level: '1-3年',
  },
];
