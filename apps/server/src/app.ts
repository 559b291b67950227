import { randomUUID } from 'node:crypto';
import { JOB_EVENT } from '@batir/shared/jobs';
import cookie from '@fastify/cookie';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Config } from './config';
import type { ChangeFeed } from './db/change-feed';
import type { Database } from './db/client';
import { maintenanceRoutes } from './modules/admin/maintenance.routes';
import { createMaintenanceService } from './modules/admin/maintenance.service';
import { announcementsRoutes } from './modules/announcements/announcements.routes';
import { appointmentRequestsRoutes } from './modules/appointment-requests/appointment-requests.routes';
import { appointmentsRoutes } from './modules/appointments/appointments.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createTokenSigner } from './modules/auth/auth.tokens';
import { passwordResetRoutes } from './modules/auth/password-reset.routes';
import { buildingPermitsRoutes } from './modules/building-permits/building-permits.routes';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { customerPortalRoutes } from './modules/customer-portal/customer-portal.routes';
import { customersRoutes } from './modules/customers/customers.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createExportService } from './modules/exports';
import { exportsRoutes } from './modules/exports/exports.routes';
import { createFileStore, type FileStore } from './modules/files/file-store';
import { filesRoutes, viewerRoutes } from './modules/files/files.routes';
import { createFileService } from './modules/files/files.service';
import { createViewerTokens } from './modules/files/viewer-token';
import { financingRoutes } from './modules/financing/financing.routes';
import { geoRoutes } from './modules/geo/geo.routes';
import { healthRoutes } from './modules/health/health.routes';
import {
  createJobRunner,
  createJobService,
  createWorkerPool,
  type JobRunner,
  jobOf,
  WORKER_THREADS,
} from './modules/jobs';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { messagingRoutes } from './modules/messaging/messaging.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationService } from './modules/notifications/notifications.service';
import { outboxRoutes } from './modules/outbox/outbox.routes';
import { type OutboxWorker, startOutboxWorker } from './modules/outbox/outbox.service';
import { preconstructionRoutes } from './modules/preconstruction/preconstruction.routes';
import { projectDocumentsRoutes } from './modules/project-documents/project-documents.routes';
import { projectsRoutes } from './modules/projects/projects.routes';
import { prospectSheetRoutes } from './modules/prospect-sheet/prospect-sheet.routes';
import { prospectsRoutes } from './modules/prospects/prospects.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { salesmenRoutes } from './modules/salesmen/salesmen.routes';
import { searchRoutes } from './modules/search/search.routes';
import { shellRoutes } from './modules/shell/shell.routes';
import { summaryRoutes } from './modules/summary/summary.routes';
import { summaryCountersRoutes } from './modules/summary/summary-counters.routes';
import { summaryLayoutRoutes } from './modules/summary/summary-layout.routes';
import { summaryListsRoutes } from './modules/summary/summary-lists.routes';
import { todosRoutes } from './modules/todos/todos.routes';
import { createCurrentUserReader } from './modules/users/current-user';
import { profilePhotoRoutes } from './modules/users/profile-photo.routes';
import { usersRoutes } from './modules/users/users.routes';
import { websiteRoutes } from './modules/website/website.routes';
import { registerAccessPolicy } from './plugins/access';
import { registerCompression } from './plugins/compression';
import { registerApiDocs } from './plugins/docs';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerLegacyRedirects } from './plugins/legacy-redirects';
import { registerRealtime } from './plugins/realtime';
import { registerSecurity, registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends what is due in the outbox now (tests; the worker also polls on its own). */
    outbox: { runOnce(): Promise<number> };
    /** The job runner of this process (tests: poll now, wait for its jobs). */
    jobs: JobRunner;
  }
}

/** `logger`: false in tests, or a stream to capture the log lines. */
export type AppOptions = {
  config: Config;
  db: Database;
  /** PostgreSQL pool for the real-time adapter between processes (absent on PGlite). */
  pool?: pg.Pool | undefined;
  /**
   * The database handle's change feed: with it, checked tokens and GET /api/user are answered from memory
   * until a write may have changed them (db/change-feed.ts); without it, every request reads the database.
   */
  changes?: ChangeFeed | undefined;
  logger?: boolean | { stream: { write(line: string): void } };
  /** Where uploaded files go; by default the store named by `config.files`. */
  fileStore?: FileStore;
  /**
   * Routes a test adds under `/api`, after the product's and under the same access policy: the role
   * matrix proves on a deliberately unguarded route that it finds that kind of hole.
   */
  extraRoutes?: FastifyPluginAsync | undefined;
};

/** The query parameter of the spec's refresh route carries a credential: never write it to the logs. */
function redactUrl(url: string): string {
  return url.replace(/([?&]refresh_token=)[^&]*/g, '$1[masqué]');
}

/** Builds the whole server without listening (tests inject requests into it). */
export async function buildApp({
  config,
  db,
  pool,
  changes,
  logger = true,
  fileStore,
  extraRoutes,
}: AppOptions): Promise<FastifyInstance> {
  const loggerOptions: FastifyServerOptions['logger'] = logger !== false && {
    level: config.logLevel,
    ...(typeof logger === 'object' ? { stream: logger.stream } : {}),
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
    },
  };
  const app = Fastify({
    logger: loggerOptions,
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.connectionMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    // A malformed address or an over-long path parameter gets a French answer too.
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // While shutting down, answers close their keep-alive connection, so close() does not wait on idle sockets.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  // Security headers first, so even refused requests carry them.
  // CSP and the per-address limits of public routes: see plugins/security.ts.
  registerSecurityHeaders(app, config);
  await registerSecurity(app);
  const auth = createAuthService({
    db,
    signer: createTokenSigner({ secret: config.jwtSecret, ttlSeconds: config.accessTokenTtlSeconds }),
    loginFailuresPerMinute: config.loginFailuresPerMinute,
    changes,
  });
  // Listening to other processes' changes before the first request; caches stay off until it listens.
  await changes?.start();
  const maintenance = createMaintenanceService({ db });
  const realtime = registerRealtime(app, { auth, pool });
  const notifications = createNotificationService({ db, realtime });
  const files = createFileService({
    db,
    store: fileStore ?? createFileStore(config.files),
    tokens: createViewerTokens(config.jwtSecret),
    publicUrl: config.publicUrl,
    mailedLinkTtlHours: config.fileLinkTtlHours,
  });
  // Long work (exports…): a runner taking jobs from the shared queue, worker threads for their CPU work.
  const workers = createWorkerPool();
  const jobHandlers: Parameters<typeof createJobRunner>[0]['handlers'] = {};
  const runner = createJobRunner({
    db,
    handlers: jobHandlers,
    storeResult: (job, file) =>
      files.storeMade({
        type: 'export',
        ownerId: job.ownerId,
        name: file.name,
        mime: file.mime,
        path: file.path,
      }),
    emit: (job) => realtime.emitToUser(job.ownerId, JOB_EVENT, jobOf(job)),
    logError: (error, job) => app.log.error({ err: error, job }, 'erreur d’une tâche de fond'),
    slots: WORKER_THREADS,
    pollMs: config.jobPollMs,
  });
  const jobs = createJobService({ db, files, runner });
  const exports = createExportService({ db, jobs, pool: workers, atOnceMaxRows: config.exportAtOnceMaxRows });
  jobHandlers.export = exports.run;
  app.decorate('jobs', runner);
  app.addHook('onClose', async () => {
    await runner.stop();
    await workers.close();
  });
  registerAccessPolicy(app, { auth, maintenance });
  registerErrorHandler(app);

  await app.register(cookie);
  await registerCompression(app);
  await registerApiDocs(app);

  await app.register(
    async (api) => {
      const currentUser = createCurrentUserReader({ db, files, auth, maintenance, changes });
      await api.register(authRoutes, {
        auth,
        cookieSecure: config.cookieSecure,
        currentUserOfToken: currentUser.forAccessToken,
      });
      await api.register(passwordResetRoutes, { db, auth, publicUrl: config.publicUrl });
      await api.register(usersRoutes, {
        db,
        auth,
        files,
        cookieSecure: config.cookieSecure,
        publicUrl: config.publicUrl,
        currentUser,
      });
      await api.register(profilePhotoRoutes, { files });
      await api.register(shellRoutes, { db });
      await api.register(maintenanceRoutes, { maintenance });
      await api.register(searchRoutes, { db });
      await api.register(notificationsRoutes, { notifications });
      await api.register(announcementsRoutes, { db });
      await api.register(appointmentsRoutes, { db, notifications, publicUrl: config.publicUrl });
      await api.register(appointmentRequestsRoutes, { db, notifications });
      await api.register(salesmenRoutes, { db, files, visioBaseUrl: config.visioBaseUrl });
      await api.register(outboxRoutes, { db });
      await api.register(jobsRoutes, { jobs });
      await api.register(exportsRoutes, { exports });
      await api.register(customerPortalRoutes, { db, auth, publicUrl: config.publicUrl });
      await api.register(filesRoutes, { files });
      await api.register(websiteRoutes, { db, notifications });
      await api.register(summaryRoutes, { db, notifications });
      await api.register(summaryCountersRoutes, { db });
      await api.register(summaryLayoutRoutes, { db });
      await api.register(summaryListsRoutes, { db });
      await api.register(reportsRoutes, { db });
      await api.register(prospectsRoutes, { db });
      await api.register(prospectSheetRoutes, { db, files, publicUrl: config.publicUrl });
      await api.register(geoRoutes, { db });
      await api.register(todosRoutes, { db });
      await api.register(contactsRoutes, { db, notifications });
      await api.register(messagingRoutes, { db, notifications });
      await api.register(customersRoutes, { db, files, publicUrl: config.publicUrl });
      await api.register(projectsRoutes, { db, files, publicUrl: config.publicUrl });
      await api.register(preconstructionRoutes, { db, files, publicUrl: config.publicUrl });
      await api.register(buildingPermitsRoutes, { db, files, publicUrl: config.publicUrl, realtime });
      await api.register(financingRoutes, { db, files, publicUrl: config.publicUrl });
      await api.register(projectDocumentsRoutes, { db, files, publicUrl: config.publicUrl });
      await api.register(dashboardRoutes, { weather: config.weather });
      await api.register(healthRoutes, { db });
      if (extraRoutes) await api.register(extraRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(viewerRoutes, { files });

  // The outbox worker sends queued e-mails and SMS while the server runs.
  let outbox: OutboxWorker | null = null;
  app.decorate('outbox', {
    runOnce: () => outbox?.runOnce() ?? Promise.resolve(0),
  });
  app.addHook('onReady', async () => {
    outbox = await startOutboxWorker({
      db,
      mail: config.mail,
      sms: config.sms,
      pollMs: config.outboxPollMs,
      onError: (error) => app.log.error({ err: error }, "erreur de l'envoi des mails et SMS"),
    });
  });
  app.addHook('onClose', async () => {
    await outbox?.stop();
  });

  registerLegacyRedirects(app);
  await registerWebApp(app, config.webDist);
  return app;
}
