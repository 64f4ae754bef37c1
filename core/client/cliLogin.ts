import type { z } from 'zod';
import { CLI_LOGIN_API } from '../adminPaths';
import type {
  CliLoginDecision,
  cliLoginDecideRequestSchema,
  CliLoginDetails,
  cliLoginCodeRequestSchema,
  CliLoginPoll,
  cliLoginRedeemRequestSchema,
  CliLoginStart,
  cliLoginStartRequestSchema,
} from '../cliLogin';
import { call, type ApiTransport } from './transport';

/** `hunt login` (core/cliLogin.ts): the CLI starts and polls; an admin in the browser looks the request up and decides. */
export function cliLoginApi(transport: ApiTransport) {
  const post = <T>(path: string, body: unknown) => call<T>(transport, { method: 'POST', path, body });
  return {
    start: (request: z.input<typeof cliLoginStartRequestSchema>) => post<CliLoginStart>(CLI_LOGIN_API.start, request),
    /** Asked again until approved; a denial or an expired request is an error. */
    poll: (id: string, request: z.input<typeof cliLoginRedeemRequestSchema>) => post<CliLoginPoll>(CLI_LOGIN_API.token(id), request),
    lookup: (request: z.input<typeof cliLoginCodeRequestSchema>) => post<CliLoginDetails>(CLI_LOGIN_API.lookup, request),
    decide: (request: z.input<typeof cliLoginDecideRequestSchema>) => post<CliLoginDecision>(CLI_LOGIN_API.decide, request),
  };
}

export type CliLoginApi = ReturnType<typeof cliLoginApi>;
