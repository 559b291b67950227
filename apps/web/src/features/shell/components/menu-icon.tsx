import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArchitectureIcon from '@mui/icons-material/Architecture';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BarChartIcon from '@mui/icons-material/BarChart';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import ConstructionIcon from '@mui/icons-material/Construction';
import DescriptionIcon from '@mui/icons-material/Description';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import ForumIcon from '@mui/icons-material/Forum';
import GavelIcon from '@mui/icons-material/Gavel';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import HouseIcon from '@mui/icons-material/House';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import LanguageIcon from '@mui/icons-material/Language';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MailIcon from '@mui/icons-material/Mail';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PeopleIcon from '@mui/icons-material/People';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PlaceIcon from '@mui/icons-material/Place';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SecurityIcon from '@mui/icons-material/Security';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingBasketIcon from '@mui/icons-material/ShoppingBasket';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SquareFootIcon from '@mui/icons-material/SquareFoot';
import StorefrontIcon from '@mui/icons-material/Storefront';
import StraightenIcon from '@mui/icons-material/Straighten';
import TableChartIcon from '@mui/icons-material/TableChart';
import TuneIcon from '@mui/icons-material/Tune';
import ViewTimelineIcon from '@mui/icons-material/ViewTimeline';
import WindowIcon from '@mui/icons-material/Window';
import type { SvgIconProps } from '@mui/material/SvgIcon';

/**
 * Icons named by the server's menu (apps/server/src/db/seed/menu.ts) and by the grid menu. Imported one by
 * one so the bundle holds only these, not the whole icon set.
 */
export const MENU_ICONS = {
  AccountBalance: AccountBalanceIcon,
  AdminPanelSettings: AdminPanelSettingsIcon,
  Architecture: ArchitectureIcon,
  Assignment: AssignmentIcon,
  BarChart: BarChartIcon,
  CalendarMonth: CalendarMonthIcon,
  Campaign: CampaignIcon,
  Category: CategoryIcon,
  Construction: ConstructionIcon,
  Description: DescriptionIcon,
  EventNote: EventNoteIcon,
  FactCheck: FactCheckIcon,
  FileDownload: FileDownloadIcon,
  Forum: ForumIcon,
  Gavel: GavelIcon,
  Handshake: HandshakeIcon,
  House: HouseIcon,
  HomeWork: HomeWorkIcon,
  Inventory2: Inventory2Icon,
  Language: LanguageIcon,
  LibraryBooks: LibraryBooksIcon,
  LocalOffer: LocalOfferIcon,
  Mail: MailIcon,
  ManageAccounts: ManageAccountsIcon,
  MenuBook: MenuBookIcon,
  Newspaper: NewspaperIcon,
  NoteAdd: NoteAddIcon,
  Notifications: NotificationsIcon,
  People: PeopleIcon,
  PersonSearch: PersonSearchIcon,
  Place: PlaceIcon,
  ReceiptLong: ReceiptLongIcon,
  RequestQuote: RequestQuoteIcon,
  Security: SecurityIcon,
  Settings: SettingsIcon,
  ShoppingBasket: ShoppingBasketIcon,
  ShoppingCart: ShoppingCartIcon,
  SquareFoot: SquareFootIcon,
  Storefront: StorefrontIcon,
  Straighten: StraightenIcon,
  TableChart: TableChartIcon,
  Tune: TuneIcon,
  ViewTimeline: ViewTimelineIcon,
  Window: WindowIcon,
} as const satisfies Record<string, typeof LabelOutlinedIcon>;

/** The named icon, or a plain label icon for a name this list does not know. */
export function MenuIcon({ icon, ...props }: { icon: string | null } & Omit<SvgIconProps, 'name'>) {
  const Icon =
    icon && Object.hasOwn(MENU_ICONS, icon) ? MENU_ICONS[icon as keyof typeof MENU_ICONS] : LabelOutlinedIcon;
  return <Icon {...props} />;
}
