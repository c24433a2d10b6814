import { POSITION_LIMITS } from '@offerpilot/shared';
import { AutoComplete, Button, Form, Input, Select } from 'antd';
import { useEffect, type RefObject } from 'react';
import { useUnsavedForm } from '../../../hooks/use-confirm-discard.ts';
import { useTranslation } from 'react-i18next';
import { CITIES, EXPERIENCE_LEVELS, INDUSTRIES } from '../options.ts';
import { requirementProblem, type TPositionForm } from '../payload.ts';

/** The position form used for create, edit, and checking what was read from an advert. */
export function PositionForm({
  initialValues,
  submitting,
  onSubmit,
  onCancel,
  submitText,
  name,
  changedRef,
}: {
  initialValues?: Partial<TPositionForm>;
  submitting: boolean;
  onSubmit: (values: TPositionForm) => void;
  onCancel?: () => void;
  submitText?: string;
  name: string;
  /** Kept up to date with whether the values differ from `initialValues` (for a drawer's close). */
  changedRef?: RefObject<boolean>;
}) {
  const { t } = useTranslation('positions');
  const [form] = Form.useForm<TPositionForm>();
  const unsaved = useUnsavedForm(form, initialValues, changedRef);
  const max = (label: string, limit: number) => ({ max: limit, message: t('form.tooLong', { label, max: limit }) });

  useEffect(() => {
    form.resetFields();
    if (initialValues) form.setFieldsValue(initialValues);
  }, [form, initialValues]);

  return (
    <Form
      form={form}
      name={name}
      layout="vertical"
      requiredMark="optional"
      onFinish={onSubmit}
      initialValues={initialValues}
      onValuesChange={unsaved.onValuesChange}
    >
      <Form.Item
        name="title"
        label={t('form.title')}
        rules={[
          { required: true, whitespace: true, message: t('form.titleRequired') },
          max(t('form.title'), POSITION_LIMITS.name),
        ]}
      >
        <Input placeholder={t('form.titlePlaceholder')} maxLength={POSITION_LIMITS.name} />
      </Form.Item>
      <div className="op-position-form__grid">
        <Form.Item
          name="company"
          label={t('form.company')}
          rules={[max(t('form.company'), POSITION_LIMITS.companyName)]}
        >
          <Input placeholder={t('form.companyPlaceholder')} maxLength={POSITION_LIMITS.companyName} />
        </Form.Item>
        <Form.Item
          name="work_location"
          label={t('form.location')}
          rules={[max(t('form.location'), POSITION_LIMITS.workLocation)]}
        >
          <AutoComplete
            options={CITIES.map((c) => ({ value: c }))}
            placeholder={t('form.locationPlaceholder')}
            filterOption
          />
        </Form.Item>
        <Form.Item
          name="industry"
          label={t('form.industry')}
          rules={[max(t('form.industry'), POSITION_LIMITS.industry)]}
        >
          <AutoComplete
            options={INDUSTRIES.map((c) => ({ value: c }))}
            placeholder={t('form.industryPlaceholder')}
            filterOption
          />
        </Form.Item>
        <Form.Item name="experience_level" label={t('form.experience')}>
          <Select
            allowClear
            placeholder={t('form.experiencePlaceholder')}
            options={EXPERIENCE_LEVELS.map((c) => ({ value: c, label: c }))}
          />
        </Form.Item>
        <Form.Item
          name="salary_range"
          label={t('form.salary')}
          rules={[max(t('form.salary'), POSITION_LIMITS.salaryRange)]}
        >
          <Input placeholder={t('form.salaryPlaceholder')} maxLength={POSITION_LIMITS.salaryRange} />
        </Form.Item>
      </div>
      <Form.Item
        name="duties"
        label={t('form.duties')}
        rules={[max(t('form.duties'), POSITION_LIMITS.responsibilities)]}
      >
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} placeholder={t('form.dutiesPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="requirements"
        label={t('form.requirements')}
        extra={t('form.requirementsHint')}
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const problem = requirementProblem(value);
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} placeholder={t('form.requirementsPlaceholder')} />
      </Form.Item>
      <div className="op-position-form__actions">
        {onCancel && <Button onClick={() => unsaved.cancel(onCancel)}>{t('form.cancel')}</Button>}
        <Button type="primary" htmlType="submit" loading={submitting}>
          {submitText ?? t('form.save')}
        </Button>
      </div>
    </Form>
  );
}
