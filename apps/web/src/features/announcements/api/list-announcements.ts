import type { TAnnouncementListResponse } from '@batir/shared/announcements';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type AnnouncementPage = { page: number; limit: number };

export const announcementsQueryKey = ['announcements'] as const;

/** GET /api/announcement?page=&limit= (administrators): one page, newest start date first. */
export function fetchAnnouncements(page: AnnouncementPage, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page.page), limit: String(page.limit) });
  return apiFetch<TAnnouncementListResponse>(`/api/announcement?${query}`, { signal });
}

export const announcementsQueryOptions = (page: AnnouncementPage) =>
  queryOptions({
    queryKey: [...announcementsQueryKey, page] as const,
    queryFn: ({ signal }) => fetchAnnouncements(page, signal),
  });

/** The previous page stays on screen while the next one loads. */
export function useAnnouncements(page: AnnouncementPage) {
  return useQuery({ ...announcementsQueryOptions(page), placeholderData: keepPreviousData });
}
