import { z } from 'zod';
import { singleLineText } from './text';

// The paths are in apiPaths.ts, beside the admin API's, so the approval page gets them without zod.

/**
 * The `hunt login` contract (docs/product.md, CLI login routes): the CLI asks for a login, a signed-in admin
 * types its code in the browser and approves, and the CLI redeems a token once. The API, the
 * approval page and the CLI all read these shapes, so they cannot drift apart.
 */

/** Request bodies. */

export const cliLoginStartRequestSchema = z.object({ clientName: singleLineText('clientName').min(1).max(100).default('hunt CLI') });
export const cliLoginCodeRequestSchema = z.object({ userCode: singleLineText('userCode').min(1, 'userCode is required').max(20) });
export const cliLoginDecideRequestSchema = cliLoginCodeRequestSchema.extend({ approve: z.boolean().default(true) });
export const cliLoginRedeemRequestSchema = z.object({ pollSecret: singleLineText('pollSecret', { trim: false }).min(1, 'pollSecret is required').max(200) });

/** Answers. */

/** POST /api/cli/logins (201): the request, its code for the admin and the secret the CLI polls with. */
export const cliLoginStartSchema = z.object({
  id: z.string().min(1),
  userCode: z.string().min(1),
  pollSecret: z.string().min(1),
  verificationUrl: z.url(),
  expiresAt: z.iso.datetime(),
  intervalSeconds: z.number().int().positive(),
});
export type CliLoginStart = z.infer<typeof cliLoginStartSchema>;

/** POST /api/cli/logins/lookup: who asks, shown to the admin before Approve and Deny. */
export const cliLoginDetailsSchema = z.object({
  userCode: z.string(),
  clientName: z.string(),
  requestedFrom: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type CliLoginDetails = z.infer<typeof cliLoginDetailsSchema>;

/** POST /api/cli/logins/decide. */
export const cliLoginDecisionSchema = z.object({ clientName: z.string(), approved: z.boolean() });
export type CliLoginDecision = z.infer<typeof cliLoginDecisionSchema>;

/** POST /api/cli/logins/{id}/token: 202 while pending, 200 with the token once approved. */
export const cliLoginPollSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending') }),
  z.object({ status: z.literal('approved'), token: z.string().min(1), email: z.string().min(1) }),
]);
export type CliLoginPoll = z.infer<typeof cliLoginPollSchema>;
