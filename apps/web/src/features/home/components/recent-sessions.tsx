import { RightOutlined } from '@ant-design/icons';
import { Alert, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInterviewSessions } from '../../../hooks/use-interview-stats.ts';
import { sessionHref } from '../../../lib/interview-links.ts';
import { ROUTES } from '../../../lib/routes.ts';

/** The last three sessions, newest first. */
export function RecentSessions() {
  const { t } = useTranslation('home');
  const { t: ti } = useTranslation('interview');
  const sessions = useInterviewSessions({ page: 1, page_size: 3 });
  const items = sessions.data?.items ?? [];
  return (
    <section className="op-home-recent" aria-labelledby="op-home-recent">
      <div className="op-home-recent__head">
        <h2 id="op-home-recent" className="op-home-side__title">
          {t('recent')}
        </h2>
        <Link to={ROUTES.interview}>
          {t('history')} <RightOutlined aria-hidden />
        </Link>
      </div>
      {sessions.isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : sessions.isError ? (
        <Alert type="error" showIcon title={sessions.error.message} />
      ) : items.length === 0 ? (
        <p className="op-home-side__empty">{t('recentEmpty')}</p>
      ) : (
        <ul className="op-home-recent__list">
          {items.map((s) => (
            <li key={s.id}>
              <Link to={sessionHref(s)} className="op-home-recent__item">
                <span className="op-home-recent__title">{s.title}</span>
                <span className="op-home-recent__meta">
                  <Tag>{ti(`mode.${s.mode}`)}</Tag>
                  <Tag color={s.status === 'in_progress' ? 'processing' : 'default'}>{ti(`status.${s.status}`)}</Tag>
                  <span>{new Date(s.created_at).toLocaleDateString('zh-CN')}</span>
                  {s.overall_score !== null && (
                    <strong className="op-home-recent__score">
                      {ti('hub.score', { score: s.overall_score })}
                      <span className="op-home-recent__of">
                        {ti('hub.answered', { answered: s.answered_count, total: s.question_count })}
                      </span>
                    </strong>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
