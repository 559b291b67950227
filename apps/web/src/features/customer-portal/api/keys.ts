/** Query keys of the customer portal: every key of the area starts with 'customer-portal'. */
export const customerPortalKeys = {
  all: ['customer-portal'] as const,
  summary: () => [...customerPortalKeys.all, 'summary'] as const,
  /** The appointment requests of one project, as the customer sees them. */
  appointmentRequests: (projectId: number) =>
    [...customerPortalKeys.all, 'appointment-requests', projectId] as const,
  /** The mutation key of « Prendre la main ». */
  impersonate: () => [...customerPortalKeys.all, 'impersonate'] as const,
};
