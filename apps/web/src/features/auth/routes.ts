import { lazyPage, page } from '../../lib/pages';
import { loginLoader } from './login-loader';

/** The sign-in pages (guests, default layout); app/router.tsx places them. */
export const authRoutes = {
  login: {
    path: 'login',
    ...page(
      { name: 'login', title: 'Connexion', guest: true },
      { lazy: lazyPage(() => import('./pages/login-page')) },
      loginLoader,
    ),
  },
  // Spec 1 §2.3: under /admin, yet a guest page in the default layout; the mailed reset link
  // (`?token=…`) opens this same address to choose the new password.
  forgotPassword: {
    path: 'admin/forgotPassword',
    ...page(
      { name: 'admin-forgotPassword', title: 'Mot de passe oublié', guest: true },
      { lazy: lazyPage(() => import('./pages/forgot-password-page')) },
    ),
  },
};
