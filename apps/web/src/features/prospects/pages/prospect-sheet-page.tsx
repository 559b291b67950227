import type { TProspectSheetResponse } from '@batir/shared/prospect-sheet';
import { PROSPECT_TYPE_LABELS } from '@batir/shared/prospects';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { can as userCan } from '../../../lib/can';
import { formatDate, formatDateTime, formatEuros, formatPhone } from '../../../lib/format';
import { routeHref } from '../../../lib/route-names';
import { useCurrentUser } from '../../users/api/current-user';
import { useProspectSheet } from '../api/prospect-sheet';
import { AppointmentRequestList } from '../components/sheet/appointment-request-list';
import { AttachmentsSection } from '../components/sheet/attachments-section';
import { CustomerEditDialog } from '../components/sheet/customer-edit-dialog';
import { ElevationSurveyButton } from '../components/sheet/elevation-survey-button';
import { HistorySection } from '../components/sheet/history-section';
import { ProjectInfosDialog } from '../components/sheet/project-infos-dialog';
import { SheetHeader } from '../components/sheet/sheet-header';
import { Empty, Field, SheetSection } from '../components/sheet/sheet-section';

/**
 * Route `admin-prospects-id` (`/admin/prospects/:id`, the project id): the prospect sheet. `contacts` renders
 * the contact attempts, qualification, comments and staff notes from the sheet's data: the contacts
 * area's panels, composed by the route (app/routes/prospect-sheet.tsx), a feature importing another's api/ only.
 */
export function ProspectSheetPage(props: { contacts: (sheet: TProspectSheetResponse) => ReactNode }) {
  const params = useParams();
  const projectId = Number(params.id);
  const valid = Number.isInteger(projectId) && projectId > 0;
  const { data: me } = useCurrentUser();
  const sheet = useProspectSheet(valid ? projectId : 0);
  const [editing, setEditing] = useState<'customer' | 'project' | null>(null);

  if (!valid) return <Alert severity="error">Adresse de fiche invalide.</Alert>;
  if (sheet.isPending)
    return (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        <CircularProgress aria-label="Chargement de la fiche" />
      </Box>
    );
  if (sheet.isError)
    return (
      <Stack spacing={2} sx={{ p: 2 }}>
        <Alert severity="error">{sheet.error.message}</Alert>
        <Button component={RouterLink} to={routeHref('admin-prospects')} sx={{ alignSelf: 'flex-start' }}>
          Retour aux prospects
        </Button>
      </Stack>
    );
  const data = sheet.data;
  // What the server would accept of this reader (a grid operator reads his team's prospects).
  const { customer, project, can } = data;

  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 1200 }}>
      <SheetHeader
        sheet={data}
        canImpersonate={userCan(me, 'customer.impersonate')}
        onEdit={() => setEditing('customer')}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SheetSection
          title="Coordonnées"
          action={can.edit && <Button onClick={() => setEditing('customer')}>Modifier</Button>}
        >
          <Field label="Foyer">{customer.displayName}</Field>
          <Field label="Téléphone">{customer.phone ? formatPhone(customer.phone) : ''}</Field>
          <Field label="Téléphone 2">{customer.phone2 ? formatPhone(customer.phone2) : ''}</Field>
          <Field label="E-mail">{customer.email}</Field>
          <Field label="Adresse">
            {[customer.address, [customer.postalCode, customer.city].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(', ')}
          </Field>
          <Field label="Apport personnel">
            {customer.personalContribution == null ? '' : formatEuros(customer.personalContribution)}
          </Field>
        </SheetSection>
        <SheetSection
          title="Projet"
          action={
            <>
              {can.followUp && <ElevationSurveyButton projectId={project.id} />}
              {can.edit && <Button onClick={() => setEditing('project')}>Modifier</Button>}
            </>
          }
        >
          <Field label="Nom">{project.name}</Field>
          <Field label="Origine">
            {project.type
              ? (PROSPECT_TYPE_LABELS[project.type as keyof typeof PROSPECT_TYPE_LABELS] ?? project.type)
              : ''}
          </Field>
          <Field label="Commercial">{project.salesman?.name}</Field>
          <Field label="Terrain">
            {[project.landCity, project.landPostalCode && `(${project.landPostalCode})`]
              .filter(Boolean)
              .join(' ')}
          </Field>
          <Field label="En contact">{project.inContact ? 'oui' : 'non'}</Field>
          <Field label="Créé le">{formatDate(project.createdAt)}</Field>
          {data.projectList.length > 0 && (
            <Field label="Autres projets du foyer">
              {data.projectList
                .map(
                  (p) => `${p.name}${p.isProspect ? ' (prospect)' : ''}${p.isArchived ? ' (archivé)' : ''}`,
                )
                .join(', ')}
            </Field>
          )}
        </SheetSection>
        <SheetSection
          title="Rendez-vous"
          action={
            <Button
              component={RouterLink}
              to={`${routeHref('admin-account-agenda')}?${new URLSearchParams({
                project: String(project.id),
                label: `${data.customer.displayName} (prospect)`,
                ...(project.salesman ? { user: String(project.salesman.id) } : {}),
              })}`}
            >
              Nouveau rendez-vous
            </Button>
          }
        >
          {data.appointments.length === 0 ? (
            <Empty>Aucun rendez-vous.</Empty>
          ) : (
            <List dense disablePadding aria-label="Rendez-vous du projet">
              {data.appointments.map((a) => (
                <ListItem key={a.id} disableGutters>
                  <ListItemText
                    primary={`${a.title}${a.cancelled ? ' (annulé)' : ''}`}
                    secondary={[
                      a.allDay ? formatDate(a.startsAt) : formatDateTime(a.startsAt),
                      a.place,
                      a.user?.name,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
          <Box sx={{ mt: 1 }}>
            <AppointmentRequestList sheet={data} />
          </Box>
        </SheetSection>
        <SheetSection title="Tâches">
          {data.toDos.length === 0 ? (
            <Empty>Aucune tâche.</Empty>
          ) : (
            <List dense disablePadding aria-label="Tâches du projet">
              {data.toDos.map((t) => (
                <ListItem key={t.id} disableGutters>
                  <ListItemText
                    primary={`${t.done ? '✓ ' : ''}${t.text}${t.isAlert === 1 ? ' (alerte)' : ''}`}
                    secondary={`Pour le ${formatDate(t.dueDate)}${t.user ? ` · ${t.user.name}` : ''}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </SheetSection>
        {props.contacts(data)}
        <AttachmentsSection
          projectId={project.id}
          attachments={data.attachments}
          canUpload={can.edit}
          canModify={can.attachments}
        />
        <HistorySection history={data.history} />
      </Box>
      <Link component={RouterLink} to={routeHref('admin-prospects')}>
        Retour aux prospects
      </Link>
      {can.edit && (
        <>
          <CustomerEditDialog sheet={data} open={editing === 'customer'} onClose={() => setEditing(null)} />
          <ProjectInfosDialog sheet={data} open={editing === 'project'} onClose={() => setEditing(null)} />
        </>
      )}
    </Stack>
  );
}
