import { INTERVIEW_LIMITS, ZCustomTemplateInput, type TInterviewTemplate } from '@offerpilot/shared';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateTemplate } from '../api/create-template.ts';
import { parseQuestionBank } from '../lib/bank-parse.ts';

interface TBankForm {
  name: string;
  description?: string;
  questions: string;
}

/** Creates an own question bank from pasted questions (one per line, optional reference answers). */
export function BankModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (template: TInterviewTemplate) => void;
}) {
  const { t } = useTranslation('interview');
  const { message } = App.useApp();
  const [form] = Form.useForm<TBankForm>();
  const create = useCreateTemplate();
  const [pasted, setPasted] = useState('');
  const parsed = parseQuestionBank(pasted);
  const max = INTERVIEW_LIMITS.customQuestions.max;

  const save = async (values: TBankForm) => {
    const body = ZCustomTemplateInput.safeParse({
      name: values.name,
      description: values.description || null,
      questions: parsed.slice(0, max),
    });
    if (!body.success) {
      void message.error(body.error.issues[0]?.message ?? t('bank.previewEmpty'));
      return;
    }
    try {
      const template = await create.mutateAsync(body.data);
      void message.success(t('bank.saved'));
      form.resetFields();
      setPasted('');
      onCreated(template);
    } catch (error) {
      void message.error((error as Error).message);
    }
  };

  return (
    <Modal
      open={open}
      title={t('bank.title')}
      onCancel={onClose}
      okText={t('bank.save')}
      cancelText={t('bank.cancel')}
      okButtonProps={{
        htmlType: 'submit',
        form: 'op-iv-bank',
        loading: create.isPending,
        disabled: parsed.length === 0,
      }}
      width={680}
      style={{ maxWidth: '96vw' }}
      destroyOnHidden
    >
      <Form<TBankForm>
        id="op-iv-bank"
        form={form}
        layout="vertical"
        onFinish={(v) => void save(v)}
        requiredMark={false}
      >
        <Form.Item
          name="name"
          label={t('bank.name')}
          rules={[{ required: true, whitespace: true, message: t('bank.nameRequired') }]}
        >
          <Input maxLength={INTERVIEW_LIMITS.templateName} placeholder={t('bank.namePlaceholder')} />
        </Form.Item>
        <Form.Item name="description" label={t('bank.description')}>
          <Input maxLength={INTERVIEW_LIMITS.templateDescription} />
        </Form.Item>
        <Form.Item
          name="questions"
          label={t('bank.questions')}
          extra={t('bank.questionsHint')}
          rules={[{ required: true, whitespace: true, message: t('bank.questionsRequired') }]}
        >
          <Input.TextArea
            autoSize={{ minRows: 6, maxRows: 14 }}
            placeholder={t('bank.questionsPlaceholder')}
            onChange={(e) => setPasted(e.target.value)}
          />
        </Form.Item>
        <div className="op-iv-bank__preview" aria-live="polite">
          {parsed.length === 0
            ? t('bank.previewEmpty')
            : t('bank.preview', { count: parsed.length, answers: parsed.filter((q) => q.reference_answer).length })}
          {parsed.length > max && <span className="op-iv-bank__warn"> {t('bank.tooMany', { max })}</span>}
        </div>
      </Form>
    </Modal>
  );
}
