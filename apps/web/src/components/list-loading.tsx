import { Skeleton } from 'antd';

/**
 * A list page while its first page loads: six ghost cards under an empty count line. The count's
 * place is kept so the list below does not move when it arrives (no layout shift).
 */
export function ListLoading({ cardClassName }: { cardClassName: string }) {
  return (
    <>
      <p className="op-list-page__count" aria-hidden="true">
        {'\u00a0'}
      </p>
      <div className="op-list-page__grid">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={`op-list-card op-list-card--ghost ${cardClassName}`}>
            <Skeleton active paragraph={{ rows: 2 }} />
          </div>
        ))}
      </div>
    </>
  );
}
