import Box from '@mui/material/Box';
import { ProjectConversation } from '../../features/messaging/components/project-conversation';
import RelationshipPage from '../../features/project-documents/pages/relationship-page';
import { useCurrentProjectId } from '../../lib/current-project';

/**
 * Route `admin-customer-id-relationship` (« Relation client » of the customer file): the project's
 * e-mails and SMS sent to its customer, then the project's conversation with him (the messages he writes
 * from his area, answered here).
 */
export default function CustomerRelationshipRoute() {
  const projectId = useCurrentProjectId();
  // After the page's own h1 (« Relation client »): the headings stay in order.
  return (
    <>
      <RelationshipPage />
      {projectId !== null && (
        <Box sx={{ px: { xs: 1, md: 2 }, pb: { xs: 1, md: 2 } }}>
          <ProjectConversation key={projectId} projectId={projectId} title="Messages du client" />
        </Box>
      )}
    </>
  );
}
