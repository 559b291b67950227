/** Panels of the prospect sheet and the salesperson screen (contacts and history, issue 5 §3). */
export { ContactAttemptsPanel, type ContactAttemptsPanelProps } from './components/contact-attempts-panel';
export { QualificationPanel, type QualificationPanelProps } from './components/qualification-panel';
export {
  SalesmanContactAttempts,
  type SalesmanContactAttemptsProps,
} from './components/salesman-contact-attempts';
export { SalesmanNotesPanel, type SalesmanNotesPanelProps } from './components/salesman-notes-panel';
export { StaffNotesPanel, type StaffNotesPanelProps } from './components/staff-notes-panel';
