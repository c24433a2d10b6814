import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Empty, Modal, Pagination, Skeleton, Tabs } from 'antd';
import { lazy, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLayout } from '../../components/app-layout.tsx';
import { ListLoading } from '../../components/list-loading.tsx';
import { LoadBoundary } from '../../components/load-boundary.tsx';
import { useConfirmBackWhileUnsaved, useConfirmDiscard } from '../../hooks/use-confirm-discard.ts';
import { useScreens } from '../../hooks/use-screens.ts';
import { positiveInt } from '../../lib/query-params.ts';
import { ROUTES } from '../../lib/routes.ts';
import { useOptimizationCounts, useServiceHealth } from './api/ai-queries.ts';
import { useResume } from './api/get-resume.ts';
import { PAGE_SIZE, useResumeList } from './api/list-resumes.ts';
import { DETAIL_VIEWS, type TDetailView } from './components/detail-views.ts';
import { ResumeCard } from './components/resume-card.tsx';
import './resumes.css';

// What the library shows only on demand (one resume, adding one, the public tab) loads on its own,
// and in the background once the list is on screen: the list itself starts sooner on a phone.
const loadDetail = () => import('./components/resume-detail.tsx');
const loadUpload = () => import('./components/upload-panel.tsx');
const loadPublic = () => import('./components/public-resumes.tsx');
const ResumeDetail = lazy(async () => ({ default: (await loadDetail()).ResumeDetail }));
const UploadPanel = lazy(async () => ({ default: (await loadUpload()).UploadPanel }));
const PublicResumes = lazy(async () => ({ default: (await loadPublic()).PublicResumes }));
const SETTLE_MS = 3000;
const warm = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);
/** A pointer, a touch or the focus reaching an element starts loading what it opens. */
const warmOn = (load: () => Promise<unknown>) => {
  const start = warm(load);
  return { onPointerEnter: start, onFocus: start, onTouchStart: start };
};
// What the address already asks for starts loading with the page's own code, not after start-up.
if (window.location.pathname === ROUTES.resume) {
  const asked = new URLSearchParams(window.location.search);
  if (asked.has('resumeId')) warm(loadDetail)();
  if (asked.get('upload') === '1') warm(loadUpload)();
  if (asked.get('tab') === 'public') warm(loadPublic)();
}

/**
 * /resume — the resume library and its optimisation views. Query: ?tab=public, ?upload=1 opens
 * "add a resume", ?resumeId= opens one resume, ?view=analysis|optimize|chat one of its AI views,
 * ?page= pages the list (12 per page), ?section= highlights a section of the structured view.
 */
export function ResumesPage() {
  const { t } = useTranslation('resumes');
  const screens = useScreens();
  // Unsaved edits of the open resume: closing the drawer asks first.
  const editChanged = useRef(false);
  const confirmDiscard = useConfirmDiscard();
  useConfirmBackWhileUnsaved(() => editChanged.current, ['resumeId']);
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const tab = params.get('tab') === 'public' ? 'public' : 'mine';
  const selectedId = positiveInt(params.get('resumeId'));
  const uploadOpen = params.get('upload') === '1';
  const viewParam = params.get('view');
  const section = params.get('section');
  const view: TDetailView = DETAIL_VIEWS.find((v) => v === viewParam) ?? 'content';
  const list = useResumeList(page);
  const selected = useResume(selectedId);
  const counts = useOptimizationCounts();
  const health = useServiceHealth(list.isError);

  useEffect(() => {
    document.title = `${t('list.title')} · 面试领航`;
  }, [t]);
  // Loaded ahead: once the page has settled, or as soon as a pointer or the focus reaches a card
  // or the upload button.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 0));
      idle(() => void Promise.all([loadDetail(), loadUpload(), loadPublic()]).catch(() => undefined));
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const setParam = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  const items = list.data?.resumes ?? [];
  const total = list.data?.total ?? 0;
  // A page past the last one (its last resume just deleted, or an old link) goes to the last page:
  // the library is not empty, and the first-use screen would say it is. Until that page is here
  // (the empty page stays on screen as placeholder data meanwhile) the list shows it is loading.
  const pastLastPage = !!list.data && !list.isPlaceholderData && items.length === 0 && total > 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  useEffect(() => {
    if (!pastLastPage) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (lastPage === 1) next.delete('page');
        else next.set('page', String(lastPage));
        return next;
      },
      { replace: true },
    );
  }, [pastLastPage, lastPage, setParams]);
  const uploadPanel = (
    <LoadBoundary fallback={<Skeleton active />}>
      <UploadPanel
        onDone={(resume) => setParam({ upload: null, tab: null, page: null, resumeId: String(resume.id) })}
        onQueued={() => setParam({ upload: null })}
        onOpenExisting={(id) => setParam({ upload: null, tab: null, page: null, resumeId: String(id) })}
      />
    </LoadBoundary>
  );

  const mine = (
    <>
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={list.error.message}
          description={health.data === false ? t('list.serviceDown') : undefined}
          action={
            <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void list.refetch()}>
              {t('list.retry')}
            </Button>
          }
        />
      )}
      {list.isLoading || (items.length === 0 && total > 0) ? (
        <ListLoading cardClassName="op-resume-card" />
      ) : items.length === 0 && !list.isError ? (
        <div className="op-resumes__first">
          <Empty
            description={
              <>
                <strong>{t('list.emptyTitle')}</strong>
                <br />
                {t('list.emptyText')}
              </>
            }
          />
          {!uploadOpen && uploadPanel}
        </div>
      ) : (
        <>
          <p className="op-list-page__count">{t('list.total', { total })}</p>
          <div className="op-list-page__grid" {...warmOn(loadDetail)}>
            {items.map((r) => (
              <ResumeCard
                key={r.id}
                resume={r}
                selected={r.id === selectedId}
                optimizations={counts.data?.get(r.id) ?? 0}
                onOpen={() => setParam({ resumeId: String(r.id) })}
              />
            ))}
          </div>
          {total > PAGE_SIZE && (
            <Pagination
              className="op-list-page__pager"
              current={page}
              pageSize={PAGE_SIZE}
              total={total}
              showSizeChanger={false}
              onChange={(p) => setParam({ page: p === 1 ? null : String(p) })}
            />
          )}
        </>
      )}
    </>
  );

  return (
    <AppLayout>
      <div className="op-resumes">
        <header className="op-list-page__head">
          <div>
            <h1 className="op-list-page__title">{t('list.title')}</h1>
            <p className="op-list-page__subtitle">{t('list.subtitle')}</p>
          </div>
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            {...warmOn(loadUpload)}
            onClick={() => setParam({ upload: '1' })}
          >
            {t('list.upload')}
          </Button>
        </header>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParam({ tab: key === 'public' ? 'public' : null, page: null })}
          items={[
            { key: 'mine', label: t('list.tabMine'), children: mine },
            {
              key: 'public',
              label: t('list.tabPublic'),
              children: (
                <LoadBoundary fallback={<ListLoading cardClassName="op-resume-card" />}>
                  <PublicResumes />
                </LoadBoundary>
              ),
            },
          ]}
        />
      </div>

      <Modal
        open={uploadOpen}
        title={t('upload.title')}
        footer={null}
        width={screens.md ? 640 : '100%'}
        onCancel={() => setParam({ upload: null })}
        destroyOnHidden
        mask={{ closable: false }}
      >
        {uploadPanel}
      </Modal>

      <Drawer
        open={selectedId !== null}
        onClose={() =>
          confirmDiscard(editChanged.current, () => setParam({ resumeId: null, view: null, section: null }))
        }
        title={selected.data?.file_name ?? t('detail.title')}
        size={screens.xl ? 1180 : screens.md ? 760 : '100%'}
        destroyOnHidden
        closable={{ 'aria-label': t('detail.close') }}
      >
        {selectedId !== null && (
          <LoadBoundary key={selectedId} fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
            <ResumeDetail
              id={selectedId}
              view={view}
              section={section}
              onViewChange={(v) => setParam({ view: v === 'content' ? null : v })}
              onOpenResume={(next) => setParam({ resumeId: String(next), view: null })}
              onDeleted={() => setParam({ resumeId: null, view: null })}
              changedRef={editChanged}
            />
          </LoadBoundary>
        )}
      </Drawer>
    </AppLayout>
  );
}
