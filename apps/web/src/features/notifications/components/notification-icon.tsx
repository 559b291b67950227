import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import CampaignIcon from '@mui/icons-material/Campaign';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import GavelIcon from '@mui/icons-material/Gavel';
import InfoIcon from '@mui/icons-material/Info';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import WarningIcon from '@mui/icons-material/Warning';
import type { SvgIconProps } from '@mui/material/SvgIcon';

/** Icons a notification may name (its `icon`); imported one by one to keep the bundle small. */
const ICONS = {
  AccountBalance: AccountBalanceIcon,
  Campaign: CampaignIcon,
  CheckCircle: CheckCircleIcon,
  Error: ErrorIcon,
  Gavel: GavelIcon,
  Info: InfoIcon,
  Notifications: NotificationsIcon,
  PersonAdd: PersonAddIcon,
  ReceiptLong: ReceiptLongIcon,
  RequestQuote: RequestQuoteIcon,
  Warning: WarningIcon,
} as const;

/** The named icon, or the bell for a name this app does not know. */
export function NotificationIcon({ icon, ...props }: { icon: string | null } & SvgIconProps) {
  const Icon = icon && Object.hasOwn(ICONS, icon) ? ICONS[icon as keyof typeof ICONS] : NotificationsIcon;
  return <Icon {...props} />;
}

const PALETTE = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

/**
 * A notification's colour as MUI understands it: a palette name ('success') or a hexadecimal colour.
 * Anything else (it comes from the server's data) falls back on the primary colour.
 */
export function notificationColor(color: string | null): string {
  if (color && (PALETTE as readonly string[]).includes(color)) return `${color}.main`;
  if (color && /^#[0-9a-f]{3,8}$/i.test(color)) return color;
  return 'primary.main';
}
