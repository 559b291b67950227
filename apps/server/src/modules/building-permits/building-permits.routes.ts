import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { FileService } from '../files/files.service';

export type BuildingPermitsRoutesOptions = { db: Database; files: FileService; publicUrl: string };

// Work in progress (issue 6): the routes of this area are added here.
export const buildingPermitsRoutes: FastifyPluginAsyncZod<BuildingPermitsRoutesOptions> = async () => {};
