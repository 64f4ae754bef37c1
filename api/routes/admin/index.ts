import { adminDivisionRoutes, adminTeamRoutes } from './teams';
import type Router from '@koa/router';
import type { AppState } from '../../context';
import { adminAnalyticsRoutes } from './analytics';
import { adminAnnouncementRoutes } from './announcements';
import { adminConfigRoutes } from './config';
import { adminEventRoutes } from './events';
import { adminExportRoutes } from './exportData';
import { adminFairPlayRoutes } from './fairPlay';
import { adminLeaderboardRoutes } from './leaderboard';
import { adminPuzzleRoutes } from './puzzles';
import { adminQrLinkRoutes } from './qrLinks';
import { adminQuestionnaireRoutes } from './questionnaires';
import { adminSurveyResponseRoutes } from './surveyResponses';
import { adminTokenRoutes } from './tokens';
import { adminUserRoutes } from './users';

/** The organiser's API, one router per resource, each made by adminRouter() (the admin check comes first). */
export function adminRoutes(): Router<AppState>[] {
  return [
    adminConfigRoutes(),
    adminAnalyticsRoutes(),
    adminAnnouncementRoutes(),
    adminUserRoutes(),
    adminSurveyResponseRoutes(),
    adminQrLinkRoutes(),
    adminPuzzleRoutes(),
    adminQuestionnaireRoutes(),
    adminEventRoutes(),
    adminLeaderboardRoutes(),
    adminExportRoutes(),
    adminTokenRoutes(),
    adminFairPlayRoutes(),
    adminTeamRoutes(),
    adminDivisionRoutes(),
  ];
}
