import type { UserDto } from '../../../core/contracts';

/** What every admin section receives; apart from adminSections.ts, which imports the sections. */
export interface AdminSectionProps {
  /** The signed-in admin. */
  user: UserDto;
}
