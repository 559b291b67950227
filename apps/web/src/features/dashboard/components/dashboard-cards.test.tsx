import { appointmentEndpoints } from '@batir/shared/contracts/appointments';
import { dashboardEndpoints } from '@batir/shared/contracts/dashboard';
import type { TWeatherResponse } from '@batir/shared/dashboard';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi, on } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { AppointmentsDayCard } from './appointments-day-card';
import { QuoteCard } from './quote-card';
import { WeatherCard } from './weather-card';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => vi.unstubAllGlobals());

const weather = (answer: TWeatherResponse) => mockApi(on(dashboardEndpoints.weather).reply(() => answer));

describe('dashboard cards', () => {
  test('the quote of the day with its author', async () => {
    mockApi(
      on(dashboardEndpoints.quoteOfTheDay).reply(() => ({
        error: 0,
        date: '2026-11-22',
        quote: { text: 'Je pense, donc je suis.', author: 'René Descartes' },
      })),
    );
    renderWithShell(<QuoteCard />);
    expect(await screen.findByText('Je pense, donc je suis.')).toBeTruthy();
    expect(screen.getByText('— René Descartes')).toBeTruthy();
  });

  test('the weather in French units', async () => {
    weather({
      error: 0,
      available: true,
      weather: {
        city: 'Nantes',
        time: '2026-11-22T14:00',
        temperature: 11.4,
        temperatureMin: 6.1,
        temperatureMax: 12.8,
        windSpeed: 18.2,
        code: 61,
        description: 'Pluie faible',
      },
    });
    renderWithShell(<WeatherCard />);
    // The default matcher reads U+00A0 as a space.
    expect(await screen.findByText('11 °C')).toBeTruthy();
    expect(screen.getByText('Nantes · Pluie faible')).toBeTruthy();
    expect(screen.getByText('Min. 6 °C · Max. 13 °C · Vent 18 km/h')).toBeTruthy();
  });

  test("the server's message when the weather is unavailable", async () => {
    weather({ error: 0, available: false, message: 'La météo est indisponible pour le moment.' });
    renderWithShell(<WeatherCard />);
    expect(await screen.findByText('La météo est indisponible pour le moment.')).toBeTruthy();
  });

  test("today's appointments of the signed-in user, times in Paris", async () => {
    const api = mockApi(
      on(appointmentEndpoints.list).reply(() => ({
        error: 0,
        list: [
          {
            id: 3,
            type: 2,
            title: 'Visite du terrain',
            allDay: false,
            place: 'Angers',
            description: '',
            fromDate: '2026-11-22T08:30:00.000Z',
            toDate: null,
            project: 12,
            projectName: 'Maison Dupont',
            customer: null,
            color: '#2e7d32',
            user: { id: 1, surname: 'Claire', name: 'Moreau' },
            createdBy: 1,
            cancelled: false,
            editable: true,
            visioUrl: null,
            busy: false,
          },
        ],
      })),
    );
    renderWithShell(<AppointmentsDayCard />);
    const list = await screen.findByRole('list', { name: 'Rendez-vous du jour' });
    expect(within(list).getByText('09:30 · Visite du terrain')).toBeTruthy();
    expect(within(list).getByText('Maison Dupont · Angers')).toBeTruthy();
    const query = api.calls(appointmentEndpoints.list)[0]?.query;
    expect(query?.user).toBe(1);
    // Paris midnight to the next midnight.
    const start = new Date(query?.start ?? '');
    const end = new Date(query?.end ?? '');
    expect(end.getTime() - start.getTime()).toBeGreaterThanOrEqual(23 * 3_600_000);
    expect(
      new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', timeStyle: 'short' }).format(start),
    ).toBe('00:00');
  });
});
