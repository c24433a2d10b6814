import { BUSINESS_CONSTANTS, type TUser } from '@offerpilot/shared';
import { emitUnauthorized } from '../auth/auth-events.ts';
import { HttpError, request } from './http.ts';

const timeoutMs = BUSINESS_CONSTANTS.timeouts.interviewApiMs;

/** Interview API calls (30 s timeout); a 401 clears auth and goes to /login (spec §8). */
async function call<T>(path: string, token: string, silent = false): Promise<T> {
  try {
    return await request<T>(path, { timeoutMs, headers: { Authorization: `Bearer ${token}` } });
  } catch (error) {
    if (!silent && error instanceof HttpError && error.status === 401) emitUnauthorized('interview');
    throw error;
  }
}

export const validateCasdoorToken = (token: string, silent = false) =>
  call<{ success: boolean }>('/api/auth/validate', token, silent);
export const getInterviewUser = (token: string, silent = false) =>
  call<{ success: boolean; data: TUser }>('/api/auth/user', token, silent);
