import { App } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { TLinkProvider } from '@offerpilot/shared';
import { linkIdentity } from '../../api/account.ts';
import { readLinkReturn, type TLinkReturn } from '../../lib/oauth-link.ts';

/** Codes already sent to the server (a code works once; React may mount twice). */
const handledCodes = new Set<string>();

/**
 * Back from WeChat / OIDC (the login page hands the code on in the router state): finishes the
 * link once, says how it went, and drops the code from the history entry. Returns the provider
 * being linked while the call runs.
 */
export function useFinishLink(onLinked: () => void): TLinkProvider | null {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const location = useLocation();
  const navigate = useNavigate();
  const link = useMutation({
    mutationFn: (back: TLinkReturn) => linkIdentity(back.provider, { code: back.code, state: back.state }),
    onSuccess: (text) => {
      void message.success(text ?? t('security.linkDone'));
      onLinked();
    },
    onError: (error) => void message.error(error.message),
  });

  useEffect(() => {
    const back = readLinkReturn(location.state);
    if (!back || handledCodes.has(back.code)) return;
    handledCodes.add(back.code);
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    link.mutate(back);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per returned code
  }, [location.state]);

  return link.isPending ? link.variables.provider : null;
}
