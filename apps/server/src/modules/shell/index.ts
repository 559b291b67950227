/** What other modules may use of the shell (boundaries.test.ts): the menu and favorites. */
export { getMenuList, listUserFavorites, menuTypeOf } from './shell.service';
