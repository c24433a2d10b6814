import {
  AppError,
  POSITION_MESSAGES,
  type TPosition,
  type TPositionRelated,
  type TPositionSummary,
  type TPositionTemplate,
  type ZCreatePositionRequest,
} from '@offerpilot/shared';
import type { z } from 'zod';
import { segmentForSearch } from '../../text/index.ts';
import type { PositionsRepository, TNewPosition, TPositionRow, TTemplateRow } from './repository.ts';

type TPayload = z.output<typeof ZCreatePositionRequest>;

/** The requirements as stored: trimmed, blanks dropped, and null rather than an empty list. */
function cleanRequirements(requirements: TPayload['requirements']): { items: string[] } | null {
  const items = (requirements?.items ?? []).map((i) => i.trim()).filter(Boolean);
  return items.length > 0 ? { items } : null;
}

function searchTokens(p: {
  name: string;
  companyName?: string | null;
  responsibilities?: string | null;
  requirements?: { items: string[] } | null;
}): string {
  const text = [p.name, p.companyName, p.responsibilities, ...(p.requirements?.items ?? [])].filter(Boolean).join('\n');
  return segmentForSearch(text).join(' ');
}

function toColumns(body: TPayload): Omit<TNewPosition, 'userId'> {
  const requirements = cleanRequirements(body.requirements);
  const columns = {
    name: body.name,
    companyName: body.company_name ?? null,
    responsibilities: body.responsibilities ?? null,
    requirements,
    workLocation: body.work_location ?? null,
    industry: body.industry ?? null,
    experienceLevel: body.experience_level ?? null,
    salaryRange: body.salary_range ?? null,
  };
  return { ...columns, searchTokens: searchTokens(columns) };
}

/** The position fields positions and templates share, as the API spells them. */
function sharedFields(row: TPositionRow | TTemplateRow) {
  return {
    id: row.id,
    name: row.name,
    company_name: row.companyName,
    responsibilities: row.responsibilities,
    requirements: row.requirements,
    work_location: row.workLocation,
    industry: row.industry,
    experience_level: row.experienceLevel,
    salary_range: row.salaryRange,
  };
}

export function toPosition(row: TPositionRow): TPosition {
  return {
    ...sharedFields(row),
    is_template: row.isTemplate,
    is_public: row.isPublic,
    template_id: row.templateId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toSummary(row: TPositionRow): TPositionSummary {
  return {
    id: row.id,
    name: row.name,
    company_name: row.companyName,
    industry: row.industry,
    experience_level: row.experienceLevel,
    work_location: row.workLocation,
    salary_range: row.salaryRange,
    is_public: row.isPublic,
    updated_at: row.updatedAt.toISOString(),
  };
}

function toTemplate(row: TTemplateRow): TPositionTemplate {
  return { ...sharedFields(row), category: row.category };
}

/** Counts and latest items of what hangs off a position; modules add their part as they come. */
export type TRelatedSource = (
  userId: number,
  positionId: number,
) => Promise<Partial<Omit<TPositionRelated, 'position_id'>>>;

export class PositionsService {
  private readonly relatedSources: TRelatedSource[] = [];

  constructor(private readonly repo: PositionsRepository) {}

  addRelatedSource(source: TRelatedSource): void {
    this.relatedSources.push(source);
  }

  async list(userId: number, page: number, pageSize: number) {
    const { rows, total } = await this.repo.list(userId, page, pageSize);
    return { positions: rows.map(toSummary), total, page, page_size: pageSize };
  }

  async get(userId: number, id: number): Promise<TPosition> {
    const row = await this.repo.find(userId, id);
    if (!row) throw new AppError('NOT_FOUND', POSITION_MESSAGES.notFound);
    return toPosition(row);
  }

  async create(userId: number, body: TPayload): Promise<TPosition> {
    const row = await this.repo.insert({
      ...toColumns(body),
      userId,
      isTemplate: false,
      isPublic: body.is_public ?? false,
    });
    return toPosition(row);
  }

  async update(userId: number, id: number, body: TPayload): Promise<TPosition> {
    const row = await this.repo.update(userId, id, {
      ...toColumns(body),
      ...(body.is_public === undefined ? {} : { isPublic: body.is_public }),
    });
    if (!row) throw new AppError('NOT_FOUND', POSITION_MESSAGES.notFound);
    return toPosition(row);
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.repo.delete(userId, id))) throw new AppError('NOT_FOUND', POSITION_MESSAGES.notFound);
  }

  async search(
    userId: number,
    q: {
      keyword?: string | undefined;
      industry?: string | undefined;
      experience_level?: string | undefined;
      work_location?: string | undefined;
      page: number;
      page_size: number;
    },
  ) {
    const keyword = q.keyword?.trim() || undefined;
    const { rows, total } = await this.repo.search(
      userId,
      {
        keyword,
        words: keyword ? segmentForSearch(keyword) : [],
        industry: q.industry || undefined,
        experienceLevel: q.experience_level || undefined,
        workLocation: q.work_location || undefined,
      },
      q.page,
      q.page_size,
    );
    return { positions: rows.map(toSummary), total, page: q.page, page_size: q.page_size };
  }

  async related(userId: number, id: number): Promise<TPositionRelated> {
    await this.get(userId, id);
    const empty = { count: 0, latest: [] };
    const result: TPositionRelated = { position_id: id, resumes: empty, optimizations: empty, interviews: empty };
    for (const source of this.relatedSources) Object.assign(result, await source(userId, id));
    return result;
  }

  async listTemplates(category: string | undefined, page: number, pageSize: number) {
    const { rows, total } = await this.repo.listTemplates(category, page, pageSize);
    return { templates: rows.map(toTemplate), total, page, page_size: pageSize };
  }

  templateCategories() {
    return this.repo.templateCategories();
  }

  async cloneTemplate(userId: number, templateId: number, customName: string | undefined): Promise<TPosition> {
    const template = await this.repo.findTemplate(templateId);
    if (!template) throw new AppError('NOT_FOUND', POSITION_MESSAGES.templateNotFound);
    const name = customName?.trim() || template.name;
    const columns = {
      name,
      companyName: template.companyName,
      responsibilities: template.responsibilities,
      requirements: template.requirements,
      workLocation: template.workLocation,
      industry: template.industry,
      experienceLevel: template.experienceLevel,
      salaryRange: template.salaryRange,
    };
    const row = await this.repo.insert({
      ...columns,
      searchTokens: searchTokens(columns),
      userId,
      isTemplate: false,
      isPublic: false,
      templateId,
    });
    return toPosition(row);
  }
}
