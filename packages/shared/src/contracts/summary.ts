/**
 * Contracts of the summary area (spec 1 §2.14; spec 2 §3.1, §7.2 Summary, Customer toggleRead, Elevation
 * survey, §7.3): the new contacts to attribute, the counters, each staff member's layout and left menu, the
 * lists (new customers, customer messages, design office, elevation surveys) and the monthly chart.
 */
import {
  ZContactAttributeBody,
  ZContactAttributeResponse,
  ZContactDoneResponse,
  ZContactIdBody,
  ZNewContactQuery,
  ZNewContactResponse,
} from '../contacts';
import { defineErrors, endpoint } from '../contract';
import { STAFF_ROLES } from '../roles';
import {
  NEW_CONTACT_ROLES,
  ZCustomerSummaryQuery,
  ZCustomerSummaryResponse,
  ZDevelopementResponse,
  ZElevationSurveyBody,
  ZElevationSurveyCommentBody,
  ZElevationSurveyCommentResponse,
  ZElevationSurveyDeleteResponse,
  ZElevationSurveyListResponse,
  ZElevationSurveyParams,
  ZElevationSurveyResponse,
  ZMenuLeftBody,
  ZMenuLeftResponse,
  ZNewCustomerResponse,
  ZSummaryActiveBody,
  ZSummaryLayoutResponse,
  ZSummaryMonthlyResponse,
  ZSummaryPageQuery,
  ZSummarySizeBody,
  ZSummaryWeightBody,
  ZToggleReadBody,
  ZToggleReadResponse,
  ZUserSummaryResponse,
} from '../summary';
import { PROJECT_ACCESS_ERRORS } from './projects-errors';

export const SUMMARY_ERRORS = defineErrors({
  /** Missing, or a contact of another salesperson's area. */
  CONTACT_NOT_FOUND: { status: 404, message: "Ce contact n'existe pas ou ne vous est pas destiné." },
  CONTACT_ALREADY_HANDLED: { status: 409, message: 'Ce contact a déjà été traité.' },
  /** The adviser chosen for the contact (fields: userId). */
  ADVISER_NOT_ACTIVE_SALESMAN: { status: 400, message: "Ce gestionnaire n'est pas un commercial actif." },
  /** The duplicate chosen to merge the contact into (fields: mergeId). */
  MERGE_TARGET_NOT_FOUND: { status: 400, message: 'Le doublon choisi est introuvable.' },
  CUSTOMER_MESSAGE_NOT_FOUND: { status: 404, message: "Ce message n'existe pas." },
  ELEVATION_SURVEY_NOT_FOUND: {
    status: 404,
    message: "Ce relevé topographique n'existe pas ou a été supprimé.",
  },
  ELEVATION_SURVEY_ALREADY_OPEN: {
    status: 409,
    message: 'Un relevé topographique est déjà en cours pour ce projet.',
  },
});

const tag = 'Récapitulatif';
/** Staff only: customers and craftsmen get 403. Within staff, admins see all, others their projects. */
const staff = STAFF_ROLES;
/** Admins handle every new contact; a salesperson sees those of his area and takes them for himself. */
const handlers = NEW_CONTACT_ROLES;
/** Declining and deleting answer for the company: admins only. */
const adminOnly = ['admin'] as const;
const E = SUMMARY_ERRORS;

export const summaryEndpoints = {
  // New contacts (summary.routes.ts) -------------------------------------------------------------------
  newContacts: endpoint({
    method: 'GET',
    path: '/api/summary/newContact',
    tag,
    summary: 'Nouveaux contacts à attribuer (et le contact choisi : conseillers, doublons)',
    access: handlers,
    query: ZNewContactQuery,
    response: ZNewContactResponse,
    errors: [E.CONTACT_NOT_FOUND],
  }),
  attributeContact: endpoint({
    method: 'PUT',
    path: '/api/summary/contactAttribute',
    tag,
    summary: 'Attribue un contact à un conseiller (fusionné ou non avec un doublon)',
    access: handlers,
    body: ZContactAttributeBody,
    response: ZContactAttributeResponse,
    errors: [
      E.CONTACT_NOT_FOUND,
      E.CONTACT_ALREADY_HANDLED,
      E.ADVISER_NOT_ACTIVE_SALESMAN,
      E.MERGE_TARGET_NOT_FOUND,
    ],
  }),
  declineContact: endpoint({
    method: 'PUT',
    path: '/api/summary/contactNonAttribute',
    tag,
    summary: 'Refuse un contact (un mail et un SMS le préviennent)',
    access: adminOnly,
    body: ZContactIdBody,
    response: ZContactDoneResponse,
    errors: [E.CONTACT_NOT_FOUND, E.CONTACT_ALREADY_HANDLED],
  }),
  deleteContact: endpoint({
    method: 'PUT',
    path: '/api/summary/delete/contactSite',
    tag,
    summary: 'Supprime un contact indésirable',
    access: adminOnly,
    body: ZContactIdBody,
    response: ZContactDoneResponse,
    errors: [E.CONTACT_NOT_FOUND, E.CONTACT_ALREADY_HANDLED],
  }),

  // Counters (summary-counters.routes.ts) --------------------------------------------------------------
  userSummary: endpoint({
    method: 'GET',
    path: '/api/user/summary',
    tag,
    summary: 'Compteurs du récapitulatif (prospects, clients, rendez-vous…)',
    access: staff,
    response: ZUserSummaryResponse,
  }),

  // Layout and left menu (summary-layout.routes.ts) ----------------------------------------------------
  layout: endpoint({
    method: 'GET',
    path: '/api/summary/layout',
    tag,
    summary: 'Disposition du récapitulatif : ordre, taille et visibilité des catégories',
    access: staff,
    response: ZSummaryLayoutResponse,
  }),
  weight: endpoint({
    method: 'PUT',
    path: '/api/summary/weight',
    tag,
    summary: 'Ordre des catégories (`userSummaryCategory` : les catégories dans le nouvel ordre)',
    access: staff,
    body: ZSummaryWeightBody,
    response: ZSummaryLayoutResponse,
  }),
  size: endpoint({
    method: 'PUT',
    path: '/api/summary/size',
    tag,
    summary: 'Largeur d’une catégorie (`summaryCategory` : { category, size de 1 à 3 })',
    access: staff,
    body: ZSummarySizeBody,
    response: ZSummaryLayoutResponse,
  }),
  active: endpoint({
    method: 'PUT',
    path: '/api/summary/active',
    tag,
    summary: 'Affiche ou masque une catégorie (`summaryCategory` : { category, active })',
    access: staff,
    body: ZSummaryActiveBody,
    response: ZSummaryLayoutResponse,
  }),
  menuLeft: endpoint({
    method: 'GET',
    path: '/api/summary/menuLeft',
    tag,
    summary: 'Menu de gauche du récapitulatif (les lignes actives sont les raccourcis)',
    access: staff,
    response: ZMenuLeftResponse,
  }),
  saveMenuLeft: endpoint({
    method: 'PUT',
    path: '/api/summary/menuLeft',
    tag,
    summary: 'Enregistre le menu de gauche (`menuLeft` : lignes dans l’ordre avec leur drapeau actif)',
    access: staff,
    body: ZMenuLeftBody,
    response: ZMenuLeftResponse,
  }),

  // Lists, chart, elevation surveys (summary-lists.routes.ts) ------------------------------------------
  newCustomers: endpoint({
    method: 'GET',
    path: '/api/summary/newCustomer',
    tag,
    summary: 'Nouveaux clients (signés depuis moins de 30 jours)',
    access: staff,
    query: ZSummaryPageQuery,
    response: ZNewCustomerResponse,
  }),
  customerSummary: endpoint({
    method: 'GET',
    path: '/api/summary/customer',
    tag,
    summary: 'Relation commerciale : messages reçus non lus, envoyés, suivis',
    access: staff,
    query: ZCustomerSummaryQuery,
    response: ZCustomerSummaryResponse,
  }),
  toggleRead: endpoint({
    method: 'PUT',
    path: '/api/customer/toggleRead',
    tag,
    summary: 'Marque un message client lu (ou de nouveau non lu)',
    access: staff,
    body: ZToggleReadBody,
    response: ZToggleReadResponse,
    errors: [E.CUSTOMER_MESSAGE_NOT_FOUND],
  }),
  developement: endpoint({
    method: 'GET',
    path: '/api/summary/developement',
    tag,
    summary: "Projets au bureau d'étude (demandés ou en cours)",
    access: staff,
    query: ZSummaryPageQuery,
    response: ZDevelopementResponse,
  }),
  monthly: endpoint({
    method: 'GET',
    path: '/api/summary/monthly',
    tag,
    summary: 'Prospects créés et clients signés par mois sur 12 mois',
    access: staff,
    response: ZSummaryMonthlyResponse,
  }),
  elevationSurveys: endpoint({
    method: 'GET',
    path: '/api/summary/elevationSurvey',
    tag,
    summary: 'Relevés topographiques en cours',
    access: staff,
    query: ZSummaryPageQuery,
    response: ZElevationSurveyListResponse,
  }),
  orderElevationSurvey: endpoint({
    method: 'POST',
    path: '/api/elevationSurvey/:id',
    tag,
    summary: 'Commande un relevé topographique pour le projet `{id}` (identifiant du projet)',
    access: staff,
    params: ZElevationSurveyParams,
    body: ZElevationSurveyBody,
    response: ZElevationSurveyResponse,
    errors: [PROJECT_ACCESS_ERRORS.PROJECT_NOT_FOUND, E.ELEVATION_SURVEY_ALREADY_OPEN],
  }),
  elevationSurvey: endpoint({
    method: 'GET',
    path: '/api/elevationSurvey/:id',
    tag,
    summary: 'Un relevé topographique (identifiant du relevé) et ses commentaires',
    access: staff,
    params: ZElevationSurveyParams,
    response: ZElevationSurveyResponse,
    errors: [E.ELEVATION_SURVEY_NOT_FOUND],
  }),
  deleteElevationSurvey: endpoint({
    method: 'DELETE',
    path: '/api/elevationSurvey/:id',
    tag,
    summary: 'Supprime un relevé topographique (il reste dans l’historique)',
    access: staff,
    params: ZElevationSurveyParams,
    response: ZElevationSurveyDeleteResponse,
    errors: [E.ELEVATION_SURVEY_NOT_FOUND],
  }),
  commentElevationSurvey: endpoint({
    method: 'POST',
    path: '/api/elevationSurvey/:id/comment',
    tag,
    summary: 'Commente un relevé topographique',
    access: staff,
    params: ZElevationSurveyParams,
    body: ZElevationSurveyCommentBody,
    response: ZElevationSurveyCommentResponse,
    errors: [E.ELEVATION_SURVEY_NOT_FOUND],
  }),
};
