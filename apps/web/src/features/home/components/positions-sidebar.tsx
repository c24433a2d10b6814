import { FileTextOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { TPositionSummary } from '@offerpilot/shared';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { positionLabel } from '../../../hooks/use-my-lists.ts';
import { ROUTES } from '../../../lib/routes.ts';

/**
 * Spec §2 sidebar: 'title · company' chips (the selected one highlighted), 'new position', and the
 * resume-optimisation chip. Picking a chip selects it and opens it in /positions.
 */
export function PositionsSidebar({
  positions,
  isLoading,
  error,
  onRetry,
  selectedId,
  onSelect,
}: {
  positions: TPositionSummary[];
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();

  return (
    <section className="op-home-side__section" aria-labelledby="op-home-positions">
      <div className="op-home-side__head">
        <h2 id="op-home-positions" className="op-home-side__title">
          {t('positions.title')}
        </h2>
        <Button
          size="small"
          type="primary"
          ghost
          icon={<PlusOutlined aria-hidden />}
          onClick={() => navigate(`${ROUTES.positions}?create=1`)}
        >
          {t('positions.new')}
        </Button>
      </div>
      {isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : error ? (
        <Alert
          type="error"
          showIcon
          title={t('positions.error')}
          description={error.message}
          action={
            <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
              {t('positions.retry')}
            </Button>
          }
        />
      ) : positions.length === 0 ? (
        <p className="op-home-side__empty">{t('positions.empty')}</p>
      ) : (
        <ul className="op-home-chips" aria-label={t('positions.title')}>
          {positions.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className={`op-home-chip${p.id === selectedId ? ' op-home-chip--selected' : ''}`}
                aria-current={p.id === selectedId ? 'true' : undefined}
                title={positionLabel(p)}
                onClick={() => {
                  onSelect(p.id);
                  navigate(`${ROUTES.positions}?positionId=${p.id}`);
                }}
              >
                {positionLabel(p)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="op-home-chip op-home-chip--resume" onClick={() => navigate(ROUTES.resume)}>
        <FileTextOutlined aria-hidden="true" /> {t('positions.resume')}
      </button>
    </section>
  );
}
