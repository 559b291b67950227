import { summaryKeys } from '../../summary/api/keys';

/** Query keys of the salespeople screen: every key of the screen starts with 'salesmen'. */
export const salesmenKeys = {
  all: ['salesmen'] as const,
  list: () => [...salesmenKeys.all, 'list'] as const,
  detail: (id: number) => [...salesmenKeys.all, 'detail', id] as const,
  qualifications: (id: number) => [...salesmenKeys.all, 'qualifications', id] as const,
  /** Starts with 'summary': the live notification event refreshes these lists (a new request is notified). */
  appointmentRequests: () => [...summaryKeys.all, 'appointmentRequest'] as const,
  userAppointmentRequests: (user: number) => [...salesmenKeys.appointmentRequests(), 'user', user] as const,
};
