import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts, toast } from '../lib/toastStore';

export type { ToastOptions, ToastVariant } from '../lib/toastStore';

/** The toasts on screen plus the functions to raise and dismiss one. */
export function useToast() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}
