import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import type { AppState } from './context';
import { AppError } from './errors';
import { loadCurrentUser } from './middleware/currentUser';
import { renderErrors } from './middleware/errors';
import { googleSignIn } from './middleware/grant';
import { sameOriginMutations, securityHeaders } from './middleware/security';
import { sessions } from './middleware/session';
import { webClient } from './middleware/webClient';
import { authRoutes } from './routes/auth';
import { leaderboardRoutes } from './routes/leaderboard';
import { playRoutes } from './routes/play';
import { systemRoutes } from './routes/system';
import type { Deps } from './services/types';

/** Builds the Koa application around already-created dependencies (so tests can build their own). */
export function createApp(deps: Deps): Koa<AppState> {
  const app = new Koa<AppState>();
  app.proxy = deps.config.trustProxy;
  app.context.state = {} as AppState;

  app.use(async (ctx, next) => {
    ctx.state.deps = deps;
    await next();
  });
  app.use(renderErrors);
  app.use(securityHeaders(deps.config));
  app.use(sessions(app as unknown as Koa, deps.db, deps.config));
  app.use(sameOriginMutations(deps.config));
  app.use(
    bodyParser({
      enableTypes: ['json', 'form'],
      jsonLimit: '1mb',
      formLimit: '16kb',
      onError: (error) => {
        if (error instanceof SyntaxError) throw new AppError(400, 'bad_request', 'Request body is not valid JSON');
        throw error;
      },
    }),
  );
  const grant = googleSignIn(deps.config);
  if (grant) app.use(grant);
  app.use(loadCurrentUser);

  for (const router of [systemRoutes(), authRoutes(), playRoutes(), leaderboardRoutes()]) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: true }));
  }
  for (const middleware of webClient(deps.config.webDir)) app.use(middleware);
  return app;
}
