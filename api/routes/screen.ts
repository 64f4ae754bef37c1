import Router from '@koa/router';
import { SCREEN_ROUTES } from '../../core/screen';
import type { AppState } from '../context';
import { AppError } from '../errors';
import { eventOfScreen, readScreen } from '../services/screen';

/**
 * The big screen's reads, for a projector nobody signs in on: the key in the link is the only
 * pass, and making a new link ends the old (404). What they show is what a hall may see: names as
 * the board's e-mail policy allows, no e-mail, no id but the board's.
 */
export function screenRoutes(): Router<AppState> {
  const router = new Router<AppState>();

  router.get(SCREEN_ROUTES.data, async (ctx) => {
    const { deps } = ctx.state;
    ctx.body = await readScreen(deps, eventOfScreen(deps, ctx.params.key ?? ''));
  });

  router.get(SCREEN_ROUTES.stream, async (ctx) => {
    const { deps } = ctx.state;
    const key = ctx.params.key ?? '';
    const first = await readScreen(deps, eventOfScreen(deps, key));
    if (!deps.screens.open(ctx, key, first)) throw new AppError('rate_limited', 'Too many screens of this event are open');
  });

  return router;
}
