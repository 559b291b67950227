import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Logo } from '../../../components/logo';
import { clearSession, onSessionEnded } from '../../../lib/auth';
import { formatPhone } from '../../../lib/format';
import { signOut } from '../../auth/api/logout';
import { impersonationEndsAt } from '../api/exchange-ticket';
import { usePortalSummary } from '../api/portal-summary';
import { ImpersonationBanner } from '../components/impersonation-banner';
import { ProjectCard } from '../components/project-card';

/**
 * /clients/app: the customer's own area: projects, the conversation with the salesperson and appointment
 * requests (components/project-card.tsx). Staff who "take over" a customer see it exactly as the customer
 * does, under a banner saying who is looking.
 */
export default function CustomerAreaPage() {
  const { data } = usePortalSummary();
  const { customer, impersonatedBy } = data;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const [ended, setEnded] = useState(false);

  // A « prendre la main » session ends with its token, or with the staff member's own session: the window
  // then shows nothing of the customer any more (clients-router leaves it here, see there).
  useEffect(() => {
    if (!impersonatedBy) return;
    return onSessionEnded(() => setEnded(true));
  }, [impersonatedBy]);

  const leave = async () => {
    setLeaving(true);
    if (impersonatedBy) {
      // Not a server logout: that would also end the staff member's own session (their refresh cookie).
      clearSession();
      queryClient.clear();
      window.close();
      return;
    }
    await signOut(queryClient);
    navigate('/login', { replace: true });
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100' }}>
      <Box component="header" sx={{ bgcolor: '#17212b', color: '#fff', py: 1.5 }}>
        <Container maxWidth="md" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Logo height={32} color="#ffffff" />
          <Typography sx={{ flexGrow: 1 }}>Espace client</Typography>
          <Button color="inherit" onClick={leave} loading={leaving}>
            {impersonatedBy ? 'Terminer la prise en main' : 'Se déconnecter'}
          </Button>
        </Container>
      </Box>
      <Container component="main" maxWidth="md" sx={{ py: 4 }}>
        {ended ? (
          <Box>
            <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }} gutterBottom>
              Prise en main terminée
            </Typography>
            <Typography>
              L'accès à l'espace de {customer.name} a pris fin (15 minutes au plus). Vous pouvez fermer cette
              fenêtre.
            </Typography>
          </Box>
        ) : (
          <CustomerArea data={data} />
        )}
      </Container>
    </Box>
  );
}

/** The area itself: who is looking (impersonation), the customer, their projects. */
function CustomerArea({ data }: { data: ReturnType<typeof usePortalSummary>['data'] }) {
  const { customer, projects, impersonatedBy } = data;
  return (
    <>
      {impersonatedBy && (
        <ImpersonationBanner
          staff={impersonatedBy}
          customerName={customer.name}
          endsAt={impersonationEndsAt()}
        />
      )}
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }} gutterBottom>
        {customer.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {[customer.email, customer.phone && formatPhone(customer.phone)].filter(Boolean).join(' · ')}
      </Typography>
      <Typography component="h2" variant="h5" gutterBottom>
        {projects.length <= 1 ? 'Votre projet' : `Vos ${projects.length} projets`}
      </Typography>
      {projects.length === 0 ? (
        <Typography color="text.secondary">Aucun projet en cours pour le moment.</Typography>
      ) : (
        <Stack spacing={2}>
          {projects.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </Stack>
      )}
    </>
  );
}
