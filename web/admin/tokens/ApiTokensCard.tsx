import { KeyRound } from 'lucide-react';
import type { ApiTokenDto } from '../../../core/admin';
import { ADMIN_API } from '../../../core/adminPaths';
import { apiTokenStatus, type ApiTokenStatus } from '../../../core/apiTokens';
import { useAdminAction } from '../shared/useAdminAction';
import { useApiTokens } from './useApiTokens';
import { formatDateTime } from '../events/events';
import { ConfirmAction } from '../shared/ConfirmAction';
import { AdminTable } from '../shared/AdminTable';
import controls from '../shared/controls.module.css';
import { classNames } from '../shared/classNames';
import tables from '../shared/tables.module.css';
import { adminApi } from '../../lib/adminApi';

const STATUS_BADGE: Record<ApiTokenStatus, string | undefined> = {
  active: 'badge-success',
  revoked: controls.badgeMuted,
  expired: controls.badgeMuted,
};

/** The Overview's 'API Tokens' card: your `hunt` CLI tokens, each revocable. */
export function ApiTokensCard() {
  const { tokens, error, isLoading } = useApiTokens();

  return (
    <section className="card" aria-labelledby="api-tokens-title" data-testid="api-tokens-card">
      <h2 id="api-tokens-title" className="card-title">
        <KeyRound size={20} aria-hidden />
        API Tokens
      </h2>
      <p className="muted small">
        Tokens of the <code>hunt</code> command-line tool that act as you. Get one with <code>npx hunt login</code>; revoke any you no longer use.
      </p>
      <AdminTable
        isLoading={isLoading}
        error={error}
        what="API tokens"
        rowCount={tokens?.length}
        columns={['Name', 'Created', 'Last Used', 'Expires', 'Status', 'Actions']}
        testId="api-tokens-table"
      >
        {tokens?.map((token) => (
          <TokenRow key={token.id} token={token} />
        ))}
      </AdminTable>
    </section>
  );
}

function TokenRow({ token }: { token: ApiTokenDto }) {
  const perform = useAdminAction();
  const status = apiTokenStatus(token);

  function revoke() {
    void perform(() => adminApi.revokeToken(token.id), {
      success: { title: 'Token Revoked', description: `${token.name} no longer works` },
      failure: 'Revoke Failed',
      fallback: 'Failed to revoke token',
      revalidate: [ADMIN_API.tokens],
    });
  }

  return (
    <tr data-testid="api-token-row">
      <td className={tables.strong}>{token.name}</td>
      <td className={`small ${tables.nowrap}`}>{formatDateTime(token.createdAt)}</td>
      <td className={`small ${tables.nowrap}`}>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'}</td>
      <td className={`small ${tables.nowrap}`}>{token.expiresAt ? formatDateTime(token.expiresAt) : 'Never'}</td>
      <td>
        <span className={classNames('badge', STATUS_BADGE[status])} data-testid="api-token-status">
          {status}
        </span>
      </td>
      <td>
        {status === 'active' && (
          <ConfirmAction
            trigger={
              <button type="button" className={`btn ${controls.btnSm} ${controls.btnDangerOutline}`} data-testid="revoke-token">
                Revoke
              </button>
            }
            title="Revoke this token?"
            description={`${token.name} stops working at once: the CLI or CI job using it must log in again or get a new token.`}
            confirmLabel="Revoke"
            onConfirm={revoke}
          />
        )}
      </td>
    </tr>
  );
}
