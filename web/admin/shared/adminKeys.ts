/**
 * An admin cache key to revalidate after a change: an API path. It stands for every read of that
 * path, filtered or not (`/api/admin/users` also refetches `/api/admin/users?teamId=4&event=2`), so
 * a change need not know which filters the lists on screen have.
 */
export type AdminKey = string;

/** Whether the SWR key `key` is a read of `path`: the path itself, or the path with a query. */
export function isReadOf(path: AdminKey, key: unknown): boolean {
  return typeof key === 'string' && (key === path || key.startsWith(`${path}?`));
}
