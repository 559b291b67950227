import { z } from 'zod';

/**
 * The pieces of a customer's file (`preconstruction/elementsConstitution`), in display order. A project
 * gets these rows on first read; switching to construction needs every one of them accepted.
 */
export const CONSTITUTION_PIECES = [
  { key: 'identity', label: "Pièces d'identité des acquéreurs" },
  { key: 'taxNotice', label: "Dernier avis d'imposition" },
  { key: 'proofOfAddress', label: 'Justificatif de domicile' },
  { key: 'landAgreement', label: 'Compromis de vente du terrain' },
  { key: 'landDeed', label: 'Acte authentique du terrain' },
  { key: 'soilStudy', label: 'Étude de sol (G1/G2)' },
  { key: 'signedContract', label: 'Contrat de construction signé (CCMI)' },
  { key: 'loanOffers', label: 'Offres de prêt acceptées' },
  { key: 'damageInsurance', label: 'Attestation dommages-ouvrage' },
  { key: 'buildingPermitDecision', label: 'Arrêté de permis de construire' },
] as const;

export type TConstitutionPieceKey = (typeof CONSTITUTION_PIECES)[number]['key'];

export const CONSTITUTION_PIECE_STATES = ['missing', 'received', 'accepted', 'refused'] as const;
export const ZConstitutionPieceState = z.enum(CONSTITUTION_PIECE_STATES);
export type TConstitutionPieceState = z.infer<typeof ZConstitutionPieceState>;
export const CONSTITUTION_PIECE_STATE_LABELS: Record<TConstitutionPieceState, string> = {
  missing: 'Manquante',
  received: 'Reçue, à vérifier',
  accepted: 'Acceptée',
  refused: 'Refusée',
};
