import { customerPortalEndpoints } from '@batir/shared/contracts/customer-portal';
import { filesEndpoints } from '@batir/shared/contracts/files';
import { prospectSheetEndpoints } from '@batir/shared/contracts/prospect-sheet';
import type { TConvertResponse, TProjectInfosBody, TProspectEditBody } from '@batir/shared/prospect-sheet';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call, upload } from '../../../lib/api-client';
import { projectKey } from '../../projects/api/project-header';
import { summaryKeys } from '../../summary/api/keys';
import { prospectsKeys } from './keys';

/** After a write: the sheet, the prospect lists and the summary counters are stale. */
function refresh(queryClient: QueryClient, projectId: number) {
  void queryClient.invalidateQueries({ queryKey: prospectsKeys.sheet(projectId) });
  void queryClient.invalidateQueries({ queryKey: prospectsKeys.infos(projectId) });
  void queryClient.invalidateQueries({ queryKey: prospectsKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: summaryKeys.all });
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
    call(prospectSheetEndpoints.edit, { body }),
  );
}

/** PUT /api/project/infos: name, land, origin, salesperson (admins). */
export function usePutProjectInfos(projectId: number) {
  return useSheetMutation(projectId, (body: TProjectInfosBody) =>
    call(prospectSheetEndpoints.putInfos, { body }),
  );
}

/** PUT /api/customers/{customer}/archive. */
export function useArchiveCustomer(projectId: number) {
  return useSheetMutation(projectId, (variables: { customerId: number; archive: boolean }) =>
    call(prospectSheetEndpoints.archive, {
      params: { customer: variables.customerId },
      body: { archive: variables.archive },
    }),
  );
}

/** PUT /api/prospect/{project}/activate. */
export function useActivateProspect(projectId: number) {
  return useSheetMutation(projectId, () =>
    call(prospectSheetEndpoints.activate, { params: { project: projectId } }),
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
      call(prospectSheetEndpoints.convert, { params: { id: customerId }, body: { projectId } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: projectKey(projectId) });
      refresh(queryClient, projectId);
    },
  });
}

/** POST /api/user/{id}/createTempAccess ({id}: the household). */
export function useCreateTempAccess(projectId: number) {
  return useSheetMutation(projectId, (customerId: number) =>
    call(prospectSheetEndpoints.createTempAccess, { params: { id: customerId } }),
  );
}

/** PUT /api/customer/{customer}/resetPassword (customer-portal module). */
export function useSendPasswordLink(projectId: number) {
  return useSheetMutation(projectId, (customerId: number) =>
    call(customerPortalEndpoints.customerResetPassword, { params: { customer: customerId } }),
  );
}

/** POST /api/attachment/{project} (multipart files[i]). */
export function useUploadAttachments(projectId: number) {
  return useSheetMutation(projectId, (files: readonly File[]) => {
    const form = new FormData();
    files.forEach((file, index) => {
      form.append(`files[${index}]`, file, file.name);
    });
    return upload(filesEndpoints.attachment, { params: { project: projectId } }, form);
  });
}

/** PUT /api/file/{id}/rename (files module). */
export function useRenameAttachment(projectId: number) {
  return useSheetMutation(projectId, (variables: { id: number; name: string }) =>
    call(filesEndpoints.rename, { params: { id: variables.id }, body: { name: variables.name } }),
  );
}

/** DELETE /api/file/{id} (files module). */
export function useDeleteAttachment(projectId: number) {
  return useSheetMutation(projectId, (id: number) => call(filesEndpoints.remove, { params: { id } }));
}
