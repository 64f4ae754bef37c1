// The /admin route's own chunk. Route entries stay under pages/admin/ because the service
// worker's build leaves that folder's chunks off students' phones; the page itself is the admin
// shell, in admin/shared/.
export { default } from '../../../admin/shared/AdminPage';
