import { useCallback } from 'react';
import { failureText } from './failure';
import { toast, type ToastOptions } from '../../lib/toastStore';
import type { AdminKey } from './adminKeys';
import { useAdminRevalidate } from './useAdminRevalidate';

export interface AdminActionOptions<T> {
  /** The success toast, or a function of the server's answer. */
  success: ToastOptions | ((result: T) => ToastOptions);
  /** The failure toast's title ('Creation Failed', 'Deletion Failed', …). */
  failure: string;
  /** Shown when the server gave no message ('Failed to create QR link'). */
  fallback: string;
  /** Keys to revalidate afterwards (analytics always is). */
  revalidate: readonly AdminKey[];
  participantKeys?: readonly string[];
}

/**
 * Runs one admin change: success or failure toast (with the server's message), then revalidates
 * what it touched, also after a failure, since a conflict often means the list is out of date.
 * Resolves to whether it succeeded.
 */
export function useAdminAction() {
  const revalidate = useAdminRevalidate();
  return useCallback(
    async <T>(run: () => Promise<T>, options: AdminActionOptions<T>): Promise<boolean> => {
      try {
        const result = await run();
        toast(typeof options.success === 'function' ? options.success(result) : options.success);
        return true;
      } catch (error) {
        toast({ title: options.failure, description: failureText(error, options.fallback), variant: 'destructive' });
        return false;
      } finally {
        void revalidate(options.revalidate, options.participantKeys);
      }
    },
    [revalidate],
  );
}
