import { adminApi as adminApiOver } from '../../core/client/admin';
import { cliLoginApi } from '../../core/client/cliLogin';
import { transport } from './api';

/** The organiser's calls, and the approval of a CLI login (only admin pages load this module). */
export const adminApi = adminApiOver(transport);
export const cliLogin = cliLoginApi(transport);
