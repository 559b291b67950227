import type { TUploadedFile } from '@batir/shared/files';
import type {
  TConvertResponse,
  TProjectInfosBody,
  TProspectEditBody,
  TSheetCustomer,
  TSheetProject,
} from '@batir/shared/prospect-sheet';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch, apiUpload } from '../../../lib/api-client';
import { projectKey } from '../../projects/api/project-header';
import { prospectsQueryKey } from './list-prospects';
import { projectInfosKey } from './project-infos';
import { prospectSheetKey } from './prospect-sheet';

type Message = { error: 0; message: string };

/** After a write: the sheet, the prospect lists and the summary counters are stale. */
function refresh(queryClient: QueryClient, projectId: number) {
  void queryClient.invalidateQueries({ queryKey: prospectSheetKey(projectId) });
  void queryClient.invalidateQueries({ queryKey: projectInfosKey(projectId) });
  void queryClient.invalidateQueries({ queryKey: prospectsQueryKey });
  void queryClient.invalidateQueries({ queryKey: ['summary'] });
}

/** One mutation of the sheet of `projectId`, refreshing what it changes. */
function useSheetMutation<TVariables, TData>(
  projectId: number,
  mutationFn: (v: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation<TData, ApiError, TVariables>({
    mutationFn,
    onSuccess: () => refresh(queryClient, projectId),
  });
}

/** PUT /api/prospect: household and project of the prospect. */
export function useEditProspect(projectId: number) {
  return useSheetMutation(projectId, (body: TProspectEditBody) =>
    apiFetch<{ error: 0; customer: TSheetCustomer; project: TSheetProject }>('/api/prospect', {
      method: 'PUT',
      body,
    }),
  );
}

/** PUT /api/project/infos: name, land, origin, salesperson (admins). */
export function usePutProjectInfos(projectId: number) {
  return useSheetMutation(projectId, (body: TProjectInfosBody) =>
    apiFetch<{ error: 0 }>('/api/project/infos', { method: 'PUT', body }),
  );
}

/** PUT /api/customers/{customer}/archive. */
export function useArchiveCustomer(projectId: number) {
  return useSheetMutation(projectId, (variables: { customerId: number; archive: boolean }) =>
    apiFetch<Message>(`/api/customers/${variables.customerId}/archive`, {
      method: 'PUT',
      body: { archive: variables.archive },
    }),
  );
}

/** PUT /api/prospect/{project}/activate. */
export function useActivateProspect(projectId: number) {
  return useSheetMutation(projectId, () =>
    apiFetch<Message>(`/api/prospect/${projectId}/activate`, { method: 'PUT' }),
  );
}

/**
 * POST /api/user/{id}/convert ({id}: the household). The customer screens' cached project (read while it
 * was a prospect, which sends them back to this sheet) is dropped, so that the customer file opens afresh.
 */
export function useConvertProspect(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation<TConvertResponse, ApiError, number>({
    mutationFn: (customerId) =>
      apiFetch<TConvertResponse>(`/api/user/${customerId}/convert`, { method: 'POST', body: { projectId } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: projectKey(projectId) });
      refresh(queryClient, projectId);
    },
  });
}

/** POST /api/user/{id}/createTempAccess ({id}: the household). */
export function useCreateTempAccess(projectId: number) {
  return useSheetMutation(projectId, (customerId: number) =>
    apiFetch<Message & { expiresAt: string; email: string }>(`/api/user/${customerId}/createTempAccess`, {
      method: 'POST',
    }),
  );
}

/** PUT /api/customer/{customer}/resetPassword (customer-portal module). */
export function useSendPasswordLink(projectId: number) {
  return useSheetMutation(projectId, (customerId: number) =>
    apiFetch<{ error: 0; message?: string }>(`/api/customer/${customerId}/resetPassword`, { method: 'PUT' }),
  );
}

/** POST /api/attachment/{project} (multipart files[i]). */
export function useUploadAttachments(projectId: number) {
  return useSheetMutation(projectId, (files: readonly File[]) => {
    const form = new FormData();
    files.forEach((file, index) => {
      form.append(`files[${index}]`, file, file.name);
    });
    return apiUpload<{ error: 0; files: TUploadedFile[] }>(`/api/attachment/${projectId}`, form);
  });
}

/** PUT /api/file/{id}/rename (files module). */
export function useRenameAttachment(projectId: number) {
  return useSheetMutation(projectId, (variables: { id: number; name: string }) =>
    apiFetch<{ error: 0 }>(`/api/file/${variables.id}/rename`, {
      method: 'PUT',
      body: { name: variables.name },
    }),
  );
}

/** DELETE /api/file/{id} (files module). */
export function useDeleteAttachment(projectId: number) {
  return useSheetMutation(projectId, (id: number) =>
    apiFetch<{ error: 0 }>(`/api/file/${id}`, { method: 'DELETE' }),
  );
}
