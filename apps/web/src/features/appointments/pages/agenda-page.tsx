import type { TAppointment } from '@batir/shared/appointments';
import type { DateSelectArg, DatesSetArg, EventClickArg, EventDropArg } from '@fullcalendar/core';
import frLocale from '@fullcalendar/core/locales/fr';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSnackbar } from '../../../components/snackbar';
import type { ApiError } from '../../../lib/api-client';
import { formatPersonName } from '../../../lib/format';
import { useCurrentUser } from '../../users/api/current-user';
import { type AppointmentRange, useAppointments } from '../api/list-appointments';
import { useSaveAppointment } from '../api/save-appointment';
import { AppointmentDialog, type AppointmentDraft, draftOf } from '../components/appointment-dialog';
import { FeedLink } from '../components/feed-link';
import { UpcomingList } from '../components/upcoming-list';
import { toCalendarEvent, toServerDate } from '../model/agenda';

/** Whose agenda the calendar shows: one user's, or every appointment the caller may see. */
const ALL = 0;

/**
 * Staff agenda (/v2/admin/account/agenda): day, week, month and list views in French; drag to move,
 * stretch to change the end, click an empty slot to add, click an appointment to edit, cancel or delete.
 */
export default function AgendaPage() {
  const { data: me } = useCurrentUser();
  const snackbar = useSnackbar();
  const save = useSaveAppointment();
  const [range, setRange] = useState<Omit<AppointmentRange, 'user'> | null>(null);
  const users = me.userList.filter((user) => user.id === me.user.id || user.scope.includes('salesman'));
  // `?project=<id>&label=<name>&user=<id>` (« Nouveau rendez-vous » of a prospect sheet or a project's
  // agenda): new appointments are about it and go to its salesperson's agenda, shown first, not the reader's.
  const [params, setParams] = useSearchParams();
  const presetId = Number(params.get('project'));
  const preset =
    Number.isInteger(presetId) && presetId > 0
      ? { id: presetId, label: params.get('label') || `Projet ${presetId}` }
      : null;
  const [owner, setOwner] = useState<number>(() => {
    const salesman = Number(params.get('user'));
    return preset && users.some((user) => user.id === salesman) ? salesman : me.user.id;
  });
  const [draft, setDraft] = useState<AppointmentDraft | null>(null);
  // `?date=YYYY-MM-DD` (a notification about an appointment without a customer screen): the day shown first.
  const date = params.get('date');
  const initialDate = date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
  const query = useAppointments(range && { ...range, user: owner === ALL ? undefined : owner });
  const events = (query.data?.list ?? []).map(toCalendarEvent);

  const onDatesSet = (info: DatesSetArg) => setRange({ start: info.startStr, end: info.endStr });

  const onSelect = (info: DateSelectArg) => {
    info.view.calendar.unselect();
    setDraft({
      type: 1,
      title: '',
      project: preset,
      user: owner === ALL ? me.user.id : owner,
      start: info.start,
      end: info.end,
      allDay: info.allDay,
      place: '',
      description: '',
      cancelled: false,
      editable: true,
    });
  };

  // A busy slot has nothing to show nor to change.
  const onOpen = (appointment: TAppointment) => {
    if (!appointment.busy) setDraft(draftOf(appointment));
  };
  const onEventClick = (info: EventClickArg) => onOpen(info.event.extendedProps.appointment as TAppointment);

  /** A drag or a resize: the whole appointment is sent again with its new dates. */
  const onMove = async (info: EventDropArg | EventResizeDoneArg) => {
    const appointment = info.event.extendedProps.appointment as TAppointment;
    const { start, end, allDay } = info.event;
    if (!start) return info.revert();
    try {
      await save.mutateAsync({
        id: appointment.id,
        body: {
          type: appointment.type,
          title: appointment.title,
          project: appointment.project,
          user: appointment.user.id,
          start: toServerDate(start, allDay),
          end: end ? toServerDate(end, allDay) : null,
          allDay,
          place: appointment.place,
          description: appointment.description,
        },
      });
      snackbar.show({ text: 'Rendez-vous déplacé.' });
    } catch (error) {
      info.revert();
      snackbar.show({ text: (error as ApiError).message, color: 'error' });
    }
  };

  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ p: 2, alignItems: 'flex-start' }}>
      <Paper
        sx={{
          p: 2,
          flexGrow: 1,
          width: '100%',
          minWidth: 0,
          '& .agenda-cancelled': { opacity: 0.6, textDecoration: 'line-through' },
          '& .agenda-busy': { cursor: 'default' },
        }}
      >
        {preset && (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => setParams({})}>
                Ne plus lier
              </Button>
            }
          >
            Nouveau rendez-vous pour « {preset.label} » : cliquez sur un créneau.
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            Agenda
          </Typography>
          {users.length > 1 && (
            <TextField
              select
              size="small"
              label="Agenda de"
              value={owner}
              onChange={(event) => setOwner(Number(event.target.value))}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value={ALL}>Tous les agendas visibles</MenuItem>
              {users.map((user) => (
                <MenuItem key={user.id} value={user.id}>
                  {formatPersonName(user.surname, user.name)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
        <Box data-testid="agenda-calendar">
          <FullCalendar
            plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
            locale={frLocale}
            initialView="timeGridWeek"
            initialDate={initialDate}
            headerToolbar={{
              left: 'prev,next today',
              center: 'title',
              right: 'timeGridDay,timeGridWeek,dayGridMonth,listWeek',
            }}
            buttonText={{ list: 'Liste' }}
            // Texts FullCalendar's French locale leaves in English: the list view's headers (hidden, read
            // aloud) and the close button of a day's « more » pop-up.
            timeHint="Heure"
            eventHint="Rendez-vous"
            closeHint="Fermer"
            // Words (« Précédent », « Suivant ») rather than FullCalendar's chevron icons, drawn as role="img"
            // without a name (axe role-img-alt).
            buttonIcons={false}
            height="auto"
            slotMinTime="07:00:00"
            slotMaxTime="21:00:00"
            nowIndicator
            selectable
            selectMirror
            editable
            eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
            events={events}
            datesSet={onDatesSet}
            select={onSelect}
            eventClick={onEventClick}
            eventDrop={onMove}
            eventResize={onMove}
          />
        </Box>
      </Paper>
      <Stack spacing={2} sx={{ width: { xs: '100%', lg: 340 }, flexShrink: 0 }}>
        <Paper sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            À venir
          </Typography>
          <UpcomingList user={me.user.id} onOpen={onOpen} />
        </Paper>
        <Paper sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Sur votre téléphone
          </Typography>
          <FeedLink user={me.user.id} />
        </Paper>
      </Stack>
      <AppointmentDialog draft={draft} users={users} onClose={() => setDraft(null)} />
    </Stack>
  );
}
