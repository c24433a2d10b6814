import { POSITION_LIMITS, type TPosition, type TPositionTemplate } from '@offerpilot/shared';
import { Alert, App, Input, Modal, Segmented, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloneTemplate } from '../api/clone-template.ts';
import { useTemplateCategories } from '../api/get-template-categories.ts';
import { useTemplates } from '../api/get-templates.ts';

/**
 * Browse the template library by category, preview one, and clone it with a custom name and the
 * company it is for (a template has none: without asking, the new position would say 未填写).
 */
export function TemplateBrowser({ onCloned }: { onCloned: (position: TPosition) => void }) {
  const { t } = useTranslation('positions');
  const { message } = App.useApp();
  const [category, setCategory] = useState<string>('');
  const categories = useTemplateCategories();
  const templates = useTemplates(category || undefined);
  const [preview, setPreview] = useState<TPositionTemplate | null>(null);
  const [customName, setCustomName] = useState('');
  const [company, setCompany] = useState('');
  const cloneTemplate = useCloneTemplate();
  const cloning = cloneTemplate.isPending;

  const open = (template: TPositionTemplate) => {
    setPreview(template);
    setCustomName(template.name);
    setCompany('');
  };

  const clone = async () => {
    if (!preview) return;
    try {
      const created = await cloneTemplate.mutateAsync({
        templateId: preview.id,
        ...(customName.trim() ? { name: customName.trim() } : {}),
        ...(company.trim() ? { company: company.trim() } : {}),
      });
      void message.success(t('create.cloned'));
      setPreview(null);
      onCloned(created);
    } catch (e) {
      void message.error((e as Error).message);
    }
  };

  return (
    <div className="op-templates">
      <div className="op-templates__categories">
        <Segmented
          aria-label={t('create.categoryLabel')}
          value={category}
          onChange={(v) => setCategory(String(v))}
          options={[
            { value: '', label: t('create.allCategories') },
            ...(categories.data ?? []).map((c) => ({ value: c.category, label: `${c.category} ${c.count}` })),
          ]}
        />
      </div>
      {templates.isError && <Alert type="error" showIcon title={(templates.error as Error).message} />}
      {templates.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <div className="op-templates__grid">
          {templates.data?.templates.map((tpl) => (
            <button key={tpl.id} type="button" className="op-template-card" onClick={() => open(tpl)}>
              <div className="op-template-card__head">
                <span className="op-template-card__name">{tpl.name}</span>
                <span className="op-template-card__salary">{tpl.salary_range}</span>
              </div>
              <div className="op-template-card__tags">
                <Tag>{tpl.category}</Tag>
                {tpl.experience_level && <Tag>{tpl.experience_level}</Tag>}
                {tpl.industry && <Tag>{tpl.industry}</Tag>}
              </div>
              <p className="op-template-card__duties">{tpl.responsibilities?.split('\n').slice(0, 2).join(' ')}</p>
            </button>
          ))}
        </div>
      )}
      <Modal
        open={preview !== null}
        onCancel={() => setPreview(null)}
        title={preview?.name}
        width={720}
        okText={t('create.clone')}
        cancelText={t('form.cancel')}
        confirmLoading={cloning}
        onOk={() => void clone()}
        okButtonProps={{ disabled: !customName.trim() }}
      >
        {preview && (
          <div className="op-template-preview">
            <div className="op-template-card__tags">
              <Tag>{preview.category}</Tag>
              {preview.experience_level && <Tag>{preview.experience_level}</Tag>}
              {preview.salary_range && <Tag>{preview.salary_range}</Tag>}
            </div>
            <h4>{t('detail.duties')}</h4>
            <p className="op-position-detail__text">{preview.responsibilities}</p>
            <h4>{t('detail.requirements')}</h4>
            <ul className="op-position-detail__list">
              {preview.requirements?.items.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
            <label className="op-template-preview__label" htmlFor="op-template-custom-name">
              {t('create.customName')}
            </label>
            <Input
              id="op-template-custom-name"
              value={customName}
              maxLength={100}
              onChange={(e) => setCustomName(e.target.value)}
            />
            <label className="op-template-preview__label" htmlFor="op-template-company">
              {t('create.company')}
            </label>
            <Input
              id="op-template-company"
              value={company}
              maxLength={POSITION_LIMITS.companyName}
              placeholder={t('create.companyPlaceholder')}
              onChange={(e) => setCompany(e.target.value)}
            />
          </div>
        )}
      </Modal>
    </div>
  );
}
