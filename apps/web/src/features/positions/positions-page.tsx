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
import { usePositionStore } from './store/position-store.ts';
import './positions.css';

/** /positions — paged list with search and filters; ?create=1 opens creation; ?positionId= selects one. */
export function PositionsPage() {
  const { t } = useTranslation('positions');
  const { message } = App.useApp();
  const screens = useScreens();
  const [params, setParams] = useSearchParams();
  const store = usePositionStore();
  const [keyword, setKeyword] = useState(store.query.keyword ?? '');
  const [creating, setCreating] = useState(false);
  // Unsaved edits of a new position or of the open one: closing or going Back asks first.
  const createChanged = useRef(false);
  const editChanged = useRef(false);
  const confirmDiscard = useConfirmDiscard();
  useConfirmBackWhileUnsaved(() => createChanged.current || editChanged.current, ['positionId', 'create']);
  const createOpen = params.get('create') === '1';
  const selectedRaw = Number(params.get('positionId'));
  const selectedId = Number.isInteger(selectedRaw) && selectedRaw > 0 ? selectedRaw : null;
  const { fetchList } = store;

  useEffect(() => {
    document.title = `${t('list.title')} · 面试领航`;
    void fetchList();
  }, [fetchList, t]);

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next);
  };

  const submitCreate = async (values: TPositionForm) => {
    setCreating(true);
    try {
      const created = await store.create(toCreatePayload(values));
      void message.success(t('form.created'));
      const next = new URLSearchParams(params);
      next.delete('create');
      next.set('positionId', String(created.id));
      setParams(next);
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setCreating(false);
    }
  };

  const filtered = Boolean(
    store.query.keyword || store.query.industry || store.query.experience_level || store.query.work_location,
  );

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
            onSearch={(value) => void store.setQuery({ ...store.query, keyword: value.trim() || undefined })}
            placeholder={t('list.searchPlaceholder')}
            aria-label={t('list.searchPlaceholder')}
            enterButton={<Button icon={<SearchOutlined aria-hidden />} aria-label={t('list.search')} />}
            className="op-positions__search"
          />
          <Select
            allowClear
            placeholder={t('list.industry')}
            aria-label={t('list.industry')}
            value={store.query.industry}
            options={INDUSTRIES.map((v) => ({ value: v, label: v }))}
            onChange={(v?: string) => void store.setQuery({ ...store.query, industry: v })}
          />
          <Select
            allowClear
            placeholder={t('list.experience')}
            aria-label={t('list.experience')}
            value={store.query.experience_level}
            options={EXPERIENCE_LEVELS.map((v) => ({ value: v, label: v }))}
            onChange={(v?: string) => void store.setQuery({ ...store.query, experience_level: v })}
          />
          <Select
            allowClear
            showSearch
            placeholder={t('list.location')}
            aria-label={t('list.location')}
            value={store.query.work_location}
            options={CITIES.map((v) => ({ value: v, label: v }))}
            onChange={(v?: string) => void store.setQuery({ ...store.query, work_location: v })}
          />
          {filtered && (
            <Button
              type="link"
              onClick={() => {
                setKeyword('');
                void store.setQuery({});
              }}
            >
              {t('list.clear')}
            </Button>
          )}
        </div>

        {store.error && (
          <Alert
            type="error"
            showIcon
            title={store.error}
            action={
              <Button
                size="small"
                icon={<ReloadOutlined aria-hidden />}
                onClick={() => void store.fetchList({ force: true })}
              >
                {t('list.retry')}
              </Button>
            }
          />
        )}

        {store.loading && store.items.length === 0 ? (
          <ListLoading cardClassName="op-position-card" />
        ) : store.items.length === 0 && !store.error ? (
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
            <p className="op-list-page__count">{t('list.total', { total: store.total })}</p>
            <div className="op-list-page__grid">
              {store.items.map((p) => (
                <PositionCard
                  key={p.id}
                  position={p}
                  selected={p.id === selectedId}
                  onOpen={() => setParam('positionId', String(p.id))}
                />
              ))}
            </div>
            {store.total > store.pageSize && (
              <Pagination
                className="op-list-page__pager"
                current={store.page}
                pageSize={store.pageSize}
                total={store.total}
                showSizeChanger={false}
                onChange={(page) => void store.setPage(page)}
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
