// The /cli/approve route's own chunks, kept under pages/admin/ so the service worker's build
// leaves them off students' phones; approving a command-line login belongs to the API tokens, in
// admin/tokens/.
export { default, CliApproveSignIn } from '../../../admin/tokens/CliApprovePage';
