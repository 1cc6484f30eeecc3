import { lazy } from 'react';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { Shell } from './shell/shell';

// Every page is its own chunk; the shell shows 'Loading...' while one loads (spec §2).
const HomePage = lazy(() => import('@/routes/home'));
const SettingsPage = lazy(() => import('@/routes/settings'));
const AboutPage = lazy(() => import('@/routes/about'));
const FaqPage = lazy(() => import('@/routes/faq'));
const PricingPage = lazy(() => import('@/routes/pricing'));
const AuthPage = lazy(() => import('@/routes/auth'));
const ForgotPasswordPage = lazy(() => import('@/routes/forgot-password'));
const PasswordResetPage = lazy(() => import('@/routes/password-reset'));
const ProfilePage = lazy(() => import('@/routes/profile'));
const NotFoundPage = lazy(() => import('@/routes/not-found'));
const UploadPage = lazy(() => import('@/routes/upload'));
const WatchPage = lazy(() => import('@/routes/watch'));
const DashboardPage = lazy(() => import('@/routes/dashboard'));
const ChannelPage = lazy(() => import('@/routes/channel'));
const ChannelEditPage = lazy(() => import('@/routes/channel-edit'));
const VideoEditPage = lazy(() => import('@/routes/video-edit'));

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'faq', element: <FaqPage /> },
      { path: 'pricing', element: <PricingPage /> },
      { path: 'auth', element: <AuthPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'password-reset', element: <PasswordResetPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'upload', element: <UploadPage /> },
      { path: 'watch/:id', element: <WatchPage /> },
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'channel/new', element: <ChannelEditPage /> },
      { path: 'channel/:id/manage', element: <ChannelEditPage /> },
      { path: 'channel/:id', element: <ChannelPage /> },
      { path: 'video/:id/edit', element: <VideoEditPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
/** For component tests: the same routes in memory. */
export const createTestRouter = (path: string) => createMemoryRouter(routes, { initialEntries: [path] });
