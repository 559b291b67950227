import { announcementsEndpoints } from '@batir/shared/contracts/announcements';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { announcementsKeys } from './keys';

export type AnnouncementPage = { page: number; limit: number };

/** GET /api/announcement?page=&limit= (administrators): one page, newest start date first. */
export function fetchAnnouncements(page: AnnouncementPage, signal?: AbortSignal) {
  return call(announcementsEndpoints.list, { query: page }, { signal });
}

export const announcementsQueryOptions = (page: AnnouncementPage) =>
  queryOptions({
    queryKey: announcementsKeys.page(page),
    queryFn: ({ signal }) => fetchAnnouncements(page, signal),
  });

/** The previous page stays on screen while the next one loads. */
export function useAnnouncements(page: AnnouncementPage) {
  return useQuery({ ...announcementsQueryOptions(page), placeholderData: keepPreviousData });
}
