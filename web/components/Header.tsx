import { useUser } from '../hooks/useUser';
import { SiteHeader } from './SiteHeader';

/** The site header of the signed-in user's pages (components/SiteHeader.tsx draws it). */
export function Header() {
  const { user } = useUser();
  return <SiteHeader user={user} />;
}
