import Alert from '@mui/material/Alert';
import { formatDateTime } from '../../../lib/format';

type ImpersonationBannerProps = {
  staff: { surname: string; name: string };
  customerName: string;
  /** When this window's session ends (ISO 8601), if known. */
  endsAt: string | null;
};

/** Says who is looking at the customer's area: the server's session carries the staff member who opened it. */
export function ImpersonationBanner({ staff, customerName, endsAt }: ImpersonationBannerProps) {
  return (
    <Alert severity="warning" role="status" sx={{ mb: 3 }}>
      Prise en main par {staff.surname} {staff.name} : vous voyez l'espace de {customerName} comme ce client
      le voit, en lecture seule.
      {endsAt && ` Accès valable jusqu'au ${formatDateTime(endsAt)}.`}
    </Alert>
  );
}
