import type { MessageDescriptor } from '@lingui/core';
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
import { withParts } from '../../lib/richText';
import { useI18n } from '../../hooks/useI18n';

const STATUS_NAMES: Record<ApiTokenStatus, MessageDescriptor> = {
  active: /*i18n*/ { id: 'admin.tokens.status.active', message: 'active' },
  revoked: /*i18n*/ { id: 'admin.tokens.status.revoked', message: 'revoked' },
  expired: /*i18n*/ { id: 'admin.tokens.status.expired', message: 'expired' },
};

const STATUS_BADGE: Record<ApiTokenStatus, string | undefined> = {
  active: 'badge-success',
  revoked: controls.badgeMuted,
  expired: controls.badgeMuted,
};

/** The Overview's 'API Tokens' card: your `hunt` CLI tokens, each revocable. */
export function ApiTokensCard() {
  const { tokens, error, isLoading } = useApiTokens();
  const i18n = useI18n();

  return (
    <section className="card" aria-labelledby="api-tokens-title" data-testid="api-tokens-card">
      <h2 id="api-tokens-title" className="card-title">
        <KeyRound size={20} aria-hidden />
        {i18n._({ id: 'admin.tokens.title', message: 'API Tokens' })}
      </h2>
      <p className="muted small">
        {withParts(
          i18n._({ id: 'admin.tokens.lead', message: 'Tokens of the <0>hunt</0> command-line tool that act as you. Get one with <1>npx hunt login</1>; revoke any you no longer use.' }),
          [(part) => <code>{part}</code>, (part) => <code>{part}</code>],
        )}
      </p>
      <AdminTable
        isLoading={isLoading}
        error={error}
        what={i18n._({ id: 'admin.tokens.what', message: 'API tokens' })}
        rowCount={tokens?.length}
        columns={[
          i18n._({ id: 'admin.tokens.column.name', message: 'Name' }),
          i18n._({ id: 'admin.tokens.column.created', message: 'Created' }),
          i18n._({ id: 'admin.tokens.column.lastUsed', message: 'Last Used' }),
          i18n._({ id: 'admin.tokens.column.expires', message: 'Expires' }),
          i18n._({ id: 'admin.tokens.column.status', message: 'Status' }),
          i18n._({ id: 'admin.tokens.column.actions', message: 'Actions' }),
        ]}
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
  const i18n = useI18n();
  const status = apiTokenStatus(token);
  const never = i18n._({ id: 'admin.tokens.never', message: 'Never' });
  const revokeLabel = i18n._({ id: 'admin.tokens.revoke', message: 'Revoke' });

  function revoke() {
    void perform(() => adminApi.revokeToken(token.id), {
      success: { title: i18n._({ id: 'admin.tokens.revoked', message: 'Token Revoked' }), description: i18n._({ id: 'admin.tokens.revokedDescription', message: '{name} no longer works', values: { name: token.name } }) },
      failure: i18n._({ id: 'admin.tokens.revokeFailed', message: 'Revoke Failed' }),
      fallback: i18n._({ id: 'admin.tokens.revokeFailedFallback', message: 'Failed to revoke token' }),
      revalidate: [ADMIN_API.tokens],
    });
  }

  return (
    <tr data-testid="api-token-row">
      <td className={tables.strong}>{token.name}</td>
      <td className={`small ${tables.nowrap}`}>{formatDateTime(token.createdAt)}</td>
      <td className={`small ${tables.nowrap}`}>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : never}</td>
      <td className={`small ${tables.nowrap}`}>{token.expiresAt ? formatDateTime(token.expiresAt) : never}</td>
      <td>
        <span className={classNames('badge', STATUS_BADGE[status])} data-testid="api-token-status">
          {i18n._(STATUS_NAMES[status])}
        </span>
      </td>
      <td>
        {status === 'active' && (
          <ConfirmAction
            trigger={
              <button type="button" className={`btn ${controls.btnSm} ${controls.btnDangerOutline}`} data-testid="revoke-token">
                {revokeLabel}
              </button>
            }
            title={i18n._({ id: 'admin.tokens.revokeTitle', message: 'Revoke this token?' })}
            description={i18n._({
              id: 'admin.tokens.revokeDescription',
              message: '{name} stops working at once: the CLI or CI job using it must log in again or get a new token.',
              values: { name: token.name },
            })}
            confirmLabel={revokeLabel}
            onConfirm={revoke}
          />
        )}
      </td>
    </tr>
  );
}
