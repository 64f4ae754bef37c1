import { Command } from 'commander';
import { describeMark } from '../../core/fairPlay';
import { connect, type Connected } from '../lib/context';
import { UsageError } from '../lib/errors';
import { formatDate } from '../lib/output';
import { findByEmail } from './users';

async function setDisqualified({ out, api }: Connected, email: string, disqualified: boolean): Promise<void> {
  const user = findByEmail(await api.users(), email);
  const updated = await api.setDisqualified(user.id, disqualified);
  out.result(updated, () =>
    out.line(disqualified ? `Disqualified ${updated.email}: hidden from the leaderboard and the prize tiers` : `${updated.email} is back on the leaderboard`),
  );
}

export function fairplayCommand(): Command {
  const fairplay = new Command('fairplay').description('fair play: marked scans, disqualifications');

  fairplay
    .command('list')
    .description('students with marked scans, or disqualified, with the evidence')
    .action(async (_raw: unknown, command: Command) => {
      const { out, api } = await connect(command);
      const students = await api.fairPlay();
      out.result(students, () => {
        if (students.length === 0) return out.line('No marked scans');
        out.table(
          ['Student', 'Status', 'Mark', 'Code', 'When', 'Evidence'],
          students.flatMap((student) => {
            const status = student.disqualifiedAt ? 'Disqualified' : 'Marked';
            if (student.marks.length === 0) return [[student.email, status, '', '', '', '']];
            return student.marks.map((mark) => [student.email, status, `#${mark.id} ${mark.kind}`, mark.qrCode ?? '', formatDate(mark.createdAt), describeMark(mark)]);
          }),
        );
      });
    });

  fairplay
    .command('disqualify')
    .description('hide a student from the leaderboard and the prize tiers (their data stays)')
    .argument('<email>', "the student's e-mail")
    .action(async (email: string, _raw: unknown, command: Command) => setDisqualified(await connect(command), email, true));

  fairplay
    .command('requalify')
    .description('put a disqualified student back on the leaderboard')
    .argument('<email>', "the student's e-mail")
    .action(async (email: string, _raw: unknown, command: Command) => setDisqualified(await connect(command), email, false));

  fairplay
    .command('clear')
    .description('clear a mark: the scan was fine')
    .argument('<mark-id>', 'the mark, as `hunt fairplay list` numbers it')
    .action(async (raw: string, _options: unknown, command: Command) => {
      const id = Number(raw.replace(/^#/, ''));
      if (!Number.isInteger(id) || id <= 0) throw new UsageError('<mark-id>: a mark number such as 12');
      const { out, api } = await connect(command);
      await api.clearMark(id);
      out.result({ id, cleared: true }, () => out.line(`Cleared mark #${id}`));
    });

  return fairplay;
}
