import { describe, expect, it } from 'vitest';
import { importReport, readRosterCsv, RosterFileError } from './rosterImport';
import { MAX_IMPORT_ROWS } from './teams';

describe('readRosterCsv', () => {
  it('reads a team list by its header, whatever the columns are called and ordered', () => {
    const file = readRosterCsv('E-mail,Year,Team\r\nKim@Campus.edu,2,Owls\r\npat@campus.edu,1, Night Foxes \r\n', 'team');
    expect(file.rows).toEqual([
      { team: 'Owls', email: 'kim@campus.edu' },
      { team: 'Night Foxes', email: 'pat@campus.edu' },
    ]);
    expect(file.fileRows).toEqual([2, 3]);
    expect(file.problems).toEqual([]);
  });

  it('reads a list without a header as name, then e-mail', () => {
    const file = readRosterCsv('Science,kim@campus.edu\nArts,pat@campus.edu\n', 'division');
    expect(file.rows).toEqual([
      { division: 'Science', email: 'kim@campus.edu' },
      { division: 'Arts', email: 'pat@campus.edu' },
    ]);
    expect(file.fileRows).toEqual([1, 2]);
  });

  it('refuses a bad row by its spreadsheet row, in the server’s words, and keeps the good ones', () => {
    const file = readRosterCsv('team,email\nOwls,kim@campus.edu\n\nOwls,not-an-address\n,pat@campus.edu\nFoxes\n', 'team');
    expect(file.rows).toEqual([{ team: 'Owls', email: 'kim@campus.edu' }]);
    expect(file.problems).toEqual([
      { row: 4, email: 'not-an-address', problem: 'email must be an e-mail address' },
      { row: 5, email: 'pat@campus.edu', problem: 'name is required' },
      { row: 6, email: '', problem: 'email must be an e-mail address' },
    ]);
  });

  it('numbers rows by the line they end on when a quoted cell spans lines', () => {
    const file = readRosterCsv('team,email\n"Owls\nof the night",kim@campus.edu\nFoxes,pat@campus.edu\n', 'team');
    expect(file.rows).toEqual([{ team: 'Foxes', email: 'pat@campus.edu' }]);
    expect(file.problems).toEqual([{ row: 3, email: 'kim@campus.edu', problem: 'name must be a single line' }]);
    expect(file.fileRows).toEqual([4]);
  });

  it('refuses a file that is not CSV, is empty, or is longer than one import takes', () => {
    expect(() => readRosterCsv('team,email\n"Owls,kim@campus.edu\n', 'team')).toThrow(RosterFileError);
    expect(() => readRosterCsv('team,email\n\n', 'team')).toThrow('The file has no rows: one team,email a line');
    const long = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `Owls,s${i}@campus.edu`).join('\n');
    expect(() => readRosterCsv(long, 'team')).toThrow(`The file has ${MAX_IMPORT_ROWS + 1} rows: at most ${MAX_IMPORT_ROWS} at a time`);
  });
});

describe('importReport', () => {
  it('names the server’s problems by their row in the file, beside those refused before sending', () => {
    const file = readRosterCsv('team,email\nOwls,kim@campus.edu\nOwls,bad\nFoxes,pat@campus.edu\nFoxes,ann@campus.edu\n', 'team');
    const report = importReport(file, { applied: 2, problems: [{ row: 2, email: 'pat@campus.edu', problem: 'no student with this e-mail' }] });
    expect(report).toEqual({
      applied: 2,
      problems: [
        { row: 3, email: 'bad', problem: 'email must be an e-mail address' },
        { row: 4, email: 'pat@campus.edu', problem: 'no student with this e-mail' },
      ],
    });
  });
});
