import type { FairPlayMarkDto, FairPlayStudentDto } from '../../core/admin';
import { displayName } from '../../core/displayName';
import type { MarkedStudentRow, MarkRow } from '../repos/fairPlay';

function presentMark(row: MarkRow): FairPlayMarkDto {
  const delay = row.claimed_at && row.collected_at ? Math.max(0, Math.round((row.collected_at.getTime() - row.claimed_at.getTime()) / 1000)) : null;
  return {
    id: Number(row.id),
    kind: row.kind,
    evidence: row.evidence,
    qrCode: row.qr_code,
    pieceName: row.piece_name,
    collectedAt: row.collected_at?.toISOString() ?? null,
    claimedAt: row.claimed_at?.toISOString() ?? null,
    delaySeconds: delay,
    source: row.source,
    createdAt: row.created_at.toISOString(),
  };
}

/** Students grouped with their marks (newest first); the most recently marked student first, the disqualified without open marks last. */
export function presentFairPlayStudents(students: readonly MarkedStudentRow[], marks: readonly MarkRow[]): FairPlayStudentDto[] {
  const marksOf = new Map<string, FairPlayMarkDto[]>();
  for (const mark of marks) marksOf.set(mark.user_id, [...(marksOf.get(mark.user_id) ?? []), presentMark(mark)]);
  const latest = (student: FairPlayStudentDto) => student.marks[0]?.createdAt ?? '';
  return students
    .map((student) => ({
      userId: student.id,
      email: student.email,
      // Organisers see e-mails in full, so the name may come from one.
      name: displayName({ id: student.id, firstName: student.first_name, lastName: student.last_name, email: student.email }, 'full'),
      disqualifiedAt: student.disqualified_at?.toISOString() ?? null,
      team: student.team_id === null || student.team_name === null ? null : { id: student.team_id, name: student.team_name },
      marks: marksOf.get(student.id) ?? [],
    }))
    .sort((a, b) => latest(b).localeCompare(latest(a)) || a.email.localeCompare(b.email));
}
