import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { Menu, X } from 'lucide-react';
import { AdminNavLinks } from './AdminNavLinks';
import { findAdminSection } from './adminSections';
import shell from './AdminShell.module.css';
import controls from './controls.module.css';
import { useI18n } from '../../hooks/useI18n';

/** Below 900 px the sections are a menu: a button opening a drawer (an accessible dialog). */
export function AdminMenu({ current }: { current: string }) {
  const [open, setOpen] = useState(false);
  const i18n = useI18n();
  const sections = i18n._({ id: 'admin.shared.sections', message: 'Admin sections' });
  const section = findAdminSection(current);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={`btn btn-outline ${shell.adminMenuButton}`} data-testid="admin-menu-button">
        <Menu size={18} aria-hidden />
        {section ? i18n._(section.name) : i18n._({ id: 'admin.shared.menu', message: 'Menu' })}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className={shell.adminDrawer} data-testid="admin-menu" aria-describedby={undefined}>
          <div className={shell.adminDrawerHead}>
            <Dialog.Title className="dialog-title">{sections}</Dialog.Title>
            <Dialog.Close className={`icon-button ${controls.iconButtonSm}`} aria-label={i18n._({ id: 'admin.shared.closeMenu', message: 'Close menu' })}>
              <X size={18} aria-hidden />
            </Dialog.Close>
          </div>
          <nav aria-label={sections}>
            <AdminNavLinks current={current} testIds={false} onNavigate={() => setOpen(false)} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
