import Box from '@mui/material/Box';
import { ContactAttemptsPanel, QualificationPanel, StaffNotesPanel } from '../../features/contacts';
import { ProjectConversation } from '../../features/messaging/components/project-conversation';
import { ProspectSheetPage } from '../../features/prospects/pages/prospect-sheet-page';

/**
 * Route `admin-prospects-id`: the prospect sheet with the contacts area's panels (contact attempts,
 * qualification, staff notes, fed by the sheet's own lists) and the project's conversation with the
 * customer (module messaging: the same messages as the customer area and the customer file).
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
            canQualify={sheet.can.edit}
            canContribute={sheet.can.household}
          />
          <ProjectConversation projectId={sheet.project.id} />
          <StaffNotesPanel projectId={sheet.project.id} notes={sheet.userComments} />
        </Box>
      )}
    />
  );
}
