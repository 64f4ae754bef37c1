import { teamsApi } from '../../core/client/teams';
import { transport } from './api';

/** The participant's team and division calls, loaded only with the pages that make them. */
export const teamApi = teamsApi(transport);
