import { PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, App, Button, Drawer, Empty, Input, Pagination, Select } from 'antd';
import { useConfirmBackWhileUnsaved, useConfirmDiscard } from '../../hooks/use-confirm-discard.ts';
import { useScreens } from '../../hooks/use-screens.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AppLayout } from '../../components/app-layout.tsx';
import { ListLoading } from '../../components/list-loading.tsx';
import { ROUTES } from '../../lib/routes.ts';
import { PositionCard } from './components/position-card.tsx';
import { PositionDrawer } from './components/position-drawer.tsx';
import { PositionForm } from './components/position-form.tsx';
import { CITIES, EXPERIENCE_LEVELS, INDUSTRIES } from './options.ts';
import { toCreatePayload, type TPositionForm } from './payload.ts';
import { useCreatePosition } from './api/create-position.ts';
import { usePositions } from './api/get-positions.ts';
import { usePositionFilters } from './store/position-filters.ts';
import './positions.css';

/** /positions — paged list with search and filters; ?create=1 opens creation; ?positionId= selects one. */
export function PositionsPage() {
  const { t } = useTranslation('positions');
  const { message } = App.useApp();
  const screens = useScreens();
  const [params, setParams] = useSearchParams();
  const { page, pageSize, query, setPage, setQuery } = usePositionFilters();
  const list = usePositions({ page, pageSize, ...query });
  const createPosition = useCreatePosition();
  const creating = createPosition.isPending;
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  // Unsaved edits of a new position or of the open one: closing or going Back asks first.
  const createChanged = useRef(false);
  const editChanged = useRef(false);
  const confirmDiscard = useConfirmDiscard();
  useConfirmBackWhileUnsaved(() => createChanged.current || editChanged.current, ['positionId', 'create']);
  const createOpen = params.get('create') === '1';
  const selectedRaw = Number(params.get('positionId'));
  const selectedId = Number.isInteger(selectedRaw) && selectedRaw > 0 ? selectedRaw : null;
  const items = list.data?.positions ?? [];
  const total = list.data?.total ?? 0;
  const loading = list.isPending || list.isFetching;
  // As before: asking again (重试, a new page or filter) clears the last error until the answer.
  const error = list.isFetching ? null : (list.error?.message ?? null);

  useEffect(() => {
    document.title = `${t('list.title')} · 面试领航`;
  }, [t]);

  // The page just emptied (its last position deleted) while others remain: show the last page that has some.
  useEffect(() => {
    if (items.length > 0 || total === 0) return;
    const last = Math.max(1, Math.min(page, Math.ceil(total / pageSize)));
    if (last !== page) setPage(last);
  }, [items.length, total, page, pageSize, setPage]);

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next);
  };

  const submitCreate = async (values: TPositionForm) => {
    try {
      const created = await createPosition.mutateAsync(toCreatePayload(values));
      void message.success(t('form.created'));
      const next = new URLSearchParams(params);
      next.delete('create');
      next.set('positionId', String(created.id));
      setParams(next);
    } catch (e) {
      void message.error((e as Error).message);
    }
  };

  const filtered = Boolean(query.keyword || query.industry || query.experience_level || query.work_location);

  return (
    <AppLayout>
      <div className="op-positions">
        <header className="op-list-page__head">
          <div>
            <h1 className="op-list-page__title">{t('list.title')}</h1>
            <p className="op-list-page__subtitle">{t('list.subtitle')}</p>
          </div>
          <div className="op-positions__actions">
            <Link to={ROUTES.createPosition}>
              <Button>{t('list.fromTemplate')}</Button>
            </Link>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setParam('create', '1')}>
              {t('list.new')}
            </Button>
          </div>
        </header>

        <div className="op-positions__filters" role="search">
          <Input.Search
            allowClear
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(value) => setQuery({ ...query, keyword: value.trim() || undefined })}
            placeholder={t('list.searchPlaceholder')}
            aria-label={t('list.searchPlaceholder')}
            enterButton={<Button icon={<SearchOutlined aria-hidden />} aria-label={t('list.search')} />}
            className="op-positions__search"
          />
          <Select
            allowClear
            placeholder={t('list.industry')}
            aria-label={t('list.industry')}
            value={query.industry}
            options={INDUSTRIES.map((v) => ({ value: v, label: v }))}
            onChange={(v?: string) => setQuery({ ...query, industry: v })}
          />
          <Select
            allowClear
            placeholder={t('list.experience')}
            aria-label={t('list.experience')}
            value={query.experience_level}
            options={EXPERIENCE_LEVELS.map((v) => ({ value: v, label: v }))}
            onChange={(v?: string) => setQuery({ ...query, experience_level: v })}
          />
          <Select
            allowClear
            showSearch
            placeholder={t('list.location')}
            aria-label={t('list.location')}
            value={query.work_location}
            options={CITIES.map((v) => ({ value: v, label: v }))}
            onChange={(v?: string) => setQuery({ ...query, work_location: v })}
          />
          {filtered && (
            <Button
              type="link"
              onClick={() => {
                setKeyword('');
                setQuery({});
              }}
            >
              {t('list.clear')}
            </Button>
          )}
        </div>

        {error && (
          <Alert
            type="error"
            showIcon
            title={error}
            action={
              <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void list.refetch()}>
                {t('list.retry')}
              </Button>
            }
          />
        )}

        {loading && items.length === 0 ? (
          <ListLoading cardClassName="op-position-card" />
        ) : items.length === 0 && !error ? (
          <Empty
            className="op-list-page__empty"
            description={
              filtered ? (
                t('list.noResult')
              ) : (
                <>
                  <strong>{t('list.emptyTitle')}</strong>
                  <br />
                  {t('list.emptyText')}
                </>
              )
            }
          >
            {!filtered && (
              <div className="op-positions__actions op-positions__actions--center">
                <Link to={ROUTES.createPosition}>
                  <Button type="primary">{t('list.fromTemplate')}</Button>
                </Link>
                <Button onClick={() => setParam('create', '1')}>{t('list.new')}</Button>
              </div>
            )}
          </Empty>
        ) : (
          <>
            <p className="op-list-page__count">{t('list.total', { total })}</p>
            <div className="op-list-page__grid">
              {items.map((p) => (
                <PositionCard
                  key={p.id}
                  position={p}
                  selected={p.id === selectedId}
                  onOpen={() => setParam('positionId', String(p.id))}
                />
              ))}
            </div>
            {total > pageSize && (
              <Pagination
                className="op-list-page__pager"
                current={page}
                pageSize={pageSize}
                total={total}
                showSizeChanger={false}
                onChange={setPage}
              />
            )}
          </>
        )}
      </div>

      <Drawer
        open={createOpen}
        // What was typed into a new position is asked about before it is lost (not while it is saved).
        onClose={() => confirmDiscard(createChanged.current && !creating, () => setParam('create', null))}
        mask={{ closable: false }}
        size={screens.md ? 640 : '100%'}
        title={t('form.createTitle')}
        destroyOnHidden
      >
        <PositionForm
          name="create-position"
          submitting={creating}
          onSubmit={submitCreate}
          onCancel={() => setParam('create', null)}
          changedRef={createChanged}
        />
      </Drawer>
      <PositionDrawer
        id={createOpen ? null : selectedId}
        onClose={() => setParam('positionId', null)}
        changedRef={editChanged}
      />
    </AppLayout>
  );
}
