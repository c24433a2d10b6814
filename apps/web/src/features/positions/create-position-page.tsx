import type { TPosition } from '@offerpilot/shared';
import { App, Tabs } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppLayout } from '../../components/app-layout.tsx';
import { ROUTES } from '../../lib/routes.ts';
import { AdvertReader } from './components/advert-reader.tsx';
import { PositionForm } from './components/position-form.tsx';
import { TemplateBrowser } from './components/template-browser.tsx';
import { toCreatePayload, type TPositionForm } from './payload.ts';
import { useCreatePosition } from './api/create-position.ts';
import './positions.css';

/** /create-position — from a template, from a pasted advert, or by hand. */
export function CreatePositionPage() {
  const { t } = useTranslation('positions');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const createPosition = useCreatePosition();
  const saving = createPosition.isPending;

  useEffect(() => {
    document.title = `${t('create.title')} · 面试领航`;
  }, [t]);

  const open = (position: TPosition) => navigate(`${ROUTES.positions}?positionId=${position.id}`);

  const save = async (values: TPositionForm) => {
    try {
      const created = await createPosition.mutateAsync(toCreatePayload(values));
      void message.success(t('form.created'));
      open(created);
    } catch (e) {
      void message.error((e as Error).message);
    }
  };

  return (
    <AppLayout>
      <div className="op-positions">
        <header className="op-positions__head">
          <div>
            <h1 className="op-positions__title">{t('create.title')}</h1>
            <p className="op-positions__subtitle">{t('create.subtitle')}</p>
          </div>
        </header>
        <div className="op-create-card">
          <Tabs
            items={[
              {
                key: 'template',
                label: t('create.tabTemplate'),
                children: <TemplateBrowser onCloned={open} />,
              },
              { key: 'advert', label: t('create.tabAdvert'), children: <AdvertReader saving={saving} onSave={save} /> },
              {
                key: 'manual',
                label: t('create.tabManual'),
                children: <PositionForm name="manual-position" submitting={saving} onSubmit={save} />,
              },
            ]}
          />
        </div>
      </div>
    </AppLayout>
  );
}
