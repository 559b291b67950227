import { projectStepLabel } from '@batir/shared/project-list';
import type { TProjectHeaderResponse } from '@batir/shared/projects';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatPhone } from '../../../lib/format';
import { type RouteName, routeHref } from '../../../lib/route-names';
import { CUSTOMER_NAV } from '../model/customer-nav';
import { CompactGauge } from './progress-gauge';
import { StateChips } from './state-chips';

const isCurrent = (item: RouteName, current: string | undefined) =>
  current === item || (item !== 'admin-customer-id' && !!current?.startsWith(item));

/**
 * The left-hand panel of the customer screens (spec 1 §2.2): the household (names, phones in pairs,
 * e-mails), the project (name, step, salesperson, states), a compact gauge and the screens of the project.
 */
export function CustomerPanel(props: { header: TProjectHeaderResponse; currentRoute: string | undefined }) {
  const { header, currentRoute } = props;
  const { customer, project, salesman, progress } = header;
  const people = [
    {
      name: [customer.surname1, customer.name1].filter(Boolean).join(' '),
      phone: customer.phone,
      email: customer.email,
    },
    {
      name: [customer.surname2, customer.name2].filter(Boolean).join(' '),
      phone: customer.phone2,
      email: customer.email2,
    },
  ].filter((person, index) => index === 0 || person.name || person.phone || person.email);

  return (
    <Paper component="aside" aria-label="Client et projet" variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Box>
          <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
            {customer.displayName}
          </Typography>
          {people.map((person, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the two people of the household, in order.
            <Box key={index} sx={{ mt: 0.5 }}>
              {people.length > 1 && person.name && (
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {person.name}
                </Typography>
              )}
              {person.phone && (
                <Link href={`tel:${person.phone}`} variant="body2" sx={{ display: 'block' }}>
                  {formatPhone(person.phone)}
                </Link>
              )}
              {person.email && (
                <Link
                  href={`mailto:${person.email}`}
                  variant="body2"
                  sx={{ display: 'block', wordBreak: 'break-all' }}
                >
                  {person.email}
                </Link>
              )}
            </Box>
          ))}
          {(customer.address || customer.city) && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {[customer.address, [customer.postalCode, customer.city].filter(Boolean).join(' ')]
                .filter(Boolean)
                .join(', ')}
            </Typography>
          )}
        </Box>
        <Divider />
        <Box>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
            {project.name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 0.5 }}>
            <Chip
              size="small"
              color={project.step === 1 ? 'primary' : 'secondary'}
              label={projectStepLabel(project.step)}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Commercial : {salesman?.name || 'non attribué'}
          </Typography>
        </Box>
        <StateChips project={project} />
        <CompactGauge progress={progress} />
        <Divider />
        <List component="nav" aria-label="Écrans du projet" dense disablePadding>
          {CUSTOMER_NAV.map((item) => (
            <ListItemButton
              key={item.name}
              component={RouterLink}
              to={routeHref(item.name, { id: project.id })}
              selected={isCurrent(item.name, currentRoute)}
              aria-current={isCurrent(item.name, currentRoute) ? 'page' : undefined}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
