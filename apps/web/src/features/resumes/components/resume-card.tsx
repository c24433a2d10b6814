import { FileTextOutlined, GlobalOutlined, LockOutlined } from '@ant-design/icons';
import type { TResumeSummary } from '@offerpilot/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../format.ts';
import { resumeCardParts, type TCardTagKind } from '../resume-card-parts.ts';

const TAG_COLOURS: Record<TCardTagKind, string | undefined> = {
  plain: undefined,
  private: undefined,
  public: 'green',
  purple: 'purple',
  blue: 'blue',
};

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
  const { subtitle, tags } = resumeCardParts(resume, optimizations);
  // The parts name their texts by key (the saved page looks the same keys up without i18next).
  const text = t as unknown as (key: string, values?: Record<string, string | number>) => string;
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
        {tags.map((tag, i) => (
          <Tag
            key={i}
            color={TAG_COLOURS[tag.kind]}
            icon={
              tag.kind === 'public' ? (
                <GlobalOutlined aria-hidden />
              ) : tag.kind === 'private' ? (
                <LockOutlined aria-hidden />
              ) : undefined
            }
          >
            {tag.text ?? text(tag.key!, tag.values)}
          </Tag>
        ))}
        <span className="op-resume-card__time">{t('list.updatedAt', { time: formatDate(resume.updated_at) })}</span>
      </div>
    </button>
  );
}
