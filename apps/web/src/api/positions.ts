import {
  BUSINESS_CONSTANTS,
  ERROR_TEXTS,
  type TCreatePositionRequest,
  type TParsedAdvert,
  type TPosition,
  type TPositionList,
  type TPositionRelated,
  type TPositionSearchRequest,
  type TTemplateCategory,
  type TTemplateList,
  type TUpdatePositionRequest,
} from '@offerpilot/shared';
import { authorizedRequest, envelope } from './authorized.ts';

const BASE = `${BUSINESS_CONSTANTS.apiVersionPrefix}/positions`;
const timeoutMs = BUSINESS_CONSTANTS.timeouts.interviewApiMs;
const E = ERROR_TEXTS.positions;
type TEnvelope<T> = { success: boolean; data?: T; message?: string; error?: string | null };

const get = <T>(path: string, query?: Record<string, string | number | undefined>) =>
  authorizedRequest<TEnvelope<T>>(`${BASE}${path}`, { timeoutMs, ...(query ? { query } : {}) });
const send = <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  authorizedRequest<TEnvelope<T>>(`${BASE}${path}`, { method, timeoutMs, ...(body === undefined ? {} : { body }) });

export const listPositions = (
  page: number = BUSINESS_CONSTANTS.pageSize.positionsCall.page,
  pageSize: number = BUSINESS_CONSTANTS.pageSize.positionsCall.pageSize,
) => envelope(get<TPositionList>('', { page, page_size: pageSize }), E.list);
export const searchPositions = (body: TPositionSearchRequest) =>
  envelope(send<TPositionList>('POST', '/search', body), E.search);
export const getPosition = (id: number) => envelope(get<TPosition>(`/${id}`), E.detail);
export const getPositionRelated = (id: number) => envelope(get<TPositionRelated>(`/${id}/related`), E.related);
export const createPosition = (body: TCreatePositionRequest) => envelope(send<TPosition>('POST', '', body), E.create);
export const updatePosition = (id: number, body: TUpdatePositionRequest) =>
  envelope(send<TPosition>('PUT', `/${id}`, body), E.update);
export const deletePosition = (id: number) => envelope(send<{ id: number }>('DELETE', `/${id}`), E.delete);
export const listTemplates = (params: { category?: string; page?: number; page_size?: number }) =>
  envelope(get<TTemplateList>('/templates', params), E.templates);
export const listTemplateCategories = () =>
  envelope(get<TTemplateCategory[]>('/templates/categories'), E.templateCategories);
export const cloneTemplate = (id: number, customName?: string) =>
  envelope(
    send<TPosition>('POST', `/templates/${id}/clone`, customName ? { custom_name: customName } : {}),
    E.cloneTemplate,
  );
export const parseAdvert = (text: string) =>
  envelope(send<TParsedAdvert>('POST', '/parse-advert', { text }), '招聘信息识别失败');
