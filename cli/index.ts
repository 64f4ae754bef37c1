import { announceCommand } from './commands/announce';
import { backupCommand, restoreCommand } from './commands/backup';
import { divisionsCommand } from './commands/divisions';
import { eventsCommand } from './commands/events';
import { exportCommand } from './commands/export';
import { loginCommand, logoutCommand, whoamiCommand } from './commands/login';
import { piecesCommand } from './commands/pieces';
import { privacyCommand } from './commands/privacy';
import { fairplayCommand } from './commands/fairplay';
import { qrCommand } from './commands/qr';
import { questionnairesCommand } from './commands/questionnaires';
import { seedCommand } from './commands/seed';
import { teamsCommand } from './commands/teams';
import { tokensCommand } from './commands/tokens';
import { usersCommand } from './commands/users';
import { createProgram, run } from './program';

const program = createProgram()
  .addCommand(loginCommand())
  .addCommand(logoutCommand())
  .addCommand(whoamiCommand())
  .addCommand(tokensCommand())
  .addCommand(seedCommand())
  .addCommand(piecesCommand())
  .addCommand(qrCommand())
  .addCommand(questionnairesCommand())
  .addCommand(usersCommand())
  .addCommand(fairplayCommand())
  .addCommand(eventsCommand())
  .addCommand(teamsCommand())
  .addCommand(divisionsCommand())
  .addCommand(announceCommand())
  .addCommand(privacyCommand())
  .addCommand(exportCommand())
  .addCommand(backupCommand())
  .addCommand(restoreCommand());

process.exitCode = await run(program, process.argv);
