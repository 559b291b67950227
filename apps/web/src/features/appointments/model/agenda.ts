import type { TAppointment } from '@batir/shared/appointments';
import { formatDate, formatDateTime } from '../../../lib/format';

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD of a date, in the browser's time zone (the calendar's). */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The instant an appointment starts: all-day dates (YYYY-MM-DD) are read as local midnight, like FullCalendar does. */
export function startOf(appointment: Pick<TAppointment, 'fromDate' | 'allDay'>): Date {
  const [year, month, day] = appointment.fromDate.slice(0, 10).split('-').map(Number);
  return appointment.allDay
    ? new Date(year ?? 0, (month ?? 1) - 1, day ?? 1)
    : new Date(appointment.fromDate);
}

/**
 * All-day appointments as « 24 novembre 2026 », the others as « 23/11/2026 14:05 » (spec 1 §9; spec 3 §3's
 * YYYY-MM-DD is the former client's, not French).
 */
export function formatAppointmentDate(appointment: Pick<TAppointment, 'fromDate' | 'allDay'>): string {
  return appointment.allDay
    ? formatDate(appointment.fromDate.slice(0, 10))
    : formatDateTime(appointment.fromDate);
}

export type AppointmentDay = { day: string; appointments: TAppointment[] };

/**
 * Spec 3 §2: future events grouped per day, soonest first; within a day all-day ones come first, then by
 * time. An appointment is future when it has not ended (all-day ones stay until the end of their day).
 */
export function groupFutureByDay(appointments: readonly TAppointment[], now: Date): AppointmentDay[] {
  const today = dayKey(now);
  const future = appointments.filter((appointment) => {
    if (appointment.allDay) return (appointment.toDate ?? appointment.fromDate).slice(0, 10) >= today;
    return new Date(appointment.toDate ?? appointment.fromDate) >= now;
  });
  const sorted = [...future].sort((a, b) => {
    const byDay = dayKey(startOf(a)).localeCompare(dayKey(startOf(b)));
    if (byDay !== 0) return byDay;
    if (a.allDay !== b.allDay) return a.allDay ? -1 : 1;
    return startOf(a).getTime() - startOf(b).getTime() || a.id - b.id;
  });
  const days: AppointmentDay[] = [];
  for (const appointment of sorted) {
    const day = dayKey(startOf(appointment));
    const last = days.at(-1);
    if (last?.day === day) last.appointments.push(appointment);
    else days.push({ day, appointments: [appointment] });
  }
  return days;
}

/**
 * What FullCalendar draws for an appointment; cancelled ones stay, struck through and not draggable. A
 * busy slot (a colleague's appointment the caller may not read) shows « Occupé » in grey and opens nothing.
 */
export function toCalendarEvent(appointment: TAppointment) {
  return {
    id: String(appointment.id),
    title: appointment.projectName ? `${appointment.title} – ${appointment.projectName}` : appointment.title,
    start: appointment.fromDate,
    end: appointment.toDate ?? undefined,
    allDay: appointment.allDay,
    backgroundColor: appointment.color,
    borderColor: appointment.color,
    editable: appointment.editable && !appointment.cancelled,
    classNames: [
      ...(appointment.cancelled ? ['agenda-cancelled'] : []),
      ...(appointment.busy ? ['agenda-busy'] : []),
    ],
    extendedProps: { appointment },
  };
}

/**
 * The dates the server expects from what the calendar gives: an all-day date as YYYY-MM-DD (its end
 * exclusive, as in FullCalendar), a timed one as an ISO instant.
 */
export function toServerDate(date: Date, allDay: boolean): string {
  return allDay ? dayKey(date) : date.toISOString();
}
