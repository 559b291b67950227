import Box from '@mui/material/Box';
import {
  CommentsPanel,
  ContactAttemptsPanel,
  QualificationPanel,
  StaffNotesPanel,
} from '../../features/contacts';
import { ProspectSheetPage } from '../../features/prospects/pages/prospect-sheet-page';

/**
 * Route `admin-prospects-id`: the prospect sheet with the contacts area's panels (contact attempts,
 * qualification, comments with the customer, staff notes), fed by the sheet's own lists.
 */
export default function ProspectSheetRoute() {
  return (
    <ProspectSheetPage
      contacts={(sheet) => (
        <Box sx={{ display: 'contents' }}>
          <ContactAttemptsPanel projectId={sheet.project.id} attempts={sheet.contactAttempts} />
          <QualificationPanel
            customerId={sheet.customer.id}
            projectId={sheet.project.id}
            qualifications={sheet.qualifications}
            personalContribution={sheet.customer.personalContribution}
            inContact={sheet.project.inContact}
          />
          <CommentsPanel projectId={sheet.project.id} comments={sheet.comments} />
          <StaffNotesPanel projectId={sheet.project.id} notes={sheet.userComments} />
        </Box>
      )}
    />
  );
}
