import { summaryEndpoints } from '@batir/shared/contracts/summary';
import type { TElevationSurveyBody } from '@batir/shared/summary';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { summaryKeys } from './keys';

/** GET /api/elevationSurvey/{id}: the survey and its comments. */
export function useElevationSurvey(id: number | null) {
  return useQuery({
    queryKey: summaryKeys.elevationSurvey(id ?? 0),
    queryFn: async ({ signal }) =>
      (await call(summaryEndpoints.elevationSurvey, { params: { id: id ?? 0 } }, { signal })).elevationSurvey,
    enabled: !!id,
  });
}

/** POST /api/elevationSurvey/{id}/comment; the survey and the list reload. */
export function useCommentElevationSurvey(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['summary', 'elevationSurvey', 'comment'],
    mutationFn: (text: string) =>
      call(summaryEndpoints.commentElevationSurvey, { params: { id }, body: { text } }),
    meta: { errorSnackbar: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: summaryKeys.elevationSurveys() }),
  });
}

/** DELETE /api/elevationSurvey/{id}. */
export function useDeleteElevationSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['summary', 'elevationSurvey', 'delete'],
    mutationFn: (id: number) => call(summaryEndpoints.deleteElevationSurvey, { params: { id } }),
    meta: { errorSnackbar: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: summaryKeys.elevationSurveys() }),
  });
}

/** POST /api/elevationSurvey/{project}: orders an elevation survey for a project (the prospect sheet). */
export function useOrderElevationSurvey(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['summary', 'elevationSurvey', 'order', projectId],
    mutationFn: (body: TElevationSurveyBody) =>
      call(summaryEndpoints.orderElevationSurvey, { params: { id: projectId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: summaryKeys.elevationSurveys() }),
  });
}
