import { lazyPage } from '../lib/lazyPage';

// Pages whose code loads on demand (App.tsx routes to them): the first script holds only what
// signed-out visitors see, and must stay small for the landing. The dashboard, the leaderboard
// and the scanner are fetched ahead where a visitor with a session lands on them
// (lib/earlyRequests.ts); the scanner brings the camera (zxing once the camera runs), the admin
// area Radix and zod.
export const dashboardPage = lazyPage(() => import('./play/DashboardPage').then((page) => page.DashboardPage), 'play');
export const leaderboardPage = lazyPage(() => import('./play/LeaderboardPage').then((page) => page.LeaderboardPage), 'play');
export const scannerPage = lazyPage(() => import('./play/ScannerPage').then((page) => page.default), 'play');
export const teamPages = lazyPage(() => import('./play/teamPages').then((page) => page.default), 'play');
export const qrTestPage = lazyPage(() => import('./play/QrTestPage').then((page) => page.default), 'play');
export const adminPage = lazyPage(() => import('./admin/routes/AdminPage').then((page) => page.default), 'admin');
export const qrDisplayPage = lazyPage(() => import('./admin/routes/QrDisplayPage').then((page) => page.default), 'admin');
// Both CLI approval pages come from one module: one import, so one list of what it needs to preload.
const cliApprove = () => import('./admin/routes/CliApprovePage');
export const cliApprovePage = lazyPage(() => cliApprove().then((page) => page.default), 'admin');
export const notFoundPage = lazyPage(() => import('./play/NotFoundPage').then((page) => page.NotFoundPage), 'play');
export const loginRequiredPage = lazyPage(() => import('./play/LoginRequiredPage').then((page) => page.LoginRequiredPage), 'play');
export const privacyPage = lazyPage(() => import('./play/PrivacyPage').then((page) => page.default), 'play');
export const cliApproveSignIn = lazyPage(() => cliApprove().then((page) => page.CliApproveSignIn), 'admin');
