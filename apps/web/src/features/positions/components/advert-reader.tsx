import { POSITION_LIMITS, type TParsedAdvert } from '@offerpilot/shared';
import { Alert, App, Button, Input, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAdvert } from '../../../api/positions.ts';
import { PasteCutNote } from '../../../components/paste-cut-note.tsx';
import { usePasteLimit } from '../../../hooks/use-paste-limit.ts';
import type { TPositionForm } from '../payload.ts';
import { PositionForm } from './position-form.tsx';

const ADVERT_MAX = POSITION_LIMITS.advertText;

const FIELD_KEYS = [
  'title',
  'company',
  'location',
  'experience',
  'salary',
  'industry',
  'duties',
  'requirements',
] as const;

/** Paste a job advert; the built-in engine fills the form; the user checks it and saves. */
export function AdvertReader({ saving, onSave }: { saving: boolean; onSave: (values: TPositionForm) => void }) {
  const { t } = useTranslation('positions');
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const paste = usePasteLimit(ADVERT_MAX);
  const [reading, setReading] = useState(false);
  const [parsed, setParsed] = useState<TParsedAdvert | null>(null);

  const read = async () => {
    setReading(true);
    try {
      setParsed(await parseAdvert(text));
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setReading(false);
    }
  };

  const initialValues = useMemo<Partial<TPositionForm> | undefined>(
    () =>
      parsed
        ? {
            title: parsed.title ?? '',
            company: parsed.company ?? undefined,
            work_location: parsed.location ?? undefined,
            experience_level: parsed.experience ?? undefined,
            salary_range: parsed.salary ?? undefined,
            industry: parsed.industry ?? undefined,
            duties: parsed.duties ?? undefined,
            requirements: parsed.requirements.join('\n'),
          }
        : undefined,
    [parsed],
  );
  const foundFields = parsed ? FIELD_KEYS.filter((k) => parsed.evidence.some((e) => e.field === k)) : [];

  return (
    <div className="op-advert">
      <label className="op-template-preview__label" htmlFor="op-advert-text">
        {t('create.advertLabel')}
      </label>
      <Input.TextArea
        id="op-advert-text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onPaste={paste.onPaste}
        autoSize={{ minRows: 8, maxRows: 18 }}
        placeholder={t('create.advertPlaceholder')}
        maxLength={ADVERT_MAX}
      />
      <PasteCutNote cut={text.length >= ADVERT_MAX ? paste.cut : 0} max={ADVERT_MAX} />
      <div className="op-advert__actions">
        <Button type="primary" onClick={() => void read()} loading={reading} disabled={!text.trim()}>
          {t('create.recognize')}
        </Button>
      </div>
      {parsed && (
        <>
          {foundFields.length === 0 ? (
            <Alert type="warning" showIcon title={t('create.nothingFound')} />
          ) : (
            <Alert
              type="success"
              showIcon
              title={t('create.recognized', { count: foundFields.length })}
              description={
                <div className="op-advert__found">
                  {foundFields.map((k) => (
                    <Tag key={k} title={parsed.evidence.find((e) => e.field === k)?.source}>
                      {t(`create.fields.${k}`)}
                    </Tag>
                  ))}
                </div>
              }
            />
          )}
          <div className="op-advert__form">
            <PositionForm
              name="advert-position"
              initialValues={initialValues}
              submitting={saving}
              onSubmit={onSave}
              submitText={t('create.checkAndSave')}
            />
          </div>
        </>
      )}
    </div>
  );
}
