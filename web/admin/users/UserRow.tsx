import { useState } from 'react';
import { Shield, ShieldOff, UserX } from 'lucide-react';
import type { AdminUserDto } from '../../../core/admin';
import { ADMIN_API } from '../../../core/adminPaths';
import { displayName } from '../../../core/displayName';
import { Avatar } from '../../components/Avatar';
import { ConfirmAction } from '../shared/ConfirmAction';
import { useAdminAction } from '../shared/useAdminAction';
import { ERASED_USER_KEYS, piecesText, roleChangeQuestion, roleToggle } from './users';
import controls from '../shared/controls.module.css';
import tables from '../shared/tables.module.css';
import { FairPlayMarker } from '../fairPlay/FairPlayMarker';
import { classNames } from '../shared/classNames';
import { adminApi } from '../../lib/adminApi';
import { Breakable } from '../shared/Breakable';
import { useI18n } from '../../hooks/useI18n';

interface UserRowProps {
  user: AdminUserDto;
  isMe: boolean;
  /** Whether the table has the Team and Division columns (users.ts, userColumns). */
  shown: { teams: boolean; divisions: boolean };
}

/** An account's row: who, their team and division in the event, role, progress, and the role toggle and erasure. */
export function UserRow({ user, isMe, shown }: UserRowProps) {
  const perform = useAdminAction();
  const i18n = useI18n();
  const [busy, setBusy] = useState(false);
  const { next, label } = roleToggle(i18n, user.role);
  const eraseLabel = i18n._({ id: 'admin.users.erase', message: 'Erase' });
  // Organisers see e-mails in full, so the name may come from one.
  const name = displayName(user, 'full');

  async function changeRole() {
    setBusy(true);
    await perform(() => adminApi.setRole(user.id, next), {
      success: {
        title: i18n._({ id: 'admin.users.roleUpdated', message: 'Role Updated' }),
        description:
          next === 'admin'
            ? i18n._({ id: 'admin.users.nowAdmin', message: '{name} is now an admin', values: { name } })
            : i18n._({ id: 'admin.users.nowUser', message: '{name} is now a user', values: { name } }),
      },
      failure: i18n._({ id: 'admin.users.updateFailed', message: 'Update Failed' }),
      fallback: i18n._({ id: 'admin.users.roleFailed', message: 'Failed to update role' }),
      revalidate: [ADMIN_API.users],
    });
    setBusy(false);
  }

  async function erase() {
    setBusy(true);
    await perform(() => adminApi.eraseUser(user.id), {
      success: {
        title: i18n._({ id: 'admin.users.erased', message: 'Account Erased' }),
        description: i18n._({ id: 'admin.users.erasedDescription', message: '{name} is gone; their finds stay in the statistics, anonymous', values: { name } }),
      },
      failure: i18n._({ id: 'admin.users.eraseFailed', message: 'Erasure Failed' }),
      fallback: i18n._({ id: 'admin.users.eraseFailedFallback', message: 'Failed to erase the account' }),
      revalidate: ERASED_USER_KEYS,
    });
    setBusy(false);
  }

  return (
    <tr data-testid="user-row">
      <td>
        <span className={tables.userCell}>
          <Avatar imageUrl={user.profileImageUrl} name={name} size="sm" />
          <span className={tables.userName}>
            {name}
            {isMe && <span className="muted small"> {i18n._({ id: 'admin.users.you', message: '(You)' })}</span>}
            <FairPlayMarker openMarks={user.openMarks} disqualified={user.disqualifiedAt !== null} />
          </span>
        </span>
      </td>
      <td className={tables.breakCell}>
        <Breakable text={user.email} />
      </td>
      {shown.teams && <MembershipCell name={user.team} />}
      {shown.divisions && <MembershipCell name={user.division} />}
      <td>
        <span className={`badge ${user.role === 'admin' ? 'badge-accent' : ''}`}>{user.role === 'admin' ? i18n._({ id: 'admin.users.role.admin', message: 'admin' }) : i18n._({ id: 'admin.users.role.user', message: 'user' })}</span>
      </td>
      <td className={tables.nowrap}>{piecesText(i18n, user.collectionCount)}</td>
      <td>
        <div className={tables.rowActions}>
          {/* The server refuses a change to your own role, so nobody locks themselves out. */}
          <ConfirmAction
            trigger={
              <button
                type="button"
                className={classNames('btn', controls.btnSm, next === 'admin' ? 'btn-outline' : controls.btnDangerOutline)}
                disabled={busy || isMe}
                title={isMe ? i18n._({ id: 'admin.users.ownRole', message: 'You cannot change your own role' }) : undefined}
                data-testid="role-toggle"
              >
                {next === 'admin' ? <Shield size={16} aria-hidden /> : <ShieldOff size={16} aria-hidden />}
                {label}
              </button>
            }
            {...roleChangeQuestion(i18n, name, next)}
            destructive={next === 'user'}
            onConfirm={() => void changeRole()}
          />
          {/* Your own account is deleted from your dashboard; the server never erases the last admin. */}
          <ConfirmAction
            trigger={
              <button
                type="button"
                className={`btn ${controls.btnSm} ${controls.btnDangerOutline}`}
                disabled={busy || isMe}
                title={isMe ? i18n._({ id: 'admin.users.ownAccount', message: 'Delete your own account from your dashboard' }) : undefined}
                data-testid="erase-user"
              >
                <UserX size={16} aria-hidden />
                {eraseLabel}
              </button>
            }
            title={i18n._({ id: 'admin.users.eraseTitle', message: 'Erase {name}?', values: { name } })}
            description={i18n._({
              id: 'admin.users.eraseDescription',
              message:
                '{email}: the account, name, e-mail, answers typed and scan evidence are erased at once, and they leave the leaderboard. Their finds stay in the statistics with no name attached. This cannot be undone.',
              values: { email: user.email },
            })}
            confirmLabel={eraseLabel}
            onConfirm={() => void erase()}
          />
        </div>
      </td>
    </tr>
  );
}

/** A team's or division's name, or a muted dash for none. */
function MembershipCell({ name }: { name: string | null }) {
  return <td>{name ?? <span className="muted">—</span>}</td>;
}
