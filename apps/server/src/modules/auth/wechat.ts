export interface TWechatProfile {
  openid: string;
  unionid?: string;
  nickname?: string;
  headimgurl?: string;
}

/** WeChat Open Platform website login (snsapi_login): QR authorisation URL and code exchange. */
export class WechatClient {
  constructor(
    private readonly settings: {
      appId: string;
      appSecret: string;
      redirectUri: string;
      apiBase: string;
      openBase: string;
    },
  ) {}

  buildAuthUrl(state: string): string {
    const query = new URLSearchParams({
      appid: this.settings.appId,
      redirect_uri: this.settings.redirectUri,
      response_type: 'code',
      scope: 'snsapi_login',
      state,
    });
    return `${this.settings.openBase}/connect/qrconnect?${query.toString()}#wechat_redirect`;
  }

  private async getJson(path: string, query: Record<string, string>): Promise<Record<string, unknown>> {
    const res = await fetch(`${this.settings.apiBase}${path}?${new URLSearchParams(query).toString()}`, {
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok || (typeof body.errcode === 'number' && body.errcode !== 0)) {
      throw new Error(
        `WeChat ${path} failed: ${res.status} ${String(body.errcode ?? '')} ${String(body.errmsg ?? '')}`,
      );
    }
    return body;
  }

  async exchangeCode(code: string): Promise<TWechatProfile> {
    const token = await this.getJson('/sns/oauth2/access_token', {
      appid: this.settings.appId,
      secret: this.settings.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    if (typeof token.access_token !== 'string' || typeof token.openid !== 'string')
      throw new Error('WeChat token answer incomplete');
    const info = await this.getJson('/sns/userinfo', { access_token: token.access_token, openid: token.openid });
    return {
      openid: token.openid,
      unionid:
        typeof token.unionid === 'string' ? token.unionid : typeof info.unionid === 'string' ? info.unionid : undefined,
      nickname: typeof info.nickname === 'string' ? info.nickname : undefined,
      headimgurl: typeof info.headimgurl === 'string' ? info.headimgurl : undefined,
    };
  }
}
