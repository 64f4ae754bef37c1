import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { UserDto } from '../core/contracts';
import { LoadingScreen } from './components/LoadingScreen';
import { useUser } from './hooks/useUser';
import {
  adminPage,
  cliApprovePage,
  cliApproveSignIn,
  dashboardPage,
  leaderboardPage,
  loginRequiredPage,
  notFoundPage,
  privacyPage,
  qrDisplayPage,
  qrTestPage,
  scannerPage,
  teamPages,
} from './pages/lazyPages';
import { LandingPage } from './pages/play/LandingPage';

const DashboardPage = dashboardPage.Page;
const LeaderboardPage = leaderboardPage.Page;
const ScannerPage = scannerPage.Page;
const QrTestPage = qrTestPage.Page;
// The team page, and the join page a teammate's link or QR code opens.
const TeamPages = teamPages.Page;
const AdminPage = adminPage.Page;
const CliApprovePage = cliApprovePage.Page;
const QrDisplayPage = qrDisplayPage.Page;
// Sends the scans kept offline; its code loads after the first screen, never before it.
const OfflineScans = lazy(() => import('./components/offline/OfflineScans'));
const CliApproveSignIn = cliApproveSignIn.Page;
// Public, and linked from the landing: its own chunk. The 404 page's code left the landing's first
// load to make room for the route, so that first load did not grow (docs/decisions.md).
const PrivacyPage = privacyPage.Page;
const NotFoundPage = notFoundPage.Page;
// A printed link opened signed out: a card for the second before the sign-in. Its code left the
// landing's first load to make room for the declarations going along to the sign-in.
const LoginRequiredPage = loginRequiredPage.Page;

/** Paths only signed-in users can open; signed-out visitors see the landing page there. */
const SIGNED_IN_ONLY = ['/dashboard', '/scanner', '/leaderboard', '/team', '/join/:code', '/qr-test', '/admin', '/admin/:section', '/admin/display/:linkId'];

/** The route table (docs/product.md, Routes). */
export function App() {
  const answer = useUser();
  // The user's arrival swaps the loading screen for a whole page. SWR delivers it as an urgent
  // update, which React renders in one piece (tens of milliseconds a phone cannot answer in):
  // deferred, the page renders as a transition, in slices between which the browser stays free.
  const user = useDeferredValue(answer.user);
  const isLoading = useDeferredValue(answer.isLoading);
  if (isLoading) return <LoadingScreen />;
  return user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />;
}

function SignedOutRoutes() {
  return (
    <Routes>
      {['/', '/login', '/register', ...SIGNED_IN_ONLY].map((path) => (
        <Route key={path} path={path} element={<LandingPage />} />
      ))}
      <Route path="/scan/:code" element={<Lazy><LoginRequiredPage /></Lazy>} />
      <Route path="/cli/approve" element={<Lazy><CliApproveSignIn /></Lazy>} />
      <Route path="/privacy" element={<Lazy><PrivacyPage /></Lazy>} />
      <Route path="*" element={<Lazy><NotFoundPage /></Lazy>} />
    </Routes>
  );
}

function SignedInRoutes({ user }: { user: UserDto }) {
  return (
    <>
      <Suspense fallback={null}>
        <OfflineScans userId={user.id} />
      </Suspense>
      <Routes>
        <Route path="/" element={<Lazy><DashboardPage user={user} /></Lazy>} />
        <Route path="/dashboard" element={<Lazy><DashboardPage user={user} /></Lazy>} />
        <Route path="/scanner" element={<Lazy><ScannerPage /></Lazy>} />
        <Route path="/scan/:code" element={<Lazy><ScannerPage /></Lazy>} />
        <Route path="/leaderboard" element={<Lazy><LeaderboardPage user={user} /></Lazy>} />
        {['/team', '/join/:code'].map((path) => (
          <Route key={path} path={path} element={<Lazy><TeamPages /></Lazy>} />
        ))}
        <Route path="/qr-test" element={<Lazy><QrTestPage /></Lazy>} />
        <Route path="/admin" element={<Lazy><AdminPage user={user} /></Lazy>} />
        <Route path="/admin/:section" element={<Lazy><AdminPage user={user} /></Lazy>} />
        <Route path="/admin/display/:linkId" element={<Lazy><QrDisplayPage user={user} /></Lazy>} />
        <Route path="/cli/approve" element={<Lazy><CliApprovePage user={user} /></Lazy>} />
        <Route path="/privacy" element={<Lazy><PrivacyPage /></Lazy>} />
        <Route path="*" element={<Lazy><NotFoundPage /></Lazy>} />
      </Routes>
    </>
  );
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}
