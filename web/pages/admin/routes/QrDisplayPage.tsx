// The /admin/display/{id} route's own chunk, kept under pages/admin/ so the service worker's
// build leaves it off students' phones; the page belongs to the QR links, in admin/qrLinks/.
export { default } from '../../../admin/qrLinks/QrDisplayPage';
