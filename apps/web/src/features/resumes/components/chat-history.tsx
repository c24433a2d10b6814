import { HistoryOutlined } from '@ant-design/icons';
import type { TConversationSummary } from '@offerpilot/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import './chat-history.css';

const TIME = new Intl.DateTimeFormat('zh-CN', {
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** "5月3日 14:20", in the browser's time zone. */
export const formatChatTime = (iso: string) => TIME.format(new Date(iso));

/**
 * The resume's earlier conversations (from the server, newest first) as a small picker: the
 * first question as the title, then the position, the number of messages and the last activity.
 */
export function ChatHistoryPicker({
  resumeId,
  items,
  value,
  onChange,
  disabled = false,
}: {
  resumeId: number;
  items: TConversationSummary[];
  value: string | null;
  onChange: (conversationId: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('resumeChat');
  if (items.length === 0) return null;
  const id = `op-chat-history-${resumeId}`;
  const titles = new Map(items.map((c) => [c.conversation_id, c.title ?? t('history.untitled')]));
  return (
    <div className="op-chat-history">
      <label className="op-chat-history__label" htmlFor={id}>
        <HistoryOutlined aria-hidden /> {t('history.label', { count: items.length })}
      </label>
      <Select<string>
        id={id}
        className="op-chat-history__select"
        value={value ?? undefined}
        placeholder={t('history.placeholder')}
        disabled={disabled}
        onChange={onChange}
        // Closed, the select shows the title only.
        labelRender={(option) => titles.get(String(option.value)) ?? option.label}
        options={items.map((c) => ({
          value: c.conversation_id,
          title: c.title ?? t('history.untitled'),
          label: (
            <span className="op-chat-history__option">
              <span className="op-chat-history__title">{c.title ?? t('history.untitled')}</span>
              <span className="op-chat-history__meta">
                {t('history.meta', {
                  position: c.position_name ?? t('history.general'),
                  count: c.message_count,
                  time: formatChatTime(c.updated_at),
                })}
              </span>
            </span>
          ),
        }))}
      />
    </div>
  );
}
