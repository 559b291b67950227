import type { EndpointInput } from '@batir/shared/contract';
import { customerPortalEndpoints } from '@batir/shared/contracts/customer-portal';
import { projectsEndpoints as api } from '@batir/shared/contracts/projects';
import type { TProjectState, TShareByMailBody } from '@batir/shared/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, call } from '../../../lib/api-client';
import { customersKeys } from '../../customers/api/keys';
import { summaryKeys } from '../../summary/api/keys';
import { projectsKeys } from './keys';

/**
 * One project operation (spec 2 §4, spec 3 §7 Projects): the call, then every query of the project (header,
 * gauge, history, informations), the project lists and the summary counters are refreshed.
 */
function useProjectOperation<TData, TVariables>(
  projectId: number,
  run: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation<TData, ApiError, TVariables>({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectsKeys.project(projectId) });
      void queryClient.invalidateQueries({ queryKey: customersKeys.all });
      void queryClient.invalidateQueries({ queryKey: summaryKeys.all });
    },
  });
}

const project = (projectId: number) => ({ project: projectId });

/** PUT /api/project/{id}/setState. */
export const useSetState = (projectId: number) =>
  useProjectOperation(projectId, (state: TProjectState) =>
    call(api.setState, {
      params: { id: projectId },
      body: { state },
    }),
  );

/** PUT /api/project/{id}/waiting. */
export const useSetWaiting = (projectId: number) =>
  useProjectOperation(projectId, (waiting: boolean) =>
    call(api.waiting, {
      params: { id: projectId },
      body: { waiting },
    }),
  );

/** PUT /api/project/{id}/boxReady. */
export const useSetBoxReady = (projectId: number) =>
  useProjectOperation(projectId, (boxReady: boolean) =>
    call(api.boxReady, {
      params: { id: projectId },
      body: { boxReady },
    }),
  );

/** PUT /api/project/{project}/workingDamage (1 or 0). */
export const useSetWorkingDamage = (projectId: number) =>
  useProjectOperation(projectId, (workingDamage: 0 | 1) =>
    call(api.workingDamage, {
      params: project(projectId),
      body: { workingDamage },
    }),
  );

/** PUT /api/project/{project}/frozen. */
export const useSetFrozen = (projectId: number) =>
  useProjectOperation(projectId, (frozen: boolean) =>
    call(api.frozen, {
      params: project(projectId),
      body: { frozen },
    }),
  );

/** PUT /api/project/{project}/putOnHold. */
export const usePutOnHold = (projectId: number) =>
  useProjectOperation(projectId, (reason: string) =>
    call(api.putOnHold, {
      params: project(projectId),
      body: { reason },
    }),
  );

/** PUT /api/project/{project}/cancelOnHold. */
export const useCancelOnHold = (projectId: number) =>
  useProjectOperation(projectId, () => call(api.cancelOnHold, { params: project(projectId) }));

/** PUT /api/project/{project}/underTest. */
export const useSetUnderTest = (projectId: number) =>
  useProjectOperation(projectId, (underTest: boolean) =>
    call(api.underTest, {
      params: project(projectId),
      body: { underTest },
    }),
  );

/** PUT /api/project/{project}/reset/preconstruction and /reset/construction (administrators). */
export const useResetProject = (projectId: number) =>
  useProjectOperation(projectId, (what: 'preconstruction' | 'construction') =>
    call(what === 'preconstruction' ? api.resetPreconstruction : api.resetConstruction, {
      params: project(projectId),
    }),
  );

/** PUT /api/project/{project}/activate. */
export const useActivateProject = (projectId: number) =>
  useProjectOperation(projectId, () => call(api.activate, { params: project(projectId) }));

/** PUT /api/project/{project}/area. */
export const useSetArea = (projectId: number) =>
  useProjectOperation(projectId, (area: number) =>
    call(api.area, { params: project(projectId), body: { area } }),
  );

/** PUT /api/project/{project}/qualification. */
export const useSetQualification = (projectId: number) =>
  useProjectOperation(
    projectId,
    (qualification: EndpointInput<typeof api.qualification>['body']['qualification']) =>
      call(api.qualification, {
        params: project(projectId),
        body: { qualification },
      }),
  );

/** PUT /api/project/{project}/set/craftsmanFileMode. */
export const useSetCraftsmanFileMode = (projectId: number) =>
  useProjectOperation(projectId, (mode: 0 | 1) =>
    call(api.craftsmanFileMode, {
      params: project(projectId),
      body: { mode },
    }),
  );

/** PUT /api/preconstruction/step/{step}. */
export const useSetPreconstructionStep = (projectId: number) =>
  useProjectOperation(projectId, (step: number) =>
    call(api.preconstructionStep, {
      params: { step },
      body: { project: projectId },
    }),
  );

/** PUT /api/project/{project}/switchToConstruction. */
export const useSwitchToConstruction = (projectId: number) =>
  useProjectOperation(projectId, () => call(api.switchToConstruction, { params: project(projectId) }));

/** POST /api/project/{project}/congratulations. */
export const useSendCongratulations = (projectId: number) =>
  useProjectOperation(projectId, () => call(api.congratulations, { params: project(projectId) }));

/** POST /api/project/{project}/shareByMail. */
export const useShareByMail = (projectId: number) =>
  useProjectOperation(projectId, (body: TShareByMailBody) =>
    call(api.shareByMail, {
      params: project(projectId),
      body,
    }),
  );

/** POST /api/project/{project}/resetPassword (customer-portal module: the single-use password link). */
export const useSendPasswordLink = (projectId: number) =>
  useProjectOperation(projectId, () =>
    call(customerPortalEndpoints.projectResetPassword, {
      params: project(projectId),
    }),
  );
