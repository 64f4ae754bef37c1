import type { Trigger } from './trigger';

/** `tokens` when an API token is revoked, expires sooner, changes hands or is deleted. */
export const HUNT_API_TOKENS_CHANGED = `
create or replace function hunt_api_tokens_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' or (old.revoked_at, old.expires_at, old.user_id) is distinct from (new.revoked_at, new.expires_at, new.user_id) then
    perform hunt_notify('tokens');
  end if;
  return null;
end $$`;

export const API_TOKENS_CHANGED: Trigger = {
  name: 'api_tokens_changed',
  table: 'api_tokens',
  create: 'create trigger api_tokens_changed after update or delete on api_tokens for each row execute function hunt_api_tokens_changed()',
};
