import type { TProjectOkResponse, TProjectState, TShareByMailBody } from '@batir/shared/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiFetch } from '../../../lib/api-client';
import { projectKey } from './project-header';

type Method = 'PUT' | 'POST';

/**
 * One project operation (spec 2 §4, spec 3 §7 Projects): the call, then every query of the project (header,
 * gauge, history, informations), the project lists and the summary counters are refreshed.
 */
function useProjectOperation<TVariables>(
  projectId: number,
  request: (variables: TVariables) => { method?: Method; path: string; body?: unknown },
) {
  const queryClient = useQueryClient();
  return useMutation<TProjectOkResponse, ApiError, TVariables>({
    mutationFn: (variables) => {
      const { method = 'PUT', path, body } = request(variables);
      return apiFetch<TProjectOkResponse>(path, { method, ...(body === undefined ? {} : { body }) });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectKey(projectId) });
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
      void queryClient.invalidateQueries({ queryKey: ['summary'] });
    },
  });
}

const base = (projectId: number) => `/api/project/${projectId}`;

/** PUT /api/project/{id}/setState. */
export const useSetState = (projectId: number) =>
  useProjectOperation(projectId, (state: TProjectState) => ({
    path: `${base(projectId)}/setState`,
    body: { state },
  }));

/** PUT /api/project/{id}/waiting. */
export const useSetWaiting = (projectId: number) =>
  useProjectOperation(projectId, (waiting: boolean) => ({
    path: `${base(projectId)}/waiting`,
    body: { waiting },
  }));

/** PUT /api/project/{id}/boxReady. */
export const useSetBoxReady = (projectId: number) =>
  useProjectOperation(projectId, (boxReady: boolean) => ({
    path: `${base(projectId)}/boxReady`,
    body: { boxReady },
  }));

/** PUT /api/project/{project}/workingDamage (1 or 0). */
export const useSetWorkingDamage = (projectId: number) =>
  useProjectOperation(projectId, (workingDamage: 0 | 1) => ({
    path: `${base(projectId)}/workingDamage`,
    body: { workingDamage },
  }));

/** PUT /api/project/{project}/frozen. */
export const useSetFrozen = (projectId: number) =>
  useProjectOperation(projectId, (frozen: boolean) => ({
    path: `${base(projectId)}/frozen`,
    body: { frozen },
  }));

/** PUT /api/project/{project}/putOnHold. */
export const usePutOnHold = (projectId: number) =>
  useProjectOperation(projectId, (reason: string) => ({
    path: `${base(projectId)}/putOnHold`,
    body: { reason },
  }));

/** PUT /api/project/{project}/cancelOnHold. */
export const useCancelOnHold = (projectId: number) =>
  useProjectOperation(projectId, () => ({ path: `${base(projectId)}/cancelOnHold` }));

/** PUT /api/project/{project}/underTest. */
export const useSetUnderTest = (projectId: number) =>
  useProjectOperation(projectId, (underTest: boolean) => ({
    path: `${base(projectId)}/underTest`,
    body: { underTest },
  }));

/** PUT /api/project/{project}/reset/preconstruction and /reset/construction (administrators). */
export const useResetProject = (projectId: number) =>
  useProjectOperation(projectId, (what: 'preconstruction' | 'construction') => ({
    path: `${base(projectId)}/reset/${what}`,
  }));

/** PUT /api/project/{project}/activate. */
export const useActivateProject = (projectId: number) =>
  useProjectOperation(projectId, () => ({ path: `${base(projectId)}/activate` }));

/** PUT /api/project/{project}/area. */
export const useSetArea = (projectId: number) =>
  useProjectOperation(projectId, (area: number) => ({ path: `${base(projectId)}/area`, body: { area } }));

/** PUT /api/project/{project}/qualification. */
export const useSetQualification = (projectId: number) =>
  useProjectOperation(projectId, (qualification: string) => ({
    path: `${base(projectId)}/qualification`,
    body: { qualification },
  }));

/** PUT /api/project/{project}/set/craftsmanFileMode. */
export const useSetCraftsmanFileMode = (projectId: number) =>
  useProjectOperation(projectId, (mode: 0 | 1) => ({
    path: `${base(projectId)}/set/craftsmanFileMode`,
    body: { mode },
  }));

/** PUT /api/preconstruction/step/{step}. */
export const useSetPreconstructionStep = (projectId: number) =>
  useProjectOperation(projectId, (step: number) => ({
    path: `/api/preconstruction/step/${step}`,
    body: { project: projectId },
  }));

/** PUT /api/project/{project}/switchToConstruction. */
export const useSwitchToConstruction = (projectId: number) =>
  useProjectOperation(projectId, () => ({ path: `${base(projectId)}/switchToConstruction` }));

/** POST /api/project/{project}/congratulations. */
export const useSendCongratulations = (projectId: number) =>
  useProjectOperation(projectId, () => ({ method: 'POST', path: `${base(projectId)}/congratulations` }));

/** POST /api/project/{project}/shareByMail. */
export const useShareByMail = (projectId: number) =>
  useProjectOperation(projectId, (body: TShareByMailBody) => ({
    method: 'POST',
    path: `${base(projectId)}/shareByMail`,
    body,
  }));

/** POST /api/project/{project}/resetPassword (customer-portal module: the single-use password link). */
export const useSendPasswordLink = (projectId: number) =>
  useProjectOperation(projectId, () => ({ method: 'POST', path: `${base(projectId)}/resetPassword` }));
