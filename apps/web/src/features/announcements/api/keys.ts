import type { TAnnouncementListQuery } from '@batir/shared/announcements';

/** Query keys of the announcements administration: every key starts with 'announcements'. */
export const announcementsKeys = {
  all: ['announcements'] as const,
  page: (page: TAnnouncementListQuery) => [...announcementsKeys.all, page] as const,
};
