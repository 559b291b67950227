import Grid from '@mui/material/Grid';
import { SalesmanContactAttempts, SalesmanNotesPanel } from '../../features/contacts';
import { SalesmenPage } from '../../features/salesmen/pages/salesmen-page';

/**
 * Routes `admin-salesman` and `admin-salesman-id`: the salespeople screen with the contacts area's panels,
 * his contact attempts and, for admins and his manager (the people who pin his message), their notes about him.
 */
export default function SalesmenRoute() {
  return (
    <SalesmenPage
      contacts={({ userId, showNotes }) => (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: showNotes ? 6 : 12 }}>
            <SalesmanContactAttempts userId={userId} />
          </Grid>
          {showNotes && (
            <Grid size={{ xs: 12, lg: 6 }}>
              <SalesmanNotesPanel userId={userId} />
            </Grid>
          )}
        </Grid>
      )}
    />
  );
}
