import { FileTextOutlined, GlobalOutlined, LockOutlined } from '@ant-design/icons';
import type { TResumeSummary } from '@offerpilot/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../format.ts';

/** One resume in the library: who, for what role, where it came from, public or private. */
export function ResumeCard({
  resume,
  selected,
  onOpen,
  optimizations = 0,
}: {
  resume: TResumeSummary;
  selected: boolean;
  onOpen: () => void;
  /** Current optimisation records of this resume. */
  optimizations?: number;
}) {
  const { t } = useTranslation('resumes');
  const basics = resume.basics;
  const subtitle = [basics?.name, basics?.target_role ?? resume.position].filter(Boolean).join(' · ');
  return (
    <button
      type="button"
      className={`op-list-card op-resume-card${selected ? ' op-list-card--selected' : ''}`}
      onClick={onOpen}
      aria-pressed={selected}
      aria-label={t('list.open', { name: resume.file_name })}
    >
      <div className="op-resume-card__head">
        <FileTextOutlined className="op-resume-card__icon" aria-hidden="true" />
        <h2 className="op-resume-card__name">{resume.file_name}</h2>
      </div>
      {subtitle && <div className="op-resume-card__sub">{subtitle}</div>}
      <p className="op-resume-card__excerpt">{resume.excerpt}</p>
      <div className="op-resume-card__meta">
        <Tag color={resume.source === 'optimized' ? 'purple' : undefined}>
          {t(`source.${resume.source}`, { defaultValue: resume.source })}
        </Tag>
        {resume.file && <Tag>{resume.file.kind.toUpperCase()}</Tag>}
        <Tag
          icon={resume.is_public ? <GlobalOutlined aria-hidden /> : <LockOutlined aria-hidden />}
          color={resume.is_public ? 'green' : undefined}
        >
          {resume.is_public ? t('public.on') : t('public.off')}
        </Tag>
        {resume.parent_id !== null && resume.source !== 'optimized' && <Tag color="purple">{t('list.version')}</Tag>}
        {optimizations > 0 && <Tag color="blue">{t('list.optimized', { count: optimizations })}</Tag>}
        <span className="op-resume-card__time">{t('list.updatedAt', { time: formatDate(resume.updated_at) })}</span>
      </div>
    </button>
  );
}
