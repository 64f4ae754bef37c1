import Koa from 'koa';
import compress from 'koa-compress';
import type { AppState } from './context';
import type Router from '@koa/router';
import { timeRequests } from './metrics/middleware';
import { canonicalHost } from './middleware/canonicalHost';
import { loadCurrentUser } from './middleware/currentUser';
import { renderErrors } from './middleware/errors';
import { forwardedProto } from './middleware/forwardedProto';
import { signInMiddleware } from './middleware/grant';
import { refuseUnservedMethods } from './middleware/methods';
import { personalAnswers } from './middleware/personalAnswers';
import { cliLoginRateLimit, participantWriteLimit, personalDataLimit, signInRateLimit } from './middleware/rateLimits';
import { sameOriginMutations, securityHeaders } from './middleware/security';
import { sessions } from './middleware/session';
import { webClient } from './middleware/webClient';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { cliLoginRoutes } from './routes/cliLogin';
import { huntRoutes } from './routes/hunt';
import { leaderboardRoutes } from './routes/leaderboard';
import { teamRoutes } from './routes/teams';
import { METRICS_PATH, metricsRoutes } from './routes/metrics';
import { playRoutes } from './routes/play';
import { systemRoutes } from './routes/system';
import { screenRoutes } from './routes/screen';
import { pushRoutes } from './routes/push';
import type { Deps } from './deps';
import { KOA_COMPRESS_OPTIONS } from './responseCompression';

/**
 * Runs `middleware` for /api requests and /metrics (which an admin's session may read) only:
 * pages, assets and images need no session.
 */
function apiOnly(middleware: Koa.Middleware<AppState>): Koa.Middleware<AppState> {
  return (ctx, next) => (ctx.path.startsWith('/api/') || ctx.path === METRICS_PATH ? middleware(ctx, next) : next());
}

/** Every router of the API under /api (the system and metrics routes apart): what the app mounts, and what the fuzz tests cover. */
export function apiRouters(): Router<AppState>[] {
  return [authRoutes(), playRoutes(), accountRoutes(), huntRoutes(), leaderboardRoutes(), teamRoutes(), screenRoutes(), pushRoutes(), cliLoginRoutes(), ...adminRoutes()];
}

/** Builds the Koa application around already-created dependencies (so tests can build their own). */
export function createApp(deps: Deps): Koa<AppState> {
  const app = new Koa<AppState>();
  app.proxy = deps.config.trustProxy;
  app.maxIpsCount = deps.config.trustProxyHops;
  app.on('error', (error: NodeJS.ErrnoException) => {
    // A browser closing a live stream or a download mid-way is not a server error.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
    deps.logger.error({ err: error }, 'unhandled application error');
  });

  app.use(timeRequests(deps.metrics));
  app.use(async (ctx, next) => {
    ctx.state.deps = deps;
    await next();
  });
  const system = systemRoutes();
  const metrics = metricsRoutes();
  const routers = apiRouters();

  app.use(renderErrors);
  app.use(securityHeaders(deps.config, deps.signInProviders));
  // Before anything can refuse an API request: the refusals are no one's to keep either.
  app.use(apiOnly(personalAnswers));
  app.use(refuseUnservedMethods([system, metrics, ...routers]));
  app.use(forwardedProto(deps.config));
  app.use(canonicalHost(deps.config));
  for (const middleware of webClient(deps.config.webDir, deps.config.sessionCookie)) app.use(middleware);
  app.use(system.routes());

  // JSON over 1 KB (the leaderboard, admin lists) is compressed per response; the client's files
  // are compressed once, at build time, and served as they are.
  app.use(apiOnly(compress(KOA_COMPRESS_OPTIONS)));
  app.use(apiOnly(signInRateLimit(deps.config.signInLimitPerMinute)));
  app.use(apiOnly(cliLoginRateLimit()));
  app.use(apiOnly(sessions(app as unknown as Koa, deps.sessions, deps.config)));
  // Before the current user is loaded: METRICS_TOKEN is a bearer that is not an API token.
  app.use(metrics.routes());
  const grant = signInMiddleware(deps.config, deps.signInProviders);
  // The OAuth round trip is GET only (the body is read by the routes that want one).
  if (grant) app.use((ctx, next) => (ctx.method === 'GET' ? grant(ctx, next) : next()));
  app.use(apiOnly(loadCurrentUser));
  app.use(sameOriginMutations(deps.config));
  // Once the user is known and before any route reads a body.
  app.use(apiOnly(participantWriteLimit(deps.writeLimit)));
  app.use(apiOnly(personalDataLimit()));

  for (const router of routers) {
    app.use(router.routes());
    // A known method a path does not take: 405 with Allow, which renderErrors words as JSON.
    app.use(router.allowedMethods());
  }
  return app;
}
