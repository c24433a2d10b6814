import { EnvironmentOutlined, FieldTimeOutlined, ShopOutlined } from '@ant-design/icons';
import type { TPositionSummary } from '@offerpilot/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function PositionCard({
  position,
  selected,
  onOpen,
}: {
  position: TPositionSummary;
  selected: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation('positions');
  return (
    <button
      type="button"
      className={`op-list-card op-position-card${selected ? ' op-list-card--selected' : ''}`}
      onClick={onOpen}
      aria-pressed={selected}
    >
      <div className="op-position-card__head">
        <h2 className="op-position-card__name">{position.name}</h2>
        {position.salary_range && <span className="op-position-card__salary">{position.salary_range}</span>}
      </div>
      <div className="op-position-card__company">
        <ShopOutlined aria-hidden="true" /> {position.company_name ?? t('detail.none')}
      </div>
      <div className="op-position-card__meta">
        {position.work_location && (
          <span>
            <EnvironmentOutlined aria-hidden="true" /> {position.work_location}
          </span>
        )}
        {position.experience_level && (
          <span>
            <FieldTimeOutlined aria-hidden="true" /> {position.experience_level}
          </span>
        )}
        {position.industry && <Tag>{position.industry}</Tag>}
      </div>
    </button>
  );
}
