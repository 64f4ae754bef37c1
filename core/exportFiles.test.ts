import { describe, expect, it } from 'vitest';
import { SURVEY_CSV_COLUMNS } from './csv';
import { EXPORT_FILES, exportFileName } from './exportFiles';

describe('export files', () => {
  it('names the archive campus-hunt-export-{YYYY-MM-DD}.zip by the UTC date', () => {
    expect(exportFileName(new Date('2026-05-01T23:30:00.000Z'))).toBe('campus-hunt-export-2026-05-01.zip');
  });

  it('extends the survey file columns with questionnaireId and pointsEarned', () => {
    expect(EXPORT_FILES.surveyResponses.columns).toEqual([...SURVEY_CSV_COLUMNS, 'questionnaireId', 'pointsEarned']);
  });
});
