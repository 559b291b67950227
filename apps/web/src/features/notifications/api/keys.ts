/** Query keys of the notification panel: every key of the area starts with 'notifications'. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  /** The bell's total and the panel's list (every notification call answers them). */
  list: () => notificationsKeys.all,
};
