import { bpEndpoints as api } from '@batir/shared/contracts/building-permits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requestContext } from '../../lib/request-context';
import { principalOf } from '../../plugins/access';
import { route } from '../../plugins/contracts';
import type { Realtime } from '../../plugins/realtime';
import type { FileService } from '../files';
import { dashboard, getPermit, permitFiles } from './building-permits.service';
import {
  confirmReceipt,
  depositPermit,
  downloadedPermit,
  editPermit,
  globalRefusal,
  printPermit,
  refusePermit,
  setIssueDate,
  toggleBpShow,
} from './permit-file.service';
import { mailToAbm, raiseToSalesman, sendPermit } from './permit-mails.service';
import {
  addendumModification,
  advanceModification,
  alertPermitModification,
  cancelModification,
  commentModification,
  convertToModification,
} from './permit-modifications.service';
import { addAdditionalDocument, cancelAdditionalDocument, setFilesState } from './permit-pieces.service';

export type BuildingPermitsRoutesOptions = {
  db: Database;
  files: FileService;
  publicUrl: string;
  /** Live alerts of the notifications written by a raise to the salesman or a modification alert. */
  realtime?: Realtime;
};

/**
 * The building permit (spec 2 §7.2 "Building permit" and "Project"; spec 3 §7 "Building permit", the permit
 * lines of "Projects"), registered from its contracts (packages/shared/src/contracts/building-permits.ts).
 * Every change runs in one transaction with the project's permit row locked, refreshes the project list's permit tile (project_permits.bp_tile),
 * and writes the project history and the audit log.
 */
export const buildingPermitsRoutes: FastifyPluginAsyncZod<BuildingPermitsRoutesOptions> = async (
  app,
  { db, files, realtime },
) => {
  /** What every change of a project's permit needs. */
  const opts = (request: Parameters<typeof principalOf>[0] & { params: { project: number } }) => ({
    db,
    caller: principalOf(request),
    projectId: request.params.project,
    context: requestContext(request),
    realtime,
  });

  route(app, api.dashboard, async (request) => dashboard(db, principalOf(request)));

  // Dashboard actions ---------------------------------------------------------------------------------
  route(app, api.confirmReceipt, async (request) =>
    confirmReceipt({ ...opts(request), body: request.body ?? {} }),
  );
  route(app, api.convertToModification, async (request) =>
    convertToModification({ ...opts(request), body: request.body ?? {} }),
  );
  route(app, api.commentModification, async (request) =>
    commentModification({ ...opts(request), body: request.body }),
  );
  route(app, api.raiseToSalesman, async (request) =>
    raiseToSalesman({ ...opts(request), body: request.body }),
  );
  route(app, api.filesState, async (request) => setFilesState({ ...opts(request), body: request.body }));
  route(app, api.cancelAdditionalDocument, async (request) =>
    cancelAdditionalDocument({ ...opts(request), body: request.body }),
  );
  route(app, api.modificationStatus, async (request) =>
    advanceModification({ ...opts(request), modificationId: request.params.id, body: request.body }),
  );
  route(app, api.permitFiles, async (request) =>
    permitFiles({ db, files, caller: principalOf(request), projectId: request.params.project }),
  );
  route(app, api.addAdditionalDocument, async (request) =>
    addAdditionalDocument({ ...opts(request), body: request.body }),
  );
  route(app, api.addendumModification, async (request) =>
    addendumModification({ ...opts(request), body: request.body }),
  );
  route(app, api.cancelModification, async (request) =>
    cancelModification({ ...opts(request), body: request.body }),
  );

  // The permit of a project ---------------------------------------------------------------------------
  route(app, api.projectPermit, async (request) =>
    getPermit({ db, files, caller: principalOf(request), projectId: request.params.project }),
  );
  route(app, api.editPermit, async (request) => editPermit({ ...opts(request), body: request.body }));
  route(app, api.printPermit, async (request) => printPermit(opts(request)));
  route(app, api.downloadedPermit, async (request) => downloadedPermit(opts(request)));
  route(app, api.depositPermit, async (request) => depositPermit({ ...opts(request), body: request.body }));
  route(app, api.refusePermit, async (request) => refusePermit({ ...opts(request), body: request.body }));
  route(app, api.globalRefusal, async (request) =>
    globalRefusal({ ...opts(request), body: request.body ?? { reason: '' } }),
  );
  route(app, api.issueDate, async (request) => setIssueDate({ ...opts(request), body: request.body }));
  route(app, api.mailToAbm, async (request) => mailToAbm({ ...opts(request), files, body: request.body }));
  route(app, api.sendPermit, async (request) => sendPermit({ ...opts(request), body: request.body }));
  route(app, api.toggleBpShow, async (request) => toggleBpShow({ ...opts(request), body: request.body }));
  route(app, api.alertPermitModification, async (request) =>
    alertPermitModification({ ...opts(request), body: request.body }),
  );
};
