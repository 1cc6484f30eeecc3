import { APP_ROUTES, type AppRouteId } from '@domain/routes';
import { type ComponentType, lazy } from 'react';
import { createMemoryRouter, type RouteObject, useRoutes } from 'react-router';
import i18n from '@/i18n';
import { Shell } from './shell/shell';

type PageModule = { default: ComponentType };

/**
 * A page outside the first load: its chunk and the rest of the interface's strings, fetched side by
 * side (the first load bundles only the strings of the shell, home and watch: i18n/locale-loaders.ts).
 */
const page = (load: () => Promise<PageModule>) =>
  lazy(() => Promise.all([load(), i18n.loadAll()]).then(([module]) => module));

// Every page is its own chunk; the shell shows 'Loading...' while one loads (spec §2).
const HomePage = lazy(() => import('@/routes/home'));
const SettingsPage = page(() => import('@/routes/settings'));
const AboutPage = page(() => import('@/routes/about'));
const FaqPage = page(() => import('@/routes/faq'));
const PricingPage = page(() => import('@/routes/pricing'));
const AuthPage = page(() => import('@/routes/auth'));
const ForgotPasswordPage = page(() => import('@/routes/forgot-password'));
const PasswordResetPage = page(() => import('@/routes/password-reset'));
const ProfilePage = page(() => import('@/routes/profile'));
const NotFoundPage = lazy(() => import('@/routes/not-found'));
const UploadPage = page(() => import('@/routes/upload'));
const WatchPage = lazy(() => import('@/routes/watch'));
const DashboardPage = page(() => import('@/routes/dashboard'));
const ChannelPage = page(() => import('@/routes/channel'));
const ChannelEditPage = page(() => import('@/routes/channel-edit'));
const VideoEditPage = page(() => import('@/routes/video-edit'));
const ContactPage = page(() => import('@/routes/contact'));
const PrivacyPolicyPage = page(() => import('@/routes/privacy-policy'));
const RulesPage = page(() => import('@/routes/rules'));
const SearchPage = page(() => import('@/routes/search'));
const SubscriptionsPage = page(() => import('@/routes/subscriptions'));
const ProfilesPage = page(() => import('@/routes/profiles'));
const HistoryPage = page(() => import('@/routes/history'));
const SandboxCheckoutPage = page(() => import('@/routes/sandbox-checkout'));
const SandboxPortalPage = page(() => import('@/routes/sandbox-portal'));
const AdminPage = page(() => import('@/routes/admin'));
const AdminQaFeedbackPage = page(() => import('@/routes/admin-qa-feedback'));
const AdsenseSetupPage = page(() => import('@/routes/adsense-setup'));

/** The page component of each entry of the route table (domain/routes.ts). */
const PAGES: Record<AppRouteId, ComponentType> = {
  home: HomePage,
  settings: SettingsPage,
  about: AboutPage,
  faq: FaqPage,
  pricing: PricingPage,
  auth: AuthPage,
  forgotPassword: ForgotPasswordPage,
  passwordReset: PasswordResetPage,
  profile: ProfilePage,
  upload: UploadPage,
  dashboard: DashboardPage,
  watch: WatchPage,
  channelNew: ChannelEditPage,
  channelManage: ChannelEditPage,
  channel: ChannelPage,
  videoEdit: VideoEditPage,
  contact: ContactPage,
  privacyPolicy: PrivacyPolicyPage,
  rules: RulesPage,
  search: SearchPage,
  subscriptions: SubscriptionsPage,
  profiles: ProfilesPage,
  history: HistoryPage,
  sandboxCheckout: SandboxCheckoutPage,
  sandboxPortal: SandboxPortalPage,
  admin: AdminPage,
  adminQaFeedback: AdminQaFeedbackPage,
  adsenseSetup: AdsenseSetupPage,
};

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      ...APP_ROUTES.map(({ id, path }) => {
        const Page = PAGES[id];
        return { path, element: <Page /> };
      }),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The app's pages, rendered under <BrowserRouter> (app.tsx). Declarative routing, not a data
 * router: Kinora's pages fetch with TanStack Query, not route loaders, and the data router is 17 KB
 * of first-load JS (gzip) that nothing would use (docs/decisions/0013-first-load.md).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
/** For component tests: the same routes in memory. */
export const createTestRouter = (path: string) => createMemoryRouter(routes, { initialEntries: [path] });
