import { useCallback, useEffect, useState } from 'react';
import type { ScanResultDto } from '../../../core/contracts';
import { useRefreshAfterScan } from '../../hooks/useRefresh';
import { PieceDialog } from '../scanner/PieceDialog';
import { SurveyDialog } from '../survey/SurveyDialog';

/** One saved scan's result, as a live scan shows it: the piece, then its questionnaires one at a time. */
export default function OfflineResults({ result, onDone }: { result: ScanResultDto; onDone: () => void }) {
  const refreshAfterScan = useRefreshAfterScan();
  const [piece, setPiece] = useState<ScanResultDto['piece'] | null>(result.piece);
  const [questionnaires, setQuestionnaires] = useState(result.triggeredQuestionnaires);

  useEffect(() => {
    void refreshAfterScan();
  }, [refreshAfterScan]);
  useEffect(() => {
    if (piece === null && questionnaires.length === 0) onDone();
  }, [piece, questionnaires.length, onDone]);

  const closePiece = useCallback(() => setPiece(null), []);
  const [questionnaire] = questionnaires;
  return (
    <>
      <PieceDialog piece={piece} onClose={closePiece} />
      {piece === null && questionnaire && (
        <SurveyDialog key={questionnaire.id} questionnaire={questionnaire} onDone={() => setQuestionnaires((queue) => queue.slice(1))} />
      )}
    </>
  );
}
