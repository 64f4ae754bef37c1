import { useParams } from 'react-router-dom';
import JoinTeamPage from './JoinTeamPage';
import TeamPage from './TeamPage';

/**
 * /team and /join/:code, as one page to load: a join ends on the team page, and the landing's
 * first script lists every page it can load (one more page is one more entry to download there).
 */
export default function TeamPages() {
  const { code } = useParams();
  return code === undefined ? <TeamPage /> : <JoinTeamPage code={code} />;
}
