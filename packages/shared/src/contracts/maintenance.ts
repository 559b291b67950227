/** Contracts of the maintenance mode (spec 1 §2.8): read by everyone, switched by administrators. */
import { endpoint } from '../contract';
import { ZMaintenanceBody, ZMaintenanceResponse } from '../shell';

const tag = 'Administration';

export const maintenanceEndpoints = {
  /** Public: the sign-in and maintenance pages must know it before anyone signs in. */
  get: endpoint({
    method: 'GET',
    path: '/api/maintenance',
    tag,
    summary: 'Mode maintenance',
    access: 'public',
    response: ZMaintenanceResponse,
  }),
  set: endpoint({
    method: 'PUT',
    path: '/api/maintenance',
    tag,
    summary: 'Active ou coupe le mode maintenance',
    access: ['admin'],
    body: ZMaintenanceBody,
    response: ZMaintenanceResponse,
  }),
};
