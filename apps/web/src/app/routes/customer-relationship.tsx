import Box from '@mui/material/Box';
import { ProjectConversation } from '../../features/messaging/components/project-conversation';
import RelationshipPage from '../../features/project-documents/pages/relationship-page';
import { useCurrentProjectId } from '../../lib/current-project';

/**
 * Route `admin-customer-id-relationship` (« Relation client » of the customer file): the project's
 * conversation with its customer (the messages he writes from his area, answered here), then the e-mails
 * and SMS sent to him.
 */
export default function CustomerRelationshipRoute() {
  const projectId = useCurrentProjectId();
  return (
    <>
      {projectId !== null && (
        <Box sx={{ px: { xs: 1, md: 2 }, pt: { xs: 1, md: 2 } }}>
          <ProjectConversation key={projectId} projectId={projectId} title="Messages du client" />
        </Box>
      )}
      <RelationshipPage />
    </>
  );
}
