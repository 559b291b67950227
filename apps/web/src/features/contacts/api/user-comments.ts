import { contactEndpoints } from '@batir/shared/contracts/contacts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useInvalidateProspect } from './invalidate';
import { contactsKeys } from './keys';

/** GET /api/userComment/salesman/{user}: the notes of his managers about a salesperson. */
export function fetchSalesmanNotes(userId: number, offset: number, limit: number, signal?: AbortSignal) {
  return call(
    contactEndpoints.salesmanNotes,
    { params: { user: userId }, query: { offset, limit } },
    { signal },
  );
}

export function useSalesmanNotes(userId: number, offset: number, limit: number) {
  return useQuery({
    queryKey: contactsKeys.salesmanNotes(userId, offset, limit),
    queryFn: ({ signal }) => fetchSalesmanNotes(userId, offset, limit, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/userComment/project/{id}: an internal note on a project. */
export function useAddProjectNote(projectId: number) {
  const invalidate = useInvalidateProspect();
  return useMutation({
    mutationKey: ['contacts', 'userComment', 'add', 'project', projectId],
    mutationFn: (text: string) =>
      call(contactEndpoints.addProjectNote, { params: { id: projectId }, body: { text } }),
    onSuccess: () => invalidate(projectId),
  });
}

/** POST /api/userComment/salesman/{user}: a manager's note about a salesperson. */
export function useAddSalesmanNote(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['contacts', 'userComment', 'add', 'salesman', userId],
    mutationFn: (text: string) =>
      call(contactEndpoints.addSalesmanNote, { params: { user: userId }, body: { text } }),
    onSuccess: () => client.invalidateQueries({ queryKey: contactsKeys.salesmanNotesOf(userId) }),
  });
}

/** DELETE /api/userComment/{id} (its author or an admin). `projectId`: the sheet to refresh, if any. */
export function useDeleteUserComment(subject: { projectId: number } | { salesmanId: number }) {
  const invalidate = useInvalidateProspect();
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['contacts', 'userComment', 'delete'],
    mutationFn: (id: number) => call(contactEndpoints.deleteNote, { params: { id } }),
    onSuccess: () =>
      'projectId' in subject
        ? invalidate(subject.projectId)
        : client.invalidateQueries({ queryKey: contactsKeys.salesmanNotesOf(subject.salesmanId) }),
  });
}
