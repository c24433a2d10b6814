import { InfoCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Form, Input, Progress, Select, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { AnimateOnScroll } from '../../../components/animate-on-scroll.tsx';
import { useRipple } from '../../../components/ripple.tsx';
import { Tooltip } from '../../../components/tooltip.tsx';
import { useThemeStore } from '../../../theme/theme-store.ts';

interface TRow {
  name: string;
  company: string;
  status: string;
}

/** A live sample of the components the app uses, rendered with the current theme. */
export function ComponentShowcase() {
  const { t } = useTranslation('theme');
  const ripple = useRipple();
  const rippleOn = useThemeStore((s) => s.config.ripple);
  const rows = t('showcase.rows', { returnObjects: true }) as TRow[];
  const cities = t('showcase.cityOptions', { returnObjects: true }) as string[];
  const experience = t('showcase.experienceOptions', { returnObjects: true }) as string[];
  const tags = t('showcase.tags', { returnObjects: true }) as string[];

  return (
    <div className="op-showcase">
      <Card title={t('showcase.buttons')} size="small">
        <Space wrap>
          <Button type="primary">{t('showcase.primary')}</Button>
          <Button>{t('showcase.default')}</Button>
          <Button type="dashed">{t('showcase.dashed')}</Button>
          <Button type="text">{t('showcase.text')}</Button>
          <Button type="link">{t('showcase.link')}</Button>
          <Button type="primary" disabled>
            {t('showcase.disabled')}
          </Button>
        </Space>
      </Card>

      <Card title={t('showcase.form')} size="small">
        <Form layout="vertical" onFinish={() => undefined}>
          <div className="op-showcase__form-grid">
            <Form.Item label={t('showcase.positionName')} name="name" required>
              <Input placeholder={t('showcase.positionNamePlaceholder')} />
            </Form.Item>
            <Form.Item label={t('showcase.city')} name="city">
              <Select options={cities.map((c) => ({ value: c, label: c }))} placeholder={t('showcase.city')} />
            </Form.Item>
            <Form.Item label={t('showcase.experience')} name="experience">
              <Select
                options={experience.map((c) => ({ value: c, label: c }))}
                placeholder={t('showcase.experience')}
              />
            </Form.Item>
            <Form.Item name="remote" valuePropName="checked" className="op-showcase__inline-check">
              <Checkbox>{t('showcase.remote')}</Checkbox>
            </Form.Item>
          </div>
          <Form.Item label={t('showcase.notes')} name="notes">
            <Input.TextArea rows={2} placeholder={t('showcase.notesPlaceholder')} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('showcase.save')}
          </Button>
        </Form>
      </Card>

      <Card title={t('showcase.dataDisplay')} size="small">
        <div className="op-showcase__progress">
          <span>{t('showcase.progressLabel')}</span>
          <Progress percent={72} />
        </div>
        <Space wrap style={{ marginBottom: 12 }}>
          {tags.map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </Space>
        <Table<TRow>
          size="small"
          pagination={false}
          rowKey="name"
          dataSource={rows}
          columns={[
            { title: t('showcase.tableName'), dataIndex: 'name' },
            { title: t('showcase.tableCompany'), dataIndex: 'company' },
            { title: t('showcase.tableStatus'), dataIndex: 'status', render: (v: string) => <Tag>{v}</Tag> },
          ]}
        />
      </Card>

      <Card title={t('showcase.feedback')} size="small">
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert type="info" showIcon title={t('showcase.alertInfo')} />
          <Alert type="success" showIcon title={t('showcase.alertSuccess')} />
          <Alert type="warning" showIcon title={t('showcase.alertWarning')} />
        </Space>
      </Card>

      <Card title={t('showcase.tooltip')} size="small">
        <div className="op-showcase__tooltips">
          <Tooltip title={t('showcase.tooltipText')}>
            <Button icon={<InfoCircleOutlined aria-hidden />} data-testid="tooltip-trigger">
              {t('showcase.tooltipTrigger')}
            </Button>
          </Tooltip>
          <Tooltip title={t('showcase.tooltipEdgeText')}>
            <Button data-testid="tooltip-edge-trigger">{t('showcase.tooltipEdge')}</Button>
          </Tooltip>
        </div>
      </Card>

      <Card title={t('showcase.ripple')} size="small">
        <div
          className="op-ripple-host op-showcase__ripple"
          onMouseDown={ripple}
          role="button"
          tabIndex={0}
          data-testid="ripple-card"
        >
          {rippleOn ? t('showcase.rippleCard') : t('showcase.rippleOff')}
        </div>
      </Card>

      <Card title={t('showcase.animate')} size="small">
        <div className="op-showcase__aos">
          {[0, 1, 2].map((i) => (
            <AnimateOnScroll key={i} delayMs={i * 120} className="op-showcase__aos-item">
              {t('showcase.animateItem')}
            </AnimateOnScroll>
          ))}
        </div>
      </Card>
    </div>
  );
}
