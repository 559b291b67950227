/**
 * Contracts of the correction requests and suggestions (spec 1 §2.13; spec 2 "Report: list, info, close,
 * add"). Any staff member files one; only admins read and close them. Attachments: upload first (the file
 * upload with type=report, no linkedId), then send the answered ids in `files`.
 */
import { defineErrors, endpoint } from '../contract';
import {
  ZReportBody,
  ZReportIdParams,
  ZReportInfoResponse,
  ZReportListQuery,
  ZReportListResponse,
  ZReportResponse,
} from '../reports';
import { STAFF_ROLES } from '../roles';

export const REPORTS_ERRORS = defineErrors({
  REPORT_NOT_FOUND: { status: 404, message: 'Signalement introuvable.' },
  /** An attachment that is not the author's pending report file (fields: files). */
  REPORT_FILE_NOT_LINKABLE: {
    status: 400,
    message: 'Une pièce jointe est introuvable ou déjà rattachée : joignez-la de nouveau.',
  },
  REPORT_ALREADY_CLOSED: { status: 409, message: 'Ce signalement est déjà fermé.' },
});

const tag = 'Signalements';
const adminOnly = ['admin'] as const;

export const reportsEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/report',
    tag,
    summary:
      'Demande de correction (type 1) ou suggestion (type 2) ; pièces jointes déposées avant par POST /api/file/upload (type=report), leurs ids dans files',
    access: STAFF_ROLES,
    body: ZReportBody,
    response: ZReportResponse,
    errors: [REPORTS_ERRORS.REPORT_FILE_NOT_LINKABLE],
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/report/list',
    tag,
    summary: 'Signalements, les plus récents en premier (state : open, closed ou all)',
    access: adminOnly,
    query: ZReportListQuery,
    response: ZReportListResponse,
  }),
  info: endpoint({
    method: 'GET',
    path: '/api/report/:id/info',
    tag,
    summary: "Détail d'un signalement",
    access: adminOnly,
    params: ZReportIdParams,
    response: ZReportInfoResponse,
    errors: [REPORTS_ERRORS.REPORT_NOT_FOUND],
  }),
  close: endpoint({
    method: 'PUT',
    path: '/api/report/:id/close',
    tag,
    summary: 'Ferme un signalement',
    access: adminOnly,
    params: ZReportIdParams,
    response: ZReportResponse,
    errors: [REPORTS_ERRORS.REPORT_NOT_FOUND, REPORTS_ERRORS.REPORT_ALREADY_CLOSED],
  }),
};
