/** Query keys of the contacts area: every key of the area starts with 'contacts'. */
export const contactsKeys = {
  all: ['contacts'] as const,
  /** Every page of every staff member's contact attempts. */
  contactAttempts: () => [...contactsKeys.all, 'contactAttempts'] as const,
  userContactAttempts: (userId: number, offset: number, limit: number) =>
    [...contactsKeys.contactAttempts(), 'user', userId, { offset, limit }] as const,
  /** Every page of the notes about the salesperson `userId`. */
  salesmanNotesOf: (userId: number) => [...contactsKeys.all, 'userComments', 'salesman', userId] as const,
  salesmanNotes: (userId: number, offset: number, limit: number) =>
    [...contactsKeys.salesmanNotesOf(userId), { offset, limit }] as const,
};
