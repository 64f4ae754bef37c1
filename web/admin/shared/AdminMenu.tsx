import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { Menu, X } from 'lucide-react';
import { AdminNavLinks } from './AdminNavLinks';
import { findAdminSection } from './adminSections';
import shell from './AdminShell.module.css';
import controls from './controls.module.css';

/** Below 900 px the sections are a menu: a button opening a drawer (an accessible dialog). */
export function AdminMenu({ current }: { current: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={`btn btn-outline ${shell.adminMenuButton}`} data-testid="admin-menu-button">
        <Menu size={18} aria-hidden />
        {findAdminSection(current)?.name ?? 'Menu'}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className={shell.adminDrawer} data-testid="admin-menu" aria-describedby={undefined}>
          <div className={shell.adminDrawerHead}>
            <Dialog.Title className="dialog-title">Admin sections</Dialog.Title>
            <Dialog.Close className={`icon-button ${controls.iconButtonSm}`} aria-label="Close menu">
              <X size={18} aria-hidden />
            </Dialog.Close>
          </div>
          <nav aria-label="Admin sections">
            <AdminNavLinks current={current} testIds={false} onNavigate={() => setOpen(false)} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
