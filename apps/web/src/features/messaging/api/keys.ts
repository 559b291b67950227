/** Query keys of the messaging: every key starts with 'messaging' (a live message refreshes them all). */
export const messagingKeys = {
  all: ['messaging'] as const,
  conversation: (projectId: number) => [...messagingKeys.all, 'project', projectId] as const,
};
