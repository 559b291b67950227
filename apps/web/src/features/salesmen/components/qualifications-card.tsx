import { QUALIFICATION_LABELS, QUALIFICATIONS } from '@batir/shared/contact-history';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatInteger } from '../../../lib/format';
import { isRouteAvailable, routeHref } from '../../../lib/route-names';
import { useQualifications } from '../api/qualifications';

/** The prospect sheet, linked once its page exists. */
const SHEET: string = 'admin-prospects-id';

const COLORS = { cold: 'info', warm: 'warning', hot: 'error' } as const;

/** His qualified prospects in three columns: Froid, Tiède, Chaud. */
export function QualificationsCard({ salesmanId }: { salesmanId: number }) {
  const query = useQualifications(salesmanId);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          Qualification de ses prospects
        </Typography>
        {query.isPending ? (
          <Skeleton variant="rectangular" height={80} />
        ) : query.isError ? (
          <Alert severity="error">{query.error.message}</Alert>
        ) : (
          <Grid container spacing={2}>
            {QUALIFICATIONS.map((level) => {
              const list = query.data[level];
              return (
                <Grid key={level} size={{ xs: 12, md: 4 }} data-testid={`qualification-${level}`}>
                  <Chip
                    label={`${QUALIFICATION_LABELS[level]} (${list.length})`}
                    color={COLORS[level]}
                    size="small"
                  />
                  {list.length === 0 ? (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                      Aucun prospect.
                    </Typography>
                  ) : (
                    <List dense>
                      {list.map((prospect) => (
                        <ListItem key={prospect.projectId} disableGutters>
                          <ListItemText
                            primary={
                              isRouteAvailable(SHEET) ? (
                                <Link
                                  component={RouterLink}
                                  to={routeHref(SHEET, { id: prospect.projectId })}
                                >
                                  {prospect.customerName}
                                </Link>
                              ) : (
                                prospect.customerName
                              )
                            }
                            secondary={[prospect.projectName, prospect.city].filter(Boolean).join(' · ')}
                          />
                        </ListItem>
                      ))}
                    </List>
                  )}
                </Grid>
              );
            })}
            <Grid size={12}>
              <Typography variant="body2" color="text.secondary">
                {query.data.unqualified === 0
                  ? 'Tous ses prospects sont qualifiés.'
                  : `${formatInteger(query.data.unqualified)} prospect${query.data.unqualified > 1 ? 's' : ''} pas encore qualifié${query.data.unqualified > 1 ? 's' : ''}.`}
              </Typography>
            </Grid>
          </Grid>
        )}
      </CardContent>
    </Card>
  );
}
