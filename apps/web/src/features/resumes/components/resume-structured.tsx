import type { TResumeJson } from '@offerpilot/shared';
import { Descriptions, Empty, Tag } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPeriod } from '../format.ts';

/** The sections another screen can point at (?section= on /resume, e.g. from an interview report). */
type TResumeSectionKey = 'basics' | 'work' | 'projects' | 'education' | 'skills' | 'selfEvaluation';

function Section({
  title,
  children,
  id,
  focus,
}: {
  title: string;
  children: ReactNode;
  id?: TResumeSectionKey;
  focus?: string | null;
}) {
  const focused = id !== undefined && id === focus;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [focused]);
  return (
    <section
      ref={ref}
      className={`op-resume-section${focused ? ' op-resume-section--focus' : ''}`}
      aria-label={title}
      data-section={id}
      aria-current={focused ? 'true' : undefined}
    >
      <h3 className="op-resume-section__title">{title}</h3>
      {children}
    </section>
  );
}

function Entry({
  title,
  note,
  meta,
  period,
  lines,
}: {
  title: string;
  /** "兼职", "课程设计": written beside the name, not one of the lines. */
  note?: string | null;
  meta: string;
  period: string | null;
  lines: string[];
}) {
  return (
    <div className="op-resume-entry">
      <div className="op-resume-entry__head">
        <span className="op-resume-entry__name">
          <strong className="op-resume-entry__title">{title}</strong>
          {note && <Tag className="op-resume-entry__note">{note}</Tag>}
        </span>
        {period && <span className="op-resume-entry__period">{period}</span>}
      </div>
      {meta && <div className="op-resume-entry__meta">{meta}</div>}
      {lines.length > 0 && (
        <ul className="op-resume-entry__lines">
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The structured resume, section by section; only what the parser found is shown. `focus` highlights one. */
export function ResumeStructured({ data, focus = null }: { data: TResumeJson | null; focus?: string | null }) {
  const { t } = useTranslation('resumes');
  if (!data) return <Empty description={t('detail.extracting')} />;
  const present = t('sections.present');
  const dash = '—';
  const b = data.basics;
  const rows: Array<[string, string, string | null]> = [
    ['name', t('sections.name'), b.name],
    ['phone', t('sections.phone'), b.phone],
    ['email', t('sections.email'), b.email],
    ['city', t('sections.city'), b.city],
    ['targetRole', t('sections.targetRole'), b.target_role],
    [
      'years',
      t('sections.years'),
      b.years_of_experience === null ? null : t('sections.yearsValue', { years: b.years_of_experience }),
    ],
  ];
  const basics = rows.filter((row): row is [string, string, string] => Boolean(row[2]));
  const found =
    basics.length + data.education.length + data.work.length + data.projects.length + data.skills.length > 0;

  return (
    <div className="op-resume-structured">
      <div className="op-resume-structured__lang">
        <Tag>{t(`sections.language.${data.meta.language}`)}</Tag>
      </div>
      {!found && <Empty description={t('sections.notFound')} />}
      {basics.length > 0 && (
        <Section id="basics" focus={focus} title={t('sections.basics')}>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={basics.map(([key, label, value]) => ({ key, label, children: value }))}
          />
        </Section>
      )}
      {data.work.length > 0 && (
        <Section id="work" focus={focus} title={t('sections.work')}>
          {data.work.map((w, i) => (
            <Entry
              key={i}
              title={w.company ?? w.title ?? dash}
              note={w.note}
              meta={[w.department, w.company ? w.title : null].filter(Boolean).join(' · ')}
              period={formatPeriod(w.period, present)}
              lines={w.highlights}
            />
          ))}
        </Section>
      )}
      {data.projects.length > 0 && (
        <Section id="projects" focus={focus} title={t('sections.projects')}>
          {data.projects.map((p, i) => (
            <Entry
              key={i}
              title={p.name ?? dash}
              note={p.note}
              meta={p.role ?? ''}
              period={formatPeriod(p.period, present)}
              lines={p.highlights}
            />
          ))}
        </Section>
      )}
      {data.education.length > 0 && (
        <Section id="education" focus={focus} title={t('sections.education')}>
          {data.education.map((e, i) => (
            <Entry
              key={i}
              title={e.school ?? dash}
              meta={[e.degree, e.major].filter(Boolean).join(' · ')}
              period={formatPeriod(e.period, present)}
              lines={e.details}
            />
          ))}
        </Section>
      )}
      {data.skills.length > 0 && (
        <Section id="skills" focus={focus} title={t('sections.skills')}>
          <ul className="op-resume-entry__lines">
            {data.skills.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ul>
        </Section>
      )}
      {data.certificates.length > 0 && (
        <Section title={t('sections.certificates')}>
          <div className="op-resume-tags">
            {data.certificates.map((c, i) => (
              <Tag key={i}>{c}</Tag>
            ))}
          </div>
        </Section>
      )}
      {data.awards.length > 0 && (
        <Section title={t('sections.awards')}>
          <ul className="op-resume-entry__lines">
            {data.awards.map((a, i) => (
              <li key={i}>{a}</li>
            ))}
          </ul>
        </Section>
      )}
      {data.self_evaluation && (
        <Section id="selfEvaluation" focus={focus} title={t('sections.selfEvaluation')}>
          <p className="op-resume-section__text">{data.self_evaluation}</p>
        </Section>
      )}
      {data.other.map((o, i) => (
        <Section key={i} title={o.title.trim() || t('sections.untitled')}>
          <p className="op-resume-section__text">{o.lines.join('\n')}</p>
        </Section>
      ))}
    </div>
  );
}
