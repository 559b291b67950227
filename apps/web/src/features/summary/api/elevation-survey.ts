import type { TElevationSurveyBody, TElevationSurveyResponse } from '@batir/shared/summary';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const surveyKey = (id: number) => ['summary', 'elevationSurvey', 'one', id] as const;

/** GET /api/elevationSurvey/{id}: the survey and its comments. */
export function useElevationSurvey(id: number | null) {
  return useQuery({
    queryKey: surveyKey(id ?? 0),
    queryFn: async ({ signal }) =>
      (await apiFetch<TElevationSurveyResponse>(`/api/elevationSurvey/${id}`, { signal })).elevationSurvey,
    enabled: !!id,
  });
}

/** POST /api/elevationSurvey/{id}/comment; the survey and the list reload. */
export function useCommentElevationSurvey(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['summary', 'elevationSurvey', 'comment'],
    mutationFn: (text: string) =>
      apiFetch(`/api/elevationSurvey/${id}/comment`, { method: 'POST', body: { text } }),
    meta: { errorSnackbar: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['summary', 'elevationSurvey'] }),
  });
}

/** DELETE /api/elevationSurvey/{id}. */
export function useDeleteElevationSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['summary', 'elevationSurvey', 'delete'],
    mutationFn: (id: number) =>
      apiFetch<{ message: string }>(`/api/elevationSurvey/${id}`, { method: 'DELETE' }),
    meta: { errorSnackbar: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['summary', 'elevationSurvey'] }),
  });
}

/** POST /api/elevationSurvey/{project}: orders an elevation survey for a project (the prospect sheet). */
export function useOrderElevationSurvey(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['summary', 'elevationSurvey', 'order', projectId],
    mutationFn: (body: TElevationSurveyBody) =>
      apiFetch<TElevationSurveyResponse>(`/api/elevationSurvey/${projectId}`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['summary', 'elevationSurvey'] }),
  });
}
