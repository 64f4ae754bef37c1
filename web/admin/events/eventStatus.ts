import type { MessageDescriptor } from '@lingui/core';
import type { EventStatus } from '../../../core/admin';

/** An event's status as organisers read it, in the events table and in every section's event select. */
export const EVENT_STATUS_NAMES: Record<EventStatus, MessageDescriptor> = {
  scheduled: /*i18n*/ { id: 'admin.events.status.scheduled', message: 'scheduled' },
  active: /*i18n*/ { id: 'admin.events.status.active', message: 'active' },
  completed: /*i18n*/ { id: 'admin.events.status.completed', message: 'completed' },
};
