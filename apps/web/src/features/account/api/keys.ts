/** Query keys of one's own account: every key starts with 'account'. */
export const accountKeys = {
  all: ['account'] as const,
  profile: (id: number) => [...accountKeys.all, 'profile', id] as const,
};
