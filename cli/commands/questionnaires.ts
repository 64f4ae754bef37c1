import path from 'node:path';
import { Command } from 'commander';
import { questionnaireInputSchema, type QuestionnaireInput } from '../../core/questionnaireSchema';
import { reportBulk, runBulk, type BulkReport } from '../lib/bulk';
import { connect } from '../lib/context';
import { UsageError } from '../lib/errors';
import { parseJson, readText, validateRecords } from '../lib/inputFiles';
import { countOf } from '../../core/plural';

export function questionnairesCommand(): Command {
  const questionnaires = new Command('questionnaires').description('surveys and quizzes: list, import');

  questionnaires
    .command('list')
    .description('list the questionnaires')
    .action(async (_raw: unknown, command: Command) => {
      const { out, api } = await connect(command);
      const list = await api.questionnaires();
      out.result(list, () => {
        if (list.length === 0) return out.line('No questionnaires yet');
        out.table(
          ['ID', 'Title', 'Trigger Count', 'Questions', 'Graded', 'Responses'],
          list.map((q) => [q.id, q.title, `After ${countOf(q.triggerCount, 'piece')}`, q.questions.length, q.questions.some((x) => x.isGraded) ? 'Graded' : '', q.responseCount]),
        );
      });
    });

  questionnaires
    .command('import')
    .description('import questionnaires from a JSON file (one object or an array; the admin API shape); existing titles are skipped')
    .argument('<file>', 'a .json file')
    .action(async (file: string, _raw: unknown, command: Command) => {
      if (path.extname(file).toLowerCase() !== '.json') throw new UsageError(`FILE must be a .json file (got ${file})`);
      const { out, api } = await connect(command);
      const json = parseJson(await readText(file), file);
      const records: QuestionnaireInput[] = validateRecords(questionnaireInputSchema, Array.isArray(json) ? json : [json], file);
      const existing = new Set((await api.questionnaires()).map((q) => q.title));
      const report: BulkReport = { created: [], skipped: [], failed: [] };
      const fresh = records.filter((record) => {
        if (!existing.has(record.title)) return existing.add(record.title);
        report.skipped.push(record.title);
        return false;
      });
      report.failed = await runBulk(out, 'Importing questionnaires', fresh, (q) => q.title, async (q) => {
        await api.createQuestionnaire(q);
        report.created.push(q.title);
      });
      reportBulk(out, 'questionnaire', report);
    });

  return questionnaires;
}
