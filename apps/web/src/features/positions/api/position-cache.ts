import type { TPosition, TPositionList, TPositionSummary } from '@offerpilot/shared';
import type { QueryClient } from '@tanstack/react-query';
import { positionKeys } from '../../../lib/position-keys.ts';

/**
 * What a change of one position does to the cache. Each list that holds it (the /positions pages,
 * the home sidebar and pickers) shows the change at once, then is asked for again, so the server's
 * order and totals win; the changed position's own entry is known from the answer.
 */
const summaryOf = (p: TPosition): TPositionSummary => ({
  id: p.id,
  name: p.name,
  company_name: p.company_name,
  industry: p.industry,
  experience_level: p.experience_level,
  work_location: p.work_location,
  salary_range: p.salary_range,
  is_public: p.is_public,
  updated_at: p.updated_at,
});

type TListEdit = (list: TPositionList) => TPositionList;

/** Edits the lists held now, then has them read again (in the background: the change shows already). */
function editLists(client: QueryClient, edit: { lists: TListEdit; options: TListEdit }) {
  client.setQueriesData<TPositionList>({ queryKey: positionKeys.lists }, (list) => list && edit.lists(list));
  client.setQueryData<TPositionList>(positionKeys.options, (list) => list && edit.options(list));
  invalidatePositionLists(client);
}

/** Every list of positions is read again (a change whose result is not known here). */
export function invalidatePositionLists(client: QueryClient) {
  void client.invalidateQueries({ queryKey: positionKeys.lists });
  void client.invalidateQueries({ queryKey: positionKeys.options });
}

/** A new position (made by hand, from an advert or from a template): first in the pickers (newest first). */
export function positionCreated(client: QueryClient, position: TPosition) {
  client.setQueryData(positionKeys.detail(position.id), position);
  const prepend: TListEdit = (list) => ({
    ...list,
    positions: [summaryOf(position), ...list.positions.filter((p) => p.id !== position.id)].slice(0, list.page_size),
    total: list.total + 1,
  });
  // Which page of /positions it lands on is the server's to say: those pages are only read again.
  editLists(client, { lists: (list) => list, options: prepend });
}

/** An edited position: its entry in every list takes the new summary fields. */
export function positionUpdated(client: QueryClient, position: TPosition) {
  client.setQueryData(positionKeys.detail(position.id), position);
  const replace: TListEdit = (list) => ({
    ...list,
    positions: list.positions.map((p) => (p.id === position.id ? { ...p, ...summaryOf(position) } : p)),
  });
  editLists(client, { lists: replace, options: replace });
}

/** A deleted position: gone from every list (the total one lower, never below 0), its detail forgotten. */
export function positionDeleted(client: QueryClient, id: number) {
  client.removeQueries({ queryKey: positionKeys.detail(id) });
  client.removeQueries({ queryKey: positionKeys.related(id) });
  const drop: TListEdit = (list) =>
    list.positions.some((p) => p.id === id)
      ? { ...list, positions: list.positions.filter((p) => p.id !== id), total: Math.max(0, list.total - 1) }
      : list;
  editLists(client, { lists: drop, options: drop });
}
