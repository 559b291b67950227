/** Contract of what the public website sends (spec 2 "Website: … form contact"). */
import { ZWebsiteContactBody, ZWebsiteContactResponse } from '../contacts';
import { endpoint } from '../contract';

export const websiteEndpoints = {
  /** Public by nature; rate-limited per address (RATE_LIMITED). */
  contact: endpoint({
    method: 'POST',
    path: '/api/website/form/contact',
    tag: 'Site internet',
    summary: 'Formulaire de contact du site',
    access: 'public',
    body: ZWebsiteContactBody,
    response: ZWebsiteContactResponse,
  }),
};
