import type { TMinutesEntry } from '@offerpilot/shared';
import { Alert, Button, Card, Grid, Skeleton, Statistic, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInterviewStats } from '../../../hooks/use-interview-stats.ts';

/** Minutes of mock interview: left, granted, used, and the ledger behind them. */
export function MinutesTab({ onInvite }: { onInvite: () => void }) {
  const { t } = useTranslation('account');
  const stats = useInterviewStats();
  // A phone has no room for four columns: the type goes above the note, and the amount stays in
  // sight without a sideways scroll (issue 36: it hid behind one at 390 px).
  const narrow = !Grid.useBreakpoint().sm;
  if (stats.isPending) return <Skeleton active />;
  if (stats.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        action={<Button onClick={() => void stats.refetch()}>{t('retry')}</Button>}
      />
    );
  const { minutes, ledger } = stats.data;
  return (
    <div className="op-profile__cards">
      <Card>
        <div className="op-profile__stats">
          <Statistic title={t('minutes.left')} value={minutes.left} suffix="分钟" data-testid="minutes-left" />
          <Statistic title={t('minutes.granted')} value={minutes.granted} suffix="分钟" data-testid="minutes-granted" />
          <Statistic title={t('minutes.used')} value={minutes.used} suffix="分钟" />
        </div>
        <Button type="link" onClick={onInvite} style={{ paddingInline: 0 }}>
          {t('minutes.earnMore')}
        </Button>
      </Card>
      <Card title={t('minutes.ledger')}>
        <Table<TMinutesEntry>
          rowKey="id"
          size="small"
          dataSource={ledger}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: t('minutes.empty') }}
          className="op-profile__ledger"
          columns={[
            {
              title: '时间',
              dataIndex: 'created_at',
              width: narrow ? 92 : 150,
              render: (v: string) => new Date(v).toLocaleString('zh-CN', { dateStyle: 'short', timeStyle: 'short' }),
            },
            ...(narrow
              ? []
              : [
                  {
                    title: '类型',
                    dataIndex: 'kind',
                    width: 100,
                    render: (k: TMinutesEntry['kind']) => <Tag>{t(`minutes.kind.${k}`)}</Tag>,
                  },
                ]),
            {
              title: '说明',
              dataIndex: 'note',
              render: (note: string, entry: TMinutesEntry) =>
                narrow ? (
                  <>
                    <Tag className="op-profile__ledger-kind">{t(`minutes.kind.${entry.kind}`)}</Tag>
                    {note && <div>{note}</div>}
                  </>
                ) : (
                  note
                ),
            },
            {
              title: '时长',
              dataIndex: 'minutes',
              width: narrow ? 76 : 90,
              align: 'right',
              render: (m: number) => (
                <span className={`op-profile__amount ${m >= 0 ? 'op-profile__plus' : 'op-profile__minus'}`}>
                  {m >= 0 ? `+${m}` : m} 分钟
                </span>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
