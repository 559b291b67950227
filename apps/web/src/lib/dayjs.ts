/**
 * dayjs in French (date pickers, calendars, to-dos). Every module that uses dayjs imports it from here, so the
 * French locale is set before any of them runs (dayjs.scan.test.ts), and dayjs stays off the login page's
 * JavaScript: only the pages with dates load it.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/fr';

dayjs.locale('fr');

export default dayjs;
