import { BUSY_APPOINTMENT, type TAppointment } from '@batir/shared/appointments';
import { describe, expect, it } from 'vitest';
import { formatAppointmentDate, groupFutureByDay, toCalendarEvent, toServerDate } from './agenda';

const appointment = (patch: Partial<TAppointment>): TAppointment => ({
  id: 1,
  type: 1,
  title: 'Rendez-vous',
  allDay: false,
  place: '',
  description: '',
  fromDate: '2026-11-23T09:00:00.000Z',
  toDate: null,
  project: null,
  projectName: null,
  customer: null,
  color: '#1976d2',
  user: { id: 3, surname: 'Sophie', name: 'Garnier' },
  createdBy: 3,
  cancelled: false,
  visioUrl: null,
  editable: true,
  busy: false,
  ...patch,
});

/** The same wall-clock time in the test's time zone, whatever it is. */
const local = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).toISOString();

describe('agenda display', () => {
  it('formats dates in French: all-day appointments « 24 novembre 2026 », the others « 23/11/2026 14:05 »', () => {
    expect(formatAppointmentDate(appointment({ allDay: true, fromDate: '2026-11-24' }))).toBe(
      '24 novembre 2026',
    );
    // Paris time, as everywhere in the product.
    expect(formatAppointmentDate(appointment({ fromDate: '2026-11-23T13:05:00.000Z' }))).toBe(
      '23/11/2026 14:05',
    );
    expect(formatAppointmentDate(appointment({ fromDate: '2027-01-02T07:00:00.000Z' }))).toBe(
      '02/01/2027 08:00',
    );
  });

  it('groups future appointments per day, all-day first, then by time; past ones are left out', () => {
    const now = new Date(local(2026, 11, 23, 12, 0));
    const days = groupFutureByDay(
      [
        appointment({ id: 1, fromDate: local(2026, 11, 23, 9), toDate: local(2026, 11, 23, 10) }),
        appointment({ id: 2, fromDate: local(2026, 11, 24, 15) }),
        appointment({ id: 3, allDay: true, fromDate: '2026-11-24' }),
        appointment({ id: 4, fromDate: local(2026, 11, 24, 8, 30) }),
        appointment({ id: 5, allDay: true, fromDate: '2026-11-23' }),
        appointment({ id: 6, fromDate: local(2026, 11, 23, 11), toDate: local(2026, 11, 23, 13) }),
        appointment({ id: 7, fromDate: local(2026, 12, 1, 9) }),
      ],
      now,
    );
    expect(days.map((day) => [day.day, day.appointments.map((item) => item.id)])).toEqual([
      ['2026-11-23', [5, 6]],
      ['2026-11-24', [3, 4, 2]],
      ['2026-12-01', [7]],
    ]);
  });

  it('turns appointments into calendar events and calendar dates back into server dates', () => {
    const cancelled = toCalendarEvent(appointment({ cancelled: true, projectName: 'Maison Dupont' }));
    expect(cancelled).toMatchObject({
      id: '1',
      title: 'Rendez-vous – Maison Dupont',
      editable: false,
      classNames: ['agenda-cancelled'],
    });
    expect(toCalendarEvent(appointment({ editable: true })).editable).toBe(true);
    // A colleague's appointment on a project the caller may not open: the slot only, grey, fixed.
    const busy = toCalendarEvent(
      appointment({ ...BUSY_APPOINTMENT, busy: true, editable: false, createdBy: null }),
    );
    expect(busy).toMatchObject({
      title: 'Occupé',
      editable: false,
      backgroundColor: BUSY_APPOINTMENT.color,
      classNames: ['agenda-busy'],
    });
    expect(toServerDate(new Date(2026, 10, 24), true)).toBe('2026-11-24');
    expect(toServerDate(new Date('2026-11-24T09:30:00Z'), false)).toBe('2026-11-24T09:30:00.000Z');
  });
});
