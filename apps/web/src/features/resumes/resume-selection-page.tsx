import { CheckCircleFilled, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Pagination, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppLayout } from '../../components/app-layout.tsx';
import { ROUTES } from '../../lib/routes.ts';
import { PAGE_SIZE, useResumeList } from './api/list-resumes.ts';
import { usePositionOptions } from '../../hooks/use-my-lists.ts';
import { formatDate } from './format.ts';
import './resumes.css';

/**
 * /resume-selection — choose a resume for the next step. Any ?positionId= is kept on the way on
 * (to /resume?resumeId=…&positionId=…, where the resume is analysed against that position).
 */
export function ResumeSelectionPage() {
  const { t } = useTranslation('resumes');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const positionId = params.get('positionId');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<number | null>(null);
  const list = useResumeList(page);
  const positions = usePositionOptions();
  const positionName = positions.data?.find((p) => String(p.value) === positionId)?.label;
  const items = list.data?.resumes ?? [];

  useEffect(() => {
    document.title = `${t('selection.title')} · 面试领航`;
  }, [t]);

  const withPosition = (search: URLSearchParams) => {
    if (positionId) search.set('positionId', positionId);
    return search.toString();
  };
  const next = () => {
    if (picked === null) return;
    navigate(`${ROUTES.resume}?${withPosition(new URLSearchParams({ resumeId: String(picked) }))}`);
  };
  const uploadLink = `${ROUTES.resume}?${withPosition(new URLSearchParams({ upload: '1' }))}`;

  return (
    <AppLayout>
      <div className="op-resumes op-selection">
        <header className="op-list-page__head">
          <div>
            <h1 className="op-list-page__title">{t('selection.title')}</h1>
            <p className="op-list-page__subtitle">{t('selection.subtitle')}</p>
            {positionName && (
              <p className="op-selection__position">{t('selection.forPosition', { name: positionName })}</p>
            )}
          </div>
          <Link to={uploadLink}>
            <Button icon={<UploadOutlined aria-hidden />}>{t('selection.upload')}</Button>
          </Link>
        </header>
        {list.isError && <Alert type="error" showIcon title={list.error.message} />}
        {list.isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : items.length === 0 && !list.isError ? (
          <Empty
            className="op-list-page__empty"
            description={
              <>
                <strong>{t('selection.emptyTitle')}</strong>
                <br />
                {t('selection.emptyText')}
              </>
            }
          >
            <Link to={uploadLink}>
              <Button type="primary">{t('selection.upload')}</Button>
            </Link>
          </Empty>
        ) : (
          <>
            <div className="op-selection__list" role="radiogroup" aria-label={t('selection.title')}>
              {items.map((r) => (
                <button
                  key={r.id}
                  type="button"
                  role="radio"
                  aria-checked={picked === r.id}
                  className={`op-selection__item${picked === r.id ? ' op-selection__item--picked' : ''}`}
                  onClick={() => setPicked(r.id)}
                  onDoubleClick={() => {
                    setPicked(r.id);
                    navigate(`${ROUTES.resume}?${withPosition(new URLSearchParams({ resumeId: String(r.id) }))}`);
                  }}
                >
                  <span className="op-selection__check" aria-hidden="true">
                    {picked === r.id && <CheckCircleFilled aria-hidden />}
                  </span>
                  <span className="op-selection__body">
                    <strong>{r.file_name}</strong>
                    <span className="op-selection__meta">
                      {[r.basics?.name, r.basics?.target_role ?? r.position].filter(Boolean).join(' · ')}
                      {'  '}
                      {t('list.updatedAt', { time: formatDate(r.updated_at) })}
                    </span>
                  </span>
                </button>
              ))}
            </div>
            {(list.data?.total ?? 0) > PAGE_SIZE && (
              <Pagination
                className="op-list-page__pager"
                current={page}
                pageSize={PAGE_SIZE}
                total={list.data?.total ?? 0}
                showSizeChanger={false}
                onChange={setPage}
              />
            )}
            <div className="op-selection__footer">
              <Button type="primary" size="large" disabled={picked === null} onClick={next}>
                {t('selection.next')}
              </Button>
            </div>
          </>
        )}
      </div>
    </AppLayout>
  );
}
