import { projectsEndpoints as api } from '@batir/shared/contracts/projects';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import type { FileService } from '../files';
import { projectFor } from './project-access';
import * as service from './projects.service';

export type ProjectsRoutesOptions = { db: Database; files: FileService; publicUrl: string };

/**
 * The core of a customer project (spec 2 §4 and §7.2 Project/Preconstruction; spec 3 §4, §5, §7 Projects):
 * the header of the customer screens, the progress gauge, the switch to construction, every project
 * operation (each one transaction with its history line and audit row), the sheet informations and the
 * history timeline, registered from their contracts (packages/shared/src/contracts/projects.ts). `{id}` and
 * `{project}` are both the project id (the spec names it both ways).
 * `POST /api/project/{project}/resetPassword` lives in modules/customer-portal (the shell's reset link).
 */
export const projectsRoutes: FastifyPluginAsyncZod<ProjectsRoutesOptions> = async (app, { db }) => {
  const who = (request: FastifyRequest) => ({
    db,
    caller: principalOf(request),
    context: requestContext(request),
  });

  route(app, api.header, async (request) =>
    service.getHeader({ ...who(request), projectId: request.params.project }),
  );

  route(app, api.progress, async (request) =>
    service.getProgress({ ...who(request), projectId: request.params.id }),
  );

  route(app, api.history, async (request) =>
    service.getHistory({ ...who(request), projectId: request.params.project, ...request.query }),
  );

  route(app, api.informations, async (request) =>
    service.getInformations({ ...who(request), projectId: request.params.project }),
  );

  route(app, api.saveInformations, async (request) =>
    service.putInformations({ ...who(request), projectId: request.params.project, body: request.body }),
  );

  route(app, api.documentCategories, async () => service.documentCategories());

  route(app, api.quotationArchives, async (request) => {
    await projectFor({ db, caller: principalOf(request), projectId: request.params.project, write: false });
    // The quotation tables arrive with the quotation area: until then a project has no archived quotation.
    return { error: 0 as const, list: [] };
  });

  route(app, api.switchToConstruction, async (request) =>
    service.switchToConstruction({ ...who(request), projectId: request.params.project }),
  );

  route(app, api.setState, async (request) =>
    service.setState({ ...who(request), projectId: request.params.id, ...request.body }),
  );

  route(app, api.waiting, async (request) =>
    service.setWaiting({ ...who(request), projectId: request.params.id, ...request.body }),
  );

  // Spec 3 names it /project/{id}/boxReady and /project/{project}/boxReady: one route.
  route(app, api.boxReady, async (request) =>
    service.setBoxReady({ ...who(request), projectId: request.params.id, ...request.body }),
  );

  route(app, api.workingDamage, async (request) =>
    service.setWorkingDamage({ ...who(request), projectId: request.params.project, ...request.body }),
  );

  route(app, api.frozen, async (request) =>
    service.setFrozen({ ...who(request), projectId: request.params.project, ...request.body }),
  );

  route(app, api.putOnHold, async (request) =>
    service.putOnHold({ ...who(request), projectId: request.params.project, ...request.body }),
  );

  route(app, api.cancelOnHold, async (request) =>
    service.cancelOnHold({ ...who(request), projectId: request.params.project }),
  );

  route(app, api.underTest, async (request) =>
    service.setUnderTest({ ...who(request), projectId: request.params.project, ...request.body }),
  );

  route(app, api.resetPreconstruction, async (request) =>
    service.resetPreconstruction({ ...who(request), projectId: request.params.project }),
  );

  route(app, api.resetConstruction, async (request) =>
    service.resetConstruction({ ...who(request), projectId: request.params.project }),
  );

  route(app, api.activate, async (request) =>
    service.activateProject({ ...who(request), projectId: request.params.project }),
  );

  route(app, api.area, async (request) =>
    service.setArea({ ...who(request), projectId: request.params.project, ...request.body }),
  );

  route(app, api.qualification, async (request) =>
    service.setQualification({ ...who(request), projectId: request.params.project, ...request.body }),
  );

  route(app, api.craftsmanFileMode, async (request) =>
    service.setCraftsmanFileMode({
      ...who(request),
      projectId: request.params.project,
      mode: Number(request.body.mode) === 1 ? 1 : 0,
    }),
  );

  route(app, api.preconstructionStep, async (request) =>
    service.setPreconstructionStep({
      ...who(request),
      projectId: request.body.project,
      step: request.params.step,
    }),
  );

  route(app, api.congratulations, async (request) =>
    service.sendCongratulations({ ...who(request), projectId: request.params.project }),
  );

  route(app, api.shareByMail, async (request) =>
    service.shareByMail({ ...who(request), projectId: request.params.project, ...request.body }),
  );
};
