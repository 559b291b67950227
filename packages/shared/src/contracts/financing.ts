/**
 * Contracts of the financing area (spec 2 §7.2 Financing and Project "financing"; spec 3 §7 Financing), in
 * the order of the routes file. `{project}` and the spec's `{id}` are the project id everywhere. Every
 * change answers the project's financing as it is after it. (The loan-offer attestation is uploaded through
 * the files area, POST /api/attachment/{project}.)
 */

import { defineErrors, endpoint } from '../contract';
import {
  ZBankInfoBody,
  ZFinancingCommentBody,
  ZFinancingHistoryResponse,
  ZFinancingIdParams,
  ZFinancingListQuery,
  ZFinancingListsResponse,
  ZFinancingLoanParams,
  ZFinancingNeedBody,
  ZFinancingOkResponse,
  ZFinancingProjectParams,
  ZLoanBody,
  ZLoanOffersBody,
  ZProjectFinancingResponse,
} from '../financing';
import { STAFF_ROLES } from '../roles';
import { PROJECT_ACCESS_ERRORS } from './projects-errors';

export const FINANCING_ERRORS = defineErrors({
  LOAN_NOT_FOUND: { status: 404, message: 'Prêt introuvable.' },
  FINANCING_ALREADY_REQUESTED: { status: 409, message: 'Le financement est déjà demandé.' },
  FINANCING_NOT_REQUESTED: { status: 409, message: "Le financement n'a pas encore été demandé." },
  FINANCING_CANCELLED: { status: 409, message: 'Ce financement est annulé : demandez-le à nouveau.' },
  FINANCING_ALREADY_SENT: { status: 409, message: 'Le dossier a déjà été envoyé à la banque.' },
  FINANCING_NOT_SENT: { status: 409, message: "Envoyez d'abord le dossier à la banque." },
  /** Field `receivedOn`. */
  LOAN_OFFERS_DATE_IN_FUTURE: {
    status: 400,
    message: 'La date de réception ne peut pas être dans le futur.',
  },
  /** Field `receivedOn`. */
  LOAN_OFFERS_BEFORE_SENT: {
    status: 400,
    message: "Les offres ne peuvent pas être reçues avant l'envoi du dossier à la banque.",
  },
  /** Field `attestationLoanOffers`: no file of category financing, kind loanOffer. */
  LOAN_OFFERS_ATTESTATION_MISSING: { status: 400, message: "Joignez l'attestation des offres de prêt." },
  LOAN_OFFERS_NOT_RECEIVED: {
    status: 409,
    message: "Attestez d'abord la réception des offres de prêt.",
  },
  FUNDS_ALREADY_UNLOCKED: { status: 409, message: 'Les fonds sont déjà débloqués.' },
  NO_FINANCING_TO_CANCEL: { status: 409, message: 'Aucun financement en cours à annuler.' },
});

const tag = 'Financement';
/** Staff; record ownership by projectFor (admins and technical every project, salespeople their own). */
const staff = STAFF_ROLES;
/** Reads a customer may make on their own project (projectFor, read only). */
const readers = [...STAFF_ROLES, 'customer'] as const;
const E = FINANCING_ERRORS;
const { PROJECT_NOT_FOUND } = PROJECT_ACCESS_ERRORS;
/** A step of the progress on a live (requested, not cancelled) financing. */
const liveErrors = [PROJECT_NOT_FOUND, E.FINANCING_CANCELLED, E.FINANCING_NOT_REQUESTED];

export const financingEndpoints = {
  lists: endpoint({
    method: 'GET',
    path: '/api/financing',
    tag,
    summary: 'Tableau des financements : demandés, en attente des offres, offres reçues',
    access: staff,
    query: ZFinancingListQuery,
    response: ZFinancingListsResponse,
  }),
  cancel: endpoint({
    method: 'PUT',
    path: '/api/financing/:project/cancel',
    tag,
    summary: 'Annule le financement du projet (il quitte les listes ; il peut être redemandé)',
    access: staff,
    params: ZFinancingProjectParams,
    response: ZFinancingOkResponse,
    errors: [PROJECT_NOT_FOUND, E.NO_FINANCING_TO_CANCEL],
  }),
  comment: endpoint({
    method: 'PUT',
    path: '/api/project/:id/financingComment',
    tag,
    summary: 'Commentaire du financement',
    access: staff,
    params: ZFinancingIdParams,
    body: ZFinancingCommentBody,
    response: ZFinancingOkResponse,
    errors: [PROJECT_NOT_FOUND],
  }),
  project: endpoint({
    method: 'GET',
    path: '/api/project/:project/financing',
    tag,
    summary: 'Financement du projet : besoin, prêts, banque, avancement, attestation, historique',
    access: readers,
    params: ZFinancingProjectParams,
    response: ZProjectFinancingResponse,
    errors: [PROJECT_NOT_FOUND],
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/project/:project/financing/history',
    tag,
    summary: 'Historique du financement du projet',
    access: readers,
    params: ZFinancingProjectParams,
    response: ZFinancingHistoryResponse,
    errors: [PROJECT_NOT_FOUND],
  }),
  need: endpoint({
    method: 'PUT',
    path: '/api/project/:project/financing/need',
    tag,
    summary: "Besoin de financement et apport personnel du foyer (en euros ; l'apport en euros entiers)",
    access: staff,
    params: ZFinancingProjectParams,
    body: ZFinancingNeedBody,
    response: ZFinancingOkResponse,
    errors: [PROJECT_NOT_FOUND],
  }),
  addLoan: endpoint({
    method: 'POST',
    path: '/api/project/:project/financing/loan',
    tag,
    summary: 'Ajoute un prêt (montant en euros, taux en %)',
    access: staff,
    params: ZFinancingProjectParams,
    body: ZLoanBody,
    response: ZFinancingOkResponse,
    errors: [PROJECT_NOT_FOUND],
  }),
  editLoan: endpoint({
    method: 'PUT',
    path: '/api/project/:project/financing/loan/:loan',
    tag,
    summary: 'Modifie un prêt',
    access: staff,
    params: ZFinancingLoanParams,
    body: ZLoanBody,
    response: ZFinancingOkResponse,
    errors: [PROJECT_NOT_FOUND, E.LOAN_NOT_FOUND],
  }),
  removeLoan: endpoint({
    method: 'DELETE',
    path: '/api/project/:project/financing/loan/:loan',
    tag,
    summary: 'Supprime un prêt',
    access: staff,
    params: ZFinancingLoanParams,
    response: ZFinancingOkResponse,
    errors: [PROJECT_NOT_FOUND, E.LOAN_NOT_FOUND],
  }),
  bankInfo: endpoint({
    method: 'PUT',
    path: '/api/project/:project/financing/bankInfo',
    tag,
    summary: 'Informations bancaires (banque, conseiller, courtier)',
    access: staff,
    params: ZFinancingProjectParams,
    body: ZBankInfoBody,
    response: ZFinancingOkResponse,
    errors: [PROJECT_NOT_FOUND],
  }),
  request: endpoint({
    method: 'PUT',
    path: '/api/project/:project/financing/request',
    tag,
    summary: 'Demande le financement (liste « Demandés » ; relance un financement annulé)',
    access: staff,
    params: ZFinancingProjectParams,
    response: ZFinancingOkResponse,
    errors: [PROJECT_NOT_FOUND, E.FINANCING_ALREADY_REQUESTED],
  }),
  sent: endpoint({
    method: 'PUT',
    path: '/api/project/:project/financing/sent',
    tag,
    summary: 'Dossier envoyé à la banque (liste « En attente des offres »)',
    access: staff,
    params: ZFinancingProjectParams,
    response: ZFinancingOkResponse,
    errors: [...liveErrors, E.FINANCING_ALREADY_SENT],
  }),
  unlock: endpoint({
    method: 'PUT',
    path: '/api/project/:project/financing/unlock',
    tag,
    summary: 'Fonds débloqués (offres de prêt reçues d’abord)',
    access: staff,
    params: ZFinancingProjectParams,
    response: ZFinancingOkResponse,
    errors: [...liveErrors, E.LOAN_OFFERS_NOT_RECEIVED, E.FUNDS_ALREADY_UNLOCKED],
  }),
  loanOffers: endpoint({
    method: 'PUT',
    path: '/api/project/:project/financing/loanOffers',
    tag,
    summary: "Atteste la réception des offres de prêt (une attestation jointe d'abord)",
    access: staff,
    params: ZFinancingProjectParams,
    body: ZLoanOffersBody,
    response: ZFinancingOkResponse,
    errors: [
      ...liveErrors,
      E.FINANCING_NOT_SENT,
      E.LOAN_OFFERS_DATE_IN_FUTURE,
      E.LOAN_OFFERS_BEFORE_SENT,
      E.LOAN_OFFERS_ATTESTATION_MISSING,
    ],
  }),
};
