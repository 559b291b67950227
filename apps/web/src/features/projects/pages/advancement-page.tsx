import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useConfirm } from '../../../components/confirm';
import { useSnackbar } from '../../../components/snackbar';
import type { ApiError } from '../../../lib/api-client';
import { can } from '../../../lib/can';
import { useCurrentProjectId } from '../../../lib/current-project';
import { routeHref } from '../../../lib/route-names';
import { useCurrentUser } from '../../users/api/current-user';
import { useProgress } from '../api/progress';
import { useProjectHeader } from '../api/project-header';
import { useSwitchToConstruction } from '../api/project-operations';
import { MilestoneGauge } from '../components/progress-gauge';

/**
 * Route `admin-customer-id-preconstruction-advancement`: the progress gauge (5 milestones), what is still
 * missing, and « Passer en construction », disabled with its French reason until the file is complete; when
 * the server refuses anyway (data changed meanwhile), its message is shown.
 */
export default function AdvancementPage() {
  const projectId = useCurrentProjectId() ?? 0;
  const header = useProjectHeader(projectId);
  const progress = useProgress(projectId);
  const switchToConstruction = useSwitchToConstruction(projectId);
  const { data: me } = useCurrentUser();
  const canWrite = can(me, 'project.write');
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const [refusal, setRefusal] = useState<string | null>(null);

  if (progress.isPending) return <CircularProgress aria-label="Chargement de l'avancement" />;
  if (progress.isError) return <Alert severity="error">{progress.error.message}</Alert>;
  const data = progress.data;
  const inConstruction = (header.data?.project.step ?? 1) !== 1;

  const onSwitch = async () => {
    if (
      !(await confirm({
        title: 'Passer en construction',
        message: 'Le projet passera en construction. Continuer ?',
      }))
    )
      return;
    setRefusal(null);
    try {
      const answer = await switchToConstruction.mutateAsync();
      snackbar.show({ text: answer.message });
    } catch (error) {
      setRefusal((error as ApiError).message);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Avancement du projet
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <MilestoneGauge progress={data} />
        </CardContent>
      </Card>
      {inConstruction ? (
        <Alert severity="success">Le projet est en construction.</Alert>
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                Passage en construction
              </Typography>
              {data.canSwitchToConstruction ? (
                <Alert severity="success">
                  Les 5 jalons sont atteints et toutes les pièces du dossier sont acceptées.
                </Alert>
              ) : (
                <>
                  <Typography variant="body2">Il manque encore :</Typography>
                  <List dense aria-label="Éléments manquants" sx={{ pt: 0 }}>
                    {data.missing.map((item) => (
                      <ListItem key={item} sx={{ py: 0 }}>
                        <ListItemText primary={`• ${item}`} />
                      </ListItem>
                    ))}
                  </List>
                  <Button
                    component={RouterLink}
                    to={routeHref('admin-customer-id-preconstruction-elementsConstitution', {
                      id: projectId,
                    })}
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    Voir les pièces du dossier
                  </Button>
                </>
              )}
              {refusal && (
                <Alert severity="error" role="alert">
                  <AlertTitle>Refusé</AlertTitle>
                  {refusal}
                </Alert>
              )}
              {canWrite && (
                <Tooltip title={data.canSwitchToConstruction ? '' : data.reason}>
                  {/* The span lets the tooltip show on a disabled button. */}
                  <span style={{ alignSelf: 'flex-start' }}>
                    <Button
                      variant="contained"
                      disabled={!data.canSwitchToConstruction}
                      loading={switchToConstruction.isPending}
                      onClick={onSwitch}
                    >
                      Passer en construction
                    </Button>
                  </span>
                </Tooltip>
              )}
              {!data.canSwitchToConstruction && (
                <Typography variant="body2" color="text.secondary" data-testid="switch-reason">
                  {data.reason}
                </Typography>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
