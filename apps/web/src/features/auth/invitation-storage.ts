/**
 * The invitation a visitor arrived with, kept in this tab until registration (spec §2): it survives
 * a detour through /login and the OIDC / WeChat round trip, which leave the page.
 */
const KEY = 'offerpilot-invitation';

export interface TPendingInvitation {
  invitation_code?: string;
  channel?: string;
}

export function rememberInvitation(invitation: TPendingInvitation): void {
  if (!invitation.invitation_code) return;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(invitation));
  } catch {
    // Storage blocked: the code still goes with a registration on this page.
  }
}

export function pendingInvitation(): TPendingInvitation {
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}') as Record<string, unknown>;
    return {
      ...(typeof parsed.invitation_code === 'string' ? { invitation_code: parsed.invitation_code.slice(0, 32) } : {}),
      ...(typeof parsed.channel === 'string' ? { channel: parsed.channel.slice(0, 32) } : {}),
    };
  } catch {
    return {};
  }
}

export function forgetInvitation(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
