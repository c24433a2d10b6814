import type { TPublicResume } from '@offerpilot/shared';
import { Alert, Drawer, Empty, Input, Pagination, Skeleton } from 'antd';
import { useScreens } from '../../../hooks/use-screens.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicResumes } from '../api/list-public-resumes.ts';
import { PAGE_SIZE } from '../api/list-resumes.ts';
import { formatDate } from '../format.ts';
import { ResumeStructured } from './resume-structured.tsx';

/** Other users' public resumes (contact details removed by the server), filtered by position. */
export function PublicResumes() {
  const { t } = useTranslation('resumes');
  const screens = useScreens();
  const [page, setPage] = useState(1);
  const [position, setPosition] = useState('');
  const [open, setOpen] = useState<TPublicResume | null>(null);
  const query = usePublicResumes(page, position);
  const items = query.data?.resumes ?? [];

  return (
    <div className="op-resumes__public">
      <p className="op-resumes__hint">{t('publicList.hint')}</p>
      <Input.Search
        allowClear
        className="op-resumes__public-search"
        placeholder={t('publicList.searchPlaceholder')}
        aria-label={t('publicList.searchPlaceholder')}
        onSearch={(value) => {
          setPage(1);
          setPosition(value.trim());
        }}
      />
      {query.isError && <Alert type="error" showIcon title={query.error.message} />}
      {query.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : items.length === 0 && !query.isError ? (
        <Empty
          className="op-list-page__empty"
          description={position ? t('publicList.noResult') : t('publicList.empty')}
        />
      ) : (
        <>
          <div className="op-list-page__grid">
            {items.map((r) => (
              <button
                key={r.id}
                type="button"
                className="op-list-card op-resume-card"
                onClick={() => setOpen(r)}
                aria-label={t('list.open', { name: r.file_name })}
              >
                <div className="op-resume-card__head">
                  <h3 className="op-resume-card__name">{r.file_name}</h3>
                </div>
                {(r.position || r.resume_json_content?.basics.target_role) && (
                  <div className="op-resume-card__sub">{r.position ?? r.resume_json_content?.basics.target_role}</div>
                )}
                <p className="op-resume-card__excerpt">{r.content.replace(/\s+/g, ' ').slice(0, 120)}</p>
                <div className="op-resume-card__meta">
                  <span className="op-resume-card__time">
                    {t('list.updatedAt', { time: formatDate(r.updated_at) })}
                  </span>
                </div>
              </button>
            ))}
          </div>
          {(query.data?.total ?? 0) > PAGE_SIZE && (
            <Pagination
              className="op-list-page__pager"
              current={page}
              pageSize={PAGE_SIZE}
              total={query.data?.total ?? 0}
              showSizeChanger={false}
              onChange={setPage}
            />
          )}
        </>
      )}
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open?.file_name}
        size={screens.md ? 720 : '100%'}
        destroyOnHidden
        closable={{ 'aria-label': t('detail.close') }}
      >
        {open && (
          <>
            <ResumeStructured data={open.resume_json_content} />
            <h2 className="op-resume-detail__pane-title">{t('detail.original')}</h2>
            <pre className="op-resume-original">{open.content}</pre>
          </>
        )}
      </Drawer>
    </div>
  );
}
