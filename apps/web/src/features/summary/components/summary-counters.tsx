import type { TFinancingList } from '@batir/shared/financing';
import {
  CONSTRUCTION_STEPS,
  CONSTRUCTION_STEPS_LABEL,
  PROJECT_STEP_LABELS,
} from '@batir/shared/project-list';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatInteger } from '../../../lib/format';
import { isRouteAvailable, routeHref } from '../../../lib/route-names';
import type { UserSummary } from '../api/user-summary';

/** The counter groups of spec 2 §3.1, each a category of the summary page. */
export type CounterGroup = keyof UserSummary;

/** Where a tile leads: a named route with an optional query string; missing routes show "Bientôt disponible". */
type Target = { route: string; search?: string };
type Tile = { label: string; value: (summary: UserSummary) => number; to?: Target };

const prospects = (tile: string): Target => ({ route: 'admin-prospects', search: `?tile=${tile}` });
/** The financing dashboard, on one of its lists (its own total) or on the first (the page's total). */
const financing = (list?: TFinancingList): Target => ({
  route: 'admin-summary-financing',
  search: list ? `?list=${list}` : '',
});
const customers = (step: 1 | typeof CONSTRUCTION_STEPS | 'all'): Target => ({
  route: 'admin-customer-list',
  search: `?step=${step}`,
});

export const COUNTER_TILES: Record<CounterGroup, Tile[]> = {
  prospect: [
    { label: 'À contacter', value: (s) => s.prospect.toContact, to: prospects('toContact') },
    { label: 'En contact', value: (s) => s.prospect.inContact, to: prospects('inContact') },
    { label: 'Rendez-vous', value: (s) => s.prospect.meet, to: prospects('appointment') },
    { label: 'Prospects', value: (s) => s.prospect.total, to: prospects('all') },
  ],
  customer: [
    { label: 'Nouveaux clients', value: (s) => s.customer.new, to: { route: 'admin-summary-newCustomer' } },
    { label: PROJECT_STEP_LABELS[1], value: (s) => s.customer.preConstruction, to: customers(1) },
    // Construction is steps 2 and 3: the list opens on both.
    {
      label: CONSTRUCTION_STEPS_LABEL,
      value: (s) => s.customer.construction,
      to: customers(CONSTRUCTION_STEPS),
    },
    { label: 'Clients', value: (s) => s.customer.total, to: customers('all') },
  ],
  appointment: [
    { label: 'Rendez-vous à fixer', value: (s) => s.appointment.toSchedule, to: prospects('inContact') },
    {
      label: 'Rendez-vous prévus',
      value: (s) => s.appointment.scheduled,
      to: { route: 'admin-account-agenda' },
    },
    { label: 'Demandes de rendez-vous', value: (s) => s.appointment.request.length },
  ],
  quotation: [
    { label: 'Devis', value: (s) => s.quotation.total, to: { route: 'admin-quotation' } },
    { label: 'Soumis au BE', value: (s) => s.quotation.submittedDo, to: { route: 'admin-quotation' } },
    { label: 'Retour du BE', value: (s) => s.quotation.returnDo, to: { route: 'admin-quotation' } },
    {
      label: 'En attente de signature',
      value: (s) => s.quotation.submittedAcceptance,
      to: { route: 'admin-quotation' },
    },
  ],
  financing: [
    { label: 'Financements', value: (s) => s.financing.total, to: financing() },
    { label: 'Obtenus', value: (s) => s.financing.done, to: financing('done') },
    { label: 'Demandés', value: (s) => s.financing.asked, to: financing('asked') },
    { label: 'En attente', value: (s) => s.financing.waiting, to: financing('waiting') },
  ],
  // The permit dashboard lists the files by what they wait for: of these counters only « En instruction »
  // has its list there; the others stay plain figures rather than open a list of another total.
  buildingPermit: [
    { label: 'Permis', value: (s) => s.buildingPermit.total },
    { label: 'Obtenus', value: (s) => s.buildingPermit.done },
    { label: 'En constitution', value: (s) => s.buildingPermit.constitution },
    {
      label: 'En instruction',
      value: (s) => s.buildingPermit.waiting,
      to: { route: 'admin-summary-buildingPermit', search: '?list=waiting' },
    },
  ],
  addendum: [
    {
      label: 'À accepter',
      value: (s) => s.addendum.waitingAcceptation,
      to: { route: 'admin-summary-addendum' },
    },
    { label: 'Soumis au BE', value: (s) => s.addendum.submittedDo, to: { route: 'admin-summary-addendum' } },
    { label: 'Retour du BE', value: (s) => s.addendum.returnDo, to: { route: 'admin-summary-addendum' } },
  ],
  logisbox: [
    { label: 'Logisbox', value: (s) => s.logisbox.total, to: { route: 'admin-summary-logisbox' } },
    {
      label: 'En constitution',
      value: (s) => s.logisbox.constitution,
      to: { route: 'admin-summary-logisbox' },
    },
    { label: 'À compléter', value: (s) => s.logisbox.toComplete, to: { route: 'admin-summary-logisbox' } },
    { label: 'Programmées', value: (s) => s.logisbox.programmed, to: { route: 'admin-summary-logisbox' } },
  ],
};

/** The link of a tile, or null when its screen does not exist yet. */
export function tileHref(to: Target | undefined): string | null {
  if (!to || !isRouteAvailable(to.route)) return null;
  return routeHref(to.route) + (to.search ?? '');
}

/**
 * One counter group's tiles. A tile whose list exists is a link to it; the others look disabled with the
 * tooltip "Bientôt disponible".
 */
export function SummaryCounters({
  group,
  summary,
}: {
  group: CounterGroup;
  summary: UserSummary | undefined;
}) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
      {COUNTER_TILES[group].map((tile) => {
        const href = tileHref(tile.to);
        const content = (
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {summary ? formatInteger(tile.value(summary)) : <Skeleton width={40} />}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {tile.label}
            </Typography>
          </CardContent>
        );
        return (
          <Card key={tile.label} variant="outlined" sx={{ minWidth: 130, flex: '1 1 130px' }}>
            {href ? (
              <CardActionArea component={RouterLink} to={href}>
                {content}
              </CardActionArea>
            ) : tile.to ? (
              <Tooltip title="Bientôt disponible">
                <div aria-disabled="true" style={{ opacity: 0.55, cursor: 'not-allowed' }}>
                  {content}
                </div>
              </Tooltip>
            ) : (
              content
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
