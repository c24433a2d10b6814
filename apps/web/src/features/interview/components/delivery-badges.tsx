import type { TAnswerDelivery } from '@offerpilot/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * How an answer was given: 语音 / 打字, whose transcript (or 未能转成文字), and 转写失败 / 未检测到语音
 * when they happened.
 */
export function DeliveryBadges({ delivery }: { delivery: TAnswerDelivery | undefined }) {
  const { t } = useTranslation('interview');
  if (!delivery) return null;
  const voice = delivery.input === 'voice';
  return (
    <span className="op-fr-badges" data-testid="delivery">
      <Tag color={voice ? 'geekblue' : 'default'}>
        {voice ? t('formal.delivery.voice') : t('formal.delivery.typed')}
      </Tag>
      {voice && delivery.transcript === 'stt' && <Tag>{t('formal.delivery.stt')}</Tag>}
      {voice && delivery.transcript === 'browser' && <Tag>{t('formal.delivery.browser')}</Tag>}
      {voice && delivery.transcript === 'typed' && !delivery.no_speech && (
        <Tag color="orange">{t('formal.delivery.typedFallback')}</Tag>
      )}
      {voice && delivery.transcript === 'none' && <Tag color="orange">{t('formal.delivery.none')}</Tag>}
      {delivery.stt_failed && <Tag color="red">{t('formal.delivery.sttFailed')}</Tag>}
      {delivery.no_speech && <Tag color="red">{t('formal.delivery.noSpeech')}</Tag>}
    </span>
  );
}
