import { useCallback, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { ANNOUNCEMENTS_PATH, type AnnouncementDto } from '../../core/announcements';

/** The newest announcement this device has seen (read in the list, or dismissed from the banner). */
const SEEN_KEY = 'announcements.seen';
const seenListeners = new Set<() => void>();

function readSeen(): number {
  try {
    return Number(localStorage.getItem(SEEN_KEY)) || 0;
  } catch {
    return 0;
  }
}

function subscribeSeen(listener: () => void): () => void {
  seenListeners.add(listener);
  return () => seenListeners.delete(listener);
}

/**
 * The current event's announcements (GET /api/announcements, then each one the hunt stream
 * brings), and which are unread on this device: those newer than the last one seen.
 */
export function useAnnouncements() {
  const { data } = useSWR<AnnouncementDto[], Error>(ANNOUNCEMENTS_PATH);
  const seen = useSyncExternalStore(subscribeSeen, readSeen, () => Number.MAX_SAFE_INTEGER);
  const announcements = data ?? [];
  const unread = announcements.filter((announcement) => announcement.id > seen);
  const markSeen = useCallback((id: number) => {
    if (id <= readSeen()) return;
    try {
      localStorage.setItem(SEEN_KEY, String(id));
    } catch {
      // Private mode without storage: it stays unread until the page is left.
    }
    for (const listener of seenListeners) listener();
  }, []);
  return { announcements, unread, markSeen };
}

/** Changes the cached list (SWR's mutate for ANNOUNCEMENTS_PATH). */
type ListMutator = (update: (current: AnnouncementDto[] | undefined) => AnnouncementDto[]) => void;

/** Puts an announcement from the hunt stream at the head of the list, once. */
export function takeAnnouncement(mutate: ListMutator, data: string): void {
  let announcement: AnnouncementDto;
  try {
    announcement = JSON.parse(data) as AnnouncementDto;
  } catch {
    return;
  }
  if (typeof announcement?.id !== 'number' || typeof announcement.text !== 'string') return;
  mutate((current = []) => (current.some((known) => known.id === announcement.id) ? current : [announcement, ...current]));
}
